// "0 min", "12 min", "1 h", "1 h 5 min" (docs/product.md#time-on-task), for the class dashboard.
// The family page's child detail says it from the `childProgress` catalogue (minutesWords in
// src/web/components/child-progress/child-progress-detail.tsx), in the page's language.
export function minutesWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
