import { describe, expect, it } from 'vitest';
import { openingLevel } from '../../src/domain/lessons/curriculum';
import { gradeQuiz, type QuizAnswers } from '../../src/domain/lessons/quiz';
import { sortEvidenceOf, type Place } from '../../src/domain/lessons/safe-page';
import { curriculum } from '../curriculum';
import { safePageCards, webDevLesson } from './web-dev';

// Web Creator (docs/product/lessons.md#web-creator).
const entry = curriculum.lessons.find((l) => l.id === 'web-dev')!;
const right: QuizAnswers = Object.fromEntries(webDevLesson.quiz.questions.map((q) => [q.id, q.answer]));
const wrongOn = (...ids: string[]): QuizAnswers =>
  Object.fromEntries(
    webDevLesson.quiz.questions.map((q) => [q.id, ids.includes(q.id) ? q.options.find((o) => o.value !== q.answer)!.value : q.answer]),
  );
const other = (place: Place): Place => (place === 'share' ? 'private' : 'share');
const allRight = Object.fromEntries(safePageCards.map((c) => [c.id, c.belongs]));

describe('Web Creator', () => {
  it('is a real lesson of the advanced module: 75 points on Complete Lesson, level 6, its safe page sort', () => {
    expect(entry).toMatchObject({
      moduleId: 'advanced',
      hubTab: 'advanced',
      availability: { state: 'open' },
      points: 75,
      completesWhen: 'quiz-and-activity',
      activityId: 'safe-page',
    });
    expect(openingLevel(entry)).toBe(6);
  });

  it('teaches the parts of a page, who sees what we publish, what to keep private, and to ask a grown-up', () => {
    const text = JSON.stringify(webDevLesson.learn);
    for (const idea of ['heading', 'paragraph', 'picture', 'link', 'server', 'publish', 'real name', 'home address', 'school', 'phone number', 'photo of you', 'ask a grown-up'])
      expect(text).toContain(idea);
  });

  it('reads as short pages an 8-year-old can read: at most 3 paragraphs a page, 30 words a sentence', () => {
    for (const section of webDevLesson.learn) {
      expect(section.paragraphs.length, section.id).toBeLessThanOrEqual(3);
      const sentences = [...section.paragraphs, ...(section.bullets ?? [])].flatMap((p) => p.split(/(?<=[.!?])\s+/));
      for (const sentence of sentences) expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(30);
    }
  });

  it('passes with 2 of 3 and fails with 1 of 3, and says so', () => {
    expect(gradeQuiz(webDevLesson.quiz, right)).toMatchObject({ status: 'passed', message: { description: 'Perfect score! You got all 3 questions right!' } });
    expect(gradeQuiz(webDevLesson.quiz, wrongOn('q1'))).toMatchObject({ status: 'passed', correct: 2 });
    expect(gradeQuiz(webDevLesson.quiz, wrongOn('q2', 'q3'))).toMatchObject({ status: 'failed', correct: 1, message: { title: 'Try again!' } });
  });

  it('sorts what a child likes to share from what says who they are or where they live, half and half', () => {
    expect(safePageCards.filter((c) => c.belongs === 'share').map((c) => c.id)).toEqual(['animal', 'tree', 'football', 'colour']);
    expect(safePageCards.filter((c) => c.belongs === 'private').map((c) => c.id)).toEqual(['address', 'phone', 'school', 'photo']);
  });

  it('is done with every card in its place, and not with any one card in the other place', () => {
    expect(webDevLesson.activity.isDone(sortEvidenceOf({ sorted: allRight }))).toBe(true);
    expect(webDevLesson.activity.isDone(sortEvidenceOf({ sorted: {} }))).toBe(false);
    for (const card of safePageCards) {
      const oneOff = { ...allRight, [card.id]: other(card.belongs) };
      expect(webDevLesson.activity.isDone(sortEvidenceOf({ sorted: oneOff })), card.id).toBe(false);
      const { [card.id]: _left, ...oneMissing } = allRight;
      expect(webDevLesson.activity.isDone(sortEvidenceOf({ sorted: oneMissing })), card.id).toBe(false);
    }
  });
});
