// /code-lab/studio (docs/product/code-lab.md#free-drawing): free drawing with every pen block and
// no target, and "My drawings" beside it. Phones: the paper, the blocks, then the drawings in
// one column; wide screens: the paper and the drawings on the left, the blocks on the right.
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { PenSegment } from '../../../../domain/code-lab/pen';
import type { Program } from '../../../../domain/code-lab/program';
import { secondaryButton } from '../../../components/button-styles';
import { paths } from '../../../lib/paths';
import { usePersonKey, type PersonKey } from '../../../lib/person-store';
import { ProgramEditor } from '../editor/program-editor';
import { useEditor } from '../editor/use-editor';
import { ShowCode } from '../show-code/show-code';
import { PenStage } from '../stage/pen-stage';
import { DrawingsPanel } from './drawings-panel';
import { emptyDrawing, STUDIO_RULES, STUDIO_SIZE } from './studio-paper';
import { studioDrawing, studioSegments } from './studio-run';
import { useDeviceDrawings, useServerDrawings, type ListedDrawing } from './use-drawings';

type Drawn = (program: Program) => PenSegment[];

export function StudioScreen() {
  const person = usePersonKey();
  const [said, setSaid] = useState('');
  const noop = useCallback(() => {}, []);
  const editor = useEditor(emptyDrawing(), STUDIO_RULES, noop);
  // The paper shows what the program draws, again after every change.
  const drawing = useMemo(() => studioDrawing(editor.program), [editor.program]);

  const open = (drawing: ListedDrawing) => {
    editor.replace(drawing.program);
    setSaid(`Opened “${drawing.title}”.`);
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">Free drawing</h1>
        <Link to={paths.codeLab} className={secondaryButton}>
          <span aria-hidden="true">←</span> All worlds
        </Link>
      </div>
      <p className="text-lg text-slate-900">
        Draw anything with Ada's pen: no target, every pen block. Give your drawing a title to keep
        it.
      </p>
      <p aria-live="polite" className="min-h-6 font-bold text-violet-900 empty:hidden">
        {said}
      </p>
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
        <div className="min-w-0 lg:col-start-1">
          <PenStage
            size={STUDIO_SIZE}
            drawn={drawing.segments}
            turtle={drawing.turtle}
            crashAt={drawing.crashAt}
            tweenMs={0}
          />
          <p aria-live="polite" className="mt-2 min-h-6 font-semibold text-slate-800 empty:hidden">
            {drawing.crashAt
              ? 'Ada would go off the paper here: the drawing stops at the edge.'
              : drawing.endless
                ? 'This program goes round and round: the drawing shows its first laps.'
                : ''}
          </p>
          <div className="mt-2">
            <ShowCode program={editor.program} runningBlockId={null} />
          </div>
        </div>
        {/* Phones: the blocks right under the paper, the drawings after them. */}
        <div className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:grid lg:content-start">
          <ProgramEditor
            editor={editor}
            rules={STUDIO_RULES}
            locked={false}
            runningBlockId={null}
            crashedBlockId={null}
            angles
          />
        </div>
        <div className="min-w-0 lg:col-start-1">
          {person && (
            <PersonDrawings
              key={person}
              person={person}
              program={editor.program}
              onOpen={open}
              segmentsOf={studioSegments}
            />
          )}
        </div>
      </div>
    </div>
  );
}

type PanelProps = {
  program: Program;
  onOpen(drawing: ListedDrawing): void;
  segmentsOf: Drawn;
};

function PersonDrawings({ person, ...props }: PanelProps & { person: PersonKey }) {
  return person === 'guest' ? (
    <GuestDrawings {...props} />
  ) : (
    <AccountDrawings person={person} {...props} />
  );
}

function GuestDrawings(props: PanelProps) {
  return <DrawingsPanel drawings={useDeviceDrawings()} guest {...props} />;
}

function AccountDrawings({ person, ...props }: PanelProps & { person: PersonKey }) {
  return <DrawingsPanel drawings={useServerDrawings(person)} guest={false} {...props} />;
}
