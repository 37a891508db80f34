// The shape of the curriculum (docs/product.md#curriculum). Data lives in content/curriculum.ts.
import type { LevelGated } from '../points/level-gate';

type ModuleId = 'basics' | 'intermediate' | 'advanced' | 'ai';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';
export type HubTab = 'beginner' | 'intermediate' | 'advanced' | 'ai';

/**
 * Open lessons are real (they have a page and count for percent complete); coming-soon ones are
 * doors with nothing behind them yet: they show a friendly page and cannot be completed. Either
 * may open only from a level, `opensAtLevel` (docs/decisions/394-level-gates-as-data.md): Data
 * Collector is a real lesson from level 4; Web Creator is locked until level 6, then coming soon.
 */
type LessonAvailability = { state: 'open' } | { state: 'coming-soon' };

/** When a lesson counts as completed (docs/product.md#curriculum). */
type CompletionRule = 'quiz-passed' | 'quiz-and-activity';

/**
 * Where a lesson's Previous or Next link goes (docs/product/lessons.md#every-lesson): another
 * lesson, a Code Lab world that carries the path on, or back to the lessons hub.
 */
export type LessonLink = { lesson: string } | { codeLabWorld: string } | { lessonsHub: true };

export type CurriculumLesson = LevelGated & {
  id: string; // stable API id, e.g. 'intro-to-coding'
  aliases: readonly string[]; // e.g. 'intro': mapped to `id` before anything is stored
  moduleId: ModuleId;
  title: string; // the lesson's own title
  cardTitle: string; // the hub card's title, e.g. 'First Mission'
  description: string;
  durationMinutes: number;
  difficulty: Difficulty;
  hubTab: HubTab | null; // null: not shown as a hub card
  availability: LessonAvailability;
  points: number; // awarded the first time it is completed (0 for lessons not open)
  completesWhen: CompletionRule | null;
  activityId: string | null; // docs/product.md#curriculum: the id POST /api/user/points accepts
  // Its 'Points Earned!' reason is content/activity-reasons.ts's, by activityId (not in every first load).
  icon: string; // an emoji shown on the card
  // Previous / Next when not the open lesson before / after it in its module (lessonLinks).
  previous?: LessonLink;
  next?: LessonLink;
  // The Code Lab world a finished lesson offers for practice ('Try it in the Code Lab: …').
  practice?: { codeLabWorld: string };
};

export type Curriculum = {
  lessons: readonly CurriculumLesson[];
};
