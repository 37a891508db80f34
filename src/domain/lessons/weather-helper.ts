// Ada's Weather Helper (conditionals lesson, docs/product/lessons.md#conditionals): a pure `(state, action) => state` engine.
// The view only draws the state and shows `feedback` as a toast.
import { MASCOT_START, MASCOT_STEP_PX } from '../constants';
import { activityRule, list, shape, text, type Guard, type LessonActivity } from './evidence';

export type Weather = 'sunny' | 'rainy';
export type WeatherBlockId = 'if-rain' | 'then-umbrella' | 'if-sunny' | 'then-sunglasses';
/** A block's words are the view's (message `activities.weather.blocks.*`, by id). */
export type WeatherBlock = { id: WeatherBlockId; command: 'if' | 'then' };

/** The four blocks, in palette order (docs/product/lessons.md#conditionals). */
const WEATHER_BLOCKS: readonly WeatherBlock[] = [
  { id: 'if-rain', command: 'if' },
  { id: 'then-umbrella', command: 'then' },
  { id: 'if-sunny', command: 'if' },
  { id: 'then-sunglasses', command: 'then' },
];

/** Each weather's condition and the action that belongs to it. */
const PAIRS: Record<Weather, { condition: WeatherBlockId; action: WeatherBlockId }> = {
  rainy: { condition: 'if-rain', action: 'then-umbrella' },
  sunny: { condition: 'if-sunny', action: 'then-sunglasses' },
};
const otherWeather = (weather: Weather): Weather => (weather === 'sunny' ? 'rainy' : 'sunny');

export type WeatherMessage = 'condition-met' | 'umbrella-on' | 'sunglasses-on' | 'complete' | 'wrong-drop';

type WeatherFeedback = {
  seq: number; // grows with every message, so a view can tell a new one from the last
  kind: 'condition-met' | 'action-taken' | 'complete' | 'wrong-drop';
  /** Which words the view shows (its title follows from `kind`). */
  message: WeatherMessage;
  variant: 'success' | 'destructive';
};

export type WeatherHelperState = {
  weather: Weather;
  placed: readonly WeatherBlockId[];
  umbrella: boolean;
  sunglasses: boolean;
  smile: boolean;
  complete: boolean;
  mascot: { x: number; y: number };
  feedback: WeatherFeedback | null;
};

export type WeatherHelperAction =
  { type: 'drop'; blockId: WeatherBlockId } | { type: 'toggle-weather' } | { type: 'reset' };

export const initialWeatherHelper = (weather: Weather = 'sunny'): WeatherHelperState => ({
  weather,
  placed: [],
  umbrella: false,
  sunglasses: false,
  smile: false,
  complete: false,
  mascot: { ...MASCOT_START },
  feedback: null,
});

/** Blocks still in the palette: each block is placed at most once. */
export const availableBlocks = (state: WeatherHelperState): readonly WeatherBlock[] =>
  WEATHER_BLOCKS.filter((block) => !state.placed.includes(block.id));

export const blockById = (id: WeatherBlockId): WeatherBlock => {
  const block = WEATHER_BLOCKS.find((b) => b.id === id);
  if (!block) throw new Error(`unknown weather block ${id}`);
  return block;
};

export const isWeatherBlockId = (id: unknown): id is WeatherBlockId =>
  WEATHER_BLOCKS.some((b) => b.id === id);

/** Can this block be dropped at all right now? (Not when complete, not when already placed.) */
const canDrop = (state: WeatherHelperState, blockId: WeatherBlockId): boolean =>
  !state.complete && !state.placed.includes(blockId);

const say = (
  state: WeatherHelperState,
  kind: WeatherFeedback['kind'],
  message: WeatherMessage,
  variant: WeatherFeedback['variant'] = 'success',
): WeatherFeedback => ({ seq: (state.feedback?.seq ?? 0) + 1, kind, variant, message });

function drop(state: WeatherHelperState, blockId: WeatherBlockId): WeatherHelperState {
  if (!canDrop(state, blockId)) return state;
  const pair = PAIRS[state.weather];
  const placed = [...state.placed, blockId];

  // docs/product/lessons.md#conditionals: a condition is accepted when it matches the current weather.
  if (blockId === pair.condition) {
    return {
      ...state,
      placed,
      feedback: say(state, 'condition-met', 'condition-met'),
    };
  }
  // docs/product/lessons.md#conditionals: an action is accepted when it matches the weather and its 'if' is already placed.
  if (blockId === pair.action && state.placed.includes(pair.condition)) {
    const other = PAIRS[otherWeather(state.weather)];
    const complete = placed.includes(other.condition) && placed.includes(other.action);
    const moved = {
      ...state,
      placed,
      umbrella: state.umbrella || blockId === 'then-umbrella',
      sunglasses: state.sunglasses || blockId === 'then-sunglasses',
      mascot: { x: state.mascot.x + MASCOT_STEP_PX, y: state.mascot.y },
    };
    if (complete) {
      return {
        ...moved,
        complete: true,
        smile: true,
        feedback: say(state, 'complete', 'complete'),
      };
    }
    const taken: WeatherMessage =
      blockId === 'then-umbrella'
        ? 'umbrella-on'
        : 'sunglasses-on';
    return { ...moved, feedback: say(state, 'action-taken', taken) };
  }
  // Any other drop: the block does not join the program (it would contradict the message).
  return {
    ...state,
    feedback: say(state, 'wrong-drop', 'wrong-drop', 'destructive'),
  };
}

export function weatherHelperReducer(
  state: WeatherHelperState,
  action: WeatherHelperAction,
): WeatherHelperState {
  switch (action.type) {
    case 'drop':
      return drop(state, action.blockId);
    case 'toggle-weather':
      // docs/product/lessons.md#conditionals: flips the weather and clears the worn items, smile and success, never the
      // placed blocks or Ada's position. Refused once the task is complete.
      if (state.complete) return state;
      return {
        ...state,
        weather: otherWeather(state.weather),
        umbrella: false,
        sunglasses: false,
        smile: false,
      };
    case 'reset':
      if (state.complete) return state;
      return { ...initialWeatherHelper(state.weather), feedback: state.feedback };
  }
}

// The activity's evidence for the server (docs/product/lessons.md#graded-by-the-server): small, checked
// with the rule above.
export type WeatherEvidence = { placed: string[] };
export const weatherEvidenceOf = (state: WeatherHelperState): WeatherEvidence => ({ placed: [...state.placed] });
/**
 * The placed blocks, dropped again in their order through the engine (switching the weather
 * when a block belongs to the other one, as the child did): done when the engine says complete.
 */
function isWeatherEvidenceDone(evidence: WeatherEvidence): boolean {
  let state = initialWeatherHelper('sunny');
  for (const blockId of evidence.placed) {
    if (!isWeatherBlockId(blockId)) return false;
    const mine = PAIRS[state.weather];
    if (blockId !== mine.condition && blockId !== mine.action) state = weatherHelperReducer(state, { type: 'toggle-weather' });
    state = weatherHelperReducer(state, { type: 'drop', blockId });
  }
  return state.complete;
}
const isWeatherEvidence: Guard<WeatherEvidence> = shape({ placed: list(text(32), 8) });
/** The Weather Helper's rule (it reads no content). */
export const weatherActivity: LessonActivity = activityRule(isWeatherEvidence, isWeatherEvidenceDone);
