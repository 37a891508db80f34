// Every lab's worlds and levels in one list each, in the map's order: the lists the server and the
// class dashboard walk (progress, assignments, the dashboard's order). Apart from levels.ts, whose
// every export is content with its own translation (docs/decisions/336-one-overlay-for-the-code-lab-levels.md):
// these hold the same objects, in English; a page that shows their words reads levels.ts's lists.
import type { Level, World } from '../../src/domain/code-lab/level-types';
import {
  codeLabLevels,
  codeLabWorlds,
  gameLabLevels,
  gameLabWorlds,
  soundLabLevels,
  soundLabWorlds,
  webLabLevels,
  webLabWorlds,
} from './levels';

export const allWorlds: readonly World[] = [...codeLabWorlds, ...gameLabWorlds, ...soundLabWorlds, ...webLabWorlds];
export const allLevels: readonly Level[] = [...codeLabLevels, ...gameLabLevels, ...soundLabLevels, ...webLabLevels];
