import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { spanishWords } from '../../../../../tests/support/english-words';
import { PEN_COLOR_HEX, type Program } from '../../../../domain/code-lab/program';
import { ApiError } from '../../../lib/api';
import { DrawingsPanel } from './drawings-panel';
import { studioSegments } from './studio-run';
import type { Creations, ListedCreation } from '../creations/use-creations';

type Drawings = Creations<Program>;
type ListedDrawing = ListedCreation<Program>;

const rocket: ListedDrawing = {
  key: '5',
  title: 'Rocket',
  program: { version: 2, body: [{ id: 'f', op: 'forward' }] },
  createdAt: '2026-11-26T09:00:00.000Z',
  share: null,
};

/** A person's kept drawings as the panel sees them: the list and what each action does. */
const keptDrawings = (over: Partial<Drawings> = {}): Drawings => ({
  list: [rocket],
  loading: false,
  full: false,
  waiting: 0,
  save: vi.fn(),
  rename: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  ...over,
});

const panel = (drawings: Drawings, sharing: boolean) =>
  render(
    <DrawingsPanel
      drawings={drawings}
      guest={false}
      program={{ version: 2, body: [] }}
      onOpen={() => {}}
      segmentsOf={studioSegments}
      sharing={sharing}
    />,
  );

describe('sharing from My drawings', () => {
  it('has no share at all without a class gallery (a family child, a grown-up, a guest)', () => {
    panel(keptDrawings({ share: vi.fn(), unshare: vi.fn() }), false);
    expect(screen.queryByRole('button', { name: /Share with my class/ })).toBeNull();
    expect(screen.queryByText('Your teacher will look at it first.')).toBeNull();
  });

  it('shares a drawing and says it waits for the teacher', async () => {
    const user = userEvent.setup();
    const share = vi.fn(async () => {});
    panel(keptDrawings({ share, unshare: vi.fn() }), true);
    await user.click(screen.getByRole('button', { name: 'Share with my class: Rocket' }));
    expect(share).toHaveBeenCalledWith('5');
    expect(await screen.findByText('“Rocket” is waiting for your teacher.')).toBeTruthy();
  });

  it('shows the server’s words when it refuses (three waiting, the gallery closed)', async () => {
    const user = userEvent.setup();
    const words = 'You have 3 drawings waiting for your teacher already.';
    const share = vi.fn(async () => {
      throw new ApiError(409, JSON.stringify({ message: words }), words);
    });
    panel(keptDrawings({ share, unshare: vi.fn() }), true);
    await user.click(screen.getByRole('button', { name: 'Share with my class: Rocket' }));
    expect(await screen.findByText(words)).toBeTruthy();
  });

  it('takes back a drawing in the gallery', async () => {
    const user = userEvent.setup();
    const unshare = vi.fn(async () => {});
    const shared = { ...rocket, share: { itemId: 9, status: 'approved' as const } };
    panel(keptDrawings({ list: [shared], share: vi.fn(), unshare }), true);
    expect(screen.getByText('In the class gallery')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Take it back: Rocket' }));
    expect(unshare).toHaveBeenCalledWith('5');
    expect(await screen.findByText('You took “Rocket” back.')).toBeTruthy();
  });
});

describe('saving and seeing drawings', () => {
  const withProgram = (drawings: Drawings, program: ListedDrawing['program']) =>
    render(
      <DrawingsPanel drawings={drawings} guest program={program} onOpen={() => {}} segmentsOf={studioSegments} />,
    );

  it('does not keep a drawing of nothing, and says why (docs/decisions/355-the-studio-keeps-a-draft.md)', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    withProgram(keptDrawings({ save }), { version: 2, body: [{ id: 't', op: 'turn', dir: 'right' }] });
    await user.type(screen.getByLabelText('Title for this drawing'), 'Turning');
    await user.click(screen.getByRole('button', { name: 'Save drawing' }));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(
      'There is nothing to save yet: this program draws no lines. Put in a Move forward with the pen down, then save.',
    );
    expect(spanishWords('codeLab.studio.nothingDrawn')).toBe(
      'Todavía no hay nada que guardar: este programa no dibuja ninguna línea. Pon un bloque Avanzar con el lápiz abajo y luego guarda.',
    );
  });

  it('keeps a drawing with a line', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => rocket);
    withProgram(keptDrawings({ save }), rocket.program);
    await user.type(screen.getByLabelText('Title for this drawing'), 'Rocket');
    await user.click(screen.getByRole('button', { name: 'Save drawing' }));
    expect(save).toHaveBeenCalledWith('Rocket', rocket.program);
    expect(await screen.findByText('Saved “Rocket”.')).toBeTruthy();
  });

  it('shows a small picture of each drawing, its lines in its colours', () => {
    const house: ListedDrawing = {
      ...rocket,
      key: '6',
      title: 'Red square',
      program: {
        version: 2,
        body: [
          { id: 'c', op: 'color', color: 'red' },
          { id: 'r', op: 'repeat', times: 4, body: [{ id: 'f', op: 'forward' }, { id: 'g', op: 'forward' }, { id: 't', op: 'turn', dir: 'right' }] },
        ],
      },
    };
    withProgram(keptDrawings({ list: [house, rocket] }), rocket.program);
    const square = screen.getByRole('img', { name: 'Picture of “Red square”: 4 lines drawn.' });
    expect(square.querySelectorAll('line')).toHaveLength(8);
    expect(new Set([...square.querySelectorAll('line')].map((l) => l.getAttribute('stroke')))).toEqual(new Set([PEN_COLOR_HEX.red]));
    expect(screen.getByRole('img', { name: 'Picture of “Rocket”: 1 line drawn.' })).toBeTruthy();
  });
});
