// The words a quiz-and-activity lesson has of its own, keyed by its id in camelCase
// (`lesson.checklist.aiBasics`, `lesson.notReady.functions`), so the kit holds no list of lessons
// (docs/product/lessons.md#adding-a-lesson); the lessons' wiring test says each is there in en and
// es. Usage: ownWords(t, 'notReady', lesson.id)
import { AI_INTERACTIONS_TO_COMPLETE } from '../../../domain/constants';
import type { MessageKey, Translate } from '../../../i18n/translate';

type OwnWordsGroup = 'notReady' | 'checklist';

/** "ai-basics" → "aiBasics". */
export const wordsKeyOf = (lessonId: string) => lessonId.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

export const ownWordsKey = (group: OwnWordsGroup, lessonId: string) => `lesson.${group}.${wordsKeyOf(lessonId)}`;

/** The lesson's own line of `group`, given the numbers any of them may use (the AI's questions). */
export function ownWords(t: Translate, group: OwnWordsGroup, lessonId: string): string {
  // `lessonId` may be the words key already: camelCase leaves it as it is.
  const say = t as (key: MessageKey, values: Record<string, unknown>) => string;
  return say(ownWordsKey(group, lessonId) as MessageKey, { count: AI_INTERACTIONS_TO_COMPLETE });
}
