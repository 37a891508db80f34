// The Web Lab's programs (docs/product/code-lab.md#web-lab, docs/decisions/408-the-web-lab.md),
// beside Ada's (program.ts), a game's and a tune's, which stay as they are. Version 5, of two kinds:
//
//   `{version: 5, kind: 'page', pages: [{title?, background, color, body}, ...]}`: a house of 1
//   to 3 pages, each a list of the web's blocks (web-types.ts says what each holds);
//   `{version: 5, kind: 'network', links: [house-link, ...]}`: the child's links on a street.
//
// The same limits as every program (60 blocks in all, depth 5, 8 KB, ids unique). Every text is
// a starter and a word of its list; nothing typed gets through the schema (a `<script>`, a URL,
// an email or a phone number is no word of a list). One zod schema for the web and the server,
// marked pure like program.ts's. Unknown keys are an error.
import { z } from 'zod';
import { blockLabel, kindOf, type BlockKind, type Stmt } from '../../blocks';
import {
  issueMessage,
  limitProblemOf,
  sizeProblem,
  stmtSchemaOf,
  walkLists,
  type LevelCheck,
  type ProgramUse,
  type StmtList,
  type WalkedStmt,
} from '../../program';
import type { NetworkLevel, WebLevel } from './web-level';
import {
  MAX_LIST_ITEMS,
  MAX_WEB_PAGES,
  WEB_COLOURS,
  WEB_STARTER_IDS,
  WEB_WORDS,
  wordFits,
  type WebColour,
  type WebText,
} from './web-types';

/** One page of a house: its title (the tab's words), its colours and its blocks, top to bottom. @public shared with the page and the server. */
export type WebPage = {
  title?: WebText;
  background: WebColour;
  color: WebColour;
  body: Stmt[];
};

export type PageProgram = { version: 5; kind: 'page'; pages: WebPage[] };
/** @public shared with the page and the server. */
export type NetworkProgram = { version: 5; kind: 'network'; links: Stmt[] };
/** @public shared with the page and the server. */
export type WebProgram = PageProgram | NetworkProgram;

/** A new page: white, black words, no blocks (every level's start unless it has its own). @public shared with the page and the server. */
export const emptyWebPage = (): WebPage => ({ background: 'white', color: 'black', body: [] });
/** @public shared with the page and the server. */
export const emptyPageProgram = (): PageProgram => ({ version: 5, kind: 'page', pages: [emptyWebPage()] });
/** @public shared with the page and the server. */
export const emptyNetworkProgram = (): NetworkProgram => ({ version: 5, kind: 'network', links: [] });

/** A program's statement lists: each page's body in order, or the network's links. */
const webLists = (program: WebProgram): StmtList[] =>
  program.kind === 'page' ? program.pages.map((p) => ({ list: p.body })) : [{ list: program.links }];

/** Every statement with its depth (a page's top is 1), page after page. @public shared with the page and the server. */
export const walkWeb = (program: WebProgram): Generator<WalkedStmt> => walkLists(webLists(program));

/** Blocks of a program: every statement, an item of a list too. @public shared with the page and the server. */
export function countWebBlocks(program: WebProgram): number {
  let n = 0;
  for (const _ of walkWeb(program)) n += 1;
  return n;
}

const TEXT_OPS = new Set<string>(['web-heading', 'web-paragraph', 'web-item', 'web-link']);

/** What is wrong with a text's starter and word (null: the word is in the starter's list). */
function textProblem(where: string, text: { starter: string; word: string }): string | null {
  return wordFits(text.starter as WebText['starter'], text.word)
    ? null
    : `${where}: the word "${text.word}" is not in the list of "${text.starter}".`;
}

/** What is wrong with a well-formed page program (null: nothing): the rules the schema cannot say. */
function pageProblem(program: PageProgram, use: ProgramUse): string | null {
  const limits = limitProblemOf(webLists(program), [], use);
  if (limits) return limits;
  for (const [i, page] of program.pages.entries()) {
    const title = page.title && textProblem(`"pages[${i}].title"`, page.title);
    if (title) return title;
    // An item only straight inside a list, and a list holds items only.
    const stack: { list: readonly Stmt[]; inList: boolean }[] = [{ list: page.body, inList: false }];
    while (stack.length > 0) {
      const { list, inList } = stack.pop()!;
      for (const stmt of list) {
        const where = `the block "${stmt.id}"`;
        if (stmt.op === 'house-link') return `"program": ${where} links two houses; a page has no such block.`;
        if (inList !== (stmt.op === 'web-item'))
          return inList
            ? `"program": ${where} is inside a list; a list holds list items only.`
            : `"program": ${where} is a list item outside a list.`;
        if (TEXT_OPS.has(stmt.op)) {
          const text = textProblem(`"program": ${where}`, stmt as unknown as WebText);
          if (text) return text;
        }
        if (stmt.op === 'web-list') {
          if (stmt.items.length > MAX_LIST_ITEMS)
            return `"program": the list "${stmt.id}" has ${stmt.items.length} items; at most ${MAX_LIST_ITEMS}.`;
          stack.push({ list: stmt.items, inList: true });
        }
        if (stmt.op === 'web-box') stack.push({ list: stmt.body, inList: false });
        if (stmt.op === 'web-link') {
          if ((stmt.page === undefined) === (stmt.house === undefined))
            return `"program": the link "${stmt.id}" goes to a page or to a house, one of the two.`;
          if (use === 'run' && stmt.page !== undefined && stmt.page > program.pages.length)
            return `"program": the link "${stmt.id}" goes to page ${stmt.page}, and the house has ${program.pages.length}.`;
        }
      }
    }
  }
  return null;
}

/** What is wrong with a well-formed network program (null: nothing). */
function networkProblem(program: NetworkProgram, use: ProgramUse): string | null {
  const limits = limitProblemOf(webLists(program), [], use);
  if (limits) return limits;
  const seen = new Set<string>();
  for (const stmt of program.links) {
    if (stmt.op !== 'house-link') return `"program": the block "${stmt.id}" is a page's; a street holds links only.`;
    if (stmt.from === stmt.to) return `"program": the link "${stmt.id}" goes from house ${stmt.from} to itself.`;
    const key = `${stmt.from}>${stmt.to}`;
    if (seen.has(key)) return `"program" links house ${stmt.from} to house ${stmt.to} twice.`;
    seen.add(key);
  }
  return null;
}

const colour = /* @__PURE__ */ z.enum(WEB_COLOURS, { error: `a colour is one of ${WEB_COLOURS.join(', ')}` });
const text = /* @__PURE__ */ z.strictObject({
  starter: z.enum(WEB_STARTER_IDS as [string, ...string[]], { error: 'a text starts with a starter of the list' }),
  word: z.enum(WEB_WORDS as [string, ...string[]], { error: "a text's word is one of the lists' words" }),
});

const webProgramSchemaFor = (use: ProgramUse): z.ZodType<WebProgram> =>
  z
    .discriminatedUnion(
      'kind',
      [
        z.strictObject({
          version: z.literal(5, { error: 'a web page has version 5' }),
          kind: z.literal('page'),
          pages: z
            .array(
              z.strictObject({
                title: text.optional(),
                background: colour,
                color: colour,
                body: z.array(stmtSchemaOf(5)),
              }),
            )
            .min(1, { error: 'a house has 1 to 3 pages' })
            .max(MAX_WEB_PAGES, { error: 'a house has 1 to 3 pages' }),
        }),
        z.strictObject({
          version: z.literal(5, { error: 'a network has version 5' }),
          kind: z.literal('network'),
          links: z.array(stmtSchemaOf(5)),
        }),
      ],
      { error: "a web program has kind 'page' or 'network'" },
    )
    .superRefine((program, ctx) => {
      const p = program as WebProgram;
      const problem = p.kind === 'page' ? pageProblem(p, use) : networkProblem(p, use);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }) as unknown as z.ZodType<WebProgram>;

/** A web program to solve or serve: every rule. @public shared with the page and the server. */
export const webProgramSchema = /* @__PURE__ */ webProgramSchemaFor('run');
/** A web program kept while it is made (a draft): a link may wait for its page. @public shared with the page and the server. */
export const draftWebProgramSchema = /* @__PURE__ */ webProgramSchemaFor('draft');

export type WebProgramCheck = { ok: true; program: WebProgram } | { ok: false; message: string };

/** Validates anything as a web program, the size first (as parseProgram does). */
export function parseWebProgram(value: unknown, use: ProgramUse = 'run'): WebProgramCheck {
  const tooBig = sizeProblem(value);
  if (tooBig) return { ok: false, message: tooBig };
  const parsed = (use === 'run' ? webProgramSchema : draftWebProgramSchema).safeParse(value);
  return parsed.success ? { ok: true, program: parsed.data } : { ok: false, message: issueMessage(parsed.error) };
}

/** The toolbox and size rules every level has. */
function toolboxProblem(level: WebLevel | NetworkLevel, program: WebProgram): LevelCheck {
  const allowed = new Set<BlockKind>(level.toolbox);
  for (const { stmt } of walkWeb(program)) {
    const kind = kindOf(stmt);
    if (!allowed.has(kind))
      return {
        ok: false,
        message: `"program" uses a "${blockLabel(kind)}" block ("${stmt.id}"), and level ${level.id} has no such block.`,
      };
  }
  const blocks = countWebBlocks(program);
  if (blocks > level.maxBlocks)
    return { ok: false, message: `"program" has ${blocks} blocks; level ${level.id} allows at most ${level.maxBlocks}.` };
  return { ok: true };
}

/** A page level's rules for a valid program: a page, its toolbox's blocks, no link to a house. @public shared with the page and the server. */
export function checkPageForLevel(level: WebLevel, program: WebProgram): LevelCheck {
  if (program.kind !== 'page') return { ok: false, message: `level ${level.id} wants a web page, not a network.` };
  for (const { stmt } of walkWeb(program))
    if (stmt.op === 'web-link' && stmt.house !== undefined)
      return { ok: false, message: `"program": the link "${stmt.id}" goes to a house; a level's page links only to its own pages.` };
  return toolboxProblem(level, program);
}

/** A network level's rules for a valid program: links between its houses, each within its reach. @public shared with the page and the server. */
export function checkNetworkForLevel(level: NetworkLevel, program: WebProgram): LevelCheck {
  if (program.kind !== 'network') return { ok: false, message: `level ${level.id} wants a network, not a web page.` };
  const place = new Map(level.houses.map((h, i) => [h.id as string, i]));
  for (const stmt of program.links) {
    if (stmt.op !== 'house-link') continue;
    const [from, to] = [place.get(stmt.from), place.get(stmt.to)];
    if (from === undefined || to === undefined)
      return { ok: false, message: `"program": the link "${stmt.id}" names a house that is not on level ${level.id}'s street.` };
    if (Math.abs(from - to) > level.reach)
      return {
        ok: false,
        message: `"program": the link "${stmt.id}" goes ${Math.abs(from - to)} houses along; on level ${level.id} a link reaches ${level.reach}.`,
      };
  }
  return toolboxProblem(level, program);
}

/** Whether a value says it is a web program (version 5), for the words that refuse it. @public shared with the page and the server. */
export function looksLikeWeb(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { version?: unknown; kind?: unknown };
  return v.version === 5 || v.kind === 'page' || v.kind === 'network';
}

