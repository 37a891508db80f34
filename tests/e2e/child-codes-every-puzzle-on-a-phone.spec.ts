import type { Page } from '@playwright/test';
import { test, expect } from '../support/e2e';
import { codeLabLevels, codeLabWorlds } from '../../content/code-lab/levels';
import { solutionOf } from '../../content/code-lab/reference-solutions';
import { countBlocks, programDepth } from '../../src/domain/code-lab/program';

// On a phone the grid, the row the child works on and Run are on screen together, while
// building and while running, on every puzzle (docs/decisions/176-code-lab-on-a-phone.md): nothing
// hidden under the stuck bars, nothing below the screen. The program opens as the puzzle's solution
// (a draft), so the insertion point is at its end and a run walks all of it.

type Seen = { what: string; problem: string };

/**
 * In the page: is each of the grid, the working row, Run (and Stop while a run goes) inside
 * the viewport and not covered by anything else at its centre? `mode` "build" checks the
 * insertion point's row and its marker once; "run" watches every frame of a run until it ends
 * (or `maxSteps` steps were seen) and returns what was ever out of view.
 */
function watch([mode, maxSteps]: ['build' | 'run', number]): Promise<{ problems: Seen[]; steps: number; sideways: number }> {
  const region = document.querySelector('[aria-labelledby="code-lab-program"]')!;
  const button = (words: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim().replace(/^▶\s*/, '') === words);
  const marker = () => [...region.querySelectorAll('li')].find((li) => li.childElementCount === 1 && li.textContent?.includes('Next block goes here'));
  const check = (what: string, el: Element | null | undefined, problems: Seen[]) => {
    if (!el) return problems.push({ what, problem: 'missing' });
    const r = el.getBoundingClientRect();
    if (r.top < -1 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1) {
      return problems.push({ what, problem: `outside the screen: ${Math.round(r.top)}..${Math.round(r.bottom)} of ${innerHeight}` });
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(el === hit || el.contains(hit))) problems.push({ what, problem: `covered by ${hit?.outerHTML.slice(0, 80)}` });
  };
  const common = (problems: Seen[], running = false) => {
    check('grid', document.querySelector('[data-testid="code-lab-stage"]'), problems);
    check('Run', button('Run'), problems);
    if (running) check('Stop', button('Stop'), problems);
  };
  const sideways = document.documentElement.scrollWidth - innerWidth;
  if (mode === 'build') {
    const problems: Seen[] = [];
    common(problems);
    check('insertion row', region.querySelector('[data-slot][tabindex="0"]'), problems);
    check('insertion marker', marker(), problems);
    return Promise.resolve({ problems, steps: 0, sideways });
  }
  return new Promise((resolve) => {
    const problems: Seen[] = [];
    const rows = new Set<Element>();
    let quiet = 0;
    const started = performance.now();
    const frame = () => {
      const running = region.querySelector('[aria-current="step"]');
      if (running) {
        rows.add(running);
        quiet = 0;
        const before = problems.length;
        common(problems, true);
        check(`running row ${running.getAttribute('aria-label')}`, running, problems);
        problems.splice(before + 3);
      } else if (rows.size > 0) quiet++;
      if (rows.size >= maxSteps || quiet > 30 || performance.now() - started > 15_000) {
        resolve({ problems: problems.slice(0, 5), steps: rows.size, sideways });
      } else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const palette = (page: Page) => page.getByRole('group', { name: 'Blocks' });
const program = (page: Page) => page.getByRole('region', { name: 'Your program' });

async function walkPuzzles(page: Page, ids: readonly string[]) {
  // Every puzzle opens with its solution as this browser's guest's draft.
  await page.goto('/');
  const solutions = Object.fromEntries(codeLabLevels.map((l) => [l.id, solutionOf(l.id)]));
  await page.evaluate((drafts) => localStorage.setItem('ada.person.guest.codeLab.drafts', JSON.stringify(drafts)), solutions);
  for (const id of ids) {
    const level = codeLabLevels.find((l) => l.id === id)!;
    await page.goto(`/code-lab/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(level.title);
    await expect(program(page).getByRole('button', { name: 'Start of the program' })).toBeVisible();

    // Tap three blocks (a full program: its last row instead); after each, the insertion point shows.
    const blocks = palette(page).getByRole('button', { disabled: false });
    for (let i = 0; i < 3; i++) {
      const open = await blocks.count();
      await (open > 0 ? blocks.nth(i % open) : program(page).getByRole('button', { name: /^(Step \d+(\.\d+)*( of \w+)?( \(inside [^)]+\))?:|End of )/ }).last()).tap();
      const seen = await page.evaluate(watch, ['build', 0] as ['build', number]);
      expect(seen.problems, `${id} after tap ${i + 1}`).toEqual([]);
      expect(seen.sideways, `${id} scrolls sideways`).toBe(0);
    }

    // Run (fast): every frame of the first six steps has the grid, the running row and Run in view.
    await page.getByRole('radio', { name: 'Fast' }).check();
    const watching = page.evaluate(watch, ['run', 6] as ['run', number]);
    await page.getByRole('button', { name: 'Run' }).tap();
    const run = await watching;
    expect(run.steps, `${id}: the run showed its running block`).toBeGreaterThan(0);
    expect(run.problems, `${id} while running`).toEqual([]);
  }
}

type World = (typeof codeLabWorlds)[number];

/**
 * What sets a puzzle's layout on a phone: its grid's rows, columns and shape (a pen puzzle's
 * canvas is one square), the blocks in its palette, and the blocks and nesting of the program it opens
 * with (its solution). A puzzle that is no larger than another of its world in every one of these
 * fits where that one fits, so the walk takes the puzzles nothing in their world outgrows
 * (docs/decisions/397-ci-within-forty-minutes.md). A new puzzle larger in any way joins the walk.
 */
function outgrownByNone(world: World): string[] {
  const size = (id: string) => {
    const level = codeLabLevels.find((l) => l.id === id)!;
    const grid = 'grid' in level && Array.isArray(level.grid) ? (level.grid as readonly string[]) : null;
    const solution = solutionOf(id);
    const rows = grid ? grid.length : 1;
    const columns = grid ? Math.max(...grid.map((row) => row.length)) : 1;
    // The grid's height grows with its rows, and with rows per column once it fills the width.
    return [rows, columns, rows / columns, level.toolbox.length, countBlocks(solution), programDepth(solution)];
  };
  const sizes = world.levelIds.map((id) => ({ id, size: size(id) }));
  const outgrows = (a: number[], b: number[]) => a.every((v, i) => v >= b[i]!) && a.some((v, i) => v > b[i]!);
  const kept = sizes.filter(({ size: mine }) => !sizes.some(({ size: other }) => outgrows(other, mine)));
  // Of puzzles the same in every way, one is enough.
  return kept.filter(({ size: mine }, i) => kept.findIndex(({ size: other }) => other.join() === mine.join()) === i).map(({ id }) => id);
}

// The largest puzzles of each world on the smaller phone, which is narrower and shorter than the
// other below the same breakpoints: what fits there fits on a 390×844 phone, which walks each
// world's last puzzle (docs/decisions/387-one-walk-per-page.md).
const phones = [
  { viewport: { width: 360, height: 640 }, levels: outgrownByNone, which: 'the largest puzzles' },
  { viewport: { width: 390, height: 844 }, levels: (world: World) => world.levelIds.slice(-1), which: 'the last puzzle' },
];
for (const { viewport, levels, which } of phones) {
  test.describe(`on a ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });
    // A test per world, so they run side by side.
    for (const world of codeLabWorlds) {
      test(`${which} of ${world.title} keeps the grid, the working row and Run on screen`, async ({ page }) => {
        test.setTimeout(120_000);
        await walkPuzzles(page, levels(world));
      });
    }
  });
}

test.describe('the sign-up dialog on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Create Account is on screen without scrolling the dialog', async ({ page }) => {
    await page.goto('/code-lab');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Sign Up' }).tap();
    const create = dialog.getByRole('button', { name: 'Create Account' });
    const box = (await create.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // Nothing covers it: a tap on it lands on it (the form says what is missing).
    await create.tap({ trial: true });
  });
});
