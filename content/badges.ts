import type { BadgeDefinition } from '../src/domain/points/badges';

// docs/product.md#points-levels-and-badges: the badges and what earns each (rules in src/domain/points/badges.ts).
export const badges = [
  {
    id: 'coding-starter',
    title: 'Coding Starter',
    description: 'Finish your first lesson.',
    icon: '🌟',
    rule: { kind: 'any-lesson' },
  },
  {
    id: 'loop-explorer',
    title: 'Loop Explorer',
    description: 'Finish the Loops lesson.',
    icon: '🔁',
    rule: { kind: 'lesson', lessonId: 'loops' },
  },
  {
    id: 'robot-master',
    title: 'Robot Master',
    description: 'Guide the robot through the maze.',
    icon: '🤖',
    rule: { kind: 'game', gameId: 'robot-maze' },
  },
  {
    id: 'debug-master',
    title: 'Debug Master',
    description: 'Finish the Making Decisions lesson.',
    icon: '🐞',
    rule: { kind: 'lesson', lessonId: 'conditionals' },
  },
  {
    id: 'function-pro',
    title: 'Function Pro',
    description: 'Finish the Function Factory lesson.',
    icon: '🏭',
    rule: { kind: 'lesson', lessonId: 'functions' },
  },
  {
    id: 'game-maker',
    title: 'Game Maker',
    description: 'Finish 3 different games: the Robot Maze, a Code Lab world or any game on the Games page counts.',
    icon: '🎮',
    rule: { kind: 'distinct-games', count: 3 },
  },
] as const satisfies readonly BadgeDefinition[];
