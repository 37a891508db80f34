import { brand } from '../../src/domain/brand';
import { beatMakerActivity, type BeatTarget } from '../../src/domain/lessons/beat-maker';
import type { LessonContent } from '../../src/domain/lessons/lesson-types';

/**
 * The beat the Build part asks for, a rock beat: the kick on steps 1 and 3, the snare on 2 and 4,
 * the hi-hat on every step (docs/product/lessons.md#voice-and-sound).
 */
export const rockBeat: BeatTarget = { kick: [1, 3], snare: [2, 4], hat: [1, 2, 3, 4] };

// The Voice & Sound lesson (docs/product/lessons.md#voice-and-sound): Learn text and quiz; its
// activity, the beat maker, reads the target beat above (its words are the activities' words).
export const voiceSoundLesson = {
  lessonId: 'voice-sound',
  learn: [
    {
      id: 'wiggles',
      heading: 'A sound is a wiggle',
      paragraphs: [
        'When a drum is hit, it wiggles back and forth very fast. It pushes the air, and the air wiggles all the way to your ears.',
        'A fast wiggle makes a high sound, like a whistle. A slow wiggle makes a low sound, like a big drum.',
      ],
    },
    {
      id: 'numbers',
      heading: 'A sound is numbers',
      paragraphs: [
        'A computer keeps a sound as a long list of numbers. Each number says how far the wiggle is up or down at one moment.',
        'A speaker reads the numbers very fast, thousands every second, and wiggles the air the same way again. That is how you hear it.',
      ],
      bullets: ['Big numbers make a loud sound.', 'Numbers that go up and down fast make a high sound.'],
    },
    {
      id: 'voices',
      heading: 'A computer that talks',
      paragraphs: [
        'A talking computer starts with text: letters and words. It turns the letters into the small sounds of a language, one after another.',
        'Then it joins the sounds together into a voice that reads the words out loud. This is called text to speech.',
      ],
      bullets: ['Text: "cat"', 'Sounds: c - a - t', 'Voice: "cat!"'],
    },
    {
      id: 'patterns',
      heading: 'Music has patterns, like code',
      paragraphs: [
        'A drum beat plays the same few steps again and again. In code, that is a repeat: repeat 4 times, play the beat.',
        'A song sings its chorus more than once. In code, you give the chorus a name, like a function, and call it each time you need it.',
      ],
      bullets: ['A beat is a repeat.', 'A chorus is a function.'],
    },
    {
      id: 'your-turn',
      heading: 'Make a beat!',
      paragraphs: [
        'In the Build part there is a grid with four steps for three drums: the kick, the snare and the hi-hat. Tap a step to turn a drum on or off there.',
        `Then press Play and your beat goes round four times. ${brand.mascot} will tell you what your beat still needs.`,
      ],
    },
  ],
  funFacts: [
    'The lowest sound people can hear wiggles about 20 times a second. The highest wiggles about 20,000 times a second!',
    'A song on a computer has about 44,100 numbers for every second of sound.',
    'Some drum machines make every drum sound from numbers, with no real drum at all.',
  ],
  quiz: {
    questions: [
      {
        id: 'q1',
        prompt: 'How does a computer keep a sound?',
        options: [
          { value: 'numbers', label: 'As a long list of numbers' },
          { value: 'jar', label: 'In a tiny jar inside the computer' },
          { value: 'picture', label: 'As a picture of a drum' },
        ],
        answer: 'numbers',
      },
      {
        id: 'q2',
        prompt: 'A sound wiggles very fast. What does it sound like?',
        options: [
          { value: 'high', label: 'High, like a whistle' },
          { value: 'low', label: 'Low, like a big drum' },
          { value: 'silent', label: 'It makes no sound' },
        ],
        answer: 'high',
      },
      {
        id: 'q3',
        prompt: 'A drum beat plays the same four steps again and again. What is that in code?',
        options: [
          { value: 'repeat', label: 'A repeat' },
          { value: 'variable', label: 'A score' },
          { value: 'event', label: 'A key press' },
        ],
        answer: 'repeat',
      },
    ],
    // docs/product/lessons.md#quiz-pass-rules: at least 2 of 3.
    passRule: { kind: 'at-least', correct: 2, requireAllAnswered: false },
    submitLabel: 'Check Answers',
    messages: {
      perfect: { title: 'Quiz completed!', description: 'Perfect score! You got all 3 questions right!' },
      pass: { title: 'Quiz completed!', description: 'You got {n} out of 3 correct. Well done!' },
      fail: { title: 'Try again!', description: 'You got {n} out of 3 correct. Keep trying!' },
    },
  },
  activity: beatMakerActivity(rockBeat),
} satisfies LessonContent;

/** Topic tags shown in the lesson header. */
export const voiceSoundTopics = ['Sound', 'Speech', 'Patterns in music'] as const;
