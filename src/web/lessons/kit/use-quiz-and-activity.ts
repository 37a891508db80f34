// The state of a lesson completed by its quiz and its activity together (curriculum completesWhen
// 'quiz-and-activity'), for QuizAndActivityLesson. Usage:
//   const lessonState = useQuizAndActivity(lesson, 'ai');
//   the activity, once done: lessonState.awardActivity()
//   Complete Lesson: lessonState.completeLesson(activityDone)
// Complete Lesson before both are done toasts 'Not so fast!' with the lesson's own line
// (lesson.notReady.<notReady>); after, it saves the completion (once the user is known), sets
// `completed` and toasts lesson.lessonDone (docs/product/lessons.md#every-lesson).
import { useState } from 'react';
import type { CurriculumLesson } from '../../../domain/curriculum-types';
import { useT } from '../../i18n/use-t';
import { toast } from '../../lib/toast-store';
import { useLessonSaves } from './use-lesson-saves';

export function useQuizAndActivity(lesson: CurriculumLesson, notReady: 'ai' | 'conditionals' | 'functions' | 'variables') {
  const t = useT('lesson');
  const [tab, setTab] = useState('learn');
  const [quizPassed, setQuizPassed] = useState(false);
  const [completed, setCompleted] = useState(false);
  const saves = useLessonSaves(lesson);

  const completeLesson = (activityDone: boolean) => {
    if (!quizPassed || !activityDone) {
      toast({ title: t('lesson.notReady.title'), description: t(`lesson.notReady.${notReady}`), variant: 'destructive' });
      return;
    }
    saves.completeLesson(() => {
      setCompleted(true);
      toast({ title: t('lesson.lessonDone.title'), description: t('lesson.lessonDone.description'), variant: 'success' });
    });
  };

  return {
    lesson,
    tab,
    setTab,
    quizPassed,
    setQuizPassed,
    completed,
    awardActivity: saves.awardActivity,
    completeLesson,
  };
}

export type QuizAndActivity = ReturnType<typeof useQuizAndActivity>;
