import type { Program } from '../../../src/domain/code-lab/program';

// The reference solutions of birthday.ts's puzzles, by level id: server-only
// (docs/decisions/260-solutions-stay-on-the-server.md).

export const birthdaySolutions = {
  'birthday-1': {
    version: 1,
    body: [
      { id: 'a', op: 'forward' },
      { id: 'b', op: 'forward' },
      { id: 'c', op: 'forward' },
    ],
  },
  'birthday-2': {
    version: 1,
    body: [
      { id: 'a', op: 'forward' },
      { id: 'b', op: 'forward' },
      { id: 'c', op: 'turn', dir: 'right' },
      { id: 'd', op: 'forward' },
      { id: 'e', op: 'forward' },
    ],
  },
  'birthday-3': {
    version: 1,
    body: [
      { id: 'a', op: 'forward' },
      { id: 'b', op: 'forward' },
      { id: 'c', op: 'collect' },
      { id: 'd', op: 'forward' },
      { id: 'e', op: 'forward' },
    ],
  },
  'birthday-4': {
    version: 1,
    body: [
      { id: 'a', op: 'forward' },
      { id: 'b', op: 'collect' },
      { id: 'c', op: 'forward' },
      { id: 'd', op: 'turn', dir: 'left' },
      { id: 'e', op: 'forward' },
      { id: 'f', op: 'forward' },
    ],
  },
  'birthday-5': {
    version: 1,
    body: [
      { id: 'a', op: 'forward' },
      { id: 'b', op: 'collect' },
      { id: 'c', op: 'forward' },
      { id: 'd', op: 'turn', dir: 'right' },
      { id: 'e', op: 'forward' },
      { id: 'f', op: 'forward' },
      { id: 'g', op: 'collect' },
      { id: 'h', op: 'turn', dir: 'left' },
      { id: 'i', op: 'forward' },
    ],
  },
  'birthday-6': {
    version: 1,
    body: [
      { id: 'a', op: 'forward' },
      { id: 'b', op: 'collect' },
      { id: 'c', op: 'forward' },
      { id: 'd', op: 'forward' },
      { id: 'e', op: 'turn', dir: 'left' },
      { id: 'f', op: 'forward' },
      { id: 'g', op: 'forward' },
      { id: 'h', op: 'collect' },
      { id: 'i', op: 'turn', dir: 'left' },
      { id: 'j', op: 'forward' },
      { id: 'k', op: 'forward' },
    ],
  },
} satisfies Record<string, Program>;
