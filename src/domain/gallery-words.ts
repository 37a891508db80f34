// Words of the class gallery's screens (docs/product/gallery-screens.md): sharing a drawing in the
// studio, the child's /gallery and the teacher's Gallery tab. The server's own messages (a 409
// when the gallery is closed or three drawings wait) come from the server and are shown as they
// come. Apart from messages.ts so they load with those screens only (decisions 004 and 105).
// Types only: gallery-api.ts holds zod, which stays out of the web's bundle (decision 096).
import type { ReactionKind } from './gallery-api';

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** The reactions in the order they are shown (gallery-api.ts's REACTION_KINDS, without zod). */
export const REACTIONS = ['star', 'clap', 'heart'] as const satisfies readonly ReactionKind[];

/** Each reaction's name, as its picture is called and read aloud. */
export const reactionNames: Record<ReactionKind, string> = {
  star: 'Star',
  clap: 'Clap',
  heart: 'Heart',
};

/** "2 stars", "1 clap", "0 hearts": a count said in words. */
export const reactionCountWords = (kind: ReactionKind, n: number): string =>
  kind === 'star'
    ? plural(n, 'star', 'stars')
    : kind === 'clap'
      ? plural(n, 'clap', 'claps')
      : plural(n, 'heart', 'hearts');

export const galleryWords = {
  // The studio
  share: 'Share with my class',
  shareHint: 'Your teacher will look at it first.',
  shareAgain: 'Share again',
  takeBack: 'Take it back',
  pending: 'Waiting for your teacher',
  approved: 'In the class gallery',
  rejected: 'Not this time. You may share it again.',
  shared: (title: string) => `“${title}” is waiting for your teacher.`,
  takenBack: (title: string) => `You took “${title}” back.`,
  openGallery: 'Our class gallery',

  // The child's gallery
  title: 'Our class gallery',
  intro: 'Drawings your classmates made with Ada’s pen. Give them a star, a clap or a heart!',
  loading: 'Loading the gallery…',
  off: 'Your teacher has not opened the class gallery yet. Keep drawing: you can share when it opens!',
  empty: 'No drawings in the gallery yet. Make one in Free drawing and share it with your class!',
  notForYou:
    'The class gallery is for children in a class. Ask your teacher for your class code to join one.',
  drawingBy: (nickname: string) => `Drawing by ${nickname}`,
  youMadeThis: 'You made this',
  reactionsOf: (nickname: string) => `Reactions to the drawing by ${nickname}`,
  reactionButton: (kind: ReactionKind, count: number) =>
    `${reactionNames[kind]}: ${reactionCountWords(kind, count)}`,
  reacted: (kind: ReactionKind, nickname: string) =>
    `You gave ${nickname}’s drawing a ${reactionNames[kind].toLowerCase()}.`,
  unreacted: (nickname: string) => `You took back your reaction to ${nickname}’s drawing.`,
  toStudio: 'Free drawing',
  homeCardIntro: 'See the drawings your class made, and share your own.',
  openCard: 'Open the gallery',

  // The teacher's tab
  tab: 'Gallery',
  switchLabel: 'Class gallery',
  switchOn: 'On: children can share drawings, and see the ones you approve.',
  switchOff: 'Off: children cannot share, and the gallery is hidden.',
  turnedOn: 'The class gallery is on.',
  turnedOff: 'The class gallery is off.',
  teacherIntro:
    'Children share drawings from Free drawing. Only this class sees the ones you approve, under their nickname, never a title.',
  pendingTitle: 'Waiting for you',
  noPending: 'No drawings are waiting.',
  approvedTitle: 'In the gallery',
  noApproved: 'No drawings in the gallery yet.',
  sharedOn: (when: string) => `Shared ${when}`,
  approve: 'Approve',
  reject: 'Not this time',
  remove: 'Remove',
  removeTitle: (nickname: string) => `Remove ${nickname}’s drawing?`,
  removeHelp: 'It leaves the class gallery, with its reactions. The child keeps the drawing.',
  removeYes: 'Yes, remove it',
  cancel: 'Cancel',
  approvedOne: (nickname: string) => `${nickname}’s drawing is in the gallery.`,
  rejectedOne: (nickname: string) => `${nickname}’s drawing was not put in the gallery.`,
  removedOne: (nickname: string) => `${nickname}’s drawing was removed.`,
  reactionsSummary: (counts: Record<ReactionKind, number>) =>
    REACTIONS.map((k) => reactionCountWords(k, counts[k])).join(', '),
} as const;
