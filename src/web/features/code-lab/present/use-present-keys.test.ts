import { describe, expect, it } from 'vitest';
import { GAME_KEYS, presentActionOf, RUN_KEYS } from './use-present-keys';

// Present mode's keys (docs/decisions/262-present-mode.md): the puzzles' and a game level's.

const key = (over: Partial<KeyboardEvent> & { target?: EventTarget | null } = {}) => ({
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  code: '',
  key: '',
  target: document.body,
  ...over,
});
const altShift = (code: string) => key({ altKey: true, shiftKey: true, code, key: '‰' });

describe('a game level’s keys', () => {
  it('play, check and stop by Alt+Shift and a letter’s place, whatever it types', () => {
    expect(presentActionOf(GAME_KEYS, altShift('KeyR'))).toBe('play');
    expect(presentActionOf(GAME_KEYS, altShift('KeyC'))).toBe('check');
    expect(presentActionOf(GAME_KEYS, altShift('KeyX'))).toBe('stop');
    expect(presentActionOf(GAME_KEYS, altShift('KeyS'))).toBeNull();
  });

  it('take a clicker’s next to play and back to stop, but not in a field or a list', () => {
    expect(presentActionOf(GAME_KEYS, key({ key: 'PageDown' }))).toBe('play');
    expect(presentActionOf(GAME_KEYS, key({ key: 'PageUp' }))).toBe('stop');
    const list = document.createElement('select');
    expect(presentActionOf(GAME_KEYS, key({ key: 'PageDown', target: list }))).toBeNull();
    expect(presentActionOf(GAME_KEYS, key({ key: 'PageDown', shiftKey: true }))).toBeNull();
  });

  it('leave the game’s own keys and the browser’s alone', () => {
    for (const k of ['ArrowLeft', ' ', 'Escape', 'r', 'Tab'])
      expect(presentActionOf(GAME_KEYS, key({ key: k }))).toBeNull();
    expect(presentActionOf(GAME_KEYS, key({ altKey: true, shiftKey: true, ctrlKey: true, code: 'KeyR' }))).toBeNull();
    expect(presentActionOf(GAME_KEYS, key({ altKey: true, code: 'KeyR' }))).toBeNull();
  });
});

it('keeps the puzzles’ keys as they were', () => {
  expect(presentActionOf(RUN_KEYS, altShift('KeyR'))).toBe('run');
  expect(presentActionOf(RUN_KEYS, altShift('KeyS'))).toBe('step');
  expect(presentActionOf(RUN_KEYS, altShift('KeyX'))).toBe('reset');
  expect(presentActionOf(RUN_KEYS, altShift('KeyC'))).toBeNull();
  expect(presentActionOf(RUN_KEYS, key({ key: 'PageDown' }))).toBe('step');
  expect(presentActionOf(RUN_KEYS, key({ key: 'PageUp' }))).toBe('reset');
});
