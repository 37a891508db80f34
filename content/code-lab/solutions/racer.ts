import type { GameHandler, GameProgram } from '../../../src/domain/code-lab/stages/game/game-program';

// The reference solutions of racer.ts's puzzles, by level id: server-only
// (docs/decisions/260-solutions-stay-on-the-server.md).

/** The right arrow turns the car a quarter turn, at each corner of the square track. */
const turnOnRight = (): GameHandler => ({
  id: 'a',
  event: { kind: 'key', key: 'right' },
  body: [{ id: 'b', op: 'sprite-turn', sprite: 'red-car', dir: 'right', degrees: 90 }],
});
/** Each touch of the line is a point: the laps, counted. */
const countLaps = (): GameHandler => ({
  id: 'c',
  event: { kind: 'touch', sprite: 'red-car', other: 'line' },
  body: [{ id: 'd', op: 'score', by: 1 }],
});

export const racerSolutions = {
  'racer-1': {
    version: 3,
    kind: 'game',
    handlers: [
      {
        id: 'a',
        event: { kind: 'start' },
        body: [{ id: 'b', op: 'sprite-set', sprite: 'red-car', property: 'speed', value: 5 }],
      },
    ],
  },
  'racer-2': {
    version: 3,
    kind: 'game',
    handlers: [
      {
        id: 'a',
        event: { kind: 'key', key: 'right' },
        body: [{ id: 'b', op: 'sprite-turn', sprite: 'red-car', dir: 'right', degrees: 45 }],
      },
      {
        id: 'c',
        event: { kind: 'key', key: 'left' },
        body: [{ id: 'd', op: 'sprite-turn', sprite: 'red-car', dir: 'left', degrees: 45 }],
      },
    ],
  },
  'racer-3': {
    version: 3,
    kind: 'game',
    handlers: [
      {
        id: 'a',
        event: { kind: 'key', key: 'up' },
        body: [{ id: 'b', op: 'sprite-change', sprite: 'red-car', property: 'speed', by: 2 }],
      },
      {
        id: 'c',
        event: { kind: 'key', key: 'down' },
        body: [{ id: 'd', op: 'sprite-change', sprite: 'red-car', property: 'speed', by: -2 }],
      },
    ],
  },
  'racer-4': { version: 3, kind: 'game', handlers: [turnOnRight()] },
  'racer-5': { version: 3, kind: 'game', handlers: [turnOnRight(), countLaps()] },
  'racer-6': {
    version: 3,
    kind: 'game',
    handlers: [
      {
        id: 'e',
        event: { kind: 'key', key: 'up' },
        body: [{ id: 'f', op: 'sprite-change', sprite: 'red-car', property: 'speed', by: 5 }],
      },
      turnOnRight(),
      countLaps(),
    ],
  },
} satisfies Record<string, GameProgram>;
