// `npm run lighthouse`: Lighthouse 12 (mobile preset) on every route of the app (see
// scripts/lighthouse-pages.ts: read from the client router, parameters filled from the content),
// against the production build in the system Chromium. The admin area is measured signed in as
// an admin (a session cookie the script makes), every other page as a visitor gets it. One run
// per page (LIGHTHOUSE_RUNS=3 takes the median of 3; LIGHTHOUSE_ONLY=/auth,/learn measures only
// those pages and writes nothing). Targets: performance >= 95, accessibility 100, best
// practices 100. Writes the results into docs/performance.md and exits 1 when a target is missed.
// Scores move with the machine's load: `nice -n -5 npm run lighthouse` on a quiet machine.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { ensureChromium, CHROMIUM_FLAGS } from './chromium.mjs';
import { startServer } from './serve-for-measure.mjs';
import { writeSection } from './perf-doc.mjs';
import { pagesToMeasure, readRouter } from './lighthouse-pages.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const ONLY = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean);
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 };
const ADMIN = { email: 'lighthouse-admin@example.com', password: 'lighthouse-rainbow-42' };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const load = () => loadavg()[0].toFixed(1);

const allPages = pagesToMeasure(readRouter());
const pages = ONLY ? allPages.filter((p) => ONLY.includes(p.url)) : allPages;
// Visitors first: signing in as the admin puts a session cookie in the browser.
pages.sort((a, b) => (a.as === b.as ? 0 : a.as === 'guest' ? -1 : 1));

/** The confirmation link in the newest sign-up email to `to` in the server's outbox (no SMTP here). */
async function confirmationLink(dataDir, to) {
  const outbox = path.join(dataDir, 'outbox');
  for (
    const deadline = Date.now() + 15_000;
    Date.now() < deadline;
    await new Promise((r) => setTimeout(r, 200))
  ) {
    if (!existsSync(outbox)) continue;
    for (const file of readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse()) {
      const raw = readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      if (!raw.includes(`To: ${to}`) && !raw.includes(`<${to}>`)) continue;
      const link = raw.match(/https?:\/\/[^\s"<>]+\/confirm-email\?token=[^\s"<>]+/);
      if (link) return link[0];
    }
  }
  throw new Error(`no confirmation email to ${to} in ${outbox}`);
}

/**
 * Makes the admin account and returns its cookies, as the browser got them. ADMIN_EMAILS lists
 * it; it becomes an admin once its address is confirmed (decision 111), by the link in the
 * sign-up email the server wrote to its outbox.
 */
async function adminCookies(url, dataDir) {
  const headers = { 'content-type': 'application/json', origin: url };
  let response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: ADMIN.email,
      password: ADMIN.password,
      username: 'lighthouse-admin',
      displayName: 'Lighthouse Admin',
      firstName: 'Lighthouse',
      lastName: 'Admin',
      points: 0,
      avatarId: 1,
      grownUp: true,
    }),
  });
  if (response.status === 409)
    response = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
  if (!response.ok)
    throw new Error(`admin sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  let user = await fetch(`${url}/api/user`, { headers: { cookie } }).then((r) => r.json());
  if (user.role !== 'admin' && !user.emailConfirmed) {
    const token = new URL(await confirmationLink(dataDir, ADMIN.email)).searchParams.get('token');
    const confirmed = await fetch(`${url}/api/confirm-email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ token }),
    });
    if (!confirmed.ok)
      throw new Error(
        `confirming the admin's email failed: ${confirmed.status} ${await confirmed.text()}`,
      );
    user = await fetch(`${url}/api/user`, { headers: { cookie } }).then((r) => r.json());
  }
  if (user.role !== 'admin')
    throw new Error(`the Lighthouse account is not an admin: ${JSON.stringify(user)}`);
  return response.headers.getSetCookie().map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const [name, ...value] = pair.split('=');
    const has = (attribute) => attributes.some((a) => a.toLowerCase() === attribute);
    return {
      name,
      value: value.join('='),
      domain: new URL(url).hostname,
      path: '/',
      httpOnly: has('httponly'),
      sameSite: 'Lax',
    };
  });
}

async function measure(browser, url) {
  const page = await browser.newPage();
  try {
    const { lhr } = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(TARGETS),
        formFactor: 'mobile',
        screenEmulation: {
          mobile: true,
          width: 412,
          height: 823,
          deviceScaleFactor: 1.75,
          disabled: false,
        },
        throttlingMethod: 'simulate',
      },
      undefined,
      page,
    );
    if (lhr.runtimeError)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      scores: Object.fromEntries(
        Object.keys(TARGETS).map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      // Every audit that cost points in a category with a target below 100 % here.
      failing: Object.entries(lhr.categories).flatMap(([, category]) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => ref.id),
      ),
    };
  } finally {
    await page.close();
  }
}

/** A loaded machine sometimes spoils a trace (NO_NAVSTART, NO_FCP): such a run is tried again, twice. */
async function measureWithRetry(browser, url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(browser, url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`${url}: ${error.message}; trying again`);
    }
  }
}

const server = await startServer({ env: { ADMIN_EMAILS: ADMIN.email } });
const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const browser = await puppeteer.connect({
  browserURL: `http://127.0.0.1:${chrome.port}`,
  defaultViewport: null,
});
const loadAtStart = load();
const results = [];
try {
  let signedIn = false;
  for (const { url, as } of pages) {
    if (as === 'admin' && !signedIn) {
      await browser.setCookie(...(await adminCookies(server.url, server.dataDir)));
      signedIn = true;
    }
    const runs = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await measureWithRetry(browser, `${server.url}${url}`));
    const row = {
      url,
      as,
      ...Object.fromEntries(
        Object.keys(TARGETS).map((c) => [c, median(runs.map((r) => r.scores[c]))]),
      ),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
      load: load(),
    };
    results.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await browser.disconnect();
  await chrome.kill();
  await server.stop();
}

const missed = results.flatMap((r) =>
  Object.entries(TARGETS)
    .filter(([c, target]) => r[c] < target)
    .map(([c, target]) => `${r.url} ${c} ${r[c]} < ${target} (${r.failing.join(', ')})`),
);
const table = [
  '| page | measured as | performance | accessibility | best practices | LCP (ms) | TBT (ms) | CLS | load |',
  '|---|---|---|---|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.url} | ${r.as === 'admin' ? 'admin' : 'visitor'} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.load} |`,
  ),
].join('\n');
console.log(table);
if (ONLY) {
  console.log('LIGHTHOUSE_ONLY: docs/performance.md left as it was.');
} else {
  writeSection(
    'lighthouse',
    `## Lighthouse (mobile preset, ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page)

Command: \`nice -n -5 npm run lighthouse\` (every route of the client router, parameters filled from the content; production build, system Chromium, simulated mobile throttling; the admin area signed in as an admin, every other page as a visitor). Measured ${new Date().toISOString().slice(0, 10)}, load average ${loadAtStart} at the start and ${load()} at the end (2 cores; \`load\` is the load average after each page). Targets: performance >= 95, accessibility 100, best practices 100.

${table}

${missed.length ? `Missed: ${missed.join('; ')}` : 'All targets met.'}`,
  );
}
if (missed.length) {
  console.error(`Missed: ${missed.join('; ')}`);
  process.exit(1);
}
