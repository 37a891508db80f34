import { brand } from '../../src/domain/brand';
import type { LessonContent } from '../../src/domain/lessons/lesson-types';
import { weatherActivity } from '../../src/domain/lessons/weather-helper';

// The Conditionals lesson, "Making Decisions" (docs/product/lessons.md#conditionals): Learn text and quiz.
export const conditionalsLesson = {
  lessonId: 'conditionals',
  learn: [
    {
      id: 'decisions',
      heading: 'Computers make decisions too',
      paragraphs: [
        'Every day you make choices. If it is cold, you wear a coat. If you are hungry, you eat a snack.',
        'Computers can make choices too! They use conditionals to decide what to do.',
      ],
    },
    {
      id: 'conditions',
      heading: 'What is a condition?',
      paragraphs: [
        'A condition is a question that can only be true or false. "Is it raining?" is a condition.',
        'If the answer is true, the computer does one thing. If it is false, it can skip it or do something else.',
      ],
    },
    {
      id: 'if-then',
      heading: 'If ... then ...',
      paragraphs: [
        'An if statement checks a condition and then does an action only when the condition is true.',
      ],
      bullets: ['if it is raining, then use an umbrella', 'if it is sunny, then wear sunglasses'],
    },
    {
      id: 'if-else',
      heading: 'If ... else ...',
      paragraphs: [
        'Sometimes you want a plan B. An if-else statement does one thing when the condition is true and another thing, the alternative, when it is false.',
        'A program can check the same if-else again and again, like checking the weather every single morning.',
      ],
      bullets: [
        'if it is raining, then take an umbrella, else take sunglasses',
        'if the light is green, then go, else wait',
      ],
    },
    {
      id: 'your-turn',
      heading: `Help ${brand.mascot}!`,
      paragraphs: [
        `In the Code part you will teach ${brand.mascot} what to wear. Put each "if" before its "then", and make your code work for sunny and rainy weather.`,
      ],
    },
  ],
  funFacts: [
    'Games use conditionals all the time: if you touch a coin, then your score goes up!',
    'A traffic light uses conditionals to decide when to change color.',
    'Your tablet checks a condition when you unlock it: is the passcode correct?',
  ],
  quiz: {
    // The three questions as docs/product/lessons.md#conditionals lists them.
    questions: [
      {
        id: 'q1',
        prompt: 'What do we call a statement that checks if something is true or false?',
        options: [
          { value: 'loop', label: 'A loop' },
          { value: 'condition', label: 'A condition' },
          { value: 'variable', label: 'A variable' },
        ],
        answer: 'condition',
      },
      {
        id: 'q2',
        prompt: 'What are the two possible results of a condition?',
        options: [
          { value: 'yes-no', label: 'Yes or no' },
          { value: 'true-false', label: 'True or false' },
          { value: 'right-wrong', label: 'Right or wrong' },
        ],
        answer: 'true-false',
      },
      {
        id: 'q3',
        prompt: 'When is an if-else statement useful?',
        options: [
          {
            value: 'repeat',
            label: 'When the program must make the same choice again and again, like every morning',
          },
          {
            value: 'alternative',
            label: 'When you want an alternative: something else to do if the condition is false',
          },
          { value: 'both', label: 'Both of these' },
        ],
        answer: 'both',
      },
    ],
    // docs/product/lessons.md#quiz-pass-rules: at least 2 of 3.
    passRule: { kind: 'at-least', correct: 2, requireAllAnswered: false },
    submitLabel: 'Check Answers',
    messages: {
      // docs/product/lessons.md#quiz-pass-rules: 'Quiz completed!' with a perfect or a 2-of-3 message.
      perfect: {
        title: 'Quiz completed!',
        description: 'Perfect score! You got all 3 questions right!',
      },
      pass: { title: 'Quiz completed!', description: 'You got {n} out of 3 correct. Well done!' },
      fail: { title: 'Try again!', description: 'You got {n} out of 3 correct. Keep trying!' },
    },
  },
  activity: weatherActivity,
} satisfies LessonContent;

/** Topic tags shown in the lesson header. */
export const conditionalsTopics = ['If statements', 'True or false', 'Making decisions'] as const;
