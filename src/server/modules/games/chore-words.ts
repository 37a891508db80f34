// What the Chore Tracker's list rules (domain/games/chores.ts, shared with the app) say, in the
// request's language (docs/decisions/315-the-server-says-words-not-text.md): each of its messages
// has a key of the server's catalogue.
import { CHORES } from '../../../domain/constants';
import { choreMessages } from '../../../domain/games/chores';
import { words, Words } from '../../i18n/words';

const byName: Record<keyof typeof choreMessages, () => Words> = {
  nameEmpty: () => words('server.chores.nameEmpty'),
  nameTooLong: () => words('server.chores.nameTooLong', { max: CHORES.nameMaxLength }),
  pointsInvalid: () => words('server.chores.pointsInvalid', { min: CHORES.pointsMin, max: CHORES.pointsMax }),
  tooMany: () => words('server.chores.tooMany', { max: CHORES.maxChores }),
  badId: () => words('server.chores.badId'),
  duplicateId: () => words('server.chores.duplicateId'),
  badList: () => words('server.chores.badList'),
  badChore: () => words('server.chores.badChore'),
};

/** The words of a chore rule's message (its English, as the schema gives it). */
export function choreWords(message: string | undefined, fallback: Words): Words {
  const name = (Object.keys(choreMessages) as (keyof typeof choreMessages)[]).find((n) => choreMessages[n] === message);
  return name ? byName[name]() : fallback;
}
