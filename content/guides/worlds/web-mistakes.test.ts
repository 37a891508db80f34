import { describe, expect, it } from 'vitest';
import { checkNetworkLevel, checkWebLevel } from '../../../src/domain/code-lab/stages/web/web-check';
import type { NetworkLevel, WebLevel, WebPart } from '../../../src/domain/code-lab/stages/web/web-level';
import {
  checkNetworkForLevel,
  checkPageForLevel,
  parseWebProgram,
  type NetworkProgram,
  type PageProgram,
  type WebPage,
} from '../../../src/domain/code-lab/stages/web/web-program';
import { findLevel, webLabWorlds } from '../../code-lab/levels';
import { webSolutions } from '../../code-lab/solutions/web';
import { worldGuides } from './index';

// Each mistake the Web Lab's guides name (content/guides/worlds/web.ts, network.ts) is a program a
// child can build on that level (its blocks, its limit, a link within reach), and its check stops
// where the mistake says: the part the page still lacks, or the goal a message misses
// (docs/decisions/410-web-creator-lesson.md#the-world-guides).

type Body = WebPage['body'];
/** A copy of a level's reference page, changed by `edit`. */
const fromReference = (levelId: string, edit: (program: PageProgram) => void): PageProgram => {
  const program = structuredClone(webSolutions[levelId]!);
  edit(program);
  return program;
};
const body = (program: PageProgram, page = 1): Body => program.pages[page - 1]!.body;
const without = (list: Body, id: string): Body => list.filter((s) => s.id !== id);
/** A street's links from "A>B C>D". */
const links = (pairs: string): NetworkProgram => ({
  version: 5,
  kind: 'network',
  links: pairs.split(' ').map((pair, i) => {
    const [from, to] = pair.split('>') as [never, never];
    return { id: `m${i + 1}`, op: 'house-link', from, to };
  }),
});

/** Level id, the mistake's index in the guide, the page, the part its check stops at. */
type PageRun = [string, number, PageProgram, WebPart['kind'], number?];
// prettier-ignore
const pageRuns: PageRun[] = [
  ['web-1', 0, fromReference('web-1', (p) => { delete p.pages[0]!.title; }), 'title'],
  ['web-1', 1, fromReference('web-1', (p) => { body(p)[0] = { ...body(p)[0]!, size: 'small' } as Body[number]; }), 'heading'],
  ['web-2', 0, fromReference('web-2', (p) => { p.pages[0]!.body = without(body(p), 'h'); }), 'heading'],
  ['web-2', 1, fromReference('web-2', (p) => { body(p)[2] = { ...body(p)[1]!, id: 'p2' }; }), 'paragraphs'],
  ['web-3', 0, fromReference('web-3', (p) => { p.pages[0]!.body = without(body(p), 'p'); }), 'paragraphs'],
  ['web-3', 1, fromReference('web-3', (p) => { p.pages[0]!.body = without(body(p), 'h'); }), 'heading'],
  ['web-4', 0, fromReference('web-4', (p) => { const list = body(p)[1] as Extract<Body[number], { op: 'web-list' }>; list.items = list.items.slice(0, 2); }), 'list'],
  ['web-4', 1, fromReference('web-4', (p) => { p.pages[0]!.body = [body(p)[0]!, ...(body(p)[1] as Extract<Body[number], { op: 'web-list' }>).items.map((item) => ({ ...item, op: 'web-paragraph' as const }))] as Body; }), 'list'],
  ['web-5', 0, fromReference('web-5', (p) => { Object.assign(p.pages[0]!, { background: 'white', color: 'sky' }); }), 'readable'],
  ['web-5', 1, fromReference('web-5', (p) => { Object.assign(p.pages[0]!, { background: 'yellow', color: 'yellow' }); }), 'readable'],
  ['web-6', 0, fromReference('web-6', (p) => { p.pages[0]!.body = [body(p)[0]!, ...(body(p)[1] as Extract<Body[number], { op: 'web-box' }>).body]; }), 'row'],
  ['web-6', 1, fromReference('web-6', (p) => { const row = body(p)[1] as Extract<Body[number], { op: 'web-box' }>; const last = row.body.pop()!; body(p).push(last); }), 'row'],
  ['web-7', 0, fromReference('web-7', (p) => { p.pages[0]!.body = without(body(p), 'k'); }), 'link'],
  ['web-7', 1, fromReference('web-7', (p) => { p.pages[1]!.body = []; }), 'heading', 2],
  ['web-8', 0, fromReference('web-8', (p) => { p.pages[0]!.body = without(body(p), 'k3'); }), 'link', 1],
  ['web-8', 1, fromReference('web-8', (p) => { body(p, 2)[1] = { id: 'p', op: 'web-paragraph', starter: 'i-like', word: 'football' }; }), 'paragraphs', 2],
  ['web-8', 2, fromReference('web-8', (p) => { Object.assign(p.pages[1]!, { background: 'white', color: 'yellow' }); }), 'readable', 2],
];

/** Level id, the mistake's index in the guide, the links, how the message falls short. */
type NetworkRun = [string, number, NetworkProgram, 'unreached' | 'hops'];
// prettier-ignore
const networkRuns: NetworkRun[] = [
  ['network-1', 0, links('B>A'), 'unreached'],
  ['network-2', 0, links('A>B C>D'), 'unreached'],
  ['network-2', 1, links('D>C C>B B>A'), 'unreached'],
  ['network-3', 0, links('A>B B>C'), 'unreached'],
  ['network-3', 1, links('A>B B>C C>B'), 'unreached'],
  ['network-4', 0, links('A>C'), 'hops'],
  ['network-4', 1, links('B>D C>E'), 'hops'],
  ['network-5', 0, links('C>E'), 'unreached'],
  ['network-5', 1, links('B>C'), 'unreached'],
  ['network-6', 0, links('C>B C>D'), 'unreached'],
  ['network-6', 1, links('C>A C>B C>D D>E E>F'), 'hops'],
];

const webWorldIds = new Set<string>(webLabWorlds.map((w) => w.id));

describe('the mistakes in the Web Lab’s world guides', () => {
  it('has a run for every mistake of every level, and no run for a mistake that is not there', () => {
    const named = worldGuides
      .filter((g) => webWorldIds.has(g.worldId))
      .flatMap((g) => Object.entries(g.mistakes).flatMap(([levelId, list]) => list.map((_, i) => `${levelId} ${i}`)));
    expect(named.length).toBeGreaterThan(0);
    const runs = [...pageRuns, ...networkRuns].map(([levelId, i]) => `${levelId} ${i}`);
    expect([...new Set(runs)].sort()).toEqual(named.sort());
  });

  it.each(pageRuns.map((r, n) => [`${r[0]} #${r[1] + 1} (${n})`, ...r] as const))(
    '%s: a page the level allows, and its check stops at the part the mistake is about',
    (_, levelId, __, program, part, page) => {
      const level = findLevel(levelId) as WebLevel;
      expect(parseWebProgram(program)).toMatchObject({ ok: true });
      expect(checkPageForLevel(level, program)).toEqual({ ok: true });
      const check = checkWebLevel(level, program);
      expect(check.outcome).toBe('not-yet');
      if (check.outcome === 'not-yet') {
        expect(check.miss.kind, JSON.stringify(check.miss)).toBe(part);
        expect(check.miss.page ?? 1).toBe(page ?? 1);
      }
    },
  );

  it.each(networkRuns.map((r, n) => [`${r[0]} #${r[1] + 1} (${n})`, ...r] as const))(
    '%s: links the level allows, and the message falls short as the mistake says',
    (_, levelId, __, program, shortfall) => {
      const level = findLevel(levelId) as NetworkLevel;
      expect(parseWebProgram(program)).toMatchObject({ ok: true });
      expect(checkNetworkForLevel(level, program)).toEqual({ ok: true });
      const check = checkNetworkLevel(level, program);
      expect(check.outcome).toBe('not-yet');
      if (check.outcome === 'not-yet') expect(check.miss.kind, JSON.stringify(check.miss)).toBe(shortfall);
    },
  );
});
