import type { Program } from '../../../src/domain/code-lab/program';

// The reference solutions of function.ts's puzzles, by level id: server-only
// (docs/decisions/260-solutions-stay-on-the-server.md).

export const functionSolutions = {
  'function-1': {
    version: 2,
    functions: [
      {
        name: 'stairs',
        body: [
          { id: 'f1', op: 'forward' },
          { id: 'f2', op: 'turn', dir: 'left' },
          { id: 'f3', op: 'forward' },
          { id: 'f4', op: 'turn', dir: 'right' },
        ],
      },
    ],
    body: [
      { id: 'a', op: 'call', name: 'stairs' },
      { id: 'b', op: 'call', name: 'stairs' },
      { id: 'c', op: 'call', name: 'stairs' },
    ],
  },
  'function-2': {
    version: 2,
    functions: [
      {
        name: 'hop',
        body: [
          { id: 'f1', op: 'forward' },
          { id: 'f2', op: 'collect' },
        ],
      },
    ],
    body: [
      { id: 'a', op: 'call', name: 'hop' },
      { id: 'b', op: 'call', name: 'hop' },
      { id: 'c', op: 'call', name: 'hop' },
      { id: 'd', op: 'forward' },
    ],
  },
  'function-3': {
    version: 2,
    functions: [
      {
        name: 'zigzag',
        body: [
          { id: 'f1', op: 'forward' },
          { id: 'f2', op: 'turn', dir: 'right' },
          { id: 'f3', op: 'forward' },
          { id: 'f4', op: 'collect' },
          { id: 'f5', op: 'turn', dir: 'left' },
        ],
      },
    ],
    body: [
      { id: 'a', op: 'call', name: 'zigzag' },
      { id: 'b', op: 'call', name: 'zigzag' },
      { id: 'c', op: 'call', name: 'zigzag' },
      { id: 'd', op: 'forward' },
    ],
  },
  'function-4': {
    version: 2,
    functions: [
      {
        name: 'petal',
        body: [
          {
            id: 'f1',
            op: 'repeat',
            times: 4,
            body: [
              { id: 'f2', op: 'forward' },
              { id: 'f3', op: 'forward' },
              { id: 'f4', op: 'turn', dir: 'right' },
            ],
          },
        ],
      },
    ],
    body: [
      {
        id: 'a',
        op: 'repeat',
        times: 8,
        body: [
          { id: 'b', op: 'call', name: 'petal' },
          { id: 'c', op: 'turn', dir: 'right', degrees: 45 },
        ],
      },
    ],
  },
  'function-5': {
    version: 2,
    functions: [
      {
        name: 'hop',
        body: [
          { id: 'f1', op: 'forward' },
          { id: 'f2', op: 'collect' },
        ],
      },
    ],
    body: [
      {
        id: 'a',
        op: 'until-goal',
        body: [
          {
            id: 'b',
            op: 'if',
            cond: 'path-ahead',
            then: [{ id: 'c', op: 'call', name: 'hop' }],
            else: [{ id: 'd', op: 'turn', dir: 'right' }],
          },
        ],
      },
    ],
  },
  'function-6': {
    version: 2,
    functions: [
      {
        name: 'stairs',
        body: [
          { id: 's1', op: 'forward' },
          { id: 's2', op: 'turn', dir: 'left' },
          { id: 's3', op: 'forward' },
          { id: 's4', op: 'turn', dir: 'right' },
        ],
      },
      {
        name: 'zigzag',
        body: [
          { id: 'z1', op: 'forward' },
          { id: 'z2', op: 'turn', dir: 'right' },
          { id: 'z3', op: 'forward' },
          { id: 'z4', op: 'turn', dir: 'left' },
        ],
      },
    ],
    body: [
      { id: 'a', op: 'repeat', times: 3, body: [{ id: 'b', op: 'call', name: 'stairs' }] },
      { id: 'c', op: 'collect' },
      { id: 'd', op: 'repeat', times: 3, body: [{ id: 'e', op: 'call', name: 'zigzag' }] },
    ],
  },
  'function-7': {
    version: 2,
    functions: [
      {
        name: 'square',
        body: [
          {
            id: 'f1',
            op: 'repeat',
            times: 4,
            body: [
              { id: 'f2', op: 'forward' },
              { id: 'f3', op: 'forward' },
              { id: 'f4', op: 'turn', dir: 'right' },
            ],
          },
        ],
      },
    ],
    body: [
      {
        id: 'a',
        op: 'repeat',
        times: 4,
        body: [
          { id: 'b', op: 'call', name: 'square' },
          { id: 'c', op: 'forward' },
          { id: 'd', op: 'forward' },
        ],
      },
    ],
  },
  'function-8': {
    version: 2,
    functions: [
      {
        name: 'square',
        body: [
          {
            id: 'f1',
            op: 'repeat',
            times: 4,
            body: [
              { id: 'f2', op: 'forward' },
              { id: 'f3', op: 'forward' },
              { id: 'f4', op: 'turn', dir: 'right' },
            ],
          },
        ],
      },
    ],
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
              { id: 'c', op: 'call', name: 'square' },
              { id: 'd', op: 'forward' },
              { id: 'e', op: 'forward' },
            ],
          },
          { id: 'f', op: 'turn', dir: 'right' },
          { id: 'g', op: 'turn', dir: 'right' },
        ],
      },
    ],
  },
} satisfies Record<string, Program>;
