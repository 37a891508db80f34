// "My games" (docs/product/code-lab.md#the-game-studio): keep the game being made with a title
// (typed text stays on the child's own screens: the class sees only what the program builds from
// word lists), and for each kept game its objects in words, open, play full screen, delete (after
// a question) and, for a class child whose teacher has the gallery on, share with the class. The
// same for a guest (this device) and a signed-in person (the server), as "My drawings".
import { useState, type FormEvent } from 'react';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { gameDoesSomething } from '../../../../domain/code-lab/stages/game/game-studio';
import { CREATIONS_MAX_PER_KIND } from '../../../../domain/creations';
import { DRAWING_TITLE_MAX_LENGTH, drawingMessages, drawingTitleProblem } from '../../../../domain/drawings';
import type { Translate } from '../../../../i18n/translate';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../i18n/use-t';
import { userMessageOf } from '../../../lib/api';
import { ShareControl } from '../gallery/share-control';
import { objectsOf } from './game-objects';
import { DeleteDrawingDialog } from '../studio/delete-drawing-dialog';
import { PlayFullScreen } from './game-player';
import type { Games, ListedGame } from './use-games';

type Props = {
  games: Games;
  guest: boolean;
  /** The game being made, kept by "Keep this game". */
  program: GameProgram;
  onOpen(game: ListedGame): void;
  /** A class child whose teacher has the gallery on: each game may be shared. */
  sharing?: boolean;
};

const smallButton = `${secondaryButton} px-4 text-base`;

function titleProblem(title: string, t: Translate): string | null {
  const problem = drawingTitleProblem(title);
  if (problem === null) return null;
  if (problem === drawingMessages.titleMissing) return t('gameStudio.games.titleMissing');
  if (problem === drawingMessages.titleTooLong) return t('codeLab.studio.titleTooLong', { max: DRAWING_TITLE_MAX_LENGTH });
  return t('codeLab.studio.titleControl');
}

const errorText = (error: unknown) => (error instanceof Error && !('status' in error) ? error.message : userMessageOf(error));

export function GamesPanel({ games, guest, program, onOpen, sharing = false }: Props) {
  const t = useT('gameStudio', 'codeLab', 'gallery', 'gameScene');
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<ListedGame | null>(null);

  async function run(work: () => Promise<string>) {
    setBusy(true);
    try {
      setStatus(await work());
    } catch (error) {
      setStatus(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    // A game that does nothing is not kept; the server refuses it too.
    if (!gameDoesSomething(program)) {
      setStatus(t('gameStudio.games.nothing'));
      return;
    }
    const problem = titleProblem(title, t);
    setTitleError(problem);
    if (problem) return;
    void run(async () => {
      const saved = await games.save(title, program);
      setTitle('');
      return t('gameStudio.games.saved', { title: saved.title });
    });
  }

  return (
    <section aria-labelledby="my-games" className="grid content-start gap-4 rounded-3xl bg-white p-4 shadow sm:p-6">
      <h2 id="my-games" className="text-2xl font-extrabold text-violet-900">
        {t('gameStudio.games.heading')}
      </h2>
      <form onSubmit={save} className="grid gap-3" noValidate>
        <TextField
          label={t('gameStudio.games.titleLabel')}
          hint={t('codeLab.studio.titleHint', { max: DRAWING_TITLE_MAX_LENGTH })}
          value={title}
          maxLength={DRAWING_TITLE_MAX_LENGTH}
          error={titleError ?? undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        <button type="submit" className={primaryButton} disabled={busy || games.full}>
          {t('gameStudio.games.save')}
        </button>
      </form>
      <p className="text-base text-slate-700">
        {games.full
          ? t('gameStudio.games.full', { max: CREATIONS_MAX_PER_KIND })
          : t(guest ? 'gameStudio.games.keptGuest' : 'gameStudio.games.kept', {
              count: games.list.length,
              max: CREATIONS_MAX_PER_KIND,
            })}
        {games.waiting > 0 && ` ${t('gameStudio.games.waiting', { count: games.waiting })}`}
      </p>
      <p role="status" className="min-h-6 font-bold text-violet-900">
        {status}
      </p>
      {games.loading ? (
        <p>{t('gameStudio.games.loading')}</p>
      ) : games.list.length === 0 ? (
        <p className="text-slate-700">{t('gameStudio.games.empty')}</p>
      ) : (
        <ul className="grid gap-3" data-testid="my-games">
          {games.list.map((game) => (
            <li key={game.key} className="grid gap-2 rounded-2xl border-2 border-slate-200 p-3">
              <p className="min-w-0 text-lg font-bold break-words text-slate-900">{game.title}</p>
              <p className="text-base text-slate-700">{t('gameStudio.games.objects', { objects: objectsOf(game.program, t) })}</p>
              <div className="flex flex-wrap gap-2">
                <button type="button" className={smallButton} onClick={() => onOpen(game)}>
                  {t('codeLab.studio.open')}
                  <span className="sr-only"> {game.title}</span>
                </button>
                <PlayFullScreen program={game.program} label={t('gameStudio.games.play', { title: game.title })} />
                <button type="button" className={smallButton} disabled={busy} onClick={() => setDeleting(game)}>
                  {t('codeLab.studio.delete')}
                  <span className="sr-only"> {game.title}</span>
                </button>
              </div>
              {sharing && games.share && games.unshare && (
                <ShareControl
                  title={game.title}
                  share={game.share ?? null}
                  busy={busy}
                  onShare={() =>
                    void run(async () => {
                      await games.share?.(game.key);
                      return t('gallery.shared', { title: game.title });
                    })
                  }
                  onTakeBack={() =>
                    void run(async () => {
                      await games.unshare?.(game.key);
                      return t('gallery.takenBack', { title: game.title });
                    })
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <DeleteDrawingDialog
          title={deleting.title}
          onCancel={() => setDeleting(null)}
          onDelete={() => {
            const gone = deleting;
            setDeleting(null);
            void run(async () => {
              await games.remove(gone.key);
              return t('gameStudio.games.deleted', { title: gone.title });
            });
          }}
        />
      )}
    </section>
  );
}
