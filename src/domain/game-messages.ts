// Words of the games' server answers and of the Chore Tracker: apart from messages.ts so they load with
// those screens, not with every page (decision 004). The games' screen words are the `games`
// namespace (locales/en/web/games.json).

export const gameMessages = {
  games: {
    unknownGame: 'We do not know that game.',
    noScores: 'This game does not keep scores yet.',
    impossibleScore: 'That score is not possible in this game.',
    dailyLimitReached: 'You earned all your points for this game today. Play again tomorrow for more!',
    tooManyScores: 'Wow, that is a lot of games! Please take a little break and try again later.',
  },
  chores: {
    saving: 'Saving...',
    saved: 'Saved!',
    saveFailed: 'We could not save your chores. We will try again when you make a change.',
    loadFailed: 'We could not load your saved chores. Please try again later.',
    savedOnDevice: 'Saved on this device. Sign up to keep your chores in your account!',
  },
} as const;
