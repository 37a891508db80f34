// A green banner that hides itself after a while (3 s for the sequence and pattern banners: docs/product/lessons.md#timings).
// Usage: <SuccessBanner show={done} onHide={() => setShowBanner(false)} durationMs={DELAYS_MS.successBanner}>
//          You put the steps in the right order!</SuccessBanner>
import { useEffect, type ReactNode } from 'react';

type Props = { show: boolean; onHide: () => void; durationMs: number; children: ReactNode };

export function SuccessBanner({ show, onHide, durationMs, children }: Props) {
  useEffect(() => {
    if (!show) return;
    const timer = setTimeout(onHide, durationMs);
    return () => clearTimeout(timer);
  }, [show, durationMs, onHide]);

  return (
    <div role="status" aria-live="polite">
      {show && (
        <p className="rounded-2xl border-2 border-emerald-400 bg-emerald-50 p-4 text-xl font-extrabold text-emerald-950">
          <span aria-hidden="true">🌟 </span>
          {children}
        </p>
      )}
    </div>
  );
}
