// The Game Creator lesson's tiny game (docs/product/lessons.md#game-creator): events ("when this
// happens") wired to actions ("do that"). The child wires an event to an action, presses Play, and
// the game runs with the wiring: a cat on a track of five places, a star on the fourth, a score. A
// scripted player starts the game, presses the right arrow key three times and the space key once;
// each press runs the actions wired to it, and the cat touching the star (once per contact) runs
// the actions wired to that. The game's frames are computed here from the wiring alone (no clock),
// so the page only draws them one after another and the server checks the same wiring.
import { activityRule, list, oneOf, shape, type Guard, type LessonActivity } from './evidence';

export const WIRING_EVENTS = ['start', 'right-key', 'space-key', 'touch-star'] as const;
export type WiringEvent = (typeof WIRING_EVENTS)[number];
export const WIRING_ACTIONS = ['say-go', 'move-right', 'move-left', 'add-point', 'say-yay'] as const;
export type WiringAction = (typeof WIRING_ACTIONS)[number];

/** One wire: when `event` happens, do `action`. */
export type Wire = { event: WiringEvent; action: WiringAction };

/** At most this many actions on one event, and wires in all. */
export const ACTIONS_PER_EVENT_MAX = 3;
export const WIRES_MAX = 10;

/** The track: places 0..TRACK_LAST; the cat starts at 0, the star is at STAR_AT. */
export const TRACK_LAST = 4;
export const STAR_AT = 3;
/** The scripted player: what happens, in order (the touches come from the game itself). */
export const SCRIPT: readonly WiringEvent[] = ['start', 'right-key', 'right-key', 'right-key', 'space-key'];

export type WiringState = {
  wires: readonly Wire[];
  /** The event picked, waiting for its action (tap an event, then an action). */
  picked: WiringEvent | null;
  /** The frame of the game on screen while it plays, or null when it is still. */
  playing: number | null;
  /** True once a game that works has played to its end. */
  done: boolean;
  /** After a game ends: what it says (null before the first play, or after a change). */
  result: WiringGap | 'works' | null;
};

export type WiringChange =
  | { type: 'pick'; event: WiringEvent }
  | { type: 'wire'; action: WiringAction }
  | { type: 'unwire'; index: number }
  | { type: 'play' }
  | { type: 'next-frame' }
  | { type: 'start-over' };

export const initialWiring: WiringState = { wires: [], picked: null, playing: null, done: false, result: null };

/** One frame of the game as the page draws it and a screen reader hears it. */
export type GameFrame = {
  /** What happened: the scripted player's event, or the cat touching the star. */
  event: WiringEvent;
  /** The actions that ran, in order (none: nothing was wired to the event). */
  ran: readonly WiringAction[];
  catAt: number;
  score: number;
  saying: 'go' | 'yay' | null;
  touching: boolean;
};

const isWiringEvent = (value: unknown): value is WiringEvent => WIRING_EVENTS.some((e) => e === value);
const isWiringAction = (value: unknown): value is WiringAction => WIRING_ACTIONS.some((a) => a === value);

/** The actions wired to an event, in the order they were wired. */
const actionsOf = (wires: readonly Wire[], event: WiringEvent): WiringAction[] =>
  wires.filter((w) => w.event === event).map((w) => w.action);

type Scene = { catAt: number; score: number; saying: 'go' | 'yay' | null };

function runAction(scene: Scene, action: WiringAction): Scene {
  switch (action) {
    case 'say-go':
      return { ...scene, saying: 'go' };
    case 'say-yay':
      return { ...scene, saying: 'yay' };
    case 'move-right':
      return { ...scene, catAt: Math.min(TRACK_LAST, scene.catAt + 1) };
    case 'move-left':
      return { ...scene, catAt: Math.max(0, scene.catAt - 1) };
    case 'add-point':
      return { ...scene, score: scene.score + 1 };
  }
}

/**
 * The game played by the scripted player with this wiring: one frame per scripted event, and one
 * more each time the cat comes to touch the star (once per contact; again after it leaves).
 * Bounded: at most two frames per scripted event.
 */
export function playGame(wires: readonly Wire[]): GameFrame[] {
  const frames: GameFrame[] = [];
  let scene: Scene = { catAt: 0, score: 0, saying: null };
  let touching = scene.catAt === STAR_AT;
  const step = (event: WiringEvent) => {
    const ran = actionsOf(wires, event);
    scene = ran.reduce(runAction, scene);
    frames.push({ event, ran, ...scene, touching: scene.catAt === STAR_AT });
  };
  for (const event of SCRIPT) {
    step(event);
    const touchingNow = scene.catAt === STAR_AT;
    if (touchingNow && !touching) step('touch-star');
    touching = scene.catAt === STAR_AT;
  }
  return frames;
}

/**
 * What a game must do, in order; the first one it does not is the child's feedback
 * (docs/product/lessons.md#game-creator).
 */
const WIRING_GOALS = ['says-go-at-start', 'moves-right-on-key', 'touches-star', 'point-on-touch'] as const;
export type WiringGap = (typeof WIRING_GOALS)[number];

function meets(frames: readonly GameFrame[], goal: WiringGap): boolean {
  switch (goal) {
    case 'says-go-at-start':
      return frames[0]?.event === 'start' && frames[0].saying === 'go';
    case 'moves-right-on-key':
      return frames.some((f, i) => f.event === 'right-key' && f.catAt > (i > 0 ? frames[i - 1]!.catAt : 0));
    case 'touches-star':
      return frames.some((f) => f.event === 'touch-star');
    case 'point-on-touch':
      return frames.some((f, i) => f.event === 'touch-star' && f.score > (i > 0 ? frames[i - 1]!.score : 0));
  }
}

/** The first goal the wiring's game does not meet, or null when the game works. */
export const wiringGap = (wires: readonly Wire[]): WiringGap | null => {
  const frames = playGame(wires);
  return WIRING_GOALS.find((goal) => !meets(frames, goal)) ?? null;
};

export function wiringReducer(state: WiringState, change: WiringChange): WiringState {
  // While the game plays the wiring stays as it is: only the next frame moves it on.
  if (state.playing !== null && change.type !== 'next-frame') return state;
  switch (change.type) {
    case 'pick':
      if (!isWiringEvent(change.event)) return state;
      return { ...state, picked: state.picked === change.event ? null : change.event };
    case 'wire': {
      const event = state.picked;
      if (event === null || !isWiringAction(change.action)) return state;
      const wired = state.wires.some((w) => w.event === event && w.action === change.action);
      const full = state.wires.length >= WIRES_MAX || actionsOf(state.wires, event).length >= ACTIONS_PER_EVENT_MAX;
      if (wired || full) return { ...state, picked: null };
      return { ...state, wires: [...state.wires, { event, action: change.action }], picked: null, result: null };
    }
    case 'unwire':
      return { ...state, wires: state.wires.filter((_, i) => i !== change.index), result: null };
    case 'play':
      return { ...state, picked: null, playing: 0, result: null };
    case 'next-frame': {
      if (state.playing === null) return state;
      const next = state.playing + 1;
      if (next < playGame(state.wires).length) return { ...state, playing: next };
      const gap = wiringGap(state.wires);
      return { ...state, playing: null, result: gap ?? 'works', done: state.done || gap === null };
    }
    case 'start-over':
      return { ...initialWiring, done: state.done };
  }
}

/** Why a wire could not be added, for the page to say: the same one is there, or the event is full. */
export function wireRefusal(state: Pick<WiringState, 'wires'>, wire: Wire): 'already' | 'event-full' | 'full' | null {
  if (state.wires.some((w) => w.event === wire.event && w.action === wire.action)) return 'already';
  if (state.wires.length >= WIRES_MAX) return 'full';
  if (actionsOf(state.wires, wire.event).length >= ACTIONS_PER_EVENT_MAX) return 'event-full';
  return null;
}

const eventCode: Record<WiringEvent, string> = {
  start: 'onStart(() => {',
  'right-key': "onKey('right', () => {",
  'space-key': "onKey('space', () => {",
  'touch-star': "onTouch(cat, star, () => {",
};
const actionCode: Record<WiringAction, string> = {
  'say-go': "cat.say('Go!');",
  'say-yay': "cat.say('Yay!');",
  'move-right': 'cat.x = cat.x + 1;',
  'move-left': 'cat.x = cat.x - 1;',
  'add-point': 'score = score + 1;',
};

/** The wiring as JavaScript: one handler per event that has actions, in the events' order. */
export function wiringCode(wires: readonly Wire[]): string {
  const handlers = WIRING_EVENTS.flatMap((event) => {
    const actions = actionsOf(wires, event);
    return actions.length === 0 ? [] : [[eventCode[event], ...actions.map((a) => `  ${actionCode[a]}`), '});'].join('\n')];
  });
  return handlers.length > 0 ? handlers.join('\n\n') : '// no events yet';
}

// The activity's evidence for the server (docs/product/lessons.md#graded-by-the-server): the
// wiring, checked by playing it with the rule above.
export type WiringEvidence = { wires: Wire[] };
export const wiringEvidenceOf = (state: Pick<WiringState, 'wires'>): WiringEvidence => ({
  wires: state.wires.map((w) => ({ ...w })),
});
const isWire: Guard<Wire> = shape({ event: oneOf(WIRING_EVENTS), action: oneOf(WIRING_ACTIONS) });
const isWiringEvidence: Guard<WiringEvidence> = shape({ wires: list(isWire, WIRES_MAX) });
/** Evidence a page could have made: no wire twice, no event with more than its actions. */
const wiredAsThePageWires = (wires: readonly Wire[]): boolean =>
  wires.every((w, i) => wires.findIndex((o) => o.event === w.event && o.action === w.action) === i) &&
  WIRING_EVENTS.every((event) => actionsOf(wires, event).length <= ACTIONS_PER_EVENT_MAX);
/** The tiny game's rule (it reads no content): the wiring, played, meets every goal. */
export const gameWiringActivity: LessonActivity = activityRule(
  isWiringEvidence,
  (e) => wiredAsThePageWires(e.wires) && wiringGap(e.wires) === null,
);
