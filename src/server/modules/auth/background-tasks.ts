import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not hold up (or fail) the answer, such as sending an email. Failures are
 * logged with no secret in them; close() waits for whatever is still running.
 */
export function backgroundTasks(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(what: string, task: () => Promise<void>): void {
      const promise = task()
        .catch((error: unknown) => {
          // Only the error's own words: never the message, link or token it was handling.
          const { code, message } = error as { code?: unknown; message?: unknown };
          log.error({ code, reason: typeof message === 'string' ? message : String(error) }, `${what} failed`);
        })
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async close(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}
