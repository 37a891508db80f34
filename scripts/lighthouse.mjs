// `npm run lighthouse`: Lighthouse 12 (mobile preset) on /, /learn, /lessons/loops and /play
// against the production build, in the system Chromium; the median of 3 runs per page.
// Targets: performance >= 95, accessibility 100, best practices >= 95. Writes the results into
// docs/performance.md and exits 1 when a target is missed.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ensureChromium, CHROMIUM_FLAGS } from './chromium.mjs';
import { startServer } from './serve-for-measure.mjs';
import { writeSection } from './perf-doc.mjs';

const PAGES = ['/', '/learn', '/lessons/loops', '/play'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const results = [];
try {
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(TARGETS),
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        throttlingMethod: 'simulate',
      });
      runs.push({
        scores: Object.fromEntries(Object.keys(TARGETS).map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
    const row = {
      page,
      ...Object.fromEntries(Object.keys(TARGETS).map((c) => [c, median(runs.map((r) => r.scores[c]))])),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
    };
    results.push(row);
    console.log(row);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const missed = results.flatMap((r) =>
  Object.entries(TARGETS)
    .filter(([c, target]) => r[c] < target)
    .map(([c, target]) => `${r.page} ${c} ${r[c]} < ${target}`),
);
const table = [
  '| page | performance | accessibility | best practices | LCP (ms) | TBT (ms) |',
  '|---|---|---|---|---|---|',
  ...results.map((r) => `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} |`),
].join('\n');
writeSection(
  'lighthouse',
  `## Lighthouse (mobile preset, median of ${RUNS} runs)\n\nCommand: \`npm run lighthouse\` (production build, system Chromium, simulated mobile throttling). Measured ${new Date().toISOString().slice(0, 10)}. Targets: performance >= 95, accessibility 100, best practices >= 95.\n\n${table}\n\n${missed.length ? `Missed: ${missed.join('; ')}` : 'All targets met.'}`,
);
console.log(table);
if (missed.length) {
  console.error(`Missed: ${missed.join('; ')}`);
  process.exit(1);
}
