// The grid's part of the Code Lab page (docs/decisions/392-a-stage-kind-is-one-folder.md).
import { parseGrid, type GridLevel } from '../../../../../domain/code-lab/stages/grid/grid-level';
import type { StageView } from '../stage-view';
import { CELL } from './art';
import { Stage } from './grid-stage';
import { GridText } from './grid-text';

export const gridView: StageView<GridLevel> = {
  kind: 'grid',
  // The drawn grid's viewBox has a 4 px border all round.
  aspect(level) {
    const { width, height } = parseGrid(level);
    return ((width * CELL + 8) / (height * CELL + 8)).toFixed(3);
  },
  View: ({ level, shown, crashAt, tweenMs, fill }) => (
    <Stage
      level={level}
      shown={shown}
      crashAt={crashAt}
      tweenMs={tweenMs}
      {...(fill ? { fill } : {})}
    />
  ),
  Text: ({ level, shown, settled }) => <GridText level={level} shown={shown} settled={settled} />,
  angles: false,
};
