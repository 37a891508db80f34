import type { GameDefinition } from '../src/domain/games/game-types';
import { codeRacer } from './labs/game-lab/games';
import { neighborNetGame } from './labs/web-lab/games';

// The game list of docs/product.md#games-and-scores (ids, difficulty, points, open or locked): the
// first spec's six plus the playable robot maze and Debug Detective. The four open coding games
// are the Code Lab's worlds (docs/product/code-lab.md). The order is the order of the games grid.
// A game with nothing behind it yet (`play: { kind: 'coming-soon' }`: the labs' doors, each in its
// lab's folder in content/labs/) is locked for everyone; one that opens at a level says so with
// `opensAtLevel` (docs/decisions/394-level-gates-as-data.md).
export const games = [
  {
    id: 'robot-maze',
    title: 'Robot Maze',
    description:
      'Guide the robot to the flag with arrow moves. The fewer moves, the higher your score!',
    difficulty: 'beginner',
    pointsReward: 6, // the best score, 60, earns floor(60 / 10) points (docs/product.md#games-and-scores)
    icon: '🤖',
    color: 'violet',
    play: { kind: 'robot-maze' },
  },
  {
    id: 'chore-challenge',
    title: 'Chore Challenge',
    description: 'Build a chore list that adds up your points when you finish a job.',
    difficulty: 'beginner',
    pointsReward: 50,
    icon: '🧹',
    color: 'emerald',
    play: { kind: 'project-link', to: '/chore-tracker', label: 'Open the Chore Tracker' },
  },
  {
    id: 'lost-finder',
    title: 'Lost Finder',
    description: 'Follow the clues step by step to find things that went missing.',
    difficulty: 'intermediate',
    pointsReward: 75,
    icon: '🔍',
    color: 'sky',
    play: { kind: 'code-lab', worldId: 'lost-finder' },
  },
  {
    id: 'pattern-builder',
    title: 'Tech Lab Puzzles',
    description: 'Spot the pattern and build what comes next in the tech lab.',
    difficulty: 'beginner',
    pointsReward: 60,
    icon: '🧩',
    color: 'amber',
    play: { kind: 'code-lab', worldId: 'tech-lab' },
  },
  neighborNetGame,
  codeRacer,
  {
    id: 'birthday-adventure',
    title: 'Birthday Adventure',
    description: 'Plan a birthday party with lists, steps and a surprise at the end.',
    difficulty: 'beginner',
    pointsReward: 55,
    icon: '🎂',
    color: 'orange',
    play: { kind: 'code-lab', worldId: 'birthday' },
  },
  {
    id: 'debug-detective',
    title: 'Debug Detective',
    description: 'Find the bug hiding in the code and fix it like a real detective.',
    difficulty: 'intermediate',
    pointsReward: 50,
    icon: '🕵️',
    color: 'teal',
    play: { kind: 'code-lab', worldId: 'debug' },
  },
] as const satisfies readonly GameDefinition[];

export const gameById = (id: string): GameDefinition | undefined => games.find((g) => g.id === id);

