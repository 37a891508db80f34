// Reads a stored program (a draft in this browser, a program from the server) without zod: its
// shape by the same block entries as the schema (domain/code-lab/blocks.ts), then the level's
// rules (toolbox, maxBlocks, depth, ids, functions). Anything else is ignored, so a hand-edited
// draft can never break the page. A game's program (version 3) is read the same way, its event
// blocks by the events' own list (game-types.ts), then its level's rules; a tune's (version 4)
// as Ada's version 2 is, with the tune's function names; a web page's or a street's (version 5)
// by its pages' colours and texts, then its blocks; a training set (version 6) by its labels and
// their drawings' cells, then laid out with every label of its level in the level's order (a
// finder's, by its things' list).
import { BLOCK_LIST_KEYS, isStmtShape, TUNE_FUNCTION_NAMES } from '../../../domain/code-lab/blocks';
import type { ProgramVersion } from '../../../domain/code-lab/block-shape';
import type { Level } from '../../../domain/code-lab/level-types';
import { checkProgramForLevel, FUNCTION_NAMES, type Program } from '../../../domain/code-lab/program';
import type { GameLevel } from '../../../domain/code-lab/stages/game/game-level';
import { checkGameForLevel, studioGameProblem, type GameProgram } from '../../../domain/code-lab/stages/game/game-program';
import { COSTUMES, GAME_KEYS, PROPERTY_RANGES, SPRITE_IDS } from '../../../domain/code-lab/stages/game/game-types';
import type { SoundLevel } from '../../../domain/code-lab/stages/sound/sound-level';
import { checkTuneForLevel, tuneStudioProblem, type TuneProgram } from '../../../domain/code-lab/stages/sound/tune-program';
import type { VisionLevel } from '../../../domain/code-lab/stages/vision/vision-level';
import { FINDER_LABELS } from '../../../domain/code-lab/stages/vision/finder';
import { checkTrainingForLevel, type TrainingProgram } from '../../../domain/code-lab/stages/vision/vision-program';
import { MAX_EXAMPLES, MAX_LABELS, MAX_STROKE_POINTS, MAX_STROKES, PAD_SIZE } from '../../../domain/code-lab/stages/vision/vision-types';
import type { NetworkLevel, WebLevel } from '../../../domain/code-lab/stages/web/web-level';
import {
  checkNetworkForLevel,
  checkPageForLevel,
  type NetworkProgram,
  type PageProgram,
  type WebPage,
  type WebProgram,
  walkWeb,
} from '../../../domain/code-lab/stages/web/web-program';
import { MAX_WEB_PAGES, WEB_COLOURS, wordFits, type WebStarter } from '../../../domain/code-lab/stages/web/web-types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const keysWithin = (v: Record<string, unknown>, allowed: string[]) => Object.keys(v).every((k) => allowed.includes(k));

/** The statement lists at the top of a stored program (its body, each function's body), or null. */
function topLists(value: unknown): { version: 1 | 2; lists: unknown[][] } | null {
  if (!isRecord(value) || !Array.isArray(value.body)) return null;
  if (value.version === 1) return keysWithin(value, ['version', 'body']) ? { version: 1, lists: [value.body] } : null;
  if (value.version !== 2 || !keysWithin(value, ['version', 'functions', 'body'])) return null;
  const lists: unknown[][] = [value.body];
  if (value.functions !== undefined) {
    if (!Array.isArray(value.functions)) return null;
    for (const f of value.functions) {
      if (!isRecord(f) || !keysWithin(f, ['name', 'body']) || !FUNCTION_NAMES.includes(f.name as never) || !Array.isArray(f.body)) return null;
      lists.push(f.body);
    }
  }
  return { version: 2, lists };
}

/** Whether every statement in these lists has its shape for the version. Walks with a stack and gives up past 200 statements. */
function statementsFit(lists: unknown[][], version: ProgramVersion): boolean {
  const stack = [...lists];
  let seen = 0;
  while (stack.length > 0) {
    for (const stmt of stack.pop()!) {
      if (++seen > 200 || !isStmtShape(stmt, version)) return false;
      const s = stmt as Record<string, unknown>;
      for (const key of BLOCK_LIST_KEYS) if (Array.isArray(s[key])) stack.push(s[key] as unknown[]);
    }
  }
  return true;
}

/** The value as a program that fits the level (a draft: a function may wait to be used), or null. */
export function asLevelProgram(level: Level, value: unknown): Program | null {
  const top = topLists(value);
  if (!top || !statementsFit(top.lists, top.version)) return null;
  const program = value as Program;
  return checkProgramForLevel(level, program, 'draft').ok ? program : null;
}

const isSprite = (v: unknown) => (SPRITE_IDS as readonly unknown[]).includes(v);

/** An event block's event, by its kind's keys. */
function isEvent(value: unknown): boolean {
  if (!isRecord(value)) return false;
  switch (value.kind) {
    case 'start':
    case 'tick':
      return keysWithin(value, ['kind']);
    case 'key':
      return keysWithin(value, ['kind', 'key']) && (GAME_KEYS as readonly unknown[]).includes(value.key);
    case 'tap':
      return keysWithin(value, ['kind', 'sprite']) && isSprite(value.sprite);
    case 'touch':
      return keysWithin(value, ['kind', 'sprite', 'other']) && isSprite(value.sprite) && isSprite(value.other);
    default:
      return false;
  }
}

/** A sprite's start as the schema has it: a name from the list, a costume, each number whole in its range. */
function isSpriteStart(value: unknown): boolean {
  if (!isRecord(value) || !keysWithin(value, ['id', 'costume', 'x', 'y', 'direction', 'speed', 'visible'])) return false;
  if (!isSprite(value.id) || !(COSTUMES as readonly unknown[]).includes(value.costume) || typeof value.visible !== 'boolean') return false;
  return (['x', 'y', 'direction', 'speed'] as const).every((p) => {
    const n = value[p];
    return typeof n === 'number' && Number.isInteger(n) && n >= PROPERTY_RANGES[p].min && n <= PROPERTY_RANGES[p].max;
  });
}

/** The value as a game that fits the game level (a draft), or null: the same rules as the server's check, without zod. */
export function asGameProgram(level: GameLevel, value: unknown): GameProgram | null {
  const program = asGameShape(value);
  return program && checkGameForLevel(level, program, 'draft').ok ? program : null;
}

/** The value as a game of the game studio (a draft, with its own sprites), or null: the server's rules, without zod. */
export function asStudioGame(value: unknown): GameProgram | null {
  const program = asGameShape(value);
  if (!program || !Array.isArray(program.sprites) || !program.sprites.every(isSpriteStart)) return null;
  return studioGameProblem(program, 'draft') === null ? program : null;
}

/** The value as a well-formed game program (its handlers, functions and statements), or null. */
function asGameShape(value: unknown): GameProgram | null {
  if (!isRecord(value) || value.version !== 3 || value.kind !== 'game' || !Array.isArray(value.handlers)) return null;
  if (!keysWithin(value, ['version', 'kind', 'handlers', 'functions', 'sprites'])) return null;
  const lists: unknown[][] = [];
  for (const h of value.handlers) {
    if (!isRecord(h) || !keysWithin(h, ['id', 'event', 'body']) || typeof h.id !== 'string' || !/^[a-z0-9-]{1,16}$/.test(h.id)) return null;
    if (!isEvent(h.event) || !Array.isArray(h.body)) return null;
    lists.push(h.body);
  }
  if (value.functions !== undefined) {
    if (!Array.isArray(value.functions)) return null;
    for (const f of value.functions) {
      if (!isRecord(f) || !keysWithin(f, ['name', 'body']) || !FUNCTION_NAMES.includes(f.name as never) || !Array.isArray(f.body)) return null;
      lists.push(f.body);
    }
  }
  if (!statementsFit(lists, 3)) return null;
  if (value.sprites !== undefined && !Array.isArray(value.sprites)) return null;
  return value as GameProgram;
}

/** The value as a tune that fits the sound level (a draft), or null: the same rules as the server's check, without zod. */
export function asTuneProgram(level: SoundLevel, value: unknown): TuneProgram | null {
  const program = asTuneShape(value);
  return program && checkTuneForLevel(level, program, 'draft').ok ? program : null;
}

/** The value as a tune of the tune studio (a draft, every sound block), or null: the server's rules, without zod. */
export function asStudioTune(value: unknown): TuneProgram | null {
  const program = asTuneShape(value);
  return program && tuneStudioProblem(program) === null ? program : null;
}

/** The value as a well-formed tune program (its body, functions and statements), or null. */
function asTuneShape(value: unknown): TuneProgram | null {
  if (!isRecord(value) || value.version !== 4 || value.kind !== 'tune' || !Array.isArray(value.body)) return null;
  if (!keysWithin(value, ['version', 'kind', 'body', 'functions'])) return null;
  const lists: unknown[][] = [value.body];
  if (value.functions !== undefined) {
    if (!Array.isArray(value.functions)) return null;
    for (const f of value.functions) {
      if (!isRecord(f) || !keysWithin(f, ['name', 'body']) || !TUNE_FUNCTION_NAMES.includes(f.name as never) || !Array.isArray(f.body)) return null;
      lists.push(f.body);
    }
  }
  return statementsFit(lists, 4) ? (value as TuneProgram) : null;
}

const isColour = (v: unknown) => (WEB_COLOURS as readonly unknown[]).includes(v);
const isText = (v: unknown) => isRecord(v) && keysWithin(v, ['starter', 'word']) && typeof v.starter === 'string' && typeof v.word === 'string' && wordFits(v.starter as WebStarter, v.word);

/** The value as a well-formed web program (a page's pages, or a street's links), or null. */
function asWebShape(value: unknown): WebProgram | null {
  if (!isRecord(value) || value.version !== 5) return null;
  if (value.kind === 'network')
    return keysWithin(value, ['version', 'kind', 'links']) && Array.isArray(value.links) && statementsFit([value.links], 5) ? (value as NetworkProgram) : null;
  if (value.kind !== 'page' || !keysWithin(value, ['version', 'kind', 'pages']) || !Array.isArray(value.pages)) return null;
  if (value.pages.length < 1 || value.pages.length > MAX_WEB_PAGES) return null;
  for (const page of value.pages as unknown[]) {
    if (!isRecord(page) || !keysWithin(page, ['title', 'background', 'color', 'body']) || !Array.isArray(page.body)) return null;
    if (!isColour(page.background) || !isColour(page.color) || (page.title !== undefined && !isText(page.title))) return null;
  }
  return statementsFit((value.pages as WebPage[]).map((p) => p.body), 5) ? (value as PageProgram) : null;
}

/** The value as a page or a street that fits the web or network level (a draft), or null: the server's rules, without zod. */
export function asWebProgram(level: WebLevel | NetworkLevel, value: unknown): WebProgram | null {
  const program = asWebShape(value);
  if (!program) return null;
  const fits = level.kind === 'web' ? checkPageForLevel(level, program) : checkNetworkForLevel(level, program);
  return fits.ok ? program : null;
}

/**
 * The value as a NeighborNet house kept on this device (docs/decisions/411-neighbornet.md): a
 * well-formed page program with no link to a classmate's house (those are a class child's, kept
 * on the server only), or null.
 */
export function asStudioPage(value: unknown): PageProgram | null {
  const program = asWebShape(value);
  if (!program || program.kind !== 'page') return null;
  for (const { stmt } of walkWeb(program)) if (stmt.op === 'web-link' && stmt.house !== undefined) return null;
  return program;
}

const isCell = (v: unknown) =>
  Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n) && (n as number) >= 0 && (n as number) < PAD_SIZE);
const isCells = (v: unknown, most: number) => Array.isArray(v) && v.length >= 1 && v.length <= most && v.every(isCell);
const isDrawing = (v: unknown) =>
  isRecord(v) &&
  (keysWithin(v, ['strokes'])
    ? Array.isArray(v.strokes) && v.strokes.length >= 1 && v.strokes.length <= MAX_STROKES && v.strokes.every((s) => isCells(s, MAX_STROKE_POINTS))
    : keysWithin(v, ['cells']) && isCells(v.cells, PAD_SIZE * PAD_SIZE));

/** The value as a well-formed training set (at most 3 labels of 10 drawings of cells), or null. */
function asTrainingShape(value: unknown): TrainingProgram | null {
  if (!isRecord(value) || value.version !== 6 || value.kind !== 'training' || !keysWithin(value, ['version', 'kind', 'labels'])) return null;
  if (!Array.isArray(value.labels) || value.labels.length > MAX_LABELS) return null;
  for (const label of value.labels as unknown[])
    if (!isRecord(label) || !keysWithin(label, ['word', 'examples']) || !Array.isArray(label.examples) || label.examples.length > MAX_EXAMPLES || !label.examples.every(isDrawing))
      return null;
  return value as TrainingProgram;
}

/** The value as a training set that fits the vision level (a draft), every label of the level in its order, or null. */
export function asVisionProgram(level: VisionLevel, value: unknown): TrainingProgram | null {
  const program = asTrainingShape(value);
  if (!program || !checkTrainingForLevel(level, program, 'draft').ok) return null;
  return {
    version: 6,
    kind: 'training',
    labels: level.labels.map((word) => program.labels.find((l) => l.word === word) ?? { word, examples: [] }),
  };
}

/**
 * The value as a Find My Keys finder being made or kept on this device
 * (docs/decisions/415-find-my-keys.md): a well-formed training set of at most 3 different things
 * from the finder's list, or null. Whether it can be kept yet (two things, a drawing each) is
 * finderProblem's, as on the server.
 */
export function asStudioFinder(value: unknown): TrainingProgram | null {
  const program = asTrainingShape(value);
  if (!program) return null;
  const words = program.labels.map((label) => label.word as string);
  const things = FINDER_LABELS as readonly string[];
  return words.every((word) => things.includes(word)) && new Set(words).size === words.length ? program : null;
}
