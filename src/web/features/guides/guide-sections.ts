// A guide's words as read-aloud sections (docs/product/guide-pages.md): what the page shows is
// what is read, in the same order. Answers are read only while they are shown
// (docs/decisions/296-answers-hidden-on-screen-printed-always.md); the levels' solutions are
// blocks, not words, and are not read.
import type { Translate } from '../../../i18n/translate';
import type { LearnSection } from '../../../domain/lessons/lesson-types';
import type { Guide } from './guides-api';

export const vocabularyLine = (v: { term: string; meaning: string }) => `${v.term}: ${v.meaning}`;
export const answerLine = (t: Translate, answer: string) => `${t('guides.answer')} ${answer}`;
export const whyLine = (t: Translate, why: string) => `${t('guides.why')} ${why}`;
export const howLine = (t: Translate, how: string) => `${t('guides.standardHow')} ${how}`;
export const activityAnswerLine = (t: Translate, answer: string) =>
  `${t('guides.activityAnswer')} ${answer}`;

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

export function guideSections(guide: Guide, answersShown: boolean, t: Translate): LearnSection[] {
  const id = sectionIds;
  const sections: LearnSection[] = [
    { id: id.about, heading: guide.title, paragraphs: [t('guides.objectiveTitle'), guide.objective] },
    {
      id: id.vocabulary,
      heading: t('guides.vocabularyTitle'),
      paragraphs: [],
      bullets: guide.vocabulary.map(vocabularyLine),
    },
    {
      id: id.warmUp,
      heading: t('guides.warmUpTitle', { title: guide.warmUp.title, minutes: guide.warmUp.minutes }),
      paragraphs: [],
    },
    {
      id: id.materials,
      heading: t('guides.materialsTitle'),
      paragraphs: [],
      bullets: guide.warmUp.materials,
    },
    { id: id.steps, heading: t('guides.stepsTitle'), paragraphs: [], bullets: guide.warmUp.steps },
    { id: id.discussion, heading: t('guides.discussionTitle'), paragraphs: [], bullets: guide.discussion },
    { id: id.standards, heading: t('guides.standardsTitle'), paragraphs: [] },
    ...guide.standards.map((s, i) => ({
      id: id.standard(i),
      heading: s.code,
      paragraphs: [s.summary, howLine(t, s.how)],
    })),
  ];
  if (guide.quiz) {
    sections.push(
      { id: id.quiz, heading: t('guides.quizTitle'), paragraphs: [] },
      ...guide.quiz.map((q, i) => ({
        id: id.question(q.id),
        heading: t('guides.question', { number: i + 1 }),
        paragraphs: [q.prompt, ...(answersShown ? [answerLine(t, q.answer), whyLine(t, q.why)] : [])],
      })),
    );
  }
  if (guide.activity) {
    sections.push({
      id: id.activity,
      heading: t('guides.activityTitle'),
      paragraphs: [
        guide.activity.summary,
        ...(answersShown ? [activityAnswerLine(t, guide.activity.answer)] : []),
      ],
    });
  }
  if (guide.levels.length > 0) {
    sections.push(
      { id: id.levels, heading: t('guides.levelsTitle'), paragraphs: [t('guides.needsHelp', { fails: guide.needsHelpFails })] },
      ...guide.levels.map((level, i) => ({
        id: id.level(level.id),
        heading: t('guides.level', { number: i + 1, title: level.title }),
        paragraphs: level.mistakes.length > 0 ? [t('guides.mistakesTitle')] : [],
        bullets: level.mistakes,
      })),
    );
  }
  if (guide.related.length > 0) {
    sections.push({
      id: id.related,
      heading: t('guides.relatedTitle'),
      paragraphs: [],
      bullets: guide.related.map((r) => r.title),
    });
  }
  return sections;
}
