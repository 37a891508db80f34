import type { FastifyBaseLogger } from 'fastify';

const HOUR = 60 * 60 * 1000;

export type HourlyJob = {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
};

/**
 * Background work that runs once an hour while the workers run (src/server/workers.ts): the
 * account cleanup and the retention jobs. The timer never keeps the process alive; a run still
 * going when the next is due is not started twice; a failure is logged and the next hour tries
 * again. Each job is itself safe on many servers at once.
 */
export function hourlyJob(deps: {
  /** Names the job in the log: "<name> failed". */
  name: string;
  log: FastifyBaseLogger;
  run(): Promise<unknown>;
  /** The first run waits this long after start (default: an hour). */
  firstRunAfterMs?: number;
}): HourlyJob {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | null = null;

  const tick = () => {
    if (current) return;
    current = deps
      .run()
      .catch((error: unknown) => deps.log.warn({ reason: String(error) }, `${deps.name} failed`))
      .finally(() => {
        current = null;
      });
  };

  return {
    start(): void {
      if (timer) return;
      timer = setTimeout(() => {
        tick();
        timer = setInterval(tick, HOUR);
        timer.unref();
      }, deps.firstRunAfterMs ?? HOUR);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearTimeout(timer);
      clearInterval(timer);
      timer = undefined;
      await current;
    },
  };
}
