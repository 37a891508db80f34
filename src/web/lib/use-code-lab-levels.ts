// The Code Lab's worlds and levels in the page's language (docs/product/languages.md): the
// English of content/code-lab with its translation (locales/<lang>/content/code-lab/levels.po)
// laid over. Ids, grids and toolboxes stay as they are; only the words change. The Game Lab's
// worlds (game, racer) follow Ada's, then the Sound Lab's (sound), then the Web Lab's (web,
// network), each list with its own translation (docs/decisions/402-the-game-lab.md#the-level-page,
// docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page,
// docs/decisions/409-the-web-lab-page.md).
import { useMemo } from 'react';
import {
  codeLabLevels,
  codeLabWorlds,
  gameLabLevels,
  gameLabWorlds,
  soundLabLevels,
  soundLabWorlds,
  webLabLevels,
  webLabWorlds,
} from '../../../content/code-lab/levels';
import type { Level, World } from '../../domain/code-lab/level-types';
import { useContent } from '../i18n/use-t';

export function useCodeLabLevels() {
  const adaLevels = useContent('code-lab/levels', 'codeLabLevels', codeLabLevels);
  const adaWorlds = useContent('code-lab/levels', 'codeLabWorlds', codeLabWorlds);
  const gameLevels = useContent('code-lab/levels', 'gameLabLevels', gameLabLevels);
  const gameWorlds = useContent('code-lab/levels', 'gameLabWorlds', gameLabWorlds);
  const soundLevels = useContent('code-lab/levels', 'soundLabLevels', soundLabLevels);
  const soundWorlds = useContent('code-lab/levels', 'soundLabWorlds', soundLabWorlds);
  const webLevels = useContent('code-lab/levels', 'webLabLevels', webLabLevels);
  const webWorlds = useContent('code-lab/levels', 'webLabWorlds', webLabWorlds);
  return useMemo(() => {
    const levels: readonly Level[] = [...adaLevels, ...gameLevels, ...soundLevels, ...webLevels];
    const worlds: readonly World[] = [...adaWorlds, ...gameWorlds, ...soundWorlds, ...webWorlds];
    const levelById = new Map(levels.map((l) => [l.id, l]));
    const worldById = new Map(worlds.map((w) => [w.id, w]));
    return {
      levels,
      worlds,
      findLevel: (id: string): Level | undefined => levelById.get(id),
      findWorld: (id: string): World | undefined => worldById.get(id as World['id']),
    };
  }, [adaLevels, adaWorlds, gameLevels, gameWorlds, soundLevels, soundWorlds, webLevels, webWorlds]);
}

/** Finding a level and its world by id, in the page's language. */
export type LevelLookup = Pick<ReturnType<typeof useCodeLabLevels>, 'findLevel' | 'findWorld'>;
