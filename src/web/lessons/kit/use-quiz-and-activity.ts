// The state of a lesson completed by its quiz and its activity together (curriculum completesWhen
// 'quiz-and-activity'), for QuizAndActivityLesson. Usage:
//   const lessonState = useQuizAndActivity(lesson);
//   the quiz, once passed: lessonState.passQuiz(answers)
//   the activity, once done: lessonState.awardActivity(evidence)   (its engine's final state)
//   the activity's tick: engineDone || lessonState.activityKept
//   Complete Lesson: lessonState.completeLesson(activityDone)
// The completion carries the answers and the evidence, which the server grades
// (docs/product/lessons.md#graded-by-the-server); the page's own feedback stays immediate.
// Both are kept for this person until Complete Lesson (docs/product/lessons.md#kept-until-done,
// kept-lesson.ts): on mount, once the person is known, the kept ones come back (`keptAnswers`
// for the Quiz to show its pass, `activityKept` for the activity's tick). The page is rendered
// inside <OnePerson> so a switch of person starts it afresh.
// Complete Lesson before both are done toasts 'Not so fast!' with the lesson's own line
// (lesson.notReady.<the lesson's words key>, lesson-words.ts); after, it saves the completion (once the user is known), sets
// `completed` and toasts lesson.lessonDone (docs/product/lessons.md#every-lesson).
import { useCallback, useEffect, useState } from 'react';
import type { CurriculumLesson } from '../../../domain/lessons/curriculum-types';
import type { QuizAnswers } from '../../../domain/lessons/quiz';
import type { ActivityEvidence } from '../../lib/guest-data-read';
import { usePersonKey } from '../../lib/person-store';
import { submittedAnswers } from '../../lib/progress-saves';
import { useT } from '../../i18n/use-t';
import { toast } from '../../lib/toast-store';
import { ownWords, wordsKeyOf } from './lesson-words';
import { forgetLessonWork, keepLessonWork, keptLessonWork, NOTHING_KEPT, type KeptLessonWork } from './kept-lesson';
import { useLessonSaves } from './use-lesson-saves';

export function useQuizAndActivity(lesson: CurriculumLesson, wordsKey = wordsKeyOf(lesson.id)) {
  const t = useT('lesson');
  const person = usePersonKey();
  const [tab, setTab] = useState('learn');
  const [answers, setAnswers] = useState<QuizAnswers | null>(null);
  const [evidence, setEvidence] = useState<ActivityEvidence | null>(null);
  // What came back from the device for this person (nothing on the server's render).
  const [kept, setKept] = useState<KeptLessonWork>(NOTHING_KEPT);
  const [completed, setCompleted] = useState(false);
  const saves = useLessonSaves(lesson);
  const quizPassed = answers !== null;
  const { awardActivity: award } = saves;

  useEffect(() => {
    if (!person) return;
    const found = keptLessonWork(person, lesson.id);
    setKept(found);
    setAnswers((now) => now ?? found.answers);
    setEvidence((now) => now ?? found.evidence);
  }, [person, lesson.id]);

  const passQuiz = useCallback(
    (passed: QuizAnswers | null) => {
      setAnswers(passed);
      if (!passed) setKept((k) => ({ ...k, answers: null }));
      if (person) keepLessonWork(person, lesson.id, { answers: passed });
    },
    [person, lesson.id],
  );

  const awardActivity = useCallback(
    (done: ActivityEvidence) => {
      setEvidence(done);
      if (person) keepLessonWork(person, lesson.id, { evidence: done });
      award(done);
    },
    [award, person, lesson.id],
  );

  // An activity's Start Over undoes it (docs/product/lessons.md#introduction-to-ai): the kept
  // evidence goes too, as Try Again's clears the kept answers.
  const forgetActivity = useCallback(() => {
    setEvidence(null);
    setKept((k) => ({ ...k, evidence: null }));
    if (person) keepLessonWork(person, lesson.id, { evidence: null });
  }, [person, lesson.id]);

  const completeLesson = (activityDone: boolean) => {
    if (!answers || !activityDone || !evidence) {
      toast({ title: t('lesson.notReady.title'), description: ownWords(t, 'notReady', wordsKey), variant: 'destructive' });
      return;
    }
    saves.completeLesson({ answers: submittedAnswers(answers), activity: evidence }, () => {
      if (person) forgetLessonWork(person, lesson.id);
      setCompleted(true);
      toast({ title: t('lesson.lessonDone.title'), description: t('lesson.lessonDone.description'), variant: 'success' });
    });
  };

  return {
    lesson,
    /** The lesson's words key, for the words of the checklist and of "Not so fast!". */
    activityKind: wordsKey,
    tab,
    setTab,
    quizPassed,
    /** The answers that passed the quiz before this page was opened (the Quiz shows that pass), or null. */
    keptAnswers: kept.answers,
    /** The quiz passed with these answers (null: Try Again cleared it). */
    passQuiz,
    /** The activity is done: its evidence is here, from now or kept from before. */
    activityKept: evidence !== null,
    /** It was done before this page was opened: its view may not show it, so the page says so. */
    activityFromBefore: evidence !== null && evidence === kept.evidence,
    completed,
    awardActivity,
    /** The activity was started over: it is no longer done, here or on the device. */
    forgetActivity,
    completeLesson,
  };
}

export type QuizAndActivity = ReturnType<typeof useQuizAndActivity>;
