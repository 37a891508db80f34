import type { LessonContent } from '../../src/domain/lessons/lesson-types';
import { robotDanceActivity } from '../../src/domain/lessons/robot-dance';

// The Loops lesson (docs/product/lessons.md#loops): Learn text, quiz and loop tips.
export const loopsLesson = {
  lessonId: 'loops',
  learn: [
    {
      id: 'what',
      heading: 'What is a loop?',
      paragraphs: [
        'A loop tells the computer to repeat some steps again and again.',
        'Instead of writing the same instruction five times, you write it once and say: repeat it five times!',
      ],
    },
    {
      id: 'why',
      heading: 'Why use loops?',
      paragraphs: [
        'Loops make code shorter and easier to read. They also help you get things done faster.',
        'If you want a robot to dance ten times, a loop saves you from writing ten dance steps.',
      ],
    },
    {
      id: 'everyday',
      heading: 'Loops are everywhere',
      paragraphs: ['You use loops every day without noticing:'],
      bullets: ['Brushing each tooth, one after another.', 'Singing the chorus of a song again.', 'Jumping rope until you count to twenty.'],
    },
    {
      id: 'for',
      heading: 'The for loop',
      paragraphs: [
        'Many coding languages use the word for to start a loop that counts.',
        'for (let i = 0; i < 3; i++) means: start counting at 0, keep going while the count is less than 3, and add 1 each time. So the steps inside run 3 times.',
      ],
    },
  ],
  quiz: {
    questions: [
      {
        id: 'q1',
        prompt: 'What does a loop do?',
        options: [
          { value: 'repeat', label: 'It repeats steps again and again' },
          { value: 'stop', label: 'It stops the program' },
          { value: 'delete', label: 'It deletes your code' },
        ],
        answer: 'repeat',
      },
      {
        id: 'q2',
        prompt: 'Why do coders use loops?',
        options: [
          { value: 'slower', label: 'To make the computer slower' },
          { value: 'faster', label: 'To write less code and get things done faster' },
          { value: 'colors', label: 'To change the colors on the screen' },
        ],
        answer: 'faster',
      },
      {
        id: 'q3',
        prompt: 'Which word starts a counting loop, like the one in the robot dance?',
        options: [
          { value: 'if', label: 'if' },
          { value: 'print', label: 'print' },
          { value: 'for', label: 'for' },
        ],
        answer: 'for',
      },
    ],
    // docs/product/lessons.md#quiz-pass-rules: all answered; at least 2 of 3 correct.
    passRule: { kind: 'at-least', correct: 2, requireAllAnswered: true },
    submitLabel: 'Submit Quiz',
    messages: {
      // The incomplete-quiz words are the first lesson's (docs/product/lessons.md#quiz-pass-rules); the same rule uses the same words here.
      incomplete: { title: 'Incomplete Quiz', description: 'Please answer all questions before submitting!' },
      fail: { title: 'Keep Trying!', description: 'You need at least 2 correct answers. Review the lesson and try again!' },
      pass: { title: 'Loop Master!', description: 'You got {n} out of 3 questions correct! You really know your loops.' },
    },
  },
  activity: robotDanceActivity,
} satisfies LessonContent;

// docs/product/lessons.md#loops: the loop-tips side panel.
export const loopTips = [
  'Use a loop when you see the same step again and again.',
  'Always know when your loop will stop.',
  'Change the number in the loop to repeat more or fewer times.',
  'Start small: try a loop of 3 before a loop of 10.',
] as const;
