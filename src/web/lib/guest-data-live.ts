// A guest's data as the page shows it (their points, their progress): read from browser storage
// after the page is awake, by a reader (guest-data-read.ts) that loads with the first screen that
// asks, not with every first load (docs/decisions/401-the-first-paint-from-the-server.md). Until it
// is here, a guest shows as a visitor, as the server rendered them.
import type { guestDataReader as GuestDataReader } from './guest-data-read';

let reader: typeof GuestDataReader | null = null;
let loading: Promise<void> | null = null;

/** Calls `listener` once the reader is here, and after each change of the guest's data. */
export function subscribeToGuestData(listener: () => void): () => void {
  if (reader) return reader.subscribe(listener);
  let off: (() => void) | null = null;
  let live = true;
  loading ??= import('./guest-data-read').then((m) => void (reader = m.guestDataReader));
  loading.then(
    () => {
      if (!live) return;
      off = reader!.subscribe(listener);
      listener();
    },
    (error: unknown) => {
      // Offline with a new release: the guest shows as a visitor until the next page.
      loading = null;
      console.warn('guest data: could not load its reader', error);
    },
  );
  return () => {
    live = false;
    off?.();
  };
}

/** The guest's data, or null while its reader loads. */
export const guestDataNow = () => reader?.read() ?? null;
