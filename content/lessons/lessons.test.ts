import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LessonContent } from '../../src/domain/lessons/lesson-types';
import { gradeQuiz, type QuizAnswers } from '../../src/domain/lessons/quiz';
import { curriculum } from '../curriculum';
import { lessonContents } from '../generated/lessons';

// Every lesson content file is in the generated index, content/generated/lessons.ts (the last test fails for one that is not).
const lessons: Readonly<Record<string, LessonContent>> = lessonContents;

describe.each(Object.entries(lessons))('lesson content %s', (file, lesson) => {
  const curriculumLesson = curriculum.lessons.find((l) => l.id === lesson.lessonId);

  it('belongs to an open curriculum lesson of the same id as its file', () => {
    expect(lesson.lessonId).toBe(file);
    expect(curriculumLesson?.availability.state).toBe('open');
  });

  it('has Learn sections with unique ids and text in them', () => {
    expect(lesson.learn.length).toBeGreaterThan(0);
    expect(new Set(lesson.learn.map((s) => s.id)).size).toBe(lesson.learn.length);
    for (const section of lesson.learn) {
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it('has questions q1-q3 (q1-q5 in Function Factory and Data Collector), each with unique options and its answer among them', () => {
    const count = file === 'functions' || file === 'variables' ? 5 : 3;
    expect(lesson.quiz.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5'].slice(0, count));
    for (const q of lesson.quiz.questions) {
      const values = q.options.map((o) => o.value);
      expect(values.length).toBeGreaterThanOrEqual(2);
      expect(new Set(values).size).toBe(values.length);
      expect(values).toContain(q.answer);
      expect(q.prompt.trim()).not.toBe('');
    }
  });

  it('has a pass rule that can be met and cannot be met by answering nothing', () => {
    const rule = lesson.quiz.passRule;
    const total = lesson.quiz.questions.length;
    if (rule.kind === 'at-least') expect(rule.correct).toBeGreaterThan(0);
    if (rule.kind === 'at-least') expect(rule.correct).toBeLessThanOrEqual(total);
    const right = Object.fromEntries(lesson.quiz.questions.map((q) => [q.id, q.answer])) as QuizAnswers;
    expect(gradeQuiz(lesson.quiz, right).status).toBe('passed');
    expect(gradeQuiz(lesson.quiz, {}).status).not.toBe('passed');
    if (rule.requireAllAnswered) expect(lesson.quiz.messages.incomplete).toBeDefined();
  });
});

it('lists every lesson file in this folder', () => {
  const files = readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.replace(/\.ts$/, ''));
  expect(files.sort()).toEqual(Object.keys(lessons).sort());
});
