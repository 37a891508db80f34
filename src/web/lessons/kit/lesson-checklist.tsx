// What is left before Complete Lesson does anything (docs/decisions/368-what-is-left.md): a short
// checklist under the tabs of a quiz-and-activity lesson, "To finish this lesson: ✓ Pass the quiz ·
// ○ Make the chorus dance", ticked as each part is done and gone once the lesson is completed.
// Complete Lesson pressed early still says SPEC's "Not so fast!"
// (docs/product/lessons.md#every-lesson); the checklist says it before anyone presses. Usage:
//   <LessonChecklist quizPassed={passed} activityDone={done} activity="functions" />
// `activity` is the lesson's words key (lesson-words.ts: 'aiBasics' for ai-basics).
import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { ownWords } from './lesson-words';

export function LessonChecklist({ quizPassed, activityDone, activity }: { quizPassed: boolean; activityDone: boolean; activity: string }) {
  const t = useT('lesson');
  const id = useId();
  const activityWords = ownWords(t, 'checklist', activity);
  const items = [
    { words: t('lesson.checklist.quiz'), done: quizPassed },
    { words: activityWords, done: activityDone },
  ];
  const ready = quizPassed && activityDone;
  return (
    <section aria-labelledby={id} className="rounded-3xl border-2 border-violet-200 bg-white p-5">
      <h2 id={id} className="text-xl font-bold text-violet-950">
        {ready ? t('lesson.checklist.ready') : t('lesson.checklist.title')}
      </h2>
      <ul className="mt-3 grid gap-2">
        {items.map((item) => (
          <li key={item.words} className={`flex items-center gap-3 text-lg ${item.done ? 'text-emerald-900' : 'text-slate-900'}`}>
            <span
              aria-hidden="true"
              className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full border-2 font-bold ${
                item.done ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-400 bg-white'
              }`}
            >
              {item.done && (
                <svg viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
                  <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
            </span>
            <span>
              {item.words} <span className="sr-only">{item.done ? t('lesson.checklist.done') : t('lesson.checklist.toDo')}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
