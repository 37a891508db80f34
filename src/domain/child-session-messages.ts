// Words of a child's session on a shared device: the header's "who is learning" and "Back to
// grown-up", and "Are they yours?" after switching into a child (docs/product.md#the-family-page). Apart
// from messages.ts and from the family page's words: only a child's session loads them.
import { brand } from './brand';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const childSessionMessages = {
  password: "The grown-up's password",
  passwordMissing: 'Please type the password.',
  cancel: 'Cancel',
  session: {
    backToGrownUp: 'Back to grown-up',
    backDescription:
      'The grown-up who switched types their password to come back to their account.',
    backSubmit: 'Switch back',
    backBusy: 'Switching...',
    welcomeBack: (name: string) => `Welcome back, ${name}!`,
    signOut: 'Sign Out',
    childNote: 'Your grown-ups can see your progress.',
  },
  // "Are they yours?": guest work on this device, after switching into a child.
  guestClaim: {
    title: 'Are they yours?',
    question: (lessons: number, codeLabLevels: number, drawings = 0) => {
      const found = [
        lessons > 0 ? plural(lessons, 'lesson', 'lessons') : null,
        codeLabLevels > 0 ? plural(codeLabLevels, 'Code Lab level', 'Code Lab levels') : null,
        drawings > 0 ? plural(drawings, 'drawing', 'drawings') : null,
      ].filter(Boolean);
      const what = found.length > 0 ? found.join(' and ') : 'some games and activities';
      return `We found ${what} on this device. Are they yours?`;
    },
    explain: (nickname: string) =>
      `If they are, they move to ${nickname}'s profile, with their points. If not, we leave them here.`,
    yes: 'Yes, they are mine',
    no: 'No, they are not',
    busy: 'Moving...',
    moved: (points: number) =>
      points > 0
        ? `They are yours now! You earned ${points} ${brand.points}.`
        : 'They are yours now!',
    failed: 'We could not move them this time. They are still on this device.',
  },
} as const;
