import { expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findLevel } from '../../../../../../content/code-lab/levels';
import { runProgram } from '../../../../../domain/code-lab/interpreter';
import type { PenLevel } from '../../../../../domain/code-lab/stages/pen/pen-level';
import { PenText } from './pen-text';

// "Read the paper" (docs/decisions/357-read-the-paper.md): closed at first, then the paper in
// words, following the run.

const pen1 = findLevel('pen-1') as PenLevel;

it('opens on request and says the target, what Ada drew and what is missing, by heading', async () => {
  const up = runProgram(pen1, { version: 1, body: [{ id: 'a', op: 'forward' }, { id: 'b', op: 'forward' }] });
  const { rerender } = render(<PenText paper={pen1} shown={[]} />);
  const region = screen.getByRole('region', { name: 'Read the paper' });
  const open = within(region).getByRole('button', { name: 'Read the paper' });
  expect(open.getAttribute('aria-expanded')).toBe('false');
  expect(within(region).queryByRole('list')).toBeNull();

  await userEvent.setup().click(open);
  expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'The target: 4 lines',
    'Ada has drawn nothing yet',
    'Still missing: 4 lines',
    'No lines that are not in the target',
  ]);
  expect(within(region).getByText('Ada is at 3 across and 5 down, facing north, pen down, black.')).toBeTruthy();

  rerender(<PenText paper={pen1} shown={up.trace} />);
  expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'The target: 4 lines',
    'What Ada drew: 1 line',
    'Still missing: 3 lines',
    'No lines that are not in the target',
  ]);
  const drew = within(region).getAllByRole('list')[1]!;
  expect(within(drew).getByRole('listitem').textContent).toBe('From 3 across, 3 down to 3 across, 5 down, 2 steps long');
});
