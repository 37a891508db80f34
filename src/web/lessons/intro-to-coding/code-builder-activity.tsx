// The first lesson's Code tab: move the three blocks into Your Program (drag, tap or keyboard),
// press Run and Ada acts it out step by step (docs/product/lessons.md#first-lesson). Running the whole program awards the
// 'code-builder' activity once.
import { useEffect, useRef, useState } from 'react';
import { introCodeBlocks, introStage } from '../../../../content/lessons/intro-to-coding';
import {
  initialBuilder,
  codeBuilderEvidenceOf,
  isProgramComplete,
  placeBlock,
  runProgram,
  type AdaState,
  type CodeBlock,
} from '../../../domain/lessons/code-builder';
import { PROGRAM_STEP_MS } from '../../../domain/constants';
import type { Translate } from '../../../i18n/translate';
import { useContent, useT } from '../../i18n/use-t';
import { useAwardActivity } from '../../lib/progress-saves';
import { DragDropBoard } from '../kit/drag-drop/drag-drop-board';
import { DraggableBlock } from '../kit/drag-drop/draggable-block';
import { DropTarget } from '../kit/drag-drop/drop-target';
import { AdaStage } from './ada-stage';
import '../activity-words'; // its words are loaded before it renders

const icons: Record<string, string> = { 'say-hello': '💬', 'move-forward': '⬆️', 'turn-left': '↩️' };
const PROGRAM_ID = 'program';

function narrate(t: Translate, block: CodeBlock, ada: AdaState): string {
  if (block.action === 'say-hello') return t('activities.codeBuilder.says', { words: ada.saying ?? '' });
  if (block.action === 'move-forward') return t('activities.codeBuilder.moves');
  return t('activities.codeBuilder.turns', { facing: ada.facing });
}

export function CodeBuilderActivity() {
  const t = useT('activities');
  const blocks: readonly CodeBlock[] = useContent('lessons/intro-to-coding', 'introCodeBlocks', introCodeBlocks);
  const stage = useContent('lessons/intro-to-coding', 'introStage', introStage);
  const awardActivity = useAwardActivity();
  const [builder, setBuilder] = useState(() => initialBuilder(introCodeBlocks));
  const [ada, setAda] = useState<AdaState>(introStage.start);
  const [running, setRunning] = useState(false);
  const [runStep, setRunStep] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const awarded = useRef(false);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const onPlace = (blockId: string, targetId: string) => {
    if (targetId === PROGRAM_ID) setBuilder((state) => placeBlock(state, blockId));
  };

  const run = () => {
    const program = builder.program;
    const frames = runProgram(stage, blocks, program);
    const complete = isProgramComplete(builder, blocks);
    setRunning(true);
    const show = (i: number) => {
      const frame = frames[i]!;
      setAda(frame);
      setRunStep(i);
      setStatus(narrate(t, blocks.find((b) => b.id === program[i])!, frame));
    };
    // The first step at once, then one every PROGRAM_STEP_MS.
    show(0);
    for (let i = 1; i < frames.length; i++) timers.current.push(setTimeout(() => show(i), PROGRAM_STEP_MS * i));
    timers.current.push(
      setTimeout(() => {
        setRunning(false);
        setRunStep(null);
        setStatus(complete ? t('activities.codeBuilder.done') : t('activities.codeBuilder.partDone'));
        if (complete && !awarded.current) {
          awarded.current = true;
          void awardActivity('code-builder', codeBuilderEvidenceOf(builder));
        }
      }, PROGRAM_STEP_MS * frames.length),
    );
  };

  const reset = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
    setBuilder(initialBuilder(introCodeBlocks));
    setAda(introStage.start);
    setRunning(false);
    setRunStep(null);
    setStatus('');
  };

  const blockText = (id: string) => blocks.find((b) => b.id === id)?.text ?? id;

  return (
    <div className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm">
      <DragDropBoard onPlace={onPlace} disabled={running} className="grid gap-5 md:grid-cols-2">
        <section aria-labelledby="available-blocks" className="grid content-start gap-3 rounded-2xl bg-violet-50 p-4">
          <h2 id="available-blocks" className="text-xl font-extrabold text-violet-900">
            {t('activities.codeBuilder.available')}
          </h2>
          {builder.available.length === 0 ? (
            <p className="text-slate-800">{t('activities.codeBuilder.allPlaced')}</p>
          ) : (
            <ul className="flex flex-wrap gap-3">
              {builder.available.map((id) => (
                <li key={id}>
                  <DraggableBlock id={id} label={blockText(id)}>
                    <span aria-hidden="true">{icons[id]}</span> {blockText(id)}
                  </DraggableBlock>
                </li>
              ))}
            </ul>
          )}
        </section>
        <DropTarget id={PROGRAM_ID} label={t('activities.codeBuilder.program')} className="grid min-h-40 content-start gap-3 rounded-2xl border-4 border-dashed border-violet-300 p-4">
          <h2 className="text-xl font-extrabold text-violet-900">{t('activities.codeBuilder.program')}</h2>
          {builder.program.length === 0 ? (
            <p className="text-slate-800">{t('activities.codeBuilder.emptyProgram')}</p>
          ) : (
            <ol className="grid gap-2">
              {builder.program.map((id, i) => (
                <li
                  key={id}
                  aria-current={runStep === i ? 'step' : undefined}
                  className={`flex min-h-11 items-center gap-2 rounded-xl border-2 px-3 text-lg font-bold ${
                    runStep === i ? 'border-amber-500 bg-amber-100' : 'border-violet-200 bg-violet-50'
                  }`}
                >
                  <span className="text-violet-700">{i + 1}.</span>
                  <span aria-hidden="true">{icons[id]}</span> {blockText(id)}
                </li>
              ))}
            </ol>
          )}
        </DropTarget>
      </DragDropBoard>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={run}
          disabled={running || builder.program.length === 0}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-emerald-700 px-6 text-lg font-bold text-white hover:bg-emerald-800 disabled:opacity-60"
        >
          <span aria-hidden="true">▶</span> {running ? t('activities.codeBuilder.running') : t('activities.codeBuilder.run')}
        </button>
        <button
          type="button"
          onClick={reset}
          className="inline-flex min-h-11 items-center rounded-full border-2 border-violet-700 px-6 text-lg font-bold text-violet-900"
        >
          {t('activities.codeBuilder.reset')}
        </button>
      </div>
      <AdaStage stage={stage} ada={ada} />
      <p role="status" className="min-h-7 text-lg font-semibold text-slate-900">
        {status}
      </p>
    </div>
  );
}
