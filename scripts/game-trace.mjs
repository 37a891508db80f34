// A game playing in Chromium on a CPU slowed four times, traced: the longest task while it plays
// (the budget: none over 50 ms; docs/product/code-lab.md#budgets). For each game level named, a
// guest opens it with the level's reference program as their draft, then "Check my game" plays
// the scripted player on screen to its end, and "Play" plays it with real arrow keys for four
// seconds. Only the time after the tap is traced: the page's own load is Lighthouse's to measure.
//
//   npm run trace:game                     (game-7, game-8, racer-6)
//   GAME_TRACE_LEVELS=racer-2 npm run trace:game   (GAME_TRACE_DUMP=/tmp/t keeps each trace)
//
// Prints one line per level and play; needs a build (npm run build). The load average is printed
// with it: on a busy machine a slowed CPU is slower still.
import { chromium } from '@playwright/test';
import { loadavg } from 'node:os';
import { tsImport } from 'tsx/esm/api';
import { findTestBrowser } from './chromium.mjs';
import { startServer } from './serve-for-measure.mjs';

const LEVELS = (process.env.GAME_TRACE_LEVELS ?? 'game-7,game-8,racer-6').split(',');
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

const { gameSolutionOf } = await tsImport('../content/code-lab/reference-solutions.ts', import.meta.url);

/** The renderer's main-thread tasks (RunTask) in a trace, in ms. */
function taskDurations(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && (!main || (e.pid === main.pid && e.tid === main.tid)))
    .map((e) => (e.dur ?? 0) / 1000);
}

async function traced(page, cdp, play) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await play();
  await cdp.send('Tracing.end');
  await done;
  cdp.removeAllListeners('Tracing.dataCollected');
  const tasks = taskDurations(events);
  if (process.env.GAME_TRACE_DUMP) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${process.env.GAME_TRACE_DUMP}-${Date.now()}.json`, JSON.stringify(events));
  }
  return { tasks: tasks.length, longest: Math.max(0, ...tasks), over: tasks.filter((ms) => ms > LONG_TASK_MS).length };
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: findTestBrowser() });
const results = [];
try {
  for (const levelId of LEVELS) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.evaluate(
      ([id, program]) => localStorage.setItem('ada.person.guest.codeLab.drafts', JSON.stringify({ [id]: program })),
      [levelId, gameSolutionOf(levelId)],
    );
    await page.goto(`${server.url}/code-lab/${levelId}`);
    const check = page.getByRole('button', { name: 'Check my game' });
    // The draft's event blocks are drawn once the page has woken up and read the device.
    await page.locator('[data-handler]').first().waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const checked = await traced(page, cdp, async () => {
      await check.click();
      await page.getByRole('dialog').or(page.getByTestId('game-status')).first().waitFor({ timeout: 120_000 });
      await page.getByRole('button', { name: 'Skip to the end' }).waitFor({ state: 'detached', timeout: 120_000 });
    });
    results.push({ levelId, play: 'Check my game', ...checked });
    if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
    const played = await traced(page, cdp, async () => {
      await page.getByRole('button', { name: 'Play' }).click();
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowUp');
        await page.waitForTimeout(500);
      }
    });
    results.push({ levelId, play: 'Play with keys, 4 s', ...played });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const load = loadavg().map((n) => n.toFixed(1)).join(' ');
for (const r of results)
  console.log(`${r.levelId}, ${r.play}: ${r.tasks} tasks, longest ${r.longest.toFixed(1)} ms, over ${LONG_TASK_MS} ms: ${r.over} (CPU ${SLOWDOWN}× slower, load ${load})`);
process.exitCode = results.some((r) => r.over > 0) ? 1 : 0;
