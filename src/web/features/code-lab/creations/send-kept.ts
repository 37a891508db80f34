// Creations a signed-in person still keeps on this device (they came with the guest's work at
// sign-up or after "Are they yours?") go to the server, oldest first, through the same checks as
// any save (docs/product/code-lab.md#free-drawing,
// docs/decisions/222-guest-drawings-move-with-guest-work.md).
import { ApiError } from '../../../lib/api';
import type { PersonKey } from '../../../lib/person-store';
import type { CreationsApi } from './creations-api';
import type { DeviceCreations } from './device-creations';

export type KeptSent = {
  sent: number;
  /** Still on this device: the account has no room for them (409), or the server was not reached. */
  left: number;
};

/**
 * Sends each one the person keeps here and forgets the ones the server kept. One the server
 * refuses as broken (400: a hand-edited program) is forgotten too; a full account (409) or no
 * connection stops, leaving the rest here for the next try.
 */
export async function sendKept<P>(device: DeviceCreations<P>, api: CreationsApi<P>, person: PersonKey): Promise<KeptSent> {
  if (person === 'guest') return { sent: 0, left: device.list(person).length };
  const oldestFirst = device.list(person).reverse();
  let sent = 0;
  for (const [index, creation] of oldestFirst.entries()) {
    try {
      await api.post(creation.title, creation.program);
      sent += 1;
    } catch (error) {
      const refused = error instanceof ApiError && error.status === 400;
      if (!refused) return { sent, left: oldestFirst.length - index };
      console.warn(`${device.name}: the server refused one kept on this device`, error);
    }
    device.remove(person, creation.id);
  }
  return { sent, left: 0 };
}
