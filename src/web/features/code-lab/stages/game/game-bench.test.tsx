import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkGame } from '../../../../../domain/code-lab/stages/game/game-check';
import type { GameLevel } from '../../../../../domain/code-lab/stages/game/game-level';
import {
  emptyGameProgram,
  type GameProgram,
} from '../../../../../domain/code-lab/stages/game/game-program';
import type { SpriteStart } from '../../../../../domain/code-lab/stages/game/game-types';
import { startGame } from '../../../../../domain/code-lab/stages/game/game-stage';
import { GameBench, liveSource, type GameChecker, type Inbox } from './game-bench';
import type { GameEditRules } from './handler-model';

// The game bench (docs/decisions/402-the-game-lab.md#the-level-page): event blocks added, picked,
// filled, moved and taken out by tap and by keys; Play hands the keys to the scene and Escape
// gives them back; "Check my game" plays the check's frames, then says its outcome.

const sprite = (id: 'cat' | 'star', x: number): SpriteStart => ({
  id,
  costume: id,
  x,
  y: 200,
  direction: 90,
  speed: 0,
  visible: true,
});
const level: GameLevel = {
  id: 'game-test',
  world: 'game',
  number: 1,
  title: 'Test',
  intro: 'A test.',
  hints: ['a', 'b', 'c'],
  kind: 'game',
  toolbox: ['sprite-move', 'score', 'repeat'],
  events: ['start', 'key', 'touch'],
  maxBlocks: 10,
  idealBlocks: 2,
  scene: { sprites: [sprite('cat', 100), sprite('star', 250)], seed: 3 },
  script: [{ frame: 2, key: 'right' }],
  maxFrames: 10,
  criteria: [{ type: 'moved', sprite: 'cat', distance: 50 }],
};
const rules: GameEditRules = {
  toolbox: level.toolbox,
  maxBlocks: level.maxBlocks,
  maxDepth: 5,
  sprites: ['cat', 'star'],
  events: level.events,
};

const program = () => screen.getByRole('region', { name: 'Your program' });
const row = (name: string) => within(program()).getByRole('button', { name });
const said = () => screen.getByTestId('editor-said').textContent;
const scene = () =>
  screen.getByRole('application', { name: 'Game scene. Arrow keys and space play the game.' });

function bench(checker?: GameChecker, initial: GameProgram = emptyGameProgram()) {
  const changes: GameProgram[] = [];
  const outcome = { current: null as { text: string; solved: boolean } | null };
  const view = render(
    <GameBench
      scene={level.scene}
      rules={rules}
      maxFrames={level.maxFrames}
      initial={initial}
      onProgramChange={(p) => changes.push(p)}
      checker={checker}
      outcome={outcome.current}
    />,
  );
  return { changes, view };
}

// jsdom has no ResizeObserver nor scrolling (the phone layout measures its bars and scrolls the row it works on): ones that do nothing.
beforeEach(() => {
  Element.prototype.scrollIntoView = () => {};
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the event blocks of a game', () => {
  it('are added from the level’s list, picked from lists and filled from the palette, by tap', async () => {
    const user = userEvent.setup();
    const { changes } = bench();
    expect(
      within(program()).getByText('Your game has no event blocks yet. Add one below.'),
    ).toBeTruthy();
    // Only the events the level offers; the palette waits for an event block.
    const add = screen.getByRole('group', { name: 'Add an event block' });
    expect(
      within(add)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '+⊳When the game starts',
      '+⊡When a key is pressed',
      '+⋈When a sprite touches another',
    ]);
    const blocks = screen.getByRole('region', { name: 'Blocks' });
    expect(
      within(blocks)
        .getByRole('button', { name: 'Move a sprite forward' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      within(blocks).getByText('Add an event block first. Your blocks go under it.'),
    ).toBeTruthy();

    await user.click(within(add).getByRole('button', { name: /When the game starts/ }));
    expect(said()).toBe('Added When the game starts. The next block goes under it.');
    expect(document.activeElement).toBe(row('When the game starts'));
    await user.click(
      within(screen.getByRole('group', { name: 'Blocks' })).getByRole('button', {
        name: 'Move a sprite forward',
      }),
    );
    expect(said()).toBe('Added Move the cat forward 10 steps as step 1 under When the game starts');
    await user.selectOptions(
      within(program()).getByRole('combobox', {
        name: 'Step 1 (under When the game starts): how many steps',
      }),
      '30',
    );
    expect(row('Step 1 (under When the game starts): Move the cat forward 30 steps')).toBeTruthy();
    await user.selectOptions(
      within(program()).getByRole('combobox', {
        name: 'Step 1 (under When the game starts): which object',
      }),
      'star',
    );
    expect(row('Step 1 (under When the game starts): Move the star forward 30 steps')).toBeTruthy();

    // A touch block: its two sprites from the scene, never one touching itself.
    await user.click(within(add).getByRole('button', { name: /When a sprite touches another/ }));
    expect(row('When the cat touches the star')).toBeTruthy();
    await user.selectOptions(
      within(program()).getByRole('combobox', {
        name: 'When the cat touches the star: which other object',
      }),
      'cat',
    );
    expect(row('When the star touches the cat')).toBeTruthy();

    expect(changes.at(-1)).toEqual({
      version: 3,
      kind: 'game',
      handlers: [
        {
          id: 'b1',
          event: { kind: 'start' },
          body: [{ id: 'b2', op: 'sprite-move', sprite: 'star', steps: 30 }],
        },
        { id: 'b3', event: { kind: 'touch', sprite: 'star', other: 'cat' }, body: [] },
      ],
    });
    expect(screen.getByTestId('block-counter').textContent).toBe('3 of 10 blocks');
  });

  it('are walked, moved and taken out by keys: arrows, Alt and an arrow, Delete', async () => {
    const user = userEvent.setup();
    bench(undefined, {
      version: 3,
      kind: 'game',
      handlers: [
        { id: 'a', event: { kind: 'start' }, body: [{ id: 'b', op: 'score', by: 1 }] },
        { id: 'c', event: { kind: 'key', key: 'left' }, body: [] },
      ],
    });
    // The insertion point opens at the end: the key block's own row.
    row('When the left arrow is pressed').focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(
      row('Step 1 (under When the game starts): Change the score by 1'),
    );
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(row('When the game starts'));
    // The key's list takes the keys that are its own.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(row('When the left arrow is pressed'));
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(said()).toBe('Moved When the left arrow is pressed up.');
    expect(
      within(program())
        .getAllByRole('button', { name: /^When / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['When the left arrow is pressed', 'When the game starts']);
    expect(document.activeElement).toBe(row('When the left arrow is pressed'));
    // Delete on the start block takes it out with the block under it.
    row('When the game starts').focus();
    await user.keyboard('{Delete}');
    expect(said()).toBe('Deleted When the game starts and the block under it.');
    expect(within(program()).queryByRole('button', { name: 'When the game starts' })).toBeNull();
    expect(document.activeElement).toBe(row('When the left arrow is pressed'));
    // A block's Alt+arrow takes it from one event block into the next.
    await user.click(
      within(screen.getByRole('group', { name: 'Blocks' })).getByRole('button', {
        name: 'Change the score',
      }),
    );
    expect(
      row('Step 1 (under When the left arrow is pressed): Change the score by 1'),
    ).toBeTruthy();
  });
});

describe('playing and checking a game', () => {
  const moveOnRight: GameProgram = {
    version: 3,
    kind: 'game',
    handlers: [
      {
        id: 'a',
        event: { kind: 'key', key: 'right' },
        body: [{ id: 'b', op: 'sprite-move', sprite: 'cat', steps: 50 }],
      },
    ],
  };
  const fake = () =>
    vi.useFakeTimers({
      toFake: [
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'setTimeout',
        'clearTimeout',
        'performance',
        'Date',
      ],
    });
  const cat = () => scene().querySelector('[data-sprite="cat"]')!;

  it('hands the keys to the scene while a game plays, and Escape gives them back to the program', () => {
    fake();
    bench(undefined, moveOnRight);
    fireEvent.click(screen.getByRole('button', { name: /Play/ }));
    expect(document.activeElement).toBe(scene());
    expect(screen.getByTestId('game-status').textContent).toContain('Your game is playing.');
    // The editor is locked while it plays.
    expect(
      within(screen.getByRole('group', { name: 'Blocks' }))
        .getByRole('button', { name: 'Move a sprite forward' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.keyDown(scene(), { key: 'ArrowRight' });
    act(() => vi.advanceTimersByTime(100));
    expect(cat().getAttribute('data-x')).toBe('150');
    fireEvent.keyDown(scene(), { key: 'Escape' });
    expect(screen.getByTestId('game-status').textContent).toBe('You stopped your game.');
    expect(document.activeElement).toBe(
      row('Step 1 (under When the right arrow is pressed): Move the cat forward 50 steps'),
    );
    // Now the arrows are the editor's again: they move the insertion point, not the cat.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(row('When the right arrow is pressed'));
    expect(cat().getAttribute('data-x')).toBe('150');
  });

  it('works out the whole check first, plays its frames, then has it said; Stop skips to the end', () => {
    fake();
    const ended = vi.fn();
    const started = vi.fn();
    const checker: GameChecker = { run: (p) => checkGame(level, p), started, ended };
    bench(checker, moveOnRight);
    fireEvent.click(screen.getByRole('button', { name: 'Check my game' }));
    expect(started).toHaveBeenCalledTimes(1);
    expect(started.mock.calls[0]![0].outcome).toBe('solved');
    expect(ended).not.toHaveBeenCalled();
    // The scene does not take keys in a check: the level's player presses them.
    expect(scene().getAttribute('data-playing')).toBe('false');
    act(() => vi.advanceTimersByTime(1000));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended.mock.calls[0]![0].outcome).toBe('solved');
    expect(cat().getAttribute('data-x')).toBe('150');

    fireEvent.click(screen.getByRole('button', { name: 'Check my game' }));
    expect(screen.getByRole('button', { name: 'Skip to the end' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip to the end' }));
    expect(ended).toHaveBeenCalledTimes(2);
    expect(cat().getAttribute('data-x')).toBe('150');
  });
});

describe('the live game’s source', () => {
  it('takes each key once a frame, and a second press of it with the next frame, so none is lost', () => {
    const turns: GameProgram = {
      version: 3,
      kind: 'game',
      handlers: [
        {
          id: 'l',
          event: { kind: 'key', key: 'left' },
          body: [{ id: 'a', op: 'sprite-turn', sprite: 'cat', dir: 'left', degrees: 15 }],
        },
        {
          id: 'r',
          event: { kind: 'key', key: 'right' },
          body: [{ id: 'b', op: 'sprite-turn', sprite: 'cat', dir: 'right', degrees: 90 }],
        },
        {
          id: 't',
          event: { kind: 'tap', sprite: 'star' },
          body: [{ id: 'c', op: 'score', by: 1 }],
        },
      ],
    };
    const inbox: Inbox = { keys: ['left', 'left', 'right', 'left'], taps: ['star', 'star'] };
    const source = liveSource(startGame(level.scene, turns, 10), inbox);
    const cat = (frame: ReturnType<typeof source.next>) =>
      frame!.sprites.find((s) => s.id === 'cat')!.direction;
    const first = source.next();
    // One left and the right: 90 - 15 + 90.
    expect(cat(first)).toBe(165);
    expect(first!.score).toBe(1);
    expect(inbox).toEqual({ keys: ['left', 'left'], taps: ['star'] });
    const second = source.next();
    expect(cat(second)).toBe(150);
    expect(second!.score).toBe(2);
    expect(cat(source.next())).toBe(135);
    expect(cat(source.next())).toBe(135);
    expect(inbox).toEqual({ keys: [], taps: [] });
  });
});
