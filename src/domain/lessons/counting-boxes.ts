// The Data Collector lesson's counting boxes (docs/product/lessons.md#variables): two variables,
// boxes named "apples" and "stars", each holding a number. The child builds steps that add 1 to a
// box or take 1 from it, runs them one at a time and watches the numbers change. A mission says
// what the boxes start with and what they must end with; solving every mission finishes the
// activity. Pure: the page animates the steps and announces each new value.
import { activityRule, list, oneOf, shape, type Guard, type LessonActivity } from './evidence';

export const BOX_NAMES = ['apples', 'stars'] as const;
export type BoxName = (typeof BOX_NAMES)[number];
export type Boxes = Readonly<Record<BoxName, number>>;

/** One step: `apples = apples + 1` or `apples = apples - 1`. */
export type CountStep = { box: BoxName; change: 1 | -1 };

export type Mission = { story: string; start: Boxes; goal: Boxes };

export const STEPS_MAX = 10;

export type CountingState = {
  mission: number; // index of the mission being solved
  steps: readonly CountStep[];
  boxes: Boxes; // the values now (the mission's start until a run changes them)
  /** The step just run (its change shown in the boxes), or null when not running. */
  running: number | null;
  /** After a run ends: whether the boxes matched the goal. */
  result: 'solved' | 'not-yet' | null;
  /** Missions solved so far. */
  solved: number;
};

export type CountingAction =
  | { type: 'add'; step: CountStep }
  | { type: 'remove'; index: number }
  | { type: 'run' }
  | { type: 'tick' }
  | { type: 'next-mission' };

export const startCounting = (missions: readonly Mission[]): CountingState => ({
  mission: 0,
  steps: [],
  boxes: missions[0]!.start,
  running: null,
  result: null,
  solved: 0,
});

/** A box's value after one step (a box never goes below 0: you cannot have -1 apples). */
function applyStep(boxes: Boxes, step: CountStep): Boxes {
  return { ...boxes, [step.box]: Math.max(0, boxes[step.box] + step.change) };
}

/** The values after every step, from the mission's start. */
export const runAll = (start: Boxes, steps: readonly CountStep[]): Boxes => steps.reduce(applyStep, start);

const matches = (boxes: Boxes, goal: Boxes): boolean =>
  BOX_NAMES.every((name) => boxes[name] === goal[name]);

/** Every mission can be solved within STEPS_MAX steps (checked by the content test). */
export const stepsNeeded = (mission: Mission): number =>
  BOX_NAMES.reduce((sum, name) => sum + Math.abs(mission.goal[name] - mission.start[name]), 0);

export const allSolved = (state: CountingState, missions: readonly Mission[]): boolean =>
  state.solved >= missions.length;

export function countingReducer(
  missions: readonly Mission[],
): (state: CountingState, action: CountingAction) => CountingState {
  return (state, action) => {
    const mission = missions[state.mission]!;
    if (state.running !== null && action.type !== 'tick') return state;
    switch (action.type) {
      case 'add':
        return state.steps.length >= STEPS_MAX
          ? state
          : { ...state, steps: [...state.steps, action.step], boxes: mission.start, result: null };
      case 'remove':
        return {
          ...state,
          steps: state.steps.filter((_, i) => i !== action.index),
          boxes: mission.start,
          result: null,
        };
      case 'run':
        // The first step shows at once; each tick shows the next, then the run ends.
        return state.steps.length === 0
          ? state
          : { ...state, boxes: applyStep(mission.start, state.steps[0]!), running: 0, result: null };
      case 'tick': {
        if (state.running === null) return state;
        const next = state.running + 1;
        if (next < state.steps.length)
          return { ...state, boxes: applyStep(state.boxes, state.steps[next]!), running: next };
        const solved = matches(state.boxes, mission.goal);
        const firstSolve = solved && state.solved === state.mission;
        return {
          ...state,
          running: null,
          result: solved ? 'solved' : 'not-yet',
          solved: firstSolve ? state.solved + 1 : state.solved,
        };
      }
      case 'next-mission': {
        const next = state.mission + 1;
        if (state.result !== 'solved' || next >= missions.length) return state;
        return { ...state, mission: next, steps: [], boxes: missions[next]!.start, result: null };
      }
    }
  };
}

/** The boxes' names as the code calls them (a language may name them in its own words). */
export type BoxWords = Readonly<Record<BoxName, string>>;
const englishNames: BoxWords = { apples: 'apples', stars: 'stars' };

/** One step as code: `apples = apples + 1`. */
export const stepCode = ({ box, change }: CountStep, names: BoxWords = englishNames): string =>
  `${names[box]} = ${names[box]} ${change > 0 ? '+' : '-'} 1`;

/** The steps as JavaScript: the boxes as variables, then each step as an assignment. */
export function countingCode(start: Boxes, steps: readonly CountStep[], names: BoxWords = englishNames): string {
  const lets = BOX_NAMES.map((name) => `let ${names[name]} = ${start[name]};`);
  const lines = steps.map((step) => `${stepCode(step, names)};`);
  return [...lets, ...lines].join('\n');
}

// The activity's evidence for the server (docs/product/lessons.md#graded-by-the-server): small, checked
// with the rule above.
/** The steps that solved each mission, in the missions' order. */
export type CountingEvidence = { missions: CountStep[][] };
/** The steps that solved each mission so far (`solvedSteps` kept by the page), with the one just solved. */
export const countingEvidenceOf = (solvedSteps: readonly (readonly CountStep[])[]): CountingEvidence => ({
  missions: solvedSteps.map((steps) => steps.map((step) => ({ ...step }))),
});
/** Each mission's steps run again through the engine, in order: done when it says every mission is solved. */
function isCountingEvidenceDone(evidence: CountingEvidence, missions: readonly Mission[]): boolean {
  if (missions.length === 0) return false;
  const step = countingReducer(missions);
  let state = startCounting(missions);
  for (const steps of evidence.missions.slice(0, missions.length)) {
    for (const s of steps) state = step(state, { type: 'add', step: s });
    state = step(state, { type: 'run' });
    for (let i = 0; i <= STEPS_MAX && state.running !== null; i++) state = step(state, { type: 'tick' });
    if (state.result !== 'solved') return false;
    state = step(state, { type: 'next-mission' });
  }
  return allSolved(state, missions);
}
const isCountStep: Guard<CountStep> = shape({ box: oneOf(BOX_NAMES), change: oneOf([1, -1]) });
const isCountingEvidence: Guard<CountingEvidence> = shape({ missions: list(list(isCountStep, STEPS_MAX), 10) });
/** The counting boxes' rule, bound to the lesson's missions. */
export const countingActivity = (missions: readonly Mission[]): LessonActivity =>
  activityRule(isCountingEvidence, (e) => isCountingEvidenceDone(e, missions));
