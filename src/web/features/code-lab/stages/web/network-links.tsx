// The child's links on a street, by pickers only (docs/decisions/409-the-web-lab-page.md#the-network-levels):
// each "Link house [A] to house [B]" with the two houses picked from lists (the second only among
// the houses a link reaches from the first), moved up or down or deleted by tap and keys, and
// "Add a link". A link goes one way; the same link twice, or a house to itself, is never offered.
import { useRef, useState } from 'react';
import type { Stmt } from '../../../../../domain/code-lab/blocks';
import type { HouseId } from '../../../../../domain/code-lab/stages/web/web-types';
import { useT } from '../../../../i18n/use-t';
import { deleteBlock, freshBlockId, moveBlock, updateBlock } from './block-tree';
import { select } from './web-pickers';

type Props = {
  links: readonly Stmt[];
  /** The street's houses, left to right. */
  houses: readonly HouseId[];
  /** How many places along the street a link reaches. */
  reach: number;
  maxBlocks: number;
  locked: boolean;
  onChange: (links: Stmt[]) => void;
};

const small =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-slate-400 bg-white px-2 font-bold text-slate-800 hover:bg-slate-100 disabled:opacity-40';

type Link = { id: string; from: HouseId; to: HouseId };
const asLinks = (links: readonly Stmt[]): Link[] => links.flatMap((s) => (s.op === 'house-link' ? [s] : []));

export function NetworkLinks({ links, houses, reach, maxBlocks, locked, onChange }: Props) {
  const t = useT('webLevel');
  const [said, setSaid] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const own = asLinks(links);
  const place = (id: HouseId) => houses.indexOf(id);
  const within = (from: HouseId) => houses.filter((h) => h !== from && Math.abs(place(h) - place(from)) <= reach);
  const taken = (from: HouseId, to: HouseId, except: string | null) =>
    own.some((l) => l.id !== except && l.from === from && l.to === to);

  /** The first link the child has not made yet, or null when every one is made. */
  const firstFree = (): { from: HouseId; to: HouseId } | null => {
    for (const from of houses) for (const to of within(from)) if (!taken(from, to, null)) return { from, to };
    return null;
  };

  const add = () => {
    const free = firstFree();
    if (own.length >= maxBlocks || !free) return setSaid(t('webLevel.said.full', { max: maxBlocks }));
    onChange([...links, { id: freshBlockId(links.map((l) => l.id)), op: 'house-link', ...free }]);
    setSaid(t('webLevel.said.linkAdded', { from: free.from, to: free.to }));
  };

  const setFrom = (link: Link, from: HouseId) => {
    const to = within(from).find((h) => h === link.to && !taken(from, h, link.id)) ?? within(from).find((h) => !taken(from, h, link.id));
    if (!to) return setSaid(t('webLevel.said.noLinkLeft', { house: from }));
    onChange(updateBlock(links, link.id, (b) => ({ ...b, from, to })));
  };

  return (
    <section aria-labelledby="network-links-heading" className="grid min-w-0 gap-3">
      <h2 id="network-links-heading" className="text-xl font-extrabold text-violet-950">
        {t('webLevel.links.heading')}
      </h2>
      {own.length === 0 ? (
        <p className="text-slate-700">{t('webLevel.links.none')}</p>
      ) : (
        <ol ref={listRef} tabIndex={-1} aria-label={t('webLevel.links.heading')} className="grid gap-2">
          {own.map((link, i) => {
            const label = t('webLevel.links.place', { n: i + 1 });
            return (
              <li key={link.id} className="flex min-w-0 flex-wrap items-center gap-2 rounded-2xl border-2 border-violet-300 bg-violet-50 p-2">
                <span className="font-extrabold text-violet-950">{label}</span>
                <span className="font-bold text-slate-900">{t('webLevel.links.link')}</span>
                <select className={select} aria-label={t('webLevel.links.from', { place: label })} value={link.from} disabled={locked} onChange={(e) => setFrom(link, e.target.value as HouseId)}>
                  {houses.map((h) => (
                    <option key={h} value={h}>
                      {t('webLevel.links.house', { house: h })}
                    </option>
                  ))}
                </select>
                <span className="font-bold text-slate-900">{t('webLevel.links.to')}</span>
                <select
                  className={select}
                  aria-label={t('webLevel.links.toHouse', { place: label })}
                  value={link.to}
                  disabled={locked}
                  onChange={(e) => onChange(updateBlock(links, link.id, (b) => ({ ...b, to: e.target.value as HouseId })))}
                >
                  {within(link.from).map((h) => (
                    <option key={h} value={h} disabled={taken(link.from, h, link.id)}>
                      {t('webLevel.links.house', { house: h })}
                    </option>
                  ))}
                </select>
                <span className="ml-auto flex gap-1">
                  <button type="button" className={small} aria-label={t('webLevel.editor.up', { place: label })} disabled={locked || i === 0} onClick={() => onChange(moveBlock(links, link.id, -1))}>
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className={small}
                    aria-label={t('webLevel.editor.down', { place: label })}
                    disabled={locked || i === own.length - 1}
                    onClick={() => onChange(moveBlock(links, link.id, 1))}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    className={small}
                    aria-label={t('webLevel.editor.delete', { place: label })}
                    disabled={locked}
                    onClick={() => {
                      onChange(deleteBlock(links, link.id));
                      setSaid(t('webLevel.said.linkDeleted', { from: link.from, to: link.to }));
                      listRef.current?.focus();
                    }}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-1 justify-self-start rounded-full border-2 border-cyan-800 bg-white px-4 font-bold text-cyan-900 hover:bg-cyan-50 disabled:opacity-60"
        onClick={add}
        disabled={locked}
      >
        <span aria-hidden="true">+</span> {t('webLevel.links.add')}
      </button>
      <p role="status" className="sr-only">
        {said}
      </p>
    </section>
  );
}
