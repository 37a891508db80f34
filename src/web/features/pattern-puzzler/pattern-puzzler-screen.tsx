import { Link } from 'react-router';
import { patternPuzzler } from '../../../../content/labs/vision-lab/learn-hub';
import { isOpenAtLevel } from '../../../domain/points/level-gate';
import { linkButton, primaryButton } from '../../components/button-styles';
import { LevelGateLine } from '../../components/level-gate';
import { useT } from '../../i18n/use-t';
import { useLevel } from '../../lib/use-level';
import { PatternGame } from './pattern-game';

const backToGames = '/learn?tab=games';

/**
 * /play/pattern-puzzler (docs/product.md#pattern-puzzler): the Learn hub's game, open from level 4.
 * Below it, even by a typed address, the page is a locked door that says how far the child is.
 */
export function PatternPuzzlerScreen() {
  const t = useT('games');
  const open = isOpenAtLevel(patternPuzzler.opensAtLevel, useLevel());
  return (
    <section aria-labelledby="puzzler-title" className="grid gap-6">
      <div>
        <Link to={backToGames} className={linkButton}>
          <span aria-hidden="true">←&nbsp;</span>
          {t('games.puzzler.backToLearn')}
        </Link>
        <h1 id="puzzler-title" className="flex items-center gap-3 text-3xl font-extrabold text-violet-900 sm:text-4xl">
          <PuzzleIcon locked={!open} />
          {t('games.puzzler.title')}
        </h1>
      </div>
      {open ? (
        <PatternGame />
      ) : (
        <div className="mx-auto grid max-w-xl justify-items-center gap-4 rounded-3xl bg-white p-8 text-center shadow">
          <h2 className="text-2xl font-extrabold text-violet-900">{t('games.puzzler.lockedTitle')}</h2>
          <p className="text-lg">{t('games.puzzler.locked', { level: patternPuzzler.opensAtLevel })}</p>
          <LevelGateLine level={patternPuzzler.opensAtLevel} howTo className="text-base text-slate-800" />
          <Link to={backToGames} className={primaryButton}>
            {t('games.puzzler.backToLearn')}
          </Link>
        </div>
      )}
    </section>
  );
}

/** Our own picture: a puzzle piece, or a padlock on a locked door. */
function PuzzleIcon({ locked }: { locked: boolean }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className="size-10 shrink-0">
      {locked ? (
        <>
          <path d="M13 18 V13 A7 7 0 0 1 27 13 V18" fill="none" stroke="#475569" strokeWidth="3.5" />
          <rect x="9" y="18" width="22" height="17" rx="3" fill="#64748b" />
        </>
      ) : (
        <path
          d="M6 12 H15 A4 4 0 1 1 23 12 H32 V20 A4 4 0 1 0 32 28 V35 H6 V28 A4 4 0 1 0 6 20 Z"
          fill="#f59e0b"
          stroke="#78350f"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
