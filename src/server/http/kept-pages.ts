// What a server keeps of visitors' pages (docs/decisions/401-the-first-paint-from-the-server.md):
// pages by key up to a number of bytes, the oldest going first once they pass it, so no run of
// made-up addresses can grow the server's memory.
export type KeptPages<P> = {
  get(key: string): P | undefined;
  set(key: string, page: P): void;
  clear(): void;
  /** The bytes the kept pages count now. */
  bytes(): number;
};

export function keptPages<P>(limitBytes: number, bytesOf: (page: P) => number): KeptPages<P> {
  const pages = new Map<string, P>();
  let bytes = 0;
  const remove = (key: string) => {
    const old = pages.get(key);
    if (old === undefined) return;
    pages.delete(key);
    bytes -= bytesOf(old);
  };
  return {
    get: (key) => pages.get(key),
    set(key, page) {
      remove(key);
      pages.set(key, page);
      bytes += bytesOf(page);
      // A Map keeps the order pages came in: the first key is the oldest.
      for (const oldest of pages.keys()) {
        if (bytes <= limitBytes || oldest === key) break;
        remove(oldest);
      }
    },
    clear() {
      pages.clear();
      bytes = 0;
    },
    bytes: () => bytes,
  };
}
