// The Vision Lab's drawing pad (docs/decisions/413-the-vision-lab-page.md#the-pad): 32×32 cells
// drawn as our own SVG. A finger, a pen or a mouse draws strokes (Pointer Events; `touch-action:
// none` on the pad only, so the page still scrolls around it), each quantised to cells as it is
// drawn. On a keyboard the pad is a grid: the arrows move a visible square (Shift and an arrow
// jump four), Space fills or empties its cell, and a screen reader hears where it is. Nothing but
// cells is kept: no canvas, no image (docs/product/code-lab.md#vision-lab).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { PAD_SIZE, type Cell } from '../../../../../domain/code-lab/stages/vision/vision-types';
import { useT } from '../../../../i18n/use-t';
import { addStroke, cellAt, hasInk, inkedCells, isSmall, toggleCell, type PadDrawing } from './pad-drawing';

type Props = {
  pad: PadDrawing;
  onChange(next: PadDrawing): void;
  /** Said when a stroke cannot be added (the drawing has 16). */
  onFull(): void;
};

const MOVES: Record<string, Cell> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const clamp = (n: number) => Math.min(PAD_SIZE - 1, Math.max(0, n));

/** The pad's inked cells as one path of unit squares (one element, however much ink). */
export const cellsPath = (cells: readonly Cell[]): string => cells.map(([x, y]) => `M${x} ${y}h1v1h-1z`).join('');

export function DrawingPad({ pad, onChange, onFull }: Props) {
  const t = useT('visionLab');
  const [stroke, setStroke] = useState<Cell[] | null>(null);
  const drawing = useRef<{ id: number; cells: Cell[] } | null>(null);
  const [cursor, setCursor] = useState<Cell>([PAD_SIZE / 2, PAD_SIZE / 2]);
  const [focused, setFocused] = useState(false);
  const [said, setSaid] = useState('');
  const keysId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  // A finger on the pad draws and nothing else: no scroll, zoom or text magnifier, and the browser
  // does not take the stroke for a gesture of its own (in Chromium that swallowed the next tap on
  // the page, "Add this drawing" among them). React's touch listeners are passive, so by hand.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const keep = (event: TouchEvent) => event.preventDefault();
    svg.addEventListener('touchstart', keep, { passive: false });
    svg.addEventListener('touchmove', keep, { passive: false });
    return () => {
      svg.removeEventListener('touchstart', keep);
      svg.removeEventListener('touchmove', keep);
    };
  }, []);

  const cellOf = (event: PointerEvent<SVGSVGElement>): Cell => {
    const box = event.currentTarget.getBoundingClientRect();
    return cellAt((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  };
  const down = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0 || drawing.current) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = { id: event.pointerId, cells: [cellOf(event)] };
    setStroke(drawing.current.cells);
  };
  const move = (event: PointerEvent<SVGSVGElement>) => {
    const now = drawing.current;
    if (!now || now.id !== event.pointerId) return;
    const cell = cellOf(event);
    const last = now.cells[now.cells.length - 1]!;
    if (cell[0] === last[0] && cell[1] === last[1]) return;
    now.cells = [...now.cells, cell];
    setStroke(now.cells);
  };
  const up = (event: PointerEvent<SVGSVGElement>) => {
    const now = drawing.current;
    if (!now || now.id !== event.pointerId) return;
    drawing.current = null;
    setStroke(null);
    const next = addStroke(pad, now.cells);
    if (next) onChange(next);
    else onFull();
  };

  const say = (cell: Cell, next: PadDrawing) =>
    setSaid(t('visionLab.pad.cursor', { row: cell[1] + 1, column: cell[0] + 1, ink: hasInk(next, cell) ? t('visionLab.pad.ink') : t('visionLab.pad.empty') }));
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = MOVES[event.key];
    if (step) {
      event.preventDefault();
      const by = event.shiftKey ? 4 : 1;
      const next: Cell = [clamp(cursor[0] + step[0] * by), clamp(cursor[1] + step[1] * by)];
      setCursor(next);
      say(next, pad);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      const next = toggleCell(pad, cursor);
      onChange(next);
      say(cursor, next);
    }
  };

  return (
    <div className="grid justify-items-center gap-2">
      <div
        role="application"
        tabIndex={0}
        aria-label={t('visionLab.pad.label')}
        aria-describedby={keysId}
        onKeyDown={key}
        onFocus={(event) => {
          setFocused(event.target === event.currentTarget);
          if (event.target === event.currentTarget) say(cursor, pad);
        }}
        onBlur={() => setFocused(false)}
        className="w-full max-w-[22rem] rounded-2xl outline-offset-4 focus-visible:outline-4 focus-visible:outline-violet-700"
        data-testid="vision-pad"
      >
        <svg
          ref={svgRef}
          viewBox={`0 0 ${PAD_SIZE} ${PAD_SIZE}`}
          className="block aspect-square w-full cursor-crosshair touch-none rounded-2xl border-2 border-violet-300 bg-white select-none"
          aria-hidden="true"
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
        >
          <path
            d={Array.from({ length: 7 }, (_, i) => `M${(i + 1) * 4} 0V${PAD_SIZE}M0 ${(i + 1) * 4}H${PAD_SIZE}`).join('')}
            stroke="#ede9fe"
            strokeWidth="0.15"
          />
          <path d={cellsPath(inkedCells(pad))} fill="#1e1b4b" />
          {stroke && <path d={cellsPath(inkedCells({ strokes: [stroke] }))} fill="#6d28d9" />}
          {focused && (
            <rect x={cursor[0] - 0.15} y={cursor[1] - 0.15} width="1.3" height="1.3" fill="none" stroke="#db2777" strokeWidth="0.3" />
          )}
        </svg>
      </div>
      <p id={keysId} className="text-sm text-slate-700">
        {t('visionLab.pad.keys')}
      </p>
      {/* A gentle hint, never a block: a small drawing is scaled up into thick blocks. Always there, so a screen reader hears it appear. */}
      <p aria-live="polite" className="text-sm font-semibold text-violet-800" data-testid="vision-draw-big">
        {!stroke && isSmall(pad) ? t('visionLab.pad.drawBig') : ''}
      </p>
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  );
}
