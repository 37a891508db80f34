// The zod schemas of a child profile's fields, for the server's checks; the rules themselves are
// in child-profile.ts, which the family form checks with before it sends (no zod in the browser).
// Their messages are keys of the server's catalogue, said in the request's language
// (docs/decisions/315-the-server-says-words-not-text.md).
import { z } from 'zod';
import { messageKey } from '../../i18n/message-key';
import {
  CHILD_AVATAR_COUNT,
  hasFormatCharacter,
  isAvatarId,
  NICKNAME_MAX_LENGTH,
  PICTURES,
} from '../accounts/child-profile';

const CONTROL_CHARACTERS = /\p{Cc}/u;

const nicknameProblems = {
  missing: messageKey('server.child.nicknameMissing'),
  tooLong: messageKey('server.child.nicknameTooLong', { max: NICKNAME_MAX_LENGTH }),
  control: messageKey('server.child.nicknameControl'),
  invisible: messageKey('server.child.nicknameInvisible'),
};
type NicknameProblem = (typeof nicknameProblems)[keyof typeof nicknameProblems];

/** What is wrong with a nickname, as a message key (the rule of child-profile.ts nicknameProblem), or null. */
export function nicknameProblemKey(nickname: string): NicknameProblem | null {
  const trimmed = nickname.trim();
  if (trimmed.length < 1) return nicknameProblems.missing;
  if (trimmed.length > NICKNAME_MAX_LENGTH) return nicknameProblems.tooLong;
  if (CONTROL_CHARACTERS.test(trimmed)) return nicknameProblems.control;
  if (hasFormatCharacter(trimmed)) return nicknameProblems.invisible;
  return null;
}

const picturesInvalid = messageKey('server.child.picturesInvalid');
const avatarInvalid = messageKey('server.child.avatarInvalid', { count: CHILD_AVATAR_COUNT });

/** 1 to 20 characters after trimming, no control or format characters (nicknameProblemKey). */
export const nicknameSchema = z
  .string({ error: nicknameProblems.missing })
  .trim()
  .superRefine((value, ctx) => {
    const problem = nicknameProblemKey(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const avatarIdSchema = z
  .number({ error: avatarInvalid })
  .refine(isAvatarId, avatarInvalid);

const pictureSchema = z.enum(PICTURES, { error: picturesInvalid });

/** Two different pictures; order does not matter. */
export const picturePairSchema = z
  .tuple([pictureSchema, pictureSchema], { error: picturesInvalid })
  .refine(([a, b]) => a !== b, picturesInvalid);
