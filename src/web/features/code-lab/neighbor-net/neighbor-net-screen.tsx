// /code-lab/neighbor-net, NeighborNet App (docs/decisions/411-neighbornet.md): from level 3 (the
// project card's `opensAtLevel`; below it, the "N more points to Level 3" door, as a typed address
// gets too), a child builds a house of up to 3 linked pages with the Web Lab's editor and sees it
// as the class would (the preview, built by the same builder as the server's), keeps up to 30
// houses (creations of kind `page`, on this device for a guest), shares one with the class (the
// teacher looks first), and walks the street: the class's approved houses for a class child, their
// own houses for anyone else. The house being built is the person's studio draft on this device
// under "neighbor-net", as the other studios' (docs/decisions/355-the-studio-keeps-a-draft.md).
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { neighborNetProject } from '../../../../../content/labs/web-lab/projects';
import { buildPage, previewPageHref } from '../../../../domain/code-lab/stages/web/build-page';
import { PROGRAM_LIMITS } from '../../../../domain/code-lab/program';
import { emptyPageProgram, type PageProgram } from '../../../../domain/code-lab/stages/web/web-program';
import { textWords } from '../../../../domain/code-lab/stages/web/web-words';
import { isOpenAtLevel } from '../../../../domain/points/level-gate';
import { secondaryButton } from '../../../components/button-styles';
import { LevelGateDetails } from '../../../components/level-gate-details';
import { useLocale, useT } from '../../../i18n/use-t';
import { paths } from '../../../lib/paths';
import { useLevel } from '../../../lib/use-level';
import { PersonCreations, StudioPage, type StudioPerson } from '../creations/studio-page';
import type { ListedCreation } from '../creations/use-creations';
import { drafts } from '../drafts';
import { asStudioPage } from '../program-check';
import { LinkHouses, type LinkHouse } from '../stages/web/link-targets';
import { WebEditor } from '../stages/web/web-editor';
import { WebPreview } from '../stages/web/web-preview';
import { HousesPanel } from './houses-panel';
import { keptHouses } from './kept-houses';
import { NEIGHBOR_NET_ID } from './neighbor-net-path';
import { streetQuery } from './street-api';
import { ClassStreet, OwnStreet } from './street-view';

/** Every page block a house may have (the studio's toolbox), and the same limit as every program. */
const HOUSE_BLOCKS = ['web-heading', 'web-paragraph', 'web-picture', 'web-list', 'web-item', 'web-row', 'web-column', 'web-link'] as const;
const HOUSE_MAX_BLOCKS = PROGRAM_LIMITS.maxBlocks;

export function NeighborNetScreen() {
  const t = useT('neighborNet');
  const level = useLevel();
  const opensAt = neighborNetProject.opensAtLevel;
  if (!isOpenAtLevel(opensAt, level)) return <NeighborNetLocked level={opensAt} />;
  return (
    <StudioPage title={t('neighborNet.title')} lead={t('neighborNet.lead')}>
      {(who) => <HouseStudio {...who} />}
    </StudioPage>
  );
}

/** Below level 3: the door says how far, as a locked lesson's page does. */
function NeighborNetLocked({ level }: { level: number }) {
  const t = useT('neighborNet');
  return (
    <section className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center shadow">
      <span aria-hidden="true" className="text-6xl">
        🔒
      </span>
      <h1 className="mt-4 text-3xl font-bold text-violet-900">{t('neighborNet.locked.title', { level })}</h1>
      <p className="mt-4 text-lg">{t('neighborNet.locked.text', { level })}</p>
      <LevelGateDetails level={level} />
      <Link to={paths.projects} className={`${secondaryButton} mt-6`}>
        {t('neighborNet.locked.back')}
      </Link>
    </section>
  );
}

function HouseStudio(who: StudioPerson) {
  const { person, device, classChild } = who;
  const t = useT('neighborNet', 'webLab', 'webLevel');
  const lang = useLocale();
  const [said, setSaid] = useState('');
  const [opened, setOpened] = useState(() => ({
    key: 0,
    program: (device && asStudioPage(drafts.read(person, NEIGHBOR_NET_ID))) || emptyPageProgram(),
  }));
  const [program, setProgram] = useState<PageProgram>(opened.program);
  const [page, setPage] = useState(0);
  // The kept house being built ("Save changes" saves over it); a new house is none.
  const [keptKey, setKeptKey] = useState<string | null>(null);
  const street = useQuery({ ...streetQuery(person), enabled: classChild });
  const linkHouses = useMemo<LinkHouse[]>(
    () =>
      (street.data?.houses ?? [])
        .filter((h) => !h.mine || String(h.id) !== keptKey)
        .map((h) => ({ id: h.id, name: h.mine ? t('neighborNet.street.yourHouse') : h.nickname })),
    [street.data, keptKey, t],
  );
  const change = useCallback(
    (next: PageProgram) => {
      setProgram(next);
      drafts.write(person, NEIGHBOR_NET_ID, next);
    },
    [person],
  );
  const open = (next: PageProgram, key: string | null, words: string) => {
    setOpened((before) => ({ key: before.key + 1, program: next }));
    change(next);
    setPage(0);
    setKeptKey(key);
    setSaid(words);
  };
  const shown = program.pages[page] ?? program.pages[0]!;
  const html = useMemo(() => buildPage(program, Math.min(page, program.pages.length - 1), { lang, t, pageHref: previewPageHref }), [program, page, lang, t]);

  return (
    <>
      <p aria-live="polite" className="min-h-6 font-bold text-violet-900 empty:hidden">
        {said}
      </p>
      <div className="grid min-w-0 gap-4 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby="house-heading" className="grid min-w-0 gap-3">
          <h2 id="house-heading" className="text-2xl font-extrabold text-violet-950">
            {t('neighborNet.house.heading')}
          </h2>
          <LinkHouses.Provider value={linkHouses}>
            <WebEditor key={opened.key} program={program} onChange={change} page={page} onPage={setPage} offer={HOUSE_BLOCKS} maxBlocks={HOUSE_MAX_BLOCKS}>
              <button
                type="button"
                className={`${secondaryButton} justify-self-start`}
                onClick={() => open(emptyPageProgram(), null, t('neighborNet.house.started'))}
              >
                {t('neighborNet.house.newHouse')}
              </button>
            </WebEditor>
          </LinkHouses.Provider>
        </section>
        <section aria-labelledby="house-preview-heading" className="grid min-w-0 gap-3 lg:sticky lg:top-2">
          <h2 id="house-preview-heading" className="text-xl font-extrabold text-violet-950">
            {t('neighborNet.house.preview')}
          </h2>
          <WebPreview
            html={html}
            title={t('neighborNet.house.frame', { n: page + 1, title: shown.title ? textWords(shown.title, t) : t('webLab.untitled') })}
          />
        </section>
      </div>
      <PersonCreations kind={keptHouses} {...who}>
        {(houses, { guest, sharing }) => (
          <>
            <HousesPanel
              houses={houses}
              guest={guest}
              sharing={sharing}
              program={program}
              onOpen={(house: ListedCreation<PageProgram>) => open(house.program, house.key, t('neighborNet.house.opened', { title: house.title }))}
              opened={keptKey}
              onKept={setKeptKey}
            />
            {classChild ? <ClassStreet person={person} /> : <OwnStreet houses={houses.list} />}
          </>
        )}
      </PersonCreations>
    </>
  );
}
