// An activity's evidence as the server reads it (docs/product/lessons.md#graded-by-the-server):
// small, strict type guards, zod-free, so each engine can declare its own beside its rule and zod
// stays out of the lesson pages' chunks (docs/decisions/395-the-lessons-index-is-generated.md).

/** Whether an unknown value has the shape T. */
export type Guard<T> = (value: unknown) => value is T;
/** The shape a guard checks. */
export type ShapeOf<G> = G extends Guard<infer T> ? T : never;

/** A string of at most `max` characters. */
export const text =
  (max: number): Guard<string> =>
  (value): value is string =>
    typeof value === 'string' && value.length <= max;

/** A whole number from `min` to `max`. */
export const whole =
  (min: number, max: number): Guard<number> =>
  (value): value is number =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** One of the given strings or numbers, exactly. */
export const oneOf =
  <const T extends readonly (string | number)[]>(values: T): Guard<T[number]> =>
  (value): value is T[number] =>
    values.some((v) => v === value);

/** An array of at most `max` items, each passing `item`. */
export const list =
  <T>(item: Guard<T>, max: number): Guard<T[]> =>
  (value): value is T[] => {
    if (!Array.isArray(value) || value.length > max) return false;
    for (let i = 0; i < value.length; i++) if (!item(value[i])) return false;
    return true;
  };

/** A plain object whose known keys pass their guards; other keys are ignored. */
export const shape =
  <S extends Record<string, Guard<unknown>>>(keys: S): Guard<{ [K in keyof S]: ShapeOf<S[K]> }> =>
  (value): value is { [K in keyof S]: ShapeOf<S[K]> } => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    return Object.entries(keys).every(([key, guard]) => guard(record[key]));
  };

/** Either shape. */
export const either =
  <A, B>(a: Guard<A>, b: Guard<B>): Guard<A | B> =>
  (value): value is A | B =>
    a(value) || b(value);

/** An activity's rule, bound to the content it reads: whether the evidence shows it done. */
export type LessonActivity = { isDone(evidence: unknown): boolean };

/** The rule `isDone` for evidence that passes `guard`; anything malformed (or none) is not done. */
export const activityRule = <T>(
  guard: Guard<T>,
  isDone: (evidence: T) => boolean,
): LessonActivity => ({
  isDone: (evidence) => evidence !== undefined && guard(evidence) && isDone(evidence),
});
