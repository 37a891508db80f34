import type { GameProgram } from '../../../src/domain/code-lab/stages/game/game-program';

// The reference solutions of game.ts's puzzles, by level id: server-only
// (docs/decisions/260-solutions-stay-on-the-server.md).

export const gameSolutions = {
  'game-1': {
    version: 3,
    kind: 'game',
    handlers: [
      { id: 'a', event: { kind: 'start' }, body: [{ id: 'b', op: 'sprite-move', sprite: 'cat', steps: 50 }] },
    ],
  },
  'game-2': {
    version: 3,
    kind: 'game',
    handlers: [
      {
        id: 'a',
        event: { kind: 'key', key: 'right' },
        body: [{ id: 'b', op: 'sprite-move', sprite: 'cat', steps: 30 }],
      },
    ],
  },
  'game-3': {
    version: 3,
    kind: 'game',
    handlers: [
      {
        id: 'a',
        event: { kind: 'tap', sprite: 'robot' },
        body: [{ id: 'b', op: 'sprite-move', sprite: 'robot', steps: 50 }],
      },
    ],
  },
  'game-4': {
    version: 3,
    kind: 'game',
    handlers: [
      {
        id: 'a',
        event: { kind: 'touch', sprite: 'cat', other: 'apple' },
        body: [{ id: 'b', op: 'sprite-show', sprite: 'apple', shown: false }],
      },
    ],
  },
  'game-5': {
    version: 3,
    kind: 'game',
    handlers: [
      {
        id: 'a',
        event: { kind: 'touch', sprite: 'cat', other: 'star' },
        body: [
          { id: 'b', op: 'score', by: 1 },
          { id: 'c', op: 'sprite-move', sprite: 'star', steps: 50 },
        ],
      },
    ],
  },
  'game-6': {
    version: 3,
    kind: 'game',
    handlers: [
      {
        id: 'a',
        event: { kind: 'tap', sprite: 'robot' },
        body: [{ id: 'b', op: 'say', sprite: 'robot', phrase: 'hello' }],
      },
      {
        id: 'c',
        event: { kind: 'key', key: 'space' },
        body: [{ id: 'd', op: 'say', sprite: 'cat', phrase: 'meow' }],
      },
    ],
  },
  'game-7': {
    version: 3,
    kind: 'game',
    handlers: [
      {
        id: 'a',
        event: { kind: 'tick' },
        body: [
          { id: 'b', op: 'sprite-move', sprite: 'cat', steps: 5 },
          {
            id: 'c',
            op: 'if-touching',
            sprite: 'cat',
            other: 'goal',
            then: [{ id: 'd', op: 'say', sprite: 'cat', phrase: 'you-win' }],
          },
        ],
      },
    ],
  },
  'game-8': {
    version: 3,
    kind: 'game',
    handlers: [
      {
        id: 'a',
        event: { kind: 'key', key: 'right' },
        body: [{ id: 'b', op: 'sprite-change', sprite: 'cat', property: 'x', by: 40 }],
      },
      {
        id: 'c',
        event: { kind: 'key', key: 'left' },
        body: [{ id: 'd', op: 'sprite-change', sprite: 'cat', property: 'x', by: -40 }],
      },
      {
        id: 'e',
        event: { kind: 'touch', sprite: 'cat', other: 'apple' },
        body: [
          { id: 'f', op: 'score', by: 1 },
          { id: 'g', op: 'sprite-go', sprite: 'apple', x: 200, y: 40 },
        ],
      },
    ],
  },
} satisfies Record<string, GameProgram>;
