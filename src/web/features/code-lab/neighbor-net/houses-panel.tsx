// "My houses" (docs/decisions/411-neighbornet.md): the studios' panel (creations/creations-panel.tsx)
// with a house's words and each kept house's size in words from numbers only (typed text stays on
// the child's own screens). A house with no block says why it cannot be kept.
import { countWebBlocks, type PageProgram } from '../../../../domain/code-lab/stages/web/web-program';
import { CREATIONS_MAX_PER_KIND as max } from '../../../../domain/creations';
import { useT } from '../../../i18n/use-t';
import { CreationsPanel, type PanelWords } from '../creations/creations-panel';
import type { Creations, ListedCreation } from '../creations/use-creations';

type Props = {
  houses: Creations<PageProgram>;
  guest: boolean;
  /** The house being built, kept by "Keep this house". */
  program: PageProgram;
  onOpen(house: ListedCreation<PageProgram>): void;
  /** The kept one being built, and that one was kept (creations-panel.tsx). */
  opened?: string | null;
  onKept?(key: string): void;
  /** A class child whose teacher has the gallery on: each house may be shared. */
  sharing?: boolean;
};

function useHouseWords(): PanelWords {
  const t = useT('neighborNet');
  return {
    heading: t('neighborNet.houses.heading'),
    titleLabel: t('neighborNet.houses.titleLabel'),
    titleMissing: t('neighborNet.houses.titleMissing'),
    save: t('neighborNet.houses.save'),
    saved: (title) => t('neighborNet.houses.saved', { title }),
    nothing: t('neighborNet.houses.nothing'),
    full: t('neighborNet.houses.full', { max }),
    kept: (count) => t('neighborNet.houses.kept', { count, max }),
    keptGuest: (count) => t('neighborNet.houses.keptGuest', { count, max }),
    waiting: (count) => t('neighborNet.houses.waiting', { count }),
    loading: t('neighborNet.houses.loading'),
    empty: t('neighborNet.houses.empty'),
    deleted: (title) => t('neighborNet.houses.deleted', { title }),
    tooMany: t('neighborNet.houses.tooMany', { max }),
    deviceFull: t('neighborNet.houses.deviceFull'),
  };
}

/** A house may be kept once a page has a block. */
const houseHasBlocks = (program: PageProgram): boolean => countWebBlocks(program) > 0;

function HouseAbout({ program }: { program: PageProgram }) {
  const t = useT('neighborNet');
  return (
    <p className="text-base text-slate-700">
      {t('neighborNet.houses.about', { pages: program.pages.length, blocks: countWebBlocks(program) })}
    </p>
  );
}

export function HousesPanel({ houses, ...props }: Props) {
  return (
    <CreationsPanel
      id="my-houses"
      creations={houses}
      words={useHouseWords()}
      keepable={houseHasBlocks}
      about={(house) => <HouseAbout program={house.program} />}
      {...props}
    />
  );
}
