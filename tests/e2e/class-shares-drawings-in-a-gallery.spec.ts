import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/e2e';
import { phone, signInWithPictures, teacherWithClass, type ClassStudent } from '../support/e2e-teacher';
import { expectTargetsAtLeast44 } from '../support/target-size';

// Issue 25, the class gallery (docs/product/gallery-screens.md): a teacher turns the gallery on;
// a child signs in with her pictures, saves a drawing in the studio and shares it; the teacher
// approves it by tapping on a phone; a classmate sees it under her nickname and gives it a star.

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Nothing wider than the screen at a small tablet's 683 px and a phone's 390 px. */
async function expectFits(page: Page, what: string) {
  for (const width of [683, 390]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await noSidewaysScroll(page), `${what} at ${width} px`).toBe(0);
  }
}

test('a child shares a drawing, the teacher approves it on a phone, a classmate gives it a star', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const cls = await teacherWithClass(page, baseURL!, ['Mia', 'Leo']);
  const [mia, leo] = cls.students as [ClassStudent, ClassStudent];

  // The teacher turns the gallery on from the class page's Gallery tab.
  await page.goto(`/classes/${cls.id}`);
  await page.getByRole('tab', { name: 'Gallery' }).click();
  const galleryOn = page.getByRole('switch', { name: 'Class gallery' });
  await expect(galleryOn).toHaveAttribute('aria-checked', 'false');
  await galleryOn.click();
  await expect(galleryOn).toHaveAttribute('aria-checked', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: 'The class gallery is on.' }),
  ).toBeVisible();
  await expect(page.getByText('No drawings are waiting.')).toBeVisible();

  // Mia, on her phone: her pictures, then the studio, a drawing kept and shared.
  const one = await phone(browser, baseURL!);
  await signInWithPictures(one.page, cls.joinCode, mia);
  await one.page.goto('/code-lab/studio');
  const drawings = one.page.getByRole('region', { name: 'My drawings' });
  const palette = one.page.getByRole('group', { name: 'Blocks' });
  await palette.getByRole('button', { name: 'Move forward' }).tap();
  await palette.getByRole('button', { name: 'Move forward' }).tap();
  await drawings.getByLabel('Title for this drawing').fill('Rocket');
  await drawings.getByRole('button', { name: 'Save drawing' }).tap();
  await expect(drawings.getByRole('status')).toHaveText('Saved “Rocket”.');
  await expect(drawings.getByText('Your teacher will look at it first.')).toBeVisible();
  await expectNoAxeViolations(one.page);
  await drawings.getByRole('button', { name: 'Share with my class: Rocket' }).tap();
  await expect(drawings.getByRole('status')).toHaveText('“Rocket” is waiting for your teacher.');
  await expect(drawings.getByText('Waiting for your teacher', { exact: true })).toBeVisible();
  await expect(drawings.getByRole('button', { name: 'Take it back: Rocket' })).toBeVisible();
  await expectFits(one.page, 'the studio with a shared drawing');
  await expectTargetsAtLeast44(one.page);

  // The teacher, on a phone, approves it by tapping.
  const teacher = await phone(
    browser,
    baseURL!,
    JSON.stringify(await page.context().storageState()),
  );
  await teacher.page.goto(`/classes/${cls.id}`);
  const galleryTab = teacher.page.getByRole('tab', { name: 'Gallery' });
  await galleryTab.tap();
  await expect(galleryTab).toHaveAttribute('aria-selected', 'true');
  await expect(teacher.page.getByRole('heading', { name: 'Waiting for you (1)', exact: true })).toBeVisible();
  const waiting = teacher.page.getByRole('article', { name: 'Mia' });
  await expect(waiting.getByRole('img', { name: /^Ada's drawing: 1 line drawn/ })).toBeVisible();
  // The child's title is hers: the teacher sees the nickname, never the title.
  await expect(waiting).not.toContainText('Rocket');
  await expectFits(teacher.page, 'the Gallery tab');
  await expectTargetsAtLeast44(teacher.page);
  await expectNoAxeViolations(teacher.page);
  await waiting.getByRole('button', { name: 'Approve: Mia' }).tap();
  await expect(
    teacher.page.getByRole('status').filter({ hasText: 'Mia’s drawing is in the gallery.' }),
  ).toBeVisible();
  await expect(teacher.page.getByRole('heading', { name: 'Waiting for you (0)', exact: true })).toBeVisible();
  await expect(teacher.page.getByRole('heading', { name: 'In the gallery (1)', exact: true })).toBeVisible();
  await expect(teacher.page.getByText('0 stars, 0 claps, 0 hearts')).toBeAttached();

  // Leo, on his phone: Home's card leads to the gallery, where Mia's drawing is.
  const two = await phone(browser, baseURL!);
  await signInWithPictures(two.page, cls.joinCode, leo);
  await two.page.goto('/');
  const card = two.page.getByRole('region', { name: 'Our class gallery' });
  await card.getByRole('link', { name: 'Open the gallery' }).tap();
  await expect(two.page).toHaveURL(/\/gallery$/);
  await expect(
    two.page.getByRole('heading', { level: 1, name: 'Our class gallery' }),
  ).toBeVisible();
  const drawing = two.page.getByRole('article', { name: 'Drawing by Mia' });
  await expect(drawing.getByRole('img', { name: /^Ada's drawing: 1 line drawn/ })).toBeVisible();
  await expect(drawing).not.toContainText('Rocket');
  await expect(drawing).not.toContainText('You made this');
  await expect(two.page.getByRole('group', { name: 'Read aloud' })).toBeVisible();
  await expectFits(two.page, 'the gallery');
  await expectTargetsAtLeast44(two.page);
  await expectNoAxeViolations(two.page);

  const reactions = drawing.getByRole('group', { name: 'Reactions to the drawing by Mia' });
  await reactions.getByRole('button', { name: 'Star: 0 stars' }).tap();
  const star = reactions.getByRole('button', { name: 'Star: 1 star' });
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(
    two.page.getByRole('status').filter({ hasText: 'You gave Mia’s drawing a star.' }),
  ).toBeVisible();
  // The server kept it: after a reload the star is still his.
  await two.page.reload();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(reactions.getByRole('button', { name: 'Clap: 0 claps' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Mia sees her drawing in the gallery as her own, and in the studio as in the gallery.
  await one.page.goto('/gallery');
  const hers = one.page.getByRole('article', { name: 'Drawing by Mia' });
  await expect(hers.getByText('You made this')).toBeVisible();
  await expect(hers.getByRole('button', { name: 'Star: 1 star' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await one.page.goto('/code-lab/studio');
  await expect(drawings.getByText('In the class gallery', { exact: true })).toBeVisible();

  for (const context of [one.context, two.context, teacher.context]) await context.close();
});
