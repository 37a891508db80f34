// A small, fast, seeded generator (mulberry32) for the Code Lab: the property tests' random
// programs (random-programs.ts) and a game's "go to a random spot" (stages/game/game-stage.ts,
// seeded by the scene). The same seed gives the same numbers on the page and the server: no clock,
// no Math.random (docs/decisions/392-a-stage-kind-is-one-folder.md).

/** mulberry32: a small, fast, seeded PRNG. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}
export type Rng = ReturnType<typeof prng>;
