// "My finders" (docs/decisions/415-find-my-keys.md): the studios' panel (creations/creations-panel.tsx)
// with a finder's words and each kept finder's things and drawings counted (typed text stays on
// the child's own screens). A finder that cannot find anything yet says why, in the same words
// as the server.
import { finderProblem } from '../../../../domain/code-lab/stages/vision/finder';
import { countExamples, type TrainingProgram } from '../../../../domain/code-lab/stages/vision/vision-program';
import { labelWords } from '../../../../domain/code-lab/stages/vision/vision-check-words';
import { CREATIONS_MAX_PER_KIND as max } from '../../../../domain/creations';
import { useT } from '../../../i18n/use-t';
import { CreationsPanel, type PanelWords } from '../creations/creations-panel';
import type { Creations, ListedCreation } from '../creations/use-creations';

type Props = {
  finders: Creations<TrainingProgram>;
  guest: boolean;
  /** The finder being taught, kept by "Keep this finder". */
  program: TrainingProgram;
  onOpen(finder: ListedCreation<TrainingProgram>): void;
  /** The kept one being taught, and that one was kept (creations-panel.tsx). */
  opened?: string | null;
  onKept?(key: string): void;
  /** A class child whose teacher has the gallery on: each finder may be shared. */
  sharing?: boolean;
};

function useFinderWords(program: TrainingProgram): PanelWords {
  const t = useT('findMyKeys');
  return {
    heading: t('findMyKeys.finders.heading'),
    titleLabel: t('findMyKeys.finders.titleLabel'),
    titleMissing: t('findMyKeys.finders.titleMissing'),
    save: t('findMyKeys.finders.save'),
    saved: (title) => t('findMyKeys.finders.saved', { title }),
    nothing: finderProblem(program) === 'notKeyAlone' ? t('findMyKeys.finders.notKeyAlone') : t('findMyKeys.finders.nothing'),
    full: t('findMyKeys.finders.full', { max }),
    kept: (count) => t('findMyKeys.finders.kept', { count, max }),
    keptGuest: (count) => t('findMyKeys.finders.keptGuest', { count, max }),
    waiting: (count) => t('findMyKeys.finders.waiting', { count }),
    loading: t('findMyKeys.finders.loading'),
    empty: t('findMyKeys.finders.empty'),
    deleted: (title) => t('findMyKeys.finders.deleted', { title }),
    tooMany: t('findMyKeys.finders.tooMany', { max }),
    deviceFull: t('findMyKeys.finders.deviceFull'),
  };
}

/** A finder may be kept once it can find something: the server's rule (finder.ts). */
const canFind = (program: TrainingProgram): boolean => finderProblem(program) === null;

/** "key, ball: 5 drawings", from the list's words and numbers only. */
function FinderAbout({ program }: { program: TrainingProgram }) {
  const t = useT('findMyKeys', 'visionLab');
  const things = program.labels.map((label) => labelWords(label.word, t)).join(', ');
  return <p className="text-base text-slate-700">{t('findMyKeys.finders.about', { things, examples: countExamples(program) })}</p>;
}

export function FindersPanel({ finders, program, ...props }: Props) {
  return (
    <CreationsPanel
      id="my-finders"
      creations={finders}
      words={useFinderWords(program)}
      program={program}
      keepable={canFind}
      about={(finder) => <FinderAbout program={finder.program} />}
      {...props}
    />
  );
}
