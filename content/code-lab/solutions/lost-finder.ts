import type { Program } from '../../../src/domain/code-lab/program';

// The reference solutions of lost-finder.ts's puzzles, by level id: server-only
// (docs/decisions/260-solutions-stay-on-the-server.md).

export const lostFinderSolutions = {
  'lost-finder-1': {
    version: 1,
    body: [{ id: 'u', op: 'until-goal', body: [{ id: 'f', op: 'forward' }] }],
  },
  'lost-finder-2': {
    version: 1,
    body: [
      {
        id: 'u',
        op: 'until-goal',
        body: [
          {
            id: 'i',
            op: 'if',
            cond: 'path-ahead',
            then: [{ id: 'f', op: 'forward' }],
            else: [{ id: 't', op: 'turn', dir: 'right' }],
          },
        ],
      },
    ],
  },
  'lost-finder-3': {
    version: 1,
    body: [
      {
        id: 'u',
        op: 'until-goal',
        body: [
          { id: 'f', op: 'forward' },
          { id: 'i', op: 'if', cond: 'on-item', then: [{ id: 'c', op: 'collect' }] },
        ],
      },
    ],
  },
  'lost-finder-4': {
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
  'lost-finder-5': {
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
            else: [{ id: 't', op: 'turn', dir: 'right' }],
          },
          { id: 'i2', op: 'if', cond: 'on-item', then: [{ id: 'c', op: 'collect' }] },
        ],
      },
    ],
  },
  'lost-finder-6': {
    version: 1,
    body: [
      {
        id: 'u',
        op: 'until-goal',
        body: [
          {
            id: 'i1',
            op: 'if',
            cond: 'path-right',
            then: [
              { id: 'tr', op: 'turn', dir: 'right' },
              { id: 'f1', op: 'forward' },
            ],
            else: [
              {
                id: 'i2',
                op: 'if',
                cond: 'path-ahead',
                then: [{ id: 'f2', op: 'forward' }],
                else: [{ id: 'tl', op: 'turn', dir: 'left' }],
              },
            ],
          },
        ],
      },
    ],
  },
} satisfies Record<string, Program>;
