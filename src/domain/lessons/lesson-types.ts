// The shape of lesson content (content/lessons/<id>.ts): data, validated by a content test, and its
// activity's rule bound to the data it reads.
import type { LessonActivity } from './evidence';

type QuizOption = { value: string; label: string };
/** Three questions in most lessons; five in Function Factory and Data Collector. */
export type QuestionId = 'q1' | 'q2' | 'q3' | 'q4' | 'q5';
export type QuizQuestion = {
  id: QuestionId;
  prompt: string;
  options: readonly QuizOption[];
  answer: string; // the expected answer value (docs/product/lessons.md#quiz-pass-rules)
};

/** The pass rules (docs/product/lessons.md#quiz-pass-rules). */
type PassRule =
  | { kind: 'all-correct'; requireAllAnswered: true }
  | { kind: 'at-least'; correct: number; requireAllAnswered: boolean };

export type Message = { title: string; description?: string };

export type QuizContent = {
  questions: readonly QuizQuestion[];
  passRule: PassRule;
  submitLabel: string; // 'Submit Quiz', 'Check Answers', ...
  messages: {
    incomplete?: Message; // shown when not every question is answered (if the rule requires it)
    pass: Message; // `{n}` is replaced by the number correct
    perfect?: Message; // shown instead of `pass` when every answer is right (AI, conditionals)
    fail?: Message; // `{n}` is replaced by the number correct; absent: no failure message (patterns)
  };
};

/** A block of Learn text; `speak` is what read-aloud says (defaults to the visible text). */
export type LearnSection = { id: string; heading: string; paragraphs: readonly string[]; bullets?: readonly string[] };

export type LessonContent = {
  lessonId: string; // a curriculum id
  learn: readonly LearnSection[];
  funFacts?: readonly string[];
  quiz: QuizContent;
  /**
   * The activity's rule, bound in the content file (`activity: codeBuilderActivity(introCodeBlocks)`):
   * the page's rule the server grades the evidence by (docs/product/lessons.md#graded-by-the-server).
   */
  activity?: LessonActivity;
};
