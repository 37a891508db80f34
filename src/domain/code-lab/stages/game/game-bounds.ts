// What every game run keeps to, whatever its program (docs/product/code-lab.md#game-lab), as a
// list of what it broke: the property tests of the engine (game.property.test.ts) and of the
// puzzles' scenes (content/code-lab/game-levels.test.ts) read it. Nothing in the app uses it.
import type { GameRun } from './game-stage';
import { MAX_FRAMES, PROPERTY_RANGES, SPRITE_PROPERTIES, STEPS_PER_FRAME, type GameScene } from './game-types';

/** The first few ways `run` breaks a bound (empty: it keeps them all). */
export function boundsBroken(run: GameRun, scene: GameScene, maxFrames: number): string[] {
  const problems: string[] = [];
  const frames = run.frames.length;
  const most = Math.min(maxFrames, MAX_FRAMES);
  const timerEnds = scene.timerFrames !== undefined && scene.timerFrames <= most;
  if (frames === 0) problems.push('no frame');
  if (run.steps > frames * STEPS_PER_FRAME) problems.push(`${run.steps} steps in ${frames} frames`);
  if (run.outcome === 'timeout') {
    if (run.overBudget?.frame !== frames - 1) problems.push('stopped, and not in its last frame');
  } else if (run.overBudget) problems.push('over budget, and not stopped');
  else if (frames !== (timerEnds ? scene.timerFrames : most)) problems.push(`ended after ${frames} frames`);
  if (frames > most) problems.push(`${frames} frames, more than ${most}`);
  run.frames.forEach((frame, at) => {
    if (frame.frame !== at) problems.push(`frame ${at} says ${frame.frame}`);
    for (const s of frame.sprites)
      for (const p of SPRITE_PROPERTIES) {
        const v = s[p];
        if (!Number.isInteger(v) || Object.is(v, -0) || v < PROPERTY_RANGES[p].min || v > PROPERTY_RANGES[p].max)
          problems.push(`frame ${at}: the ${s.id}'s ${p} is ${v}`);
      }
  });
  for (let i = 1; i < run.contacts.length; i++)
    if (run.contacts[i]!.frame < run.contacts[i - 1]!.frame) problems.push(`contact ${i} out of order`);
  return problems.slice(0, 5);
}
