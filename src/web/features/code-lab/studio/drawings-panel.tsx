// "My drawings" (docs/product/code-lab.md#free-drawing): save the drawing on the paper with a
// title (a drawing of nothing says why it cannot be kept), and for each kept drawing, shown as a
// small picture, open, rename, delete (after a question) and download it as SVG or PNG. Works the same for a guest (this device) and a signed-in person (the server).
import { useState, type FormEvent } from 'react';
import type { PenSegment } from '../../../../domain/code-lab/stages/pen/pen-geometry';
import type { Program } from '../../../../domain/code-lab/program';
import type { Translate } from '../../../../i18n/translate';
import {
  DRAWING_TITLE_MAX_LENGTH,
  DRAWINGS_MAX,
  drawingMessages,
  drawingTitleProblem,
} from '../../../../domain/drawings';
import { drawsNothing } from '../../../../domain/code-lab/draws-nothing';
import { primaryButton, secondaryButton } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { useT } from '../../../i18n/use-t';
import { userMessageOf } from '../../../lib/api';
import { drawingFileName, drawingSvg } from '../drawings/drawing-svg';
import { DrawingThumbnail } from '../drawings/drawing-thumbnail';
import { downloadBlob, pngBlob, svgBlob } from '../drawings/download';
import { ShareControl } from '../gallery/share-control';
import { DeleteDrawingDialog } from './delete-drawing-dialog';
import type { Drawings, ListedDrawing } from './use-drawings';

type Props = {
  drawings: Drawings;
  /** Whose they are: the guest keeps them on this device. */
  guest: boolean;
  /** The program on the paper now, saved by "Save drawing". */
  program: Program;
  onOpen(drawing: ListedDrawing): void;
  /** The segments a program draws, for the downloads. */
  segmentsOf(program: Program): PenSegment[];
  /** A class child whose teacher has the gallery on: each drawing may be shared. */
  sharing?: boolean;
};

const smallButton = `${secondaryButton} px-4 text-base`;
/** What is wrong with a title, in the page's language (null: nothing). */
function titleProblem(title: string, t: Translate): string | null {
  const problem = drawingTitleProblem(title);
  if (problem === null) return null;
  if (problem === drawingMessages.titleMissing) return t('codeLab.studio.titleMissing');
  if (problem === drawingMessages.titleTooLong) return t('codeLab.studio.titleTooLong', { max: DRAWING_TITLE_MAX_LENGTH });
  return t('codeLab.studio.titleControl');
}

const errorText = (error: unknown) =>
  error instanceof Error && !('status' in error) ? error.message : userMessageOf(error);

export function DrawingsPanel({
  drawings,
  guest,
  program,
  onOpen,
  segmentsOf,
  sharing = false,
}: Props) {
  const t = useT('codeLab', 'gallery');
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ListedDrawing | null>(null);

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
    // A drawing of nothing is not kept; the server refuses it too
    // (docs/decisions/355-the-studio-keeps-a-draft.md).
    if (drawsNothing(program)) {
      setStatus(t('codeLab.studio.nothingDrawn'));
      return;
    }
    const problem = titleProblem(title, t);
    setTitleError(problem);
    if (problem) return;
    void run(async () => {
      const saved = await drawings.save(title, program);
      setTitle('');
      return t('codeLab.studio.saved', { title: saved.title });
    });
  }

  async function download(drawing: ListedDrawing, kind: 'svg' | 'png') {
    const file = drawingSvg(segmentsOf(drawing.program), drawing.title);
    const blob = kind === 'svg' ? svgBlob(file) : await pngBlob(file);
    downloadBlob(blob, drawingFileName(drawing.title, kind));
    return t('codeLab.studio.downloaded', { title: drawing.title, kind: kind.toUpperCase() });
  }

  return (
    <section
      aria-labelledby="my-drawings"
      className="grid content-start gap-4 rounded-3xl bg-white p-4 shadow sm:p-6"
    >
      <h2 id="my-drawings" className="text-2xl font-extrabold text-violet-900">
        {t('codeLab.studio.myDrawings')}
      </h2>
      <form onSubmit={save} className="grid gap-3" noValidate>
        <TextField
          label={t('codeLab.studio.titleLabel')}
          hint={t('codeLab.studio.titleHint', { max: DRAWING_TITLE_MAX_LENGTH })}
          value={title}
          maxLength={DRAWING_TITLE_MAX_LENGTH}
          error={titleError ?? undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        <button type="submit" className={primaryButton} disabled={busy || drawings.full}>
          {t('codeLab.studio.save')}
        </button>
      </form>
      <p className="text-base text-slate-700">
        {drawings.full
          ? t('codeLab.studio.full', { max: DRAWINGS_MAX })
          : t(guest ? 'codeLab.studio.keptGuest' : 'codeLab.studio.kept', { count: drawings.list.length, max: DRAWINGS_MAX })}
        {drawings.waiting > 0 && ` ${t('codeLab.studio.waiting', { count: drawings.waiting })}`}
      </p>
      <p role="status" className="min-h-6 font-bold text-violet-900">
        {status}
      </p>
      {drawings.loading ? (
        <p>{t('codeLab.studio.loading')}</p>
      ) : drawings.list.length === 0 ? (
        <p className="text-slate-700">
          {t('codeLab.studio.empty')}
        </p>
      ) : (
        <ul className="grid gap-3">
          {drawings.list.map((drawing) => (
            <li key={drawing.key} className="grid gap-2 rounded-2xl border-2 border-slate-200 p-3">
              {renaming === drawing.key ? (
                <RenameForm
                  drawing={drawing}
                  busy={busy}
                  onCancel={() => setRenaming(null)}
                  onRename={(newTitle) =>
                    void run(async () => {
                      await drawings.rename(drawing.key, newTitle);
                      setRenaming(null);
                      return t('codeLab.studio.renamed', { title: newTitle.trim() });
                    })
                  }
                />
              ) : (
                <div className="flex min-w-0 items-center gap-3">
                  <DrawingThumbnail title={drawing.title} program={drawing.program} segmentsOf={segmentsOf} />
                  <p className="min-w-0 text-lg font-bold break-words text-slate-900">{drawing.title}</p>
                </div>
              )}
              <div className="flex flex-wrap gap-2">
                <button type="button" className={smallButton} onClick={() => onOpen(drawing)}>
                  {t('codeLab.studio.open')}<span className="sr-only"> {drawing.title}</span>
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={busy}
                  onClick={() => setRenaming(drawing.key)}
                >
                  {t('codeLab.studio.rename')}<span className="sr-only"> {drawing.title}</span>
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={busy}
                  onClick={() => setDeleting(drawing)}
                >
                  {t('codeLab.studio.delete')}<span className="sr-only"> {drawing.title}</span>
                </button>
                {(['svg', 'png'] as const).map((kind) => (
                  <button
                    key={kind}
                    type="button"
                    className={smallButton}
                    onClick={() => void run(() => download(drawing, kind))}
                  >
                    {t('codeLab.studio.download', { kind: kind.toUpperCase() })}
                    <span className="sr-only"> {t('codeLab.studio.downloadOf', { title: drawing.title })}</span>
                  </button>
                ))}
              </div>
              {sharing && drawings.share && drawings.unshare && (
                <ShareControl
                  title={drawing.title}
                  share={drawing.share ?? null}
                  busy={busy}
                  onShare={() =>
                    void run(async () => {
                      await drawings.share?.(drawing.key);
                      return t('gallery.shared', { title: drawing.title });
                    })
                  }
                  onTakeBack={() =>
                    void run(async () => {
                      await drawings.unshare?.(drawing.key);
                      return t('gallery.takenBack', { title: drawing.title });
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
              await drawings.remove(gone.key);
              return t('codeLab.studio.deleted', { title: gone.title });
            });
          }}
        />
      )}
    </section>
  );
}

function RenameForm({
  drawing,
  busy,
  onCancel,
  onRename,
}: {
  drawing: ListedDrawing;
  busy: boolean;
  onCancel(): void;
  onRename(title: string): void;
}) {
  const t = useT('codeLab');
  const [title, setTitle] = useState(drawing.title);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="grid gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problem = titleProblem(title, t);
        setError(problem);
        if (!problem) onRename(title);
      }}
    >
      <TextField
        label={t('codeLab.studio.newTitle', { title: drawing.title })}
        value={title}
        maxLength={DRAWING_TITLE_MAX_LENGTH}
        error={error ?? undefined}
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {t('codeLab.studio.saveTitle')}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('codeLab.studio.cancel')}
        </button>
      </div>
    </form>
  );
}
