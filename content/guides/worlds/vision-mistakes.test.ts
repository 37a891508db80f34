import { describe, expect, it } from 'vitest';
import { checkVisionLevel } from '../../../src/domain/code-lab/stages/vision/vision-check';
import type { VisionLevel } from '../../../src/domain/code-lab/stages/vision/vision-level';
import { checkTrainingForLevel, parseVisionProgram, type TrainingProgram } from '../../../src/domain/code-lab/stages/vision/vision-program';
import type { Drawing, VisionLabel } from '../../../src/domain/code-lab/stages/vision/vision-types';
import { findLevel, visionLabWorlds } from '../../code-lab/levels';
import { circle, cup, face, house, key, spoon, square, star, tree, triangle } from '../../code-lab/vision-drawings';
import { visionSolutions } from '../../code-lab/solutions/vision';
import { worldGuides } from './index';

// Each mistake the Vision Lab's guide names (content/guides/worlds/vision.ts) is a training set a
// child can make on that level (its words, its number of examples), and its check fails where the
// mistake says: the test drawings it gets wrong are of the labels named
// (docs/decisions/414-computer-vision-lesson.md#the-guides).

const set = (...labels: [VisionLabel, Drawing[]][]): TrainingProgram => ({
  version: 6,
  kind: 'training',
  labels: labels.map(([word, examples]) => ({ word, examples })),
});
const circles = [circle(16, 16, 12), circle(14, 18, 7), circle(18, 14, 9)];
const squares = [square(5, 5, 21), square(10, 10, 10), square(18, 6, 8)];
const happy = [face(16, 16, 12, 'happy'), face(15, 16, 9, 'happy'), face(16, 16, 14, 'happy')];
const sad = [face(16, 16, 12, 'sad'), face(15, 16, 9, 'sad'), face(16, 16, 14, 'sad')];
const keysLyingDown = [key(8, 16, 4, 18), key(7, 14, 3, 16), key(9, 12, 5, 15), key(6, 16, 4, 20)];
const vision5 = visionSolutions['vision-5']!;
const confused = (findLevel('vision-6') as VisionLevel).startTraining!;
const [startCircles, startSquares] = [confused.labels[0]!.examples, confused.labels[1]!.examples];

/** Level id, the mistake's index in the guide, the training set, the labels of the test drawings it gets wrong. */
type MistakeRun = [string, number, TrainingProgram, VisionLabel[]];
// prettier-ignore
const runs: MistakeRun[] = [
  ['vision-1', 0, set(['circle', circles], ['square', []]), ['square']],
  ['vision-1', 1, set(['circle', [circles[0]!, square(8, 8, 16), square(4, 4, 20)]], ['square', squares]), ['circle', 'square']],
  ['vision-2', 0, set(['circle', circles], ['square', squares], ['triangle', []]), ['triangle']],
  ['vision-2', 1, set(['circle', circles], ['square', squares], ['triangle', [triangle(5, 5, 22)]]), ['triangle']],
  ['vision-3', 0, set(['happy', sad], ['sad', happy]), ['happy', 'sad']],
  ['vision-3', 1, set(['happy', [circle(16, 16, 12), circle(15, 16, 9), circle(16, 16, 14)]], ['sad', sad]), ['happy']],
  ['vision-3', 2, set(['happy', happy], ['sad', [sad[0]!]]), ['sad']],
  ['vision-4', 0, set(['key', keysLyingDown], ['not-key', []]), ['not-key']],
  ['vision-4', 1, set(['key', keysLyingDown], ['not-key', [cup(9, 8, 12, 14), cup(8, 8, 14, 12), cup(10, 9, 10, 14)]]), ['not-key']],
  ['vision-5', 0, set(['key', keysLyingDown], ['not-key', [cup(9, 8, 12, 14), house(8, 5, 14), star(16, 16, 11), spoon(6, 16, 19), spoon(16, 6, 18), tree(15, 4, 5, 13)]]), ['key', 'not-key']],
  ['vision-5', 1, set(['key', vision5.labels[0]!.examples], ['not-key', vision5.labels[1]!.examples.filter((_, i) => i !== 3 && i !== 5)]), ['not-key']],
  ['vision-6', 0, set(['circle', [startCircles[0]!, startCircles[1]!, startCircles[3]!]], ['square', startSquares]), ['square']],
  ['vision-6', 1, set(['circle', startCircles.slice(0, 3)], ['square', startSquares.slice(0, 1)]), ['square']],
];

const visionWorldIds = new Set<string>(visionLabWorlds.map((w) => w.id));

describe('the mistakes in the Vision Lab’s world guide', () => {
  it('has a run for every mistake of every level, and no run for a mistake that is not there', () => {
    const named = worldGuides
      .filter((g) => visionWorldIds.has(g.worldId))
      .flatMap((g) => Object.entries(g.mistakes).flatMap(([levelId, list]) => list.map((_, i) => `${levelId} ${i}`)));
    expect(named.length).toBeGreaterThan(0);
    expect(runs.map(([levelId, i]) => `${levelId} ${i}`).sort()).toEqual(named.sort());
  });

  it.each(runs.map((r, n) => [`${r[0]} #${r[1] + 1} (${n})`, ...r] as const))(
    '%s: a training set the level allows, and it gets wrong only test drawings of the labels the mistake names',
    (_, levelId, __, program, wrongLabels) => {
      const level = findLevel(levelId) as VisionLevel;
      expect(parseVisionProgram(program)).toMatchObject({ ok: true });
      expect(checkTrainingForLevel(level, program)).toEqual({ ok: true });
      const check = checkVisionLevel(level, program);
      expect(check.outcome).toBe('not-solved');
      const wrong = new Set(check.results.flatMap((r, i) => (r.right ? [] : [level.tests[i]!.label])));
      expect([...wrong].sort()).toEqual([...wrongLabels].sort());
    },
  );

  it('the key lying down only set misses keys standing up, as the mistake says', () => {
    const level = findLevel('vision-5') as VisionLevel;
    const check = checkVisionLevel(level, runs.find(([id, i]) => id === 'vision-5' && i === 0)![2]);
    const missedKeys = check.results.flatMap((r, i) => (!r.right && level.tests[i]!.label === 'key' ? [i] : []));
    expect(missedKeys.length).toBeGreaterThan(0);
  });
});
