// Checking a web program on its level (docs/product/code-lab.md#web-lab): pure and deterministic,
// the same on the page and on the server. A page level's parts are asked in order, and the first
// one the page lacks is the child's feedback; a network level's goals are asked of a message sent
// along the links (the level's and the child's), breadth-first, so hops are the fewest.
// web-check-words.ts says a miss in the child's words.
import type { Stmt } from '../../blocks';
import type { NetworkGoal, NetworkLevel, WebLevel, WebPart } from './web-level';
import { walkWeb, type NetworkProgram, type PageProgram } from './web-program';
import { READABLE_CONTRAST, webContrast, type HouseId } from './web-types';

/**
 * The two stage kinds (stages/registry.ts lists them): each checked by its own check below, not by
 * runProgram (a page is built, not run).
 */
export const webStage = { kind: 'web' } as const;
export const networkStage = { kind: 'network' } as const;

/** `solved`, or `not-yet` with the first part the page lacks and what it has of it (`got`). */
export type WebCheck = { outcome: 'solved' } | { outcome: 'not-yet'; miss: WebPart; got: number };

/** Every block of one page, a box's and a list's too. */
const blocksOf = (program: PageProgram, page: number): Stmt[] =>
  [...walkWeb({ ...program, pages: program.pages[page - 1] ? [program.pages[page - 1]!] : [] })].map((w) => w.stmt);

/** How much of a part a page has (`want` of it solves it). */
function measure(program: PageProgram, part: WebPart): { got: number; want: number } {
  const pageNumber = part.page ?? 1;
  const page = program.pages[pageNumber - 1];
  const blocks = page ? blocksOf(program, pageNumber) : [];
  const count = (is: (s: Stmt) => boolean) => blocks.filter(is).length;
  switch (part.kind) {
    case 'pages':
      return { got: program.pages.length, want: part.count };
    case 'title':
      return { got: page?.title ? 1 : 0, want: 1 };
    case 'heading':
      return { got: count((s) => s.op === 'web-heading' && (!part.size || s.size === part.size)), want: 1 };
    case 'paragraphs':
      return {
        got: count((s) => s.op === 'web-paragraph' && (!part.starter || s.starter === part.starter)),
        want: part.count,
      };
    case 'pictures':
      return { got: count((s) => s.op === 'web-picture' && (!part.picture || s.picture === part.picture)), want: part.count };
    case 'list': {
      const longest = Math.max(0, ...blocks.map((s) => (s.op === 'web-list' ? s.items.length : 0)));
      return { got: longest, want: part.items };
    }
    case 'readable':
      return { got: page && webContrast(page.background, page.color) >= READABLE_CONTRAST ? 1 : 0, want: 1 };
    case 'row': {
      const most = Math.max(
        0,
        ...blocks.map((s) =>
          s.op === 'web-box' && s.direction === 'row' ? s.body.filter((b) => b.op === 'web-picture').length : 0,
        ),
      );
      return { got: most, want: part.pictures };
    }
    case 'link':
      return { got: count((s) => s.op === 'web-link' && s.page === part.to), want: 1 };
  }
}

/** A page program against its level's parts, in order. */
export function checkWebLevel(level: WebLevel, program: PageProgram): WebCheck {
  for (const part of level.parts) {
    const { got, want } = measure(program, part);
    if (got < want) return { outcome: 'not-yet', miss: part, got };
  }
  return { outcome: 'solved' };
}

/** Every one-way link of a street: the level's, then the child's. */
function streetLinks(level: NetworkLevel, program: NetworkProgram): Map<HouseId, HouseId[]> {
  const next = new Map<HouseId, HouseId[]>(level.houses.map((h) => [h.id, []]));
  const add = (from: HouseId, to: HouseId) => next.get(from)?.push(to);
  for (const link of level.links) add(link.from, link.to);
  for (const stmt of program.links) if (stmt.op === 'house-link') add(stmt.from, stmt.to);
  return next;
}

/** The fewest hops from `from` to every house a message reaches (breadth-first). */
function hopsFrom(next: Map<HouseId, HouseId[]>, from: HouseId): Map<HouseId, HouseId[]> {
  const paths = new Map<HouseId, HouseId[]>([[from, [from]]]);
  const queue: HouseId[] = [from];
  for (let i = 0; i < queue.length; i++) {
    const here = queue[i]!;
    for (const there of next.get(here) ?? [])
      if (!paths.has(there)) {
        paths.set(there, [...paths.get(here)!, there]);
        queue.push(there);
      }
  }
  return paths;
}

/**
 * The houses a message from `from` passes on its way to `to`, the fewest hops (both ends
 * included), or null when it cannot get there. @public for the page's street, which sends it.
 */
export function messagePath(level: NetworkLevel, program: NetworkProgram, from: HouseId, to: HouseId): HouseId[] | null {
  return hopsFrom(streetLinks(level, program), from).get(to) ?? null;
}

/**
 * Where a message first falls short of a goal: `unreached` (it cannot get to `house`), `hops` (it
 * gets there in `got` hops, more than the goal's).
 */
type Shortfall = { kind: 'unreached'; from: HouseId; house: HouseId } | { kind: 'hops'; got: number };
/** @public for the page's street, which shows where a message stopped. */
export type NetworkMiss = { goal: NetworkGoal } & Shortfall;

export type NetworkCheck = { outcome: 'solved' } | { outcome: 'not-yet'; miss: NetworkMiss };

/** The letterbox's house of a street (a `via` goal's level has one: a content test says so). */
const letterboxOf = (level: NetworkLevel): HouseId => {
  const house = level.houses.find((h) => h.letterbox);
  if (!house) throw new Error(`level ${level.id}: a message by way of the letterbox, and no house has it`);
  return house.id;
};

/** A network program against its level's goals, in order. */
export function checkNetworkLevel(level: NetworkLevel, program: NetworkProgram): NetworkCheck {
  const next = streetLinks(level, program);
  for (const goal of level.goals) {
    const reached = hopsFrom(next, goal.from);
    const notYet = (miss: Shortfall): NetworkCheck => ({ outcome: 'not-yet', miss: { goal, ...miss } });
    if (goal.kind === 'reach') {
      const path = reached.get(goal.to);
      if (!path) return notYet({ kind: 'unreached', from: goal.from, house: goal.to });
      if (path.length - 1 > goal.hops) return notYet({ kind: 'hops', got: path.length - 1 });
    } else if (goal.kind === 'via') {
      const letterbox = letterboxOf(level);
      if (!reached.has(letterbox)) return notYet({ kind: 'unreached', from: goal.from, house: letterbox });
      if (!hopsFrom(next, letterbox).has(goal.to)) return notYet({ kind: 'unreached', from: letterbox, house: goal.to });
    } else {
      const missing = level.houses.find((h) => !reached.has(h.id));
      if (missing) return notYet({ kind: 'unreached', from: goal.from, house: missing.id });
    }
  }
  return { outcome: 'solved' };
}
