// The Object Workshop lesson's workshop (docs/product/lessons.md#object-workshop): three objects, a
// cat, a car and a robot. Each object has properties (its colour, size and speed) that the child
// sets from choices, and actions it can do (the car drives, the cat jumps, the robot says hello).
// A task list ("Make the car red", "Make the cat faster than the car") is data in the lesson's
// content; the workshop is done when its state meets every task. Pure: the page draws the objects
// from the state and says what changed.
import { activityRule, list, oneOf, shape, whole, type Guard, type LessonActivity } from './evidence';

export const WORKSHOP_OBJECTS = ['cat', 'car', 'robot'] as const;
export type WorkshopObject = (typeof WORKSHOP_OBJECTS)[number];

export const COLOURS = ['red', 'orange', 'green', 'blue'] as const;
type Colour = (typeof COLOURS)[number];
export const SIZES = ['small', 'medium', 'big'] as const;
export type Size = (typeof SIZES)[number];
/** Speed is a whole number from 1 (slow) to 5 (fast). */
export const SPEED_MIN = 1;
export const SPEED_MAX = 5;

/** What each object can do: its actions (methods, in code). */
export const OBJECT_ACTIONS = {
  cat: ['jump', 'meow'],
  car: ['drive', 'honk'],
  robot: ['say-hello', 'wave'],
} as const satisfies Record<WorkshopObject, readonly string[]>;
export type ObjectAction = (typeof OBJECT_ACTIONS)[WorkshopObject][number];
const ALL_ACTIONS = [...new Set(Object.values(OBJECT_ACTIONS).flat())] as ObjectAction[];

/** An object's properties. */
type ObjectProperties = { colour: Colour; size: Size; speed: number };
type WorkshopObjects = Readonly<Record<WorkshopObject, ObjectProperties>>;
/** An action an object did. */
export type TriedAction = { object: WorkshopObject; action: ObjectAction };

/** What changed last, so the page can show it and say it. */
type WorkshopChange =
  | { kind: 'property'; object: WorkshopObject; property: keyof ObjectProperties }
  | { kind: 'action'; object: WorkshopObject; action: ObjectAction; n: number };

export type WorkshopState = {
  objects: WorkshopObjects;
  /** Each action tried at least once, in the order first tried. */
  tried: readonly TriedAction[];
  last: WorkshopChange | null;
};

export type WorkshopAction =
  | { type: 'set-colour'; object: WorkshopObject; colour: Colour }
  | { type: 'set-size'; object: WorkshopObject; size: Size }
  | { type: 'speed'; object: WorkshopObject; change: 1 | -1 }
  | { type: 'do'; object: WorkshopObject; action: ObjectAction }
  | { type: 'start-over' };

/** How the objects start: the cat slower than the car, so one task asks to change that. */
const STARTING_OBJECTS: WorkshopObjects = {
  cat: { colour: 'orange', size: 'medium', speed: 2 },
  car: { colour: 'blue', size: 'medium', speed: 3 },
  robot: { colour: 'green', size: 'small', speed: 1 },
};

export const initialWorkshop: WorkshopState = { objects: STARTING_OBJECTS, tried: [], last: null };

/** Whether `action` is one of `object`'s own actions (a cat does not drive). */
const canDo = (object: WorkshopObject, action: ObjectAction): boolean =>
  (OBJECT_ACTIONS[object] as readonly ObjectAction[]).includes(action);

const clampSpeed = (speed: number) => Math.min(SPEED_MAX, Math.max(SPEED_MIN, speed));

function setProperty(state: WorkshopState, object: WorkshopObject, change: Partial<ObjectProperties>, property: keyof ObjectProperties): WorkshopState {
  return {
    ...state,
    objects: { ...state.objects, [object]: { ...state.objects[object], ...change } },
    last: { kind: 'property', object, property },
  };
}

export function workshopReducer(state: WorkshopState, action: WorkshopAction): WorkshopState {
  switch (action.type) {
    case 'set-colour':
      return COLOURS.includes(action.colour) ? setProperty(state, action.object, { colour: action.colour }, 'colour') : state;
    case 'set-size':
      return SIZES.includes(action.size) ? setProperty(state, action.object, { size: action.size }, 'size') : state;
    case 'speed': {
      const speed = clampSpeed(state.objects[action.object].speed + action.change);
      return speed === state.objects[action.object].speed ? state : setProperty(state, action.object, { speed }, 'speed');
    }
    case 'do': {
      if (!canDo(action.object, action.action)) return state;
      const seen = state.tried.some((t) => t.object === action.object && t.action === action.action);
      const n = state.last?.kind === 'action' ? state.last.n + 1 : 1;
      return {
        ...state,
        tried: seen ? state.tried : [...state.tried, { object: action.object, action: action.action }],
        last: { kind: 'action', object: action.object, action: action.action, n },
      };
    }
    case 'start-over':
      return initialWorkshop;
  }
}

/** One task's check, as data in the lesson's content. */
export type WorkshopCheck =
  | { kind: 'colour-is'; object: WorkshopObject; colour: Colour }
  | { kind: 'size-is'; object: WorkshopObject; size: Size }
  | { kind: 'faster-than'; object: WorkshopObject; than: WorkshopObject }
  | { kind: 'did'; object: WorkshopObject; action: ObjectAction };

/** A task of the list: the words a child reads, and its check. */
export type WorkshopTask = { id: string; text: string; check: WorkshopCheck };

/** What the rule reads: the objects' properties and the actions tried. */
type WorkshopFacts = Pick<WorkshopState, 'objects' | 'tried'>;

/** Whether the workshop's state meets one task. */
export function isTaskMet(facts: WorkshopFacts, check: WorkshopCheck): boolean {
  switch (check.kind) {
    case 'colour-is':
      return facts.objects[check.object].colour === check.colour;
    case 'size-is':
      return facts.objects[check.object].size === check.size;
    case 'faster-than':
      return facts.objects[check.object].speed > facts.objects[check.than].speed;
    case 'did':
      return facts.tried.some((t) => t.object === check.object && t.action === check.action);
  }
}

/** docs/product/lessons.md#object-workshop: done when every task is met at once (no tasks: never). */
export const allTasksMet = (facts: WorkshopFacts, tasks: readonly WorkshopTask[]): boolean =>
  tasks.length > 0 && tasks.every((task) => isTaskMet(facts, task.check));

/** An action's name as a method in code: 'say-hello' -> 'sayHello'. */
export const methodName = (action: ObjectAction): string => action.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The objects as JavaScript: each an object with its properties, then the actions tried as method calls. */
export function workshopCode(state: WorkshopFacts): string {
  const objects = WORKSHOP_OBJECTS.map((name) => {
    const { colour, size, speed } = state.objects[name];
    return `const ${name} = { colour: '${colour}', size: '${size}', speed: ${speed} };`;
  });
  const calls = state.tried.map((t) => `${t.object}.${methodName(t.action)}();`);
  return [...objects, ...(calls.length > 0 ? ['', ...calls] : [])].join('\n');
}

// The activity's evidence for the server (docs/product/lessons.md#graded-by-the-server): small,
// checked with the rule above; never a word the child typed (there are none).
export type WorkshopEvidence = { objects: Record<WorkshopObject, ObjectProperties>; tried: TriedAction[] };
export const workshopEvidenceOf = (state: WorkshopFacts): WorkshopEvidence => ({
  objects: {
    cat: { ...state.objects.cat },
    car: { ...state.objects.car },
    robot: { ...state.objects.robot },
  },
  tried: state.tried.map((t) => ({ ...t })),
});
const isProperties: Guard<ObjectProperties> = shape({ colour: oneOf(COLOURS), size: oneOf(SIZES), speed: whole(SPEED_MIN, SPEED_MAX) });
const isTried: Guard<TriedAction> = shape({ object: oneOf(WORKSHOP_OBJECTS), action: oneOf(ALL_ACTIONS) });
const isWorkshopEvidence: Guard<WorkshopEvidence> = shape({
  objects: shape({ cat: isProperties, car: isProperties, robot: isProperties }),
  tried: list(isTried, ALL_ACTIONS.length),
});
/** The workshop's rule, bound to the lesson's tasks: an action an object cannot do counts for nothing. */
export const objectWorkshopActivity = (tasks: readonly WorkshopTask[]): LessonActivity =>
  activityRule(isWorkshopEvidence, (e) =>
    allTasksMet({ objects: e.objects, tried: e.tried.filter((t) => canDo(t.object, t.action)) }, tasks),
  );
