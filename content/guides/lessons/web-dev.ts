import type { LessonGuideWords } from '../guide-types';

// The Web Creator lesson's guide (docs/product/guides.md; the lesson: docs/product/lessons.md#web-creator).
export const webDevGuide = {
  kind: 'lesson',
  lessonId: 'web-dev',
  objective:
    'Children learn what a web page is made of, who can see what we publish, and what to keep private.',
  vocabulary: [
    { term: 'heading', meaning: 'A big title that says what a part of a web page is about.' },
    { term: 'link', meaning: 'Words you tap to open another page.' },
    { term: 'server', meaning: 'A computer that keeps web pages and sends them to devices.' },
    { term: 'publish', meaning: 'To put a page where other people can open it.' },
    { term: 'private information', meaning: 'What says who you are or where to find you.' },
  ],
  warmUp: {
    title: 'Postcard or secret?',
    minutes: 10,
    materials: ['A big sheet titled "Our class page"', 'Sticky notes about a made-up child (a pet, a hobby, an address, a phone number)'],
    steps: [
      'Say: "Our class page is a poster the whole school walks past."',
      'Read a sticky note aloud and ask: "Would you want everyone to know this about you?"',
      'If yes, stick it on the page; if not, put it in a box for a grown-up to look at first.',
      'Ask what the notes in the box have in common.',
      'Draw a heading, a paragraph and a picture on the page, and name each part.',
    ],
  },
  discussion: [
    'Who might see a page that you publish? Who do you want to see it?',
    'Why can a page stay around even after you change it?',
    'Which grown-up would you ask before you share something online, and what would you say?',
  ],
  standards: [
    {
      code: '1B-NI-04',
      how: 'Children learn that a page is kept on a server and sent to every device that opens it.',
    },
    {
      code: '1B-NI-05',
      how: 'Children sort what is safe to share from what to keep private.',
    },
    {
      code: '1B-IC-20',
      how: 'Children ask a grown-up to look at their page before it is shared.',
    },
  ],
  quizWhy: {
    q1: 'A heading is the big title of a part of a page.',
    q2: 'A grown-up looks first, so nothing private goes out by mistake.',
    q3: 'A drawing says nothing about who the child is or where to find them.',
  },
  activity: {
    summary:
      'Eight cards, each with two buttons, "OK to share" and "Ask a grown-up first"; each card says "Right place" or "Think again", and why.',
    answer:
      'OK to share: the animal, the tree, football, the colour. Ask a grown-up first: the address, the phone number, the school, the photo.',
  },
  worlds: ['web', 'network'],
} as const satisfies LessonGuideWords;
