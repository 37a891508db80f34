// Every level gate in the content is the one field `opensAtLevel`, read by the one rule
// (docs/decisions/394-level-gates-as-data.md), and the web writes no level number of its own.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonCardState } from '../src/domain/lessons/curriculum';
import { isGameLocked } from '../src/domain/games/games';
import type { GameDefinition, ProjectDefinition } from '../src/domain/games/game-types';
import { isOpenAtLevel } from '../src/domain/points/level-gate';
import { curriculum } from './curriculum';
import { games } from './games';
import { patternPuzzler } from './labs/vision-lab/learn-hub';
import { projects } from './projects';

const gates = (items: readonly { id: string; opensAtLevel?: number }[]) =>
  Object.fromEntries(items.flatMap((i) => (i.opensAtLevel === undefined ? [] : [[i.id, i.opensAtLevel]])));

describe('level gates in the content (docs/product.md#curriculum)', () => {
  it("are the seed's levels, each on its lesson, game or project", () => {
    expect(gates(curriculum.lessons)).toEqual({ variables: 4, objects: 5, 'web-dev': 6, 'game-dev': 8, 'voice-sound': 5 });
    expect(gates(projects as readonly ProjectDefinition[])).toEqual({ 'neighbor-net': 3 });
    // NeighborNet opens with its lesson, Web Creator (docs/decisions/410-web-creator-lesson.md#the-neighbornet-games-door).
    expect(gates(games as readonly GameDefinition[])).toEqual({ 'neighbor-net': 6 });
    expect(patternPuzzler.opensAtLevel).toBe(4);
  });

  it('open every gated lesson by the one rule: locked one level short, and a door not built yet stays locked', () => {
    for (const lesson of curriculum.lessons) {
      const level = lesson.opensAtLevel;
      if (level === undefined) continue;
      expect(isOpenAtLevel(level, level - 1), lesson.id).toBe(false);
      expect(isOpenAtLevel(level, level), lesson.id).toBe(true);
      expect(lessonCardState(curriculum, lesson, new Set(), level - 1), lesson.id).toEqual({ kind: 'locked', unlockLevel: level });
      const atLevel = lessonCardState(curriculum, lesson, new Set(), level);
      if (lesson.availability.state === 'open') expect(atLevel.kind, lesson.id).not.toBe('locked');
      else expect(atLevel, lesson.id).toEqual({ kind: 'locked', unlockLevel: level });
    }
  });

  it('lock a game by its level the same way', () => {
    const gated: GameDefinition = { ...games[0], opensAtLevel: 4 };
    expect([3, 4].map((level) => isGameLocked(gated, level))).toEqual([true, false]);
  });
});

describe('the web', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return files(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it("writes no level number of its own: every gate's level comes from the content", () => {
    const written = /\b(unlockLevel|opensAtLevel|level)\s*[:=]\s*\{?\s*\d/;
    const found = files(join(import.meta.dirname, '../src/web')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !line.trim().startsWith('//') && written.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
