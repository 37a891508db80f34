// The state of a lesson completed by passing its quiz (QuizPassedLesson uses it). Usage:
//   const quiz = useQuizPassed(lesson, { guestPromptDelayMs: DELAYS_MS.guestPromptLong });
//   <Quiz quiz={content.quiz} onPassed={quiz.onPassed} />   (the Quiz tab is done: quiz.passed)
// The completion carries the answers, which the server grades (docs/product/lessons.md#graded-by-the-server).
// A pass saves the completion; with `celebrate`, it also starts the celebration (`celebrating`
// until endCelebration) and schedules the guest prompt. Try Again leaves `passed` as it is.
import { useCallback, useState } from 'react';
import type { CurriculumLesson } from '../../../domain/lessons/curriculum-types';
import type { QuizAnswers } from '../../../domain/lessons/quiz';
import { submittedAnswers, useCompleteLesson } from '../../lib/progress-saves';
import { useGuestPrompt } from './guest-prompt-dialog';

export function useQuizPassed(
  lesson: CurriculumLesson,
  celebrate?: { guestPromptDelayMs: number },
) {
  const completeLesson = useCompleteLesson();
  const guestPrompt = useGuestPrompt(celebrate?.guestPromptDelayMs ?? 0);
  const [passed, setPassed] = useState(false);
  const [celebrating, setCelebrating] = useState(false);
  const endCelebration = useCallback(() => setCelebrating(false), []);

  const onPassed = (_result: unknown, answers: QuizAnswers) => {
    setPassed(true);
    if (celebrate) setCelebrating(true);
    void completeLesson(lesson.id, { answers: submittedAnswers(answers) });
    if (celebrate) guestPrompt.schedule();
  };

  return { passed, onPassed, celebrating, endCelebration, guestPrompt };
}
