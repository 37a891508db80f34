import { describe, expect, it } from 'vitest';
import { gameById, games } from './games';
import { projects } from './projects';
import { codeLabWorlds, findWorld, gameLabWorlds, webLabWorlds } from './code-lab/levels';
import type { GameDefinition, ProjectDefinition } from '../src/domain/games/game-types';
import { mazeScore, minimumMazeMoves } from '../src/domain/games/maze';
import { isGameLocked } from '../src/domain/games/games';

// A locked game of the Games page is locked at every level (docs/product.md#games-screen).
const lockedForEveryone = (g: GameDefinition) => isGameLocked(g, 1) && isGameLocked(g, 100);

describe('game definitions', () => {
  it('match docs/product.md#games-and-scores (difficulty, points reward, open or locked) and pattern-builder is Tech Lab Puzzles', () => {
    const table = games.map((g: GameDefinition) => [g.id, g.difficulty, g.pointsReward, lockedForEveryone(g)]);
    expect(table).toEqual(
      expect.arrayContaining([
        ['chore-challenge', 'beginner', 50, false],
        ['lost-finder', 'intermediate', 75, false],
        ['pattern-builder', 'beginner', 60, false],
        ['neighbor-net', 'advanced', 100, false],
        ['code-racer', 'intermediate', 80, false],
        ['birthday-adventure', 'beginner', 55, false],
      ]),
    );
    expect(gameById('pattern-builder')?.title).toBe('Tech Lab Puzzles');
  });

  it('include the playable robot maze and Debug Detective (docs/product.md#games-and-scores)', () => {
    expect(gameById('robot-maze')?.play).toEqual({ kind: 'robot-maze' });
    expect(isGameLocked(gameById('robot-maze')!, 1)).toBe(false);
    expect(gameById('debug-detective')?.play).toEqual({ kind: 'code-lab', worldId: 'debug' });
    // The card promises what the best maze run really earns (floor(score / 10)).
    expect(gameById('robot-maze')?.pointsReward).toBe(
      Math.floor(mazeScore(minimumMazeMoves()) / 10),
    );
  });

  it("open a Code Lab world for each of the six coding games (Code Racer is the Game Lab's, NeighborNet the Web Lab's), and no open game is coming soon", () => {
    const worlds = Object.fromEntries(games.flatMap((g) => (g.play.kind === 'code-lab' ? [[g.id, g.play.worldId]] : [])));
    expect(worlds).toEqual({
      'birthday-adventure': 'birthday',
      'pattern-builder': 'tech-lab',
      'lost-finder': 'lost-finder',
      'debug-detective': 'debug',
      'code-racer': 'racer',
      'neighbor-net': 'network',
    });
    for (const world of [...codeLabWorlds, ...gameLabWorlds, ...webLabWorlds]) if (world.gameId) expect(worlds[world.gameId]).toBe(world.id);
    // The network world is the NeighborNet game (docs/decisions/408-the-web-lab.md): its card's world.
    expect(findWorld('network')?.gameId).toBe('neighbor-net');
    // Every world a card opens is on the map.
    for (const worldId of Object.values(worlds)) expect(findWorld(worldId), worldId).toBeDefined();
    const all: readonly GameDefinition[] = games;
    expect(all.filter((g) => !lockedForEveryone(g) && g.play.kind === 'coming-soon')).toEqual([]);
  });

  it('open NeighborNet at level 6 onto the Web Lab\'s world `network` (docs/decisions/410-web-creator-lesson.md#the-neighbornet-games-door)', () => {
    const neighborNet = gameById('neighbor-net')!;
    expect(neighborNet.play).toEqual({ kind: 'code-lab', worldId: 'network' });
    expect(isGameLocked(neighborNet, 5)).toBe(true);
    expect(isGameLocked(neighborNet, 6)).toBe(false);
  });

  it('have unique kebab-case ids and complete fields', () => {
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
    for (const game of games) {
      expect(game.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(game.title.length).toBeGreaterThan(0);
      expect(game.description.length).toBeGreaterThan(10);
      expect(game.icon.length).toBeGreaterThan(0);
      expect(Number.isInteger(game.pointsReward) && game.pointsReward > 0).toBe(true);
    }
  });

  it('chore challenge links to the Chore Tracker; only the maze is a real game', () => {
    expect(gameById('chore-challenge')?.play).toMatchObject({
      kind: 'project-link',
      to: '/chore-tracker',
    });
    expect(games.filter((g) => g.play.kind === 'robot-maze').map((g) => g.id)).toEqual([
      'robot-maze',
    ]);
  });
});

describe('project definitions', () => {
  it('are those of docs/product.md#projects-and-the-chore-tracker: Chore Tracker (featured, open), Find My Keys (open), NeighborNet (open from level 3)', () => {
    const all: readonly ProjectDefinition[] = projects;
    expect(all.map((p) => [p.title, p.featured, p.availability.state, p.opensAtLevel])).toEqual([
      ['Chore Tracker App', true, 'open', undefined],
      ['Find My Keys App', false, 'open', undefined],
      ['NeighborNet App', false, 'open', 3],
    ]);
    expect(projects[0].availability).toEqual({ state: 'open', to: '/chore-tracker' });
    expect(projects[2]).toMatchObject({ availability: { state: 'open', to: '/code-lab/neighbor-net' }, opensAtLevel: 3 });
  });
});
