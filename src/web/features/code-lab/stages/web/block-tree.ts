// A page's blocks as the editor changes them (docs/decisions/409-the-web-lab-page.md#the-editor):
// a list of blocks where a row or a column holds blocks in its `body` and a list its items in
// `items`. Pure and immutable: each change gives a new list, and a block is found by its id.
// Moving goes one place up or down within the block's own list, as the Code Lab editor's keys do;
// a block never leaves its row, column or list by moving (it is deleted and added again there).

export type TreeBlock = { id: string; body?: readonly TreeBlock[]; items?: readonly TreeBlock[] };

/** The lists a block holds blocks in. */
const INNER = ['body', 'items'] as const;
type Inner = (typeof INNER)[number];

/** Every block, depth first, in the order a reader meets them. */
export function allBlocks<B extends TreeBlock>(blocks: readonly B[]): B[] {
  return blocks.flatMap((b) => [b, ...INNER.flatMap((k) => allBlocks((b[k] ?? []) as readonly B[]))]);
}

/** Where a block is: the list it is in (and its place there), or null. */
export function locate<B extends TreeBlock>(
  blocks: readonly B[],
  id: string,
): { list: readonly B[]; index: number; parent: B | null } | null {
  const walk = (list: readonly B[], parent: B | null): ReturnType<typeof locate<B>> => {
    const index = list.findIndex((b) => b.id === id);
    if (index !== -1) return { list, index, parent };
    for (const b of list)
      for (const k of INNER) {
        const found = b[k] ? walk(b[k] as readonly B[], b) : null;
        if (found) return found;
      }
    return null;
  };
  return walk(blocks, null);
}

/** The blocks with `change` applied to the list that holds `id` (the top list if none does). */
function changeListOf<B extends TreeBlock>(
  blocks: readonly B[],
  owner: string | null,
  key: Inner,
  change: (list: readonly B[]) => B[],
): B[] {
  if (owner === null) return change(blocks);
  return blocks.map((b) => {
    if (b.id === owner) return { ...b, [key]: change((b[key] ?? []) as readonly B[]) };
    let next = b;
    for (const k of INNER)
      if (b[k]) next = { ...next, [k]: changeListOf(b[k] as readonly B[], owner, key, change) };
    return next;
  });
}

const innerKeyOf = (parent: TreeBlock | null, id: string): Inner =>
  parent?.items?.some((b) => b.id === id) ? 'items' : 'body';

/** The block one place up or down in its own list; unchanged at either end. */
export function moveBlock<B extends TreeBlock>(blocks: readonly B[], id: string, direction: -1 | 1): B[] {
  const at = locate(blocks, id);
  if (!at) return [...blocks];
  const to = at.index + direction;
  if (to < 0 || to >= at.list.length) return [...blocks];
  return changeListOf(blocks, at.parent?.id ?? null, innerKeyOf(at.parent, id), (list) => {
    const next = [...list];
    const [moved] = next.splice(at.index, 1);
    next.splice(to, 0, moved!);
    return next;
  });
}

/** The blocks without `id` (and whatever it held). */
export function deleteBlock<B extends TreeBlock>(blocks: readonly B[], id: string): B[] {
  const at = locate(blocks, id);
  if (!at) return [...blocks];
  return changeListOf(blocks, at.parent?.id ?? null, innerKeyOf(at.parent, id), (list) =>
    list.filter((b) => b.id !== id),
  );
}

/** `block` added at the end of the page (`into` null), or of a row's, a column's or a list's blocks. */
export function addBlock<B extends TreeBlock>(
  blocks: readonly B[],
  into: { id: string; key: Inner } | null,
  block: B,
): B[] {
  return changeListOf(blocks, into?.id ?? null, into?.key ?? 'body', (list) => [...list, block]);
}

/** The block `id` changed by `patch` (its settings: a word, a picture, a size). */
export function updateBlock<B extends TreeBlock>(blocks: readonly B[], id: string, patch: (b: B) => B): B[] {
  return blocks.map((b) => {
    if (b.id === id) return patch(b);
    let next = b;
    for (const k of INNER) if (b[k]) next = { ...next, [k]: updateBlock(b[k] as readonly B[], id, patch) };
    return next;
  });
}

/** The smallest free id "w<n>" among `used` (ids are short and valid: ^[a-z0-9-]{1,16}$). */
export function freshBlockId(used: Iterable<string>): string {
  const taken = new Set(used);
  let n = 1;
  while (taken.has(`w${n}`)) n++;
  return `w${n}`;
}
