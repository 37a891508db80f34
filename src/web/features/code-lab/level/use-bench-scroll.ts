// The level page on a phone keeps the grid stuck at the top and the blocks stuck at the bottom
// (docs/decisions/176-code-lab-on-a-phone.md). This keeps what the child works on between them: the
// page's scroll padding is the two bars' heights (so a focused row is never hidden under one), and
// after each edit the insertion point, during a run the running block, is scrolled into view.
import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';

const programRegion = (bench: HTMLElement) => bench.querySelector<HTMLElement>('[aria-labelledby="code-lab-program"]');

/** The "Next block goes here" marker (the editor draws it), in any language. */
const insertionMarker = (region: HTMLElement) => region.querySelector<HTMLElement>('[data-insertion-marker]');

const show = (element: Element | null | undefined) => element?.scrollIntoView({ block: 'nearest' });

type Refs = { bench: RefObject<HTMLElement | null>; top: RefObject<HTMLElement | null> };

/** The two bars' heights as --code-lab-top and --code-lab-bottom on the page. */
function measureBars({ bench, top }: Refs) {
  const root = document.documentElement;
  const bottom = bench.current?.querySelector<HTMLElement>('[aria-labelledby="code-lab-blocks"]');
  root.style.setProperty('--code-lab-top', `${top.current?.offsetHeight ?? 0}px`);
  root.style.setProperty('--code-lab-bottom', `${bottom?.offsetHeight ?? 0}px`);
  return [top.current, bottom];
}

/** Keeps the bars' heights up to date while the puzzle is shown. */
function useBarHeights(refs: Refs) {
  useLayoutEffect(() => {
    const observer = new ResizeObserver(() => measureBars(refs));
    for (const el of measureBars(refs)) if (el) observer.observe(el);
    return () => {
      observer.disconnect();
      document.documentElement.style.removeProperty('--code-lab-top');
      document.documentElement.style.removeProperty('--code-lab-bottom');
    };
  }, [refs]);
}

/**
 * `program` and `slot` change on every edit or move of the insertion point; `runningBlockId`
 * on every step shown. Nothing scrolls when the page opens: the child reads the puzzle first.
 * Layout effects, so no frame is ever painted with the new row out of view.
 */
export function useBenchScroll(bench: Refs['bench'], top: Refs['top'], program: object, slot: object, runningBlockId: string | null) {
  const refs = useMemo(() => ({ bench, top }), [bench, top]);
  useBarHeights(refs);
  const opened = useRef({ program, slot });
  useLayoutEffect(() => {
    if (program === opened.current.program && slot === opened.current.slot) return;
    const region = bench.current && programRegion(bench.current);
    if (!region) return;
    // The bars may have changed with this edit ("Your program is full"): measure them first.
    measureBars(refs);
    show(insertionMarker(region));
    show(region.querySelector('[data-slot][tabindex="0"]'));
  }, [bench, refs, program, slot]);
  useLayoutEffect(() => {
    if (!runningBlockId || !bench.current) return;
    measureBars(refs);
    show(programRegion(bench.current)?.querySelector('[aria-current="step"]'));
  }, [bench, refs, runningBlockId]);
}
