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
  // Why an account field was refused (the server sends these; forms may show them too).
  accountFields: {
    emailMissing: 'Please type your email address.',
    emailInvalid: 'Please type a real email address, like name@example.com.',
    emailTooLong: 'That email address is too long.',
    passwordMissing: 'Please type a password.',
    // SPEC §8 'Password too short'.
    passwordTooShort: 'Password must be at least 6 characters long.',
    passwordTooLong: 'Password must be at most 128 characters long.',
    firstNameMissing: 'Please type your first name.',
    lastNameMissing: 'Please type your last name.',
    nameTooLong: 'Names can be at most 50 letters long.',
    nameHasControlCharacters: 'Names can only use letters, numbers, spaces and punctuation.',
    tokenMissing: 'The reset link is missing its code. Please ask for a new link.',
    mustBeText: 'This must be text.',
  },
  welcomeTitle: (name: string) => `Welcome to ${brand.product}, ${name}!`,
  welcomeEmailSubject: `Welcome to ${brand.product}!`,
  resetEmailSubject: `Reset your ${brand.product} password`,
} as const;
