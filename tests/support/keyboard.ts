import { expect, type Locator, type Page } from '@playwright/test';

const holdsFocus = (target: Locator, within: boolean) =>
  target
    .evaluate(
      (el, inside) =>
        el === document.activeElement || (inside && el.contains(document.activeElement)),
      within,
      { timeout: 2000 },
    )
    .catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus (or, with `within`, something inside it):
 * reaching a control by keyboard only.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, within = false, max = 80 } = {},
): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await holdsFocus(target, within)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  expect(await holdsFocus(target, within), `reached by ${max} presses of Tab`).toBe(true);
}

/** Chooses a radio button by keyboard: Tab into its group, then arrow keys to it (WAI-ARIA radio group). */
export async function chooseRadioByKeyboard(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: true });
  const group = page.getByRole('radiogroup').filter({ has: radio });
  await tabTo(page, group, { within: true });
  const count = await group.getByRole('radio').count();
  for (let i = 0; i < count && !(await holdsFocus(radio, false)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(radio).toBeFocused();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/**
 * After Space picked something up (dnd-kit's KeyboardSensor) and its "picked up" was heard: the
 * sensor listens for the arrow keys from a setTimeout(0) after the pick-up, so that the Space is
 * not read again. A child is never that fast; a test on a busy machine can be, and its arrow is
 * lost. Timers of equal delay run in order, so one more 0 ms timer has let the sensor's run.
 */
export const letTheDragListen = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
