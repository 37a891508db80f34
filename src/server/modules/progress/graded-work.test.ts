// docs/product/lessons.md#graded-by-the-server: every activity of the curriculum has its evidence
// rule, every open lesson its quiz, and the finished states the tests send pass the same rules the
// server applies, while unfinished ones do not.
import { describe, expect, it } from 'vitest';
import { curriculum } from '../../../../content/curriculum';
import { activityIds, openLessons } from '../../../domain/lessons/curriculum';
import { activityChecks } from '../../../domain/lessons/graded-work';
import { doneActivity } from '../../../../tests/support/lesson-work';
import { activityDone } from './graded-work';

describe('activity evidence', () => {
  it('has one rule for each activity of the curriculum, and none more', () => {
    expect(Object.keys(activityChecks).sort()).toEqual(activityIds(curriculum).sort());
  });

  it.each(activityIds(curriculum))('accepts a finished %s', (activityId) => {
    expect(activityDone(activityId, doneActivity(activityId))).toBe(true);
  });

  it.each([
    ['code-builder', { program: ['say-hello', 'move-forward'] }],
    ['morning-routine', { slots: ['wake-up', 'eat-breakfast', 'brush-teeth'] }],
    ['robot-dance', { count: 4, dancesDone: 1 }],
    ['pattern-practice', { solvedIds: ['colors-two', 'colors-two', 'numbers', 'letters'] }],
    ['weather-helper', { placed: ['then-sunglasses', 'if-sunny', 'if-rain', 'then-umbrella'] }],
    ['ai-chat', { questionsAnswered: 2 }],
    ['chorus-dance', { chorus: ['clap'], song: [{ kind: 'chorus' }, { kind: 'chorus' }] }],
    ['counting-boxes', { missions: [doneActivity('counting-boxes').missions as unknown[]][0]!.slice(0, 1) }],
    ['counting-boxes', { missions: [[], []] }],
    ['ai-chat', 'three'],
    ['ai-chat', undefined],
    ['mint-points', { questionsAnswered: 3 }],
  ])('refuses an unfinished or malformed %s', (activityId, evidence) => {
    expect(activityDone(activityId, evidence)).toBe(false);
  });

  it('knows every open lesson that completes on quiz and activity by its activity', () => {
    for (const lesson of openLessons(curriculum).filter((l) => l.completesWhen === 'quiz-and-activity'))
      expect(activityChecks[lesson.activityId!], lesson.id).toBeDefined();
  });
});
