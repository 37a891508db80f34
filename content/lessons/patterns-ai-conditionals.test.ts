import { describe, expect, it } from 'vitest';
import { chooseReply } from '../../src/domain/lessons/ai-chat';
import { PATTERN_PALETTE } from '../../src/domain/constants';
import { gradeQuiz, type QuizAnswers } from '../../src/domain/lessons/quiz';
import type { LessonContent } from '../../src/domain/lessons/lesson-types';
import { curriculum } from '../curriculum';
import { aiBasicsLesson, aiChatReplies, aiExamplePrompts } from './ai-basics';
import { conditionalsLesson } from './conditionals';
import { patternMasterLesson, patternPuzzles } from './pattern-master';

// Pattern master, AI basics, conditionals: quizzes per docs/product/lessons.md#quiz-pass-rules, practice data per each lesson's section there.
const answersOf = (lesson: LessonContent): QuizAnswers =>
  Object.fromEntries(lesson.quiz.questions.map((q) => [q.id, q.answer]));
const wrongOf = (lesson: LessonContent, id: string) =>
  lesson.quiz.questions
    .find((q) => q.id === id)!
    .options.find((o) => o.value !== lesson.quiz.questions.find((q) => q.id === id)!.answer)!.value;

describe.each([
  ['pattern-master', patternMasterLesson, ['repeats', 'pattern', 'next']],
  ['ai-basics', aiBasicsLesson, ['models', 'data', 'both']],
  ['conditionals', conditionalsLesson, ['condition', 'true-false', 'both']],
] as const)('%s content', (lessonId, lesson, expected) => {
  it('is an open curriculum lesson', () => {
    expect(curriculum.lessons.find((l) => l.id === lessonId)?.availability.state).toBe('open');
    expect(lesson.lessonId).toBe(lessonId);
  });

  it('has 3 questions, ids unique, each answer one of its options (docs/product/lessons.md#quiz-pass-rules)', () => {
    expect(lesson.quiz.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
    expect(lesson.quiz.questions.map((q) => q.answer)).toEqual(expected);
    for (const q of lesson.quiz.questions) {
      expect(q.options.map((o) => o.value)).toContain(q.answer);
      expect(new Set(q.options.map((o) => o.value)).size).toBe(q.options.length);
    }
  });

  it('passes with 3 and with 2 of 3 correct (docs/product/lessons.md#quiz-pass-rules)', () => {
    expect(gradeQuiz(lesson.quiz, answersOf(lesson))).toMatchObject({
      status: 'passed',
      correct: 3,
    });
    expect(
      gradeQuiz(lesson.quiz, { ...answersOf(lesson), q2: wrongOf(lesson, 'q2') }),
    ).toMatchObject({ status: 'passed', correct: 2 });
  });

  it('fails with 1 correct and never asks for all answers', () => {
    const one = { q1: answersOf(lesson).q1 };
    expect(gradeQuiz(lesson.quiz, one).status).toBe('failed');
    expect(
      gradeQuiz(lesson.quiz, { q1: answersOf(lesson).q1, q3: answersOf(lesson).q3 }).status,
    ).toBe('passed');
  });

  it('has Learn sections with unique ids and some fun facts', () => {
    expect(lesson.learn.length).toBeGreaterThan(2);
    expect(new Set(lesson.learn.map((s) => s.id)).size).toBe(lesson.learn.length);
    expect(lesson.funFacts?.length).toBeGreaterThan(0);
  });
});

describe('quiz messages (docs/product/lessons.md#quiz-pass-rules)', () => {
  // The original showed nothing here; we say try again (docs/decisions/122-wrong-answers-help.md).
  it('patterns: a gentle try-again message', () => {
    const result = gradeQuiz(patternMasterLesson.quiz, { q1: 'random' });
    expect(result).toEqual({
      status: 'failed',
      correct: 0,
      total: 3,
      message: {
        title: 'Almost there!',
        description: 'You got 0 out of 3 right. Look at the questions marked below and try again.',
      },
    });
    expect(patternMasterLesson.quiz.submitLabel).toBe('Submit Quiz');
  });

  it.each([aiBasicsLesson, conditionalsLesson])(
    'AI and conditionals: Try again / Quiz completed',
    (lesson) => {
      expect(gradeQuiz(lesson.quiz, { q1: answersOf(lesson).q1 }).message).toEqual({
        title: 'Try again!',
        description: 'You got 1 out of 3 correct. Keep trying!',
      });
      expect(gradeQuiz(lesson.quiz, {}).message).toEqual({
        title: 'Try again!',
        description: 'You got 0 out of 3 correct. Keep trying!',
      });
      expect(gradeQuiz(lesson.quiz, answersOf(lesson)).message).toEqual({
        title: 'Quiz completed!',
        description: 'Perfect score! You got all 3 questions right!',
      });
      expect(
        gradeQuiz(lesson.quiz, { ...answersOf(lesson), q1: wrongOf(lesson, 'q1') }).message,
      ).toEqual({
        title: 'Quiz completed!',
        description: 'You got 2 out of 3 correct. Well done!',
      });
    },
  );

  it('patterns: the same pass message for 2 and 3 correct (no perfect message)', () => {
    const two = gradeQuiz(patternMasterLesson.quiz, {
      ...answersOf(patternMasterLesson),
      q3: 'slower',
    });
    expect(two.message?.description).toBe(
      'You got 2 out of 3 correct. You really know your patterns!',
    );
    expect(
      gradeQuiz(patternMasterLesson.quiz, answersOf(patternMasterLesson)).message?.description,
    ).toBe('You got 3 out of 3 correct. You really know your patterns!');
  });

  it('conditionals is checked with Check Answers, AI with Submit Quiz', () => {
    expect(conditionalsLesson.quiz.submitLabel).toBe('Check Answers');
    expect(aiBasicsLesson.quiz.submitLabel).toBe('Submit Quiz');
  });

  it('conditionals asks the questions docs/product/lessons.md#conditionals lists, with its option values', () => {
    expect(conditionalsLesson.quiz.questions.map((q) => q.options.map((o) => o.value))).toEqual([
      ['loop', 'condition', 'variable'],
      ['yes-no', 'true-false', 'right-wrong'],
      ['repeat', 'alternative', 'both'],
    ]);
  });
});

describe('pattern puzzles (docs/product/lessons.md#pattern-master)', () => {
  it('are 4, in order, with next items red, yellow, 1, A', () => {
    expect(patternPuzzles.map((p) => p.nextItem)).toEqual(['red', 'yellow', '1', 'A']);
    expect(new Set(patternPuzzles.map((p) => p.id)).size).toBe(4);
  });
  it('use only palette symbols, and the next item continues the repeating core', () => {
    for (const puzzle of patternPuzzles) {
      for (const symbol of [...puzzle.sequence, puzzle.nextItem])
        expect(PATTERN_PALETTE).toContain(symbol);
      const full = [...puzzle.sequence, puzzle.nextItem];
      const core = Array.from({ length: full.length }, (_, n) => n + 1).find(
        (n) => n < full.length && full.every((s, i) => s === full[i % n]),
      );
      expect(core, puzzle.id).toBeDefined();
      expect(full.length).toBeGreaterThan(core! * 2 - 1); // the core is shown at least twice
    }
  });
});

describe('AI chat replies (docs/product/lessons.md#introduction-to-ai)', () => {
  it('has 4 example prompts, each with its own authored reply', () => {
    expect(aiExamplePrompts).toHaveLength(4);
    const answers = aiExamplePrompts.map((p) => chooseReply(p, aiChatReplies));
    expect(answers).not.toContain(aiChatReplies.fallback);
    expect(new Set(answers).size).toBe(4);
  });
  it.each([
    ['What is AI?', 'what-is-ai'],
    ['How does AI learn?', 'learn'],
    ['Is AI alive?', 'alive'],
    ['Can AI make mistakes?', 'mistakes'],
    ['Do robots use AI?', 'robots'],
    ['Can AI play games?', 'games'],
    ['Tell me about dogs', 'animals'],
    ['Should I tell an AI my password?', 'safety'],
    ['Tell me a joke', 'jokes'],
    ['How do I write a good prompt?', 'prompt'],
  ])('answers %j on topic', (question, topicId) => {
    const topic = aiChatReplies.topics.find((t) => t.id === topicId)!;
    expect(chooseReply(question, aiChatReplies)).toBe(topic.reply);
  });
  it('has a friendly default for anything else', () => {
    expect(chooseReply('zzz qqq', aiChatReplies)).toBe(aiChatReplies.fallback);
  });
});
