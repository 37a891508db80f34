// A puzzle's runs for its page (docs/product/code-lab.md#level-page): plays them (use-run.ts),
// counts the tries that open hints (kept per person, tries.ts), says what happened, reports runs
// that did not solve, and saves a solve. docs/decisions/179-what-counts-as-a-try.md says what
// counts as a try.
import { useState } from 'react';
import type { ReportedRunOutcome } from '../../../../domain/api/code-lab-api';
import type { Level } from '../../../../domain/code-lab/level-types';
import { describeRun, describeStep } from '../../../../domain/code-lab/outcome-words';
import type { Program } from '../../../../domain/code-lab/program';
import { starsFor } from '../../../../domain/code-lab/stars';
import { useT } from '../../../i18n/use-t';
import type { SolveSaved } from '../level/use-level-saves';
import type { RunResult } from '../../../../domain/code-lab/interpreter';
import type { RunEnding } from './run-state';
import { useTries } from './tries';
import { useRun } from './use-run';

type Saves = {
  recordFail: (outcome: ReportedRunOutcome) => void;
  solve: (program: Program, stars: 2 | 3) => Promise<SolveSaved>;
};
/** A run's end; its words are made when shown, so they follow a change of language. */
type Outcome = { result: RunResult; stopped: boolean; solved: boolean };

export function useLevelRun(level: Level, program: Program, saves: Saves) {
  const t = useT('codeLab');
  const tries = useTries(level.id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [solved, setSolved] = useState<{ stars: 2 | 3; saved?: SolveSaved } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const onEnd = ({ how, result }: RunEnding) => {
    if (how === 'stopped') {
      // The child stopped it after Ada moved: a try, reported as `stopped`, not as a fail.
      setOutcome({ result, stopped: true, solved: false });
      tries.countTry();
      saves.recordFail('stopped');
      return;
    }
    setOutcome({ result, stopped: false, solved: result.outcome === 'solved' });
    tries.countTry();
    if (result.outcome !== 'solved') {
      saves.recordFail(result.outcome);
      return;
    }
    const stars = starsFor(level, program);
    setSolved({ stars });
    setDialogOpen(true);
    void saves.solve(program, stars).then((saved) => setSolved({ stars, saved }));
  };
  const run = useRun(level, program, onEnd);
  const result = run.result;

  // A loop says so as soon as its laps start playing; other results once the run has ended.
  const early = run.loopShown && result ? { result, stopped: false, solved: false } : null;
  const ended = outcome && outcome.result === result ? outcome : early;
  const said = ended && {
    text: ended.stopped ? t('codeLab.run.stopped') : describeRun(ended.result, level, t, program),
    solved: ended.solved,
  };
  const crashed = run.phase === 'done' && result?.outcome === 'crashed' ? result : null;
  const going = run.phase === 'playing' || run.phase === 'paused';

  return {
    run,
    tries,
    /** What happened, for the assertive announcement and the box under the stage. */
    outcome: said,
    /** What Ada is doing, for the polite announcement while a run plays ("Nothing to pick up
     * here" comes from the engine's step words). A loop's laps are not announced step by step. */
    stepWords: going && run.current && !run.loopShown ? describeStep(run.current, t) : '',
    crashAt: crashed?.crashAt ?? null,
    /** The block to mark: the one that bumped, or the loop going round and round. */
    markedBlockId: crashed?.failedBlockId ?? (run.loopShown ? (result?.failedBlockId ?? null) : null),
    solved,
    dialogOpen,
    setDialogOpen,
  };
}
