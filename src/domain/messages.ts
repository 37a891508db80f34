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
    unknownLesson: 'We could not find that lesson.',
    lessonComingSoon: 'This lesson is coming soon, so it cannot be finished yet.',
    lessonLocked: (level: number) => `This lesson unlocks at Level ${level}, so it cannot be finished yet.`,
    lessonNotFinished: 'Only a finished lesson can be saved (send "completed": true).',
    unknownActivity: 'We could not find that activity.',
    activityRequired: 'Points come from finishing activities: please send the "activityId" of the activity you finished.',
    tooManyRecords: (max: number) => `Too many records to move at once (at most ${max} in each list).`,
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
