// A big, friendly "you did it" message over the page that goes away by itself.
// Usage: <CelebrationOverlay open={celebrating} onDone={() => setCelebrating(false)}
//          durationMs={DELAYS_MS.celebrationOverlay} title="Lesson Complete!" message="+50 coding points" />
// role="status" so screen readers hear it; it never blocks clicks; it does not bounce under
// prefers-reduced-motion.
import { useEffect } from 'react';

type Props = { open: boolean; onDone: () => void; durationMs: number; title: string; message?: string; icon?: string };

export function CelebrationOverlay({ open, onDone, durationMs, title, message, icon = '🎉' }: Props) {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onDone, durationMs);
    return () => clearTimeout(timer);
  }, [open, durationMs, onDone]);

  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-0 z-50 grid place-items-center p-4">
      {open && (
        <div className="grid gap-2 rounded-3xl border-4 border-amber-300 bg-white px-10 py-8 text-center shadow-2xl motion-safe:animate-bounce">
          <span aria-hidden="true" className="text-6xl">
            {icon}
          </span>
          <p className="text-3xl font-extrabold text-violet-900">{title}</p>
          {message && <p className="text-2xl font-bold text-emerald-800">{message}</p>}
        </div>
      )}
    </div>
  );
}
