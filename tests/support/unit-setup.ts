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

// Components read their words through useT, which waits for a namespace to load: in unit tests
// every web namespace is loaded in English up front, so a render shows its words at once.
if (typeof document !== 'undefined') {
  const { i18n, loadNamespace } = await import('../../src/web/i18n/i18n');
  const { messageLoaders } = await import('../../src/i18n/generated/web-loaders');
  await Promise.all(Object.keys(messageLoaders.en ?? {}).map((ns) => loadNamespace('en', ns)));
  i18n.activate('en');
}
