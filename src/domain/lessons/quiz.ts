import type { Message, QuestionId, QuizContent } from './lesson-types';

export type QuizAnswers = Partial<Record<QuestionId, string>>;

export type QuizResult =
  | { status: 'incomplete'; message: Message }
  | { status: 'passed'; correct: number; total: number; message: Message }
  | { status: 'failed'; correct: number; total: number; message: Message | null };

const fill = (message: Message, n: number): Message => ({
  title: message.title.replaceAll('{n}', String(n)),
  description: message.description?.replaceAll('{n}', String(n)),
});

/** Grades a quiz by its own pass rule (docs/product/lessons.md#quiz-pass-rules) and picks its message. */
export function gradeQuiz(quiz: QuizContent, answers: QuizAnswers): QuizResult {
  const total = quiz.questions.length;
  const answered = quiz.questions.filter((q) => (answers[q.id] ?? '') !== '').length;
  if (quiz.passRule.requireAllAnswered && answered < total && quiz.messages.incomplete) {
    return { status: 'incomplete', message: quiz.messages.incomplete };
  }
  const correct = quiz.questions.filter((q) => answers[q.id] === q.answer).length;
  const needed = quiz.passRule.kind === 'all-correct' ? total : quiz.passRule.correct;
  if (correct >= needed) {
    const pass = correct === total && quiz.messages.perfect ? quiz.messages.perfect : quiz.messages.pass;
    return { status: 'passed', correct, total, message: fill(pass, correct) };
  }
  return { status: 'failed', correct, total, message: quiz.messages.fail ? fill(quiz.messages.fail, correct) : null };
}
