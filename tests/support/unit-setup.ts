import { afterEach, beforeEach, vi } from 'vitest';

// Epic Stack habit: an unexpected console.error fails the test. One is expected: a lazy part
// of a screen loads with its words (docs/decisions/319-first-load-of-each-language.md), so it
// suspends once, and React advises a test that did not await that render to do so; the test then
// waits for what it checks by itself.
const suspendedInAct = /A component suspended inside an `act` scope, but the `act` call was not awaited/;
let errorSpy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (suspendedInAct.test(String(args[0]))) return;
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
  const { localeLoaders } = await import('../../src/i18n/generated/web-loaders');
  const english = (await localeLoaders.en!()).default;
  await Promise.all(Object.keys(english.messages).map((ns) => loadNamespace('en', ns)));
  i18n.activate('en');
}
