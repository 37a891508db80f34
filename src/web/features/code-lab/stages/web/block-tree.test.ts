import { describe, expect, it } from 'vitest';
import { addBlock, allBlocks, deleteBlock, freshBlockId, locate, moveBlock, updateBlock, type TreeBlock } from './block-tree';

type B = { id: string; op: string; word?: string; body?: B[]; items?: B[] };
const page: B[] = [
  { id: 'w1', op: 'heading' },
  { id: 'w2', op: 'row', body: [{ id: 'w3', op: 'picture' }, { id: 'w4', op: 'picture' }] },
  { id: 'w5', op: 'list', items: [{ id: 'w6', op: 'item' }, { id: 'w7', op: 'item' }] },
];
const ids = (blocks: readonly TreeBlock[]) => allBlocks(blocks).map((b) => b.id).join(' ');

describe('a page of blocks as the editor changes it', () => {
  it('walks every block in reading order and finds each one', () => {
    expect(ids(page)).toBe('w1 w2 w3 w4 w5 w6 w7');
    expect(locate(page, 'w7')).toMatchObject({ index: 1, parent: { id: 'w5' } });
    expect(locate(page, 'w9')).toBeNull();
  });

  it('moves a block within its own list only, and not past either end', () => {
    expect(ids(moveBlock(page, 'w4', -1))).toBe('w1 w2 w4 w3 w5 w6 w7');
    expect(ids(moveBlock(page, 'w3', -1))).toBe(ids(page));
    expect(ids(moveBlock(page, 'w6', 1))).toBe('w1 w2 w3 w4 w5 w7 w6');
    expect(ids(moveBlock(page, 'w1', 1))).toBe('w2 w3 w4 w1 w5 w6 w7');
    expect(ids(moveBlock(page, 'w5', 1))).toBe(ids(page));
  });

  it('deletes a block with what it holds, adds at the end of a list, and changes one block', () => {
    expect(ids(deleteBlock(page, 'w2'))).toBe('w1 w5 w6 w7');
    expect(ids(deleteBlock(page, 'w6'))).toBe('w1 w2 w3 w4 w5 w7');
    expect(ids(addBlock(page, { id: 'w5', key: 'items' }, { id: 'w8', op: 'item' }))).toBe('w1 w2 w3 w4 w5 w6 w7 w8');
    expect(ids(addBlock(page, { id: 'w2', key: 'body' }, { id: 'w8', op: 'picture' }))).toBe('w1 w2 w3 w4 w8 w5 w6 w7');
    expect(ids(addBlock(page, null, { id: 'w8', op: 'paragraph' }))).toBe('w1 w2 w3 w4 w5 w6 w7 w8');
    const changed = updateBlock(page, 'w7', (b) => ({ ...b, word: 'cat' }));
    expect(allBlocks(changed).find((b) => b.id === 'w7')?.word).toBe('cat');
    expect(page[2]?.items?.[1]).toEqual({ id: 'w7', op: 'item' });
  });

  it('gives the smallest free id', () => {
    expect(freshBlockId(allBlocks(page).map((b) => b.id))).toBe('w8');
    expect(freshBlockId(['w2'])).toBe('w1');
  });
});
