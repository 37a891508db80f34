// `?tz=Europe/London`: this browser's time zone, for the grown-up pages whose days begin at the
// grown-up's midnight (the class CSV's times, time on task: docs/decisions/270-time-on-task.md).
// Empty without one.
export function tzQuery(): string {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return tz ? `?tz=${encodeURIComponent(tz)}` : '';
}
