// DESIGN §8: words the spec does not give, written once in plain words for 8-10 year olds.
// Words the spec does give (SPEC §8) are used as they are, also from here.
import { brand } from './brand';

export const messages = {
  server: {
    notSignedIn: 'Please sign in first.',
    notAllowed: 'You are not allowed to do that.',
    notFound: 'We could not find that.',
    emailTaken: 'An account with this email already exists. Try signing in instead.',
    wrongLogin: 'That email and password do not match. Please try again.',
    tooManyLogins: 'Too many tries. Please wait a little and try again.',
    tooManyResets: 'Too many reset emails asked for. Please wait an hour and try again.',
    tooManyFeedback: 'Thank you! You have sent a lot of feedback. Please try again later.',
    resetRequested:
      'If an account exists for that email, we sent a link to reset the password. Check your inbox and spam folder.',
    resetInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
    resetDone: 'Your password has been updated.',
    loggedOut: 'You are signed out.',
    crossSite: 'This request came from another website, so we stopped it.',
    notJson: 'Please send JSON (Content-Type: application/json).',
    badJson: 'The request body is not valid JSON.',
    tooLarge: 'The request is too large.',
    generic: 'Something went wrong on our side. Please try again.',
  },
  games: {
    unknownGame: 'We do not know that game.',
    noScores: 'This game does not keep scores yet.',
    impossibleScore: 'That score is not possible in this game.',
    dailyLimitReached: 'You earned all your points for this game today. Play again tomorrow for more!',
    tooManyScores: 'Wow, that is a lot of games! Please take a little break and try again later.',
    complete: 'Game Complete!', // SPEC §8
    scoreLine: (score: number, points: number) => `Score: ${score}! You earned ${points} points.`, // SPEC §8
    // SPEC §8 "Score save fails", with "mascot points" as the brand's points.
    saveFailed: (points: number) => `Great job! You earned ${points} ${brand.points}! Create an account to save your progress.`,
    locked: 'This game is locked for now. Try another game!',
    comingSoonTitle: 'Game Coming Soon', // SPEC §2
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
  // SPEC §8: 'Points Earned!' (+N points for a reason); guests get an added sign-up line.
  pointsEarned: {
    title: 'Points Earned!',
    description: (points: number, reason: string) => `+${points} points for ${reason}!`,
  },
  guestSignUpNudge: 'Sign up to save your progress!',
  welcomeTitle: (name: string) => `Welcome to ${brand.product}, ${name}!`,
  welcomeEmailSubject: `Welcome to ${brand.product}!`,
  resetEmailSubject: `Reset your ${brand.product} password`,
} as const;
