import { describe, expect, it } from 'vitest';
import { act, initialBuilder, isProgramComplete, placeBlock, runProgram, type CodeBlock, type Stage } from './code-builder';

const blocks: CodeBlock[] = [
  { id: 'say-hello', text: 'Say Hello', action: 'say-hello' },
  { id: 'move-forward', text: 'Move Forward', action: 'move-forward' },
  { id: 'turn-left', text: 'Turn Left', action: 'turn-left' },
];
const stage: Stage = { columns: 3, rows: 3, start: { x: 0, y: 1, facing: 'right', saying: null }, hello: 'Hello!' };

describe('placing blocks', () => {
  it('moves a block from Available to Program once, in drop order', () => {
    let state = initialBuilder(blocks);
    expect(state).toEqual({ available: ['say-hello', 'move-forward', 'turn-left'], program: [] });
    state = placeBlock(state, 'turn-left');
    state = placeBlock(state, 'say-hello');
    expect(state).toEqual({ available: ['move-forward'], program: ['turn-left', 'say-hello'] });
    expect(placeBlock(state, 'say-hello')).toBe(state); // already placed: nothing changes
    expect(placeBlock(state, 'jump')).toBe(state); // unknown block
  });

  it('is complete only when all three are in the program; reset returns them all', () => {
    let state = initialBuilder(blocks);
    for (const b of blocks.slice(0, 2)) state = placeBlock(state, b.id);
    expect(isProgramComplete(state, blocks)).toBe(false);
    state = placeBlock(state, 'turn-left');
    expect(isProgramComplete(state, blocks)).toBe(true);
    expect(initialBuilder(blocks).available).toHaveLength(3);
    expect(isProgramComplete(initialBuilder([]), [])).toBe(false);
  });
});

describe('running the program', () => {
  it('says hello, moves forward and turns left, step by step', () => {
    const frames = runProgram(stage, blocks, ['say-hello', 'move-forward', 'turn-left']);
    expect(frames).toEqual([
      { x: 0, y: 1, facing: 'right', saying: 'Hello!' },
      { x: 1, y: 1, facing: 'right', saying: null },
      { x: 1, y: 1, facing: 'up', saying: null },
    ]);
  });

  it('turns left all the way round and never walks off the stage', () => {
    let ada = stage.start;
    const facings = [];
    for (let i = 0; i < 4; i++) {
      ada = act(stage, ada, 'turn-left');
      facings.push(ada.facing);
    }
    expect(facings).toEqual(['up', 'left', 'down', 'right']);
    for (let i = 0; i < 5; i++) ada = act(stage, ada, 'move-forward');
    expect(ada).toMatchObject({ x: 2, y: 1 });
    ada = act(stage, act(stage, ada, 'turn-left'), 'move-forward');
    ada = act(stage, ada, 'move-forward');
    expect(ada).toMatchObject({ x: 2, y: 0, facing: 'up' });
  });

  it('follows the order of the program and skips unknown ids', () => {
    expect(runProgram(stage, blocks, ['turn-left', 'move-forward', 'nope']).at(-1)).toEqual({ x: 0, y: 0, facing: 'up', saying: null });
  });
});
