// The child's page as the class would see it (docs/decisions/409-the-web-lab-page.md): the HTML the
// engine's buildPage made (the same builder the server uses), shown in a frame that can run
// nothing. `sandbox=""` with no allow-scripts and no allow-same-origin gives the frame an opaque
// origin of its own: no script, no form, no access to this page or its storage; its pictures come
// from /web-pictures, which the server answers with CORP cross-origin for exactly this frame.
// Phone or laptop width is a toggle; the frame scrolls inside its box, never the page.
import { useId, useState } from 'react';
import { useT } from '../../../../i18n/use-t';

type Width = 'phone' | 'laptop';

/** A small laptop's width, in CSS pixels (a phone's is the box's, at most 360). */
const LAPTOP_PX = 1024;

type Props = {
  /** The built page (a whole document). */
  html: string;
  /** The frame's name for a screen reader ("Your page: My pet"). */
  title: string;
  /** Drawn larger on a projector. */
  tall?: boolean;
};

export function WebPreview({ html, title, tall = false }: Props) {
  const t = useT('webLevel');
  const [width, setWidth] = useState<Width>('phone');
  const groupId = useId();
  return (
    <div className="grid min-w-0 gap-2">
      <div role="group" aria-labelledby={groupId} className="flex flex-wrap items-center gap-2">
        <span id={groupId} className="font-bold text-slate-800">
          {t('webLevel.preview.width')}
        </span>
        {(['phone', 'laptop'] as const).map((w) => (
          <button
            key={w}
            type="button"
            aria-pressed={width === w}
            onClick={() => setWidth(w)}
            className="inline-flex min-h-11 min-w-11 items-center rounded-full border-2 border-cyan-800 px-4 font-bold text-cyan-900 aria-pressed:bg-cyan-800 aria-pressed:text-white"
          >
            {t(`webLevel.preview.${w}`)}
          </button>
        ))}
      </div>
      <div
        className={`overflow-auto rounded-2xl border-4 border-slate-700 bg-white ${tall ? 'h-[60vh]' : 'h-80 lg:h-[28rem]'}`}
        data-testid="web-preview-box"
      >
        {width === 'phone' ? (
          <iframe title={title} sandbox="" srcDoc={html} className="block h-full w-full max-w-[360px]" />
        ) : (
          // A laptop's 1024 px drawn at half size: the box scrolls sideways on a phone, the page never does.
          <div className="relative h-full" style={{ width: LAPTOP_PX / 2 }}>
            <iframe
              title={title}
              sandbox=""
              srcDoc={html}
              className="absolute top-0 left-0 h-[200%] origin-top-left scale-50"
              style={{ width: LAPTOP_PX }}
            />
          </div>
        )}
      </div>
    </div>
  );
}
