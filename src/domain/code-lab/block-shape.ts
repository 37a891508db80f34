// The shape of a Code Lab block's definition (docs/decisions/389-a-block-is-one-definition.md):
// what each entry of BLOCKS (block-definitions.ts) says about its op.
import type { MessageKey } from '../../i18n/translate';
import type { BlockKind, Stmt, TraceEvent } from './block-definitions';
import type { ActionDone, ActionWorld, SensingWorld } from './interpreter';

/** A statement's op: one definition each. */
export type Op = Stmt['op'];
type StmtOf<O extends Op> = Extract<Stmt, { op: O }>;

/**
 * Where a block can be used: the grid (walls, balloons, the flag), the pen's paper (the pen
 * levels and the studio), a game's scene (the Game Lab: sprites, events, a score) or a tune (the
 * Sound Lab: notes, drums, two voices), a web page (the Web Lab: headings, pictures, links) or a
 * street of houses (the Web Lab's network: links between houses). A level's toolbox holds only its stage's blocks (a
 * content test says so); the studio and a drawing hold every block of the pen's paper; a game
 * program holds only the game's blocks, a tune only the sound's.
 */
export const STAGES = ['grid', 'pen', 'game', 'sound', 'web', 'network'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * Blocks of one family look alike (moves, picking up, loops, questions, the pen, functions).
 * @public for the editor's block looks, built beside this module.
 */
export const BLOCK_FAMILIES = ['move', 'pick', 'loop', 'check', 'pen', 'function'] as const;
export type BlockFamily = (typeof BLOCK_FAMILIES)[number];

/**
 * The versions of a program: 1 and 2 are Ada's (the grid and the paper), 3 a game's (its
 * statements are the blocks whose stages have the game: game-program.ts), 4 a tune's (the
 * blocks whose stages have the sound: stages/sound/tune-program.ts), 5 a web page's or a
 * network's (the blocks whose stages have the web or the network: stages/web/web-program.ts).
 */
export type ProgramVersion = 1 | 2 | 3 | 4 | 5;

/**
 * A field of a statement besides `id` and `op`. `since: 2`: only version 2 programs have it.
 * `message`: what a wrong value is told (the schema's words).
 */
export type BlockField =
  | {
      type: 'choice';
      values: readonly (string | number)[];
      optional?: true;
      since?: 2;
      message: string;
    }
  | { type: 'whole'; min: number; max: number; optional?: true; message: string }
  | { type: 'flag'; message: string }
  | { type: 'blocks'; optional?: true };


/** A block of the palette. `make(id)` is the statement it puts in a program. `label` is its
 * English words (the API's messages); `labelKey` its words in the message catalogue; `family`
 * its colour and `mark` the small sign drawn on it (no emoji, no letters). */
export type PaletteBlock = {
  kind: BlockKind;
  label: string;
  labelKey: MessageKey;
  family: BlockFamily;
  mark: string;
  make: (id: string) => Stmt;
};

/**
 * How a block runs. A plain action (`act`) costs one tick and changes the world; the others are
 * the run's control flow (a loop, an if, a call, together), which the interpreter's frames are.
 * An if says how its question is asked of the world (`test`); its lists are `then` and `else`.
 * Together's lists are `first` and `second`: the interpreter runs one after the other and tells
 * the world where each begins and ends (`StageWorld.together`), so the stage can start both at
 * the same moment.
 */
type BlockRun<S> =
  | { act(world: ActionWorld, stmt: S): ActionDone }
  | { control: 'loop' | 'call' | 'together' }
  | { control: 'if'; test(world: SensingWorld, stmt: S): boolean };

/**
 * Its Show-the-code line (docs/product/code-lab.md#show-the-code): a plain block is one line; a
 * block with a list of blocks opens with a line (`counter` is the loop variable a `for` may
 * use; `counts: true` when it does), its lists follow one level in, a later list only when it
 * has blocks and after `between` (`always`: even when empty), and `closes` (else "}") closes it.
 */
export type BlockCode<S> =
  | { line(stmt: S): string }
  | {
      opens(stmt: S, counter: string): string;
      counts?: true;
      between?: string;
      /** Every list is shown, an empty one too (together's two voices). */
      always?: true;
      closes?: string;
    };

/** How each tick this op makes is said (a catalogue key; outcome-words.ts gives a turn, a
 * colour and a call their facts) and whether the child sees Ada do something in it (moved,
 * drew, turned, picked up or tried to, bumped, reached the flag). */
type Tick = { words: MessageKey; adaMoves?: true };

export type BlockDefinition<O extends Op = Op> = {
  op: O;
  /** The first program version with this op (3: a game's block, in no version of Ada's). */
  since: ProgramVersion;
  stages: readonly Stage[];
  fields: Readonly<Record<string, BlockField>>;
  /** Its palette blocks; `kindOf` picks among them by `is` when there are several. */
  blocks: readonly (PaletteBlock & { is?: (stmt: Stmt) => boolean })[];
  ticks: Partial<Record<TraceEvent, Tick>>;
  run: BlockRun<StmtOf<O>>;
  code: BlockCode<StmtOf<O>>;
};
/** @public the entries as a list, for the checks and tests that walk every block. */
export type BlockEntry = BlockDefinition;
