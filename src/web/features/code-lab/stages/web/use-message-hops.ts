// The message's trip along its path, hop by hop (docs/decisions/409-the-web-lab-page.md#the-network-levels):
// one hop a second, so the polite commentary that says each hop is never more than one
// announcement a second. Under reduced motion the trip is shown whole at once (the path lit, no
// motion) and said in one sentence. The outcome is known before the trip starts; `onArrived` is
// when it is said.
import { useCallback, useEffect, useRef, useState } from 'react';

/** One hop a second: the commentary's pace (at most one announcement a second). */
const HOP_MS = 1000;

type Trip = { path: readonly string[]; hops: number; going: boolean };

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export function useMessageHops(onArrived: () => void) {
  const [trip, setTrip] = useState<Trip>({ path: [], hops: 0, going: false });
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const arrived = useRef(onArrived);
  arrived.current = onArrived;

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  /** Sends the message along `path` (called from a tap or a key: the browser is awake). */
  const send = useCallback(
    (path: readonly string[]) => {
      stop();
      const last = Math.max(0, path.length - 1);
      if (prefersReducedMotion() || last === 0) {
        setTrip({ path, hops: last, going: false });
        arrived.current();
        return;
      }
      setTrip({ path, hops: 0, going: true });
      let hops = 0;
      timer.current = setInterval(() => {
        hops += 1;
        const done = hops >= last;
        setTrip({ path, hops, going: !done });
        if (done) {
          stop();
          arrived.current();
        }
      }, HOP_MS);
    },
    [stop],
  );

  /** The street changed: no message on it. */
  const clear = useCallback(() => {
    stop();
    setTrip({ path: [], hops: 0, going: false });
  }, [stop]);

  return { ...trip, send, clear };
}
