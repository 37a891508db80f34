// Words of the family page (docs/product.md#the-family-page). Apart from messages.ts: they load with that
// page only (decision 105). A child's session has its own: child-session-messages.ts.
import { brand } from './brand';
import { CHILD_AVATAR_COUNT, NICKNAME_MAX_LENGTH } from './child-profile';

export const familyMessages = {
  title: 'Your family',
  intro:
    'Make a profile for each child: a nickname and a picture, no email and no real name. They learn as themselves on this device, and you see their progress here.',
  privacyLink: 'What we keep about a child',
  classesLink: 'Teach a class? Your classes',
  loading: 'Loading your family...',
  loadFailed: 'We could not load your family. Please try again.',
  retry: 'Try again',
  guest: {
    text: "Sign in with a grown-up's account to make profiles for your children and see how they are doing.",
    signIn: 'Sign In',
  },
  child: {
    text: 'This page is for grown-ups. Ask yours if you want to change something.',
    back: 'Back to Learn',
  },
  // An older account says once that it is a grown-up's, before its first child profile.
  askGrownUp: {
    title: 'First, one question',
    label: 'I am a parent, guardian or teacher, 18 or older',
    submit: 'Continue',
    busy: 'Saving...',
    missing: 'Please tick the box to say you are 18 or older.',
  },
  consentNone: {
    title: 'Confirm by email',
    text: 'Before you make a child profile, we email you what we keep about a child, why and for how long. Open the link in that email to agree, then come back here.',
    send: 'Send me the email',
  },
  consentPending: {
    title: 'Check your email',
    text: (email: string) =>
      `We sent an email to ${email}. Open the link in it to agree to how we look after children's data; then you can add your children here. Not there? Look in your spam folder too.`,
    resend: 'Send it again',
  },
  sending: 'Sending...',
  children: {
    title: 'Your children',
    none: 'No child profiles yet.',
    summary: (points: number, level: number) => `Level ${level}, ${points} ${brand.points}`,
    startLearning: (nickname: string) => `Start learning as ${nickname}`,
    switching: 'Starting...',
    switchFailedTitle: 'Could not switch',
    showProgress: (nickname: string) => `See ${nickname}'s progress`,
    hideProgress: (nickname: string) => `Hide ${nickname}'s progress`,
    progressLoading: 'Loading progress...',
    // Each button shows one word; screen readers hear whose (the rest is visually hidden).
    edit: 'Edit',
    editWhose: (nickname: string) => ` ${nickname}'s profile`,
    export: 'Export',
    exportWhose: (nickname: string) => ` ${nickname}'s data`,
    exporting: 'Exporting...',
    delete: 'Delete',
    deleteWhose: (nickname: string) => ` ${nickname}'s profile`,
  },
  add: {
    title: 'Add a child',
    nickname: 'Nickname',
    nicknameHint: `A name they like, not their real name: up to ${NICKNAME_MAX_LENGTH} letters.`,
    avatar: 'Choose an avatar',
    avatarMissing: `Please choose one of the ${CHILD_AVATAR_COUNT} pictures.`,
    submit: 'Add child',
    busy: 'Adding...',
    added: (nickname: string) => `${nickname}'s profile is ready!`,
  },
  edit: {
    title: (nickname: string) => `Change ${nickname}'s profile`,
    description: 'Choose a new nickname or a new avatar.',
    submit: 'Save',
    busy: 'Saving...',
    saved: (nickname: string) => `${nickname}'s profile is saved.`,
  },
  exported: (nickname: string) => `${nickname}'s data is downloaded.`,
  exportFailed: 'The download did not work. Please try again.',
  password: 'Your password',
  passwordMissing: 'Please type your password.',
  cancel: 'Cancel',
  deleteChild: {
    title: (nickname: string) => `Delete ${nickname}'s profile?`,
    description: (nickname: string) =>
      `This deletes ${nickname}'s profile and everything in it at once: lessons, points, badges, scores and Code Lab programs. It cannot be undone. Export it first if you want a copy.`,
    submit: 'Delete profile',
    busy: 'Deleting...',
    done: (nickname: string) => `${nickname}'s profile is deleted.`,
  },
  dangerTitle: 'Withdraw or delete',
  withdraw: {
    title: 'Withdraw your consent',
    text: 'This deletes every child profile you made, in your family and in your classes, at once, with all their progress. Your own account stays.',
    open: 'Withdraw consent',
    submit: 'Withdraw and delete profiles',
    busy: 'Withdrawing...',
    done: "Your consent is withdrawn and your children's profiles are deleted.",
  },
  deleteAccount: {
    title: 'Delete your account',
    text: 'This deletes your account and your own progress, every child profile in your family and every class you teach, at once. It cannot be undone.',
    open: 'Delete my account',
    submit: 'Delete everything',
    busy: 'Deleting...',
    done: 'Your account is deleted. Goodbye!',
  },
} as const;
