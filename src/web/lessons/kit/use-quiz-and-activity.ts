// The state of a lesson completed by its quiz and its activity together (curriculum completesWhen
// 'quiz-and-activity'), for QuizAndActivityLesson. Usage:
//   const lessonState = useQuizAndActivity(lesson, lessonMessages.completeLesson.earlyAi);
//   the activity, once done: lessonState.awardActivity()
//   Complete Lesson: lessonState.completeLesson(activityDone)
// Complete Lesson before both are done shows `notReady`; after, it saves the completion (once the
// user is known), sets `completed` and toasts completeLesson.done (docs/product/lessons.md#every-lesson).
import { useState } from 'react';
import type { CurriculumLesson } from '../../../domain/curriculum-types';
import { lessonMessages } from '../../../domain/lesson-messages';
import type { Message } from '../../../domain/lesson-types';
import { toast } from '../../lib/toast-store';
import { useLessonSaves } from './use-lesson-saves';

export function useQuizAndActivity(lesson: CurriculumLesson, notReady: Message) {
  const [tab, setTab] = useState('learn');
  const [quizPassed, setQuizPassed] = useState(false);
  const [completed, setCompleted] = useState(false);
  const saves = useLessonSaves(lesson);

  const completeLesson = (activityDone: boolean) => {
    if (!quizPassed || !activityDone) {
      toast({ ...notReady, variant: 'destructive' });
      return;
    }
    saves.completeLesson(() => {
      setCompleted(true);
      toast({ ...lessonMessages.completeLesson.done, variant: 'success' });
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
