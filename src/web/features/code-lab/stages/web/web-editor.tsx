// The page's blocks, by pickers only (docs/decisions/409-the-web-lab-page.md#the-editor): the
// pages as tabs (1 to 3, one more added or the one shown deleted), the shown page's title and
// colours (with a warning in the child's words when its text is hard to read), its blocks top to
// bottom, each with its settings and Up, Down and Delete, and the blocks to add. A row or a
// column holds blocks of its own, a list its items, each with their own "Add". Every control is a
// button or a native select, so a tap and the keys do everything; nothing is typed.
// Plain props: a level's workspace and the NeighborNet house studio both place it.
import { useId, useRef, useState, type ReactNode } from 'react';
import type { BlockKind, Stmt } from '../../../../../domain/code-lab/blocks';
import { countWebBlocks, emptyWebPage, type PageProgram, type WebPage } from '../../../../../domain/code-lab/stages/web/web-program';
import { MAX_WEB_PAGES, READABLE_CONTRAST, webContrast } from '../../../../../domain/code-lab/stages/web/web-types';
import { useT } from '../../../../i18n/use-t';
import { addBlock, allBlocks, deleteBlock, freshBlockId, moveBlock, updateBlock } from './block-tree';
import { HOUSE_LINK_STARTERS, LinkTargetPicker, useLinkHouses } from './link-targets';
import { blockWords } from './web-block-words';
import { ColourPicker, LINK_STARTERS, PicturePicker, select, TEXT_STARTERS, TextPicker } from './web-pickers';

/** The blocks a page may have, in the order they are offered; a row, a column and a list hold others. */
const PAGE_KINDS = ['web-heading', 'web-paragraph', 'web-picture', 'web-list', 'web-row', 'web-column', 'web-link'] as const;
type PageKind = (typeof PAGE_KINDS)[number];
/** What a row or a column may hold. */
const BOX_KINDS: readonly PageKind[] = ['web-heading', 'web-paragraph', 'web-picture', 'web-link'];

/** A new block of a kind, with the first words of its lists. */
function makeBlock(kind: PageKind | 'web-item', id: string): Stmt {
  switch (kind) {
    case 'web-heading':
      return { id, op: 'web-heading', size: 'big', starter: 'welcome', word: 'animals' };
    case 'web-paragraph':
      return { id, op: 'web-paragraph', starter: 'favourite-animal', word: 'cat' };
    case 'web-picture':
      return { id, op: 'web-picture', picture: 'cat' };
    case 'web-list':
      return { id, op: 'web-list', items: [] };
    case 'web-item':
      return { id, op: 'web-item', starter: 'i-like', word: 'football' };
    case 'web-row':
      return { id, op: 'web-box', direction: 'row', body: [] };
    case 'web-column':
      return { id, op: 'web-box', direction: 'column', body: [] };
    case 'web-link':
      return { id, op: 'web-link', starter: 'go-to-page', word: 'animals', page: 1 };
  }
}


type Props = {
  program: PageProgram;
  onChange: (program: PageProgram) => void;
  /** The page shown (0-based), and the tab picked. */
  page: number;
  onPage: (page: number) => void;
  /** The blocks offered (a level's toolbox). */
  offer: readonly BlockKind[];
  /** At most this many blocks in all. */
  maxBlocks: number;
  locked?: boolean;
  /** Below the blocks to add (a level's Start over). */
  children?: ReactNode;
};

const small =
  'grid size-11 shrink-0 place-items-center rounded-full border-2 border-slate-400 bg-white text-slate-800 hover:bg-slate-100 disabled:opacity-40';
const addButton =
  'inline-flex min-h-11 items-center gap-1 rounded-full border-2 border-cyan-800 bg-white px-3 font-bold text-cyan-900 hover:bg-cyan-50 disabled:opacity-60';

function Glyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
const UP = 'M10 16V4M4 9l6-5 6 5';
const DOWN = 'M10 4v12M4 11l6 5 6-5';
const CROSS = 'M5 5l10 10M15 5L5 15';

export function WebEditor({ program, onChange, page, onPage, offer, maxBlocks, locked = false, children }: Props) {
  const t = useT('codeLab', 'webLab', 'webLevel');
  const [said, setSaid] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const tabsId = useId();
  const shown = program.pages[page] ?? program.pages[0]!;
  const at = program.pages[page] ? page : 0;
  const count = countWebBlocks(program);
  const full = count >= maxBlocks;
  const offered = PAGE_KINDS.filter((k) => offer.includes(k));
  const canLink = offered.includes('web-link');

  const setPage = (next: WebPage) => onChange({ ...program, pages: program.pages.map((p, i) => (i === at ? next : p)) });
  const setBody = (body: Stmt[]) => setPage({ ...shown, body });
  const used = () => program.pages.flatMap((p) => allBlocks(p.body).map((b) => b.id));

  const add = (kind: PageKind | 'web-item', into: { id: string; key: 'body' | 'items'; place: string } | null) => {
    if (full) return setSaid(t('webLevel.said.full', { max: maxBlocks }));
    const block = makeBlock(kind, freshBlockId(used()));
    setBody(addBlock(shown.body, into, block));
    const name = blockWords(block, t);
    setSaid(into ? t('webLevel.said.addedInside', { block: name, place: into.place }) : t('webLevel.said.added', { block: name }));
  };

  const addPage = () => {
    if (program.pages.length >= MAX_WEB_PAGES) return;
    onChange({ ...program, pages: [...program.pages, emptyWebPage()] });
    onPage(program.pages.length);
    setSaid(t('webLevel.said.pageAdded', { n: program.pages.length + 1 }));
  };
  const deletePage = () => {
    if (program.pages.length <= 1) return;
    onChange({ ...program, pages: program.pages.filter((_, i) => i !== at) });
    onPage(Math.max(0, at - 1));
    setSaid(t('webLevel.said.pageDeleted', { n: at + 1 }));
  };

  const hard = webContrast(shown.color, shown.background) < READABLE_CONTRAST;

  return (
    <section aria-labelledby="web-editor-heading" className="grid min-w-0 gap-3">
      <h2 id="web-editor-heading" className="text-xl font-extrabold text-violet-950">
        {t('webLevel.editor.heading')}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <div role="tablist" aria-labelledby={tabsId} className="flex flex-wrap gap-2">
          <span id={tabsId} className="sr-only">
            {t('webLevel.editor.pages')}
          </span>
          {program.pages.map((_, i) => (
            <button
              key={i}
              type="button"
              role="tab"
              aria-selected={i === at}
              aria-controls="web-page-blocks"
              tabIndex={i === at ? 0 : -1}
              onClick={() => onPage(i)}
              onKeyDown={(e) => {
                const to = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : null;
                if (to === null || to < 0 || to >= program.pages.length) return;
                e.preventDefault();
                onPage(to);
                (e.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]')[to])?.focus();
              }}
              className="inline-flex min-h-11 items-center rounded-t-xl border-2 border-b-4 border-violet-700 px-4 font-bold text-violet-900 aria-selected:bg-violet-700 aria-selected:text-white"
            >
              {t('webLevel.editor.page', { n: i + 1 })}
            </button>
          ))}
        </div>
        {canLink && program.pages.length < MAX_WEB_PAGES && (
          <button type="button" className={addButton} onClick={addPage} disabled={locked}>
            {t('webLevel.editor.addPage')}
          </button>
        )}
        {program.pages.length > 1 && (
          <button type="button" className={addButton} onClick={deletePage} disabled={locked}>
            {t('webLevel.editor.deletePage', { n: at + 1 })}
          </button>
        )}
      </div>

      <div id="web-page-blocks" role="tabpanel" aria-label={t('webLevel.editor.page', { n: at + 1 })} className="grid min-w-0 gap-3">
        <fieldset className="grid min-w-0 gap-2 rounded-2xl border-2 border-slate-300 bg-white p-3">
          <legend className="px-1 font-extrabold text-slate-900">{t('webLevel.editor.looks')}</legend>
          {shown.title ? (
            <span className="flex min-w-0 flex-wrap items-center gap-2">
              <span className="font-bold text-slate-800">{t('webLevel.editor.title')}</span>
              <TextPicker
                place={t('webLevel.editor.title')}
                value={shown.title}
                starters={TEXT_STARTERS}
                disabled={locked}
                onChange={(title) => setPage({ ...shown, title })}
              />
              <button type="button" className={addButton} disabled={locked} onClick={() => setPage({ ...shown, title: undefined })}>
                {t('webLevel.editor.removeTitle')}
              </button>
            </span>
          ) : (
            <button
              type="button"
              className={`${addButton} justify-self-start`}
              disabled={locked}
              onClick={() => setPage({ ...shown, title: { starter: 'all-about', word: 'animals' } })}
            >
              {t('webLevel.editor.addTitle')}
            </button>
          )}
          <span className="flex min-w-0 flex-wrap gap-3">
            <ColourPicker label={t('webLevel.editor.background')} value={shown.background} disabled={locked} onChange={(background) => setPage({ ...shown, background })} />
            <ColourPicker label={t('webLevel.editor.textColour')} value={shown.color} disabled={locked} onChange={(color) => setPage({ ...shown, color })} />
          </span>
          {hard && (
            <p className="rounded-xl border-2 border-amber-700 bg-amber-50 p-2 font-bold text-amber-950" data-testid="web-contrast-warning">
              {t('webLevel.editor.hardToRead', {
                text: t(`webLab.colour.${shown.color}`),
                background: t(`webLab.colour.${shown.background}`),
              })}
            </p>
          )}
        </fieldset>

        {shown.body.length === 0 ? (
          <p className="text-slate-700">{t('webLevel.editor.empty')}</p>
        ) : (
          <ol ref={listRef} tabIndex={-1} aria-label={t('webLevel.editor.blocks')} className="grid min-w-0 gap-2">
            {shown.body.map((block, i) => (
              <BlockRow
                key={block.id}
                block={block}
                place={String(i + 1)}
                first={i === 0}
                last={i === shown.body.length - 1}
                pages={program.pages.length}
                locked={locked}
                offered={offered}
                full={full}
                onBody={setBody}
                body={shown.body}
                onAdd={add}
                onDeleted={() => listRef.current?.focus()}
                say={setSaid}
              />
            ))}
          </ol>
        )}

        <div role="group" aria-label={t('webLevel.editor.addToPage')} className="grid gap-2 rounded-2xl bg-cyan-50 p-3">
          <p className="font-extrabold text-cyan-950" aria-hidden="true">
            {t('webLevel.editor.addToPage')}
          </p>
          <span className="flex flex-wrap gap-2">
            {offered.map((kind) => (
              <button key={kind} type="button" className={addButton} disabled={locked} onClick={() => add(kind, null)}>
                <span aria-hidden="true">+</span> {blockWords(makeBlock(kind, 'x'), t)}
              </button>
            ))}
          </span>
          <p className="text-sm font-bold text-slate-700">{t('webLevel.editor.count', { count, max: maxBlocks })}</p>
        </div>
        {children}
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
    </section>
  );
}

type RowProps = {
  block: Stmt;
  place: string;
  first: boolean;
  last: boolean;
  pages: number;
  locked: boolean;
  offered: readonly PageKind[];
  full: boolean;
  body: readonly Stmt[];
  onBody: (body: Stmt[]) => void;
  onAdd: (kind: PageKind | 'web-item', into: { id: string; key: 'body' | 'items'; place: string }) => void;
  onDeleted: () => void;
  say: (words: string) => void;
};

function BlockRow({ block, place, first, last, pages, locked, offered, full, body, onBody, onAdd, onDeleted, say }: RowProps) {
  const t = useT('codeLab', 'webLab', 'webLevel');
  const name = blockWords(block, t);
  const label = t('webLevel.editor.place', { place, block: name });
  const change = (patch: (b: Stmt) => Stmt) => onBody(updateBlock(body, block.id, patch));
  const inner = block.op === 'web-list' ? block.items : block.op === 'web-box' ? block.body : null;
  const innerKey = block.op === 'web-list' ? 'items' : 'body';
  return (
    <li className="grid min-w-0 gap-2 rounded-2xl border-2 border-violet-300 bg-violet-50 p-2" data-block={block.id}>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="font-extrabold text-violet-950">{label}</span>
        <Settings block={block} place={label} pages={pages} locked={locked} change={change} />
        <span className="ml-auto flex gap-1">
          <button
            type="button"
            className={small}
            aria-label={t('webLevel.editor.up', { place: label })}
            disabled={locked || first}
            onClick={() => {
              onBody(moveBlock(body, block.id, -1));
              say(t('webLevel.said.movedUp', { block: name }));
            }}
          >
            <Glyph d={UP} />
          </button>
          <button
            type="button"
            className={small}
            aria-label={t('webLevel.editor.down', { place: label })}
            disabled={locked || last}
            onClick={() => {
              onBody(moveBlock(body, block.id, 1));
              say(t('webLevel.said.movedDown', { block: name }));
            }}
          >
            <Glyph d={DOWN} />
          </button>
          <button
            type="button"
            className={small}
            aria-label={t('webLevel.editor.delete', { place: label })}
            disabled={locked}
            onClick={() => {
              onBody(deleteBlock(body, block.id));
              say(t('webLevel.said.deleted', { block: name }));
              onDeleted();
            }}
          >
            <Glyph d={CROSS} />
          </button>
        </span>
      </div>
      {inner && (
        <div className="grid min-w-0 gap-2 border-l-4 border-violet-400 pl-2">
          {inner.length > 0 && (
            <ol className="grid min-w-0 gap-2">
              {inner.map((child, i) => (
                <BlockRow
                  key={child.id}
                  block={child}
                  place={`${place}.${i + 1}`}
                  first={i === 0}
                  last={i === inner.length - 1}
                  pages={pages}
                  locked={locked}
                  offered={offered}
                  full={full}
                  body={body}
                  onBody={onBody}
                  onAdd={onAdd}
                  onDeleted={onDeleted}
                  say={say}
                />
              ))}
            </ol>
          )}
          <span role="group" aria-label={t('webLevel.editor.addInside', { place: label })} className="flex flex-wrap gap-2">
            {(block.op === 'web-list' ? (['web-item'] as const) : BOX_KINDS.filter((k) => offered.includes(k))).map((kind) => (
              <button
                key={kind}
                type="button"
                className={addButton}
                disabled={locked}
                onClick={() => onAdd(kind, { id: block.id, key: innerKey, place: label })}
              >
                <span aria-hidden="true">+</span> {blockWords(makeBlock(kind, 'x'), t)}
              </button>
            ))}
          </span>
        </div>
      )}
    </li>
  );
}

type SettingsProps = { block: Stmt; place: string; pages: number; locked: boolean; change: (patch: (b: Stmt) => Stmt) => void };

/** A block's pickers, after its name. */
function Settings({ block, place, pages, locked, change }: SettingsProps) {
  const t = useT('webLevel');
  const houses = useLinkHouses();
  switch (block.op) {
    case 'web-heading':
      return (
        <>
          <select
            className={select}
            aria-label={t('webLevel.pick.size', { place })}
            value={block.size}
            disabled={locked}
            onChange={(e) => change((b) => ({ ...b, size: e.target.value as 'big' | 'small' }))}
          >
            <option value="big">{t('webLevel.pick.big')}</option>
            <option value="small">{t('webLevel.pick.small')}</option>
          </select>
          <TextPicker place={place} value={block} starters={TEXT_STARTERS} disabled={locked} onChange={(v) => change((b) => ({ ...b, ...v }))} />
        </>
      );
    case 'web-paragraph':
    case 'web-item':
      return <TextPicker place={place} value={block} starters={TEXT_STARTERS} disabled={locked} onChange={(v) => change((b) => ({ ...b, ...v }))} />;
    case 'web-picture':
      return <PicturePicker place={place} value={block.picture} disabled={locked} onChange={(picture) => change((b) => ({ ...b, picture }))} />;
    case 'web-link':
      return (
        <>
          <TextPicker
            place={place}
            value={block}
            starters={block.house !== undefined ? HOUSE_LINK_STARTERS : LINK_STARTERS}
            disabled={locked}
            onChange={(v) => change((b) => ({ ...b, ...v }))}
          />
          {/* A NeighborNet house's links may go to a classmate's house too (link-targets.tsx). */}
          {houses.length > 0 || block.house !== undefined ? (
            <LinkTargetPicker block={block} place={place} pages={pages} disabled={locked} change={change} />
          ) : (
            <select
              className={select}
              aria-label={t('webLevel.pick.page', { place })}
              value={block.page ?? 1}
              disabled={locked}
              onChange={(e) => change((b) => ({ ...b, page: Number(e.target.value) as 1 | 2 | 3 }))}
            >
              {Array.from({ length: Math.max(pages, block.page ?? 1) }, (_, i) => (
                <option key={i} value={i + 1}>
                  {t('webLevel.pick.toPage', { n: i + 1 })}
                </option>
              ))}
            </select>
          )}
        </>
      );
    default:
      return null;
  }
}
