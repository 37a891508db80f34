// Games a signed-in person still keeps on this device (they came with the guest's work at sign-up)
// go to the server, oldest first, through the same checks as any save, as drawings do
// (drawings/send-kept-drawings.ts, docs/decisions/222-guest-drawings-move-with-guest-work.md).
import { ApiError } from '../../../lib/api';
import type { PersonKey } from '../../../lib/person-store';
import { deviceGames } from './device-games';
import { postGame } from './games-api';

/** Sent, and still here (the account has no room yet, or the server was not reached). */
export async function sendKeptGames(person: PersonKey): Promise<{ sent: number; left: number }> {
  if (person === 'guest') return { sent: 0, left: deviceGames.list(person).length };
  const oldestFirst = deviceGames.list(person).reverse();
  let sent = 0;
  for (const [index, game] of oldestFirst.entries()) {
    try {
      await postGame(game.title, game.program);
      sent += 1;
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 400;
      if (!refused) return { sent, left: oldestFirst.length - index };
      console.warn('games: the server refused a kept game', error);
    }
    deviceGames.remove(person, game.id);
  }
  return { sent, left: 0 };
}
