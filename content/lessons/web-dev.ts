import { brand } from '../../src/domain/brand';
import type { LessonContent } from '../../src/domain/lessons/lesson-types';
import { safePageActivity, type SafeCard } from '../../src/domain/lessons/safe-page';

/**
 * The cards the Build part sorts, in the order shown (docs/product/lessons.md#web-creator): things
 * a child likes are OK to share; what says who the child is or where to find them waits for a
 * grown-up. Their words are the activities' words, by id.
 */
export const safePageCards: readonly SafeCard[] = [
  { id: 'animal', belongs: 'share' },
  { id: 'address', belongs: 'private' },
  { id: 'tree', belongs: 'share' },
  { id: 'phone', belongs: 'private' },
  { id: 'football', belongs: 'share' },
  { id: 'school', belongs: 'private' },
  { id: 'colour', belongs: 'share' },
  { id: 'photo', belongs: 'private' },
];

// The Web Development lesson, "Web Creator" (docs/product/lessons.md#web-creator): Learn text and
// quiz; its activity, the safe page sort, reads the cards above.
export const webDevLesson = {
  lessonId: 'web-dev',
  learn: [
    {
      id: 'parts',
      heading: 'What is a web page made of?',
      paragraphs: [
        'A web page is a page you open on a computer, a tablet or a phone. It is made of parts, like a poster.',
      ],
      bullets: [
        'A heading is a big title. It says what a part of the page is about.',
        'A paragraph is a few sentences together.',
        'A picture has words with it that say what it shows, for people who cannot see it.',
        'A link is words you tap to open another page.',
      ],
    },
    {
      id: 'travels',
      heading: 'How a page gets to you',
      paragraphs: [
        'A web page is kept on a computer far away, called a server. When you open the page, the server sends it to your device.',
        'Then your browser shows it. Many people can open the same page at the same time.',
      ],
    },
    {
      id: 'who-sees',
      heading: 'Who can see what we publish?',
      paragraphs: [
        'To publish means to put your page where other people can open it. People you have never met may see it.',
        'They can copy what is on it. So it may stay around, even after you change your page.',
      ],
    },
    {
      id: 'private',
      heading: 'Keep yourself private',
      paragraphs: [
        'Some things tell people who you are and where to find you. Never put them on a page.',
        'Things you like are fine to share: your favourite animal, a drawing, a game you love.',
      ],
      bullets: ['Your real name', 'Your home address', 'Your school', 'Your phone number', 'A photo of you'],
    },
    {
      id: 'grown-up',
      heading: 'Ask a grown-up first',
      paragraphs: [
        'Before you share a page, ask a grown-up you trust to look at it with you.',
        'In a class, your teacher looks first, and only your classmates can see your page.',
        'If something online makes you feel worried, stop and tell a grown-up.',
      ],
    },
    {
      id: 'your-turn',
      heading: 'Is it safe to share?',
      paragraphs: [
        'In the Build part there are cards of things you might put on a page. Put each card in OK to share or in Ask a grown-up first.',
        `${brand.mascot} will tell you why each card goes where it goes.`,
      ],
    },
  ],
  funFacts: [
    'The first web page was made in 1991. It was mostly words and links.',
    'A picture on a web page can have words that a screen reader says out loud for people who cannot see it.',
    'Every web page has an address, so your browser knows which page to ask for.',
  ],
  quiz: {
    questions: [
      {
        id: 'q1',
        prompt: 'Which part of a web page is a big title that says what a part is about?',
        options: [
          { value: 'heading', label: 'A heading' },
          { value: 'link', label: 'A link' },
          { value: 'paragraph', label: 'A paragraph' },
        ],
        answer: 'heading',
      },
      {
        id: 'q2',
        prompt: 'You made a web page. What do you do before you share it?',
        options: [
          { value: 'everyone', label: 'Send it to everyone at once' },
          { value: 'ask', label: 'Ask a grown-up to look at it with me' },
          { value: 'phone', label: 'Add my phone number to it' },
        ],
        answer: 'ask',
      },
      {
        id: 'q3',
        prompt: 'Which of these is OK to put on your web page?',
        options: [
          { value: 'address', label: 'My home address' },
          { value: 'school', label: 'The name of my school' },
          { value: 'drawing', label: 'A drawing of my favourite animal' },
        ],
        answer: 'drawing',
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
  activity: safePageActivity(safePageCards),
} satisfies LessonContent;

/** Topic tags shown in the lesson header. */
export const webDevTopics = ['Web pages', 'Publishing', 'Staying safe'] as const;
