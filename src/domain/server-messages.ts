// Words the server answers with (API error messages, email subjects). Kept apart from
// messages.ts so the browser's first load does not carry them; the web shows whatever
// `message` the server sends. Plain words an 8-year-old can read (docs/product.md#messages).
import { brand } from './brand';

export const serverMessages = {
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
  resetUsed: 'This reset link has already been used. You can ask for a new one below.',
  resetExpired: 'This reset link is too old: links work for 30 minutes. You can ask for a new one below.',
  tooManyResetChecks: 'Too many reset links checked. Please wait 15 minutes and try again.',
  loggedOut: 'You are signed out.',
  crossSite: 'This request came from another website, so we stopped it.',
  notJson: 'Please send JSON (Content-Type: application/json).',
  badJson: 'The request body is not valid JSON.',
  tooLarge: 'The request is too large.',
  unstorableText: 'has a character that cannot be saved (a NUL character, or half of an emoji).',
  generic: 'Something went wrong on our side. Please try again.',
  unknownLesson: 'We could not find that lesson.',
  lessonComingSoon: 'This lesson is coming soon, so it cannot be finished yet.',
  lessonLocked: (level: number) => `This lesson unlocks at Level ${level}, so it cannot be finished yet.`,
  lessonNotFinished: 'Only a finished lesson can be saved (send "completed": true).',
  unknownActivity: 'We could not find that activity.',
  activityRequired: 'Points come from finishing activities: please send the "activityId" of the activity you finished.',
  tooManyRecords: (max: number) => `Too many records to move at once (at most ${max} in each list).`,
  accountFields: {
    emailMissing: 'Please type your email address.',
    emailInvalid: 'Please type a real email address, like name@example.com.',
    emailTooLong: 'That email address is too long.',
    passwordMissing: 'Please type a password.',
    // The fixed words of 'Password too short' (docs/product.md#messages).
    passwordTooShort: 'Password must be at least 6 characters long.',
    passwordTooLong: 'Password must be at most 128 characters long.',
    firstNameMissing: 'Please type your first name.',
    lastNameMissing: 'Please type your last name.',
    nameTooLong: 'Names can be at most 50 letters long.',
    nameHasControlCharacters: 'Names can only use letters, numbers, spaces and punctuation.',
    tokenMissing: 'The reset link is missing its code. Please ask for a new link.',
    mustBeText: 'This must be text.',
  },
  analytics: {
    tooMany: 'Too many events. Please slow down.',
  },
  welcomeEmailSubject: `Welcome to ${brand.product}!`,
  resetEmailSubject: `Reset your ${brand.product} password`,
} as const;
