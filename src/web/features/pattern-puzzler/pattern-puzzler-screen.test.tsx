import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { patternRounds, type PatternRound } from '../../../domain/games/pattern-puzzler';
import { startI18n } from '../../i18n/i18n';
import { AuthProvider, USER_QUERY_KEY } from '../../lib/auth';
import { guestStorage } from '../../lib/guest-storage';
import { createQueryClient } from '../../lib/query-client';
import { PatternPuzzlerScreen } from './pattern-puzzler-screen';

// docs/decisions/416-pattern-puzzler.md: the page shows each round's right or wrong at once from
// the same rounds as the server, takes taps and arrow keys, and shows the server's score and points.
beforeAll(() => startI18n(['shell', 'games', 'readAloud']));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const child = (points: number) => ({
  kind: 'child',
  id: 9,
  username: 'ada',
  displayName: 'Ada',
  points,
  level: 1 + Math.floor(points / 100),
  avatarId: 1,
  role: 'learner',
  locale: 'en',
});

function renderAs(user: object | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter>
          <PatternPuzzlerScreen />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

const SEED = 4242;
const rounds = patternRounds(SEED);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('Pattern Puzzler', { timeout: 30_000 }, () => {
  it('below level 4 is a locked door that says how far, even by a typed address', async () => {
    renderAs(child(250));
    expect(await screen.findByRole('heading', { name: 'Pattern Puzzler is locked' })).toBeTruthy();
    expect(screen.getByText('50 more points to Level 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Puzzling' })).toBeNull();
  });

  it('plays a dealt play by taps and keys, and shows the score and points the server sent', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        if (url === '/api/pattern-puzzler/plays') return json(201, { playId: 77, seed: SEED });
        return json(201, {
          id: 1, gameId: 'pattern-puzzler', score: 90, createdAt: new Date().toISOString(),
          pointsAwarded: 9, points: 309, level: 4, dailyLimitReached: false,
          right: [false, true, true, true, true, true, true, true, true, true],
        });
      }),
    );
    const user = userEvent.setup();
    renderAs(child(300));
    await user.click(await screen.findByRole('button', { name: 'Start Puzzling' }));
    expect(await screen.findByRole('heading', { name: /Round 1 of 10/ })).toBeTruthy();

    // The row is heard as one sentence: "red, blue, red, blue, what comes next?".
    const first = rounds[0] as PatternRound;
    const row = screen.getByRole('img', { name: /, what comes next\?$/ });
    expect(row.getAttribute('aria-label')?.split(', ')).toHaveLength(first.row.length);
    // Round 1 by taps: a wrong choice first (it says so, and the round scores 0), then the right one.
    const group = screen.getByRole('group', { name: 'Choices: what comes next?' });
    const choices = within(group).getAllByRole('button');
    expect(choices).toHaveLength(first.choices.length);
    const wrong = (first.answer + 1) % first.choices.length;
    await user.click(choices[wrong]!);
    expect(screen.getByTestId('puzzler-feedback').textContent).toMatch(/^Not quite: .* does not fit\. Try again!$/);
    await user.click(choices[first.answer]!);
    expect(screen.getByTestId('puzzler-feedback').textContent).toMatch(/^That's it!/);
    expect(screen.getByTestId('puzzler-score').textContent).toBe('Score so far: 0');
    await user.click(screen.getByRole('button', { name: 'Next Round' }));

    // The other rounds by keys: the choices are one tab stop; arrows move, Enter picks.
    for (let i = 1; i < rounds.length; i++) {
      const round = rounds[i] as PatternRound;
      expect(await screen.findByRole('heading', { name: new RegExp(`Round ${i + 1} of 10`) })).toBeTruthy();
      const buttons = within(screen.getByRole('group', { name: 'Choices: what comes next?' })).getAllByRole('button');
      expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
      buttons[0]!.focus();
      for (let k = 0; k < round.answer; k++) await user.keyboard('{ArrowRight}');
      expect(document.activeElement).toBe(buttons[round.answer]);
      await user.keyboard('{Enter}');
      expect(screen.getByTestId('puzzler-feedback').textContent).toMatch(/^Right!/);
      expect(screen.getByTestId('puzzler-score').textContent).toBe(`Score so far: ${i * 10}`);
      // Next gets the focus: Enter goes on.
      await user.keyboard('{Enter}');
    }

    expect(await screen.findByText('Score: 90! You earned 9 points.')).toBeTruthy();
    expect(screen.getByText('You got 9 of 10 right on your first try.')).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(['/api/pattern-puzzler/plays', '/api/pattern-puzzler/plays/77/answers']);
    // The first answers go to the server: round 1's wrong one, then the right ones.
    expect(calls[1]!.body).toEqual({ answers: [wrong, ...rounds.slice(1).map((r) => r.answer)] });
  });

  it('a guest at level 4 plays rounds of its own, for no points, and nothing is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    guestStorage.addPoints(300);
    const user = userEvent.setup();
    renderAs(null);
    await user.click(await screen.findByRole('button', { name: 'Start Puzzling' }));
    for (let i = 0; i < 10; i++) {
      const buttons = within(await screen.findByRole('group', { name: 'Choices: what comes next?' })).getAllByRole('button');
      // The first choice each time: right or wrong, then every choice until the right one.
      for (const button of buttons) {
        if (screen.queryByRole('button', { name: /Next Round|See My Score/ })) break;
        await user.click(button);
      }
      await user.click(screen.getByRole('button', { name: /Next Round|See My Score/ }));
    }
    expect(await screen.findByText(/^Score: \d+! Sign up to earn points for your puzzles\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says what went wrong when the server will not deal, and lets the child try again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(429, { message: 'Wow, that is a lot of puzzles!' })));
    const user = userEvent.setup();
    renderAs(child(300));
    await user.click(await screen.findByRole('button', { name: 'Start Puzzling' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not get your puzzles: Wow, that is a lot of puzzles!');
    expect(screen.getByRole('button', { name: 'Start Puzzling' })).toBeTruthy();
  });
});
