// What the program list shows, row by row, and what each row is called
// (docs/decisions/183-code-lab-names-and-announcements.md). Every row stands for one slot (see
// program-model.ts): tapping or focusing it puts the insertion point there. Names say where a block
// is in words a child reads: "Step 2.1 (inside Repeat): Move forward", numbered so no two rows
// share a step (block-places.ts, docs/decisions/351-blocks-numbered-2-2-1-and-bumps-name-them.md).
import type { MessageKey, Translate } from '../../../../i18n/translate';
import { blockPlaces, type BlockPlace } from '../../../../domain/code-lab/block-places';
import { blockLabelKey, isIfLike } from '../../../../domain/code-lab/blocks';
import { colorWords, functionWords } from '../../../../domain/code-lab/outcome-words';
import {
  kindOf,
  type BlockKind,
  type Condition,
  type FunctionName,
  type Stmt,
} from '../../../../domain/code-lab/program';
import type { GameEvent } from '../../../../domain/code-lab/stages/game/game-types';
import { eventWords } from '../../../../domain/code-lab/stages/game/game-words';
import { gameStmtWords } from '../stages/game/game-block-words';
import { soundStmtWords } from '../stages/sound/sound-block-words';
import {
  branchesOf,
  functionPath,
  functionsIn,
  handlerPath,
  isGameEdit,
  isTuneEdit,
  type BodyPath,
  type Branch,
  type EditProgram,
  type Slot,
} from './program-model';

/**
 * Where a block is: its step ("2.1") and its function, as numbered for Ada's programs
 * (block-places.ts), and in a game the event block it is under.
 */
export type Place = BlockPlace & { event?: GameEvent };

/** Every block's place, by id: a game's are numbered under each event block as a function's are. */
export function placesOf(program: EditProgram): Map<string, Place> {
  if (!isGameEdit(program) && !isTuneEdit(program)) return blockPlaces(program);
  const places = new Map<string, Place>();
  const number = (list: readonly Stmt[], prefix: string, at: Omit<Place, 'number'>) =>
    list.forEach((stmt, i) => {
      const own = `${prefix}${i + 1}`;
      places.set(stmt.id, { number: own, ...at });
      number(branchesOf(stmt).flatMap((b) => listOf(stmt, b)), `${own}.`, at);
    });
  // A tune is numbered as Ada's programs are (its "Play together" as an if: voice 2 goes on from
  // voice 1's numbers), its body then each function; a game's under each event block.
  if (isTuneEdit(program)) number(program.body, '', { fn: null });
  else for (const h of program.handlers) number(h.body, '', { fn: null, event: h.event });
  for (const f of functionsIn(program)) number(f.body, '', { fn: f.name });
  return places;
}

/** A palette block's words ("Move forward"), in the page's language. */
export const blockName = (kind: BlockKind, t: Translate): string => (t as (key: MessageKey) => string)(blockLabelKey(kind));

/**
 * What a body is called for the blocks in it: "Repeat", "If path ahead", "Otherwise", "Play
 * together, voice 2".
 */
export function containerName(stmt: Stmt, branch: Branch, t: Translate): string {
  if (branch === 'else') return t('codeLab.block.otherwise');
  if (branch === 'first' || branch === 'second')
    return t('soundLevel.rows.voice', { block: blockName(kindOf(stmt), t), voice: branch === 'first' ? 1 : 2 });
  return blockName(kindOf(stmt), t);
}

/**
 * "Step 2" at the top of the program; "Step 2.1 (inside Repeat)" in a body; "Step 1 of square" at
 * the top of a function. The row shows "Step 2.1: Move forward" inside the drawn body; the body's
 * name is in brackets so the row's name still holds what it shows in one piece (WCAG 2.5.3), and
 * screen readers say the brackets as a short pause.
 */
export function placeName({ number: n, fn, event }: Place, container: string | null, t: Translate): string {
  if (event) {
    const words = eventWords(event, t);
    return container === null ? t('gameLevel.rows.step', { n, event: words }) : t('gameLevel.rows.stepInside', { n, event: words, container });
  }
  if (fn === null) return container === null ? t('codeLab.rows.step', { n }) : t('codeLab.rows.stepInside', { n, container });
  const name = functionWords(fn, t);
  return container === null ? t('codeLab.rows.stepOf', { n, name }) : t('codeLab.rows.stepOfInside', { n, name, container });
}

/** What a row shows before its block's words: "Step 2.1:", "Step 1 of square:". */
export const placeShown = ({ number: n, fn }: BlockPlace, t: Translate): string =>
  fn === null ? t('codeLab.rows.stepShown', { n }) : t('codeLab.rows.stepOfShown', { n, name: functionWords(fn, t) });

/** A block's name without its settings: "Move forward", "Repeat", "Use square" (a call names its function). */
export const kindWords = (stmt: Stmt, t: Translate): string =>
  stmt.op === 'call' ? t('codeLab.block.use', { name: functionWords(stmt.name, t) }) : blockName(kindOf(stmt), t);

/**
 * The words a placed block says after its place: "Move forward", "Repeat 7 times", "Turn left 45
 * degrees" (a turn says its angle when it is not the usual 90), "Pen colour red", "Use square";
 * a game's with its settings: "Move the cat forward 10 steps".
 */
export function blockWords(stmt: Stmt, t: Translate): string {
  const game = gameStmtWords(stmt, t) ?? soundStmtWords(stmt, t);
  if (game !== null) return game;
  if (stmt.op === 'repeat') return t('codeLab.block.repeatTimes', { times: stmt.times });
  if (stmt.op === 'turn' && stmt.degrees !== undefined && stmt.degrees !== 90)
    return stmt.dir === 'left'
      ? t('codeLab.block.turnLeftDegrees', { degrees: stmt.degrees })
      : t('codeLab.block.turnRightDegrees', { degrees: stmt.degrees });
  if (stmt.op === 'color') return t('codeLab.block.colorIs', { color: colorWords(stmt.color, t) });
  return kindWords(stmt, t);
}

/** "Step 2: Move forward": a row's place and its words. */
export const rowLabel = (place: string, words: string, t: Translate): string => t('codeLab.rows.label', { place, words });

/** The first row of a function: "Start of function square". */
export const functionStartName = (name: FunctionName, t: Translate): string =>
  t('codeLab.rows.functionStart', { name: functionWords(name, t) });

const otherwiseKeys = {
  'path-ahead': 'codeLab.block.otherwisePathAhead',
  'path-left': 'codeLab.block.otherwisePathLeft',
  'path-right': 'codeLab.block.otherwisePathRight',
  'on-item': 'codeLab.block.otherwiseOnItem',
} as const satisfies Record<Condition, MessageKey>;

/** An if's "Otherwise" row says when it runs: "Otherwise: no path ahead". */
const otherwiseName = (cond: Condition, t: Translate): string => t(otherwiseKeys[cond]);

/**
 * The row between a container's two lists: an if's "Otherwise" (a game's if says only
 * "Otherwise"), a "Play together"'s "At the same time, voice 2".
 */
export const otherwiseOf = (stmt: Stmt, t: Translate): string =>
  stmt.op === 'if'
    ? otherwiseName(stmt.cond, t)
    : stmt.op === 'together'
      ? t('soundLevel.rows.secondVoice')
      : t('codeLab.block.otherwise');

/** A container's last row: "End of Repeat", "End of If path ahead". */
export const endName = (stmt: Stmt, t: Translate): string =>
  t('codeLab.rows.end', { container: stmt.op === 'together' ? blockName('together', t) : containerName(stmt, branchesOf(stmt)[0] ?? 'body', t) });

export function listOf(stmt: Stmt, branch: Branch): Stmt[] {
  if (isIfLike(stmt)) return branch === 'then' ? stmt.then : (stmt.else ?? []);
  if (stmt.op === 'together') return branch === 'second' ? stmt.second : stmt.first;
  return stmt.op === 'repeat' || stmt.op === 'until-goal' ? stmt.body : [];
}

export type Row =
  | { kind: 'start'; slot: Slot; label: string }
  | { kind: 'handler'; slot: Slot; label: string; id: string }
  | { kind: 'block'; slot: Slot; label: string; place: string; stmt: Stmt }
  | { kind: 'else'; slot: Slot; label: string; stmt: Stmt }
  | { kind: 'end'; slot: Slot; label: string; stmt: Stmt };

/**
 * The rows in reading order. Their slots are exactly slotsOf(program): the start of the program,
 * each simple block (new blocks go after it), each container's header (new blocks go first inside
 * it), an if's "Otherwise" row, and each container's end (new blocks go after the container).
 */
export function rowsOf(program: EditProgram, t: Translate): Row[] {
  const rows: Row[] = [];
  const places = placesOf(program);
  const visit = (list: Stmt[], path: BodyPath, container: string | null) =>
    list.forEach((stmt, i) => {
      const place = placeName(places.get(stmt.id)!, container, t);
      const after: Slot = { path, index: i + 1 };
      const label = rowLabel(place, blockWords(stmt, t), t);
      const branches = branchesOf(stmt);
      if (branches.length === 0) {
        rows.push({ kind: 'block', slot: after, label, place, stmt });
        return;
      }
      branches.forEach((b, n) => {
        const inner = { path: [...path, { id: stmt.id, branch: b }], index: 0 };
        if (n === 0) rows.push({ kind: 'block', slot: inner, label, place, stmt });
        else if (isIfLike(stmt) || stmt.op === 'together') rows.push({ kind: 'else', slot: inner, label: otherwiseOf(stmt, t), stmt });
        visit(listOf(stmt, b), inner.path, containerName(stmt, b, t));
      });
      rows.push({ kind: 'end', slot: after, label: endName(stmt, t), stmt });
    });
  if (isGameEdit(program))
    for (const h of program.handlers) {
      const path = handlerPath(h.id);
      rows.push({ kind: 'handler', slot: { path, index: 0 }, label: eventWords(h.event, t), id: h.id });
      visit(h.body, path, null);
    }
  else {
    rows.push({ kind: 'start', slot: { path: [], index: 0 }, label: t('codeLab.rows.start') });
    visit(program.body, [], null);
  }
  for (const f of functionsIn(program)) {
    const path = functionPath(f.name);
    rows.push({ kind: 'start', slot: { path, index: 0 }, label: functionStartName(f.name, t) });
    visit(f.body, path, null);
  }
  return rows;
}

/** The place of every block, by id ("Step 1.1 (inside Repeat)"). */
export function placesById(program: EditProgram, t: Translate): Map<string, string> {
  const out = new Map<string, string>();
  for (const row of rowsOf(program, t)) if (row.kind === 'block') out.set(row.stmt.id, row.place);
  return out;
}
