// The child's program as nested lists of real elements (docs/product/code-lab.md#editor). Each
// row is a button for a slot: the insertion point moves by tapping a row or with the arrow keys.
// On a block: Delete removes it, Alt+arrow moves it, and its small menu (for touch) does both.
import { Fragment, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { kindOf, type Stmt } from '../../../../domain/code-lab/program';
import { blockColors, blockMarks } from './block-looks';
import { BlockMenu } from './block-menu';
import { branchesOf, MAX_REPEAT, MIN_REPEAT, sameSlot, type BodyPath, type Branch, type Slot } from './program-model';
import { InsertionMarker, ProgramRow, slotKey } from './program-row';
import { blockWords, placeOf, shownPlace } from './rows';
import type { Editor } from './use-editor';

type Props = {
  editor: Editor;
  /** While a run plays: nothing can change. */
  locked: boolean;
  runningBlockId: string | null;
  crashedBlockId: string | null;
  canMove: (id: string, direction: 'up' | 'down') => boolean;
};

type Ctx = Props & { openMenu: string | null; setOpenMenu: (id: string | null) => void; onKey: (e: KeyboardEvent<HTMLButtonElement>, blockId?: string) => void };

const times = Array.from({ length: MAX_REPEAT - MIN_REPEAT + 1 }, (_, i) => MIN_REPEAT + i);

function listOf(stmt: Stmt, branch: Branch): Stmt[] {
  if (stmt.op === 'if') return branch === 'then' ? stmt.then : (stmt.else ?? []);
  return stmt.op === 'repeat' || stmt.op === 'until-goal' ? stmt.body : [];
}

/**
 * A row's place and words. On a narrow row they wrap as units ("Step 1.1", "otherwise 1:",
 * then the words), never inside "Step 1"; only a row too narrow for a single unit (deep nests
 * on a 320 px phone) breaks inside one, rather than the page scrolling sideways.
 */
function RowWords({ place, words }: { place: string; words: string }) {
  return (
    <span className="flex min-w-0 flex-wrap items-baseline gap-x-2 [overflow-wrap:anywhere]">
      <span className="text-sm font-semibold opacity-80">{`${shownPlace(place)}:`}</span>
      <span>{words}</span>
    </span>
  );
}

function BlockItem({ ctx, stmt, path, index, place }: { ctx: Ctx; stmt: Stmt; path: BodyPath; index: number; place: string }) {
  const { editor, locked } = ctx;
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
        `${place}: ${blockWords(stmt)}`,
        <>
          <span aria-hidden="true" className="w-4 shrink-0 text-center text-lg sm:w-5">
            {blockMarks[kind]}
          </span>
          <RowWords place={place} words={stmt.op === 'repeat' ? 'Repeat' : blockWords(stmt)} />
        </>,
        stmt.id,
        crashed ? crashNote : undefined,
      )}
      {stmt.op === 'repeat' && (
        <label className="inline-flex min-h-11 items-center gap-2 font-bold text-amber-950">
          <select
            className="min-h-11 min-w-14 rounded-lg border-2 border-amber-500 bg-white px-2 text-lg"
            aria-label={`${place}: how many times`}
            tabIndex={ownTab}
            value={stmt.times}
            disabled={locked}
            onChange={(e) => editor.setTimes(stmt.id, Number(e.target.value))}
          >
            {times.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <span aria-hidden="true">times</span>
        </label>
      )}
      <BlockMenu
        place={place}
        words={blockWords(stmt)}
        open={ctx.openMenu === stmt.id}
        tabIndex={ownTab}
        locked={locked}
        onToggle={() => ctx.setOpenMenu(ctx.openMenu === stmt.id ? null : stmt.id)}
        canUp={ctx.canMove(stmt.id, 'up')}
        canDown={ctx.canMove(stmt.id, 'down')}
        onMove={(direction) => editor.moveBlock(stmt.id, direction, false)}
        onDelete={() => {
          ctx.setOpenMenu(null);
          editor.remove(stmt.id);
        }}
      />
      {crashed && (
        <span id={crashNote} className="rounded-full bg-red-700 px-3 py-1 text-sm font-bold text-white">
          Ada bumped here
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
              row(
                { path: inner, index: 0 },
                `${place}: Otherwise`,
                <RowWords place={place} words="Otherwise" />,
              )}
            <Body ctx={ctx} list={listOf(stmt, b)} path={inner} parentPlace={place} branch={b} />
          </div>
        );
      })}
      {row(after, `End of ${place.toLowerCase()}`, <span className="text-sm font-semibold [overflow-wrap:anywhere]">{shownPlace(`End of ${place.toLowerCase()}`)}</span>)}
    </li>
  );
}

function Body({ ctx, list, path, parentPlace, branch }: { ctx: Ctx; list: Stmt[]; path: BodyPath; parentPlace: string | null; branch: Branch | null }) {
  const at = (index: number) => sameSlot(ctx.editor.slot, { path, index });
  return (
    <ol className={`grid gap-1 ${path.length > 0 ? 'ml-1 border-l-2 border-dashed border-slate-300 pl-1 sm:ml-6 sm:pl-2' : ''}`}>
      {at(0) && <InsertionMarker />}
      {list.map((stmt, i) => (
        <Fragment key={stmt.id}>
          <BlockItem ctx={ctx} stmt={stmt} path={path} index={i} place={placeOf(parentPlace, branch, i)} />
          {at(i + 1) && <InsertionMarker />}
        </Fragment>
      ))}
    </ol>
  );
}

export function ProgramList(props: Props) {
  const { editor, locked } = props;
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // After a keyboard edit, the keyboard focus follows the insertion point.
  useEffect(() => {
    if (editor.focusRequest === 0) return;
    root.current?.querySelector<HTMLElement>(`[data-slot="${CSS.escape(slotKey(editor.slot))}"]`)?.focus();
  }, [editor.focusRequest, editor.slot]);

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

  const ctx: Ctx = { ...props, openMenu, setOpenMenu, onKey };
  const start: Slot = { path: [], index: 0 };
  return (
    <section aria-labelledby="code-lab-program" className="grid content-start gap-2">
      <h2 id="code-lab-program" className="text-xl font-extrabold text-violet-950">
        Your program
      </h2>
      <p id="code-lab-program-help" className="text-sm text-slate-700">
        Tap a row to choose where the next block goes. Keys: arrows move, Delete takes a block out, Alt and an arrow moves it.
      </p>
      <div ref={root} className="grid gap-1 rounded-2xl border-2 border-slate-200 bg-white p-2">
        <ProgramRow
          slot={start}
          label="Start of the program"
          active={sameSlot(editor.slot, start)}
          running={false}
          crashed={false}
          locked={locked}
          describedBy="code-lab-program-help"
          className="border-emerald-400 bg-emerald-50 text-emerald-950"
          onSlot={editor.setSlot}
          onKeyDown={(e) => onKey(e)}
        >
          <span aria-hidden="true">▶</span> Start
        </ProgramRow>
        <Body ctx={ctx} list={editor.program.body} path={[]} parentPlace={null} branch={null} />
      </div>
    </section>
  );
}
