// Words of the lesson guide pages, /teach and its guides (docs/product/guide-pages.md). Apart
// from messages.ts: they load with those pages only (decision 105). The guides' own words come
// from the server (GET /api/guides/:id, src/domain/guides-api.ts).

export const guidePageMessages = {
  indexTitle: 'Lesson guides',
  indexIntro:
    'A plan for each lesson and each Code Lab world: the objective, words to teach, a 10-minute warm-up with no screens, questions to talk about, the standards it meets and the answers.',
  lessonsTitle: 'Lessons',
  worldsTitle: 'Code Lab worlds',
  guideTitle: 'Lesson guide',
  loading: 'Loading the guide...',
  loadingIndex: 'Loading the guides...',
  notFound: 'We could not find that guide.',
  allGuides: 'All lesson guides',
  retry: 'Try again',
  // The door (decision 295): a child and a guest are sent home with a kind word (a toast).
  signInNeeded:
    'Lesson guides are for teachers and parents. A grown-up can sign in with Sign In at the top to read them.',
  childNotAllowed:
    'Lesson guides are for grown-ups. Your teacher uses them to plan your lessons. Off you go and have fun!',
  // A grown-up whose email is not confirmed: the server's 403 message, then the way on.
  confirmTitle: 'One step first',
  confirmHelp:
    'The My family page sends the confirmation email again, or asks you once that you are a grown-up.',
  confirmLink: 'Open My family',
  // The guide page.
  kindLesson: 'Lesson',
  kindWorld: 'Code Lab world',
  objectiveTitle: 'Objective',
  vocabularyTitle: 'Vocabulary',
  warmUpTitle: (title: string, minutes: number) =>
    `Warm-up: ${title} (${minutes} minutes, no screens)`,
  materialsTitle: 'You need',
  stepsTitle: 'Steps',
  discussionTitle: 'Talk about it',
  standardsTitle: 'CSTA standards',
  standardHow: 'How:',
  quizTitle: 'The quiz and its answers',
  question: (n: number) => `Question ${n}`,
  answer: 'Answer:',
  why: 'Why:',
  activityTitle: 'The activity',
  activityAnswer: 'What a finished one looks like:',
  levelsTitle: 'The puzzles and their solutions',
  level: (n: number, title: string) => `Puzzle ${n}: ${title}`,
  solution: 'A solution',
  solutionLabel: (title: string) => `A solution to ${title}, as blocks`,
  solutionOwner: 'This solution',
  mistakesTitle: 'Mistakes children make here',
  needsHelp: (fails: number) =>
    `On your class's Progress tab a child is marked "Needs help" on a puzzle after ${fails} runs that did not solve it.`,
  relatedTitle: 'Related guides',
  // Answers on screen (decision 296): hidden until asked for, always printed.
  showAnswers: 'Show answers',
  hideAnswers: 'Hide answers',
  answersHidden:
    'Answers are hidden, so you can show this page to the class. Press "Show answers" to see them. They always print.',
  answerHidden: 'Answer hidden',
  print: 'Print',
  printHint: 'Prints the guide only, answers included, in black and white.',
  // Links to the guides from the teacher's pages (decision 298).
  guidesLink: 'Lesson guides',
  guide: 'Guide',
  guideFor: (title: string) => `for ${title}`,
  openGuide: 'Open the guide',
  newTab: '(opens in a new tab)',
} as const;
