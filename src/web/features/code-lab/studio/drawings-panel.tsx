// "My drawings" (docs/product/code-lab.md#free-drawing): the studios' panel
// (creations/creations-panel.tsx) with a drawing's words, a small picture of each kept drawing and
// its downloads as SVG or PNG. A drawing of nothing says why it cannot be kept.
import type { Program } from '../../../../domain/code-lab/program';
import type { PenSegment } from '../../../../domain/code-lab/stages/pen/pen-geometry';
import { drawsNothing } from '../../../../domain/code-lab/draws-nothing';
import { CREATIONS_MAX_PER_KIND as max } from '../../../../domain/creations';
import { secondaryButton } from '../../../components/button-styles';
import { useT } from '../../../i18n/use-t';
import { CreationsPanel, type PanelWords } from '../creations/creations-panel';
import type { Creations, ListedCreation } from '../creations/use-creations';
import { drawingFileName, drawingSvg } from '../drawings/drawing-svg';
import { DrawingThumbnail } from '../drawings/drawing-thumbnail';
import { downloadBlob, pngBlob, svgBlob } from '../drawings/download';

type Props = {
  drawings: Creations<Program>;
  /** Whose they are: the guest keeps them on this device. */
  guest: boolean;
  /** The program on the paper now, saved by "Save drawing". */
  program: Program;
  onOpen(drawing: ListedCreation<Program>): void;
  /** The segments a program draws, for the pictures and the downloads. */
  segmentsOf(program: Program): PenSegment[];
  /** The kept one being made, and that one was kept (creations-panel.tsx). */
  opened?: string | null;
  onKept?(key: string): void;
  /** A class child whose teacher has the gallery on: each drawing may be shared. */
  sharing?: boolean;
};

function useDrawingWords(): PanelWords {
  const t = useT('codeLab');
  return {
    heading: t('codeLab.studio.myDrawings'),
    titleLabel: t('codeLab.studio.titleLabel'),
    titleMissing: t('codeLab.studio.titleMissing'),
    save: t('codeLab.studio.save'),
    saved: (title) => t('codeLab.studio.saved', { title }),
    nothing: t('codeLab.studio.nothingDrawn'),
    full: t('codeLab.studio.full', { max }),
    kept: (count) => t('codeLab.studio.kept', { count, max }),
    keptGuest: (count) => t('codeLab.studio.keptGuest', { count, max }),
    waiting: (count) => t('codeLab.studio.waiting', { count }),
    loading: t('codeLab.studio.loading'),
    empty: t('codeLab.studio.empty'),
    deleted: (title) => t('codeLab.studio.deleted', { title }),
    tooMany: t('codeLab.studio.tooMany', { max }),
    deviceFull: t('codeLab.studio.deviceFull'),
  };
}

const smallButton = `${secondaryButton} px-4 text-base`;

export function DrawingsPanel({ drawings, segmentsOf, ...props }: Props) {
  const t = useT('codeLab');
  const words = useDrawingWords();

  async function download(drawing: ListedCreation<Program>, kind: 'svg' | 'png') {
    const file = drawingSvg(segmentsOf(drawing.program), drawing.title);
    const blob = kind === 'svg' ? svgBlob(file) : await pngBlob(file);
    downloadBlob(blob, drawingFileName(drawing.title, kind));
    return t('codeLab.studio.downloaded', { title: drawing.title, kind: kind.toUpperCase() });
  }

  return (
    <CreationsPanel
      id="my-drawings"
      creations={drawings}
      words={words}
      // A drawing of nothing is not kept (docs/decisions/355-the-studio-keeps-a-draft.md).
      keepable={(program) => !drawsNothing(program)}
      picture={(drawing) => <DrawingThumbnail title={drawing.title} program={drawing.program} segmentsOf={segmentsOf} />}
      actions={(drawing, run) =>
        (['svg', 'png'] as const).map((kind) => (
          <button key={kind} type="button" className={smallButton} onClick={() => run(() => download(drawing, kind))}>
            {t('codeLab.studio.download', { kind: kind.toUpperCase() })}
            <span className="sr-only"> {t('codeLab.studio.downloadOf', { title: drawing.title })}</span>
          </button>
        ))
      }
      {...props}
    />
  );
}
