// Words of sign-in, sign-up and password reset (the auth dialog, /auth, /reset-password,
// the forgot-password dialog, /confirm-email): apart from messages.ts so they load with those screens, not
// with every page (decisions 004 and 105).
import { brand } from './brand';

export const accountMessages = {
  welcomeTitle: (name: string) => `Welcome to ${brand.product}, ${name}!`,
  auth: {
    dialogTitle: `Join ${brand.mascot}'s coding adventure!`,
    dialogDescription: 'Make a free account to keep your points and progress safe.',
    pageTitle: 'Welcome!',
    pageDescription: 'Sign in or make a free account.',
    marketingTitle: `Code, play and learn with ${brand.mascot}`,
    marketingPoints: [
      'Short lessons with quizzes and fun activities',
      'Games that teach you to think like a coder',
      `Earn ${brand.points} and badges as you learn`,
    ],
    loginFailedTitle: 'Login failed',
    loginFailedDialog: 'Please check your email and password.',
    errorTitle: 'Error',
    somethingWrong: 'Something went wrong. Please try again.',
    registrationFailedTitle: 'Registration failed',
    registrationFailedDialog: 'Please try again with different details.',
    welcomeBack: (name: string) => `Welcome back, ${name}!`,
    progressSaved: (points: number) =>
      `Your progress has been saved! You earned ${points} points before signing up.`,
    checkEmail:
      'Check your email and open the link in it to confirm your account: then you can make profiles for your children. If it is not there, look in your spam folder too.',
    // The sign-up is a grown-up's (docs/product.md#accounts-and-children).
    grownUpLabel: 'I am a parent, guardian or teacher, 18 or older',
    grownUpMissing: 'Please tick the box to say you are 18 or older.',
    childHint: 'Are you a child? Ask a grown-up to make you a profile.',
    privacyLink: "How we look after children's data",
    passwordRule: 'Use 6 to 128 letters, numbers or symbols.',
    forgotTitle: 'Forgot your password?',
    forgotDescription: 'Type your email and we will send you a link to make a new password.',
    forgotFailed: 'Failed to send password reset email. Please try again.',
  },
  reset: {
    title: 'Make a new password',
    invalidLinkTitle: 'Invalid Link',
    invalidLink: 'This password reset link is invalid.',
    mismatchTitle: "Passwords don't match",
    mismatch: 'Please make sure both passwords are the same.',
    tooShortTitle: 'Password too short',
    tooShort: 'Password must be at least 6 characters long.',
    failedTitle: 'Reset Failed',
    failed: 'Failed to reset password',
    successTitle: 'Password Reset Successful',
    success: 'Your password has been updated. You can now log in with your new password.',
  },
  // The page behind the link in the sign-up email (decision 110).
  confirmEmail: {
    title: 'Confirm your email',
    checking: 'Checking your link...',
    missing: 'This link is not complete. Please open the link from your email again.',
    startLearning: 'Start learning',
    toFamily: "Make your children's profiles",
    resend: 'Send me a new link',
    resending: 'Sending...',
    signInForNew: 'Sign in to get a new link',
    signInHint: 'To get a new link, sign in first.',
  },
} as const;
