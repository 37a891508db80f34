// Words of the games' server answers: apart from messages.ts so they load with
// those screens, not with every page (decision 004). The games' screen words are the `games`
// namespace (locales/en/web/games.json); the Chore Tracker's are `chores` (locales/en/web/chores.json).

export const gameMessages = {
  games: {
    unknownGame: 'We do not know that game.',
    noScores: 'This game does not keep scores yet.',
    impossibleScore: 'That score is not possible in this game.',
    dailyLimitReached: 'You earned all your points for this game today. Play again tomorrow for more!',
    tooManyScores: 'Wow, that is a lot of games! Please take a little break and try again later.',
  },
} as const;
