import type { LessonGuideWords } from '../guide-types';

// The Game Development lesson's guide (docs/product/guides.md; the lesson: docs/product/lessons.md#game-creator).
export const gameDevGuide = {
  kind: 'lesson',
  lessonId: 'game-dev',
  objective:
    'Children use events, "when this happens, do that", to make a tiny game work, and test it by playing it.',
  vocabulary: [
    { term: 'event', meaning: 'Something that happens while a program runs, like a key press or a touch.' },
    { term: 'action', meaning: 'A step the program takes when an event happens.' },
    { term: 'wire', meaning: 'Joining an event to an action: when this happens, do that.' },
    { term: 'score', meaning: 'A number the game keeps, which goes up when you win a point.' },
    { term: 'test', meaning: 'Playing a game to see if it does what you planned.' },
  ],
  warmUp: {
    title: 'When I clap',
    minutes: 10,
    materials: ['Cards with events: "when I clap", "when I say go", "when I touch my nose"', 'Cards with actions: jump, sit down, wave'],
    steps: [
      'Pin one event card and one action card side by side: "when I clap, jump".',
      'The class waits. Nothing happens until you clap; then everyone jumps.',
      'Add a second pair ("when I touch my nose, wave") and mix the events up. The class must act only on the right event.',
      'Swap an action card on purpose so it goes wrong, and let the class find which pair to fix.',
      'Ask: what did you do while you waited for an event?',
    ],
  },
  discussion: [
    'Which events can a game you know listen for?',
    'Why does nothing happen in a game until an event comes?',
    'Your cat says Yay! when it should say Go!. How do you find which wire to change?',
  ],
  standards: [
    {
      code: '1B-AP-10',
      how: 'Children make a program from events and the actions each one runs.',
    },
    {
      code: '1B-AP-12',
      how: 'Children change the wiring of a game that already has a cat, a star and a score to make it work as they want.',
    },
    {
      code: '1B-AP-15',
      how: 'Children play their game, read what it still needs, and fix the wiring until it works.',
    },
  ],
  quizWhy: {
    q1: 'An event is something that happens while the game runs, like a key press.',
    q2: 'The steps wired to an event run only when that event happens: here, the touch.',
    q3: 'The cat moves only if the key event is wired to an action that moves it.',
  },
  activity: {
    summary:
      'The tiny game: four events and five actions. Tap an event, then an action, to wire them; press Play and the game runs a scripted player (start, three right arrow presses, one space press). After the game it says the first thing the game still needs.',
    answer:
      'When the game starts, the cat says Go!; when the right arrow key is pressed, the cat moves right; when the cat touches the star, add one point. Other wires may stay, as long as the game still does all of that.',
  },
  worlds: ['game', 'racer'],
} as const satisfies LessonGuideWords;
