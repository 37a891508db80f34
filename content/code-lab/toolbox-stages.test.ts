// A level's toolbox holds only its stage's blocks, as each block's definition says where it can be
// used (docs/decisions/389-a-block-is-one-definition.md): no pen on the grid, no balloon or flag
// on the paper.
import { describe, expect, it } from 'vitest';
import { isOfStage } from '../../src/domain/code-lab/blocks';
import { isGameLevel } from '../../src/domain/code-lab/stages/game/game-level';
import { isPenLevel } from '../../src/domain/code-lab/stages/pen/pen-level';
import { isSoundLevel } from '../../src/domain/code-lab/stages/sound/sound-level';
import { isNetworkLevel, isWebLevel } from '../../src/domain/code-lab/stages/web/web-level';
import { codeLabLevels, gameLabLevels, soundLabLevels, webLabLevels } from './levels';

describe("every level's toolbox", () => {
  it.each([...codeLabLevels, ...gameLabLevels, ...soundLabLevels, ...webLabLevels].map((level) => [level.id, level] as const))('%s has only blocks of its stage', (_id, level) => {
    const stage = isPenLevel(level)
      ? 'pen'
      : isGameLevel(level)
        ? 'game'
        : isSoundLevel(level)
          ? 'sound'
          : isWebLevel(level)
            ? 'web'
            : isNetworkLevel(level)
              ? 'network'
              : 'grid';
    expect(level.toolbox.filter((kind) => !isOfStage(kind, stage))).toEqual([]);
  });
});
