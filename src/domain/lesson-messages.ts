// Words of the lesson pages (the lesson kit and each lesson's activity). Apart from
// messages.ts so they load with the lessons, not with every page (docs/product.md#messages; fixed words
// where it gives them).
import { brand } from './brand';

export const lessonMessages = {
  // The kit's words moved to locales/en/web/lesson.json and readAloud.json; this one stays until
  // the Code Lab's read-aloud box moves to the catalogue (its owner converts it).
  lessonKit: {
    voiceNotAvailable: 'Voice not available', // fixed words, docs/product.md#messages
  },
  // Lessons: intro-to-coding, sequences, loops (fixed words where there are some: docs/product.md#messages).
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
  robotDance: {
    howMany: 'How many times should the robot dance?',
    times: (n: number) => `${n} times`,
    startLoop: 'Start Loop!', // fixed words, docs/product.md#messages
    makeDance: 'Make Robot Dance', // fixed words, docs/product.md#messages
    dancing: 'Dancing...', // fixed words, docs/product.md#messages
    repetition: (beat: number, count: number) => `Dance ${beat} of ${count}`,
    ready: 'The robot is ready to dance.',
    started: (n: number) => `The robot starts dancing ${n} times.`,
    done: (n: number) => ({ title: 'Dance Complete!', description: `The robot danced ${n} times with just one loop!` }),
    codeLabel: 'Your loop',
  },
  // Lessons: pattern-master, ai-basics, conditionals.
  // Lessons: pattern master, AI basics, conditionals (fixed words where there are some: docs/product.md#messages).
  patterns: {
    correct: 'Correct! Great pattern recognition!',
    // Decision 125: a wrong pick does not give the answer away and says how to go on.
    wrong: 'Not quite. Try again! Look at what repeats, then pick a symbol and press Check Answer.',
  },
  aiChat: {
    emptyPrompt: { title: 'Empty prompt', description: 'Please enter a question or prompt for the AI' },
    practiceDone: `You asked 3 great questions. You know how to talk to an AI now!`,
  },
  weatherHelper: {
    conditionMet: { title: 'Condition Met', description: `That "if" is true right now! Now tell ${brand.mascot} what to do.` },
    umbrellaOn: { title: 'Action Taken', description: `${brand.mascot} opens her umbrella and stays dry!` },
    sunglassesOn: { title: 'Action Taken', description: `${brand.mascot} puts on her sunglasses. So bright!` },
    complete: {
      title: 'Action Taken',
      description: 'Great job! Your conditional logic works for both weather conditions!',
    },
    wrongDrop: {
      title: "Hmm, that doesn't work...",
      description: "Check if your condition matches the current weather, or if you need to put the 'if' before the 'then'!",
    },
    instructions: `Put an "if" block in your program, then the "then" block that goes with it. Make your code work for sunny AND rainy weather!`,
    excellent: 'Excellent Job',
    emptyProgram: 'Drop your code blocks here',
  },
  // Function Factory (docs/product/lessons.md#functions).
  chorusDance: {
    chorusHeading: 'Make your chorus function',
    chorusHelp: 'Pick 2 to 4 moves. This is the function: you make it once.',
    chorusEmpty: 'Your chorus is empty. Add a move.',
    addToChorus: (move: string) => `Add ${move} to the chorus`,
    removeFromChorus: (n: number, move: string) => `Remove move ${n}, ${move}, from the chorus`,
    songHeading: 'Build your song',
    songHelp: 'Call the chorus at least 2 times. You can add single moves between.',
    songEmpty: 'Your song is empty. Add the chorus.',
    addChorus: 'Add Chorus to the song',
    addMove: (move: string) => `Add ${move} to the song`,
    removeFromSong: (n: number, part: string) => `Remove part ${n}, ${part}, from the song`,
    chorusPart: 'Chorus',
    chorusPartOf: (moves: string) => `Chorus: ${moves}`,
    play: 'Play the Dance',
    playing: 'Dancing...',
    clear: 'Start Over',
    stage: 'The robot dance floor',
    still: 'The robot is ready to dance.',
    step: (n: number, total: number, move: string, inChorus: boolean) =>
      `Step ${n} of ${total}: ${move}${inChorus ? ' (chorus)' : ''}`,
    expanded: (total: number) => `Your song has ${total} dance steps.`,
    needMoves: 'Add at least 2 moves to your chorus first.',
    needChorus: 'Nice dance! Now call the chorus at least 2 times in your song.',
    done: (uses: number, steps: number) =>
      `Dance complete! You made the chorus once and called it ${uses} times. The robot danced ${steps} steps.`,
    codeLabel: 'Your dance as code',
    moves: { clap: 'clap', wave: 'wave', jump: 'jump', spin: 'spin' },
  },
  // Data Collector (docs/product/lessons.md#variables).
  countingBoxes: {
    missionHeading: (n: number, total: number) => `Mission ${n} of ${total}`,
    goal: (apples: number, stars: number) => `Goal: apples is ${apples} and stars is ${stars}.`,
    boxesLabel: 'The variables',
    stepsHeading: 'Your steps',
    stepsEmpty: 'No steps yet. Add one.',
    addStep: (box: string, change: 1 | -1) => `${box} = ${box} ${change > 0 ? '+' : '-'} 1`,
    removeStep: (n: number, step: string) => `Remove step ${n}: ${step}`,
    run: 'Run the Steps',
    running: 'Running...',
    nextMission: 'Next Mission',
    stepRan: (n: number, step: string, box: string, value: number) => `Step ${n}: ${step}. ${box} is now ${value}.`,
    solved: (apples: number, stars: number) => `You did it! apples is ${apples} and stars is ${stars}.`,
    notYet: (apples: number, stars: number, goalApples: number, goalStars: number) =>
      `Not yet: apples is ${apples} and stars is ${stars}, but the goal is ${goalApples} and ${goalStars}. Change your steps and run again.`,
    allDone: 'Both missions done! You are a real Data Collector.',
    codeLabel: 'Your steps as code',
  },
} as const;
