import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- a test: the server's own schema makes its guides
import { guideResponse } from '../../domain/api/guides-api';
import { startI18n, t } from '../i18n/i18n';
import { buildScript, learnBlocks } from '../../domain/lessons/speech';
import { Providers } from '../app/providers';
import { ReadOnlyProgram } from '../features/code-lab/read-only/read-only-program';
import { GuidePage } from '../features/guides/guide-page';
import { guideSections } from '../features/guides/guide-sections';
import { guidePath, type Guide } from '../features/guides/guides-api';

// The guide page (docs/product/guide-pages.md) as the route composes it.

// The page's words are loaded first, as the route has them (English here).
beforeAll(() => startI18n(['guides', 'shell']));
afterEach(cleanup);

const common = {
  vocabulary: [
    { term: 'Loop', meaning: 'Blocks that run again and again.' },
    { term: 'Repeat', meaning: 'How many times a loop runs.' },
  ],
  warmUp: {
    title: 'Clap patterns',
    minutes: 10,
    materials: ['Nothing but hands'],
    steps: ['Clap twice and stamp once.', 'Say it as "repeat 3 times".'],
  },
  discussion: [
    'Where do you repeat things at home?',
    'Why is a loop shorter?',
    'What if we repeat 0 times?',
  ],
  standards: [
    {
      code: '1B-AP-10',
      summary: 'Programs use sequences, events, loops and conditionals.',
      how: 'Children build loops.',
    },
  ],
  needsHelpFails: 3,
};

// Parsed by the server's own response schema: what the page gets is what GET /api/guides/:id sends.
const lesson = guideResponse.parse({
  id: 'loops',
  kind: 'lesson',
  subjectId: 'loops',
  title: 'Loops',
  objective: 'Children use a loop to repeat steps instead of writing them again.',
  ...common,
  quiz: [
    {
      id: 'q1',
      prompt: 'What does a loop do?',
      answer: 'It repeats steps',
      why: 'A loop runs its blocks again.',
    },
  ],
  activity: {
    summary: 'Draw a dance with a loop.',
    answer: 'A dance card with one move inside "repeat 4".',
  },
  levels: [],
  related: [{ id: 'code-lab-tech-lab', title: 'Tech Lab' }],
}) as Guide;

const world = guideResponse.parse({
  id: 'code-lab-tech-lab',
  kind: 'world',
  subjectId: 'tech-lab',
  title: 'Tech Lab',
  objective: 'Children guide a robot with loops.',
  ...common,
  quiz: null,
  activity: null,
  levels: [
    {
      id: 'tech-lab-1',
      title: 'Power up',
      solution: {
        version: 1,
        body: [{ id: 'r', op: 'repeat', times: 7, body: [{ id: 'f', op: 'forward' }] }],
      },
      mistakes: ['Counting the start square: ask them to point at each step.'],
    },
  ],
  related: [{ id: 'loops', title: 'Loops' }],
}) as Guide;

const show = (guide: Guide) =>
  render(
    <Providers>
      <MemoryRouter>
        <GuidePage guide={guide} Solution={ReadOnlyProgram} />
      </MemoryRouter>
    </Providers>,
  );

describe('a lesson guide', () => {
  it('shows the plan, and its answers only after "Show answers"', () => {
    const { container } = show(lesson);
    expect(screen.getByRole('heading', { level: 1, name: 'Loops' })).toBeTruthy();
    expect(screen.getByText(lesson.objective)).toBeTruthy();
    expect(screen.getByText('Loop: Blocks that run again and again.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: t('guides.warmUpTitle', { title: 'Clap patterns', minutes: 10 }) })).toBeTruthy();
    const steps = screen.getByRole('heading', { name: t('guides.stepsTitle') }).nextElementSibling!;
    expect(steps.tagName).toBe('OL');
    expect(within(steps as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('1B-AP-10')).toBeTruthy();
    expect(screen.getByText('How: Children build loops.')).toBeTruthy();
    expect(screen.getByText('What does a loop do?')).toBeTruthy();

    // The answers are in the page (they print) but hidden on screen until asked for.
    const article = container.querySelector('article')!;
    expect(article.classList.contains('guide-answers-hidden')).toBe(true);
    expect(screen.getByText('Answer: It repeats steps').closest('.guide-answer')).toBeTruthy();
    expect(screen.getAllByText(t('guides.answerHidden'))).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: t('guides.showAnswers') }));
    expect(article.classList.contains('guide-answers-hidden')).toBe(false);
    expect(screen.getByRole('button', { name: t('guides.hideAnswers') })).toBeTruthy();
    expect(screen.getByText('Why: A loop runs its blocks again.')).toBeTruthy();
    expect(screen.getByText(`${t('guides.activityAnswer')} ${lesson.activity!.answer}`)).toBeTruthy();

    // No puzzles on a lesson's guide; its world is linked.
    expect(screen.queryByRole('heading', { name: t('guides.levelsTitle') })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tech Lab' }).getAttribute('href')).toBe(
      '/teach/code-lab/tech-lab',
    );
    expect(screen.getByRole('button', { name: t('guides.print') })).toBeTruthy();
  });

  it('reads aloud what it shows, the answers once they are shown', () => {
    show(lesson);
    const text = document.body.textContent!;
    const hidden = buildScript(learnBlocks(guideSections(lesson, false, t)));
    const shown = buildScript(learnBlocks(guideSections(lesson, true, t)));
    for (const block of shown.blocks) expect(text).toContain(block.text);
    expect(hidden.blocks.map((b) => b.text)).not.toContain('Answer: It repeats steps');
    expect(shown.blocks.map((b) => b.text)).toContain('Answer: It repeats steps');
  });
});

describe('a world guide', () => {
  it('draws each puzzle\'s solution as blocks, with its mistakes and the "needs help" rule', () => {
    show(world);
    expect(screen.getByRole('heading', { name: t('guides.level', { number: 1, title: 'Power up' }) })).toBeTruthy();
    const blocks = screen.getByRole('group', { name: t('guides.solutionLabel', { title: t('guides.level', { number: 1, title: 'Power up' }) }) });
    expect(within(blocks).getByText(/repeat 7 times/i)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Show the code/ })).toBeTruthy();
    expect(
      screen.getByText('Counting the start square: ask them to point at each step.'),
    ).toBeTruthy();
    expect(screen.getByText(t('guides.needsHelp', { fails: 3 }))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t('guides.quizTitle') })).toBeNull();
    expect(screen.getByRole('link', { name: 'Loops' }).getAttribute('href')).toBe('/teach/loops');
  });
});

it("finds a guide's page from its id", () => {
  expect(guidePath('loops')).toBe('/teach/loops');
  expect(guidePath('code-lab-pen')).toBe('/teach/code-lab/pen');
});
