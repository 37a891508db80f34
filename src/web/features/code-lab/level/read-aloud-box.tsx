// Read-aloud on a puzzle (docs/product/code-lab.md#level-page): one small row that says what it
// reads (the puzzle and the hints that are open) with Read aloud, Pause / Resume and Stop
// reading. With no voice on the device it is one short line, the same height, so nothing moves
// when the browser turns out to have none. Sits inside the page's ReadAloudProvider.
import { useT } from '../../../i18n/use-t';
import { useReadAloud } from '../../../lessons/kit/read-aloud/read-aloud-context';

const button = 'inline-flex min-h-11 min-w-11 items-center gap-2 rounded-full px-4 font-bold';
const filled = `${button} bg-sky-700 text-white disabled:opacity-60`;
const outlined = `${button} border-2 border-sky-700 bg-white text-sky-900`;

function Speaker({ muted }: { muted: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6 shrink-0 text-sky-800" aria-hidden="true">
      <path d="M4 9 H8 L13 5 V19 L8 15 H4 Z" fill="currentColor" />
      {muted ? (
        <path d="M16 9 L21 15 M21 9 L16 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M16 9 Q18 12 16 15 M18.5 6.5 Q22 12 18.5 17.5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
      )}
    </svg>
  );
}

export function ReadAloudBox({ hintsOpen }: { hintsOpen: number }) {
  const t = useT('codeLab');
  const { speech } = useReadAloud();
  const what = t('codeLab.readAloud.hear', { hints: hintsOpen });
  if (speech.voiceState === 'unavailable') {
    return (
      <p className="flex min-h-11 items-center gap-2 text-slate-700" data-testid="read-aloud-box">
        <Speaker muted />
        {t('codeLab.readAloud.noVoice')}
      </p>
    );
  }
  return (
    <div role="group" aria-label={t('codeLab.readAloud.group')} className="flex min-h-11 flex-wrap items-center gap-2" data-testid="read-aloud-box">
      <Speaker muted={false} />
      {speech.status === 'idle' && (
        <button type="button" className={filled} onClick={speech.play} disabled={speech.voiceState !== 'ready'}>
          {what}
        </button>
      )}
      {speech.status === 'speaking' && (
        <button type="button" className={filled} onClick={speech.pause}>
          {t('codeLab.readAloud.pause')}
        </button>
      )}
      {speech.status === 'paused' && (
        <button type="button" className={filled} onClick={speech.resume}>
          {t('codeLab.readAloud.resume')}
        </button>
      )}
      {speech.status !== 'idle' && (
        <button type="button" className={outlined} onClick={speech.stop}>
          {t('codeLab.readAloud.stop')}
        </button>
      )}
      <p role="status" className="sr-only">
        {speech.status === 'speaking' ? t('codeLab.readAloud.reading') : speech.status === 'paused' ? t('codeLab.readAloud.paused') : ''}
      </p>
    </div>
  );
}
