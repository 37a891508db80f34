// The first lesson's code builder (docs/product/lessons.md#first-lesson): blocks move once each from Available
// Blocks to Your Program; Reset returns them all; Run makes Ada act the program out.
import { activityRule, list, shape, text, type Guard, type LessonActivity } from './evidence';

export type CodeAction = 'say-hello' | 'move-forward' | 'turn-left';
export type CodeBlock = { id: string; text: string; action: CodeAction };

export type CodeBuilderState = { available: readonly string[]; program: readonly string[] };

export const initialBuilder = (blocks: readonly CodeBlock[]): CodeBuilderState => ({
  available: blocks.map((b) => b.id),
  program: [],
});

/** docs/product/lessons.md#first-lesson: a drop moves a block from Available to Program, once each; anything else changes nothing. */
export function placeBlock(state: CodeBuilderState, blockId: string): CodeBuilderState {
  if (!state.available.includes(blockId)) return state;
  return { available: state.available.filter((id) => id !== blockId), program: [...state.program, blockId] };
}

export const isProgramComplete = (state: CodeBuilderState, blocks: readonly CodeBlock[]): boolean =>
  blocks.length > 0 && state.available.length === 0 && blocks.every((b) => state.program.includes(b.id));

// Ada on a small stage: a grid of cells, facing one of four ways.
export type Facing = 'up' | 'right' | 'down' | 'left';
export type AdaState = { x: number; y: number; facing: Facing; saying: string | null };
export type Stage = { columns: number; rows: number; start: AdaState; hello: string };

const leftOf: Record<Facing, Facing> = { up: 'left', left: 'down', down: 'right', right: 'up' };
const stepOf: Record<Facing, { dx: number; dy: number }> = {
  up: { dx: 0, dy: -1 },
  right: { dx: 1, dy: 0 },
  down: { dx: 0, dy: 1 },
  left: { dx: -1, dy: 0 },
};
const clamp = (n: number, max: number) => Math.min(Math.max(n, 0), max - 1);

/** One action: Ada says hello, steps one cell forward (never off the stage) or turns left. */
export function act(stage: Stage, ada: AdaState, action: CodeAction): AdaState {
  switch (action) {
    case 'say-hello':
      return { ...ada, saying: stage.hello };
    case 'move-forward': {
      const { dx, dy } = stepOf[ada.facing];
      return { ...ada, x: clamp(ada.x + dx, stage.columns), y: clamp(ada.y + dy, stage.rows), saying: null };
    }
    case 'turn-left':
      return { ...ada, facing: leftOf[ada.facing], saying: null };
  }
}

/** Ada after each step of the program, in order (the view shows them one by one). */
export function runProgram(stage: Stage, blocks: readonly CodeBlock[], program: readonly string[]): AdaState[] {
  const frames: AdaState[] = [];
  let ada = stage.start;
  for (const id of program) {
    const block = blocks.find((b) => b.id === id);
    if (!block) continue;
    ada = act(stage, ada, block.action);
    frames.push(ada);
  }
  return frames;
}

// The activity's evidence for the server (docs/product/lessons.md#graded-by-the-server): small, checked
// with the rule above.
export type CodeBuilderEvidence = { program: string[] };
export const codeBuilderEvidenceOf = (state: CodeBuilderState): CodeBuilderEvidence => ({ program: [...state.program] });
const isCodeBuilderEvidenceDone = (evidence: CodeBuilderEvidence, blocks: readonly CodeBlock[]): boolean =>
  isProgramComplete(
    { available: blocks.map((b) => b.id).filter((id) => !evidence.program.includes(id)), program: evidence.program },
    blocks,
  );
const isCodeBuilderEvidence: Guard<CodeBuilderEvidence> = shape({ program: list(text(32), 10) });
/** The code builder's rule, bound to the lesson's blocks. */
export const codeBuilderActivity = (blocks: readonly CodeBlock[]): LessonActivity =>
  activityRule(isCodeBuilderEvidence, (e) => isCodeBuilderEvidenceDone(e, blocks));
