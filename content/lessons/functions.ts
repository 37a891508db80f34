import { brand } from '../../src/domain/brand';
import { chorusDanceActivity } from '../../src/domain/lessons/chorus-dance';
import type { LessonContent } from '../../src/domain/lessons/lesson-types';

// The Functions lesson, "Function Factory" (docs/product/lessons.md#functions): Learn text and quiz.
export const functionsLesson = {
  lessonId: 'functions',
  learn: [
    {
      id: 'chorus',
      heading: 'A song has a chorus',
      paragraphs: [
        'Think of your favourite song. The chorus is the part that comes back again and again.',
        'The song sheet does not write the chorus out every time. It just says "chorus" and you know what to sing.',
      ],
    },
    {
      id: 'what-is-a-function',
      heading: 'What is a function?',
      paragraphs: [
        'A function is a group of steps with a name. You write the steps once, then use the name whenever you need them.',
        'Using a function is called calling it. When the computer calls a function, it does all the steps inside, in order.',
      ],
      bullets: ['define it once: function chorus() { clap(); spin(); }', 'call it many times: chorus(); jump(); chorus();'],
    },
    {
      id: 'why',
      heading: 'Why do coders love functions?',
      paragraphs: [
        'Functions make programs shorter, because the same steps are not written again and again.',
        'Functions make programs easier to fix. Change the steps inside the function once, and every place that calls it changes too.',
        'A good name tells you what a function does, like drawSquare or brushTeeth.',
      ],
    },
    {
      id: 'your-turn',
      heading: 'Build a robot dance!',
      paragraphs: [
        `In the Dance part you will make a chorus function from a few dance moves. Then put the chorus in the song two or more times and press Play to watch the robot dance it.`,
        `${brand.mascot} will show you the code of your dance too.`,
      ],
    },
  ],
  funFacts: [
    'Every app on a tablet is built from thousands of functions.',
    'Pressing a button on a game controller often calls a function, like jump().',
    'Some functions are so useful that coders share them with the whole world.',
  ],
  quiz: {
    questions: [
      {
        id: 'q1',
        prompt: 'What is a function?',
        options: [
          { value: 'named-steps', label: 'A group of steps with a name' },
          { value: 'number', label: 'A number that changes' },
          { value: 'question', label: 'A question that is true or false' },
        ],
        answer: 'named-steps',
      },
      {
        id: 'q2',
        prompt: 'What do we call it when a program uses a function?',
        options: [
          { value: 'deleting', label: 'Deleting it' },
          { value: 'calling', label: 'Calling it' },
          { value: 'counting', label: 'Counting it' },
        ],
        answer: 'calling',
      },
      {
        id: 'q3',
        prompt: 'You define a function once. How many times can you call it?',
        options: [
          { value: 'once', label: 'Only once' },
          { value: 'twice', label: 'Only twice' },
          { value: 'many', label: 'As many times as you need' },
        ],
        answer: 'many',
      },
      {
        id: 'q4',
        prompt: 'You change one step inside your chorus function. What happens to the dance?',
        options: [
          { value: 'first-only', label: 'Only the first chorus changes' },
          { value: 'every', label: 'Every chorus in the dance changes' },
          { value: 'nothing', label: 'Nothing changes' },
        ],
        answer: 'every',
      },
      {
        id: 'q5',
        prompt: 'Which is the best name for a function that draws a square?',
        options: [
          { value: 'draw-square', label: 'drawSquare' },
          { value: 'thing', label: 'thing' },
          { value: 'abc', label: 'abc' },
        ],
        answer: 'draw-square',
      },
    ],
    // docs/product/lessons.md#quiz-pass-rules: at least 3 of 5.
    passRule: { kind: 'at-least', correct: 3, requireAllAnswered: false },
    submitLabel: 'Check Answers',
    messages: {
      perfect: { title: 'Quiz completed!', description: 'Perfect score! You got all 5 questions right!' },
      pass: { title: 'Quiz completed!', description: 'You got {n} out of 5 correct. Well done!' },
      fail: { title: 'Try again!', description: 'You got {n} out of 5 correct. You need 3. Keep trying!' },
    },
  },
  activity: chorusDanceActivity,
} satisfies LessonContent;

/** Topic tags shown in the lesson header. */
export const functionsTopics = ['Functions', 'Calling a function', 'Reusing code'] as const;
