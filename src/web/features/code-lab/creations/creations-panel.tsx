// A studio's "My drawings", "My games" … (docs/product/code-lab.md#creations-by-kind): keep the
// program being made with a title (typed text stays on the child's own screens: the class sees
// only what the program builds), and for each kept one open, rename and delete it (after a
// question), save the program being made over the one it came from ("Save changes"), what its
// kind adds (a picture, downloads, play full screen) and, for a class child
// whose teacher has the gallery on, share it with the class. The same for a guest (this device)
// and a signed-in person (the server), and the same for every kind: a kind gives its words and
// its slots.
import { useState, type FormEvent, type ReactNode } from 'react';
import { DRAWING_TITLE_MAX_LENGTH } from '../../../../domain/drawings';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../i18n/use-t';
import { userMessageOf } from '../../../lib/api';
import { ShareControl } from '../gallery/share-control';
import { DeleteCreationDialog } from './delete-creation-dialog';
import { RenameForm, useTitleProblem } from './rename-form';
import { DeviceRefusal, type Creations, type ListedCreation } from './use-creations';

/** A kind's own words; the rest (title rules, Open, Rename, Delete) are every kind's. */
export type PanelWords = {
  heading: string;
  titleLabel: string;
  /** The title's own "missing" words ("Please give your game a title."). */
  titleMissing: string;
  save: string;
  saved(title: string): string;
  /** Why the program being made cannot be kept (it draws nothing, it has no object). */
  nothing: string;
  /** The person keeps CREATIONS_MAX_PER_KIND (said before a save is tried). */
  full: string;
  kept(count: number): string;
  keptGuest(count: number): string;
  waiting(count: number): string;
  loading: string;
  empty: string;
  deleted(title: string): string;
  /** This device keeps the most there is room for. */
  tooMany: string;
  /** This device could not write. */
  deviceFull: string;
};

type Props<P> = {
  /** The section's id, and its list's test id: `my-drawings`, `my-games`. */
  id: string;
  creations: Creations<P>;
  words: PanelWords;
  /** Whose they are: the guest keeps them on this device. */
  guest: boolean;
  /** The program being made now, kept by the save button. */
  program: P;
  /** False when the program cannot be kept yet (the panel says `words.nothing`). */
  keepable(program: P): boolean;
  onOpen(creation: ListedCreation<P>): void;
  /**
   * The kept one the program being made came from (opened, or kept last), whose "Save changes"
   * saves the program over it; null or gone: none.
   */
  opened?: string | null;
  /** One was kept: the program being made is now that one. */
  onKept?(key: string): void;
  /** A class child whose teacher has the gallery on: each one may be shared. */
  sharing?: boolean;
  /** Beside its title: a small picture. */
  picture?(creation: ListedCreation<P>): ReactNode;
  /** Under its title: what it is made of, in words. */
  about?(creation: ListedCreation<P>): ReactNode;
  /** More buttons; `run` says what a piece of work did in the panel's status line. */
  actions?(creation: ListedCreation<P>, run: (work: () => Promise<string>) => void): ReactNode;
};

const smallButton = `${secondaryButton} px-4 text-base`;

export function CreationsPanel<P>({
  id,
  creations,
  words,
  guest,
  program,
  keepable,
  onOpen,
  opened = null,
  onKept,
  sharing = false,
  picture,
  about,
  actions,
}: Props<P>) {
  const t = useT('codeLab', 'gallery');
  const titleProblem = useTitleProblem(words.titleMissing);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ListedCreation<P> | null>(null);
  const openedOne = creations.list.find((creation) => creation.key === opened);

  const errorText = (error: unknown) =>
    error instanceof DeviceRefusal
      ? error.reason === 'full'
        ? words.tooMany
        : words.deviceFull
      : error instanceof Error && !('status' in error)
        ? error.message
        : userMessageOf(error);

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
    // What cannot be kept is not (the server refuses it too,
    // docs/decisions/355-the-studio-keeps-a-draft.md).
    if (!keepable(program)) {
      setStatus(words.nothing);
      return;
    }
    const problem = titleProblem(title);
    setTitleError(problem);
    if (problem) return;
    void run(async () => {
      const saved = await creations.save(title, program);
      setTitle('');
      onKept?.(saved.key);
      return words.saved(saved.title);
    });
  }

  function saveChanges(to: ListedCreation<P>) {
    if (!keepable(program)) {
      setStatus(words.nothing);
      return;
    }
    void run(async () => {
      await creations.update(to.key, program);
      return t('codeLab.studio.changesSaved', { title: to.title });
    });
  }

  return (
    <section aria-labelledby={id} className="grid content-start gap-4 rounded-3xl bg-white p-4 shadow sm:p-6">
      <h2 id={id} className="text-2xl font-extrabold text-violet-900">
        {words.heading}
      </h2>
      <form onSubmit={save} className="grid gap-3" noValidate>
        <TextField
          label={words.titleLabel}
          hint={t('codeLab.studio.titleHint', { max: DRAWING_TITLE_MAX_LENGTH })}
          value={title}
          maxLength={DRAWING_TITLE_MAX_LENGTH}
          error={titleError ?? undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        <button type="submit" className={primaryButton} disabled={busy || creations.full}>
          {words.save}
        </button>
      </form>
      {openedOne && (
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => saveChanges(openedOne)}>
          {t('codeLab.studio.saveChanges', { title: openedOne.title })}
        </button>
      )}
      <p className="text-base text-slate-700">
        {creations.full
          ? words.full
          : guest
            ? words.keptGuest(creations.list.length)
            : words.kept(creations.list.length)}
        {creations.waiting > 0 && ` ${words.waiting(creations.waiting)}`}
      </p>
      <p role="status" className="min-h-6 font-bold text-violet-900">
        {status}
      </p>
      {creations.loading ? (
        <p>{words.loading}</p>
      ) : creations.list.length === 0 ? (
        <p className="text-slate-700">{words.empty}</p>
      ) : (
        <ul className="grid gap-3" data-testid={id}>
          {creations.list.map((creation) => (
            <li key={creation.key} className="grid gap-2 rounded-2xl border-2 border-slate-200 p-3">
              {renaming === creation.key ? (
                <RenameForm
                  title={creation.title}
                  titleMissing={words.titleMissing}
                  busy={busy}
                  onCancel={() => setRenaming(null)}
                  onRename={(newTitle) =>
                    void run(async () => {
                      await creations.rename(creation.key, newTitle);
                      setRenaming(null);
                      return t('codeLab.studio.renamed', { title: newTitle.trim() });
                    })
                  }
                />
              ) : (
                <div className="flex min-w-0 items-center gap-3">
                  {picture?.(creation)}
                  <p className="min-w-0 text-lg font-bold break-words text-slate-900">{creation.title}</p>
                </div>
              )}
              {about?.(creation)}
              <div className="flex flex-wrap gap-2">
                <button type="button" className={smallButton} onClick={() => onOpen(creation)}>
                  {t('codeLab.studio.open')}
                  <span className="sr-only"> {creation.title}</span>
                </button>
                <button type="button" className={smallButton} disabled={busy} onClick={() => setRenaming(creation.key)}>
                  {t('codeLab.studio.rename')}
                  <span className="sr-only"> {creation.title}</span>
                </button>
                <button type="button" className={smallButton} disabled={busy} onClick={() => setDeleting(creation)}>
                  {t('codeLab.studio.delete')}
                  <span className="sr-only"> {creation.title}</span>
                </button>
                {actions?.(creation, (work) => void run(work))}
              </div>
              {sharing && creations.share && creations.unshare && (
                <ShareControl
                  title={creation.title}
                  share={creation.share ?? null}
                  busy={busy}
                  onShare={() =>
                    void run(async () => {
                      await creations.share?.(creation.key);
                      return t('gallery.shared', { title: creation.title });
                    })
                  }
                  onTakeBack={() =>
                    void run(async () => {
                      await creations.unshare?.(creation.key);
                      return t('gallery.takenBack', { title: creation.title });
                    })
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <DeleteCreationDialog
          title={deleting.title}
          onCancel={() => setDeleting(null)}
          onDelete={() => {
            const gone = deleting;
            setDeleting(null);
            void run(async () => {
              await creations.remove(gone.key);
              return words.deleted(gone.title);
            });
          }}
        />
      )}
    </section>
  );
}
