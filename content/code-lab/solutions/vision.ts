import type { TrainingProgram } from '../../../src/domain/code-lab/stages/vision/vision-program';
import type { Drawing, VisionLabel } from '../../../src/domain/code-lab/stages/vision/vision-types';
import { asGrid, circle, cup, face, flower, house, key, spoon, square, star, tree, triangle, wobbly } from '../vision-drawings';

// The Vision Lab's reference training sets, by level id. Server-only
// (docs/decisions/260-solutions-stay-on-the-server.md). Drawn as a child draws: each drawing
// wobbles by a seeded hand (`wobbly`), and one of vision-3's faces is a keyboard grid drawing.
// Each solves its puzzle with 3 stars, and the one before does not.

let seed = 412;
const drawn = (drawing: Drawing): Drawing => wobbly(drawing, seed++);
const set = (...labels: [VisionLabel, Drawing[]][]): TrainingProgram => ({
  version: 6,
  kind: 'training',
  labels: labels.map(([word, examples]) => ({ word, examples: examples.map(drawn) })),
});

const circles = [circle(16, 16, 12), circle(14, 18, 7), circle(18, 14, 9), circle(16, 16, 4), circle(15, 15, 14), circle(16, 16, 10)];
const squares = [square(5, 5, 21), square(10, 10, 10), square(18, 6, 8), square(12, 12, 5), square(4, 12, 15), square(8, 8, 17)];

export const visionSolutions: Record<string, TrainingProgram> = {
  'vision-1': set(['circle', circles], ['square', squares]),
  'vision-2': set(
    ['circle', circles],
    ['square', squares],
    ['triangle', [triangle(5, 5, 22), triangle(10, 10, 12), triangle(4, 6, 12, 18), triangle(12, 12, 8, 6), triangle(6, 10, 20, 12), triangle(8, 8, 16)]],
  ),
  'vision-3': set(
    ['happy', [face(16, 16, 12, 'happy'), face(15, 16, 9, 'happy'), face(16, 16, 14, 'happy'), asGrid(face(16, 16, 11, 'happy')), face(17, 15, 8, 'happy'), face(16, 17, 13, 'happy'), face(15, 15, 10, 'happy')]],
    ['sad', [face(16, 16, 12, 'sad'), face(15, 16, 9, 'sad'), face(16, 16, 14, 'sad'), asGrid(face(16, 16, 11, 'sad')), face(17, 15, 8, 'sad'), face(16, 17, 13, 'sad'), face(15, 15, 10, 'sad')]],
  ),
  'vision-4': set(
    ['key', [key(8, 16, 4, 18), key(7, 14, 3, 16), key(9, 12, 5, 15), key(6, 16, 4, 20), key(10, 15, 4, 12)]],
    ['not-key', [cup(9, 8, 12, 14), house(8, 5, 14), star(16, 16, 11), flower(16, 16, 7), tree(15, 4, 5, 13), tree(17, 2, 7, 10), cup(10, 10, 10, 11)]],
  ),
  'vision-5': set(
    [
      'key',
      [
        key(8, 16, 4, 18),
        key(16, 7, 4, 17, 'down'),
        key(7, 7, 4, 19, 'diagonal'),
        key(7, 23, 4, 19, 'up'),
        key(10, 14, 7, 13),
        key(15, 9, 6, 15, 'down'),
        key(5, 25, 5, 17, 'up'),
        key(8, 8, 6, 15, 'diagonal'),
        key(12, 14, 8, 10),
        key(14, 7, 7, 13, 'down'),
      ],
    ],
    ['not-key', [cup(9, 8, 12, 14), house(8, 5, 14), star(16, 16, 11), spoon(6, 16, 19), flower(16, 16, 7), spoon(16, 6, 18), tree(15, 4, 5, 13), spoon(5, 12, 21)]],
  ),
  'vision-6': {
    version: 6,
    kind: 'training',
    labels: [
      { word: 'circle', examples: [circle(16, 16, 10), circle(14, 15, 6), circle(17, 16, 13)] },
      { word: 'square', examples: [square(11, 11, 10), square(12, 12, 7), drawn(square(6, 6, 20))] },
    ],
  },
};
