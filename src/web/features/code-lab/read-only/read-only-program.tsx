// A child's program shown to a grown-up (docs/product.md#a-childs-work,
// docs/decisions/271-a-childs-code-lab-work.md): the same blocks, colours and words as the editor's
// list (block-looks.ts, rows.ts), but nothing to tap or move, then "Show the code"
// (docs/decisions/241-show-the-code.md). Lists inside lists, as the editor draws them, so a screen
// reader hears how deep each block is. Blocks are numbered as the child's rows are (2, 2.1, 2.2:
// docs/decisions/351-blocks-numbered-2-2-1-and-bumps-name-them.md), so "step 2.1" means the same
// block to both. A game's program (docs/decisions/402-the-game-lab.md#the-level-page) shows its
// event blocks, each with the blocks under it, in the game's words.
import { isIfLike } from '../../../../domain/code-lab/blocks';
import { functionWords } from '../../../../domain/code-lab/outcome-words';
import { kindOf, type Stmt } from '../../../../domain/code-lab/program';
import { EVENT_BLOCKS } from '../../../../domain/code-lab/stages/game/game-events';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { eventWords } from '../../../../domain/code-lab/stages/game/game-words';
import { useT } from '../../../i18n/use-t';
import { blockColors, blockMarks } from '../editor/block-looks';
import type { WebProgram } from '../../../../domain/code-lab/stages/web/web-program';
import { branchesOf, functionsIn, isGameEdit, type EditProgram } from '../editor/program-model';
import {
  blockWords,
  containerName,
  endName,
  functionStartName,
  listOf,
  otherwiseOf,
  placesOf,
  placeShown,
  type Place,
} from '../editor/rows';
import { ShowCode } from '../show-code/show-code';

// `ro-*` names are hooks for a printed guide's compact blocks (src/web/features/guides/guide-page.css).
const row =
  'ro-row flex min-h-9 min-w-0 items-center gap-2 rounded-xl border-2 px-2 py-1 font-bold [overflow-wrap:anywhere]';

type Places = Map<string, Place>;

function Block({ stmt, places }: { stmt: Stmt; places: Places }) {
  const t = useT('codeLab');
  const kind = kindOf(stmt);
  const head = (
    <div className={`${row} ${blockColors[kind]}`}>
      <span aria-hidden="true" className="w-4 shrink-0 text-center text-lg">
        {blockMarks[kind]}
      </span>
      <span className="ro-step text-sm font-semibold opacity-80">{placeShown(places.get(stmt.id)!, t)}</span>
      <span>{blockWords(stmt, t)}</span>
    </div>
  );
  const branches = branchesOf(stmt);
  if (branches.length === 0) return <li>{head}</li>;
  return (
    <li className={`ro-container grid gap-1 rounded-2xl border-l-4 p-1 ${blockColors[kind]}`}>
      {head}
      {branches.map((b, n) => (
        <div key={b} className="grid gap-1">
          {n > 0 && isIfLike(stmt) && <div className={`${row} ${blockColors[kind]}`}>{otherwiseOf(stmt, t)}</div>}
          <Blocks list={listOf(stmt, b)} places={places} label={containerName(stmt, b, t)} nested />
        </div>
      ))}
      <div className="ro-end px-2 text-sm font-semibold">{endName(stmt, t)}</div>
    </li>
  );
}

function Blocks({ list, places, label, nested }: { list: Stmt[]; places: Places; label: string; nested?: boolean }) {
  return (
    <ol
      aria-label={label}
      className={`grid gap-1 ${nested ? 'ml-1 border-l-2 border-dashed border-slate-300 pl-1 sm:ml-4 sm:pl-2' : ''}`}
    >
      {list.map((stmt) => (
        <Block key={stmt.id} stmt={stmt} places={places} />
      ))}
    </ol>
  );
}

type Props = {
  /** A web program has the Web Lab's own view (docs/decisions/408-the-web-lab.md): nothing here. */
  program: EditProgram | WebProgram;
  /** "Sam’s program for Tech Lab 1: …": names the blocks and the code. */
  label: string;
  /** Whose it is, for the code's words ("Sam’s blocks written as JavaScript"). */
  owner: string;
};

/** A game's event blocks, in the game's words (their namespaces load with it). */
function GameHandlers({ program, places }: { program: GameProgram; places: Places }) {
  const t = useT('codeLab', 'gameLab', 'gameScene', 'gameLevel');
  return program.handlers.map((h) => (
    <div key={h.id} className="grid gap-1">
      <div className={`${row} border-fuchsia-500 bg-fuchsia-50 text-fuchsia-950`}>
        <span aria-hidden="true">{EVENT_BLOCKS[h.event.kind].mark}</span> {eventWords(h.event, t)}
      </div>
      <Blocks list={h.body} places={places} label={eventWords(h.event, t)} nested />
    </div>
  ));
}

export function ReadOnlyProgram({ program: shown, label, owner }: Props) {
  const t = useT('codeLab');
  if (shown.version === 5) return null;
  const program = shown;
  const places = placesOf(program);
  return (
    <div className="grid min-w-0 gap-3">
      <div
        role="group"
        aria-label={label}
        className="grid min-w-0 gap-1 rounded-2xl border-2 border-slate-200 bg-white p-2 text-base"
      >
        {isGameEdit(program) ? (
          <GameHandlers program={program} places={places} />
        ) : (
          <>
            <div className={`${row} border-emerald-400 bg-emerald-50 text-emerald-950`}>
              <span aria-hidden="true">▶</span> {t('codeLab.rows.startShort')}
            </div>
            <Blocks list={program.body} places={places} label={t('codeLab.rows.program')} />
          </>
        )}
        {functionsIn(program).map((f) => (
          <div key={f.name} className="mt-2 grid gap-1">
            <div className={`${row} ${blockColors.call}`}>{functionStartName(f.name, t)}</div>
            <Blocks list={f.body} places={places} label={t('codeLab.rows.function', { name: functionWords(f.name, t) })} nested />
          </div>
        ))}
      </div>
      <ShowCode program={program} runningBlockId={null} owner={owner} />
    </div>
  );
}
