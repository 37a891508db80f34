// What a stage kind gives the Code Lab page (docs/decisions/392-a-stage-kind-is-one-folder.md,
// docs/product/code-lab.md#adding-a-stage-kind): its view of a run and its words for a screen
// reader, and how the page lays it out. Listed once in registry.ts.
import type { ReactElement } from 'react';
import type { TraceStep } from '../../../../domain/code-lab/interpreter';
import type { Cell, Level } from '../../../../domain/code-lab/level-types';

type StageViewProps<L extends Level> = {
  level: L;
  /** The steps played so far (empty before a run). */
  shown: readonly TraceStep[];
  /** Where Ada bumped, once the crash step is shown. */
  crashAt: Cell | null;
  /** Tween time in ms (0: jump). */
  tweenMs: number;
  /** The run is paused on a step or has ended. */
  settled: boolean;
  /** Fill the box it is in (present mode's projector). */
  fill?: boolean;
};

export type StageView<L extends Level = Level> = {
  kind: NonNullable<L['kind']>;
  /** The drawn stage's width over its height, for the box the page gives it. */
  aspect(level: L): string;
  /** The stage drawn as the run plays. */
  View(props: StageViewProps<L>): ReactElement;
  /** The stage in words, for a child who cannot see it. */
  Text(props: Pick<StageViewProps<L>, 'level' | 'shown' | 'settled'>): ReactElement;
  /** The editor offers turns of 45 degrees and more, not only 90. */
  angles: boolean;
};
