// A network level at work (docs/decisions/409-the-web-lab-page.md#the-network-levels): the street
// of houses with the street's links and the child's, the child's links as pickers ("Link house
// [A] to house [B]", each moved up or down or deleted), "Send the message" (the check), the street
// in words, the hints and the solved dialog. The outcome is the engine's pure check, known before
// the message moves: a solve goes to the server at once; the outcome is said when the message has
// arrived (at once under reduced motion, where the path is lit and nothing moves).
import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { Stmt } from '../../../../../domain/code-lab/blocks';
import { checkNetworkLevel, type NetworkCheck } from '../../../../../domain/code-lab/stages/web/web-check';
import { describeNetwork } from '../../../../../domain/code-lab/stages/web/web-check-words';
import { countWebBlocks, emptyNetworkProgram, type NetworkProgram } from '../../../../../domain/code-lab/stages/web/web-program';
import type { HouseId } from '../../../../../domain/code-lab/stages/web/web-types';
import { paragraphBlockId } from '../../../../../domain/lessons/speech';
import { primaryButton, secondaryButton } from '../../../../components/button-styles';
import { useT } from '../../../../i18n/use-t';
import { preloadable, usePreloadAfterPageShown } from '../../../../lib/preloadable';
import { ReadAloudProvider } from '../../../../lessons/kit/read-aloud/read-aloud-context';
import { SpokenText } from '../../../../lessons/kit/read-aloud/spoken-text';
import { hintSectionId, Hints } from '../../level/hints';
import { ReadAloudBox } from '../../level/read-aloud-box';
import { useLevelSaves, type SolveSaved } from '../../level/use-level-saves';
import { useTries } from '../../run/tries';
import { messageTrip } from './message-trip';
import { NetworkLinks } from './network-links';
import { NetworkStreet, type DrawnLink } from './network-street';
import { NetworkText } from './network-text';
import { useMessageHops } from './use-message-hops';
import type { NetworkWorkspaceProps } from './web-view';

const solvedDialog = preloadable(() => import('../../level/solved-dialog').then((m) => m.SolvedDialog));

const starsOf = (idealBlocks: number, program: NetworkProgram): 2 | 3 => (countWebBlocks(program) <= idealBlocks ? 3 : 2);

export function NetworkWorkspace({ level, initial, world, next }: NetworkWorkspaceProps) {
  const t = useT('codeLab', 'webLab', 'webLevel');
  const { saveDraft, solve, recordFail } = useLevelSaves(level, world);
  const tries = useTries(level.id);
  const [program, setProgram] = useState(initial);
  const [checked, setChecked] = useState<NetworkCheck | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [solved, setSolved] = useState<{ stars: 2 | 3; saved?: SolveSaved } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const saving = useRef<Promise<SolveSaved> | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  usePreloadAfterPageShown(solvedDialog.load);

  const houses = useMemo(
    () => level.houses.map((h) => ({ id: h.id, name: h.id, letterbox: h.letterbox === true })),
    [level],
  );
  const links = useMemo<DrawnLink[]>(
    () => [
      ...level.links.map((l) => ({ from: l.from, to: l.to, fixed: true })),
      ...program.links.flatMap((s) => (s.op === 'house-link' ? [{ from: s.from, to: s.to }] : [])),
    ],
    [level, program],
  );

  const { countTry } = tries;
  const arrived = useCallback(() => {
    const done = pendingCheck.current;
    if (!done) return;
    setSaid(describeNetwork(done.check, t));
    outcomeRef.current?.focus();
    if (done.check.outcome !== 'solved') return;
    setSolved({ stars: done.stars });
    setDialogOpen(true);
    void saving.current?.then((saved) => setSolved({ stars: saved?.stars ?? done.stars, saved }));
  }, [t]);
  const pendingCheck = useRef<{ check: NetworkCheck; stars: 2 | 3 } | null>(null);
  const trip = useMessageHops(arrived);

  const change = (links: Stmt[]) => {
    const next: NetworkProgram = { ...program, links };
    setProgram(next);
    setChecked(null);
    setSaid(null);
    trip.clear();
    saveDraft(next);
  };

  const send = () => {
    const check = checkNetworkLevel(level, program);
    const stars = starsOf(level.idealBlocks, program);
    setChecked(check);
    setSaid(null);
    countTry();
    pendingCheck.current = { check, stars };
    if (check.outcome === 'solved') saving.current = solve(program, stars);
    else recordFail('not-yet');
    trip.send(messageTrip(level, program, check));
  };

  const sections = useMemo(
    () => [
      { id: 'intro', heading: level.title, paragraphs: [level.intro] },
      ...level.hints.slice(0, tries.hintsOpen).map((hint, i) => ({
        id: hintSectionId(i),
        heading: t('codeLab.hints.hint', { n: i + 1 }),
        paragraphs: [hint],
      })),
    ],
    [level, tries.hintsOpen, t],
  );

  return (
    <ReadAloudProvider sections={sections}>
      <div className="grid gap-3">
        <p className="text-lg text-slate-900 sm:text-xl">
          <SpokenText blockId={paragraphBlockId('intro', 0)} fallback={level.intro} />
        </p>
        <ReadAloudBox hintsOpen={tries.hintsOpen} />
      </div>
      <section aria-labelledby="network-street-heading" className="grid min-w-0 gap-3">
        <h2 id="network-street-heading" className="text-xl font-extrabold text-violet-950">
          {t('webLevel.street.heading')}
        </h2>
        <NetworkStreet houses={houses} links={links} path={trip.path} hops={trip.hops} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className={primaryButton} onClick={send} disabled={trip.going}>
            {t('webLevel.street.send')}
          </button>
          <button type="button" className={secondaryButton} onClick={() => change(emptyNetworkProgram().links)} disabled={trip.going}>
            {t('codeLab.level.startOver')}
          </button>
        </div>
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role="alert"
          className={said ? `rounded-2xl p-3 text-lg font-bold ${checked?.outcome === 'solved' ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-950'}` : 'sr-only'}
        >
          {said ?? ''}
        </p>
        <NetworkText houses={houses} links={links} path={trip.path} hops={trip.hops} going={trip.going} />
      </section>
      <NetworkLinks
        links={program.links}
        houses={level.houses.map((h) => h.id as HouseId)}
        reach={level.reach}
        maxBlocks={level.maxBlocks}
        locked={trip.going}
        onChange={change}
      />
      <Hints hints={level.hints} tries={tries} />
      {solved && (
        <Suspense fallback={null}>
          <solvedDialog.Component
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            stars={solved.stars}
            idealBlocks={level.idealBlocks}
            saved={solved.saved}
            next={next}
            place={{
              number: level.number,
              count: world.levelIds.length,
              worldTitle: world.title,
              worldBonus: world.pointsReward,
            }}
          />
        </Suspense>
      )}
    </ReadAloudProvider>
  );
}
