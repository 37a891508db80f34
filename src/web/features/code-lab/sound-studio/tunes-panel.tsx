// "My tunes" (docs/decisions/406-the-sound-lab.md#the-studio-and-the-class-gallery): the studios'
// panel (creations/creations-panel.tsx) with a tune's words and each kept tune's size in words
// (typed text stays on the child's own screens). A tune with no block says why it cannot be kept.
import { runTune } from '../../../../domain/code-lab/stages/sound/sound-stage';
import { countTuneBlocks, type TuneProgram } from '../../../../domain/code-lab/stages/sound/tune-program';
import { tuneHasBlocks } from '../../../../domain/code-lab/stages/sound/tune-studio';
import { CREATIONS_MAX_PER_KIND as max } from '../../../../domain/creations';
import { useT } from '../../../i18n/use-t';
import { CreationsPanel, type PanelWords } from '../creations/creations-panel';
import type { Creations, ListedCreation } from '../creations/use-creations';

type Props = {
  tunes: Creations<TuneProgram>;
  guest: boolean;
  /** The tune being made, kept by "Keep this tune". */
  program: TuneProgram;
  onOpen(tune: ListedCreation<TuneProgram>): void;
  /** The kept one being made, and that one was kept (creations-panel.tsx). */
  opened?: string | null;
  onKept?(key: string): void;
  /** A class child whose teacher has the gallery on: each tune may be shared. */
  sharing?: boolean;
};

function useTuneWords(): PanelWords {
  const t = useT('soundStudio');
  return {
    heading: t('soundStudio.tunes.heading'),
    titleLabel: t('soundStudio.tunes.titleLabel'),
    titleMissing: t('soundStudio.tunes.titleMissing'),
    save: t('soundStudio.tunes.save'),
    saved: (title) => t('soundStudio.tunes.saved', { title }),
    nothing: t('soundStudio.tunes.nothing'),
    full: t('soundStudio.tunes.full', { max }),
    kept: (count) => t('soundStudio.tunes.kept', { count, max }),
    keptGuest: (count) => t('soundStudio.tunes.keptGuest', { count, max }),
    waiting: (count) => t('soundStudio.tunes.waiting', { count }),
    loading: t('soundStudio.tunes.loading'),
    empty: t('soundStudio.tunes.empty'),
    deleted: (title) => t('soundStudio.tunes.deleted', { title }),
    tooMany: t('soundStudio.tunes.tooMany', { max }),
    deviceFull: t('soundStudio.tunes.deviceFull'),
  };
}

/** A tune's size in words from numbers only: its blocks and its beats. */
export function TuneAbout({ program }: { program: TuneProgram }) {
  const t = useT('soundStudio');
  const beats = runTune(program).transcript.beats;
  return <p className="text-base text-slate-700">{t('soundStudio.tunes.about', { blocks: countTuneBlocks(program), beats })}</p>;
}

export function TunesPanel({ tunes, ...props }: Props) {
  return (
    <CreationsPanel
      id="my-tunes"
      creations={tunes}
      words={useTuneWords()}
      keepable={tuneHasBlocks}
      about={(tune) => <TuneAbout program={tune.program} />}
      {...props}
    />
  );
}
