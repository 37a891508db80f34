import type { Program } from '../../../src/domain/code-lab/program';

// The reference solutions of debug.ts's puzzles, by level id: server-only
// (docs/decisions/260-solutions-stay-on-the-server.md).

export const debugSolutions = {
  'debug-1': {
    version: 1,
    body: [
      { id: 'a', op: 'forward' },
      { id: 'b', op: 'forward' },
      { id: 'c', op: 'forward' },
      { id: 'd', op: 'forward' },
    ],
  },
  'debug-2': {
    version: 1,
    body: [
      { id: 'a', op: 'forward' },
      { id: 'b', op: 'forward' },
      { id: 'c', op: 'turn', dir: 'right' },
      { id: 'd', op: 'forward' },
      { id: 'e', op: 'forward' },
    ],
  },
  'debug-3': {
    version: 1,
    body: [
      { id: 'a', op: 'forward' },
      { id: 'c', op: 'forward' },
      { id: 'b', op: 'collect' },
      { id: 'd', op: 'forward' },
      { id: 'e', op: 'turn', dir: 'right' },
      { id: 'f', op: 'forward' },
    ],
  },
  'debug-4': {
    version: 1,
    body: [
      { id: 'r1', op: 'repeat', times: 4, body: [{ id: 'f1', op: 'forward' }] },
      { id: 't', op: 'turn', dir: 'right' },
      { id: 'r2', op: 'repeat', times: 4, body: [{ id: 'f2', op: 'forward' }] },
    ],
  },
  'debug-5': {
    version: 1,
    body: [
      {
        id: 'r',
        op: 'repeat',
        times: 4,
        body: [
          { id: 'a', op: 'forward' },
          { id: 'b', op: 'turn', dir: 'right' },
          { id: 'c', op: 'forward' },
          { id: 'd', op: 'turn', dir: 'left' },
        ],
      },
    ],
  },
  'debug-6': {
    version: 1,
    body: [
      {
        id: 'u',
        op: 'until-goal',
        body: [
          {
            id: 'i1',
            op: 'if',
            cond: 'path-ahead',
            then: [{ id: 'f', op: 'forward' }],
            else: [
              {
                id: 'i2',
                op: 'if',
                cond: 'path-left',
                then: [{ id: 'tl', op: 'turn', dir: 'left' }],
                else: [{ id: 'tr', op: 'turn', dir: 'right' }],
              },
            ],
          },
        ],
      },
    ],
  },
} satisfies Record<string, Program>;
