import { brand } from '../../src/domain/brand';
import { gameWiringActivity } from '../../src/domain/lessons/game-wiring';
import type { LessonContent } from '../../src/domain/lessons/lesson-types';

// The Game Development lesson, "Game Creator" (docs/product/lessons.md#game-creator): Learn text
// and quiz; its activity, the tiny game, reads no content (its words are the activities' words).
export const gameDevLesson = {
  lessonId: 'game-dev',
  learn: [
    {
      id: 'events',
      heading: 'When this happens, do that',
      paragraphs: [
        'A game waits for things to happen: you press a key, you tap the screen, two things bump into each other.',
        'Each of these is called an event. A game says what to do when an event happens.',
      ],
      bullets: ['When the right arrow key is pressed, the cat moves right.', 'When the cat touches the star, add one point.'],
    },
    {
      id: 'handlers',
      heading: 'Events in code',
      paragraphs: [
        'In code, you give an event the steps to run when it happens. The steps wait until the event comes.',
        "onKey('right', () => { cat.x = cat.x + 1; }); means: when the right key is pressed, move the cat right.",
        'One event can run many steps, and a game can listen for many events at the same time.',
      ],
    },
    {
      id: 'objects',
      heading: 'Events change objects',
      paragraphs: [
        'The steps an event runs change the objects in the game: where the cat is, what it says, the score.',
        'The score is a property of the game. Each point you win adds one to it.',
      ],
    },
    {
      id: 'your-turn',
      heading: 'Make a tiny game!',
      paragraphs: [
        `In the Build part there is a cat, a star and a score. Pick an event, then pick what happens. Then press Play and watch your game run.`,
        `${brand.mascot} will tell you what your game still needs.`,
      ],
    },
  ],
  funFacts: [
    'A video game can listen for hundreds of events every second.',
    'When you tap a button in an app, a tap event runs the steps for that button.',
    'Many games run a "game loop" that checks for events over and over, very fast.',
  ],
  quiz: {
    questions: [
      {
        id: 'q1',
        prompt: 'What is an event in a game?',
        options: [
          { value: 'happens', label: 'Something that happens, like a key being pressed' },
          { value: 'picture', label: 'A picture in the game' },
          { value: 'score', label: 'The score at the end' },
        ],
        answer: 'happens',
      },
      {
        id: 'q2',
        prompt: 'When the cat touches the star, add one point. When does the point get added?',
        options: [
          { value: 'always', label: 'All the time' },
          { value: 'touch', label: 'Only when the cat touches the star' },
          { value: 'never', label: 'Never' },
        ],
        answer: 'touch',
      },
      {
        id: 'q3',
        prompt: 'You want the cat to move when you press the right arrow key. What do you need?',
        options: [
          { value: 'key-event', label: 'The key event, wired to "the cat moves right"' },
          { value: 'start-event', label: 'Only the "game starts" event' },
          { value: 'nothing', label: 'Nothing: the cat knows by itself' },
        ],
        answer: 'key-event',
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
  activity: gameWiringActivity,
} satisfies LessonContent;

/** Topic tags shown in the lesson header. */
export const gameDevTopics = ['Events', 'Actions', 'Making games'] as const;
