// A child profile's fields (docs/product.md#accounts-and-children,
// docs/decisions/150-grown-ups-hold-accounts-children-have-profiles.md): a nickname, one of our
// twelve avatars and, in a class, a secret of two of twelve pictures. One definition for the
// server's checks, the family and class forms, and the join screen. The zod schemas are in
// child-profile-schemas.ts, so the pages that only show these words and numbers (privacy, the
// family and class pages' sign-in prompts) do not load zod
// (docs/decisions/144-first-paint-loads-only-what-it-shows.md).

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
 * make two names look the same. A zero-width joiner between two emoji (👩‍💻) is not one of
 * them: it is how the emoji is written (docs/decisions/379-names-ids-and-archived-work.md).
 */
const STRAY_FORMAT_SOURCE =
  '(?<!\\p{Extended_Pictographic}(?:\\u{FE0F}|\\p{Emoji_Modifier})?)\\u200D|\\u200D(?!\\p{Extended_Pictographic})|(?!\\u200D)\\p{Cf}';
const FORMAT_CHARACTER = new RegExp(STRAY_FORMAT_SOURCE, 'u');
const FORMAT_CHARACTERS = new RegExp(STRAY_FORMAT_SOURCE, 'gu');
/**
 * Letters and signs that show as nothing (docs/decisions/379-names-ids-and-archived-work.md): the
 * Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the blank braille cell (U+2800), and the line
 * and paragraph separators (U+2028, U+2029), which break a line on some screens and not others.
 */
const BLANK_LOOKING = /[\u115F\u1160\u3164\uFFA0\u2800\p{Zl}\p{Zp}]/u;
/** Four or more combining marks in a row pile up over the lines around them ("Zalgo" text). */
const MARK_RUN = /\p{M}{4,}/u;

/**
 * Whether a name holds a character that hides or disguises text: a format character, one that
 * looks blank, or a pile of combining marks. Refused in nicknames, class names and the titles of
 * drawings and assignments (docs/decisions/187-names-without-format-characters.md,
 * docs/decisions/379-names-ids-and-archived-work.md).
 */
export const hasFormatCharacter = (text: string): boolean =>
  FORMAT_CHARACTER.test(text) || BLANK_LOOKING.test(text) || MARK_RUN.test(text);

/** A name as it is shown: a row stored before format characters were refused loses them. */
export const shownName = (text: string): string => text.replace(FORMAT_CHARACTERS, '');

/**
 * What is wrong with a nickname (after trimming), or null: 1 to 20 characters, no control or
 * format characters (docs/decisions/187-names-without-format-characters.md). The server's schema
 * (child-profile-schemas.ts) checks with this; the family form too, before it sends. Uniqueness is
 * the server's check.
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
/**
 * A child's minute-by-minute activity (time on task, docs/decisions/270-time-on-task.md) is kept
 * this many days.
 */
export const ACTIVITY_KEPT_DAYS = 30;
