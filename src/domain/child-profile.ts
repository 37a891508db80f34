// A child profile's fields (docs/product.md#accounts-and-children, decision 150): a nickname, one
// of our twelve avatars and, in a class, a secret of two of twelve pictures. One definition for
// the server's checks, the family and class forms, and the join screen. The zod schemas are in
// child-profile-schemas.ts, so the pages that only show these words and numbers (privacy, the
// family and class pages' sign-in prompts) do not load zod (decision 144).

export const NICKNAME_MAX_LENGTH = 20;
export const CHILD_AVATAR_COUNT = 12;

/** The twelve sign-in pictures of a class, in the order the join screen shows them. */
export const PICTURES = [
  'cat',
  'dog',
  'fish',
  'bird',
  'sun',
  'moon',
  'star',
  'tree',
  'flower',
  'apple',
  'car',
  'ball',
] as const;
export type Picture = (typeof PICTURES)[number];

export const childProfileMessages = {
  nicknameMissing: 'Please give a nickname.',
  nicknameTooLong: `A nickname has at most ${NICKNAME_MAX_LENGTH} characters.`,
  nicknameControl: 'A nickname cannot contain line breaks or control characters.',
  nicknameInvisible:
    'A nickname cannot contain invisible characters or ones that turn the text around.',
  nicknameTaken: 'That nickname is already used here. Please choose another.',
  avatarInvalid: `Please choose one of the ${CHILD_AVATAR_COUNT} pictures.`,
  picturesInvalid: 'Please choose two different pictures.',
} as const;
const CONTROL_CHARACTERS = /\p{Cc}/u;
/**
 * Unicode's format characters (Cf): the direction controls (U+202A-202E, U+2066-2069) that can
 * turn a name around on a teacher's screen or in a spreadsheet, and the zero-width ones that
 * make two names look the same.
 */
const FORMAT_CHARACTER = /\p{Cf}/u;
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/** Whether a name holds a format character (refused in nicknames and class names). */
export const hasFormatCharacter = (text: string): boolean => FORMAT_CHARACTER.test(text);

/** A name as it is shown: a row stored before format characters were refused loses them. */
export const shownName = (text: string): string => text.replace(FORMAT_CHARACTERS, '');

/**
 * What is wrong with a nickname (after trimming), or null: 1 to 20 characters, no control or
 * format characters (decision 187). The server's schema (child-profile-schemas.ts) checks with this; the family form
 * too, before it sends. Uniqueness is the server's check.
 */
export function nicknameProblem(nickname: string): string | null {
  const trimmed = nickname.trim();
  if (trimmed.length < 1) return childProfileMessages.nicknameMissing;
  if (trimmed.length > NICKNAME_MAX_LENGTH) return childProfileMessages.nicknameTooLong;
  if (CONTROL_CHARACTERS.test(trimmed)) return childProfileMessages.nicknameControl;
  if (hasFormatCharacter(trimmed)) return childProfileMessages.nicknameInvisible;
  return null;
}

/** Whether `id` names one of the avatars (1 to 12). */
export const isAvatarId = (id: unknown): id is number =>
  Number.isInteger(id) && (id as number) >= 1 && (id as number) <= CHILD_AVATAR_COUNT;

/** How a picture pair is stored and compared: sorted, joined by '+'. */
export const pictureSecretOf = (pictures: readonly [Picture, Picture]): string =>
  [...pictures].sort().join('+');

// docs/product.md#accounts-and-children: how long we keep a child's profile.
/** A family profile unused this long is deleted, after a warning to its grown-up. */
export const FAMILY_PROFILE_KEPT_MONTHS = 12;
/** The warning email goes this many days before. */
export const RETENTION_WARNING_DAYS = 30;
/** A class's children are deleted this many days after the class is archived. */
export const ARCHIVED_CLASS_KEPT_DAYS = 30;
/** A class unused this long is archived, after a warning to its teacher. */
export const UNUSED_CLASS_ARCHIVED_MONTHS = 12;
