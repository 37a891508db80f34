// A guide's words as read-aloud sections (docs/product/guide-pages.md): what the page shows is
// what is read, in the same order. Answers are read only while they are shown (decision 296); the
// levels' solutions are blocks, not words, and are not read.
import { guidePageMessages as t } from '../../../domain/guide-page-messages';
import type { LearnSection } from '../../../domain/lesson-types';
import type { Guide } from './guides-api';

export const vocabularyLine = (v: { term: string; meaning: string }) => `${v.term}: ${v.meaning}`;
export const answerLine = (answer: string) => `${t.answer} ${answer}`;
export const whyLine = (why: string) => `${t.why} ${why}`;
export const howLine = (how: string) => `${t.standardHow} ${how}`;
export const activityAnswerLine = (answer: string) => `${t.activityAnswer} ${answer}`;

/** Section ids, shared by the page (its SpokenText block ids) and the script. */
export const sectionIds = {
  about: 'about',
  vocabulary: 'vocabulary',
  warmUp: 'warm-up',
  materials: 'materials',
  steps: 'steps',
  discussion: 'discussion',
  standards: 'standards',
  standard: (i: number) => `standard-${i}`,
  quiz: 'quiz',
  question: (id: string) => `quiz-${id}`,
  activity: 'activity',
  levels: 'levels',
  level: (id: string) => `level-${id}`,
  related: 'related',
} as const;

export function guideSections(guide: Guide, answersShown: boolean): LearnSection[] {
  const id = sectionIds;
  const sections: LearnSection[] = [
    { id: id.about, heading: guide.title, paragraphs: [t.objectiveTitle, guide.objective] },
    {
      id: id.vocabulary,
      heading: t.vocabularyTitle,
      paragraphs: [],
      bullets: guide.vocabulary.map(vocabularyLine),
    },
    {
      id: id.warmUp,
      heading: t.warmUpTitle(guide.warmUp.title, guide.warmUp.minutes),
      paragraphs: [],
    },
    {
      id: id.materials,
      heading: t.materialsTitle,
      paragraphs: [],
      bullets: guide.warmUp.materials,
    },
    { id: id.steps, heading: t.stepsTitle, paragraphs: [], bullets: guide.warmUp.steps },
    { id: id.discussion, heading: t.discussionTitle, paragraphs: [], bullets: guide.discussion },
    { id: id.standards, heading: t.standardsTitle, paragraphs: [] },
    ...guide.standards.map((s, i) => ({
      id: id.standard(i),
      heading: s.code,
      paragraphs: [s.summary, howLine(s.how)],
    })),
  ];
  if (guide.quiz) {
    sections.push(
      { id: id.quiz, heading: t.quizTitle, paragraphs: [] },
      ...guide.quiz.map((q, i) => ({
        id: id.question(q.id),
        heading: t.question(i + 1),
        paragraphs: [q.prompt, ...(answersShown ? [answerLine(q.answer), whyLine(q.why)] : [])],
      })),
    );
  }
  if (guide.activity) {
    sections.push({
      id: id.activity,
      heading: t.activityTitle,
      paragraphs: [
        guide.activity.summary,
        ...(answersShown ? [activityAnswerLine(guide.activity.answer)] : []),
      ],
    });
  }
  if (guide.levels.length > 0) {
    sections.push(
      { id: id.levels, heading: t.levelsTitle, paragraphs: [t.needsHelp(guide.needsHelpFails)] },
      ...guide.levels.map((level, i) => ({
        id: id.level(level.id),
        heading: t.level(i + 1, level.title),
        paragraphs: level.mistakes.length > 0 ? [t.mistakesTitle] : [],
        bullets: level.mistakes,
      })),
    );
  }
  if (guide.related.length > 0) {
    sections.push({
      id: id.related,
      heading: t.relatedTitle,
      paragraphs: [],
      bullets: guide.related.map((r) => r.title),
    });
  }
  return sections;
}
