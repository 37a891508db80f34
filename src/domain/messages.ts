// docs/product.md#messages: words that are not fixed, written once in plain words for 8-10 year olds.
// Fixed words (docs/product.md#messages) are used as they are, also from here.
// Only the words of the shell, which every first load carries (the header, the nav, the
// feedback button, the 404 page, the points toast). The words of screens and dialogs that load
// later live in their own files: account-messages.ts, feedback-messages.ts, install-messages.ts,
// lesson-messages.ts, game-messages.ts, admin-messages.ts (decisions 004 and 105).
import { brand } from './brand';

export const messages = {
  // Fixed words: 'Points Earned!' (+N points for a reason); guests get an added sign-up line.
  pointsEarned: {
    title: 'Points Earned!',
    description: (points: number, reason: string) => `+${points} points for ${reason}!`,
  },
  guestSignUpNudge: 'Sign up to save your progress!',
  // The web shell: header, nav, feedback button, 404.
  shell: {
    guestName: 'Coder',
    welcomeLine: (name: string) => `Welcome, ${name}!`,
    opensInNewTab: '(opens in a new tab)',
    pointsLabel: (points: number, level: number) => `${points} ${brand.points}, level ${level}`,
    notFoundTitle: '404 Page Not Found',
    notFoundLine: `Oops! ${brand.mascot} looked everywhere, but this page is not here.`,
    backHome: 'Back to Home',
    adminLink: 'Admin',
    familyLink: 'Family',
    classesLink: 'Classes',
    logoutFailedTitle: 'Logout failed',
    feedbackButton: 'Feedback',
  },
} as const;
