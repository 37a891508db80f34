import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page, type APIRequestContext, type Response } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { makeUser, type UserInput } from './factories';

/**
 * Fails the test on any unexpected console error or uncaught page error (Epic Stack habit), and
 * on any Content-Security-Policy violation: the browser blocks those (and reports them, e.g. to
 * Lighthouse) even when the page's code catches the error, so nothing else would show them.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      wakeUpEveryLoad(page);
      const errors: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI}`);
        });
      });
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !isOurScriptInASandbox(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * The init script above also tries to run in every frame, and a web page's preview is a frame
 * with `sandbox` and no scripts (docs/decisions/409-the-web-lab-page.md#the-preview): Chromium
 * blocks it there and says so. That is the sandbox doing its work, not the page's error.
 */
const isOurScriptInASandbox = (text: string) =>
  text === "Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set.";

/** Contexts that run no JavaScript: their pages never wake up, and nothing waits for it. */
const withoutJavaScript = new WeakSet<BrowserContext>();
export const runsNoJavaScript = (context: BrowserContext) => void withoutJavaScript.add(context);

/**
 * A page the server painted is on screen before the app wakes it up (docs/decisions/401-the-first-paint-from-the-server.md).
 * A finger's tap waits by itself (the page's controls take no taps until then: styles.css), but a
 * test's `fill` types at once, into a field the app would then reset. So every load of a page by a
 * test (goto, reload, back, forward), in any context, returns once the page is awake. Patched on
 * the pages' shared prototype, once.
 */
function wakeUpEveryLoad(page: Page) {
  const proto = Object.getPrototypeOf(page) as Record<string, unknown> & { __wakes?: true };
  if (proto.__wakes) return;
  proto.__wakes = true;
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = proto[name] as (this: Page, ...args: unknown[]) => Promise<Response | null>;
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const response = await load.apply(this, args);
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (html && !withoutJavaScript.has(this.context())) await this.locator('html[data-awake]').waitFor({ state: 'attached', timeout: 20_000 });
      return response;
    };
  }
}

/**
 * axe with the WCAG 2.2 AA tags: zero violations. Legacy mode runs axe in the page itself; the
 * default opens a second blank page for every check to merge the frames' results, which doubled
 * the time of each check (1.4 s against 0.7 s on a lesson) and, a thousand checks over, pushed CI
 * past its budget. The app has no cross-origin frames, which is all the default adds.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

const dataDir = () => process.env.E2E_DATA_DIR ?? path.resolve('.tmp/e2e-4173');

/** The newest email in the server's outbox (DATA_DIR/outbox/*.eml) sent to `to`. */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<string> {
  const outbox = path.join(dataDir(), 'outbox');
  const start = Date.now();
  for (;;) {
    if (existsSync(outbox)) {
      const files = readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort().reverse();
      for (const file of files) {
        const raw = readFileSync(path.join(outbox, file), 'utf8');
        if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw)) return raw;
      }
    }
    if (Date.now() - start > timeoutMs) throw new Error(`no mail to ${to} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Decodes quoted-printable soft breaks enough to find links in a plain-text mail. */
export function linksIn(raw: string): string[] {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return [...text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0]);
}

/** Creates an account through the real API (same-origin headers, as the SPA sends them). */
export async function registerViaApi(request: APIRequestContext, baseURL: string, overrides: Partial<UserInput> = {}) {
  const user = makeUser(overrides);
  const response = await request.post('/api/register', {
    data: user.payload,
    headers: { origin: baseURL, 'content-type': 'application/json' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}
