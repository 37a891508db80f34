// A finished world, celebrated in the solved dialog
// (docs/decisions/180-world-complete-celebration.md): "Birthday Adventure complete! +55 bonus
// points", a short burst of our own SVG confetti (none when the device asks for reduced motion) and
// a sound that is off until the child turns it on.
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import { playCelebration, useCelebrationSound } from './celebration-sound';

const PIECES = [
  { x: 8, color: '#f59e0b', turn: 220 },
  { x: 20, color: '#7c3aed', turn: -180 },
  { x: 32, color: '#e11d48', turn: 260 },
  { x: 44, color: '#16a34a', turn: -240 },
  { x: 56, color: '#0284c7', turn: 200 },
  { x: 68, color: '#f59e0b', turn: -260 },
  { x: 80, color: '#e11d48', turn: 180 },
  { x: 92, color: '#7c3aed', turn: -200 },
];

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function Confetti() {
  const box = useRef<SVGSVGElement>(null);
  useEffect(() => {
    const pieces = box.current?.querySelectorAll<SVGRectElement>('rect');
    if (!pieces || reducedMotion() || typeof Element.prototype.animate !== 'function') return;
    const animations = [...pieces].map((piece, i) =>
      piece.animate(
        [
          { transform: 'translateY(-30px) rotate(0deg)', opacity: 1 },
          { transform: `translateY(70px) rotate(${PIECES[i]!.turn}deg)`, opacity: 0 },
        ],
        { duration: 1400, delay: i * 70, easing: 'ease-in', fill: 'forwards' },
      ),
    );
    return () => animations.forEach((a) => a.cancel());
  }, []);
  return (
    <svg ref={box} viewBox="0 0 100 40" className="pointer-events-none absolute inset-x-0 top-0 h-full w-full" aria-hidden="true">
      {PIECES.map((p) => (
        <rect
          key={p.x}
          x={p.x}
          y={4}
          width={4}
          height={7}
          rx={1}
          fill={p.color}
          opacity={0}
          style={{ transformBox: 'fill-box', transformOrigin: 'center' }}
        />
      ))}
    </svg>
  );
}

export function WorldComplete({ words }: { words: string }) {
  const t = useT('codeLab');
  const [sound, setSound] = useCelebrationSound();
  const played = useRef(false);
  useEffect(() => {
    if (sound && !played.current) {
      played.current = true;
      playCelebration();
    }
  }, [sound]);

  return (
    <div className="relative grid justify-items-center gap-2 overflow-hidden rounded-2xl border-2 border-amber-400 bg-amber-50 p-4">
      <Confetti />
      <p className="text-xl font-extrabold text-amber-950">
        {words}
      </p>
      <button
        type="button"
        aria-pressed={sound}
        onClick={() => setSound(!sound)}
        className="relative inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-amber-700 bg-white px-4 font-bold text-amber-900 hover:bg-amber-100"
      >
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path d="M4 9 H8 L13 5 V19 L8 15 H4 Z" fill="currentColor" />
          {sound ? (
            <path d="M16 9 Q18 12 16 15 M18.5 6.5 Q22 12 18.5 17.5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          ) : (
            <path d="M16 9 L21 15 M21 9 L16 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        {t('codeLab.solved.sound')}
      </button>
    </div>
  );
}
