// Words of the games screen, the robot maze and the Chore Tracker: apart from messages.ts so they load with
// those screens, not with every page (decision 004).
import { brand } from './brand';

export const gameMessages = {
  games: {
    unknownGame: 'We do not know that game.',
    noScores: 'This game does not keep scores yet.',
    impossibleScore: 'That score is not possible in this game.',
    dailyLimitReached: 'You earned all your points for this game today. Play again tomorrow for more!',
    tooManyScores: 'Wow, that is a lot of games! Please take a little break and try again later.',
    complete: 'Game Complete!', // fixed words, docs/product.md#messages
    scoreLine: (score: number, points: number) => `Score: ${score}! You earned ${points} points.`, // fixed words, docs/product.md#messages
    // When a score cannot be saved (docs/product.md#games-screen), with "mascot points" as the brand's points.
    saveFailed: (points: number) => `Great job! You earned ${points} ${brand.points}! Create an account to save your progress.`,
    locked: 'This game is locked for now. Try another game!',
    comingSoonTitle: 'Game Coming Soon', // fixed words, docs/product.md#messages
    comingSoon: 'Ada is still building this game. Try another one while you wait!',
    notFoundTitle: 'Game not found',
    notFound: 'We could not find that game. Pick one from the list!',
  },
  chores: {
    saving: 'Saving...',
    saved: 'Saved!',
    saveFailed: 'We could not save your chores. We will try again when you make a change.',
    loadFailed: 'We could not load your saved chores. Please try again later.',
    savedOnDevice: 'Saved on this device. Sign up to keep your chores in your account!',
  },
} as const;
