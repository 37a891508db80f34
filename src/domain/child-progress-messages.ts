// Words of the per-child progress view a grown-up or a teacher sees (docs/product.md#what-grown-ups-see).
// Apart from messages.ts: they load with the family and class pages only (decision 105).
import { brand } from './brand';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const childProgressMessages = {
  summary: (points: number, level: number) => `Level ${level}, ${points} ${brand.points}.`,
  lastActive: (when: string) => `Last active: ${when}.`,
  neverActive: 'Not active yet.',
  needsHelpTitle: 'Needs help',
  needsHelpIntro: (nickname: string) =>
    `${nickname} has tried these Code Lab levels again and again without solving them. A hint from you could help.`,
  needsHelpItem: (title: string, fails: number) =>
    `${title}: ${plural(fails, 'try', 'tries')} without solving it.`,
  lessonsTitle: 'Lessons done',
  lessonsCount: (done: number, open: number) => `${done} of ${open} lessons done.`,
  codeLabTitle: 'Code Lab levels',
  noCodeLab: 'No Code Lab levels tried yet.',
  codeLabItem: (title: string, stars: number, runs: number, fails: number) => {
    const result = stars > 0 ? `solved with ${stars} of 3 stars` : 'not solved yet';
    const tries = fails > 0 ? ` (${plural(fails, 'try', 'tries')} without solving)` : '';
    return `${title}: ${result}, ${plural(runs, 'run', 'runs')}${tries}.`;
  },
  badgesTitle: 'Badges',
  noBadges: 'No badges yet.',
} as const;
