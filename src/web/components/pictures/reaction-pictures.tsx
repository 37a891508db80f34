// The class gallery's three reactions (docs/product/gallery-screens.md), our own pictures (no
// emoji font in every browser): a star, two clapping hands, a heart. Decorative: the button or
// the count beside them says their name. Shared by the child's gallery and the teacher's tab.
import type { ReactionKind } from '../../../domain/api/gallery-api';

export function ReactionPicture({ kind, className }: { kind: ReactionKind; className: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      {kind === 'star' && (
        <path
          d="M16 2.5 L20.1 11 L29.4 12.3 L22.6 18.8 L24.3 28 L16 23.6 L7.7 28 L9.4 18.8 L2.6 12.3 L11.9 11 Z"
          fill="#facc15"
          stroke="#a16207"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      )}
      {kind === 'clap' && (
        <g stroke="#9a3412" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round">
          <path
            d="M9 27 C5 23 4.5 17 6.5 12 L9.5 5.5 C10.3 4 12.4 4.6 12.1 6.3 L11 11 L16.5 4.5 C17.6 3.3 19.4 4.7 18.5 6.1 L15 11.5 L19.5 7 C20.7 5.9 22.3 7.4 21.2 8.7 L17.5 13 L20 11 C21.2 10 22.7 11.6 21.6 12.8 L16 19 C14.5 22 13 25.5 9 27 Z"
            fill="#fdba74"
          />
          <path
            d="M14 28.5 C18.5 28 22.5 24.5 24.5 19.5 L26.5 14 C27 12.4 25 11.6 24.2 13 L22.5 16"
            fill="none"
          />
          <path d="M23 3.5 L24.5 1.5 M26 6 L28.5 5 M27 9.5 L29.5 10" stroke="#ea580c" />
        </g>
      )}
      {kind === 'heart' && (
        <path
          d="M16 28 C16 28 3 20 3 11.5 C3 7 6.3 4 10 4 C12.6 4 14.8 5.5 16 7.6 C17.2 5.5 19.4 4 22 4 C25.7 4 29 7 29 11.5 C29 20 16 28 16 28 Z"
          fill="#f43f5e"
          stroke="#9f1239"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
