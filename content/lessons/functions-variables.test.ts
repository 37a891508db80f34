import { describe, expect, it } from 'vitest';
import { expandSong, type DanceMove } from '../../src/domain/lessons/chorus-dance';
import { STEPS_MAX, runAll, stepsNeeded } from '../../src/domain/lessons/counting-boxes';
import { openingLevel } from '../../src/domain/lessons/curriculum';
import type { LessonContent } from '../../src/domain/lessons/lesson-types';
import { gradeQuiz, type QuizAnswers } from '../../src/domain/lessons/quiz';
import { badges } from '../badges';
import { curriculum } from '../curriculum';
import { functionsLesson } from './functions';
import { countingMissions, variablesLesson } from './variables';

// Function Factory and Data Collector (docs/product/lessons.md#functions, #variables).
const answersOf = (lesson: LessonContent): QuizAnswers =>
  Object.fromEntries(lesson.quiz.questions.map((q) => [q.id, q.answer]));
const wrong = (lesson: LessonContent, ids: string[]): QuizAnswers =>
  Object.fromEntries(
    lesson.quiz.questions.map((q) => [q.id, ids.includes(q.id) ? q.options.find((o) => o.value !== q.answer)!.value : q.answer]),
  );

describe.each([
  ['functions', functionsLesson, 25, 1, 'chorus-dance'],
  ['variables', variablesLesson, 20, 4, 'counting-boxes'],
] as const)('%s', (lessonId, lesson, minutes, level, activityId) => {
  const entry = curriculum.lessons.find((l) => l.id === lessonId)!;

  it('is a real intermediate lesson: 75 points on Complete Lesson, its duration, its level, its activity', () => {
    expect(entry).toMatchObject({
      moduleId: 'intermediate',
      points: 75,
      durationMinutes: minutes,
      completesWhen: 'quiz-and-activity',
      activityId,
    });
    expect(openingLevel(entry)).toBe(level);
  });

  it('passes with 3 of 5 and fails with 2 of 5, and says so', () => {
    expect(gradeQuiz(lesson.quiz, answersOf(lesson))).toMatchObject({
      status: 'passed',
      message: { description: 'Perfect score! You got all 5 questions right!' },
    });
    expect(gradeQuiz(lesson.quiz, wrong(lesson, ['q1', 'q2']))).toMatchObject({
      status: 'passed',
      correct: 3,
      message: { description: 'You got 3 out of 5 correct. Well done!' },
    });
    expect(gradeQuiz(lesson.quiz, wrong(lesson, ['q1', 'q2', 'q3']))).toMatchObject({
      status: 'failed',
      correct: 2,
      message: { title: 'Try again!', description: 'You got 2 out of 5 correct. You need 3. Keep trying!' },
    });
  });

  it('does not always put the answer in the same place', () => {
    const places = lesson.quiz.questions.map((q) => q.options.findIndex((o) => o.value === q.answer));
    expect(new Set(places).size).toBeGreaterThan(1);
  });
});

describe('Function Factory', () => {
  it('earns the Function Pro badge', () => {
    expect(badges.find((b) => b.id === 'function-pro')?.rule).toEqual({ kind: 'lesson', lessonId: 'functions' });
  });

  it('teaches the chorus the Dance tab builds: defined once, called many times', () => {
    const chorus: DanceMove[] = ['clap', 'spin'];
    const steps = expandSong(chorus, [{ kind: 'chorus' }, { kind: 'move', move: 'jump' }, { kind: 'chorus' }]);
    expect(steps.map((s) => s.move).join(' ')).toBe('clap spin jump clap spin');
    expect(functionsLesson.learn.flatMap((s) => s.bullets ?? []).join(' ')).toContain('chorus();');
  });
});

describe('Data Collector missions', () => {
  it('are two, each solvable within the step limit, and not solved at the start', () => {
    expect(countingMissions).toHaveLength(2);
    for (const mission of countingMissions) {
      expect(stepsNeeded(mission)).toBeGreaterThan(0);
      expect(stepsNeeded(mission)).toBeLessThanOrEqual(STEPS_MAX);
      expect(runAll(mission.start, [])).not.toEqual(mission.goal);
    }
  });

  it('the second one needs taking away as well as adding', () => {
    const second = countingMissions[1]!;
    expect(second.goal.apples).toBeLessThan(second.start.apples);
    expect(second.goal.stars).toBeGreaterThan(second.start.stars);
  });
});
