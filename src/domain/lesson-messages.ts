// Words of the lesson pages (the lesson kit and each lesson's activity). Apart from
// messages.ts so they load with the lessons, not with every page (DESIGN §8 words, SPEC §8
// where it gives them).
import { brand } from './brand';

export const lessonMessages = {
  // Shared by every lesson page (src/web/lessons/kit/).
  lessonKit: {
    backToLessons: 'Back to Lessons',
    voiceNotAvailable: 'Voice not available', // SPEC §8
    readAloud: 'Read Aloud',
    pause: 'Pause',
    resume: 'Resume',
    stop: 'Stop',
    autoplay: 'Read aloud when a lesson opens',
    reading: 'Reading the lesson out loud...',
    paused: 'Reading is paused.',
    // SPEC §2: the guest prompt; §8 gives only the conditionals title.
    guestPrompt: {
      title: 'Achievement Unlocked',
      description: `You did it! Make a free account so ${brand.mascot} can keep your points and lessons safe.`,
      warning: 'If you keep playing as a guest, your progress stays only on this device and can be lost.',
      createAccount: 'Create Free Account',
      continueAsGuest: 'Continue As Guest',
    },
    celebrationTitle: 'Lesson Complete!', // SPEC §8
    codingPoints: (n: number) => `+${n} coding points`, // SPEC §9
    quizPassedHeading: 'Quiz passed!',
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
  // Lessons: intro-to-coding, sequences, loops (SPEC §8 words where it gives them).
  codeBuilder: {
    available: 'Available Blocks',
    program: 'Your Program',
    emptyProgram: 'Your program is empty. Move blocks here, or tap a block and then tap Put.',
    allPlaced: 'All blocks are in use. Press Reset Activity to start over.',
    run: 'Run Program',
    running: 'Running...',
    reset: 'Reset Activity',
    stage: `${brand.mascot}'s stage`,
    says: (words: string) => `${brand.mascot} says ${words}`,
    moves: `${brand.mascot} moves forward.`,
    turns: (facing: string) => `${brand.mascot} turns left. Now facing ${facing}.`,
    facing: (facing: string) => `${brand.mascot} is facing ${facing}.`,
    done: `Your program worked! ${brand.mascot} followed every instruction.`,
    partDone: 'That worked! Can you use all three blocks?',
  },
  morningRoutine: {
    heading: 'Fix the morning routine',
    help: 'Move each step to the number where it belongs. Drag it, or tap a step and then tap Put.',
    slot: (n: number) => `Step ${n}`,
    done: 'You put the morning in the right order!',
    finished: 'Well done! The morning routine is in order.',
  },
  sequencesDone: { title: 'Lesson completed!', description: "Great job! You've earned points and completed the Sequences lesson." }, // SPEC §8
  robotDance: {
    howMany: 'How many times should the robot dance?',
    times: (n: number) => `${n} times`,
    startLoop: 'Start Loop!', // SPEC §2
    makeDance: 'Make Robot Dance', // SPEC §2
    dancing: 'Dancing...', // SPEC §2
    repetition: (beat: number, count: number) => `Dance ${beat} of ${count}`,
    ready: 'The robot is ready to dance.',
    started: (n: number) => `The robot starts dancing ${n} times.`,
    done: (n: number) => ({ title: 'Dance Complete!', description: `The robot danced ${n} times with just one loop!` }),
    codeLabel: 'Your loop',
  },
  nextLesson: (title: string) => `Next Lesson: ${title}`, // SPEC §2
  funFacts: 'Fun Facts',
  loopTips: 'Loop Tips',
  challengeHeading: 'Sequence challenges',
  challengeHelp: 'Try these with a friend or on paper. Nothing to save: just have fun!',
} as const;
