// /code-lab/game-studio (docs/product/code-lab.md#the-game-studio): a child makes any game from
// every game block: the objects of the scene and where each starts, event blocks with the blocks
// under them, Play on the page or full screen, and "My games" (up to 30, creations of kind
// `game`). The game being made is the person's studio draft on this device, as the drawing
// studio's (docs/decisions/355-the-studio-keeps-a-draft.md), under the key "game-studio".
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import {
  newStudioGame,
  STUDIO_GAME_FRAMES,
  STUDIO_GAME_RULES,
  STUDIO_GAME_SEED,
} from '../../../../domain/code-lab/stages/game/game-studio';
import { secondaryButton } from '../../../components/button-styles';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/auth';
import { useAfterHydration } from '../../../lib/browser-value';
import { paths } from '../../../lib/paths';
import { usePersonKey, type PersonKey } from '../../../lib/person-store';
import { drafts } from '../drafts';
import { classGalleryQuery } from '../gallery/gallery-api';
import { asStudioGame } from '../program-check';
import { GameBench } from '../stages/game/game-bench';
import type { GameEditRules } from '../stages/game/handler-model';
import { PlayFullScreen } from './game-player';
import { GamesPanel } from './games-panel';
import { SpriteEditor } from './sprite-editor';
import { useDeviceGames, useServerGames, type ListedGame } from './use-games';

/** The studio's draft's key among the person's drafts on this device. */
const GAME_STUDIO_DRAFT = 'game-studio';

export function GameStudioScreen() {
  const t = useT('gameStudio', 'codeLab', 'gallery');
  const person = usePersonKey();
  const awake = useAfterHydration();
  const { user } = useAuth();
  const classChild = user?.kind === 'child' && user.profileOf === 'class';

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">{t('gameStudio.title')}</h1>
        <div className="flex flex-wrap gap-2">
          {classChild && (
            <Link to={paths.gallery} className={secondaryButton}>
              {t('gallery.openGallery')}
            </Link>
          )}
          <Link to={paths.codeLab} className={secondaryButton}>
            <span aria-hidden="true">←</span> {t('codeLab.world.allWorlds')}
          </Link>
        </div>
      </div>
      <p className="text-lg text-slate-900">{t('gameStudio.lead')}</p>
      {person ? (
        // What this device keeps (the draft, a guest's games) is read once the page is awake
        // (docs/decisions/401-the-first-paint-from-the-server.md).
        <StudioBench key={`${person}/${awake}`} person={person} classChild={classChild} device={awake} />
      ) : (
        <PageLoading className="text-lg">{t('codeLab.level.gettingProgram')}</PageLoading>
      )}
    </div>
  );
}

function StudioBench({ person, classChild, device }: { person: PersonKey; classChild: boolean; device: boolean }) {
  const t = useT('gameStudio');
  const [said, setSaid] = useState('');
  const [opened, setOpened] = useState(() => ({
    key: 0,
    program: (device && asStudioGame(drafts.read(person, GAME_STUDIO_DRAFT))) || newStudioGame(),
  }));
  const [program, setProgram] = useState<GameProgram>(opened.program);
  const change = useCallback(
    (next: GameProgram) => {
      setProgram(next);
      drafts.write(person, GAME_STUDIO_DRAFT, next);
    },
    [person],
  );
  const open = (game: ListedGame, words: string) => {
    setOpened((before) => ({ key: before.key + 1, program: game.program }));
    change(game.program);
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
                onClick={() => editor.replace(newStudioGame(), t('gameStudio.games.started'))}
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
      <PersonGames
        person={person}
        classChild={classChild}
        device={device}
        program={program}
        onOpen={(game) => open(game, t('gameStudio.games.opened', { title: game.title }))}
      />
    </>
  );
}

type PanelProps = { program: GameProgram; onOpen(game: ListedGame): void };

function PersonGames({ person, classChild, device, ...props }: PanelProps & { person: PersonKey; classChild: boolean; device: boolean }) {
  return person === 'guest' ? (
    <GuestGames device={device} {...props} />
  ) : classChild ? (
    <ClassChildGames person={person} {...props} />
  ) : (
    <AccountGames person={person} {...props} />
  );
}

function GuestGames({ device, ...props }: PanelProps & { device: boolean }) {
  return <GamesPanel games={useDeviceGames(device)} guest {...props} />;
}

/** A class child may share games while their teacher has the gallery on. */
function ClassChildGames({ person, ...props }: PanelProps & { person: PersonKey }) {
  const gallery = useQuery(classGalleryQuery(person));
  return <AccountGames person={person} sharing={gallery.data?.galleryOn === true} {...props} />;
}

function AccountGames({ person, sharing = false, ...props }: PanelProps & { person: PersonKey; sharing?: boolean }) {
  return <GamesPanel games={useServerGames(person)} guest={false} sharing={sharing} {...props} />;
}
