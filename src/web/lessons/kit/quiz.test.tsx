import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { introToCodingLesson } from '../../../../content/lessons/intro-to-coding';
import { loopsLesson } from '../../../../content/lessons/loops';
import { Toaster } from '../../components/toaster';
import { startI18n } from '../../i18n/i18n';
import { Quiz } from './quiz';

// The English words of the lesson kit, loaded as the page shell loads them.
beforeAll(() => startI18n(['lesson']));

// jsdom has no ResizeObserver; Radix measures the radio indicators with it.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const choose = async (user: ReturnType<typeof userEvent.setup>, question: RegExp, option: RegExp) =>
  user.click(within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: option }));

describe('Quiz', () => {
  // Many clicks through userEvent: slow under a full parallel run.
  it('asks for every answer, then says which were wrong, then passes and can be tried again', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const onPassed = vi.fn();
    const onReset = vi.fn();
    render(
      <>
        <Quiz quiz={introToCodingLesson.quiz} onPassed={onPassed} onReset={onReset} />
        <Toaster />
      </>,
    );
    await choose(user, /What is coding/, /instructions/);
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Incomplete Quiz')).toBeTruthy();

    await choose(user, /Why is learning/, /solve problems/);
    await choose(user, /without typing/, /magic wand/);
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Not quite')).toBeTruthy();
    expect(onPassed).not.toHaveBeenCalled();

    await choose(user, /without typing/, /Code blocks/);
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByText('Nice work!')).toBeTruthy();
    expect(onPassed).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'passed', correct: 3 }),
      { q1: 'instructions', q2: 'problems', q3: 'blocks' },
    );
    expect(screen.getByRole('radio', { name: /Code blocks/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit Quiz' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onReset).toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: /Code blocks/ }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeTruthy();
  });

  it('passes the loops quiz with 2 of 3 and says how many were right', async () => {
    const user = userEvent.setup();
    render(<Quiz quiz={loopsLesson.quiz} />);
    await choose(user, /What does a loop do/, /repeats/);
    await choose(user, /Why do coders/, /less code/);
    await choose(user, /Which word/, /^if$/);
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loop Master!You got 2 out of 3 questions correct! You really know your loops.');
    expect(status.querySelector('p')?.textContent).toBe('Loop Master!');
    expect(document.activeElement).toBe(status);
    expect(screen.queryByText('Take another look at this one.')).toBeNull();
  });

  it('marks the questions to look at again after a miss, and clears a mark once answered again', async () => {
    const user = userEvent.setup();
    render(<Quiz quiz={loopsLesson.quiz} />);
    await choose(user, /What does a loop do/, /repeats/);
    await choose(user, /Why do coders/, /slower/);
    await choose(user, /Which word/, /^if$/);
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(screen.getByRole('status').querySelector('p')?.textContent).toBe('Keep Trying!');
    expect(screen.getAllByText('Take another look at this one.')).toHaveLength(2);
    expect(screen.getByRole('radiogroup', { name: /Which word/ }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /What does a loop do/ }).getAttribute('aria-describedby')).toBeNull();
    await choose(user, /Which word/, /^for$/);
    expect(screen.getAllByText('Take another look at this one.')).toHaveLength(1);
  });
});
