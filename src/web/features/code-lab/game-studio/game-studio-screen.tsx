// /code-lab/game-studio (docs/product/code-lab.md#the-game-studio): a child makes any game from
// every game block: the objects of the scene and where each starts, event blocks with the blocks
// under them, Play on the page or full screen, and "My games" (up to 30, creations of kind
// `game`). The game being made is the person's studio draft on this device, as the drawing
// studio's (docs/decisions/355-the-studio-keeps-a-draft.md), under the key "game-studio".
import { useCallback, useMemo, useState } from 'react';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import {
  newStudioGame,
  STUDIO_GAME_FRAMES,
  STUDIO_GAME_RULES,
  STUDIO_GAME_SEED,
} from '../../../../domain/code-lab/stages/game/game-studio';
import { secondaryButton } from '../../../components/button-styles';
import { useT } from '../../../i18n/use-t';
import { PersonCreations, StudioPage, type StudioPerson } from '../creations/studio-page';
import type { ListedCreation } from '../creations/use-creations';
import { drafts } from '../drafts';
import { asStudioGame } from '../program-check';
import { GameBench } from '../stages/game/game-bench';
import type { GameEditRules } from '../stages/game/handler-model';
import { PlayFullScreen } from './game-player';
import { GamesPanel } from './games-panel';
import { keptGames } from './kept-games';
import { SpriteEditor } from './sprite-editor';

/** The studio's draft's key among the person's drafts on this device. */
const GAME_STUDIO_DRAFT = 'game-studio';

export function GameStudioScreen() {
  const t = useT('gameStudio', 'codeLab', 'gallery');
  return (
    <StudioPage title={t('gameStudio.title')} lead={t('gameStudio.lead')}>
      {(who) => <StudioBench {...who} />}
    </StudioPage>
  );
}

function StudioBench(who: StudioPerson) {
  const { person, device } = who;
  const t = useT('gameStudio');
  const [said, setSaid] = useState('');
  const [opened, setOpened] = useState(() => ({
    key: 0,
    program: (device && asStudioGame(drafts.read(person, GAME_STUDIO_DRAFT))) || newStudioGame(),
  }));
  const [program, setProgram] = useState<GameProgram>(opened.program);
  // The kept game being made ("Save changes" saves over it); a new game is none.
  const [keptKey, setKeptKey] = useState<string | null>(null);
  const change = useCallback(
    (next: GameProgram) => {
      setProgram(next);
      drafts.write(person, GAME_STUDIO_DRAFT, next);
    },
    [person],
  );
  const open = (game: ListedCreation<GameProgram>, words: string) => {
    setOpened((before) => ({ key: before.key + 1, program: game.program }));
    change(game.program);
    setKeptKey(game.key);
    setSaid(words);
  };

  // The scene and the objects the blocks may name follow the program's sprites.
  const sprites = program.sprites;
  const scene = useMemo(() => ({ sprites: sprites ?? [], seed: STUDIO_GAME_SEED }), [sprites]);
  const rules = useMemo<GameEditRules>(
    () => ({ ...STUDIO_GAME_RULES, sprites: (sprites ?? []).map((s) => s.id) }),
    [sprites],
  );

  return (
    <>
      <p aria-live="polite" className="min-h-6 font-bold text-violet-900 empty:hidden">
        {said}
      </p>
      <GameBench
        key={opened.key}
        scene={scene}
        rules={rules}
        maxFrames={STUDIO_GAME_FRAMES}
        initial={opened.program}
        onProgramChange={change}
      >
        {(editor, locked) => (
          <>
            <div className="flex flex-wrap gap-2">
              <PlayFullScreen
                program={editor.program}
                label={t('gameStudio.fullScreen.play')}
                disabled={locked || editor.program.handlers.length === 0}
              />
              <button
                type="button"
                className={secondaryButton}
                disabled={locked}
                onClick={() => {
                  setKeptKey(null);
                  editor.replace(newStudioGame(), t('gameStudio.games.started'));
                }}
              >
                {t('gameStudio.games.newGame')}
              </button>
            </div>
            <SpriteEditor
              program={editor.program}
              locked={locked}
              onChange={(changeOf, words) =>
                editor.edit((current, slot) => ({ program: changeOf(current), slot, said: words }))
              }
            />
          </>
        )}
      </GameBench>
      <PersonCreations kind={keptGames} {...who}>
        {(games, { guest, sharing }) => (
          <GamesPanel
            games={games}
            guest={guest}
            sharing={sharing}
            program={program}
            onOpen={(game) => open(game, t('gameStudio.games.opened', { title: game.title }))}
            opened={keptKey}
            onKept={setKeptKey}
          />
        )}
      </PersonCreations>
    </>
  );
}
