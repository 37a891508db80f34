// Drawings a signed-in person still keeps on this device (they came with the guest's work at
// sign-up or after "Are they yours?") go to the server, oldest first, through the same checks as
// any save (docs/product/code-lab.md#free-drawing,
// docs/decisions/222-guest-drawings-move-with-guest-work.md).
import { ApiError } from '../../../lib/api';
import type { PersonKey } from '../../../lib/person-store';
import { deviceDrawings } from './device-drawings';
import { postDrawing } from './drawings-api';

export type KeptDrawingsSent = {
  sent: number;
  /** Still on this device: the account has no room for them (409), or the server was not reached. */
  left: number;
};

/**
 * Sends each drawing the person keeps here and forgets the ones the server kept. One the server
 * refuses as broken (400: a hand-edited program) is forgotten too; a full account (409) or no
 * connection stops, leaving the rest here for the next try.
 */
export async function sendKeptDrawings(person: PersonKey): Promise<KeptDrawingsSent> {
  if (person === 'guest') return { sent: 0, left: deviceDrawings.list(person).length };
  const oldestFirst = deviceDrawings.list(person).reverse();
  let sent = 0;
  for (const [index, drawing] of oldestFirst.entries()) {
    try {
      await postDrawing(drawing.title, drawing.program);
      sent += 1;
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 400;
      if (!refused) return { sent, left: oldestFirst.length - index };
      console.warn('drawings: the server refused a kept drawing', error);
    }
    deviceDrawings.remove(person, drawing.id);
  }
  return { sent, left: 0 };
}
