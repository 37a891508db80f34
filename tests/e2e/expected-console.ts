/**
 * Chromium logs every 4xx answer as a console error ("Failed to load resource: ... 401").
 * A journey that provokes one on purpose removes exactly that many, so anything else still fails.
 */
export function expectConsoleErrorsFromStatus(errors: string[], status: number, count = 1): void {
  for (let i = 0; i < count; i++) {
    const index = errors.findIndex((e) => e.includes(`status of ${status}`));
    if (index === -1) throw new Error(`expected a console error for HTTP ${status}; got ${JSON.stringify(errors)}`);
    errors.splice(index, 1);
  }
}
