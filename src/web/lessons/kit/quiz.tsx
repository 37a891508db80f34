// A lesson quiz driven by its content (QuizContent) and graded by src/domain/quiz.ts.
// Usage: <Quiz quiz={content.quiz} onPassed={(result) => ...}
//          continueTo={{ label: 'Continue to Coding', onClick: () => setTab('code') }} />
// One Radix RadioGroup per question; the submit button's label comes from the content; docs/product/lessons.md#quiz-pass-rules
// messages show as toasts (and in a status line for screen readers). After a pass the answers are
// locked and Try Again clears them and the passed state (onReset is called).
import { useId, useState, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import type { QuizContent, QuizQuestion } from '../../../domain/lesson-types';
import { lessonMessages } from '../../../domain/lesson-messages';
import { gradeQuiz, type QuizAnswers, type QuizResult } from '../../../domain/quiz';
import { toast } from '../../lib/toast-store';
import type { LessonTab } from './lesson-layout';

/** A lesson's Quiz tab (id 'quiz'), marked done once `done`: quizTab(passed, <Quiz ... />). */
export function quizTab(done: boolean, content: ReactNode): LessonTab {
  return { id: 'quiz', label: 'Quiz', done, content };
}

type QuizProps = {
  quiz: QuizContent;
  onPassed?: (result: Extract<QuizResult, { status: 'passed' }>) => void;
  onReset?: () => void;
  /** A button in the passed box, beside Try Again, e.g. 'Continue to Coding'. */
  continueTo?: { label: string; onClick: () => void };
  /** The passed box's heading (default 'Quiz passed!'; conditionals: 'Quiz Completed'). */
  passedHeading?: string;
};

export function Quiz({
  quiz,
  onPassed,
  onReset,
  continueTo,
  passedHeading = lessonMessages.lessonKit.quizPassedHeading,
}: QuizProps) {
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [result, setResult] = useState<QuizResult | null>(null);
  const passed = result?.status === 'passed';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const graded = gradeQuiz(quiz, answers);
    setResult(graded);
    if (graded.message) {
      const variant =
        graded.status === 'incomplete'
          ? 'destructive'
          : graded.status === 'passed'
            ? 'success'
            : 'default';
      toast({ ...graded.message, variant });
    }
    if (graded.status === 'passed') onPassed?.(graded);
  };

  const tryAgain = () => {
    setAnswers({});
    setResult(null);
    onReset?.();
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label="Quiz">
      {quiz.questions.map((question, i) => (
        <QuizQuestionField
          key={question.id}
          number={i + 1}
          question={question}
          value={answers[question.id] ?? ''}
          disabled={passed}
          onChange={(value) => setAnswers((a) => ({ ...a, [question.id]: value }))}
        />
      ))}
      <p
        role="status"
        className={result ? 'rounded-xl bg-white p-3 text-lg font-semibold' : 'sr-only'}
      >
        {result?.message
          ? [result.message.title, result.message.description].filter(Boolean).join(' ')
          : ''}
      </p>
      {passed ? (
        <div className="grid gap-3 rounded-2xl border-2 border-emerald-300 bg-emerald-50 p-4">
          <p className="text-xl font-extrabold text-emerald-950">
            <span aria-hidden="true">✅ </span>
            {passedHeading}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={tryAgain}
              className="inline-flex min-h-11 items-center rounded-full border-2 border-violet-700 bg-white px-5 font-bold text-violet-900"
            >
              {lessonMessages.lessonKit.tryAgain}
            </button>
            {continueTo && (
              <button
                type="button"
                onClick={continueTo.onClick}
                className="inline-flex min-h-11 items-center justify-center rounded-full bg-violet-700 px-5 font-bold text-white"
              >
                {continueTo.label}
              </button>
            )}
          </div>
        </div>
      ) : (
        <button
          type="submit"
          className="inline-flex min-h-11 w-fit items-center rounded-full bg-violet-700 px-6 text-lg font-bold text-white hover:bg-violet-800"
        >
          {quiz.submitLabel}
        </button>
      )}
    </form>
  );
}

type FieldProps = {
  number: number;
  question: QuizQuestion;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
};

function QuizQuestionField({ number, question, value, disabled, onChange }: FieldProps) {
  const promptId = useId();
  return (
    <fieldset className="grid gap-3 rounded-2xl bg-white p-5 shadow-sm">
      <legend id={promptId} className="float-left mb-2 w-full text-xl font-bold text-slate-900">
        {number}. {question.prompt}
      </legend>
      <RadioGroup.Root
        aria-labelledby={promptId}
        value={value}
        onValueChange={onChange}
        disabled={disabled}
        className="grid gap-2"
        name={question.id}
      >
        {question.options.map((option) => {
          const id = `${promptId}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-violet-100 px-3 py-2 text-lg has-[[data-state=checked]]:border-violet-600 has-[[data-state=checked]]:bg-violet-50"
            >
              <RadioGroup.Item
                id={id}
                value={option.value}
                className="grid size-7 shrink-0 place-items-center rounded-full border-2 border-violet-700 bg-white"
              >
                <RadioGroup.Indicator className="size-3.5 rounded-full bg-violet-700" />
              </RadioGroup.Item>
              {option.label}
            </label>
          );
        })}
      </RadioGroup.Root>
    </fieldset>
  );
}
