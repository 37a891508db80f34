import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChildProgress } from '../../../domain/api/child-progress-api';
import { t } from '../../i18n/i18n';
import { findLevel, findWorld } from '../../../../content/code-lab/levels';
import { ChildProgressDetail, codeLabLevelTitle } from './child-progress-detail';

const sam: ChildProgress = {
  id: 7,
  nickname: 'Sam',
  avatarId: 3,
  lessons: ['intro-to-coding', 'loops'],
  codeLab: [
    { levelId: 'birthday-1', stars: 3, runs: 4, fails: 0 },
    { levelId: 'lost-finder-6', stars: 0, runs: 5, fails: 5 },
  ],
  badges: ['coding-starter', 'loop-explorer'],
  points: 120,
  level: 2,
  lastActiveAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString(),
  needsHelp: ['lost-finder-6'],
  activeMinutes: { today: 12, week: 65 },
};

afterEach(() => vi.unstubAllGlobals());

describe('a child progress view (docs/product.md#what-grown-ups-see)', () => {
  it('names levels by world, number and title', () => {
    expect(codeLabLevelTitle(t, 'birthday-1', { findLevel, findWorld })).toBe('Birthday Adventure 1: To the party');
    expect(codeLabLevelTitle(t, 'gone-9', { findLevel, findWorld })).toBe('gone-9');
  });

  it('puts "Needs help" first, then lessons, Code Lab levels and badges, in words', () => {
    render(<ChildProgressDetail child={sam} />);
    const article = screen.getByRole('article', { name: 'Sam' });
    expect(within(article).getByText('Level 2, 120 Ada points.')).toBeTruthy();
    expect(within(article).getByText('Last active: 2 days ago.')).toBeTruthy();
    expect(
      within(article).getByText('Time on task: 12 min today, 1 h 5 min this week.'),
    ).toBeTruthy();
    const headings = within(article)
      .getAllByRole('heading')
      .map((h) => `${h.tagName} ${h.textContent}`);
    expect(headings).toEqual([
      'H3 Sam',
      'H4 Needs help',
      'H4 Lessons done',
      'H4 Code Lab levels',
      'H4 Badges',
    ]);

    const help = screen.getByRole('heading', { name: 'Needs help' }).parentElement!;
    expect(within(help).getByText(/Lost Finder 6: .*5 tries without solving it\./)).toBeTruthy();
    expect(screen.getByText('2 of 13 lessons done.')).toBeTruthy();
    expect(screen.getByText('What is Coding?')).toBeTruthy();
    expect(screen.getByText('Loops')).toBeTruthy();
    expect(
      screen.getByText('Birthday Adventure 1: To the party: solved with 3 of 3 stars, 4 runs.'),
    ).toBeTruthy();
    expect(
      screen.getByText(/Lost Finder 6: .*: not solved yet, 5 runs \(5 tries without solving\)\./),
    ).toBeTruthy();
    expect(screen.getByText('Coding Starter')).toBeTruthy();
    expect(screen.getByText('Loop Explorer')).toBeTruthy();
    // The avatar sits beside the nickname, so it is not announced twice.
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says so when a child has not started, and shows no "Needs help"', () => {
    render(
      <ChildProgressDetail
        heading="h2"
        child={{
          ...sam,
          lessons: [],
          codeLab: [],
          badges: [],
          points: 0,
          level: 1,
          lastActiveAt: null,
          needsHelp: [],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sam' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Needs help' })).toBeNull();
    expect(screen.getByText('Not active yet.')).toBeTruthy();
    expect(screen.getByText('0 of 13 lessons done.')).toBeTruthy();
    expect(screen.getByText('No Code Lab levels tried yet.')).toBeTruthy();
    expect(screen.getByText('No badges yet.')).toBeTruthy();
  });

  it('reads aloud what it shows, in the same order, with no autoplay checkbox', async () => {
    const spoken: string[] = [];
    class Utterance extends EventTarget {
      onstart: (() => void) | null = null;
      onend: (() => void) | null = null;
      constructor(readonly text: string) {
        super();
      }
    }
    const queue: Utterance[] = [];
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    vi.stubGlobal(
      'speechSynthesis',
      Object.assign(new EventTarget(), {
        getVoices: () => [{ name: 'Samantha', lang: 'en-US' }],
        speak: (u: Utterance) => {
          spoken.push(u.text);
          queue.push(u);
        },
        cancel: () => void queue.splice(0),
        pause: () => {},
        resume: () => {},
      }),
    );
    const user = userEvent.setup();
    render(<ChildProgressDetail child={sam} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Read Aloud' }));
    expect(spoken.slice(0, 5)).toEqual([
      'Sam',
      'Level 2, 120 Ada points.',
      'Last active: 2 days ago.',
      'Time on task: 12 min today, 1 h 5 min this week.',
      'Needs help',
    ]);
    expect(spoken).toContain('Badges');
    expect(spoken.at(-1)).toBe('Loop Explorer');
    await act(async () => queue.splice(0));
  });
});
