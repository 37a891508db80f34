// The content overlay (docs/product/languages.md) rewrites only the strings of plain objects and
// arrays: a lesson's bound activity rule (a function) passes through it, with no text leaves.
import { describe, expect, it } from 'vitest';
import { loopsLesson } from '../../content/lessons/loops';
import { localizeContent, textLeaves } from './content';

describe('a lesson with its bound activity', () => {
  it('keeps the activity rule working through the overlay', () => {
    const spanish = localizeContent(loopsLesson, 'loopsLesson', {
      'loopsLesson/learn.0.heading': '¿Qué es un bucle?',
    });
    expect(spanish.learn[0]!.heading).toBe('¿Qué es un bucle?');
    expect(spanish.activity.isDone).toBe(loopsLesson.activity.isDone);
    expect(spanish.activity.isDone({ count: 3, dancesDone: 1 })).toBe(true);
    expect(spanish.activity.isDone({ count: 4, dancesDone: 1 })).toBe(false);
  });

  it('has no text leaves in the activity', () => {
    expect(textLeaves({ activity: loopsLesson.activity })).toEqual([]);
    expect(textLeaves(loopsLesson).some(([path]) => path.startsWith('activity'))).toBe(false);
  });
});
