import { afterAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChildCodeLab } from '../../../domain/api/child-work-api';
import { t } from '../../i18n/i18n';
import { minutesWords } from './child-progress-detail';
import { ChildCodeLabWork } from './child-code-lab-work';

// "1 hour ago" is "yesterday" in the first hour of a day: the clock is put at midday, here.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T12:00:00') });
afterAll(() => vi.useRealTimers());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const work: ChildCodeLab = {
  levels: [
    {
      levelId: 'tech-lab-1',
      program: {
        version: 1,
        body: [
          { id: 'a', op: 'repeat', times: 2, body: [{ id: 'b', op: 'forward' }] },
          { id: 'c', op: 'turn', dir: 'left' },
        ],
      },
      stars: 3,
      runs: 2,
      fails: 1,
      lastTriedAt: minutesAgo(5),
    },
    { levelId: 'tech-lab-2', program: null, stars: 0, runs: 1, fails: 1, lastTriedAt: minutesAgo(90) },
  ],
};

describe('a child’s Code Lab work (docs/product.md#a-childs-work)', () => {
  it('lists each level with stars, runs, fails and when; the program opens read-only with its code', async () => {
    const user = userEvent.setup();
    render(<ChildCodeLabWork nickname="Sam" work={work} />);
    expect(screen.getByRole('heading', { name: 'Code Lab work' })).toBeTruthy();
    expect(
      screen.getByText('Solved with 3 of 3 stars. 2 runs, 1 fail. Last tried 5 minutes ago.'),
    ).toBeTruthy();
    expect(screen.getByText('Not solved yet. 1 run, 1 fail. Last tried 1 hour ago.')).toBeTruthy();
    expect(screen.getByText('No program kept for this level.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'See Sam’s program' }));
    const blocks = screen.getByRole('group', { name: /^Sam’s program for Tech Lab Puzzles 1/ });
    expect(within(blocks).getByText('Repeat 2 times')).toBeTruthy();
    expect(within(blocks).getByText('Move forward')).toBeTruthy();
    // Numbered as the child's own rows are
    // (docs/decisions/351-blocks-numbered-2-2-1-and-bumps-name-them.md): the block inside the
    // repeat is 1.1.
    expect(within(blocks).getByText('Step 1.1:')).toBeTruthy();
    expect(within(blocks).getByText('End of Repeat')).toBeTruthy();
    // Nothing in it can be pressed: it is not the child's editor.
    expect(within(blocks).queryAllByRole('button')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show the code' }));
    const code = screen.getByRole('list', { name: 'Sam’s program as JavaScript' });
    expect(within(code).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'for (let i = 0; i < 2; i++) {',
      'moveForward();',
      '}',
      'turnLeft();',
    ]);
  });

  it('says when there is nothing yet, and while it loads', () => {
    const { rerender } = render(<ChildCodeLabWork nickname="Sam" work={undefined} />);
    expect(screen.getByRole('status').textContent).toBe('Loading the Code Lab work…');
    rerender(<ChildCodeLabWork nickname="Sam" work={{ levels: [] }} />);
    expect(screen.getByText('No Code Lab programs yet.')).toBeTruthy();
  });

  it('opens a tune as its blocks in the Sound Lab’s words (docs/decisions/406-the-sound-lab.md)', async () => {
    const user = userEvent.setup();
    const tune: ChildCodeLab = {
      levels: [
        {
          levelId: 'sound-1',
          program: {
            version: 4,
            kind: 'tune',
            body: [
              { id: 'a', op: 'repeat', times: 2, body: [{ id: 'b', op: 'play-note', note: 'E4', length: 'quarter' }] },
              { id: 'c', op: 'play-drum', drum: 'kick', length: 'half' },
            ],
          },
          stars: 0,
          runs: 1,
          fails: 1,
          lastTriedAt: minutesAgo(5),
        },
      ],
    };
    render(<ChildCodeLabWork nickname="Sam" work={tune} />);
    await user.click(screen.getByRole('button', { name: 'See Sam’s program' }));
    const blocks = await screen.findByRole('group', { name: /^Sam’s program for/ });
    expect(within(blocks).getByText('Repeat 2 times')).toBeTruthy();
    expect(within(blocks).getByText('Step 1.1:')).toBeTruthy();
    expect(blocks.textContent).toMatch(/E4/);
    expect(blocks.textContent).toMatch(/kick|Kick/);
    expect(blocks.textContent).not.toMatch(/soundLab\.|soundLevel\.|codeLab\./);
    expect(within(blocks).queryAllByRole('button')).toEqual([]);
  });

  it('writes minutes as a grown-up reads them', () => {
    expect([0, 12, 60, 65, 125].map((m) => minutesWords(t, m))).toEqual([
      '0 min',
      '12 min',
      '1 h',
      '1 h 5 min',
      '2 h 5 min',
    ]);
  });
});
