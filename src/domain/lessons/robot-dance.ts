// The loops lesson's robot dance (docs/product/lessons.md#loops): idle or dancing; a dance of `count` repetitions
// takes count x LOOP_STEP_MS (one beat each); while dancing nothing else can start.
import { LOOP_COUNTS } from '../constants';
import { activityRule, oneOf, shape, whole, type Guard, type LessonActivity } from './evidence';

export type LoopCount = (typeof LOOP_COUNTS)[number];
const DEFAULT_LOOP_COUNT: LoopCount = 3;

export type DanceState = {
  count: LoopCount;
  status: 'idle' | 'dancing';
  beat: number; // repetitions finished in the current dance
  dancesDone: number; // finished dances since the page opened
};

export type DanceAction = { type: 'choose'; count: LoopCount } | { type: 'start' } | { type: 'beat' };

export const initialDance: DanceState = { count: DEFAULT_LOOP_COUNT, status: 'idle', beat: 0, dancesDone: 0 };

export const isLoopCount = (n: number): n is LoopCount => (LOOP_COUNTS as readonly number[]).includes(n);

export function danceReducer(state: DanceState, action: DanceAction): DanceState {
  switch (action.type) {
    case 'choose':
      return state.status === 'dancing' || !isLoopCount(action.count) ? state : { ...state, count: action.count };
    case 'start':
      return state.status === 'dancing' ? state : { ...state, status: 'dancing', beat: 0 };
    case 'beat': {
      if (state.status !== 'dancing') return state;
      const beat = state.beat + 1;
      return beat >= state.count
        ? { ...state, status: 'idle', beat: 0, dancesDone: state.dancesDone + 1 }
        : { ...state, beat };
    }
  }
}

/** The sample loop the activity shows for the chosen count. */
export const loopCode = (count: LoopCount): string => `for (let i = 0; i < ${count}; i++) {\n  robot.dance();\n}`;

/** The move the robot makes on a beat, so each repetition is visible. */
const DANCE_MOVES = ['wave', 'spin', 'jump'] as const;
export const moveOnBeat = (beat: number) => DANCE_MOVES[beat % DANCE_MOVES.length]!;

// The activity's evidence for the server (docs/product/lessons.md#graded-by-the-server): small, checked
// with the rule above.
/** docs/product/lessons.md#loops: the activity is done once a dance has played to its end. */
const isDanceDone = (state: Pick<DanceState, 'dancesDone'>): boolean => state.dancesDone > 0;
export type RobotDanceEvidence = { count: LoopCount; dancesDone: number };
export const robotDanceEvidenceOf = (state: DanceState): RobotDanceEvidence => ({ count: state.count, dancesDone: state.dancesDone });
const isRobotDanceEvidenceDone = (evidence: RobotDanceEvidence): boolean => isDanceDone(evidence);
const isRobotDanceEvidence: Guard<RobotDanceEvidence> = shape({ count: oneOf(LOOP_COUNTS), dancesDone: whole(0, 10_000) });
/** The robot dance's rule (it reads no content). */
export const robotDanceActivity: LessonActivity = activityRule(isRobotDanceEvidence, isRobotDanceEvidenceDone);
