// "My games" (docs/product/code-lab.md#the-game-studio): the studios' panel
// (creations/creations-panel.tsx) with a game's words, each kept game's objects in words (typed
// text stays on the child's own screens) and a button to play it full screen. A game with no
// object or no event block says why it cannot be kept.
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { gameDoesSomething } from '../../../../domain/code-lab/stages/game/game-studio';
import { CREATIONS_MAX_PER_KIND as max } from '../../../../domain/creations';
import { useT } from '../../../i18n/use-t';
import { CreationsPanel, type PanelWords } from '../creations/creations-panel';
import type { Creations, ListedCreation } from '../creations/use-creations';
import { objectsOf } from './game-objects';
import { PlayFullScreen } from './game-player';

type Props = {
  games: Creations<GameProgram>;
  guest: boolean;
  /** The game being made, kept by "Keep this game". */
  program: GameProgram;
  onOpen(game: ListedCreation<GameProgram>): void;
  /** The kept one being made, and that one was kept (creations-panel.tsx). */
  opened?: string | null;
  onKept?(key: string): void;
  /** A class child whose teacher has the gallery on: each game may be shared. */
  sharing?: boolean;
};

function useGameWords(): PanelWords {
  const t = useT('gameStudio');
  return {
    heading: t('gameStudio.games.heading'),
    titleLabel: t('gameStudio.games.titleLabel'),
    titleMissing: t('gameStudio.games.titleMissing'),
    save: t('gameStudio.games.save'),
    saved: (title) => t('gameStudio.games.saved', { title }),
    nothing: t('gameStudio.games.nothing'),
    full: t('gameStudio.games.full', { max }),
    kept: (count) => t('gameStudio.games.kept', { count, max }),
    keptGuest: (count) => t('gameStudio.games.keptGuest', { count, max }),
    waiting: (count) => t('gameStudio.games.waiting', { count }),
    loading: t('gameStudio.games.loading'),
    empty: t('gameStudio.games.empty'),
    deleted: (title) => t('gameStudio.games.deleted', { title }),
    tooMany: t('gameStudio.games.tooMany', { max }),
    deviceFull: t('gameStudio.games.deviceFull'),
  };
}

export function GamesPanel({ games, ...props }: Props) {
  const t = useT('gameStudio', 'gameScene');
  return (
    <CreationsPanel
      id="my-games"
      creations={games}
      words={useGameWords()}
      keepable={gameDoesSomething}
      about={(game) => <p className="text-base text-slate-700">{t('gameStudio.games.objects', { objects: objectsOf(game.program, t) })}</p>}
      actions={(game) => <PlayFullScreen program={game.program} label={t('gameStudio.games.play', { title: game.title })} />}
      {...props}
    />
  );
}
