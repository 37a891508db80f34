// Where a grown-up's "today" begins (decision 270): the time zone their page names.

/**
 * The time zone the grown-up's page names (`?tz=`, an IANA name such as Europe/London) when this
 * server knows it; UTC when it is absent or unknown, never an error.
 */
export function knownTimeZone(name: string | undefined): string {
  if (!name) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}
