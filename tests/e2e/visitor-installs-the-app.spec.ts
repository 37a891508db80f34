import { test, expect, expectNoAxeViolations } from '../support/e2e';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const installCard = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: 'Put Ada on your home screen' });

test.describe('the installable app (PWA)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the page links the manifest and registers the service worker on load', async ({ page }) => {
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = await (await page.request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({ name: "Ada's Code Adventures", display: 'standalone', start_url: '/' });
    expect(manifest.icons).toContainEqual(expect.objectContaining({ src: '/icon-192.png', sizes: '192x192' }));
    expect((await page.request.get('/icon-192.png')).headers()['content-type']).toBe('image/png');

    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toMatch(/\/sw\.js$/);
  });
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_UA });

  test('the card explains Add to Home Screen after 5 s, and a close hides it for 24 hours', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(installCard(page)).toBeHidden();

    await page.clock.runFor(4_000);
    await expect(installCard(page)).toBeHidden();
    await page.clock.runFor(1_100);
    await expect(installCard(page)).toContainText('Tap the Share button, then tap "Add to Home Screen".');
    await expectNoAxeViolations(page);

    await installCard(page).getByRole('button', { name: 'Close the install card' }).click();
    await expect(installCard(page)).toBeHidden();

    // Still dismissed the next day, a little before 24 hours have passed...
    await page.clock.fastForward('23:00:00');
    await page.reload();
    await page.clock.runFor(6_000);
    await expect(installCard(page)).toBeHidden();

    // ...and offered again once they have.
    await page.clock.fastForward('01:01:00');
    await page.reload();
    await page.clock.runFor(6_000);
    await expect(installCard(page)).toBeVisible();
  });
});

test('when the browser offers install, the card shows an Install button that opens the prompt', async ({ page }) => {
  await page.goto('/');
  await expect(installCard(page)).toBeHidden();
  // Headless Chromium never decides a site is installable, so the test fires the event the
  // browser would fire, with a prompt() that records the call and an accepted answer.
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    event.prompt = async () => {
      (window as unknown as { promptShown: boolean }).promptShown = true;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
  await expect(installCard(page)).toContainText('Install the app to open it with one tap');
  await installCard(page).getByRole('button', { name: 'Install', exact: true }).click();
  await expect(installCard(page)).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { promptShown?: boolean }).promptShown)).toBe(true);
});
