import type { WorldGuideWords } from '../guide-types';

// The Sound Lab's guide (content/code-lab/sound.ts): music from blocks, one idea a puzzle: a
// sequence, a repeat, a repeated phrase, a function, two voices, a round, words, and a tune of the
// child's own.
export const soundGuide: WorldGuideWords = {
  kind: 'world',
  worldId: 'sound',
  objective:
    'Children make music from blocks, playing notes in order, repeating a beat and a phrase, naming a chorus as a function, and playing two voices at once.',
  vocabulary: [
    { term: 'note', meaning: 'One sound of a tune, high or low, short or long.' },
    { term: 'beat', meaning: 'The steady count of music; a quarter note lasts one beat.' },
    { term: 'repeat', meaning: 'A block that plays the blocks inside it again and again.' },
    { term: 'chorus', meaning: 'The part of a song that comes back; in code, a function used each time.' },
    { term: 'voice', meaning: 'One line of music; two voices play at the same time.' },
    { term: 'round', meaning: 'A song where a second voice sings the same tune, starting later.' },
  ],
  warmUp: {
    title: 'Human piano',
    minutes: 10,
    materials: ['Eight cards with the notes C, D, E, F, G, A, B and high C', 'A drum or a desk to tap'],
    steps: [
      'Eight children stand in a row holding the note cards from low C to high C, and each sings their note when pointed at.',
      'Point along the row from C to high C: the class hears the scale climb like stairs.',
      'Tap kick, hi-hat, snare, hi-hat on the desk, then say "repeat 4 times" and play it four times.',
      'Half the class sings "Frère Jacques"; the other half starts when the first half reaches the second line.',
      'Ask: which part of a song you know comes back, and what would you call it?',
    ],
  },
  discussion: [
    'Why is a Repeat block shorter than writing the same notes again?',
    'How is a chorus like a function you use more than once?',
    'When two voices play together, how do you check that each one is right?',
  ],
  standards: [
    {
      code: '1B-AP-10',
      how: 'Children build tunes from notes in order, with repeats, a function for a chorus and two voices played together.',
    },
    {
      code: '1B-AP-11',
      how: 'Children split a song into its parts, a phrase, a chorus and a verse, and build each part once.',
    },
    {
      code: '1B-AP-15',
      how: 'Each check names the first note that differs from the target, and children listen, fix it and check again.',
    },
  ],
  lessons: ['voice-sound'],
  mistakes: {
    'sound-1': [
      'Stops at B4 and leaves out the high C. Ask: "Where do the stairs end?"',
      'Jumps from E4 straight to G4. Ask: "Which step of the stairs did you skip?"',
    ],
    'sound-2': [
      'Plays the four drums once, with no Repeat. Ask: "How many times do you hear the beat?"',
      'Plays the snare second and the hi-hat third. Ask: "Which drum comes right after the kick?"',
    ],
    'sound-3': [
      'Plays all fourteen notes one after another, with no Repeat. Ask: "Which part comes twice?"',
      'Makes the last D a quarter, not a half. Ask: "Is the D short or long?"',
    ],
    'sound-4': [
      'Plays the chorus notes twice by hand, with no function. Ask: "Which part comes back, and how can you give it a name?"',
      'Uses the chorus only at the start. Ask: "What comes after the verse?"',
    ],
    'sound-5': [
      'Plays the low notes after the tune, not under it. Ask: "Do the two parts start at the same time?"',
      'Makes the first low C a half, not a whole. Ask: "How long does the low C last?"',
    ],
    'sound-6': [
      'Starts the second voice at once, with no rests, so both sing together. Ask: "When does the second voice come in?"',
      'Rests only one whole before the second voice. Ask: "How many wholes does the second voice wait?"',
    ],
    'sound-7': [
      'Leaves out the Say block. Ask: "What does the tune say before it plays?"',
      'Puts the Say block at the end. Ask: "When should the tune say its name?"',
    ],
    'sound-8': [
      'Ends the tune on a G. Ask: "Which note must the tune end on?"',
      'Repeats five notes four times: twenty notes. Ask: "How many notes can your tune have?"',
      'Makes a good tune with no Repeat. Ask: "Which part of your tune could come again?"',
    ],
  },
};
