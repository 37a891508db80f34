// Words of the lesson pages (the lesson kit and each lesson's activity). Apart from
// messages.ts so they load with the lessons, not with every page (docs/product.md#messages; fixed words
// where it gives them).
import { brand } from './brand';

export const lessonMessages = {
  // Shared by every lesson page (src/web/lessons/kit/).
  lessonKit: {
    backToLessons: 'Back to Lessons',
    voiceNotAvailable: 'Voice not available', // fixed words, docs/product.md#messages
    readAloud: 'Read Aloud',
    pause: 'Pause',
    resume: 'Resume',
    stop: 'Stop',
    autoplay: 'Read aloud when a lesson opens',
    reading: 'Reading the lesson out loud...',
    paused: 'Reading is paused.',
    // The guest prompt (docs/product/lessons.md#guest-prompt); only the conditionals title is fixed.
    guestPrompt: {
      title: 'Achievement Unlocked',
      description: `You did it! Make a free account so ${brand.mascot} can keep your points and lessons safe.`,
      warning: 'If you keep playing as a guest, your progress stays only on this device and can be lost.',
      createAccount: 'Create Free Account',
      continueAsGuest: 'Continue As Guest',
    },
    celebrationTitle: 'Lesson Complete!', // fixed words, docs/product.md#messages
    codingPoints: (n: number) => `+${n} coding points`, // fixed words, docs/product/lessons.md#every-lesson
    quizPassedHeading: 'Quiz passed!',
    lookAgain: 'Take another look at this one.',
    pickAnAnswer: 'Pick an answer for this one.',
    tryAgain: 'Try Again',
    dragInstructions:
      'To move a block with the keyboard, press Space to pick it up, use the arrow keys to choose a place, then press Space again to drop it. Press Escape to cancel. Or press Enter on a block, then press a Put button.',
    picked: (item: string) => `${item} picked up. Now choose where to put it.`,
    putDown: (item: string) => `${item} put down.`,
    placed: (item: string, target: string) => `${item} placed in ${target}.`,
    over: (item: string, target: string) => `${item} is over ${target}.`,
    notOver: (item: string) => `${item} is not over a place yet.`,
    cancelled: (item: string) => `Stopped moving ${item}.`,
    putIn: (item: string, target: string) => `Put ${item} in ${target}`,
  },
  // Lessons: intro-to-coding, sequences, loops (fixed words where there are some: docs/product.md#messages).
  sequencesDone: { title: 'Lesson completed!', description: "Great job! You've earned points and completed the Sequences lesson." }, // fixed words, docs/product.md#messages
  nextLesson: (title: string) => `Next Lesson: ${title}`, // fixed words, docs/product.md#messages
  funFacts: 'Fun Facts',
  loopTips: 'Loop Tips',
  challengeHeading: 'Sequence challenges',
  challengeHelp: 'Try these with a friend or on paper. Nothing to save: just have fun!',
  // Lessons: pattern-master, ai-basics, conditionals.
  // Lessons: pattern master, AI basics, conditionals (fixed words where there are some: docs/product.md#messages).
  patterns: {
    masteredTitle: "You're a Pattern Master!",
    masteredText: 'You can spot patterns and guess what comes next, just like a real coder.',
    practiceDone: 'You solved all 4 patterns!',
  },
  aiLesson: {
    progressLabel: 'Lesson progress',
    // The completion dialog (docs/product/lessons.md#introduction-to-ai: opens 1.5 s after a pass or the chat's completion).
    quizDone: { title: 'Great thinking!', description: 'You passed the quiz. Now try asking the AI some questions!' },
    chatDone: { title: 'Great questions!', description: 'You finished the AI practice. Now take the quiz to finish the lesson!' },
    bothDone: { title: 'You did both parts!', description: 'You passed the quiz and practiced with the AI. Press Complete Lesson to finish!' },
    keepExploring: 'Keep Exploring',
  },
  conditionalsLesson: {
    progressLabel: 'Lesson progress',
    completed: 'You finished this lesson!',
  },
  lessonNav: {
    previous: 'Previous Lesson',
    next: 'Next Lesson',
    completeLesson: 'Complete Lesson',
  },
  completeLesson: {
    done: { title: 'Lesson completed!', description: "Great job! You've earned points and a new badge." },
    earlyAi: { title: 'Not so fast!', description: 'Please complete both the quiz and AI activity first!' },
    earlyConditionals: { title: 'Not so fast!', description: 'Please complete both the quiz and coding activity first!' },
    earlyFunctions: { title: 'Not so fast!', description: 'Please complete both the quiz and the dance first!' },
    earlyVariables: { title: 'Not so fast!', description: 'Please complete both the quiz and the missions first!' },
  },
} as const;
