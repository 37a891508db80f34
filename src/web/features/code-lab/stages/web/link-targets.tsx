// Where a link block may go (docs/decisions/411-neighbornet.md): a page of the house, or, in a
// class child's NeighborNet house only, a classmate's house approved on the class street. The
// house studio gives the street's houses through this context; a level gives none, so its links
// keep the editor's page picker (a level never has a house link).
import { createContext, useContext } from 'react';
import type { Stmt } from '../../../../../domain/code-lab/blocks';
import type { WebStarter } from '../../../../../domain/code-lab/stages/web/web-types';
import { useT } from '../../../../i18n/use-t';
import { select } from './web-pickers';

/** A house a link may go to: its creation id and the words that name it ("the house of Mia"). */
export type LinkHouse = { id: number; name: string };

export const LinkHouses = createContext<readonly LinkHouse[]>([]);

/** The houses a link may go to here (none on a level). */
export const useLinkHouses = (): readonly LinkHouse[] => useContext(LinkHouses);

/** A house link's sentence ("Visit a house about …"); a page link's is the editor's. */
export const HOUSE_LINK_STARTERS: readonly WebStarter[] = ['visit-house'];

type LinkStmt = Extract<Stmt, { op: 'web-link' }>;
type Props = { block: LinkStmt; place: string; pages: number; disabled: boolean; change(patch: (b: Stmt) => Stmt): void };

/** One list of where the link goes: the house's pages, then the street's houses. */
export function LinkTargetPicker({ block, place, pages, disabled, change }: Props) {
  const t = useT('neighborNet');
  const houses = useLinkHouses();
  const value = block.house !== undefined ? `house-${block.house}` : `page-${block.page ?? 1}`;
  const pick = (next: string) => {
    const [kind, n] = next.split('-') as ['page' | 'house', string];
    change((b) => {
      const { page: _page, house: _house, ...rest } = b as LinkStmt;
      return kind === 'page'
        ? { ...rest, starter: 'go-to-page', page: Number(n) as 1 | 2 | 3 }
        : { ...rest, starter: 'visit-house', house: Number(n) };
    });
  };
  return (
    <select className={select} aria-label={t('neighborNet.house.linkTo', { place })} value={value} disabled={disabled} onChange={(e) => pick(e.target.value)}>
      {Array.from({ length: Math.max(pages, block.page ?? 1) }, (_, i) => (
        <option key={`page-${i + 1}`} value={`page-${i + 1}`}>
          {t('neighborNet.house.toPage', { n: i + 1 })}
        </option>
      ))}
      {houses.map((house) => (
        <option key={house.id} value={`house-${house.id}`}>
          {t('neighborNet.house.toHouse', { nickname: house.name })}
        </option>
      ))}
      {/* A house taken off the street since: still named, so the list shows what the block holds. */}
      {block.house !== undefined && !houses.some((h) => h.id === block.house) && <option value={value}>{t('neighborNet.house.toHouse', { nickname: '…' })}</option>}
    </select>
  );
}
