import type { LessonContent } from '../../src/domain/lesson-types';

// The Introduction to AI lesson (docs/product/lessons.md#introduction-to-ai): Learn text and quiz. The practice chat's
// example prompts and authored replies are in content/ai-chat.ts.
export const aiBasicsLesson = {
  lessonId: 'ai-basics',
  learn: [
    {
      id: 'what-is-ai',
      heading: 'What is AI?',
      paragraphs: [
        'AI stands for Artificial Intelligence. It is a kind of computer program that can learn from examples and then make good guesses.',
        'You may have met AI already: a phone that understands your voice, a map that finds the fastest way home, or a game character that plays against you.',
        'AI is not alive and it does not have feelings. It is a clever tool that people build.',
      ],
    },
    {
      id: 'how-ai-learns',
      heading: 'How does AI learn?',
      paragraphs: [
        'AI learns from data. Data means lots and lots of examples, like thousands of pictures of cats and dogs.',
        'While it looks at the examples, the computer builds a model. A model is what the AI has learned, a bit like a brain made of numbers.',
        'Later the AI uses its model to guess things about something new, like whether a new picture shows a cat or a dog.',
      ],
    },
    {
      id: 'prompts',
      heading: 'Talking to AI: prompts',
      paragraphs: [
        'The question or instruction you give an AI is called a prompt. Better prompts get better answers!',
      ],
      bullets: [
        'Be specific: say exactly what you want. "Tell me three facts about sharks" beats "Tell me stuff".',
        'Set the audience: say who the answer is for. "Explain rain to a 9-year-old."',
        'Be creative: ask for a poem, a story or a joke to make learning fun.',
      ],
    },
    {
      id: 'golden-rules',
      heading: 'The four AI golden rules',
      paragraphs: ['Keep these rules in mind every time you use AI:'],
      bullets: [
        'Check the answer: AI can make mistakes, so check with a book or a grown-up.',
        'Keep secrets safe: never share your full name, address, school or passwords.',
        'Ask a grown-up first before you use an AI tool.',
        'Be honest: use AI to help you learn, and do your own work.',
      ],
    },
  ],
  funFacts: [
    'The words "Artificial Intelligence" were first used in 1956, long before your parents were born!',
    'Some AI can look at a photo of a plant and tell you its name.',
    'AI helps doctors look at X-rays and helps scientists study animals in the wild.',
  ],
  quiz: {
    questions: [
      {
        id: 'q1',
        prompt: 'What do we call what an AI has learned, its "brain made of numbers"?',
        options: [
          { value: 'models', label: 'Models' },
          { value: 'magnets', label: 'Magnets' },
          { value: 'mirrors', label: 'Mirrors' },
        ],
        answer: 'models',
      },
      {
        id: 'q2',
        prompt: 'What does an AI need lots of to learn?',
        options: [
          { value: 'data', label: 'Data (lots of examples)' },
          { value: 'sleep', label: 'Sleep' },
          { value: 'snacks', label: 'Snacks' },
        ],
        answer: 'data',
      },
      {
        id: 'q3',
        prompt: 'What makes a good prompt?',
        options: [
          { value: 'specific', label: 'Saying exactly what you want' },
          { value: 'audience', label: 'Saying who the answer is for' },
          { value: 'both', label: 'Both of these' },
        ],
        answer: 'both',
      },
    ],
    // docs/product/lessons.md#quiz-pass-rules: at least 2 of 3.
    passRule: { kind: 'at-least', correct: 2, requireAllAnswered: false },
    submitLabel: 'Submit Quiz',
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
} satisfies LessonContent;
