// The street (docs/decisions/411-neighbornet.md): a row of houses, our own SVGs, each with its
// child's name as the class already shows it. A class child's street is their class's approved
// houses, while the gallery is on: tapping one opens its first page in a frame that runs nothing
// (`sandbox=""`), served by the server with its CSP (GET /api/street/:id/:page/:pass: the frame sends
// no cookie, so the address carries this session's street pass), whose links go to
// its other pages and to classmates' houses. A child outside a class sees only their own houses
// ("your own street"), built in the page as the preview is: nothing of anyone else's.
import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PageProgram } from '../../../../domain/code-lab/stages/web/web-program';
import { streetPagePath } from '../../../../domain/street';
import { secondaryButton } from '../../../components/button-styles';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';
import type { PersonKey } from '../../../lib/person-store';
import type { ListedCreation } from '../creations/use-creations';
import { frameBox, HouseFrame } from './house-frame';
import { HousePicture } from './house-picture';
import { streetQuery } from './street-api';

type DrawnHouse = { key: string; name: string };

/** The row of houses: each a button with its picture and name; the one visited is pressed. */
function HouseRow({ houses, visiting, label, onVisit }: { houses: DrawnHouse[]; visiting: string | null; label: string; onVisit(key: string): void }) {
  return (
    <ul aria-label={label} className="flex gap-3 overflow-x-auto rounded-2xl bg-emerald-50 p-3" data-testid="street">
      {houses.map((house, i) => (
        <li key={house.key} className="shrink-0">
          <button
            type="button"
            aria-pressed={visiting === house.key}
            onClick={() => onVisit(house.key)}
            className="grid w-28 justify-items-center gap-1 rounded-2xl border-2 border-transparent p-2 font-bold text-slate-900 hover:border-emerald-700 aria-pressed:border-emerald-800 aria-pressed:bg-white"
          >
            <HousePicture place={i} />
            <span className="text-center text-sm break-words">{house.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The house visited, in a frame, with a way to close it. */
function Visit({ name, children, onClose }: { name: string; children: ReactNode; onClose(): void }) {
  const t = useT('neighborNet');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-extrabold text-violet-950">
          {t('neighborNet.street.visiting', { house: name })}
        </h3>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t('neighborNet.street.close')}
        </button>
      </div>
      {children}
    </section>
  );
}

/** A class child's street: the class's approved houses, served by the server. */
export function ClassStreet({ person }: { person: PersonKey }) {
  const t = useT('neighborNet');
  const street = useQuery(streetQuery(person));
  const [visiting, setVisiting] = useState<string | null>(null);
  const houses = (street.data?.houses ?? []).map((h) => ({
    key: String(h.id),
    name: h.mine ? t('neighborNet.street.yourHouse') : t('neighborNet.street.houseOf', { nickname: h.nickname }),
  }));
  const visited = houses.find((h) => h.key === visiting);
  return (
    <section aria-labelledby="street-heading" className="grid gap-3">
      <h2 id="street-heading" className="text-2xl font-extrabold text-violet-950">
        {t('neighborNet.street.classHeading')}
      </h2>
      {street.isPending ? (
        <PageLoading>{t('neighborNet.street.loading')}</PageLoading>
      ) : !street.data?.galleryOn ? (
        <p className="text-lg">{t('neighborNet.street.galleryOff')}</p>
      ) : houses.length === 0 ? (
        <p className="text-lg">{t('neighborNet.street.empty')}</p>
      ) : (
        <>
          <p className="text-lg">{t('neighborNet.street.classIntro')}</p>
          <HouseRow houses={houses} visiting={visiting} label={t('neighborNet.street.classHeading')} onVisit={setVisiting} />
        </>
      )}
      {visited && (
        <Visit name={visited.name} onClose={() => setVisiting(null)}>
          {/* The server's page, with its CSP; the frame can run nothing and reach nothing of ours. */}
          <iframe
            key={visited.key}
            title={t('neighborNet.street.frame', { house: visited.name })}
            sandbox=""
            src={streetPagePath(Number(visited.key), 1, street.data!.pass)}
            className={frameBox}
          />
        </Visit>
      )}
    </section>
  );
}

/** A child outside a class: their own houses only, built in the page. */
export function OwnStreet({ houses }: { houses: ListedCreation<PageProgram>[] }) {
  const t = useT('neighborNet');
  const [visiting, setVisiting] = useState<string | null>(null);
  const drawn = houses.map((h, i) => ({ key: h.key, name: t('neighborNet.street.ownHouse', { n: i + 1, title: h.title }) }));
  const visited = houses.find((h) => h.key === visiting);
  const name = drawn.find((h) => h.key === visiting)?.name ?? '';
  return (
    <section aria-labelledby="street-heading" className="grid gap-3">
      <h2 id="street-heading" className="text-2xl font-extrabold text-violet-950">
        {t('neighborNet.street.ownHeading')}
      </h2>
      <p className="text-lg">{houses.length === 0 ? t('neighborNet.street.ownEmpty') : t('neighborNet.street.ownIntro')}</p>
      {houses.length > 0 && <HouseRow houses={drawn} visiting={visiting} label={t('neighborNet.street.ownHeading')} onVisit={setVisiting} />}
      {visited && (
        <Visit name={name} onClose={() => setVisiting(null)}>
          <HouseFrame key={visited.key} program={visited.program} title={() => t('neighborNet.street.frame', { house: name })} />
        </Visit>
      )}
    </section>
  );
}
