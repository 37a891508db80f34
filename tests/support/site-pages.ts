import {
  codeLabLevels,
  codeLabWorlds,
  gameLabLevels,
  gameLabWorlds,
  soundLabLevels,
  soundLabWorlds,
  visionLabLevels,
  visionLabWorlds,
  webLabLevels,
  webLabWorlds,
} from '../../content/code-lab/levels';
import { curriculum } from '../../content/curriculum';
import { games } from '../../content/games';

// Every route of src/web/app/router.tsx (src/web/app/router.test.ts checks that each route has a
// page here), used by the page sweeps: axe, horizontal overflow, the feedback button's place.
export const SITE_PAGES = [
  '/',
  '/learn',
  '/projects',
  '/play',
  // The Learn hub's pattern game: a locked door below level 4 (docs/decisions/416-pattern-puzzler.md).
  '/play/pattern-puzzler',
  '/chore-tracker',
  '/auth',
  '/reset-password?token=a-token-from-an-email',
  '/reset-password',
  '/unsubscribe?token=a-token-from-an-email',
  '/unsubscribe',
  '/confirm-email',
  '/family',
  '/privacy',
  '/admin',
  '/admin/feedback',
  '/admin/outreach',
  '/this/page/does-not-exist',
  '/code-lab',
  '/code-lab/worlds/lost-finder',
  // The two worlds that are not games (Pen Studio, Robot Recipes): eight puzzles each.
  '/code-lab/worlds/pen',
  '/code-lab/worlds/function',
  '/code-lab/studio',
  // The game studio: a page of the level route (docs/product/code-lab.md#the-game-studio).
  '/code-lab/game-studio',
  // A class child's page; anyone else is told it is for classes (CLASS_CHILD_PAGES below).
  '/gallery',
  // The level with the largest grid stands for the grid level page in every sweep; the
  // pinwheel for a pen level, and the grid of squares for one with a function.
  '/code-lab/lost-finder-6',
  '/code-lab/pen-6',
  '/code-lab/function-8',
  // The Game Lab's last puzzles: the catch game and the big race (docs/decisions/402-the-game-lab.md).
  '/code-lab/worlds/game',
  '/code-lab/game-8',
  '/code-lab/racer-6',
  // The Sound Lab's round: two voices and a function (docs/decisions/406-the-sound-lab.md).
  '/code-lab/worlds/sound',
  '/code-lab/sound-6',
  // The Web Lab's two pages and Ada's street, and NeighborNet's street (docs/decisions/409-the-web-lab-page.md).
  '/code-lab/worlds/web',
  '/code-lab/web-7',
  '/code-lab/worlds/network',
  '/code-lab/network-6',
  // The Vision Lab's pad and label boxes, with the examples the confused puzzle opens with
  // (docs/decisions/413-the-vision-lab-page.md).
  '/code-lab/worlds/vision',
  '/code-lab/vision-6',
  // Find My Keys App: the finder studio, a page of the level route (docs/decisions/415-find-my-keys.md).
  '/code-lab/find-my-keys',
  '/join',
  // A visitor sees the teacher pages' door (sign in); the e2e journey checks them signed in.
  '/classes',
  '/classes/1',
  '/classes/1/present/tech-lab-2',
  // The lesson guides: a visitor is sent home with a kind word, a learner (not confirmed) is
  // shown the way to confirm, a grown-up (the admin sweep) sees the guide
  // (docs/product/guide-pages.md).
  '/teach',
  '/teach/loops',
  '/teach/code-lab/tech-lab',
];
/**
 * What differs for a class child (tests/support/e2e-gallery.ts): Home's cards from the teacher,
 * the studio's Share with my class, and the class gallery.
 */
export const CLASS_CHILD_PAGES = ['/', '/code-lab/studio', '/code-lab/game-studio', '/code-lab/find-my-keys', '/gallery'];
export const LESSON_AND_GAME_PAGES = [
  ...curriculum.lessons.map((lesson) => `/lessons/${lesson.id}`),
  '/lessons/intro',
  '/lessons/no-such-lesson',
  ...games.map((game) => `/play/${game.id}`),
  '/play/no-such-game',
];
/** Every Code Lab level and an unknown one: the axe sweep checks them in a test of their own. */
/**
 * The fewest levels of each world that between them show every tile and every block the world
 * has, its last level first: what a level page shows differs from level to level only in those
 * (its tiles' colours and names, its palette's buttons), and the page around them is the same
 * (docs/decisions/397-ci-within-forty-minutes.md). A level with a new tile or block joins.
 */
const CODE_LAB_LEVELS_OF_EVERY_LOOK = [...codeLabWorlds, ...gameLabWorlds, ...soundLabWorlds, ...webLabWorlds, ...visionLabWorlds].flatMap((world) => {
  const levels = world.levelIds.map((id) => [...codeLabLevels, ...gameLabLevels, ...soundLabLevels, ...webLabLevels, ...visionLabLevels].find((level) => level.id === id)!);
  const looks = (level: (typeof levels)[number]) =>
    new Set([
      `stage:${'kind' in level ? level.kind : 'grid'}`,
      ...('grid' in level ? level.grid.join('') : ''),
      ...level.toolbox.map((block) => `block:${block}`),
      ...('events' in level ? level.events.map((event) => `event:${event}`) : []),
    ]);
  const chosen = [levels[levels.length - 1]!];
  const unseen = new Set(levels.flatMap((level) => [...looks(level)]));
  for (const look of looks(chosen[0]!)) unseen.delete(look);
  while (unseen.size > 0) {
    const showing = (level: (typeof levels)[number]) => [...looks(level)].filter((look) => unseen.has(look)).length;
    const next = levels.reduce((best, level) => (showing(level) > showing(best) ? level : best));
    chosen.push(next);
    for (const look of looks(next)) unseen.delete(look);
  }
  return chosen.map((level) => `/code-lab/${level.id}`);
});
export const CODE_LAB_PAGES = [...CODE_LAB_LEVELS_OF_EVERY_LOOK, '/code-lab/no-such-level'];
/**
 * The last level of each world and the world pages: what differs between visitors on a level
 * page is its frame, which these show (docs/decisions/195-page-sweeps-load-once.md).
 */
export const CODE_LAB_PAGES_PER_WORLD = [...codeLabWorlds, ...gameLabWorlds, ...soundLabWorlds, ...webLabWorlds, ...visionLabWorlds].flatMap((world) => [
  `/code-lab/worlds/${world.id}`,
  `/code-lab/${world.levelIds[world.levelIds.length - 1]}`,
]);
/**
 * What differs between visitors on a lesson or game page is its frame (the header, a finished
 * lesson's mark, a game's best score): one lesson of each kind of availability, the finished
 * first lesson, the first game (played) and the pages for unknown ones show it
 * (docs/decisions/387-one-walk-per-page.md). A guest's sweeps check every one.
 */
// Open, locked until a level (docs/decisions/394-level-gates-as-data.md) or coming soon.
const doorOf = (lesson: (typeof curriculum.lessons)[number]) =>
  lesson.availability.state === 'open' ? 'open' : lesson.opensAtLevel === undefined ? 'coming-soon' : 'locked';
export const LESSON_AND_GAME_FRAMES = [
  ...new Map(curriculum.lessons.map((lesson) => [doorOf(lesson), `/lessons/${lesson.id}`])).values(),
  `/lessons/${curriculum.lessons[0]!.id}`,
  '/lessons/no-such-lesson',
  `/play/${games[0]!.id}`,
  '/play/no-such-game',
];
export const EVERY_PAGE = [...SITE_PAGES, ...LESSON_AND_GAME_PAGES];
