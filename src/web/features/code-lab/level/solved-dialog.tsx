// A solved puzzle: the stars (2, or 3 within idealBlocks), the points as they arrive, a finished
// world's celebration, and the way on ("Next puzzle", which has the focus when it opens).
// Closing it gives the focus back to the program. No sign-up prompt covers it.
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { Translate } from '../../../../i18n/translate';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { useT } from '../../../i18n/use-t';
import { WorldComplete } from '../run/world-complete';
import type { SolveSaved } from './use-level-saves';
import { StarsView } from './stars-view';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stars: 2 | 3;
  idealBlocks: number;
  /** undefined while the solve is being saved. */
  saved: SolveSaved | undefined;
  next: { to: string; label: string };
  /** "Puzzle 3 of 6" and the world's name and bonus, for its celebration. */
  place: { number: number; count: number; worldTitle: string; worldBonus: number };
};

function pointsLine(saved: SolveSaved | undefined, t: Translate): string {
  if (saved === undefined) return t('codeLab.solved.saving');
  if (saved === null) return t('codeLab.solved.notSaved');
  return saved.pointsAwarded > 0 ? t('codeLab.solved.points', { points: saved.pointsAwarded }) : t('codeLab.solved.again');
}

const worldLine = (place: { worldTitle: string; worldBonus: number }, t: Translate) =>
  t('codeLab.solved.world', { world: place.worldTitle, bonus: place.worldBonus });

/** The program's focusable row (the insertion point), else its heading's region. */
function focusProgram() {
  const region = document.querySelector<HTMLElement>('[aria-labelledby="code-lab-program"]');
  const row = region?.querySelector<HTMLElement>('[tabindex="0"]');
  (row ?? region)?.focus();
}

export function SolvedDialog({ open, onOpenChange, stars, idealBlocks, saved, next, place }: Props) {
  const t = useT('codeLab');
  const nextLink = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            nextLink.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            focusProgram();
          }}
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[92vh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-3xl bg-white p-6 text-center shadow-2xl"
        >
          <p className="font-bold text-slate-700">
            {t('codeLab.level.puzzleOf', { number: place.number, count: place.count })}
          </p>
          <Dialog.Title className="-mt-3 text-3xl font-extrabold text-violet-900">{t('codeLab.solved.title')}</Dialog.Title>
          <div className="flex justify-center">
            <StarsView stars={stars} size="size-14" />
          </div>
          <Dialog.Description className="text-lg text-slate-800">
            {stars === 3 ? t('codeLab.solved.three') : t('codeLab.solved.two', { blocks: idealBlocks })}
          </Dialog.Description>
          {/* One live region from the start: the points, then a finished world, are announced. */}
          <div role="status" className="grid gap-4">
            <p className="text-lg font-bold text-emerald-800">{pointsLine(saved, t)}</p>
            {saved?.worldCompleted && <WorldComplete words={worldLine(place, t)} />}
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <Link ref={nextLink} to={next.to} className={primaryButton} onClick={() => onOpenChange(false)}>
              {next.label}
            </Link>
            <Dialog.Close className={secondaryButton}>{stars === 3 ? t('codeLab.solved.stay') : t('codeLab.solved.tryThree')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
