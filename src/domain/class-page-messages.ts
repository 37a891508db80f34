// Words of a teacher's class pages (/classes, /classes/:id), the printed login cards and the
// letter for parents (docs/product.md#classes). Apart from messages.ts so they load with those
// screens only (decisions 004 and 105).
import { brand } from './brand';
import { ARCHIVED_CLASS_KEPT_DAYS } from './child-profile';
import { CLASS_MAX_STUDENTS } from './class-limits';

const children = (n: number) => (n === 1 ? '1 child' : `${n} children`);

export const classPageMessages = {
  listTitle: 'My classes',
  listIntro: (joinAddress: string) =>
    `Make a class, add your children and print their login cards. Children sign in at ${joinAddress} with the class code, their nickname and two pictures.`,
  signInNeeded: 'Please sign in with your grown-up account to see your classes.',
  signIn: 'Sign In',
  childNotAllowed: 'This page is for teachers.',
  backToLearn: 'Back to Learn',
  loading: 'Loading...',
  noClasses: 'You have no classes yet.',
  children,
  archived: 'Archived',
  newClassTitle: 'Make a class',
  classNameLabel: 'Class name',
  classNameHint: 'For example: Class 4B',
  makeClass: 'Make class',
  making: 'Making...',
  consentTitle: 'One more step',
  consentHelp:
    'The My family page sends the email again, or asks you once that you are a grown-up.',
  consentLink: 'Open My family',
  notFound: 'We could not find this class. It may belong to someone else, or it was deleted.',
  allClasses: 'All my classes',

  // The class page
  codeLabel: 'Class code',
  joinAt: (joinAddress: string) => `Children sign in at ${joinAddress}`,
  loadingClass: 'Loading the class',
  tabs: {
    progress: 'Progress',
    assigned: 'Assigned',
    children: 'Children',
    gallery: 'Gallery',
    settings: 'Settings',
  },
  archivedNotice: (deleteOn: string) =>
    `This class is archived: children cannot sign in. Their profiles are deleted on ${deleteOn} unless you restore the class.`,
  printMenu: 'Print',
  printCards: 'Print login cards',
  printLetters: 'Print letters for parents',
  printProgress: 'Print the progress table',
  printProgressTitle: (className: string) => `${className}: progress`,
  printCard: 'Print card',

  // Children
  addTitle: 'Add children',
  nicknamesLabel: 'Nicknames, one on each line',
  nicknamesHint: (left: number) =>
    `Use nicknames or first names only, never full names. You can add ${left} more (at most ${CLASS_MAX_STUDENTS} in a class).`,
  classFull: `This class is full: a class has at most ${CLASS_MAX_STUDENTS} children.`,
  tooMany: (left: number) => `That is too many: you can add ${left} more.`,
  noNicknames: 'Please write at least one nickname.',
  twice: 'This nickname is on the list twice. Please make each one different.',
  fixLines: (n: number) =>
    `Please fix ${n === 1 ? 'this line' : `these ${n} lines`}. Nothing was added yet.`,
  lineProblem: ({ line, nickname, message }: { line: number; nickname?: string; message: string }) =>
    nickname === undefined ? `Line ${line}: ${message}` : `Line ${line} (${nickname}): ${message}`,
  add: 'Add children',
  adding: 'Adding...',
  added: (n: number) => `Added ${children(n)}.`,
  listHeading: 'Children in this class',
  noStudents: 'No children yet. Add their nicknames above.',
  picturesOf: (nickname: string) => `Secret pictures of ${nickname}`,
  rename: 'Rename',
  renameLabel: (nickname: string) => `New nickname for ${nickname}`,
  save: 'Save',
  cancel: 'Cancel',
  newPictures: 'New pictures',
  newPicturesConfirm: (nickname: string) =>
    `${nickname} will be signed out and needs a new card.`,
  newPicturesTitle: (nickname: string) => `New pictures for ${nickname}?`,
  newPicturesYes: 'Yes, new pictures',
  renamedTo: (was: string, now: string) => (was === now ? 'Saved.' : `${was} is now ${now}.`),
  newPicturesDone: (nickname: string, first: string, second: string) =>
    `${nickname} has new pictures: ${first} and ${second}. Print a new card.`,
  remove: 'Remove',
  removeConfirm: (nickname: string) =>
    `Remove ${nickname}? Their profile and work are deleted for good.`,
  removeYes: (nickname: string) => `Yes, remove ${nickname}`,
  removed: (nickname: string) => `${nickname} was removed.`,
  actionsFor: (nickname: string) => `${nickname}: actions`,

  // Settings
  renameClass: 'Save name',
  renamed: 'Saved.',
  codeTitle: 'Class code',
  newCode: 'Make a new code',
  newCodeHelp: 'The old code stops working. Children type the new one once on each device.',
  newCodeDone: (code: string) => `The new class code is ${code}.`,
  archiveTitle: 'Archive',
  archiveHelp: `An archived class is closed: children cannot sign in. Their profiles are deleted ${ARCHIVED_CLASS_KEPT_DAYS} days later, unless you restore the class.`,
  archive: 'Archive class',
  archiveConfirm: 'Yes, archive this class',
  restore: 'Restore class',
  restoreHelp: 'Restore the class to let its children sign in again.',

  // Dashboard
  progressIntro: 'Children who need help come first. Tap a nickname to see all their work.',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  scrollHint: 'The table is wider than the screen: scroll it sideways to see every column.',
  locksTitle: 'Waiting to sign in',
  childLocked: (nickname: string, seconds: number) =>
    `${nickname} is locked after 3 wrong tries: ${seconds} s left.`,
  lockedBadge: (seconds: number) => `Locked: ${seconds} s`,
  classPaused: (seconds: number) =>
    `Signing in is paused for the whole class after too many wrong tries: ${seconds} s left.`,
  unlock: 'Let everyone sign in',
  unlocked: 'Done: everyone can sign in now.',
  noLocks: 'Nobody is waiting.',
  needsHelpSummary: 'Needs help',
  needsHelpLine: (nickname: string, levels: string) => `${nickname}: ${levels}`,
  tableCaption: 'Lessons and Code Lab levels of each child',
  colChild: 'Child',
  colLastActive: 'Last active',
  colPoints: 'Points',
  colTimeOnTask: 'Time on task',
  minutesToday: (words: string) => `${words} today`,
  minutesWeek: (words: string) => `${words} this week`,
  never: 'Not yet',
  done: 'Done',
  notDone: 'Not done',
  stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  fails: (n: number) => (n === 1 ? '1 failed run' : `${n} failed runs`),
  needsHelp: 'Needs help',
  noProgress: 'No children yet. Add them on the Children tab.',
  downloadCsv: 'Download CSV',
  csvHelp: 'A spreadsheet of every child’s work (no pictures).',
  detailTitle: (nickname: string) => `Work of ${nickname}`,
  detailDescription: 'Lessons, Code Lab levels, badges and points.',

  // The printed cards and letter
  card: {
    open: 'Open',
    code: 'Class code',
    pictures: 'My secret pictures',
  },
  letter: {
    title: 'A letter for parents and carers',
    greeting: (nickname: string) => `Dear parent or carer of ${nickname},`,
    what: (className: string, address: string) =>
      `Our class, ${className}, learns to code with ${brand.product} (${address}): short lessons, games and puzzles for children aged 8 to 10.`,
    signIn: (nickname: string, joinAddress: string, code: string) =>
      `${nickname} signs in at ${joinAddress} with our class code, ${code}, the nickname ${nickname} and two secret pictures: they are on the card below. Children never give an email, their real name, a photo or where they live.`,
    keep: `What we keep about your child: the nickname, an avatar picture, the two secret pictures, and their work (lessons done, points, badges and Code Lab programs). Only I, the teacher, see it. Nothing goes to anyone else, and your child gets no emails or adverts.`,
    deleted: `When the class ends I archive it, and everything about your child is deleted ${ARCHIVED_CLASS_KEPT_DAYS} days later.`,
    privacy: (privacyAddress: string) => `You can read more at ${privacyAddress}.`,
    ask: 'To see what we keep, to get a copy or to have it deleted, or with any question, please ask me.',
    signature: (teacher: string) => `Thank you, ${teacher}`,
  },
} as const;
