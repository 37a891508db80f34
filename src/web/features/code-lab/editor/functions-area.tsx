// "Make a function" (docs/product/code-lab.md#functions-in-the-editor,
// docs/decisions/240-functions-in-the-editor.md): under the program, the functions a child made,
// each a list of blocks filled exactly like the program (tap a row, then tap, drag or press Enter
// on a block; its rows are named "Step 1 of square: Move forward"). A name is picked from a list,
// never typed. Once made, "Use square" is a block in the palette.
import { useId, useState } from 'react';
import { TUNE_FUNCTION_NAMES } from '../../../../domain/code-lab/blocks';
import { FUNCTION_NAMES, PROGRAM_LIMITS, type FunctionName } from '../../../../domain/code-lab/program';
import { Body, type Ctx } from './program-list';
import { callsOf, canMakeFunction, functionPath, functionsIn, isTuneEdit, sameSlot } from './program-model';
import { ProgramRow } from './program-row';
import { functionWords } from '../../../../domain/code-lab/outcome-words';
import { functionStartName } from './rows';

const pill =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border-2 px-4 text-base font-bold disabled:cursor-not-allowed disabled:opacity-60';

function NamePicker({ ctx }: { ctx: Ctx }) {
  const { editor, locked, t } = ctx;
  const [open, setOpen] = useState(false);
  const id = useId();
  const made = functionsIn(editor.program);
  if (made.length >= PROGRAM_LIMITS.maxFunctions)
    return <p className="text-slate-800">{t('codeLab.functions.most', { max: PROGRAM_LIMITS.maxFunctions })}</p>;
  return (
    <div className="grid gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        disabled={locked}
        onClick={() => setOpen(!open)}
        className={`${pill} justify-self-start border-teal-700 bg-white text-teal-900 hover:bg-teal-50`}
      >
        <span aria-hidden="true">+</span> {t('codeLab.functions.make')}
      </button>
      {open && (
        <div id={id} role="group" aria-label={t('codeLab.functions.pickName')} className="grid gap-2">
          <p className="font-bold text-slate-800">{t('codeLab.functions.pickNameColon')}</p>
          <div className="flex flex-wrap gap-2">
            {/* A tune's functions are parts of a song ("chorus"); Ada's and a game's are shapes. */}
            {(isTuneEdit(editor.program) ? TUNE_FUNCTION_NAMES : FUNCTION_NAMES).map((name) => (
              <button
                key={name}
                type="button"
                disabled={locked || !canMakeFunction(editor.program, name).ok}
                onClick={() => {
                  setOpen(false);
                  editor.makeFunction(name);
                }}
                className={`${pill} border-teal-500 bg-teal-50 font-mono text-teal-950 hover:bg-teal-100`}
              >
                {functionWords(name, t)}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

function FunctionBox({ ctx, name }: { ctx: Ctx; name: FunctionName }) {
  const { editor, locked, t } = ctx;
  const fn = functionsIn(editor.program).find((f) => f.name === name);
  if (!fn) return null;
  const start = { path: functionPath(name), index: 0 };
  const uses = callsOf(editor.program, name);
  return (
    <div className="grid gap-1 rounded-2xl border-2 border-teal-300 bg-white p-2">
      <div className="flex flex-wrap items-center gap-2">
        <ProgramRow
          slot={start}
          label={functionStartName(name, t)}
          active={sameSlot(editor.slot, start)}
          running={false}
          crashed={false}
          locked={locked}
          describedBy="code-lab-program-help"
          className="border-teal-500 bg-teal-50 text-teal-950"
          onSlot={editor.setSlot}
          onKeyDown={(e) => ctx.onKey(e)}
        >
          <span aria-hidden="true">▶</span> {functionStartName(name, t)}
        </ProgramRow>
        <button
          type="button"
          disabled={locked}
          onClick={() => editor.deleteFunction(name)}
          className={`${pill} border-red-400 bg-white text-red-800 hover:bg-red-50`}
          aria-label={t('codeLab.functions.deleteName', { name: functionWords(name, t) })}
        >
          <span aria-hidden="true">✕</span> {t('codeLab.functions.delete')}
        </button>
      </div>
      <Body ctx={ctx} list={fn.body} path={start.path} container={null} />
      <p className="px-1 text-sm font-semibold text-slate-700">
        {uses === 0 ? t('codeLab.functions.notUsed', { name: functionWords(name, t) }) : t('codeLab.functions.used', { uses })}
      </p>
    </div>
  );
}

export function FunctionsArea({ ctx }: { ctx: Ctx }) {
  return (
    <section aria-labelledby="code-lab-functions" className="grid content-start gap-2">
      <h2 id="code-lab-functions" className="text-xl font-extrabold text-teal-950">
        {ctx.t('codeLab.functions.title')}
      </h2>
      <p className="text-sm text-slate-700">{ctx.t('codeLab.functions.explain')}</p>
      {functionsIn(ctx.editor.program).map((f) => (
        <FunctionBox key={f.name} ctx={ctx} name={f.name} />
      ))}
      <NamePicker ctx={ctx} />
    </section>
  );
}
