import { expect, type Page } from '@playwright/test';

/**
 * Our rule (DEVELOPERS.md "Accessible"): every control a child can press is at least 44 x 44 CSS
 * px. What counts is the area that takes the press: the control itself, the <label> around it,
 * or, for a stretched link (an absolute ::after over its card), the card. Hidden form inputs that
 * mirror a custom control (Radix), and links inside running text (WCAG 2.5.8's inline
 * exception), are not targets of their own.
 */
export async function expectTargetsAtLeast44(page: Page): Promise<void> {
  const small = await page.evaluate(() => {
    const controls =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=tab], [role=button], [role=radio], [role=checkbox], [role=switch], [role=link]';
    const area = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { width: r.width, height: r.height };
    };
    const pressArea = (el: HTMLElement) => {
      const label = el.closest('label');
      if (label) return area(label);
      if (getComputedStyle(el, '::after').position === 'absolute') {
        let holder = el.parentElement;
        while (holder && getComputedStyle(holder).position === 'static')
          holder = holder.parentElement;
        if (holder) return area(holder);
      }
      return area(el);
    };
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(controls))) {
      const own = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (own.width === 0 || own.height === 0 || style.visibility === 'hidden') continue;
      if (el.closest('.sr-only, [aria-hidden="true"], [inert]')) continue;
      if (el.matches('input') && el.getAttribute('aria-hidden') === 'true') continue;
      if (
        style.display === 'inline' &&
        el.closest('p, li') &&
        el.closest('p, li')!.textContent!.trim() !== el.textContent!.trim()
      )
        continue;
      const { width, height } = pressArea(el);
      if (width < 44 || height < 44) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        found.push(
          `${el.tagName.toLowerCase()} "${name}" ${Math.round(width)}x${Math.round(height)}`,
        );
      }
    }
    return [...new Set(found)];
  });
  expect(small, `targets under 44 x 44 px on ${page.url()}`).toEqual([]);
}
