import type { Browser, Page, Request } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { expectControlsToFitTheirWords } from '../support/controls-fit';
import { showTheSolution, teacherWithClass, type ClassStudent } from '../support/e2e-teacher';
import { expectTargetsAtLeast44 } from '../support/target-size';

// The tune studio and the class gallery (docs/decisions/406-the-sound-lab.md#the-studio-and-the-class-gallery):
// a class child makes a tune in the studio from the sound blocks, plays it, keeps it and shares
// it; the teacher sees it waiting with a preview that plays and approves it; a classmate plays it
// from the class gallery in their own browser, its title never shown, and no audio file is ever
// asked for (the program is shared, never audio).

const PHONE = { width: 390, height: 844 };
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function phone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

/** Every request the page makes for a sound file (there must be none). */
function audioRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'media' || /\.(mp3|wav|ogg|oga|m4a|aac|flac|opus|weba|mid|midi)(\?|$)/i.test(request.url()))
      seen.push(request.url());
  });
  page.on('response', (response) => {
    if ((response.headers()['content-type'] ?? '').startsWith('audio/')) seen.push(response.url());
  });
  return seen;
}

const pictureName = (picture: string) => picture[0]!.toUpperCase() + picture.slice(1);

async function signInWithPictures(page: Page, joinCode: string, child: ClassStudent) {
  await page.goto('/join');
  await page.getByLabel('Class code').fill(joinCode);
  await page.getByRole('button', { name: 'Next' }).tap();
  await page.getByRole('button', { name: child.nickname, exact: true }).tap();
  for (const picture of child.pictures)
    await page.getByRole('button', { name: pictureName(picture), exact: true }).tap();
  await page.getByRole('button', { name: 'Sign in with my pictures' }).tap();
  await expect(page).toHaveURL(/\/learn$/);
}

test('a child keeps a tune in the studio and shares it, the teacher approves it, a classmate plays it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const cls = await teacherWithClass(page, baseURL!, ['Mia', 'Leo']);
  const [mia, leo] = cls.students as [ClassStudent, ClassStudent];
  await page.goto(`/classes/${cls.id}`);
  await page.getByRole('tab', { name: 'Gallery' }).click();
  const galleryOn = page.getByRole('switch', { name: 'Class gallery' });
  await galleryOn.click();
  await expect(galleryOn).toHaveAttribute('aria-checked', 'true');

  // Mia, on her phone, finds the tune studio from the Code Lab and makes a tune by tapping.
  const one = await phone(browser, baseURL!);
  const miaAudio = audioRequests(one.page);
  await signInWithPictures(one.page, cls.joinCode, mia);
  await one.page.goto('/code-lab');
  await one.page.getByRole('link', { name: /^Tune studio/ }).tap();
  await expect(one.page).toHaveURL(/\/code-lab\/sound-studio$/);
  await expect(one.page.getByRole('heading', { level: 1, name: 'Tune studio' })).toBeVisible();
  const palette = one.page.getByRole('group', { name: 'Blocks' });
  const program = one.page.getByRole('region', { name: 'Your program' });
  await palette.getByRole('button', { name: 'Play a note' }).tap();
  await program.getByRole('combobox', { name: 'Step 1: which note' }).selectOption('E4');
  await palette.getByRole('button', { name: 'Play a note' }).tap();
  await expect(program.getByRole('button', { name: 'Step 2: Play C4 for a quarter' })).toBeVisible();
  const yours = one.page.getByRole('group', { name: 'Your tune, note by note' });
  await expect(yours.getByRole('listitem')).toHaveCount(2);
  await expect(yours.getByRole('listitem').first()).toHaveAccessibleName('Step 1: play E4 for a quarter');
  await one.page.getByRole('button', { name: 'Play my tune' }).tap();
  await expect(one.page.getByTestId('sound-status')).toHaveText('Playing your tune…');
  await expect(one.page.getByTestId('sound-status')).toHaveText('', { timeout: 10_000 });

  // Kept with a title (hers only) and shared.
  const tunes = one.page.getByRole('region', { name: 'My tunes' });
  await tunes.getByLabel('Title for this tune').fill('Secret song');
  await tunes.getByRole('button', { name: 'Keep this tune' }).tap();
  await expect(tunes.getByRole('status')).toHaveText('Kept “Secret song”.');
  await expect(tunes.getByText('2 blocks, 2 beats.')).toBeVisible();
  expect(await noSidewaysScroll(one.page)).toBe(0);
  await expectTargetsAtLeast44(one.page);
  await expectNoAxeViolations(one.page);
  await tunes.getByRole('button', { name: 'Share with my class: Secret song' }).tap();
  await expect(tunes.getByRole('status')).toHaveText('“Secret song” is waiting for your teacher.');
  expect(miaAudio).toEqual([]);

  // The teacher sees it waiting (waiting lists first), plays its preview, and approves it.
  await page.reload();
  await page.getByRole('tab', { name: 'Gallery' }).click();
  await expect(page.getByRole('heading', { name: 'Tunes waiting for you (1)' })).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Tunes waiting for you (1)' }).getByRole('article', { name: 'Mia' });
  await expect(waiting).not.toContainText('Secret song');
  await expect(waiting.getByRole('group', { name: 'The tune by Mia, note by note' }).getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await waiting.getByRole('button', { name: 'Approve: Mia' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mia’s tune is in the gallery.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tunes in the gallery (1)' })).toBeVisible();

  // Leo plays it from the class gallery, from its program: the nickname, never the title, and no audio file.
  const two = await phone(browser, baseURL!);
  const leoAudio = audioRequests(two.page);
  await signInWithPictures(two.page, cls.joinCode, leo);
  await two.page.goto('/gallery');
  const shared = two.page.getByRole('article', { name: 'Tune by Mia' });
  await expect(shared).toContainText('2 blocks, 2 beats.');
  await expect(shared).not.toContainText('Secret song');
  await expect(shared.getByRole('group', { name: 'The tune by Mia, note by note' }).getByRole('listitem').first()).toHaveAccessibleName(
    'Step 1: play E4 for a quarter',
  );
  await expect(async () => {
    if ((await shared.getByRole('button', { name: 'Stop' }).count()) === 0)
      await shared.getByRole('button', { name: 'Play the tune by Mia' }).tap();
    await expect(shared.getByRole('button', { name: 'Stop' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(shared.getByRole('button', { name: 'Play the tune by Mia' })).toBeVisible({ timeout: 10_000 });
  expect(await noSidewaysScroll(two.page)).toBe(0);
  await expectNoAxeViolations(two.page);
  expect(leoAudio).toEqual([]);

  for (const context of [one.context, two.context]) await context.close();
});

test.describe('in Spanish at 390 and 683 px', () => {
  test.use({ locale: 'es-MX', hasTouch: true, isMobile: true });

  test('the tune studio’s controls fit their words', async ({ page }) => {
    for (const width of [390, 683]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/code-lab/sound-studio');
      await expect(page.getByRole('heading', { level: 1, name: 'Estudio de melodías' })).toBeVisible();
      if (width === 390) await page.getByRole('group', { name: 'Bloques' }).getByRole('button').first().tap();
      await expect(page.getByRole('region', { name: 'Mis melodías' })).toBeVisible();
      expect(await noSidewaysScroll(page), `${width} px`).toBe(0);
      await expectControlsToFitTheirWords(page);
    }
  });
});

test.describe('the teacher and the Sound Lab', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('presents a sound level on the projector and plays the reference solution', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const audio = audioRequests(page);
    const cls = await teacherWithClass(page, baseURL!, ['Bo']);
    await page.goto(`/classes/${cls.id}/present/sound-1`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Up the scale');
    await expect(page.getByTestId('present-sound')).toBeVisible();
    const size = await page
      .getByRole('group', { name: 'Blocks' })
      .getByRole('button', { name: 'Play a note' })
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(28);
    await showTheSolution(page);
    await expect(page.getByRole('region', { name: 'Your program' }).getByRole('button', { name: /^Step 1:/ }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Play my tune' }).click();
    await expect(page.getByTestId('sound-outcome')).toHaveText('You did it! Your tune is right.', { timeout: 20_000 });
    await expectNoAxeViolations(page);
    expect(audio).toEqual([]);
  });
});
