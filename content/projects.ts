import type { ProjectDefinition } from '../src/domain/games/game-types';
import { findMyKeys } from './labs/vision-lab/projects';
import { neighborNetProject } from './labs/web-lab/projects';

// The Projects page (docs/product.md#projects-and-the-chore-tracker). Find My Keys and NeighborNet are
// the Vision and Web Labs' (content/labs/<lab>/projects.ts); NeighborNet is locked until level 3 (`opensAtLevel`,
// docs/decisions/394-level-gates-as-data.md), then opens the house studio (docs/decisions/411-neighbornet.md); Find My Keys
// opens the finder studio (docs/decisions/415-find-my-keys.md).
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
  findMyKeys,
  neighborNetProject,
] as const satisfies readonly ProjectDefinition[];
