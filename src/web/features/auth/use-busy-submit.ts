import { useRef, useState, type FormEvent } from 'react';

/** Runs one submit at a time and says whether one is running (the busy label, docs/product.md#sign-in-and-sign-up). */
export function useBusySubmit(run: () => Promise<unknown>): {
  busy: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
} {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  return {
    busy,
    onSubmit(event) {
      event.preventDefault();
      if (running.current) return;
      running.current = true;
      setBusy(true);
      void run().finally(() => {
        running.current = false;
        setBusy(false);
      });
    },
  };
}
