// The Code Lab's limits (docs/product/code-lab.md#points), named once. The points themselves
// are in points-rule.ts.

/** Solve checks per account per hour (posts and transferred guest solves). */
export const CODE_LAB_SOLVES_PER_HOUR = 120;
/** Runs posted per account per hour (every POST /api/code-lab/runs counts; 429 past it). */
export const CODE_LAB_RUNS_PER_HOUR = 120;
/** Failed runs counted per account and level: at most one a second. */
export const CODE_LAB_RUN_COUNT_INTERVAL_MS = 1000;
