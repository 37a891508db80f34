import type { TuneProgram } from '../../../src/domain/code-lab/stages/sound/tune-program';
import { playBlocks } from '../sound-notation';

// The reference solutions of sound.ts's puzzles, by level id: server-only
// (docs/decisions/260-solutions-stay-on-the-server.md).

export const soundSolutions = {
  'sound-1': { version: 4, kind: 'tune', body: playBlocks('C4 D4 E4 F4 G4 A4 B4 C5', 'n') },
  'sound-2': {
    version: 4,
    kind: 'tune',
    body: [{ id: 'r', op: 'repeat', times: 4, body: playBlocks('kick hihat snare hihat', 'd') }],
  },
  'sound-3': {
    version: 4,
    kind: 'tune',
    body: [{ id: 'r', op: 'repeat', times: 2, body: playBlocks('G4 G4 F4 F4 E4 E4 D4/h', 'n') }],
  },
  'sound-4': {
    version: 4,
    kind: 'tune',
    functions: [{ name: 'chorus', body: playBlocks('G4 E4 G4 C5/h', 'c') }],
    body: [
      { id: 'u1', op: 'call', name: 'chorus' },
      ...playBlocks('A4 G4 F4 E4', 'v'),
      { id: 'u2', op: 'call', name: 'chorus' },
    ],
  },
  'sound-5': {
    version: 4,
    kind: 'tune',
    body: [
      {
        id: 't',
        op: 'together',
        first: playBlocks('E5 D5 C5/h D5 E5 C5/h', 'a'),
        second: playBlocks('C4/w G4/h C4/h', 'b'),
      },
    ],
  },
  'sound-6': {
    version: 4,
    kind: 'tune',
    functions: [
      {
        name: 'verse',
        body: [
          { id: 'r1', op: 'repeat', times: 2, body: playBlocks('C4 D4 E4 C4', 'a') },
          { id: 'r2', op: 'repeat', times: 2, body: playBlocks('E4 F4 G4/h', 'b') },
        ],
      },
    ],
    body: [
      {
        id: 't',
        op: 'together',
        first: [{ id: 'u1', op: 'call', name: 'verse' }],
        second: [...playBlocks('-/w -/w', 'w'), { id: 'u2', op: 'call', name: 'verse' }],
      },
    ],
  },
  'sound-7': { version: 4, kind: 'tune', body: playBlocks('say:twinkle C4 C4 G4 G4 A4 A4 G4/h', 'n') },
  'sound-8': {
    version: 4,
    kind: 'tune',
    body: [{ id: 'r', op: 'repeat', times: 2, body: playBlocks('C4 E4 G4 E4', 'n') }, ...playBlocks('C5/h', 'e')],
  },
} satisfies Record<string, TuneProgram>;
