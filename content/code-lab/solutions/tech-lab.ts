import type { Program } from '../../../src/domain/code-lab/program';

// The reference solutions of tech-lab.ts's puzzles, by level id: server-only
// (docs/decisions/260-solutions-stay-on-the-server.md).

export const techLabSolutions = {
  'tech-lab-1': {
    version: 1,
    body: [{ id: 'r', op: 'repeat', times: 7, body: [{ id: 'f', op: 'forward' }] }],
  },
  'tech-lab-2': {
    version: 1,
    body: [
      { id: 'r1', op: 'repeat', times: 4, body: [{ id: 'f1', op: 'forward' }] },
      { id: 't', op: 'turn', dir: 'right' },
      { id: 'r2', op: 'repeat', times: 4, body: [{ id: 'f2', op: 'forward' }] },
    ],
  },
  'tech-lab-3': {
    version: 1,
    body: [
      {
        id: 'r',
        op: 'repeat',
        times: 3,
        body: [
          { id: 'a', op: 'forward' },
          { id: 'b', op: 'collect' },
          { id: 'c', op: 'forward' },
        ],
      },
    ],
  },
  'tech-lab-4': {
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
  'tech-lab-5': {
    version: 1,
    body: [
      {
        id: 'r1',
        op: 'repeat',
        times: 3,
        body: [
          { id: 'r2', op: 'repeat', times: 4, body: [{ id: 'f', op: 'forward' }] },
          { id: 't', op: 'turn', dir: 'right' },
        ],
      },
    ],
  },
  'tech-lab-6': {
    version: 1,
    body: [
      {
        id: 'r1',
        op: 'repeat',
        times: 4,
        body: [
          { id: 'r2', op: 'repeat', times: 3, body: [{ id: 'f', op: 'forward' }] },
          { id: 'c', op: 'collect' },
          { id: 't', op: 'turn', dir: 'right' },
        ],
      },
    ],
  },
} satisfies Record<string, Program>;
