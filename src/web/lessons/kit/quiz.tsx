// A lesson quiz driven by its content (QuizContent) and graded by src/domain/lessons/quiz.ts.
// Usage: <Quiz quiz={content.quiz} onPassed={(result, answers) => ...}
//          continueTo={{ label: t('lesson.continueTo.coding'), onClick: () => setTab('code') }} />
// One Radix RadioGroup per question; the submit button's label comes from the content; the messages
// (docs/product/lessons.md#quiz-pass-rules) show on the page under the questions (title, then text), where focus moves after
// Submit; a toast would only cover them (docs/decisions/121-nothing-covers-the-page.md). Questions
// to look at again are marked. After a pass the answers are locked and Try Again clears them and
// the passed state. Answers are kept by option `value` and graded by it, never by the words: a
// language switch re-renders the same answers, marks and result in the new language. A pass kept
// from before (`passedWith`) shows as it was left.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import type { QuizContent, QuizQuestion } from '../../../domain/lessons/lesson-types';
import { gradeQuiz, type QuizAnswers, type QuizResult } from '../../../domain/lessons/quiz';
import type { Translate } from '../../../i18n/translate';
import { useT } from '../../i18n/use-t';
import type { LessonTab } from './lesson-layout';

/** A lesson's Quiz tab (id 'quiz'), marked done once `done`: quizTab(t, passed, <Quiz ... />). */
export function quizTab(t: Translate, done: boolean, content: ReactNode): LessonTab {
  return { id: 'quiz', label: t('lesson.tabs.quiz'), done, content };
}

/** Why a question is marked after a submit. */
type Mark = 'pick' | 'look';

type QuizProps = {
  quiz: QuizContent;
  /** With the answers as submitted: the server grades them again (docs/product/lessons.md#graded-by-the-server). */
  onPassed?: (result: Extract<QuizResult, { status: 'passed' }>, answers: QuizAnswers) => void;
  onReset?: () => void;
  /** A button in the passed box, beside Try Again, e.g. 'Continue to Coding'. */
  continueTo?: { label: string; onClick: () => void };
  /** The passed box's heading (default 'Quiz passed!'; conditionals: 'Quiz Completed'). */
  passedHeading?: string;
  /** Answers that passed before this page was opened (docs/product/lessons.md#kept-until-done):
   * shown chosen, with the pass, as if just submitted (onPassed is not called again). */
  passedWith?: QuizAnswers | null;
};

export function Quiz({ quiz, onPassed, onReset, continueTo, passedHeading, passedWith }: QuizProps) {
  const t = useT('lesson');
  const [answers, setAnswers] = useState<QuizAnswers>({});
  // The answers as they were submitted; the result is graded from them at each render, so its
  // words follow the page's language.
  const [submitted, setSubmitted] = useState<QuizAnswers | null>(null);
  const result: QuizResult | null = submitted ? gradeQuiz(quiz, submitted) : null;
  // The questions marked after a submit; answering one again clears its mark.
  const [marked, setMarked] = useState<ReadonlyMap<string, Mark>>(new Map());
  const [submits, setSubmits] = useState(0);
  const resultRef = useRef<HTMLDivElement>(null);
  const passed = result?.status === 'passed';

  // Kept answers come back once read from the device (after the first render).
  useEffect(() => {
    if (!passedWith || gradeQuiz(quiz, passedWith).status !== 'passed') return;
    setAnswers(passedWith);
    setSubmitted(passedWith);
  }, [quiz, passedWith]);

  // After Submit, focus lands on the result (which is scrolled into view).
  useEffect(() => {
    if (submits > 0) resultRef.current?.focus();
  }, [submits]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const graded = gradeQuiz(quiz, answers);
    setSubmitted(answers);
    setSubmits((n) => n + 1);
    setMarked(
      new Map(
        graded.status === 'passed'
          ? []
          : quiz.questions.flatMap((q): [string, Mark][] =>
              !answers[q.id]
                ? [[q.id, 'pick']]
                : graded.status === 'failed' && answers[q.id] !== q.answer
                  ? [[q.id, 'look']]
                  : [],
            ),
      ),
    );
    if (graded.status === 'passed') onPassed?.(graded, answers);
  };

  const tryAgain = () => {
    setAnswers({});
    setSubmitted(null);
    setMarked(new Map());
    onReset?.();
  };
  const tone =
    result?.status === 'passed'
      ? 'border-emerald-300 bg-emerald-50 text-emerald-950'
      : result?.status === 'incomplete'
        ? 'border-red-300 bg-red-50 text-red-950'
        : 'border-amber-300 bg-amber-50 text-amber-950';

  return (
    <form onSubmit={submit} className="grid gap-5" aria-label={t('lesson.quiz.form')}>
      {quiz.questions.map((question, i) => (
        <QuizQuestionField
          key={question.id}
          number={i + 1}
          question={question}
          value={answers[question.id] ?? ''}
          disabled={passed}
          mark={markWords(t, marked.get(question.id))}
          onChange={(value) => {
            setAnswers((a) => ({ ...a, [question.id]: value }));
            setMarked((m) => new Map([...m].filter(([id]) => id !== question.id)));
          }}
        />
      ))}
      <div
        ref={resultRef}
        role="status"
        tabIndex={-1}
        className={result?.message ? `grid gap-1 rounded-xl border-2 p-3 text-lg ${tone}` : 'sr-only'}
      >
        {result?.message && (
          <>
            <p className="font-extrabold">{result.message.title}</p>
            {result.message.description && <p>{result.message.description}</p>}
          </>
        )}
      </div>
      {passed ? (
        <div className="grid gap-3 rounded-2xl border-2 border-emerald-300 bg-emerald-50 p-4">
          <p className="text-xl font-extrabold text-emerald-950">
            <span aria-hidden="true">✅ </span>
            {passedHeading ?? t('lesson.quiz.passedHeading')}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={tryAgain}
              className="inline-flex min-h-11 items-center rounded-full border-2 border-violet-700 bg-white px-5 font-bold text-violet-900"
            >
              {t('lesson.quiz.tryAgain')}
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

const markWords = (t: Translate, mark: Mark | undefined) =>
  mark === 'pick' ? t('lesson.quiz.pickAnAnswer') : mark === 'look' ? t('lesson.quiz.lookAgain') : undefined;

type FieldProps = {
  number: number;
  question: QuizQuestion;
  value: string;
  disabled: boolean;
  /** Why this question is marked after a submit, if it is. */
  mark?: string;
  onChange: (value: string) => void;
};

function QuizQuestionField({ number, question, value, disabled, mark, onChange }: FieldProps) {
  const promptId = useId();
  const markId = useId();
  return (
    <fieldset
      className={`grid gap-3 rounded-2xl bg-white p-5 shadow-sm ${mark ? 'ring-4 ring-amber-400' : ''}`}
    >
      <legend id={promptId} className="float-left mb-2 w-full text-xl font-bold text-slate-900">
        {number}. {question.prompt}
      </legend>
      {mark && (
        <p id={markId} className="flex items-center gap-2 font-bold text-amber-900">
          <span aria-hidden="true">🔍</span>
          {mark}
        </p>
      )}
      <RadioGroup.Root
        aria-labelledby={promptId}
        aria-describedby={mark ? markId : undefined}
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
