// The pen's part of the Code Lab page (docs/decisions/392-a-stage-kind-is-one-folder.md).
import type { PenLevel } from '../../../../../domain/code-lab/stages/pen/pen-level';
import type { StageView } from '../stage-view';
import { PenArea, penAspect } from './pen-area';
import { PenText } from './pen-text';

export const penPaper: StageView<PenLevel> = {
  kind: 'pen',
  aspect: penAspect,
  View: ({ level, shown, crashAt, tweenMs, settled, fill }) => (
    <PenArea
      paper={level}
      shown={shown}
      crashAt={crashAt}
      tweenMs={tweenMs}
      settled={settled}
      {...(fill ? { fill } : {})}
    />
  ),
  Text: ({ level, shown }) => <PenText paper={level} shown={shown} />,
  angles: true,
};
