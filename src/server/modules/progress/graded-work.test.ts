// docs/product/lessons.md#graded-by-the-server: every activity of the curriculum has its rule bound
// in its lesson's content, and the finished states the tests send pass the same rules the server
// applies, while unfinished ones do not.
import { describe, expect, it } from 'vitest';
import { curriculum } from '../../../../content/curriculum';
import { lessonContents } from '../../../../content/generated/lessons';
import { activityIds } from '../../../domain/lessons/curriculum';
import { doneActivity } from '../../../../tests/support/lesson-work';
import { activityDone } from './graded-work';

describe('activity evidence', () => {
  it('has the rule of every curriculum lesson with an activity bound in its content', () => {
    const unbound = curriculum.lessons
      .filter((lesson) => lesson.activityId !== null)
      .filter((lesson) => !Object.hasOwn(lessonContents, lesson.id) || !lessonContents[lesson.id]?.activity)
      .map((lesson) => `${lesson.id} (${lesson.activityId}): no activity bound in content/lessons/${lesson.id}.ts`);
    expect(unbound).toEqual([]);
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
    ['object-workshop', { ...doneActivity('object-workshop'), tried: [] }],
    ['object-workshop', { objects: {}, tried: [] }],
    ['game-wiring', { wires: [{ event: 'start', action: 'say-go' }, { event: 'right-key', action: 'move-right' }] }],
    ['game-wiring', { wires: 'start -> say-go' }],
    ['beat-maker', { beat: { kick: [true, false, true, false], snare: [false, true, false, true], hat: [true, true, true, false] } }],
    ['beat-maker', { beat: { kick: [1, 0, 1, 0], snare: [0, 1, 0, 1], hat: [1, 1, 1, 1] } }],
    ['safe-page', { share: ['animal', 'tree', 'football', 'colour'], private: ['address', 'phone', 'school'] }],
    ['safe-page', { share: ['animal', 'tree', 'football', 'colour', 'photo'], private: ['address', 'phone', 'school'] }],
    ['safe-page', { share: ['animal', 'tree', 'football', 'football'], private: ['address', 'phone', 'school', 'photo'] }],
    ['safe-page', { share: ['animal', 'tree', 'football', 'colour'], private: 'address phone school photo' }],
    ['key-finder', { examples: ['key-lying', 'key-long', 'cup', 'cup-wide', 'tree', 'tree-tall'] }],
    ['key-finder', { examples: ['key-lying', 'key-long', 'key-standing', 'key-standing-big', 'cup', 'cup-wide', 'tree', 'tree-tall', 'key-standing'] }],
    ['key-finder', { examples: ['key-lying', 'key-long', 'key-standing', 'key-standing-big', 'cup', 'cup-wide', 'tree', 'tree-tall', 'spoon'] }],
    ['key-finder', { examples: 'key-lying key-standing key-standing-big cup tree tree-tall' }],
    ['ai-chat', 'three'],
    ['ai-chat', undefined],
    ['mint-points', { questionsAnswered: 3 }],
  ])('refuses an unfinished or malformed %s', (activityId, evidence) => {
    expect(activityDone(activityId, evidence)).toBe(false);
  });
});
