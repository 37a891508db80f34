// A game's program in the editor (docs/decisions/402-the-game-lab.md#the-level-page): its event
// blocks, each "When …" with its key or sprites picked from lists and the blocks under it, then
// "Add an event block" (the level's events), then the functions as on Ada's levels. The blocks
// under an event block are the editor's own rows (editor/program-list.tsx's Body): the same taps,
// keys, menus, drags and names. An event block's row is a place too (new blocks go first under
// it); on it, Delete takes it out with its blocks and Alt+arrow moves it among the others.
import { createContext, use, useRef, type KeyboardEvent } from 'react';
import { EVENT_BLOCKS } from '../../../../../domain/code-lab/stages/game/game-events';
import {
  GAME_PROGRAM_LIMITS,
  type GameHandler,
  type GameProgram,
} from '../../../../../domain/code-lab/stages/game/game-program';
import type { GameEventKind } from '../../../../../domain/code-lab/stages/game/game-types';
import { eventWords } from '../../../../../domain/code-lab/stages/game/game-words';
import { useT } from '../../../../i18n/use-t';
import { BlockMenu } from '../../editor/block-menu';
import { FunctionsArea } from '../../editor/functions-area';
import { Body, useListCtx, type Ctx, type ListProps } from '../../editor/program-list';
import {
  countProgramBlocks,
  handlerPath,
  isGameEdit,
  sameSlot,
  type Slot,
} from '../../editor/program-model';
import { ProgramRow } from '../../editor/program-row';
import type { Editor } from '../../editor/use-editor';
import { EventSettings, GameSettings } from './game-settings';
import {
  addHandler,
  blocksUnder,
  canAddHandler,
  deleteHandler,
  moveHandler,
  setHandlerEvent,
  setSetting,
  type GameEditRules,
} from './handler-model';

/** The game's rules for its list (the scene's sprites, the level's events), from the workspace. */
export const GameRulesContext = createContext<GameEditRules | null>(null);

const eventLook = 'border-fuchsia-500 bg-fuchsia-50 text-fuchsia-950';

type HandlerProps = {
  ctx: Ctx;
  editor: Editor<GameProgram>;
  handler: GameHandler;
  index: number;
  count: number;
  rules: GameEditRules;
};

function HandlerBox({ ctx, editor, handler, index, count, rules }: HandlerProps) {
  const t = useT('gameLevel', 'gameLab', 'gameScene');
  const { locked } = ctx;
  const start: Slot = { path: handlerPath(handler.id), index: 0 };
  const active = sameSlot(editor.slot, start);
  const words = eventWords(handler.event, t);
  const block = EVENT_BLOCKS[handler.event.kind];
  const sprites = rules.sprites ?? [];
  const remove = (focus: boolean) =>
    editor.edit((program, slot) => {
      const gone = program.handlers.find((h) => h.id === handler.id);
      if (!gone) return null;
      const blocks = blocksUnder(gone);
      return {
        ...deleteHandler(program, slot, handler.id),
        said: t('gameLevel.said.deleted', { event: words, count: blocks }),
      };
    }, focus);
  const move = (direction: 'up' | 'down', focus: boolean) =>
    editor.edit((program) => {
      const moved = moveHandler(program, handler.id, direction);
      return (
        moved && {
          ...moved,
          said: t(direction === 'up' ? 'gameLevel.said.movedUp' : 'gameLevel.said.movedDown', {
            event: words,
          }),
        }
      );
    }, focus);
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const direction = e.key === 'ArrowDown' ? 'down' : e.key === 'ArrowUp' ? 'up' : null;
    if (direction && e.altKey) {
      if (!locked) move(direction, true);
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      if (!locked) remove(true);
    } else return ctx.onKey(e);
    e.preventDefault();
  };
  const menuId = `on-${handler.id}`;
  return (
    <li
      className={`grid gap-1 rounded-2xl border-2 border-l-8 p-1 ${eventLook}`}
      data-handler={handler.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <ProgramRow
          slot={start}
          label={words}
          active={active}
          running={ctx.runningBlockId === handler.id}
          crashed={ctx.crashedBlockId === handler.id}
          locked={locked}
          describedBy="code-lab-program-help"
          className={eventLook}
          onSlot={editor.setSlot}
          onKeyDown={onKey}
        >
          <span aria-hidden="true" className="w-4 shrink-0 text-center text-lg sm:w-5">
            {block.mark}
          </span>
          <span className="min-w-0 [overflow-wrap:anywhere]">{words}</span>
        </ProgramRow>
        <EventSettings
          handler={handler}
          tabIndex={active ? 0 : -1}
          locked={locked}
          sprites={sprites}
          onChange={(event) =>
            editor.edit((program, slot) => ({
              program: setHandlerEvent(program, handler.id, event, sprites),
              slot,
            }))
          }
        />
        <BlockMenu
          blockId={menuId}
          place={words}
          words={words}
          open={ctx.openMenu === menuId}
          tabIndex={active ? 0 : -1}
          locked={locked}
          onToggle={() => ctx.setOpenMenu(ctx.openMenu === menuId ? null : menuId)}
          canUp={index > 0}
          canDown={index < count - 1}
          onMove={(direction) => move(direction, false)}
          onDelete={() => {
            ctx.setOpenMenu(null);
            remove(true);
          }}
          labels={{
            name: t('gameLevel.rows.menu', { event: words }),
            group: words,
            up: t('gameLevel.rows.up'),
            down: t('gameLevel.rows.down'),
            delete: t('gameLevel.rows.delete'),
          }}
        />
      </div>
      <Body ctx={ctx} list={handler.body} path={start.path} container={null} />
    </li>
  );
}

/** "Add an event block": one button for each event the level offers; it says why when none fits. */
function AddEvents({
  editor,
  rules,
  locked,
}: {
  editor: Editor<GameProgram>;
  rules: GameEditRules;
  locked: boolean;
}) {
  const t = useT('gameLevel', 'gameLab', 'gameScene');
  const tc = useT('codeLab');
  // An event the scene cannot have (a touch with one sprite) is not offered at all.
  const checks = rules.events.map((kind) => ({
    kind,
    check: canAddHandler(editor.program, kind, rules),
  }));
  const offered = checks.filter(({ check }) => check.ok || check.reason !== 'no-sprites');
  const why = offered.find(({ check }) => !check.ok)?.check;
  const add = (kind: GameEventKind) =>
    editor.edit((program, slot) => {
      if (!canAddHandler(program, kind, rules).ok)
        return { program, slot, said: tc('codeLab.palette.full') };
      const edit = addHandler(program, slot, kind, rules);
      const handler = edit.program.handlers.at(-1)!;
      return { ...edit, said: t('gameLevel.said.added', { event: eventWords(handler.event, t) }) };
    }, true);
  return (
    <section aria-labelledby="game-add-events" className="grid content-start gap-2">
      <h2 id="game-add-events" className="text-xl font-extrabold text-fuchsia-950">
        {t('gameLevel.events.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('gameLevel.events.explain')}</p>
      <div role="group" aria-labelledby="game-add-events" className="flex flex-wrap gap-2">
        {offered.map(({ kind, check }) => {
          const off = locked || !check.ok;
          return (
            <button
              key={kind}
              type="button"
              aria-disabled={off || undefined}
              onClick={() => !off && add(kind)}
              className={`inline-flex min-h-11 min-w-11 items-center gap-2 rounded-xl border-2 px-3 py-1 text-left text-base font-bold ${eventLook} ${
                off ? 'cursor-not-allowed opacity-60' : 'hover:brightness-95'
              }`}
            >
              <span aria-hidden="true" className="text-lg">
                +
              </span>
              <span aria-hidden="true" className="w-4 text-center text-lg">
                {EVENT_BLOCKS[kind].mark}
              </span>
              {t(EVENT_BLOCKS[kind].labelKey)}
            </button>
          );
        })}
      </div>
      {why && !why.ok && why.reason === 'too-many' && (
        <p className="text-slate-800">
          {t('gameLevel.events.tooMany', { max: GAME_PROGRAM_LIMITS.maxHandlers })}
        </p>
      )}
      {why && !why.ok && why.reason === 'full' && (
        <p className="text-slate-800">{tc('codeLab.palette.full')}</p>
      )}
    </section>
  );
}

/** The game's list: its event blocks and what is under them, the events to add, the functions. */
export function HandlerList(props: ListProps) {
  const rules = use(GameRulesContext);
  const root = useRef<HTMLDivElement>(null);
  const editor = props.editor as Editor<GameProgram>;
  const sprites = rules?.sprites ?? [];
  const ctx = useListCtx(props, root, {
    settings: (stmt, place, tabIndex) => (
      <GameSettings
        stmt={stmt}
        place={place}
        tabIndex={tabIndex}
        locked={props.locked}
        sprites={sprites}
        onChange={(name, value) =>
          editor.edit((program, slot) => ({
            program: setSetting(program, stmt.id, name, value, sprites),
            slot,
          }))
        }
      />
    ),
  });
  const { t } = ctx;
  const tg = useT('gameLevel');
  if (!rules || !isGameEdit(editor.program)) return null;
  const { handlers } = editor.program;
  return (
    <div ref={root} className="grid content-start gap-4">
      <section aria-labelledby="code-lab-program" className="grid content-start gap-2">
        <h2 id="code-lab-program" className="text-xl font-extrabold text-violet-950">
          {t('codeLab.rows.yourProgram')}
        </h2>
        <p id="code-lab-program-help" className="text-sm text-slate-700">
          {t('codeLab.rows.help')}
        </p>
        {handlers.length === 0 ? (
          <p className="rounded-2xl border-2 border-dashed border-slate-300 bg-white p-3 font-bold text-slate-800">
            {tg('gameLevel.events.none')}
          </p>
        ) : (
          <ol
            className="grid gap-2 rounded-2xl border-2 border-slate-200 bg-white p-2"
            data-blocks={countProgramBlocks(editor.program)}
          >
            {handlers.map((handler, i) => (
              <HandlerBox
                key={handler.id}
                ctx={ctx}
                editor={editor}
                handler={handler}
                index={i}
                count={handlers.length}
                rules={rules}
              />
            ))}
          </ol>
        )}
      </section>
      <AddEvents editor={editor} rules={rules} locked={props.locked} />
      {props.functions && <FunctionsArea ctx={ctx} />}
    </div>
  );
}
