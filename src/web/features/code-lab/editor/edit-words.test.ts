import { describe, expect, it } from 'vitest';
import { englishWords, spanishWords } from '../../../../../tests/support/english-words';
import type { BlockKind, Program } from '../../../../domain/code-lab/program';
import { addedWords, deletedWords, movedWords } from './edit-words';
import { dropBlock, functionPath, insertBlock, moveBlock, TOP_START, type EditRules, type Slot } from './program-model';

const rules: EditRules = { toolbox: ['forward', 'turn-left', 'repeat', 'if-path-ahead'], maxBlocks: 20, maxDepth: 5 };

const program: Program = {
  version: 1,
  body: [
    { id: 'a', op: 'forward' },
    { id: 'b', op: 'turn', dir: 'left' },
    { id: 'r', op: 'repeat', times: 3, body: [{ id: 'x', op: 'forward' }] },
    { id: 'i', op: 'if', cond: 'path-ahead', then: [], else: [{ id: 'y', op: 'turn', dir: 'left' }] },
  ],
};

const add = (kind: BlockKind, slot: Slot = { path: [], index: 4 }) => {
  const edit = insertBlock(program, slot, kind, rules);
  return addedWords(edit.program, edit.blockId!, englishWords);
};

describe('what the editor says after an edit (docs/decisions/183-code-lab-names-and-announcements.md, docs/decisions/351-blocks-numbered-2-2-1-and-bumps-name-them.md)', () => {
  it('says where an added block went, and that a container takes the next block', () => {
    expect(add('forward')).toBe('Added Move forward as step 5');
    expect(add('turn-left', TOP_START)).toBe('Added Turn left as step 1');
    expect(add('forward', { path: [{ id: 'r', branch: 'body' }], index: 1 })).toBe('Added Move forward as step 3.2, inside Repeat');
    expect(add('forward', { path: [{ id: 'i', branch: 'else' }], index: 0 })).toBe('Added Move forward as step 4.1, inside Otherwise');
    expect(add('repeat')).toBe('Added Repeat as step 5. The next block goes inside it.');
    expect(add('if-path-ahead')).toBe('Added If path ahead as step 5. The next block goes inside it.');
  });

  it('says which step was deleted', () => {
    expect(deletedWords(program, 'b', englishWords)).toBe('Deleted step 2');
    expect(deletedWords(program, 'y', englishWords)).toBe('Deleted step 4.1, inside Otherwise');
    expect(deletedWords(program, 'gone', englishWords)).toBe('');
  });

  it('says a move up or down by its new step, and a move into or out of a body by the body', () => {
    const words = (id: string, direction: 'up' | 'down') => movedWords(program, moveBlock(program, id, direction, rules)!.program, id, englishWords);
    expect(words('b', 'up')).toBe('Moved up to step 1');
    expect(words('a', 'down')).toBe('Moved down to step 2');
    expect(words('b', 'down')).toBe('Moved into Repeat');
    expect(words('x', 'up')).toBe('Moved out of Repeat');
    expect(words('x', 'down')).toBe('Moved out of Repeat');
    expect(words('y', 'up')).toBe('Moved into If path ahead');
    expect(words('y', 'down')).toBe('Moved out of Otherwise');
  });

  it('says the same for a drag, even from one body straight into another', () => {
    const dropped = (id: string, path: { id: string; branch: 'body' | 'then' | 'else' }[], index: number) =>
      movedWords(program, dropBlock(program, id, { path, index }, rules)!.program, id, englishWords);
    expect(dropped('a', [], 3)).toBe('Moved down to step 3');
    expect(dropped('x', [{ id: 'i', branch: 'then' }], 0)).toBe('Moved into If path ahead');
    expect(dropped('y', [], 0)).toBe('Moved out of Otherwise');
  });

  it('says a place in a function by the function, as its rows show it', () => {
    const withSquare: Program = {
      version: 2,
      body: [{ id: 'c', op: 'call', name: 'square' }],
      functions: [{ name: 'square', body: [{ id: 'q', op: 'repeat', times: 4, body: [] }] }],
    };
    const added = (slot: Slot) => {
      const edit = insertBlock(withSquare, slot, 'forward', rules);
      return addedWords(edit.program, edit.blockId!, englishWords);
    };
    expect(added({ path: functionPath('square'), index: 0 })).toBe('Added Move forward as step 1 of square');
    expect(added({ path: [...functionPath('square'), { id: 'q', branch: 'body' }], index: 0 })).toBe(
      'Added Move forward as step 1.1 of square, inside Repeat',
    );
    expect(deletedWords(withSquare, 'q', spanishWords)).toBe('Borraste el paso 1 de cuadrado');
  });
});
