import type { LessonGuideWords } from '../guide-types';

// The Introduction to AI lesson's guide (docs/product/guides.md; the lesson:
// docs/product/lessons.md#introduction-to-ai). Its chat is simulated: no real AI answers.
export const aiBasicsGuide = {
  kind: 'lesson',
  lessonId: 'ai-basics',
  objective:
    'Children learn that AI learns from examples, and practise asking it clear, specific questions safely.',
  vocabulary: [
    {
      term: 'AI',
      meaning:
        'Artificial Intelligence: a program that learns from examples and makes good guesses.',
    },
    { term: 'data', meaning: 'Lots and lots of examples to learn from.' },
    { term: 'model', meaning: 'What an AI has learned, a bit like a brain made of numbers.' },
    { term: 'prompt', meaning: 'The question or instruction you give an AI.' },
    { term: 'specific', meaning: 'Saying exactly what you want.' },
  ],
  warmUp: {
    title: 'Learning from examples',
    minutes: 10,
    materials: [
      'Ten picture cards or drawings: five of cats, five of dogs',
      'Two more pictures kept hidden',
    ],
    steps: [
      'Show the class the ten pictures, saying "cat" or "dog" for each: this is our data.',
      'Ask: what clues did you use to tell them apart? Write the clues up: this is our model.',
      'Show a hidden picture. The class uses the clues to guess, then you reveal the answer.',
      'Ask for a vague request ("tell me stuff") and a specific one ("three facts about dogs for a 9-year-old"). Which is easier to answer?',
      'End with a golden rule: AI can get things wrong, so we check its answers with a book or a grown-up.',
    ],
  },
  discussion: [
    'Where have you seen a computer make a guess, like a map or a voice helper?',
    'Why does an AI need so many examples before it guesses well?',
    'What should you never tell an AI, and why?',
  ],
  standards: [
    {
      code: '1B-AP-13',
      how: 'Children write prompts that say who the answer is for, thinking about the person it serves.',
    },
    {
      code: '1B-AP-14',
      how: 'The golden rules ask children to be honest about AI’s help and do their own work.',
    },
  ],
  quizWhy: {
    q1: 'What an AI has learned is called its model, built while it studies the examples.',
    q2: 'An AI learns from data: lots and lots of examples.',
    q3: 'A good prompt says exactly what you want and who the answer is for: both together.',
  },
  activity: {
    summary:
      'Try AI: a practice chat that runs only in the browser, with answers we wrote (no real AI). The child types or picks a prompt and presses Ask AI.',
    answer:
      'Any three questions finish it. A specific prompt ("Tell me three facts about sharks") gets a specific answer; a vague one gets a nudge to say exactly what they want.',
  },
  worlds: [],
} as const satisfies LessonGuideWords;
