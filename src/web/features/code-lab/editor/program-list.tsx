// The child's program as nested lists of real elements (docs/product/code-lab.md#editor). Each
// row is a button for a slot: the insertion point moves by tapping a row or with the arrow keys.
// On a block: Delete removes it, Alt+arrow moves it, and its small menu (for touch) does both.
// Rows are named by place in words (docs/decisions/183-code-lab-names-and-announcements.md,
// docs/decisions/351-blocks-numbered-2-2-1-and-bumps-name-them.md): "Step 2.1 (inside Repeat): Move
// forward".
import { Fragment, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { isIfLike } from '../../../../domain/code-lab/blocks';
import { kindOf, type Stmt } from '../../../../domain/code-lab/program';
import { blockColors, blockMarks } from './block-looks';
import { BlockMenu } from './block-menu';
import { FunctionsArea } from './functions-area';
import { PenColorPick } from './pen-color-pick';
import { branchesOf, isGameEdit, sameSlot, type BodyPath, type Slot } from './program-model';
import { InsertionMarker, ProgramRow } from './program-row';
import { RepeatCount, TurnAngle } from './repeat-count';
import type { Translate } from '../../../../i18n/translate';
import { useT } from '../../../i18n/use-t';
import { blockWords, containerName, endName, kindWords, listOf, otherwiseOf, placeName, placesOf, placeShown, rowLabel, type Place } from './rows';
import type { Editor } from './use-editor';

type Props = {
  editor: Editor;
  /** While a run plays: nothing can change. */
  locked: boolean;
  runningBlockId: string | null;
  crashedBlockId: string | null;
  canMove: (id: string, direction: 'up' | 'down') => boolean;
  /** The pen's paper: a turn shows its angle (45, 90 or 135). */
  angles: boolean;
  /** The level lets the child make functions ("Use a function" in its toolbox). */
  functions: boolean;
};
/** What a list of the editor is given (the program's list, or a game's event blocks). */
export type ListProps = Props;

export type Ctx = Props & {
  openMenu: string | null;
  setOpenMenu: (id: string | null) => void;
  onKey: (e: KeyboardEvent<HTMLButtonElement>, blockId?: string) => void;
  onMenuMove: (id: string, direction: 'up' | 'down') => void;
  /** Each block's step number ("2.1"), by id. */
  places: Map<string, Place>;
  t: Translate;
  /** A block's settings beside its row (a game block's sprite and values): `place` names them. */
  settings?: (stmt: Stmt, place: string, tabIndex: number) => ReactNode;
};

/**
 * A row's step and words. The row shows "Step 2.3: Turn left" (the body it is in shows around it);
 * its name adds the body: "Step 2.3 (inside Otherwise): Turn left". On a narrow row the step and
 * the words wrap as units, never inside "Step 2.3".
 */
function RowWords({ number, words, t }: { number: Place; words: string; t: Translate }) {
  return (
    <span className="flex min-w-0 flex-wrap items-baseline gap-x-2 [overflow-wrap:anywhere]">
      <span className="text-sm font-semibold opacity-80">{placeShown(number, t)}</span>
      <span>{words}</span>
    </span>
  );
}

type ItemProps = { ctx: Ctx; stmt: Stmt; path: BodyPath; index: number; number: Place; container: string | null };

function BlockItem({ ctx, stmt, path, index, number, container }: ItemProps) {
  const { editor, locked, t } = ctx;
  const place = placeName(number, container, t);
  const kind = kindOf(stmt);
  const after: Slot = { path, index: index + 1 };
  const branches = branchesOf(stmt);
  const ownSlot = branches[0] ? { path: [...path, { id: stmt.id, branch: branches[0] }], index: 0 } : after;
  const crashed = ctx.crashedBlockId === stmt.id;
  // Tab reaches a block's count and menu only from its own row (the rows are one tab stop).
  const ownTab = sameSlot(editor.slot, ownSlot) ? 0 : -1;
  const crashNote = `crash-${stmt.id}`;
  const row = (slot: Slot, label: string, content: ReactNode, blockId?: string, note?: string) => (
    <ProgramRow
      slot={slot}
      label={label}
      blockId={blockId}
      active={sameSlot(editor.slot, slot)}
      running={blockId !== undefined && ctx.runningBlockId === stmt.id}
      crashed={blockId !== undefined && crashed}
      locked={locked}
      describedBy={note}
      className={blockColors[kind]}
      onSlot={editor.setSlot}
      onKeyDown={(e) => ctx.onKey(e, blockId)}
    >
      {content}
    </ProgramRow>
  );
  const head = (
    <div className="flex flex-wrap items-center gap-2">
      {row(
        ownSlot,
        rowLabel(place, blockWords(stmt, t), t),
        <>
          <span aria-hidden="true" className="w-4 shrink-0 text-center text-lg sm:w-5">
            {blockMarks[kind]}
          </span>
          <RowWords number={number} words={rowText(stmt, ctx.angles, t)} t={t} />
        </>,
        stmt.id,
        crashed ? crashNote : undefined,
      )}
      {stmt.op === 'repeat' && (
        <RepeatCount
          name={t('codeLab.rows.howMany', { place })}
          value={stmt.times}
          tabIndex={ownTab}
          locked={locked}
          onChange={(n) => editor.setTimes(stmt.id, n)}
        />
      )}
      {stmt.op === 'turn' && ctx.angles && (
        <TurnAngle
          name={t('codeLab.rows.howFar', { place })}
          value={stmt.degrees ?? 90}
          tabIndex={ownTab}
          locked={locked}
          onChange={(n) => editor.setDegrees(stmt.id, n)}
        />
      )}
      {ctx.settings?.(stmt, place, ownTab)}
      {stmt.op === 'color' && (
        <PenColorPick
          name={t('codeLab.rows.penColour', { place })}
          value={stmt.color}
          tabIndex={ownTab}
          locked={locked}
          onChange={(c) => editor.setColor(stmt.id, c)}
        />
      )}
      <BlockMenu
        blockId={stmt.id}
        place={place}
        words={blockWords(stmt, t)}
        open={ctx.openMenu === stmt.id}
        tabIndex={ownTab}
        locked={locked}
        onToggle={() => ctx.setOpenMenu(ctx.openMenu === stmt.id ? null : stmt.id)}
        canUp={ctx.canMove(stmt.id, 'up')}
        canDown={ctx.canMove(stmt.id, 'down')}
        onMove={(direction) => ctx.onMenuMove(stmt.id, direction)}
        onDelete={() => {
          ctx.setOpenMenu(null);
          editor.remove(stmt.id);
        }}
      />
      {crashed && (
        <span id={crashNote} className="rounded-full bg-red-700 px-3 py-1 text-sm font-bold text-white">
          {/* Only Move forward bumps; a marked loop is the one that goes round for ever. */}
          {stmt.op === 'forward' ? t('codeLab.rows.bumpedHere') : t('codeLab.rows.goesRoundHere')}
        </span>
      )}
    </div>
  );
  if (branches.length === 0) return <li className="grid gap-1">{head}</li>;
  return (
    <li className={`grid gap-1 rounded-2xl border-l-4 p-1 sm:border-l-8 ${blockColors[kind]}`}>
      {head}
      {branches.map((b, n) => {
        const inner: BodyPath = [...path, { id: stmt.id, branch: b }];
        return (
          <div key={b} className="grid gap-1">
            {n > 0 &&
              (isIfLike(stmt) || stmt.op === 'together') &&
              row(
                { path: inner, index: 0 },
                otherwiseOf(stmt, t),
                <span>{stmt.op === 'together' ? otherwiseOf(stmt, t) : t('codeLab.block.otherwise')}</span>,
              )}
            <Body ctx={ctx} list={listOf(stmt, b)} path={inner} container={containerName(stmt, b, t)} />
          </div>
        );
      })}
      {row(after, endName(stmt, t), <span className="text-sm font-semibold [overflow-wrap:anywhere]">{endName(stmt, t)}</span>)}
    </li>
  );
}

/**
 * What a row shows: its settings are in their own controls beside it. A game block says its
 * whole sentence ("Move the cat forward 10 steps"), its lists beside it changing it.
 */
function rowText(stmt: Stmt, angles: boolean, t: Translate): string {
  if (stmt.op === 'repeat' || stmt.op === 'color' || (stmt.op === 'turn' && angles)) return kindWords(stmt, t);
  return blockWords(stmt, t);
}

export function Body({ ctx, list, path, container }: { ctx: Ctx; list: Stmt[]; path: BodyPath; container: string | null }) {
  const at = (index: number) => sameSlot(ctx.editor.slot, { path, index });
  return (
    <ol className={`grid gap-1 ${path.length > 0 ? 'ml-1 border-l-2 border-dashed border-slate-300 pl-1 sm:ml-6 sm:pl-2' : ''}`}>
      {at(0) && <InsertionMarker />}
      {list.map((stmt, i) => (
        <Fragment key={stmt.id}>
          <BlockItem ctx={ctx} stmt={stmt} path={path} index={i} number={ctx.places.get(stmt.id)!} container={container} />
          {at(i + 1) && <InsertionMarker />}
        </Fragment>
      ))}
    </ol>
  );
}

/**
 * What every list of the editor shares: the menu that is open, the keys on a row, the focus that
 * follows the insertion point after a keyboard edit and stays on a menu's button after a move,
 * and each block's place.
 */
export function useListCtx(props: Props, root: RefObject<HTMLElement | null>, extra: Pick<Ctx, 'settings'> = {}): Ctx {
  const { editor, locked } = props;
  const t = useT('codeLab');
  const [openMenu, setOpenMenu] = useState<string | null>(null);

  // After a keyboard edit, the keyboard focus follows the insertion point: to its row, the one
  // row in the tab order. Only a request moves it, so a tap on the palette or a change of a
  // repeat's count leaves the focus where it is.
  useEffect(() => {
    if (editor.focusRequest === 0) return;
    root.current?.querySelector<HTMLElement>('[data-slot][tabindex="0"]')?.focus();
  }, [editor.focusRequest, root]);

  // After a move from the menu, the focus stays on that menu's button, wherever the block went
  // (or on the menu's own button once the block cannot go further that way).
  const menuMove = useRef<string | null>(null);
  useEffect(() => {
    const wanted = menuMove.current;
    if (!wanted) return;
    menuMove.current = null;
    const id = wanted.slice(0, wanted.lastIndexOf(':'));
    const move = root.current?.querySelector<HTMLButtonElement>(`[data-move-for="${CSS.escape(wanted)}"]`);
    (move && !move.disabled ? move : root.current?.querySelector<HTMLElement>(`[data-menu-for="${CSS.escape(id)}"]`))?.focus();
  }, [editor.program, root]);
  const onMenuMove = (id: string, direction: 'up' | 'down') => {
    menuMove.current = `${id}:${direction}`;
    editor.moveBlock(id, direction, false);
  };

  const onKey = (e: KeyboardEvent<HTMLButtonElement>, blockId?: string) => {
    const direction = e.key === 'ArrowDown' ? 'down' : e.key === 'ArrowUp' ? 'up' : null;
    if (direction && e.altKey && blockId) {
      if (!locked) editor.moveBlock(blockId, direction);
    } else if (direction) editor.moveSlot(direction);
    else if ((e.key === 'Delete' || e.key === 'Backspace') && blockId) {
      if (!locked) editor.remove(blockId);
    } else if (e.key === 'Home' || e.key === 'End') {
      const rows = [...(root.current?.querySelectorAll<HTMLElement>('[data-slot]') ?? [])];
      (e.key === 'Home' ? rows[0] : rows.at(-1))?.focus();
    } else return;
    e.preventDefault();
  };

  const places = useMemo(() => placesOf(editor.program), [editor.program]);
  return { ...props, ...extra, openMenu, setOpenMenu, onKey, onMenuMove, places, t };
}

/** The program's list; a stage may give each block's settings beside its row (a tune's note and length). */
export function ProgramList({ settings, ...props }: Props & Pick<Ctx, 'settings'>) {
  const { editor, locked } = props;
  const root = useRef<HTMLDivElement>(null);
  const ctx = useListCtx(props, root, { settings });
  const { t, onKey } = ctx;
  const start: Slot = { path: [], index: 0 };
  // A game has its own list (stages/game/handler-list.tsx).
  if (isGameEdit(editor.program)) return null;
  return (
    <div ref={root} className="grid content-start gap-4">
    <section aria-labelledby="code-lab-program" className="grid content-start gap-2">
      <h2 id="code-lab-program" className="text-xl font-extrabold text-violet-950">
        {t('codeLab.rows.yourProgram')}
      </h2>
      <p id="code-lab-program-help" className="text-sm text-slate-700">
        {t('codeLab.rows.help')}
      </p>
      <div className="grid gap-1 rounded-2xl border-2 border-slate-200 bg-white p-2">
        <ProgramRow
          slot={start}
          label={t('codeLab.rows.start')}
          active={sameSlot(editor.slot, start)}
          running={false}
          crashed={false}
          locked={locked}
          describedBy="code-lab-program-help"
          className="border-emerald-400 bg-emerald-50 text-emerald-950"
          onSlot={editor.setSlot}
          onKeyDown={(e) => onKey(e)}
        >
          <span aria-hidden="true">▶</span> {t('codeLab.rows.startShort')}
        </ProgramRow>
        <Body ctx={ctx} list={editor.program.body} path={[]} container={null} />
      </div>
    </section>
    {props.functions && <FunctionsArea ctx={ctx} />}
    </div>
  );
}
