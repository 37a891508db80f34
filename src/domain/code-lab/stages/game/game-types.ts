// The Game Lab's shapes (docs/decisions/402-the-game-lab.md): a scene of sprites that are objects
// with properties, a program of event handlers, a level's scripted player and its goal as an
// ordered list of criteria. The engine (game-stage.ts), the levels (content/code-lab/game.ts,
// racer.ts) and the page's scene (src/web/features/code-lab/stages/game/) all read these.
// Pure data: no zod here (the schema is game-program.ts), so the page can import it freely.

/** The scene is SCENE_SIZE × SCENE_SIZE units; x grows to the right, y downwards (as in SVG). */
export const SCENE_SIZE = 400;
/** A game runs 30 frames a second; a frame is a number, never a clock. */
export const FRAMES_PER_SECOND = 30;
/** The most frames a level may last (a minute). */
export const MAX_FRAMES = 1800;
/** The most interpreter steps one frame may take, all handlers together; more stops the game. */
export const STEPS_PER_FRAME = 200;
/** Two sprites touch when their centres are closer than this (each costume is drawn in a 48-unit box). */
export const TOUCH_DISTANCE = 40;
/** At most this many sprites in a scene. */
export const MAX_SPRITES = 8;

/** Our own SVG costumes (src/web/features/code-lab/stages/game/costumes.tsx draws each one). */
export const COSTUMES = [
  'cat',
  'dog',
  'red-car',
  'blue-car',
  'star',
  'ball',
  'rock',
  'goal',
  'robot',
  'apple',
  'line',
] as const;
export type Costume = (typeof COSTUMES)[number];

/**
 * A sprite's id is the name a child reads, from the costume's word list (`game.sprite.<id>`:
 * "the cat", "the red car"): never typed. A scene holds each id once.
 */
export const SPRITE_IDS = [
  'cat',
  'dog',
  'red-car',
  'blue-car',
  'star',
  'ball',
  'rock',
  'goal',
  'robot',
  'apple',
  'line',
  'star-2',
  'rock-2',
] as const;
export type SpriteId = (typeof SPRITE_IDS)[number];

/** The keys a game listens to. */
export const GAME_KEYS = ['left', 'right', 'up', 'down', 'space'] as const;
export type GameKey = (typeof GAME_KEYS)[number];

/** What a sprite may say: words from a list (`game.phrase.<id>`), never free text. */
export const PHRASES = ['hello', 'yay', 'oops', 'got-it', 'go', 'you-win', 'try-again', 'meow'] as const;
export type Phrase = (typeof PHRASES)[number];

/** A sprite's properties that blocks set or change (x, y, direction, speed are whole numbers). */
export const SPRITE_PROPERTIES = ['x', 'y', 'direction', 'speed'] as const;
export type SpriteProperty = (typeof SPRITE_PROPERTIES)[number];

/**
 * Each property's whole values: x and y on the scene, a direction in degrees (a change goes
 * round: 350 + 20 is 10), a speed in units a frame. A block that sets or changes a property
 * keeps it in its range (the engine clamps; the program's check refuses a set out of range).
 */
export const PROPERTY_RANGES: Readonly<Record<SpriteProperty, { min: number; max: number }>> = {
  x: { min: 0, max: SCENE_SIZE },
  y: { min: 0, max: SCENE_SIZE },
  direction: { min: 0, max: 359 },
  speed: { min: 0, max: 20 },
};

/**
 * A sprite at some moment: an object with properties. `direction` is in degrees clockwise from
 * up (0 up, 90 right, 180 down, 270 left), 0..359; `speed` is units moved forward each frame by
 * the engine (0..20, negative not allowed); x and y are 0..SCENE_SIZE (a sprite stops at the
 * edge).
 */
export type SpriteState = {
  id: SpriteId;
  costume: Costume;
  x: number;
  y: number;
  direction: number;
  speed: number;
  visible: boolean;
  /** What it says now, shown as a speech bubble until it says something else or 2 seconds pass. */
  saying?: Phrase;
};

/** How a sprite starts: its state without what it says. */
export type SpriteStart = Omit<SpriteState, 'saying'>;

/** The events a handler can wait for, in the order one frame runs them. */
export const GAME_EVENTS = ['start', 'key', 'tap', 'touch', 'tick'] as const;
export type GameEventKind = (typeof GAME_EVENTS)[number];

/**
 * `when <event>`: start (frame 0), a key pressed, a sprite tapped, `sprite` touching `other`
 * (once per contact; again after they part), every tick (each frame).
 */
export type GameEvent =
  | { kind: 'start' }
  | { kind: 'key'; key: GameKey }
  | { kind: 'tap'; sprite: SpriteId }
  | { kind: 'touch'; sprite: SpriteId; other: SpriteId }
  | { kind: 'tick' };

/** A level's scripted player: at `frame`, a key is pressed or a sprite tapped. */
export type ScriptedInput = { frame: number } & ({ key: GameKey } | { tap: SpriteId });

/**
 * A level's goal, one criterion of an ordered list: the first one a run does not meet is the
 * child's feedback (its words are `game.criterion.<type>`, with the criterion's own numbers
 * and names).
 */
export type Criterion =
  /** A handler for this event exists in the program (checked before running). */
  | { type: 'has-handler'; event: GameEvent }
  /** The score reaches at least `score` before the game ends. */
  | { type: 'score-reaches'; score: number }
  /** `sprite` touched `other` at least `times` times (contacts, not frames). */
  | { type: 'touched'; sprite: SpriteId; other: SpriteId; times: number }
  /** `sprite` ended the game at least `distance` units from where it started. */
  | { type: 'moved'; sprite: SpriteId; distance: number }
  /** `sprite`'s `property` was `value` at some frame. */
  | { type: 'property-was'; sprite: SpriteId; property: SpriteProperty | 'visible'; value: number | boolean }
  /** `sprite` said `phrase` at some frame. */
  | { type: 'said'; sprite: SpriteId; phrase: Phrase }
  /** `sprite` touched `other` (a line) `times` times before `frame` (a lap, a finish). */
  | { type: 'touched-before'; sprite: SpriteId; other: SpriteId; times: number; frame: number }
  /** `sprite` never touched `other` (the rocks on the track). */
  | { type: 'never-touched'; sprite: SpriteId; other: SpriteId };

/** The scene a game starts with: its sprites, and a timer in frames when the level wants one. */
export type GameScene = {
  sprites: readonly SpriteStart[];
  /** The game ends when the timer runs out (frames); shown as seconds left. */
  timerFrames?: number;
  /** The seed of the game's randomness ("go to a random spot"). */
  seed: number;
};

/** One frame as the page draws it: every sprite, the score, the time left, who touches whom. */
export type GameFrame = {
  frame: number;
  sprites: readonly SpriteState[];
  score: number;
  /** Frames left on the timer, when the game has one. */
  framesLeft?: number;
  /** Pairs of sprites that touch in this frame, each pair once, in SPRITE_IDS order. */
  touching: readonly (readonly [SpriteId, SpriteId])[];
};
