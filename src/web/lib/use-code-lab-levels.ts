// The Code Lab's worlds and levels in the page's language (docs/product/languages.md): the
// English of content/code-lab with its translation (locales/<lang>/content/code-lab/levels.po)
// laid over. Ids, grids and toolboxes stay as they are; only the words change.
import { useMemo } from 'react';
import { codeLabLevels, codeLabWorlds } from '../../../content/code-lab/levels';
import type { Level, World } from '../../domain/code-lab/level-types';
import { useContent } from '../i18n/use-t';

export function useCodeLabLevels() {
  const levels = useContent('code-lab/levels', 'codeLabLevels', codeLabLevels);
  const worlds = useContent('code-lab/levels', 'codeLabWorlds', codeLabWorlds);
  return useMemo(() => {
    const levelById = new Map(levels.map((l) => [l.id, l]));
    const worldById = new Map(worlds.map((w) => [w.id, w]));
    return {
      levels,
      worlds,
      findLevel: (id: string): Level | undefined => levelById.get(id),
      findWorld: (id: string): World | undefined => worldById.get(id as World['id']),
    };
  }, [levels, worlds]);
}

/** Finding a level and its world by id, in the page's language. */
export type LevelLookup = Pick<ReturnType<typeof useCodeLabLevels>, 'findLevel' | 'findWorld'>;
