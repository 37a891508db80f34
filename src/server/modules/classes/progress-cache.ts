// The class dashboard's answer, kept for a second (docs/product.md#classes,
// docs/decisions/160-classes-join-codes-picture-secrets.md). One dashboard of 40 children who did
// everything is about 70 KB of JSON: the query, its checks against the schema and its compression
// cost ~10 ms of CPU, and a class's dashboard is asked for by its teacher's devices again and
// again. So each server builds it at most once a second per class (requests that arrive meanwhile
// wait for the same build), keeps the JSON and its gzip, and forgets it when the teacher changes
// the class. Who may see it is checked on every request, before this cache is asked. Its "today"
// begins at midnight in the time zone the page names (docs/decisions/270-time-on-task.md): one
// answer per class and time zone.
import { gzipSync } from 'node:zlib';
import { childrenProgressResponse } from '../../../domain/api/child-progress-api';
import type { Db } from '../../db/client';
import { childProgressView } from '../children/progress-view';

/** How old a dashboard may be: a child's work shows on the teacher's screen within this time. */
export const PROGRESS_CACHE_MS = 1000;
/** Answers kept at once per server (about 72 KB each at most); the oldest go first. */
const MAX_CLASSES = 200;

export type CachedProgress = { json: string; gzip: Buffer };
type Entry = { builtAt: number; answer: Promise<CachedProgress> };

const keyOf = (classId: number, timeZone: string) => `${classId} ${timeZone}`;

export function classProgressCache(db: Db, clock: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const view = childProgressView(db);

  async function build(classId: number, timeZone: string, now: Date): Promise<CachedProgress> {
    const children = await view.list({ classId }, { now, timeZone });
    // Checked against the route's response schema as Fastify's serializer would check it.
    const json = JSON.stringify(childrenProgressResponse.encode({ children }));
    return { json, gzip: gzipSync(json) };
  }

  return {
    /** The class's dashboard, at most PROGRESS_CACHE_MS old. */
    get(classId: number, timeZone = 'UTC'): Promise<CachedProgress> {
      const now = clock();
      const key = keyOf(classId, timeZone);
      const entry = entries.get(key);
      if (entry && now - entry.builtAt < PROGRESS_CACHE_MS) return entry.answer;
      const answer = build(classId, timeZone, new Date(now));
      entries.delete(key);
      entries.set(key, { builtAt: now, answer });
      // A failed build is not kept: the next request tries again.
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      while (entries.size > MAX_CLASSES) entries.delete(entries.keys().next().value!);
      return answer;
    },

    /** The teacher changed the class (children added, renamed, removed): build it again. */
    forget(classId: number): void {
      const prefix = `${classId} `;
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
