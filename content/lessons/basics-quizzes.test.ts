import { describe, expect, it } from 'vitest';
import { gradeQuiz, type QuizAnswers } from '../../src/domain/lessons/quiz';
import { introToCodingLesson } from './intro-to-coding';
import { loopsLesson } from './loops';
import { sequencesLesson } from './sequences';

// Expected answers, pass rules and messages for the three basics lessons (docs/product/lessons.md#quiz-pass-rules).
const right = (answers: readonly string[]): QuizAnswers => ({ q1: answers[0], q2: answers[1], q3: answers[2] });

describe('first lesson quiz (intro-to-coding)', () => {
  const quiz = introToCodingLesson.quiz;
  const answers = ['instructions', 'problems', 'blocks'];

  it('expects instructions, problems, blocks', () => {
    expect(quiz.questions.map((q) => q.answer)).toEqual(answers);
  });
  it('asks for every answer first', () => {
    expect(gradeQuiz(quiz, { q1: 'instructions', q2: 'problems' })).toEqual({
      status: 'incomplete',
      message: { title: 'Incomplete Quiz', description: 'Please answer all questions before submitting!' },
    });
  });
  it('needs all 3 correct', () => {
    expect(gradeQuiz(quiz, { ...right(answers), q3: 'magic' })).toMatchObject({
      status: 'failed',
      correct: 2,
      message: { title: 'Not quite', description: "Some answers aren't right. Try again and think about what you just learned!" },
    });
    expect(gradeQuiz(quiz, right(answers))).toMatchObject({
      status: 'passed',
      message: { title: 'Nice work!', description: 'You got all the answers right!' },
    });
  });
});

describe('sequences quiz', () => {
  const quiz = sequencesLesson.quiz;
  const answers = ['first', 'sequence', 'order'];

  it('expects first, sequence, order', () => {
    expect(quiz.questions.map((q) => q.answer)).toEqual(answers);
  });
  it('asks for every answer first', () => {
    expect(gradeQuiz(quiz, { q2: 'sequence' }).status).toBe('incomplete');
  });
  it('needs all 3 correct', () => {
    expect(gradeQuiz(quiz, { ...right(answers), q1: 'last' })).toMatchObject({
      status: 'failed',
      message: { title: 'Not quite right', description: 'Some answers need another try. Think about the correct order!' },
    });
    expect(gradeQuiz(quiz, right(answers))).toMatchObject({ status: 'passed', message: { title: 'Amazing Work!' } });
  });
});

describe('loops quiz', () => {
  const quiz = loopsLesson.quiz;
  const answers = ['repeat', 'faster', 'for'];

  it('expects repeat, faster, for', () => {
    expect(quiz.questions.map((q) => q.answer)).toEqual(answers);
  });
  it('asks for every answer first, even when two are right', () => {
    expect(gradeQuiz(quiz, { q1: 'repeat', q2: 'faster' }).status).toBe('incomplete');
  });
  it('passes with 2 of 3 and tells how many were right', () => {
    expect(gradeQuiz(quiz, { ...right(answers), q3: 'if' })).toMatchObject({
      status: 'passed',
      correct: 2,
      message: { title: 'Loop Master!', description: 'You got 2 out of 3 questions correct! You really know your loops.' },
    });
    expect(gradeQuiz(quiz, right(answers))).toMatchObject({
      status: 'passed',
      message: { description: 'You got 3 out of 3 questions correct! You really know your loops.' },
    });
  });
  it('fails with 1 of 3', () => {
    expect(gradeQuiz(quiz, { q1: 'repeat', q2: 'slower', q3: 'if' })).toMatchObject({
      status: 'failed',
      correct: 1,
      message: { title: 'Keep Trying!', description: 'You need at least 2 correct answers. Review the lesson and try again!' },
    });
  });
});
