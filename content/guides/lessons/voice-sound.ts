import type { LessonGuideWords } from '../guide-types';

// The Voice & Sound lesson's guide (docs/product/guides.md; the lesson: docs/product/lessons.md#voice-and-sound).
export const voiceSoundGuide = {
  kind: 'lesson',
  lessonId: 'voice-sound',
  objective:
    'Children learn that a computer keeps sound as numbers and reads text out loud, and build a drum beat as a pattern that repeats.',
  vocabulary: [
    { term: 'sound wave', meaning: 'The wiggle of the air that we hear; a fast wiggle is a high sound, a slow one a low sound.' },
    { term: 'sample', meaning: 'One number of the long list a computer keeps for a sound: how far the wiggle is at one moment.' },
    { term: 'text to speech', meaning: 'A program that turns written words into the sounds of a voice.' },
    { term: 'beat', meaning: 'A few steps of drums that play again and again: in code, a repeat.' },
    { term: 'chorus', meaning: 'The part of a song sung more than once: in code, a function called each time.' },
  ],
  warmUp: {
    title: 'Body percussion loop',
    minutes: 10,
    materials: ['A board with four boxes in a row, numbered 1 to 4', 'Cards: stamp (kick), clap (snare), tap the desk (hi-hat)'],
    steps: [
      'Put a stamp card in boxes 1 and 3 and a clap card in boxes 2 and 4.',
      'Count 1, 2, 3, 4 together and play the boxes: stamp, clap, stamp, clap.',
      'Say "repeat 4 times" and play the four boxes four times without stopping.',
      'Add a desk tap to every box. Ask: what changed, and what stayed the same each time round?',
      'Move one card on purpose and let the class hear and find which box is wrong.',
    ],
  },
  discussion: [
    'Where have you heard a computer talk? How do you think it knew what to say?',
    'Why is it easier to write "repeat 4 times" than to write the same four steps four times?',
    'Your beat has a clap where the snare should be quiet. How do you find which step to change?',
  ],
  standards: [
    {
      code: '1B-AP-10',
      how: 'Children build a beat as four steps inside a repeat, and read it as code.',
    },
    {
      code: '1B-AP-11',
      how: 'Children split a beat into its steps and its drums, and solve one drum at a time.',
    },
    {
      code: '1B-AP-15',
      how: 'Children play their beat, read which step and drum it still needs, and fix it until it matches.',
    },
  ],
  quizWhy: {
    q1: 'A computer keeps a sound as numbers: each says how far the wave is at one moment, thousands every second.',
    q2: 'A fast wiggle makes a high sound; a slow wiggle makes a low one.',
    q3: 'Playing the same steps again and again is a repeat (a loop) in code.',
  },
  activity: {
    summary:
      'The beat maker: four steps for a kick, a snare and a hi-hat. A tap turns a drum on or off; Play goes round four times, each step shown in words (and heard, unless the class has sound off), then names the first step and drum unlike the rock beat.',
    answer:
      'The kick on steps 1 and 3, the snare on steps 2 and 4, and the hi-hat on all four steps; nothing else.',
  },
  worlds: ['sound'],
} as const satisfies LessonGuideWords;
