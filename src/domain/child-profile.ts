// A child profile's fields (docs/product.md#accounts-and-children, decision 150): a nickname, one
// of our twelve avatars and, in a class, a secret of two of twelve pictures. One definition for
// the server's checks, the family and class forms, and the join screen.
import { z } from 'zod';

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
  nicknameTaken: 'That nickname is already used here. Please choose another.',
  avatarInvalid: `Please choose one of the ${CHILD_AVATAR_COUNT} pictures.`,
  picturesInvalid: 'Please choose two different pictures.',
} as const;
const m = childProfileMessages;

const CONTROL_CHARACTERS = /\p{Cc}/u;

/** 1 to 20 characters after trimming, no control characters. Uniqueness is the server's check. */
export const nicknameSchema = z
  .string({ error: m.nicknameMissing })
  .trim()
  .min(1, m.nicknameMissing)
  .max(NICKNAME_MAX_LENGTH, m.nicknameTooLong)
  .refine((value) => !CONTROL_CHARACTERS.test(value), m.nicknameControl);

export const avatarIdSchema = z
  .number({ error: m.avatarInvalid })
  .int(m.avatarInvalid)
  .min(1, m.avatarInvalid)
  .max(CHILD_AVATAR_COUNT, m.avatarInvalid);

const pictureSchema = z.enum(PICTURES, { error: m.picturesInvalid });

/** Two different pictures; order does not matter. */
export const picturePairSchema = z
  .tuple([pictureSchema, pictureSchema], { error: m.picturesInvalid })
  .refine(([a, b]) => a !== b, m.picturesInvalid);

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
