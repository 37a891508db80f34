import type { SoundLevel } from '../../src/domain/code-lab/stages/sound/sound-level';
import { heardLine } from './sound-notation';

// The Sound Lab's puzzles (docs/product/code-lab.md#sound-lab, docs/decisions/406-the-sound-lab.md):
// a child makes music from blocks, one idea a puzzle: a sequence (a scale), a repeat (a drum
// beat), a repeated phrase (Twinkle), a function (a chorus), two voices, a round, words, and a
// tune of the child's own. Each puzzle's target is here (the page shows and plays it); its
// reference solution is on the server only (solutions/sound.ts). A quarter note is one beat.

/** Twinkle's repeated phrase: "Up above the world so high". */
const UP_ABOVE = 'G4 G4 F4 F4 E4 E4 D4/h';
/** Frère Jacques, the round: two bars, each twice. */
const ROUND = 'C4 D4 E4 C4 C4 D4 E4 C4 E4 F4 G4/h E4 F4 G4/h';
const CHORUS = 'G4 E4 G4 C5/h';

export const soundLevels = [
  {
    id: 'sound-1',
    kind: 'sound',
    world: 'sound',
    number: 1,
    title: 'Up the scale',
    intro: 'Music is made of notes, one after another. Play the notes from C up to the high C, like climbing stairs.',
    hints: [
      'Press "Play the tune" to hear the target. Each bar on the roll is one note.',
      'Each "Play a note" block plays one note. Pick the note and keep it a quarter.',
      'Start with: play C4. Then D4, E4, and up one note at a time to C5: eight notes.',
    ],
    toolbox: ['play-note'],
    maxBlocks: 12,
    idealBlocks: 8,
    goal: { kind: 'match', target: heardLine('C4 D4 E4 F4 G4 A4 B4 C5') },
    requirements: [],
  },
  {
    id: 'sound-2',
    kind: 'sound',
    world: 'sound',
    number: 2,
    title: 'Drum beat',
    intro: 'A drum beat is a few drums that come again and again. Play the beat four times, with a Repeat.',
    hints: [
      'Listen: kick, hi-hat, snare, hi-hat. Then the same again.',
      'Put the four drums inside one Repeat block, and set it to 4.',
      'Start with: Repeat 4 times. Inside it: a kick drum, a hi-hat, a snare drum and a hi-hat.',
    ],
    toolbox: ['play-drum', 'repeat'],
    maxBlocks: 20,
    idealBlocks: 5,
    goal: { kind: 'match', target: heardLine('kick hihat snare hihat '.repeat(4)) },
    requirements: [{ kind: 'repeat' }],
  },
  {
    id: 'sound-3',
    kind: 'sound',
    world: 'sound',
    number: 3,
    title: 'Up above the world',
    intro: 'In "Twinkle, Twinkle", one part of the song comes twice. Play it twice with at most 8 blocks.',
    hints: [
      'The part is seven notes: G, G, F, F, E, E, and a long D.',
      'Play the seven notes once, inside a Repeat that plays them twice.',
      'Start with: Repeat 2 times. Inside it: G4, G4, F4, F4, E4, E4, then D4 for a half.',
    ],
    toolbox: ['play-note', 'repeat'],
    maxBlocks: 20,
    idealBlocks: 8,
    goal: { kind: 'match', target: heardLine(`${UP_ABOVE} ${UP_ABOVE}`) },
    requirements: [{ kind: 'repeat' }, { kind: 'max-blocks', blocks: 8 }],
  },
  {
    id: 'sound-4',
    kind: 'sound',
    world: 'sound',
    number: 4,
    title: 'Chorus, verse, chorus',
    intro: 'A chorus is the part of a song that comes back. Make the chorus a function, and use it twice.',
    hints: [
      'The chorus is G, E, G and a long high C. A verse of four notes is in the middle.',
      'Make a function called chorus with its four notes. "Use chorus" plays them.',
      'Start with: Use chorus. Then A4, G4, F4, E4, and Use chorus again.',
    ],
    toolbox: ['play-note', 'rest', 'repeat', 'call'],
    maxBlocks: 20,
    idealBlocks: 10,
    goal: { kind: 'match', target: heardLine(`${CHORUS} A4 G4 F4 E4 ${CHORUS}`) },
    requirements: [{ kind: 'function' }],
  },
  {
    id: 'sound-5',
    kind: 'sound',
    world: 'sound',
    number: 5,
    title: 'Two voices',
    intro: 'Two voices can play at the same time: a tune on top and a low part under it. Use Play together.',
    hints: [
      'Play together has two places for blocks. Both start at the same time.',
      'Put the high tune in the first place and the low notes in the second.',
      'Start with: Play together. First: E5, D5, a long C5, D5, E5, a long C5. Second: C4 for a whole, G4 for a half, C4 for a half.',
    ],
    toolbox: ['play-note', 'rest', 'together'],
    maxBlocks: 20,
    idealBlocks: 10,
    goal: {
      kind: 'match',
      target: [...heardLine('E5 D5 C5/h D5 E5 C5/h'), ...heardLine('C4/w G4/h C4/h', 0, 2)],
    },
    requirements: [{ kind: 'voices' }],
  },
  {
    id: 'sound-6',
    kind: 'sound',
    world: 'sound',
    number: 6,
    title: 'A round',
    intro: 'In a round, a second voice sings the same song, starting later. Make the song a function, then play it in two voices.',
    hints: [
      'The song is "Frère Jacques": C, D, E, C twice, then E, F, a long G twice.',
      'Make a function called verse that plays the song. The second voice rests two wholes, then uses verse too.',
      'Start with: Play together. First: use verse. Second: rest a whole, rest a whole, use verse.',
    ],
    toolbox: ['play-note', 'rest', 'repeat', 'call', 'together'],
    maxBlocks: 30,
    idealBlocks: 14,
    goal: { kind: 'match', target: [...heardLine(ROUND), ...heardLine(ROUND, 8, 2)] },
    requirements: [{ kind: 'voices' }, { kind: 'function' }],
  },
  {
    id: 'sound-7',
    kind: 'sound',
    world: 'sound',
    number: 7,
    title: 'Say its name',
    intro: 'A tune can talk! Make it say its name, "Twinkle, twinkle", then play the first line of the song.',
    hints: [
      'A "Say" block shows its words on the roll and says them, and takes no time.',
      'After the words, play C, C, G, G, A, A and a long G.',
      'Start with: Say "Twinkle, twinkle". Then C4, C4, G4, G4, A4, A4, and G4 for a half.',
    ],
    toolbox: ['play-note', 'sound-say', 'repeat'],
    maxBlocks: 16,
    idealBlocks: 8,
    goal: { kind: 'match', target: heardLine('say:twinkle C4 C4 G4 G4 A4 A4 G4/h') },
    requirements: [{ kind: 'say', phrase: 'twinkle' }],
  },
  {
    id: 'sound-8',
    kind: 'sound',
    world: 'sound',
    number: 8,
    title: 'Your own tune',
    intro: 'Now it is your tune! Any tune of 8 to 16 notes that starts on C, ends on C and uses a Repeat.',
    hints: [
      'Any notes work, and drums and voices too. Count only the notes: 8 to 16.',
      'The first note and the last note must be a C: C4, C5 or C6.',
      'Start with: Repeat 2 times. Inside it, C4 and three notes you like; end with a C.',
    ],
    toolbox: ['play-note', 'play-drum', 'rest', 'tempo', 'sound-say', 'repeat', 'call', 'together'],
    maxBlocks: 30,
    idealBlocks: 8,
    goal: { kind: 'shape', shape: { notes: { min: 8, max: 16 }, first: 'C', last: 'C' } },
    requirements: [{ kind: 'repeat' }],
  },
] as const satisfies readonly SoundLevel[];
