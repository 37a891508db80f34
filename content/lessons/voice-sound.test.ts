import { describe, expect, it } from 'vitest';
import { DRUMS, STEPS, beatGap, beatEvidenceOf, emptyBeat, type Beat } from '../../src/domain/lessons/beat-maker';
import { openingLevel } from '../../src/domain/lessons/curriculum';
import { gradeQuiz, type QuizAnswers } from '../../src/domain/lessons/quiz';
import { curriculum } from '../curriculum';
import { rockBeat, voiceSoundLesson } from './voice-sound';

// Voice & Sound (docs/product/lessons.md#voice-and-sound).
const entry = curriculum.lessons.find((l) => l.id === 'voice-sound')!;
const right: QuizAnswers = Object.fromEntries(voiceSoundLesson.quiz.questions.map((q) => [q.id, q.answer]));
const wrongOn = (...ids: string[]): QuizAnswers =>
  Object.fromEntries(
    voiceSoundLesson.quiz.questions.map((q) => [q.id, ids.includes(q.id) ? q.options.find((o) => o.value !== q.answer)!.value : q.answer]),
  );
const beatOf = (target: typeof rockBeat): Beat =>
  Object.fromEntries(DRUMS.map((d) => [d, Array.from({ length: STEPS }, (_, i) => target[d].includes(i + 1))])) as unknown as Beat;

describe('Voice & Sound', () => {
  it('is a real lesson of the ai module: 75 points on Complete Lesson, level 5, its beat maker', () => {
    expect(entry).toMatchObject({
      moduleId: 'ai',
      hubTab: 'ai',
      availability: { state: 'open' },
      points: 75,
      completesWhen: 'quiz-and-activity',
      activityId: 'beat-maker',
    });
    expect(openingLevel(entry)).toBe(5);
  });

  it('teaches sound as numbers, speech from text, and a beat as a repeat, a chorus as a function', () => {
    const text = JSON.stringify(voiceSoundLesson.learn);
    for (const idea of ['numbers', 'text to speech', 'repeat', 'function', 'high sound', 'low sound']) expect(text).toContain(idea);
  });

  it('reads as short pages an 8-year-old can read: at most 3 paragraphs a page, 30 words a sentence', () => {
    for (const section of voiceSoundLesson.learn) {
      expect(section.paragraphs.length, section.id).toBeLessThanOrEqual(3);
      const sentences = [...section.paragraphs, ...(section.bullets ?? [])].flatMap((p) => p.split(/(?<=[.!?])\s+/));
      for (const sentence of sentences) expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(30);
    }
  });

  it('passes with 2 of 3 and fails with 1 of 3, and says so', () => {
    expect(gradeQuiz(voiceSoundLesson.quiz, right)).toMatchObject({
      status: 'passed',
      message: { description: 'Perfect score! You got all 3 questions right!' },
    });
    expect(gradeQuiz(voiceSoundLesson.quiz, wrongOn('q2'))).toMatchObject({ status: 'passed', correct: 2 });
    expect(gradeQuiz(voiceSoundLesson.quiz, wrongOn('q1', 'q3'))).toMatchObject({
      status: 'failed',
      correct: 1,
      message: { title: 'Try again!' },
    });
  });

  it('asks for a rock beat a grid can make, and its rule takes that beat and nothing else near it', () => {
    for (const drum of DRUMS) for (const step of rockBeat[drum]) expect(step >= 1 && step <= STEPS).toBe(true);
    const beat = beatOf(rockBeat);
    expect(beatGap(beat, rockBeat)).toBeNull();
    expect(voiceSoundLesson.activity.isDone(beatEvidenceOf({ beat }))).toBe(true);
    expect(voiceSoundLesson.activity.isDone(beatEvidenceOf({ beat: emptyBeat }))).toBe(false);
    for (const drum of DRUMS) {
      for (let step = 0; step < STEPS; step++) {
        const oneOff = { ...beat, [drum]: beat[drum].map((on, i) => (i === step ? !on : on)) };
        expect(voiceSoundLesson.activity.isDone(beatEvidenceOf({ beat: oneOff })), `${drum} ${step + 1}`).toBe(false);
      }
    }
  });
});
