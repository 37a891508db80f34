// Words of the per-child progress view a grown-up or a teacher sees (docs/product.md#what-grown-ups-see).
// Apart from messages.ts: they load with the family and class pages only (decision 105).
import { brand } from './brand';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "0 min", "12 min", "1 h", "1 h 5 min" (docs/product.md#time-on-task). */
export function minutesWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export const childProgressMessages = {
  summary: (points: number, level: number) => `Level ${level}, ${points} ${brand.points}.`,
  lastActive: (when: string) => `Last active: ${when}.`,
  neverActive: 'Not active yet.',
  /** "12 min today, 1 h 5 min this week." (this week: the last 7 days, today included) */
  activeTime: (today: number, week: number) =>
    `Time on task: ${minutesWords(today)} today, ${minutesWords(week)} this week.`,
  workTitle: 'Code Lab work',
  workIntro: (nickname: string) =>
    `${nickname}’s last program in each level, the last tried first.`,
  workLoading: 'Loading the Code Lab work…',
  noWork: 'No Code Lab programs yet.',
  workLine: (stars: number, runs: number, fails: number, when: string) => {
    const result = stars > 0 ? `Solved with ${stars} of 3 stars` : 'Not solved yet';
    return `${result}. ${plural(runs, 'run', 'runs')}, ${plural(fails, 'fail', 'fails')}. Last tried ${when}.`;
  },
  showProgram: (nickname: string) => `See ${nickname}’s program`,
  hideProgram: (nickname: string) => `Hide ${nickname}’s program`,
  programOf: (nickname: string, level: string) => `${nickname}’s program for ${level}`,
  noProgram: 'No program kept for this level.',
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
