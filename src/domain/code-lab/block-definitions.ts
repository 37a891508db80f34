// Every Code Lab block, one definition each (docs/product/code-lab.md#adding-a-block,
// docs/decisions/389-a-block-is-one-definition.md): its statement's type and its entry in BLOCKS,
// whose shape is in block-shape.ts. This file is what a new block adds to (and its words to the
// catalogues); blocks.ts derives everything the schema, the checks, the editor, the interpreter
// and Show the code read. BLOCKS has a key for every op, so TypeScript fails on a forgotten one,
// and blocks.wiring.test.ts fails on a missing word, look, line or stage. No zod here: the Code
// Lab page imports this.
import type { MessageKey } from '../../i18n/translate';
import type { BlockDefinition, BlockEntry, Op } from './block-shape';
import {
  PHRASES,
  PROPERTY_RANGES,
  SCENE_SIZE,
  SPRITE_IDS,
  SPRITE_PROPERTIES,
  type Phrase,
  type SpriteId,
  type SpriteProperty,
} from './stages/game/game-types';
import {
  DRUMS,
  LENGTHS,
  NOTES,
  SOUND_PHRASES,
  TEMPOS,
  type Drum,
  type Note,
  type NoteLength,
  type SoundPhrase,
  type Tempo,
} from './stages/sound/sound-types';
import {
  HEADING_SIZES,
  HOUSE_IDS,
  WEB_PAGE_NUMBERS,
  WEB_PICTURES,
  WEB_STARTER_IDS,
  WEB_WORDS,
  type HeadingSize,
  type HouseId,
  type WebPageNumber,
  type WebPicture,
  type WebStarter,
  type WebWord,
} from './stages/web/web-types';

// The statements, one type per op (a version 1 program has the grid's, version 2 all of them).
type Direction = 'left' | 'right';
export type Condition = 'path-ahead' | 'path-left' | 'path-right' | 'on-item';

type ForwardStmt = { id: string; op: 'forward' };
type TurnStmt = { id: string; op: 'turn'; dir: Direction; degrees?: TurnDegrees };
type CollectStmt = { id: string; op: 'collect' };
export type RepeatStmt = { id: string; op: 'repeat'; times: number; body: Stmt[] };
export type UntilGoalStmt = { id: string; op: 'until-goal'; body: Stmt[] };
type IfStmt = { id: string; op: 'if'; cond: Condition; then: Stmt[]; else?: Stmt[] };
/** Version 2: runs the body of the function with this name. */
type CallStmt = { id: string; op: 'call'; name: FunctionName };
/** Version 2: the pen goes down (Ada draws as she moves) or up. */
type PenStmt = { id: string; op: 'pen'; down: boolean };
/** Version 2: the pen's colour from now on. */
type ColorStmt = { id: string; op: 'color'; color: PenColor };

// A game's statements (version 3, the Game Lab: docs/product/code-lab.md#game-lab). Each action
// names its sprite, picked from the scene, never typed.
/** Moves the sprite `steps` units along its direction. */
type SpriteMoveStmt = { id: string; op: 'sprite-move'; sprite: SpriteId; steps: number };
/** Turns the sprite clockwise (right) or anticlockwise (left). */
type SpriteTurnStmt = {
  id: string;
  op: 'sprite-turn';
  sprite: SpriteId;
  dir: Direction;
  degrees: SpriteTurnDegrees;
};
/** Puts the sprite at x, y. */
type SpriteGoStmt = { id: string; op: 'sprite-go'; sprite: SpriteId; x: number; y: number };
/** Puts the sprite at a spot of the game's seeded randomness. */
type SpriteRandomStmt = { id: string; op: 'sprite-random'; sprite: SpriteId };
/** `set cat's speed to 3`: a whole value in the property's range (PROPERTY_RANGES). */
type SpriteSetStmt = {
  id: string;
  op: 'sprite-set';
  sprite: SpriteId;
  property: SpriteProperty;
  value: number;
};
/** `change cat's x by -10`. */
type SpriteChangeStmt = {
  id: string;
  op: 'sprite-change';
  sprite: SpriteId;
  property: SpriteProperty;
  by: number;
};
/** Adds `by` (negative: takes away) to the game's score. */
type ScoreStmt = { id: string; op: 'score'; by: number };
/** A speech bubble with words from the list. */
type SayStmt = { id: string; op: 'say'; sprite: SpriteId; phrase: Phrase };
/** Shows (`shown: true`) or hides the sprite. */
type SpriteShowStmt = { id: string; op: 'sprite-show'; sprite: SpriteId; shown: boolean };
/** If `sprite` touches `other` now (both visible, closer than TOUCH_DISTANCE). */
type IfTouchingStmt = {
  id: string;
  op: 'if-touching';
  sprite: SpriteId;
  other: SpriteId;
  then: Stmt[];
  else?: Stmt[];
};
/** If `sprite` is visible now. */
type IfVisibleStmt = { id: string; op: 'if-visible'; sprite: SpriteId; then: Stmt[]; else?: Stmt[] };

// A tune's statements (version 4, the Sound Lab: docs/product/code-lab.md#sound-lab). Each plays
// from the beat the voice has reached and moves it on by its length.
/** Plays a note (two octaves from C4) for a length. */
type PlayNoteStmt = { id: string; op: 'play-note'; note: Note; length: NoteLength };
/** Plays a drum for a length. */
type PlayDrumStmt = { id: string; op: 'play-drum'; drum: Drum; length: NoteLength };
/** Silence for a length. */
type RestStmt = { id: string; op: 'rest'; length: NoteLength };
/** Beats a minute from here on (the seconds change, the beats do not). */
type TempoStmt = { id: string; op: 'tempo'; bpm: Tempo };
/** Words from the list, shown on the roll and spoken where the device has a voice; no beats. */
type SoundSayStmt = { id: string; op: 'sound-say'; phrase: SoundPhrase };
/**
 * `first` as voice 1 and `second` as voice 2, both from the same beat; the tune goes on after
 * the longer. No together inside a together (the schema refuses one).
 */
type TogetherStmt = { id: string; op: 'together'; first: Stmt[]; second: Stmt[] };

// A web page's statements (version 5, the Web Lab: docs/product/code-lab.md#web-lab). They are
// not run: the page's builder (stages/web/build-page.ts) turns them into HTML, top to bottom.
// Every text is a starter and a word of its list (stages/web/web-types.ts), never typed words.
/** A heading: big (the page's h1) or small (an h2). */
type WebHeadingStmt = { id: string; op: 'web-heading'; size: HeadingSize; starter: WebStarter; word: WebWord };
type WebParagraphStmt = { id: string; op: 'web-paragraph'; starter: WebStarter; word: WebWord };
/** One of our pictures; its alt text is the picture's name. */
type WebPictureStmt = { id: string; op: 'web-picture'; picture: WebPicture };
/** A list: its `items` hold web-item blocks only (at most MAX_LIST_ITEMS). */
type WebListStmt = { id: string; op: 'web-list'; items: Stmt[] };
type WebItemStmt = { id: string; op: 'web-item'; starter: WebStarter; word: WebWord };
/** Blocks side by side (a row) or one under another (a column). */
type WebBoxStmt = { id: string; op: 'web-box'; direction: 'row' | 'column'; body: Stmt[] };
/**
 * A link with its words: to the child's own page `page` (1..3), or, in a class house only, to a
 * classmate's house by its creation id `house`. Exactly one of the two (the schema says so).
 */
type WebLinkStmt = {
  id: string;
  op: 'web-link';
  starter: WebStarter;
  word: WebWord;
  page?: WebPageNumber;
  house?: number;
};
/** A network's one-way link from one house of the street to another. */
type HouseLinkStmt = { id: string; op: 'house-link'; from: HouseId; to: HouseId };

export type Stmt =
  | ForwardStmt
  | TurnStmt
  | CollectStmt
  | RepeatStmt
  | UntilGoalStmt
  | IfStmt
  | CallStmt
  | PenStmt
  | ColorStmt
  | SpriteMoveStmt
  | SpriteTurnStmt
  | SpriteGoStmt
  | SpriteRandomStmt
  | SpriteSetStmt
  | SpriteChangeStmt
  | ScoreStmt
  | SayStmt
  | SpriteShowStmt
  | IfTouchingStmt
  | IfVisibleStmt
  | PlayNoteStmt
  | PlayDrumStmt
  | RestStmt
  | TempoStmt
  | SoundSayStmt
  | TogetherStmt
  | WebHeadingStmt
  | WebParagraphStmt
  | WebPictureStmt
  | WebListStmt
  | WebItemStmt
  | WebBoxStmt
  | WebLinkStmt
  | HouseLinkStmt;
/** The statements that ask a question and hold a `then` and an `else` (an if of any stage). */
export type IfLikeStmt = IfStmt | IfTouchingStmt | IfVisibleStmt;

/** Every palette block's kind: what a child picks. A turn, an if and the pen come in several. */
export const BLOCK_KIND_LIST = [
  'forward',
  'turn-left',
  'turn-right',
  'collect',
  'repeat',
  'until-goal',
  'if-path-ahead',
  'if-path-left',
  'if-path-right',
  'if-on-item',
  'call',
  'pen-down',
  'pen-up',
  'color',
  'sprite-move',
  'sprite-turn-right',
  'sprite-turn-left',
  'sprite-go',
  'sprite-random',
  'sprite-set',
  'sprite-change',
  'score',
  'say',
  'sprite-show',
  'sprite-hide',
  'if-touching',
  'if-visible',
  'play-note',
  'play-drum',
  'rest',
  'tempo',
  'sound-say',
  'together',
  'web-heading',
  'web-paragraph',
  'web-picture',
  'web-list',
  'web-item',
  'web-row',
  'web-column',
  'web-link',
  'house-link',
] as const;
export type BlockKind = (typeof BLOCK_KIND_LIST)[number];

/** What a tick did; each op's entry says which of these it makes and their words. */
export const TRACE_EVENTS = [
  'move',
  'draw',
  'turn',
  'collect',
  'collect-nothing',
  'check-true',
  'check-false',
  'repeat',
  'call',
  'pen-down',
  'pen-up',
  'color',
  'crash',
  'goal',
  'sprite-move',
  'sprite-turn',
  'sprite-set',
  'score',
  'say',
  'show',
  'hide',
  'note',
  'drum',
  'rest',
  'tempo',
  'sound-say',
  'together',
  'web-part',
  'house-link',
] as const;
export type TraceEvent = (typeof TRACE_EVENTS)[number];

export const REPEAT_TIMES = { min: 2, max: 10 } as const;
const CONDITIONS: readonly Condition[] = ['path-ahead', 'path-left', 'path-right', 'on-item'];
const CONDITION_LABELS: Record<Condition, [string, MessageKey]> = {
  'path-ahead': ['If path ahead', 'codeLab.block.ifPathAhead'],
  'path-left': ['If path to the left', 'codeLab.block.ifPathLeft'],
  'path-right': ['If path to the right', 'codeLab.block.ifPathRight'],
  'on-item': ['If on a balloon', 'codeLab.block.ifOnItem'],
};
/** A condition in Show the code. */
const CONDITION_CODE: Record<Condition, string> = {
  'path-ahead': 'pathAhead()',
  'path-left': 'pathLeft()',
  'path-right': 'pathRight()',
  'on-item': 'onBalloon()',
};
export type TurnDegrees = 45 | 90 | 135;
/** The angles a turn can go (no `degrees` is 90). */
export const TURN_DEGREES = [45, 90, 135] as const satisfies readonly TurnDegrees[];

/** The names a child picks for a function of Ada's or a game's (never typed). */
export const FUNCTION_NAMES = ['square', 'hop', 'stairs', 'petal', 'zigzag', 'wiggle'] as const;
/** The names a child picks for a tune's function (version 4): parts of a song. */
export const TUNE_FUNCTION_NAMES = ['chorus', 'verse', 'intro', 'ending'] as const;
export type FunctionName = (typeof FUNCTION_NAMES)[number] | (typeof TUNE_FUNCTION_NAMES)[number];
/** Every function name a call may hold; each program's schema allows its own version's. */
const ALL_FUNCTION_NAMES: readonly FunctionName[] = [...FUNCTION_NAMES, ...TUNE_FUNCTION_NAMES];
/** The pen's colours, each at least 3:1 against the white paper (PEN_COLOR_HEX). */
export const PEN_COLORS = ['blue', 'red', 'green', 'purple', 'orange', 'black'] as const;
export type PenColor = (typeof PEN_COLORS)[number];
export const PEN_COLOR_HEX: Record<PenColor, string> = {
  blue: '#1d4ed8',
  red: '#dc2626',
  green: '#15803d',
  purple: '#7e22ce',
  orange: '#c2410c',
  black: '#1f2937',
};

export const BLOCK_ID_PATTERN = /^[a-z0-9-]{1,16}$/;

/** How far a sprite moves forward in one block (units of the scene). */
export const SPRITE_STEPS = { min: 1, max: 50 } as const;
/** The angles a sprite turns by. */
export const SPRITE_TURN_DEGREES = [15, 30, 45, 90, 180] as const;
type SpriteTurnDegrees = (typeof SPRITE_TURN_DEGREES)[number];
/** How much a "change a property" block adds (negative: takes away). */
export const PROPERTY_CHANGE = { min: -50, max: 50 } as const;
/** How much a "change the score" block adds (negative: takes away). */
export const SCORE_CHANGE = { min: -5, max: 5 } as const;

/** A sprite in Show the code: a JavaScript name ("red-car" is `redCar`, "star-2" is `star2`). */
export const spriteCode = (sprite: SpriteId): string =>
  sprite.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** "10" or "-10" as `+= 10` or `-= 10`. */
const addCode = (by: number): string => (by < 0 ? `-= ${-by}` : `+= ${by}`);

/**
 * A game block's tick as one shared object each: a game runs up to 360,000 steps, and a new
 * object for each would keep the garbage collector busy (the interpreter only reads it).
 */
const GAME_TICKS = {
  'sprite-move': { event: 'sprite-move' },
  'sprite-turn': { event: 'sprite-turn' },
  'sprite-set': { event: 'sprite-set' },
  score: { event: 'score' },
  say: { event: 'say' },
  show: { event: 'show' },
  hide: { event: 'hide' },
} as const;

const spriteField = {
  type: 'choice',
  values: SPRITE_IDS,
  message: `a sprite is one of ${SPRITE_IDS.join(', ')}`,
} as const;
const propertyField = {
  type: 'choice',
  values: SPRITE_PROPERTIES,
  message: `a property is one of ${SPRITE_PROPERTIES.join(', ')}`,
} as const;
/** The widest range of any property; game-program.ts checks each property's own. */
const PROPERTY_VALUES = {
  min: Math.min(...Object.values(PROPERTY_RANGES).map((r) => r.min)),
  max: Math.max(...Object.values(PROPERTY_RANGES).map((r) => r.max)),
};

const blocks = { type: 'blocks' } as const;

const lengthField = {
  type: 'choice',
  values: LENGTHS,
  message: `a length is ${LENGTHS.join(', ').replace(/, ([a-z]+)$/, ' or $1')}`,
} as const;

/** A tune's tick as one shared object each (the interpreter only reads it). */
const SOUND_TICKS = {
  note: { event: 'note' },
  drum: { event: 'drum' },
  rest: { event: 'rest' },
  tempo: { event: 'tempo' },
  say: { event: 'sound-say' },
} as const;
/** The sound stage's answer when its events ran out: the run stops. */
const SOUND_FULL = { event: 'note', stop: true } as const;

/** A web block's text: a sentence starter and a word of its list (the schema checks the pair). */
const webTextFields = {
  starter: {
    type: 'choice',
    values: WEB_STARTER_IDS,
    message: `a text starts with one of ${WEB_STARTER_IDS.join(', ')}`,
  },
  word: { type: 'choice', values: WEB_WORDS, message: "a text's word is one of the lists' words" },
} as const;
/** A web block is not run; were it, it would only say it is a part of the page. */
const WEB_PART = { event: 'web-part' } as const;
const webPartTick = { 'web-part': { words: 'codeLab.step.webPart' } } as const;
/** A text in Show the code: its starter and word, as the page's HTML holds the words. */
const textCode = (stmt: { starter: string; word: string }) => `{${stmt.starter}: ${stmt.word}}`;

/** Every block, in the palette's order (the API's list of ops follows it too). */
export const BLOCKS: { readonly [O in Op]: BlockDefinition<O> } = {
  forward: {
    op: 'forward',
    since: 1,
    stages: ['grid', 'pen'],
    fields: {},
    blocks: [
      {
        kind: 'forward',
        label: 'Move forward',
        labelKey: 'codeLab.block.forward',
        family: 'move',
        mark: '↑',
        make: (id) => ({ id, op: 'forward' }),
      },
    ],
    ticks: {
      move: { words: 'codeLab.step.move', adaMoves: true },
      draw: { words: 'codeLab.step.draw', adaMoves: true },
      crash: { words: 'codeLab.step.crash', adaMoves: true },
      goal: { words: 'codeLab.step.goal', adaMoves: true },
    },
    run: {
      act(world) {
        const moved = world.forward();
        if ('crash' in moved) return { event: 'crash', crash: moved.crash };
        if (moved.goal) return { event: 'goal', goal: true };
        return { event: world.moveEvent() };
      },
    },
    code: { line: () => 'moveForward();' },
  },
  turn: {
    op: 'turn',
    since: 1,
    stages: ['grid', 'pen'],
    fields: {
      dir: { type: 'choice', values: ['left', 'right'], message: 'a turn goes left or right' },
      degrees: {
        type: 'choice',
        values: TURN_DEGREES,
        optional: true,
        since: 2,
        message: 'a turn goes 45, 90 or 135 degrees',
      },
    },
    blocks: [
      {
        kind: 'turn-left',
        label: 'Turn left',
        labelKey: 'codeLab.block.turnLeft',
        family: 'move',
        mark: '↶',
        make: (id) => ({ id, op: 'turn', dir: 'left' }),
        is: (s) => s.op === 'turn' && s.dir === 'left',
      },
      {
        kind: 'turn-right',
        label: 'Turn right',
        labelKey: 'codeLab.block.turnRight',
        family: 'move',
        mark: '↷',
        make: (id) => ({ id, op: 'turn', dir: 'right' }),
        is: (s) => s.op === 'turn' && s.dir === 'right',
      },
    ],
    ticks: { turn: { words: 'codeLab.step.turn', adaMoves: true } },
    run: {
      act(world, stmt) {
        world.turn(stmt.dir, stmt.degrees ?? 90);
        return { event: 'turn' };
      },
    },
    code: {
      line(stmt) {
        const angle = stmt.degrees !== undefined && stmt.degrees !== 90 ? String(stmt.degrees) : '';
        return stmt.dir === 'left' ? `turnLeft(${angle});` : `turnRight(${angle});`;
      },
    },
  },
  collect: {
    op: 'collect',
    since: 1,
    stages: ['grid'],
    fields: {},
    blocks: [
      {
        kind: 'collect',
        label: 'Pick up',
        labelKey: 'codeLab.block.collect',
        family: 'pick',
        mark: '◎',
        make: (id) => ({ id, op: 'collect' }),
      },
    ],
    ticks: {
      collect: { words: 'codeLab.step.collect', adaMoves: true },
      'collect-nothing': { words: 'codeLab.step.collectNothing', adaMoves: true },
    },
    run: { act: (world) => ({ event: world.collect() ? 'collect' : 'collect-nothing' }) },
    code: { line: () => 'pickUp();' },
  },
  repeat: {
    op: 'repeat',
    since: 1,
    stages: ['grid', 'pen', 'game', 'sound'],
    fields: {
      times: {
        type: 'whole',
        ...REPEAT_TIMES,
        message: `repeat times must be a whole number from ${REPEAT_TIMES.min} to ${REPEAT_TIMES.max}`,
      },
      body: blocks,
    },
    blocks: [
      {
        kind: 'repeat',
        label: 'Repeat',
        labelKey: 'codeLab.block.repeat',
        family: 'loop',
        mark: '⟳',
        make: (id) => ({ id, op: 'repeat', times: REPEAT_TIMES.min, body: [] }),
      },
    ],
    ticks: { repeat: { words: 'codeLab.step.repeat' } },
    run: { control: 'loop' },
    code: {
      opens: (stmt, v) => `for (let ${v} = 0; ${v} < ${stmt.times}; ${v}++) {`,
      counts: true,
    },
  },
  'until-goal': {
    op: 'until-goal',
    since: 1,
    stages: ['grid'],
    fields: { body: blocks },
    blocks: [
      {
        kind: 'until-goal',
        label: 'Repeat until the flag',
        labelKey: 'codeLab.block.untilGoal',
        family: 'loop',
        mark: '⟳',
        make: (id) => ({ id, op: 'until-goal', body: [] }),
      },
    ],
    ticks: { repeat: { words: 'codeLab.step.repeat' } },
    run: { control: 'loop' },
    code: { opens: () => 'while (notAtFlag()) {' },
  },
  if: {
    op: 'if',
    since: 1,
    stages: ['grid'],
    fields: {
      cond: {
        type: 'choice',
        values: CONDITIONS,
        message: 'a condition is path-ahead, path-left, path-right or on-item',
      },
      then: blocks,
      else: { type: 'blocks', optional: true },
    },
    blocks: CONDITIONS.map((cond) => ({
      kind: `if-${cond}` as const,
      label: CONDITION_LABELS[cond][0],
      labelKey: CONDITION_LABELS[cond][1],
      family: 'check' as const,
      mark: '?',
      make: (id: string): Stmt => ({ id, op: 'if', cond, then: [] }),
      is: (s: Stmt) => s.op === 'if' && s.cond === cond,
    })),
    ticks: {
      'check-true': { words: 'codeLab.step.checkTrue' },
      'check-false': { words: 'codeLab.step.checkFalse' },
    },
    run: { control: 'if', test: (world, stmt) => world.holds(stmt.cond) },
    code: { opens: (stmt) => `if (${CONDITION_CODE[stmt.cond]}) {`, between: '} else {' },
  },
  call: {
    op: 'call',
    since: 2,
    stages: ['grid', 'pen', 'game', 'sound'],
    fields: {
      name: {
        type: 'choice',
        values: ALL_FUNCTION_NAMES,
        message: `a function's name is one of ${ALL_FUNCTION_NAMES.join(', ')}`,
      },
    },
    // The palette shows one block per function the program makes; `make` gives the first name,
    // the editor sets the name it was picked for.
    blocks: [
      {
        kind: 'call',
        label: 'Use a function',
        labelKey: 'codeLab.block.call',
        family: 'function',
        mark: '⤷',
        make: (id) => ({ id, op: 'call', name: FUNCTION_NAMES[0] }),
      },
    ],
    ticks: { call: { words: 'codeLab.step.call' } },
    run: { control: 'call' },
    code: { line: (stmt) => `${stmt.name}();` },
  },
  pen: {
    op: 'pen',
    since: 2,
    stages: ['pen'],
    fields: { down: { type: 'flag', message: 'a pen block says down: true or false' } },
    blocks: [
      {
        kind: 'pen-down',
        label: 'Pen down',
        labelKey: 'codeLab.block.penDown',
        family: 'pen',
        mark: '✎',
        make: (id) => ({ id, op: 'pen', down: true }),
        is: (s) => s.op === 'pen' && s.down,
      },
      {
        kind: 'pen-up',
        label: 'Pen up',
        labelKey: 'codeLab.block.penUp',
        family: 'pen',
        mark: '✐',
        make: (id) => ({ id, op: 'pen', down: false }),
        is: (s) => s.op === 'pen' && !s.down,
      },
    ],
    ticks: {
      'pen-down': { words: 'codeLab.step.penDown' },
      'pen-up': { words: 'codeLab.step.penUp' },
    },
    run: {
      act(world, stmt) {
        world.setPen(stmt.down);
        return { event: stmt.down ? 'pen-down' : 'pen-up' };
      },
    },
    code: { line: (stmt) => (stmt.down ? 'penDown();' : 'penUp();') },
  },
  color: {
    op: 'color',
    since: 2,
    stages: ['pen'],
    fields: {
      color: {
        type: 'choice',
        values: PEN_COLORS,
        message: `a pen colour is one of ${PEN_COLORS.join(', ')}`,
      },
    },
    blocks: [
      {
        kind: 'color',
        label: 'Pen colour',
        labelKey: 'codeLab.block.color',
        family: 'pen',
        mark: '●',
        make: (id) => ({ id, op: 'color', color: 'blue' }),
      },
    ],
    ticks: { color: { words: 'codeLab.step.color' } },
    run: {
      act(world, stmt) {
        world.setColor(stmt.color);
        return { event: 'color' };
      },
    },
    code: { line: (stmt) => `setColor('${stmt.color}');` },
  },
  // The Game Lab's blocks (version 3, docs/product/code-lab.md#game-lab): each acts on the
  // game's scene through `world.game` (stages/game/game-stage.ts); no other stage has one.
  'sprite-move': {
    op: 'sprite-move',
    since: 3,
    stages: ['game'],
    fields: {
      sprite: spriteField,
      steps: {
        type: 'whole',
        ...SPRITE_STEPS,
        message: `a sprite moves a whole number of steps from ${SPRITE_STEPS.min} to ${SPRITE_STEPS.max}`,
      },
    },
    blocks: [
      {
        kind: 'sprite-move',
        label: 'Move a sprite forward',
        labelKey: 'codeLab.block.spriteMove',
        family: 'move',
        mark: '→',
        make: (id) => ({ id, op: 'sprite-move', sprite: SPRITE_IDS[0], steps: 10 }),
      },
    ],
    ticks: { 'sprite-move': { words: 'codeLab.step.spriteMove' } },
    run: {
      act(world, stmt) {
        world.game?.move(stmt.sprite, stmt.steps);
        return GAME_TICKS['sprite-move'];
      },
    },
    code: { line: (stmt) => `${spriteCode(stmt.sprite)}.moveForward(${stmt.steps});` },
  },
  'sprite-turn': {
    op: 'sprite-turn',
    since: 3,
    stages: ['game'],
    fields: {
      sprite: spriteField,
      dir: { type: 'choice', values: ['left', 'right'], message: 'a turn goes left or right' },
      degrees: {
        type: 'choice',
        values: SPRITE_TURN_DEGREES,
        message: `a sprite turns ${SPRITE_TURN_DEGREES.join(', ').replace(/, (\d+)$/, ' or $1')} degrees`,
      },
    },
    blocks: [
      {
        kind: 'sprite-turn-right',
        label: 'Turn a sprite right',
        labelKey: 'codeLab.block.spriteTurnRight',
        family: 'move',
        mark: '↻',
        make: (id) => ({ id, op: 'sprite-turn', sprite: SPRITE_IDS[0], dir: 'right', degrees: 90 }),
        is: (s) => s.op === 'sprite-turn' && s.dir === 'right',
      },
      {
        kind: 'sprite-turn-left',
        label: 'Turn a sprite left',
        labelKey: 'codeLab.block.spriteTurnLeft',
        family: 'move',
        mark: '↺',
        make: (id) => ({ id, op: 'sprite-turn', sprite: SPRITE_IDS[0], dir: 'left', degrees: 90 }),
        is: (s) => s.op === 'sprite-turn' && s.dir === 'left',
      },
    ],
    ticks: { 'sprite-turn': { words: 'codeLab.step.spriteTurn' } },
    run: {
      act(world, stmt) {
        world.game?.turn(stmt.sprite, stmt.dir, stmt.degrees);
        return GAME_TICKS['sprite-turn'];
      },
    },
    code: {
      line: (stmt) =>
        `${spriteCode(stmt.sprite)}.${stmt.dir === 'left' ? 'turnLeft' : 'turnRight'}(${stmt.degrees});`,
    },
  },
  'sprite-go': {
    op: 'sprite-go',
    since: 3,
    stages: ['game'],
    fields: {
      sprite: spriteField,
      x: { type: 'whole', min: 0, max: SCENE_SIZE, message: `x is a whole number from 0 to ${SCENE_SIZE}` },
      y: { type: 'whole', min: 0, max: SCENE_SIZE, message: `y is a whole number from 0 to ${SCENE_SIZE}` },
    },
    blocks: [
      {
        kind: 'sprite-go',
        label: 'Go to x and y',
        labelKey: 'codeLab.block.spriteGo',
        family: 'move',
        mark: '⌖',
        make: (id) => ({ id, op: 'sprite-go', sprite: SPRITE_IDS[0], x: SCENE_SIZE / 2, y: SCENE_SIZE / 2 }),
      },
    ],
    ticks: { 'sprite-move': { words: 'codeLab.step.spriteMove' } },
    run: {
      act(world, stmt) {
        world.game?.goTo(stmt.sprite, stmt.x, stmt.y);
        return GAME_TICKS['sprite-move'];
      },
    },
    code: { line: (stmt) => `${spriteCode(stmt.sprite)}.goTo(${stmt.x}, ${stmt.y});` },
  },
  'sprite-random': {
    op: 'sprite-random',
    since: 3,
    stages: ['game'],
    fields: { sprite: spriteField },
    blocks: [
      {
        kind: 'sprite-random',
        label: 'Go to a random spot',
        labelKey: 'codeLab.block.spriteRandom',
        family: 'move',
        mark: '∗',
        make: (id) => ({ id, op: 'sprite-random', sprite: SPRITE_IDS[0] }),
      },
    ],
    ticks: { 'sprite-move': { words: 'codeLab.step.spriteMove' } },
    run: {
      act(world, stmt) {
        world.game?.goRandom(stmt.sprite);
        return GAME_TICKS['sprite-move'];
      },
    },
    code: { line: (stmt) => `${spriteCode(stmt.sprite)}.goToRandomSpot();` },
  },
  'sprite-set': {
    op: 'sprite-set',
    since: 3,
    stages: ['game'],
    fields: {
      sprite: spriteField,
      property: propertyField,
      value: {
        type: 'whole',
        ...PROPERTY_VALUES,
        message: `a property's value is a whole number from ${PROPERTY_VALUES.min} to ${PROPERTY_VALUES.max}`,
      },
    },
    blocks: [
      {
        kind: 'sprite-set',
        label: 'Set a property',
        labelKey: 'codeLab.block.spriteSet',
        family: 'move',
        mark: '≔',
        make: (id) => ({ id, op: 'sprite-set', sprite: SPRITE_IDS[0], property: 'speed', value: 3 }),
      },
    ],
    ticks: { 'sprite-set': { words: 'codeLab.step.spriteSet' } },
    run: {
      act(world, stmt) {
        world.game?.set(stmt.sprite, stmt.property, stmt.value);
        return GAME_TICKS['sprite-set'];
      },
    },
    code: { line: (stmt) => `${spriteCode(stmt.sprite)}.${stmt.property} = ${stmt.value};` },
  },
  'sprite-change': {
    op: 'sprite-change',
    since: 3,
    stages: ['game'],
    fields: {
      sprite: spriteField,
      property: propertyField,
      by: {
        type: 'whole',
        ...PROPERTY_CHANGE,
        message: `a property changes by a whole number from ${PROPERTY_CHANGE.min} to ${PROPERTY_CHANGE.max}`,
      },
    },
    blocks: [
      {
        kind: 'sprite-change',
        label: 'Change a property',
        labelKey: 'codeLab.block.spriteChange',
        family: 'move',
        mark: '±',
        make: (id) => ({ id, op: 'sprite-change', sprite: SPRITE_IDS[0], property: 'x', by: 10 }),
      },
    ],
    ticks: { 'sprite-set': { words: 'codeLab.step.spriteSet' } },
    run: {
      act(world, stmt) {
        world.game?.change(stmt.sprite, stmt.property, stmt.by);
        return GAME_TICKS['sprite-set'];
      },
    },
    code: { line: (stmt) => `${spriteCode(stmt.sprite)}.${stmt.property} ${addCode(stmt.by)};` },
  },
  score: {
    op: 'score',
    since: 3,
    stages: ['game'],
    fields: {
      by: {
        type: 'whole',
        ...SCORE_CHANGE,
        message: `the score changes by a whole number from ${SCORE_CHANGE.min} to ${SCORE_CHANGE.max}`,
      },
    },
    blocks: [
      {
        kind: 'score',
        label: 'Change the score',
        labelKey: 'codeLab.block.score',
        family: 'pick',
        mark: '+',
        make: (id) => ({ id, op: 'score', by: 1 }),
      },
    ],
    ticks: { score: { words: 'codeLab.step.score' } },
    run: {
      act(world, stmt) {
        world.game?.score(stmt.by);
        return GAME_TICKS.score;
      },
    },
    code: { line: (stmt) => `score ${addCode(stmt.by)};` },
  },
  say: {
    op: 'say',
    since: 3,
    stages: ['game'],
    fields: {
      sprite: spriteField,
      phrase: { type: 'choice', values: PHRASES, message: `a sprite says one of ${PHRASES.join(', ')}` },
    },
    blocks: [
      {
        kind: 'say',
        label: 'Say',
        labelKey: 'codeLab.block.say',
        family: 'pen',
        mark: '…',
        make: (id) => ({ id, op: 'say', sprite: SPRITE_IDS[0], phrase: PHRASES[0] }),
      },
    ],
    ticks: { say: { words: 'codeLab.step.say' } },
    run: {
      act(world, stmt) {
        world.game?.say(stmt.sprite, stmt.phrase);
        return GAME_TICKS['say'];
      },
    },
    code: { line: (stmt) => `${spriteCode(stmt.sprite)}.say('${stmt.phrase}');` },
  },
  'sprite-show': {
    op: 'sprite-show',
    since: 3,
    stages: ['game'],
    fields: { sprite: spriteField, shown: { type: 'flag', message: 'a show block says shown: true or false' } },
    blocks: [
      {
        kind: 'sprite-show',
        label: 'Show',
        labelKey: 'codeLab.block.spriteShow',
        family: 'pen',
        mark: '◉',
        make: (id) => ({ id, op: 'sprite-show', sprite: SPRITE_IDS[0], shown: true }),
        is: (s) => s.op === 'sprite-show' && s.shown,
      },
      {
        kind: 'sprite-hide',
        label: 'Hide',
        labelKey: 'codeLab.block.spriteHide',
        family: 'pen',
        mark: '◌',
        make: (id) => ({ id, op: 'sprite-show', sprite: SPRITE_IDS[0], shown: false }),
        is: (s) => s.op === 'sprite-show' && !s.shown,
      },
    ],
    ticks: { show: { words: 'codeLab.step.show' }, hide: { words: 'codeLab.step.hide' } },
    run: {
      act(world, stmt) {
        world.game?.show(stmt.sprite, stmt.shown);
        return stmt.shown ? GAME_TICKS.show : GAME_TICKS.hide;
      },
    },
    code: { line: (stmt) => `${spriteCode(stmt.sprite)}.${stmt.shown ? 'show' : 'hide'}();` },
  },
  'if-touching': {
    op: 'if-touching',
    since: 3,
    stages: ['game'],
    fields: {
      sprite: spriteField,
      other: spriteField,
      then: blocks,
      else: { type: 'blocks', optional: true },
    },
    blocks: [
      {
        kind: 'if-touching',
        label: 'If touching',
        labelKey: 'codeLab.block.ifTouching',
        family: 'check',
        mark: '?',
        make: (id) => ({ id, op: 'if-touching', sprite: SPRITE_IDS[0], other: SPRITE_IDS[4], then: [] }),
      },
    ],
    ticks: {
      'check-true': { words: 'codeLab.step.checkTrue' },
      'check-false': { words: 'codeLab.step.checkFalse' },
    },
    run: { control: 'if', test: (world, stmt) => world.game?.touching(stmt.sprite, stmt.other) ?? false },
    code: {
      opens: (stmt) => `if (${spriteCode(stmt.sprite)}.isTouching(${spriteCode(stmt.other)})) {`,
      between: '} else {',
    },
  },
  'if-visible': {
    op: 'if-visible',
    since: 3,
    stages: ['game'],
    fields: { sprite: spriteField, then: blocks, else: { type: 'blocks', optional: true } },
    blocks: [
      {
        kind: 'if-visible',
        label: 'If visible',
        labelKey: 'codeLab.block.ifVisible',
        family: 'check',
        mark: '?',
        make: (id) => ({ id, op: 'if-visible', sprite: SPRITE_IDS[0], then: [] }),
      },
    ],
    ticks: {
      'check-true': { words: 'codeLab.step.checkTrue' },
      'check-false': { words: 'codeLab.step.checkFalse' },
    },
    run: { control: 'if', test: (world, stmt) => world.game?.visible(stmt.sprite) ?? false },
    code: { opens: (stmt) => `if (${spriteCode(stmt.sprite)}.visible) {`, between: '} else {' },
  },
  // The Sound Lab's blocks (version 4, docs/product/code-lab.md#sound-lab): each plays on the
  // tune through `world.sound` (stages/sound/sound-stage.ts); no other stage has one.
  'play-note': {
    op: 'play-note',
    since: 4,
    stages: ['sound'],
    fields: {
      note: { type: 'choice', values: NOTES, message: `a note is one of ${NOTES.join(', ')}` },
      length: lengthField,
    },
    blocks: [
      {
        kind: 'play-note',
        label: 'Play a note',
        labelKey: 'codeLab.block.playNote',
        family: 'move',
        mark: '♪',
        make: (id) => ({ id, op: 'play-note', note: 'C4', length: 'quarter' }),
      },
    ],
    ticks: { note: { words: 'codeLab.step.note' } },
    run: {
      act(world, stmt) {
        const played = world.sound?.play(stmt.id, { kind: 'note', note: stmt.note, length: stmt.length });
        return played === false ? SOUND_FULL : SOUND_TICKS.note;
      },
    },
    code: { line: (stmt) => `playNote('${stmt.note}', '${stmt.length}');` },
  },
  'play-drum': {
    op: 'play-drum',
    since: 4,
    stages: ['sound'],
    fields: {
      drum: { type: 'choice', values: DRUMS, message: `a drum is one of ${DRUMS.join(', ')}` },
      length: lengthField,
    },
    blocks: [
      {
        kind: 'play-drum',
        label: 'Play a drum',
        labelKey: 'codeLab.block.playDrum',
        family: 'pick',
        mark: '◍',
        make: (id) => ({ id, op: 'play-drum', drum: 'kick', length: 'quarter' }),
      },
    ],
    ticks: { drum: { words: 'codeLab.step.drum' } },
    run: {
      act(world, stmt) {
        const played = world.sound?.play(stmt.id, { kind: 'drum', drum: stmt.drum, length: stmt.length });
        return played === false ? SOUND_FULL : SOUND_TICKS.drum;
      },
    },
    code: { line: (stmt) => `playDrum('${stmt.drum}', '${stmt.length}');` },
  },
  rest: {
    op: 'rest',
    since: 4,
    stages: ['sound'],
    fields: { length: lengthField },
    blocks: [
      {
        kind: 'rest',
        label: 'Rest',
        labelKey: 'codeLab.block.rest',
        family: 'move',
        mark: '𝄽',
        make: (id) => ({ id, op: 'rest', length: 'quarter' }),
      },
    ],
    ticks: { rest: { words: 'codeLab.step.rest' } },
    run: {
      act(world, stmt) {
        const played = world.sound?.play(stmt.id, { kind: 'rest', length: stmt.length });
        return played === false ? SOUND_FULL : SOUND_TICKS.rest;
      },
    },
    code: { line: (stmt) => `rest('${stmt.length}');` },
  },
  tempo: {
    op: 'tempo',
    since: 4,
    stages: ['sound'],
    fields: {
      bpm: {
        type: 'choice',
        values: TEMPOS,
        message: `a tempo is ${TEMPOS[0]} to ${TEMPOS.at(-1)} beats a minute, in tens`,
      },
    },
    blocks: [
      {
        kind: 'tempo',
        label: 'Tempo',
        labelKey: 'codeLab.block.tempo',
        family: 'pen',
        mark: '♩',
        make: (id) => ({ id, op: 'tempo', bpm: 100 }),
      },
    ],
    ticks: { tempo: { words: 'codeLab.step.tempo' } },
    run: {
      act(world, stmt) {
        world.sound?.tempo(stmt.bpm);
        return SOUND_TICKS.tempo;
      },
    },
    code: { line: (stmt) => `setTempo(${stmt.bpm});` },
  },
  'sound-say': {
    op: 'sound-say',
    since: 4,
    stages: ['sound'],
    fields: {
      phrase: {
        type: 'choice',
        values: SOUND_PHRASES,
        message: `a tune says one of ${SOUND_PHRASES.join(', ')}`,
      },
    },
    blocks: [
      {
        kind: 'sound-say',
        label: 'Say',
        labelKey: 'codeLab.block.soundSay',
        family: 'pen',
        mark: '…',
        make: (id) => ({ id, op: 'sound-say', phrase: SOUND_PHRASES[0] }),
      },
    ],
    ticks: { 'sound-say': { words: 'codeLab.step.soundSay' } },
    run: {
      act(world, stmt) {
        const said = world.sound?.play(stmt.id, { kind: 'say', phrase: stmt.phrase });
        return said === false ? SOUND_FULL : SOUND_TICKS.say;
      },
    },
    code: { line: (stmt) => `say('${stmt.phrase}');` },
  },
  together: {
    op: 'together',
    since: 4,
    stages: ['sound'],
    fields: { first: blocks, second: blocks },
    blocks: [
      {
        kind: 'together',
        label: 'Play together',
        labelKey: 'codeLab.block.together',
        family: 'loop',
        mark: '⫴',
        make: (id) => ({ id, op: 'together', first: [], second: [] }),
      },
    ],
    ticks: { together: { words: 'codeLab.step.together' } },
    run: { control: 'together' },
    code: { opens: () => 'together(() => {', between: '}, () => {', always: true, closes: '});' },
  },
  // The Web Lab's blocks (version 5, docs/product/code-lab.md#web-lab): a page's parts, shown as
  // the HTML they build (stages/web/build-page.ts), and the network's link between two houses.
  'web-heading': {
    op: 'web-heading',
    since: 5,
    stages: ['web'],
    fields: {
      size: { type: 'choice', values: HEADING_SIZES, message: 'a heading is big or small' },
      ...webTextFields,
    },
    blocks: [
      {
        kind: 'web-heading',
        label: 'Heading',
        labelKey: 'codeLab.block.webHeading',
        family: 'move',
        mark: 'H',
        make: (id) => ({ id, op: 'web-heading', size: 'big', starter: 'welcome', word: 'animals' }),
      },
    ],
    ticks: webPartTick,
    run: { act: () => WEB_PART },
    code: { line: (stmt) => (stmt.size === 'big' ? `<h1>${textCode(stmt)}</h1>` : `<h2>${textCode(stmt)}</h2>`) },
  },
  'web-paragraph': {
    op: 'web-paragraph',
    since: 5,
    stages: ['web'],
    fields: webTextFields,
    blocks: [
      {
        kind: 'web-paragraph',
        label: 'Paragraph',
        labelKey: 'codeLab.block.webParagraph',
        family: 'move',
        mark: '¶',
        make: (id) => ({ id, op: 'web-paragraph', starter: 'favourite-animal', word: 'cat' }),
      },
    ],
    ticks: webPartTick,
    run: { act: () => WEB_PART },
    code: { line: (stmt) => `<p>${textCode(stmt)}</p>` },
  },
  'web-picture': {
    op: 'web-picture',
    since: 5,
    stages: ['web'],
    fields: {
      picture: { type: 'choice', values: WEB_PICTURES, message: `a picture is one of ${WEB_PICTURES.join(', ')}` },
    },
    blocks: [
      {
        kind: 'web-picture',
        label: 'Picture',
        labelKey: 'codeLab.block.webPicture',
        family: 'pick',
        mark: '▣',
        make: (id) => ({ id, op: 'web-picture', picture: 'cat' }),
      },
    ],
    ticks: webPartTick,
    run: { act: () => WEB_PART },
    code: { line: (stmt) => `<img src="${stmt.picture}.svg">` },
  },
  'web-list': {
    op: 'web-list',
    since: 5,
    stages: ['web'],
    fields: { items: blocks },
    blocks: [
      {
        kind: 'web-list',
        label: 'List',
        labelKey: 'codeLab.block.webList',
        family: 'loop',
        mark: '☰',
        make: (id) => ({ id, op: 'web-list', items: [] }),
      },
    ],
    ticks: webPartTick,
    run: { act: () => WEB_PART },
    code: { opens: () => '<ul>', closes: '</ul>' },
  },
  'web-item': {
    op: 'web-item',
    since: 5,
    stages: ['web'],
    fields: webTextFields,
    blocks: [
      {
        kind: 'web-item',
        label: 'List item',
        labelKey: 'codeLab.block.webItem',
        family: 'pen',
        mark: '•',
        make: (id) => ({ id, op: 'web-item', starter: 'i-like', word: 'football' }),
      },
    ],
    ticks: webPartTick,
    run: { act: () => WEB_PART },
    code: { line: (stmt) => `<li>${textCode(stmt)}</li>` },
  },
  'web-box': {
    op: 'web-box',
    since: 5,
    stages: ['web'],
    fields: {
      direction: { type: 'choice', values: ['row', 'column'], message: 'a box is a row or a column' },
      body: blocks,
    },
    blocks: [
      {
        kind: 'web-row',
        label: 'Row',
        labelKey: 'codeLab.block.webRow',
        family: 'loop',
        mark: '⫼',
        make: (id) => ({ id, op: 'web-box', direction: 'row', body: [] }),
        is: (stmt) => stmt.op === 'web-box' && stmt.direction === 'row',
      },
      {
        kind: 'web-column',
        label: 'Column',
        labelKey: 'codeLab.block.webColumn',
        family: 'loop',
        mark: '☷',
        make: (id) => ({ id, op: 'web-box', direction: 'column', body: [] }),
        is: (stmt) => stmt.op === 'web-box' && stmt.direction === 'column',
      },
    ],
    ticks: webPartTick,
    run: { act: () => WEB_PART },
    code: { opens: (stmt) => `<div class="${stmt.direction}">`, closes: '</div>' },
  },
  'web-link': {
    op: 'web-link',
    since: 5,
    stages: ['web'],
    fields: {
      ...webTextFields,
      page: {
        type: 'choice',
        values: WEB_PAGE_NUMBERS,
        optional: true,
        message: 'a link goes to page 1, 2 or 3',
      },
      house: {
        type: 'whole',
        min: 1,
        max: 2147483647,
        optional: true,
        message: "a link to a house names the house's number",
      },
    },
    blocks: [
      {
        kind: 'web-link',
        label: 'Link',
        labelKey: 'codeLab.block.webLink',
        family: 'function',
        mark: '↗',
        make: (id) => ({ id, op: 'web-link', starter: 'go-to-page', word: 'animals', page: 2 }),
      },
    ],
    ticks: webPartTick,
    run: { act: () => WEB_PART },
    code: {
      line: (stmt) =>
        `<a href="${stmt.house !== undefined ? `house-${stmt.house}` : (stmt.page ?? 1)}">${textCode(stmt)}</a>`,
    },
  },
  'house-link': {
    op: 'house-link',
    since: 5,
    stages: ['network'],
    fields: {
      from: { type: 'choice', values: HOUSE_IDS, message: `a house is one of ${HOUSE_IDS.join(', ')}` },
      to: { type: 'choice', values: HOUSE_IDS, message: `a house is one of ${HOUSE_IDS.join(', ')}` },
    },
    blocks: [
      {
        kind: 'house-link',
        label: 'Link two houses',
        labelKey: 'codeLab.block.houseLink',
        family: 'function',
        mark: '⇢',
        make: (id) => ({ id, op: 'house-link', from: 'A', to: 'B' }),
      },
    ],
    ticks: { 'house-link': { words: 'codeLab.step.houseLink' } },
    run: { act: () => ({ event: 'house-link' }) },
    code: { line: (stmt) => `link('${stmt.from}', '${stmt.to}');` },
  },
};

/** Every block's definition, in the palette's order. */
export const BLOCK_ENTRIES: readonly BlockEntry[] = Object.values(BLOCKS) as readonly BlockEntry[];
