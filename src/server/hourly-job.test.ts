import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { hourlyJob } from './hourly-job';

const HOUR = 60 * 60 * 1000;
const warnings: unknown[] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;

beforeEach(() => {
  vi.useFakeTimers();
  warnings.length = 0;
});
afterEach(() => vi.useRealTimers());

it('runs first after its delay, then hourly, never twice at once, and stop waits for a run', async () => {
  let runs = 0;
  let finish: () => void = () => {};
  const job = hourlyJob({
    name: 'test job',
    log,
    firstRunAfterMs: 1000,
    run: () => {
      runs++;
      return new Promise<void>((resolve) => (finish = resolve));
    },
  });
  job.start();
  job.start();
  await vi.advanceTimersByTimeAsync(999);
  expect(runs).toBe(0);
  await vi.advanceTimersByTimeAsync(1);
  expect(runs).toBe(1);
  await vi.advanceTimersByTimeAsync(HOUR);
  expect(runs, 'the first run is still going: the hour passes it by').toBe(1);
  finish();
  await vi.advanceTimersByTimeAsync(HOUR);
  expect(runs).toBe(2);

  let stopped = false;
  const stopping = job.stop().then(() => (stopped = true));
  await vi.advanceTimersByTimeAsync(0);
  expect(stopped, 'stop waits for the run in progress').toBe(false);
  finish();
  await stopping;
  await vi.advanceTimersByTimeAsync(3 * HOUR);
  expect(runs, 'nothing runs after stop').toBe(2);
});

it('logs a failed run and tries again the next hour', async () => {
  let runs = 0;
  const job = hourlyJob({
    name: 'test job',
    log,
    run: async () => {
      runs++;
      throw new Error('database away');
    },
  });
  job.start();
  await vi.advanceTimersByTimeAsync(HOUR);
  expect(runs).toBe(1);
  expect(warnings).toEqual([[{ reason: 'Error: database away' }, 'test job failed']]);
  await vi.advanceTimersByTimeAsync(HOUR);
  expect(runs).toBe(2);
  await job.stop();
});
