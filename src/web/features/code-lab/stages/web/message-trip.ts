// Where the message goes when the child sends it (docs/decisions/409-the-web-lab-page.md#the-network-levels):
// the houses of the goal the check stopped at (the last goal when every one is met), along the
// fewest hops the engine finds (`messagePath`, the path the check itself counts). A `via` goal
// goes to the letterbox, then on; `everyone` goes to the house furthest from the start. A message
// that cannot go on stops at the last house it reached.
import type { NetworkLevel } from '../../../../../domain/code-lab/stages/web/web-level';
import type { NetworkProgram } from '../../../../../domain/code-lab/stages/web/web-program';
import type { HouseId } from '../../../../../domain/code-lab/stages/web/web-types';
import { messagePath, type NetworkCheck } from '../../../../../domain/code-lab/stages/web/web-check';

export function messageTrip(level: NetworkLevel, program: NetworkProgram, check: NetworkCheck): HouseId[] {
  const goal = check.outcome === 'not-yet' ? check.miss.goal : level.goals[level.goals.length - 1];
  if (!goal) return [];
  const path = (from: HouseId, to: HouseId) => messagePath(level, program, from, to);
  if (goal.kind === 'reach') return path(goal.from, goal.to) ?? [goal.from];
  if (goal.kind === 'via') {
    const letterbox = level.houses.find((h) => h.letterbox)?.id;
    const there = letterbox ? path(goal.from, letterbox) : null;
    if (!there || !letterbox) return [goal.from];
    const on = path(letterbox, goal.to);
    return on ? [...there, ...on.slice(1)] : there;
  }
  // Everyone: the longest of the fewest-hop paths from the start (the first such house, left to right).
  let longest: HouseId[] = [goal.from];
  for (const house of level.houses) {
    const way = path(goal.from, house.id);
    if (way && way.length > longest.length) longest = way;
  }
  return longest;
}
