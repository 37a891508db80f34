import type { Program } from '../../../src/domain/code-lab/program';

// The reference solutions of pen.ts's puzzles, by level id: server-only
// (docs/decisions/260-solutions-stay-on-the-server.md).

export const penSolutions = {
  'pen-1': {
    version: 2,
    body: [
      {
        id: 'a',
        op: 'repeat',
        times: 4,
        body: [
          { id: 'b', op: 'forward' },
          { id: 'c', op: 'forward' },
          { id: 'd', op: 'turn', dir: 'right' },
        ],
      },
    ],
  },
  'pen-2': {
    version: 2,
    body: [
      {
        id: 'a',
        op: 'repeat',
        times: 6,
        body: [
          { id: 'b', op: 'forward' },
          { id: 'c', op: 'turn', dir: 'right' },
          { id: 'd', op: 'forward' },
          { id: 'e', op: 'turn', dir: 'left' },
        ],
      },
    ],
  },
  'pen-3': {
    version: 2,
    body: [
      { id: 'a', op: 'turn', dir: 'right', degrees: 45 },
      {
        id: 'b',
        op: 'repeat',
        times: 4,
        body: [
          { id: 'c', op: 'forward' },
          { id: 'd', op: 'forward' },
          { id: 'e', op: 'turn', dir: 'left' },
        ],
      },
    ],
  },
  'pen-4': {
    version: 2,
    body: [
      {
        id: 'a',
        op: 'repeat',
        times: 2,
        body: [
          {
            id: 'b',
            op: 'repeat',
            times: 4,
            body: [
              { id: 'c', op: 'forward' },
              { id: 'd', op: 'forward' },
              { id: 'e', op: 'turn', dir: 'right' },
            ],
          },
          { id: 'f', op: 'pen', down: false },
          { id: 'g', op: 'turn', dir: 'right' },
          { id: 'h', op: 'repeat', times: 3, body: [{ id: 'i', op: 'forward' }] },
          { id: 'j', op: 'turn', dir: 'left' },
          { id: 'k', op: 'pen', down: true },
        ],
      },
    ],
  },
  'pen-5': {
    version: 2,
    body: [
      {
        id: 'a',
        op: 'repeat',
        times: 4,
        body: [
          {
            id: 'b',
            op: 'repeat',
            times: 4,
            body: [
              { id: 'c', op: 'forward' },
              { id: 'd', op: 'forward' },
              { id: 'e', op: 'turn', dir: 'right' },
            ],
          },
          { id: 'f', op: 'turn', dir: 'right' },
        ],
      },
    ],
  },
  'pen-6': {
    version: 2,
    body: [
      {
        id: 'a',
        op: 'repeat',
        times: 4,
        body: [
          { id: 'b', op: 'repeat', times: 3, body: [{ id: 'c', op: 'forward' }] },
          { id: 'd', op: 'turn', dir: 'right' },
          { id: 'e', op: 'repeat', times: 3, body: [{ id: 'f', op: 'forward' }] },
          { id: 'g', op: 'turn', dir: 'right', degrees: 135 },
          { id: 'h', op: 'repeat', times: 3, body: [{ id: 'i', op: 'forward' }] },
          { id: 'j', op: 'turn', dir: 'left', degrees: 135 },
        ],
      },
    ],
  },
  'pen-7': {
    version: 2,
    body: [
      { id: 'a', op: 'color', color: 'blue' },
      {
        id: 'b',
        op: 'repeat',
        times: 4,
        body: [
          { id: 'c', op: 'repeat', times: 4, body: [{ id: 'd', op: 'forward' }] },
          { id: 'e', op: 'turn', dir: 'right' },
        ],
      },
      { id: 'f', op: 'turn', dir: 'left', degrees: 45 },
      { id: 'g', op: 'color', color: 'red' },
      { id: 'h', op: 'repeat', times: 2, body: [{ id: 'i', op: 'forward' }] },
      { id: 'j', op: 'turn', dir: 'right' },
      { id: 'k', op: 'repeat', times: 2, body: [{ id: 'l', op: 'forward' }] },
    ],
  },
  'pen-8': {
    version: 2,
    body: [
      { id: 'a', op: 'color', color: 'blue' },
      {
        id: 'b',
        op: 'repeat',
        times: 4,
        body: [
          { id: 'c', op: 'repeat', times: 6, body: [{ id: 'd', op: 'forward' }] },
          { id: 'e', op: 'turn', dir: 'right' },
        ],
      },
      { id: 'f', op: 'pen', down: false },
      { id: 'g', op: 'turn', dir: 'right', degrees: 45 },
      { id: 'h', op: 'repeat', times: 2, body: [{ id: 'i', op: 'forward' }] },
      { id: 'j', op: 'turn', dir: 'left', degrees: 45 },
      { id: 'k', op: 'pen', down: true },
      { id: 'l', op: 'color', color: 'red' },
      {
        id: 'm',
        op: 'repeat',
        times: 4,
        body: [
          { id: 'n', op: 'forward' },
          { id: 'o', op: 'forward' },
          { id: 'p', op: 'turn', dir: 'right' },
        ],
      },
    ],
  },
} satisfies Record<string, Program>;
