import { afterEach, beforeEach, vi } from 'vitest';

// Epic Stack habit: an unexpected console.error fails the test.
let errorSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(async () => {
  errorSpy?.mockRestore();
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
