// /code-lab/studio (docs/product/code-lab.md#free-drawing): free drawing with every pen block and
// no target, in the pen workspace (the paper with Run / Step / Stop / Reset, the blocks, Show
// the code), with "My drawings" under the program. The program on the paper is kept as the
// person's draft, like a puzzle's (docs/decisions/355-the-studio-keeps-a-draft.md).
import { useState } from 'react';
import type { Program } from '../../../../domain/code-lab/program';
import { emptyDrawing, STUDIO_LEVEL } from '../../../../domain/code-lab/studio-paper';
import { useT } from '../../../i18n/use-t';
import { PersonCreations, StudioPage, type StudioPerson } from '../creations/studio-page';
import type { ListedCreation } from '../creations/use-creations';
import { drafts } from '../drafts';
import { keptDrawings } from '../drawings/kept-drawings';
import { PenWorkspace } from '../level/pen-workspace';
import { asLevelProgram } from '../program-check';
import { DrawingsPanel } from './drawings-panel';
import { studioSegments } from './studio-run';

export function StudioScreen() {
  const t = useT('codeLab');
  return (
    <StudioPage title={t('codeLab.studio.title')} lead={t('codeLab.studio.lead')}>
      {(who) => <StudioBench {...who} />}
    </StudioPage>
  );
}

/**
 * The paper and My drawings for one person. The program on the paper is that person's studio
 * draft on this device (the puzzles' drafts, under the key "studio":
 * docs/decisions/355-the-studio-keeps-a-draft.md), so a reload or a visit later finds it; opening a
 * drawing makes it the draft.
 */
function StudioBench(who: StudioPerson) {
  const { person, device } = who;
  const t = useT('codeLab');
  const [said, setSaid] = useState('');
  // Opening a drawing starts the workspace again with its program.
  const [opened, setOpened] = useState(() => ({
    key: 0,
    program: (device && asLevelProgram(STUDIO_LEVEL, drafts.read(person, STUDIO_LEVEL.id))) || emptyDrawing(),
  }));
  const [program, setProgram] = useState<Program>(opened.program);
  // The kept drawing on the paper ("Save changes" saves over it).
  const [keptKey, setKeptKey] = useState<string | null>(null);

  const change = (next: Program) => {
    setProgram(next);
    drafts.write(person, STUDIO_LEVEL.id, next);
  };
  const open = (drawing: ListedCreation<Program>) => {
    setOpened((before) => ({ key: before.key + 1, program: drawing.program }));
    change(drawing.program);
    setKeptKey(drawing.key);
    setSaid(t('codeLab.studio.opened', { title: drawing.title }));
  };

  return (
    <>
      <p aria-live="polite" className="min-h-6 font-bold text-violet-900 empty:hidden">
        {said}
      </p>
      <PenWorkspace key={opened.key} paper={STUDIO_LEVEL} initial={opened.program} onProgramChange={change}>
        <PersonCreations kind={keptDrawings} {...who}>
          {(drawings, { guest, sharing }) => (
            <DrawingsPanel
              drawings={drawings}
              guest={guest}
              sharing={sharing}
              program={program}
              onOpen={open}
              opened={keptKey}
              onKept={setKeptKey}
              segmentsOf={studioSegments}
            />
          )}
        </PersonCreations>
      </PenWorkspace>
    </>
  );
}
