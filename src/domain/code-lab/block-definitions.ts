// Every Code Lab block, one definition each (docs/product/code-lab.md#adding-a-block,
// docs/decisions/389-a-block-is-one-definition.md): its statement's type and its entry in BLOCKS,
// whose shape is in block-shape.ts. This file is what a new block adds to (and its words to the
// catalogues); blocks.ts derives everything the schema, the checks, the editor, the interpreter
// and Show the code read. BLOCKS has a key for every op, so TypeScript fails on a forgotten one,
// and blocks.wiring.test.ts fails on a missing word, look, line or stage. No zod here: the Code
// Lab page imports this.
import type { MessageKey } from '../../i18n/translate';
import type { BlockDefinition, BlockEntry, Op } from './block-shape';

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
export type Stmt =
  | ForwardStmt
  | TurnStmt
  | CollectStmt
  | RepeatStmt
  | UntilGoalStmt
  | IfStmt
  | CallStmt
  | PenStmt
  | ColorStmt;

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

/** The names a child picks for a function (never typed). */
export const FUNCTION_NAMES = ['square', 'hop', 'stairs', 'petal', 'zigzag', 'wiggle'] as const;
export type FunctionName = (typeof FUNCTION_NAMES)[number];
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

const blocks = { type: 'blocks' } as const;

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
    stages: ['grid', 'pen'],
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
    run: { control: 'if' },
    code: { opens: (stmt) => `if (${CONDITION_CODE[stmt.cond]}) {`, between: '} else {' },
  },
  call: {
    op: 'call',
    since: 2,
    stages: ['grid', 'pen'],
    fields: {
      name: {
        type: 'choice',
        values: FUNCTION_NAMES,
        message: `a function's name is one of ${FUNCTION_NAMES.join(', ')}`,
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
};

/** Every block's definition, in the palette's order. */
export const BLOCK_ENTRIES: readonly BlockEntry[] = Object.values(BLOCKS) as readonly BlockEntry[];
