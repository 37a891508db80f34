// The street in words (docs/decisions/409-the-web-lab-page.md#the-network-levels), for a child who
// cannot see it: shown on request like "Read the grid", each house and where its links go, and the
// message's path once it has gone. Its polite live region, kept whether the section is open or
// not, says each hop as the message makes it: one a second at most (use-message-hops.ts).
import { useT } from '../../../../i18n/use-t';
import { OnRequestSection } from '../../level/on-request-section';
import type { DrawnHouse, DrawnLink } from './network-street';

type Props = {
  houses: readonly DrawnHouse[];
  links: readonly DrawnLink[];
  path: readonly string[];
  hops: number;
  going: boolean;
};

export function NetworkText({ houses, links, path, hops, going }: Props) {
  const t = useT('webLevel');
  const name = (id: string) => houses.find((h) => h.id === id)?.name ?? id;
  const linksFrom = (id: string) => links.filter((l) => l.from === id).map((l) => name(l.to));
  const at = path[hops];
  const commentary = going && at !== undefined ? t('webLevel.street.at', { house: name(at) }) : '';
  return (
    <OnRequestSection
      title={t('webLevel.street.read')}
      panelClassName="grid gap-1 rounded-2xl bg-white p-3 text-slate-900"
      always={
        <p role="status" aria-live="polite" className="sr-only">
          {commentary}
        </p>
      }
    >
      <ul className="grid gap-0.5">
        {houses.map((house) => {
          const to = linksFrom(house.id);
          return (
            <li key={house.id}>
              {t(house.letterbox ? 'webLevel.street.houseLetterbox' : 'webLevel.street.house', { house: house.name })}{' '}
              {to.length === 0 ? t('webLevel.street.noLinks') : t('webLevel.street.linksTo', { houses: to.join(', ') })}
            </li>
          );
        })}
      </ul>
      {path.length > 0 && !going && <p>{t('webLevel.street.path', { houses: path.map(name).join(' → ') })}</p>}
    </OnRequestSection>
  );
}
