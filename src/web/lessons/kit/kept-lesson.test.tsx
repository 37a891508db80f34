// docs/product/lessons.md#kept-until-done: a quiz-and-activity lesson keeps its passed quiz and
// its done activity for one person across a remount, and Complete Lesson sends them.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { functionsLesson } from '../../../../content/lessons/functions';
import { AuthProvider, USER_QUERY_KEY } from '../../lib/auth';
import { createQueryClient } from '../../lib/query-client';
import { startI18n } from '../../i18n/i18n';
import { keepLessonWork, keptLessonWork } from './kept-lesson';
import { lessonInfo } from './lesson-info';
import { OnePerson } from './one-person';
import { QuizAndActivityLesson } from './quiz-and-activity-lesson';
import { useQuizAndActivity } from './use-quiz-and-activity';

const saved = vi.hoisted(() => ({ completions: [] as unknown[], awards: [] as unknown[] }));
vi.mock('../../lib/progress-saves', async (original) => ({
  ...(await original<typeof import('../../lib/progress-saves')>()),
  useCompleteLesson: () => (lessonId: string, work: unknown) => {
    saved.completions.push({ lessonId, work });
    return Promise.resolve({ pointsAwarded: 50, firstTime: true, queued: false });
  },
  useAwardActivity: () => (activityId: string, evidence: unknown) => {
    saved.awards.push({ activityId, evidence });
    return Promise.resolve({ pointsAwarded: 10, firstTime: true, queued: false });
  },
}));

beforeAll(() => startI18n(['lesson']));
// jsdom has no ResizeObserver; Radix measures the radio indicators with it.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  localStorage.clear();
  saved.completions.length = 0;
  saved.awards.length = 0;
});

const { lesson } = lessonInfo('functions');
const dance = { chorus: ['clap', 'spin'], song: ['chorus', 'verse', 'chorus'] };
const passingAnswers = { q1: 'named-steps', q2: 'calling', q3: 'many' };

function Lesson() {
  const lessonState = useQuizAndActivity(lesson, 'functions');
  const done = lessonState.activityKept;
  return (
    <QuizAndActivityLesson
      lessonState={lessonState}
      content={functionsLesson}
      header={null}
      learnNextLabel="Go to Quiz"
      onQuizPassed={() => {}}
      continueLabel="Continue to Dance"
      activity={{
        id: 'dance',
        label: 'Dance',
        done,
        content: (
          <button type="button" onClick={() => lessonState.awardActivity(dance)}>
            Finish the dance
          </button>
        ),
      }}
    >
      <button type="button" onClick={() => lessonState.completeLesson(done)}>
        Complete Lesson
      </button>
    </QuizAndActivityLesson>
  );
}

function renderAs(user: { id: number } | null) {
  const queryClient = createQueryClient();
  if (user) queryClient.setQueryData(USER_QUERY_KEY, { ...user, email: 'kid@example.com', points: 0 });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter>
          <OnePerson>
            <Lesson />
          </OnePerson>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

const checklist = () => screen.getByRole('region', { name: /To finish this lesson|All done/ });
const ticked = (words: RegExp) => within(checklist()).getByText(words).textContent?.includes('(done)');

const choose = async (user: ReturnType<typeof userEvent.setup>, question: RegExp, option: RegExp) =>
  user.click(within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: option }));

describe('a lesson keeps its done parts', () => {
  it('keeps a passed quiz and a done activity across a remount, and shows them done', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const first = renderAs(null);
    await user.click(screen.getByRole('tab', { name: /Quiz/ }));
    await choose(user, /What is a function/, /group of steps/);
    await choose(user, /uses a function/, /Calling/);
    await choose(user, /How many times/, /As many times/);
    await user.click(screen.getByRole('button', { name: 'Check Answers' }));
    await user.click(screen.getByRole('tab', { name: /Dance/ }));
    await user.click(screen.getByRole('button', { name: 'Finish the dance' }));
    expect(ticked(/Pass the quiz/)).toBe(true);
    first.unmount();

    renderAs(null);
    expect(await screen.findByRole('heading', { name: 'All done! Press Complete Lesson.' })).toBeTruthy();
    expect(ticked(/Pass the quiz/)).toBe(true);
    expect(ticked(/Make the chorus dance/)).toBe(true);
    await user.click(screen.getByRole('tab', { name: /Quiz/ }));
    expect(screen.getByRole('radio', { name: /As many times/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: /As many times/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Check Answers' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: /Dance/ }));
    expect(screen.getByText(/You did this part already!/)).toBeTruthy();
  });

  it('Complete Lesson after a remount sends the kept answers and evidence, then forgets them', async () => {
    const user = userEvent.setup();
    keepLessonWork('guest', 'functions', { answers: passingAnswers, evidence: dance });
    renderAs(null);
    await screen.findByRole('heading', { name: 'All done! Press Complete Lesson.' });
    await user.click(screen.getByRole('button', { name: 'Complete Lesson' }));
    expect(saved.completions).toEqual([{ lessonId: 'functions', work: { answers: passingAnswers, activity: dance } }]);
    await vi.waitFor(() => expect(keptLessonWork('guest', 'functions')).toEqual({ answers: null, evidence: null }));
  });

  it('keeps each person apart: another person, or the next after a sign-out, sees nothing', async () => {
    keepLessonWork('user-4', 'functions', { answers: passingAnswers, evidence: dance });
    const { queryClient } = renderAs({ id: 4 });
    await screen.findByRole('heading', { name: 'All done! Press Complete Lesson.' });

    act(() => queryClient.setQueryData(USER_QUERY_KEY, { id: 5, email: 'other@example.com', points: 0 }));
    expect(await screen.findByRole('heading', { name: 'To finish this lesson' })).toBeTruthy();
    expect(ticked(/Pass the quiz/)).toBe(false);
    expect(ticked(/Make the chorus dance/)).toBe(false);

    act(() => queryClient.setQueryData(USER_QUERY_KEY, null));
    expect(await screen.findByRole('heading', { name: 'To finish this lesson' })).toBeTruthy();
    expect(ticked(/Pass the quiz/)).toBe(false);
    expect(keptLessonWork('guest', 'functions')).toEqual({ answers: null, evidence: null });
    expect(keptLessonWork('user-4', 'functions').answers).toEqual(passingAnswers);
  });
});
