import { describe, expect, it } from 'vitest';
import { MAX_EXAMPLES } from '../../src/domain/code-lab/stages/vision/vision-types';
import { features } from '../../src/domain/code-lab/stages/vision/vision-features';
import { openingLevel } from '../../src/domain/lessons/curriculum';
import { testFinder } from '../../src/domain/lessons/key-finder';
import { gradeQuiz, type QuizAnswers } from '../../src/domain/lessons/quiz';
import { curriculum } from '../curriculum';
import { computerVisionLesson, keyFinder } from './computer-vision';

// Computer Vision (docs/product/lessons.md#computer-vision).
const entry = curriculum.lessons.find((l) => l.id === 'computer-vision')!;
const right: QuizAnswers = Object.fromEntries(computerVisionLesson.quiz.questions.map((q) => [q.id, q.answer]));
const wrongOn = (...ids: string[]): QuizAnswers =>
  Object.fromEntries(
    computerVisionLesson.quiz.questions.map((q) => [q.id, ids.includes(q.id) ? q.options.find((o) => o.value !== q.answer)!.value : q.answer]),
  );
const rule = computerVisionLesson.activity;
const done = (examples: string[]) => rule.isDone({ examples });
const ids = keyFinder.cards.map((c) => c.id);
const start = [...keyFinder.start];
const standing = ['key-standing', 'key-standing-big'];

describe('Computer Vision', () => {
  it('is a real, open lesson of the ai module: 75 points on Complete Lesson, its key finder, Next into the Vision Lab', () => {
    expect(entry).toMatchObject({
      moduleId: 'ai',
      hubTab: 'ai',
      availability: { state: 'open' },
      points: 75,
      completesWhen: 'quiz-and-activity',
      activityId: 'key-finder',
      next: { codeLabWorld: 'vision' },
    });
    expect(openingLevel(entry)).toBe(1);
  });

  it('teaches pictures as numbers, training with labelled examples, the nearest vote, testing, and fairness', () => {
    const text = JSON.stringify(computerVisionLesson.learn);
    for (const idea of ['numbers', 'grid', 'ink', 'examples', 'label', 'training', 'three examples', 'votes', 'test', 'fair', 'faces', 'many kinds'])
      expect(text).toContain(idea);
  });

  it('reads as short pages an 8-year-old can read: at most 3 paragraphs a page, 30 words a sentence', () => {
    for (const section of computerVisionLesson.learn) {
      expect(section.paragraphs.length, section.id).toBeLessThanOrEqual(3);
      const sentences = [...section.paragraphs, ...(section.bullets ?? [])].flatMap((p) => p.split(/(?<=[.!?])\s+/));
      for (const sentence of sentences) expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(30);
    }
  });

  it('passes with 2 of 3 and fails with 1 of 3, and says so', () => {
    expect(gradeQuiz(computerVisionLesson.quiz, right)).toMatchObject({ status: 'passed', message: { description: 'Perfect score! You got all 3 questions right!' } });
    expect(gradeQuiz(computerVisionLesson.quiz, wrongOn('q1'))).toMatchObject({ status: 'passed', correct: 2 });
    expect(gradeQuiz(computerVisionLesson.quiz, wrongOn('q2', 'q3'))).toMatchObject({ status: 'failed', correct: 1, message: { title: 'Try again!' } });
  });

  it('has ten cards, two of each kind, five test drawings of both labels, none of them a card, ids each once', () => {
    expect(keyFinder.cards).toHaveLength(10);
    expect(keyFinder.cards.filter((c) => c.label === 'key')).toHaveLength(6);
    expect(keyFinder.cards.filter((c) => c.label === 'not-key')).toHaveLength(4);
    expect(keyFinder.tests.map((t) => t.label)).toEqual(['key', 'not-key', 'key', 'not-key', 'key']);
    const all = [...ids, ...keyFinder.tests.map((t) => t.id)];
    expect(new Set(all).size).toBe(all.length);
    for (const label of ['key', 'not-key'] as const)
      expect(keyFinder.cards.filter((c) => c.label === label).length).toBeLessThanOrEqual(MAX_EXAMPLES);
    // A test drawing is new: its numbers are not any card's.
    const cardVectors = keyFinder.cards.map((c) => features(c.drawing).vector.join(','));
    for (const test of keyFinder.tests) expect(cardVectors, test.id).not.toContain(features(test.drawing).vector.join(','));
    for (const id of keyFinder.start) expect(ids).toContain(id);
  });

  it('starts taught with keys lying down only, and then takes the key standing up for a tree', () => {
    expect(keyFinder.start.filter((id) => id.startsWith('key-'))).toEqual(['key-lying', 'key-long']);
    const results = testFinder(keyFinder, start);
    expect(results.filter((r) => !r.right)).toEqual([
      { test: 'test-3', guess: 'not-key', right: false, nearest: ['tree-tall', 'tree', 'key-long'] },
    ]);
    expect(done(start)).toBe(false);
  });

  it('needs both keys standing up: one is outvoted by the two trees, two get every drawing right', () => {
    expect(testFinder(keyFinder, [...start, 'key-standing']).find((r) => r.test === 'test-3')).toMatchObject({
      guess: 'not-key',
      nearest: ['key-standing', 'tree-tall', 'tree'],
    });
    expect(done([...start, 'key-standing'])).toBe(false);
    expect(done([...start, ...standing])).toBe(true);
  });

  it('gets every drawing right with every card: more kinds of examples never make it worse here', () => {
    expect(done(ids)).toBe(true);
    expect(testFinder(keyFinder, ids).every((r) => r.right)).toBe(true);
  });

  it('is not done without examples of a thing that is not a key: no trees, or no cups', () => {
    const all = new Set(ids);
    for (const left of [['tree', 'tree-tall'], ['cup', 'cup-wide']])
      expect(done([...all].filter((id) => !left.includes(id))), left.join(' ')).toBe(false);
  });
});
