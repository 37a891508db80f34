import type { CstaCode } from '../../src/domain/api/guides-api';

// What a guide's author writes (content/guides/): the words only. The quiz's questions and right
// answers come from the lesson's own content and the levels' solutions from
// content/code-lab/reference-solutions.ts, so a guide can never disagree with what children see;
// the content test checks every quiz question and every level has its entry here.

type GuideWords = {
  /** The objective in one sentence. */
  objective: string;
  vocabulary: ReadonlyArray<{ term: string; meaning: string }>;
  /** A 10-minute unplugged warm-up: no screens. */
  warmUp: { title: string; minutes: 10; materials: readonly string[]; steps: readonly string[] };
  discussion: readonly [string, string, string];
  /** Each standard met, and in one sentence how (the summaries are in standards.ts). */
  standards: ReadonlyArray<{ code: CstaCode; how: string }>;
};

/** A real lesson's guide: why each quiz answer is right, and the hands-on activity's answer. */
export type LessonGuideWords = GuideWords & {
  kind: 'lesson';
  lessonId: string;
  /** By quiz question id (q1..q5): why the right answer is right, in a teacher's words. */
  quizWhy: Readonly<Record<string, string>>;
  activity: { summary: string; answer: string };
  /** The Code Lab worlds that practise this lesson (their guides are linked). */
  worlds: readonly string[];
};

/** A Code Lab world's guide: the mistakes children make on each level. */
export type WorldGuideWords = GuideWords & {
  kind: 'world';
  worldId: string;
  /** By level id: 1 to 3 mistakes children make there, each with what to say or ask. */
  mistakes: Readonly<Record<string, readonly string[]>>;
  /** The lessons that teach this world's idea. */
  lessons: readonly string[];
};
