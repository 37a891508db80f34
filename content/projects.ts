import type { ProjectDefinition } from '../src/domain/games/game-types';

// The Projects page (docs/product.md#projects-and-the-chore-tracker). NeighborNet is locked until level 3
// (`opensAtLevel`, docs/decisions/394-level-gates-as-data.md), then coming soon until its content exists.
export const projects = [
  {
    id: 'chore-tracker',
    title: 'Chore Tracker App',
    description:
      'Make an app that keeps a list of your chores and adds up the points you earn when you finish them.',
    icon: '🧹',
    color: 'emerald',
    featured: true,
    availability: { state: 'open', to: '/chore-tracker' },
    skills: ['Lists', 'Variables', 'Events'],
  },
  {
    id: 'find-my-keys',
    title: 'Find My Keys App',
    description: 'Help your family find lost things by following clues, one step at a time.',
    icon: '🔑',
    color: 'sky',
    featured: false,
    availability: { state: 'coming-soon' },
    skills: ['Sequences', 'Conditions'],
  },
  {
    id: 'neighbor-net',
    title: 'NeighborNet App',
    description: 'Build a little network so friends on your street can share news.',
    icon: '🏘️',
    color: 'indigo',
    featured: false,
    availability: { state: 'coming-soon' },
    opensAtLevel: 3,
    skills: ['Functions', 'Messages'],
  },
] as const satisfies readonly ProjectDefinition[];
