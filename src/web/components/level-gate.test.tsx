import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { findLesson } from '../../domain/lessons/curriculum';
import { curriculum } from '../../../content/curriculum';
import { projects } from '../../../content/projects';
import { ProjectCard } from '../features/projects/project-card';
import { AdventureCard } from '../features/home/adventure-card';
import { HubCard } from '../features/learn-hub/hub-card';
import { UnavailableLesson } from '../features/lesson-gate/unavailable-lesson';
import { COMING_SOON_DOOR } from '../../../tests/support/coming-soon-door';
import { startI18n } from '../i18n/i18n';
import { AuthProvider, USER_QUERY_KEY } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';

// docs/decisions/365-how-far-to-a-level.md: every "opens at Level N" says how far, the card and the
// page alike.
beforeAll(() => startI18n(['shell', 'home', 'learn', 'lessonGate', 'projects']));

const withPoints = (points: number) => ({
  kind: 'grown-up',
  id: 1,
  email: 'sam@example.com',
  username: 'sam',
  displayName: 'Sam',
  firstName: 'Sam',
  lastName: 'Lee',
  points,
  level: 1 + Math.floor(points / 100),
  avatarId: 1,
  role: 'learner',
  emailConfirmed: true,
  locale: 'en',
});

function renderAs(user: object | null, ui: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, user);
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('how far to a level', () => {
  it('a locked card says how many points are left, below the level only', async () => {
    const card = <HubCard title="Data Collector" description="Boxes" icon="📦" status={{ kind: 'locked', unlockLevel: 4 }} />;
    const { unmount } = renderAs(null, card);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('Unlock at Level 4')).toBeTruthy();
    expect(within(article).getByText('300 more points to Level 4')).toBeTruthy();
    // The card is not a link to the page, so it says how to earn them too.
    expect(within(article).getByText('Earn them in lessons, puzzles and games.')).toBeTruthy();
    unmount();

    const second = renderAs(withPoints(299), card);
    expect(await second.findByText('1 more point to Level 4')).toBeTruthy();
    second.unmount();

    renderAs(withPoints(300), card);
    const reached = await screen.findByRole('article');
    expect(within(reached).queryByText(/more points? to Level/)).toBeNull();
  });

  it('the locked page says the same number, with the points so far and how to earn more', async () => {
    renderAs(withPoints(175), <UnavailableLesson lesson={findLesson(curriculum, 'variables')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Collector: Unlocks at Level 4' })).toBeTruthy();
    expect(screen.getByText('125 more points to Level 4')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '175 of 300 points' }).getAttribute('aria-valuenow')).toBe('58');
    expect(screen.getByText(/Earn points by finishing lessons, solving Code Lab puzzles/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solve Code Lab puzzles' }).getAttribute('href')).toBe('/code-lab');
  });

  it('a door not built yet is locked one point short of its level, and coming soon at exactly its points (docs/decisions/394-level-gates-as-data.md)', async () => {
    // Every lesson door is built now: a door of the curriculum's shape, not in it, stands in.
    const door = { ...COMING_SOON_DOOR, opensAtLevel: 6 };
    const short = renderAs(withPoints(499), <UnavailableLesson lesson={door} />);
    expect(await short.findByRole('heading', { level: 1, name: 'A Door Not Built Yet: Unlocks at Level 6' })).toBeTruthy();
    expect(short.getByText('1 more point to Level 6')).toBeTruthy();
    expect(short.getByText(/This lesson is still being built. When it is ready, it opens at Level 6./)).toBeTruthy();
    short.unmount();

    renderAs(withPoints(500), <UnavailableLesson lesson={door} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'A Door Not Built Yet: Coming Soon' })).toBeTruthy();
    expect(screen.getByText(/Ada is still building this lesson. Come back soon!/)).toBeTruthy();
    expect(screen.queryByText(/more points? to Level/)).toBeNull();
  });

  it("the Game Lab's two lessons say how far a child is from Level 5 and Level 8 (docs/decisions/402-the-game-lab.md#the-two-lessons)", async () => {
    const workshop = renderAs(withPoints(399), <UnavailableLesson lesson={findLesson(curriculum, 'objects')} />);
    expect(await workshop.findByRole('heading', { level: 1, name: 'Object Workshop: Unlocks at Level 5' })).toBeTruthy();
    expect(workshop.getByText('1 more point to Level 5')).toBeTruthy();
    expect(workshop.getByRole('progressbar', { name: '399 of 400 points' })).toBeTruthy();
    workshop.unmount();

    renderAs(withPoints(450), <UnavailableLesson lesson={findLesson(curriculum, 'game-dev')} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Game Creator: Unlocks at Level 8' })).toBeTruthy();
    expect(screen.getByText('250 more points to Level 8')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '450 of 700 points' })).toBeTruthy();
  });

  it('a project that opens at a level says Unlock at Level 3 one point short, and opens from its points on', async () => {
    const neighborNet = projects.find((p) => p.id === 'neighbor-net')!;
    const short = renderAs(withPoints(199), <ProjectCard project={neighborNet} />);
    expect(await short.findByText('Unlock at Level 3')).toBeTruthy();
    expect(short.getByText('1 more point to Level 3')).toBeTruthy();
    short.unmount();

    renderAs(withPoints(200), <ProjectCard project={neighborNet} />);
    const open = await screen.findByRole('link');
    expect(open.textContent).toMatch(/^Start Building the NeighborNet App/);
    expect(open.getAttribute('href')).toBe('/code-lab/neighbor-net');
    expect(screen.queryByText(/more points? to Level/)).toBeNull();
  });

  it("Home's next step, when it waits for a level, says which lesson and how far", async () => {
    renderAs(withPoints(120), <AdventureCard completed={7} total={8} next={undefined} waiting={{ cardTitle: 'Data Collector', level: 4 }} />);
    expect(await screen.findByText('Next: Data Collector, which opens at Level 4.')).toBeTruthy();
    expect(screen.getByText('180 more points to Level 4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Earn points in the Code Lab' }).getAttribute('href')).toBe('/code-lab');
  });
});
