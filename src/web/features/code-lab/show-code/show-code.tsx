// "Show the code" (docs/product/code-lab.md#show-the-code): beside the blocks, the same program as
// JavaScript, read-only, shown on request like "Read the grid" (OnRequestSection). The
// running block's line lights up with the block (aria-current="step"). The lines are a real
// list of code, named, so a screen reader can go through them one by one.
import { useT } from '../../../i18n/use-t';
import { useMemo } from 'react';
import type { EditProgram } from '../editor/program-model';
import { OnRequestSection } from '../level/on-request-section';
import { codeLines, runningLineIndex } from './code-lines';

type Props = {
  program: EditProgram;
  /** The block running now (null when no run is showing). */
  runningBlockId: string | null;
  /** A grown-up looking at a child's program: its words name the child ("Sam’s"), not "Your". */
  owner?: string;
};

export function ShowCode({ program, runningBlockId, owner }: Props) {
  const t = useT('codeLab');
  const lines = useMemo(() => codeLines(program), [program]);
  const running = runningLineIndex(lines, runningBlockId);
  return (
    <OnRequestSection
      title={t('codeLab.code.title')}
      testId="show-code"
      panelClassName="grid gap-2 rounded-2xl border-2 border-slate-700 bg-slate-900 p-3 text-slate-50"
    >
      <p className="text-sm text-slate-200">{owner ? t('codeLab.code.theirs', { owner }) : t('codeLab.code.yours')}</p>
      {lines.length === 0 ? (
        <p className="font-mono text-slate-200">{t('codeLab.code.none')}</p>
      ) : (
        // A grown-up's view sits in a dialog on a phone: its long lines wrap rather than scroll.
        <ol
          aria-label={owner ? t('codeLab.code.theirProgram', { owner }) : t('codeLab.code.yourProgram')}
          className={`grid font-mono text-base leading-relaxed ${owner ? '' : 'overflow-x-auto'}`}
        >
          {lines.map((line, n) => (
            <li
              key={n}
              aria-current={n === running ? 'step' : undefined}
              className={`min-h-[1lh] rounded-md pr-2 ${owner ? 'whitespace-pre-wrap [overflow-wrap:anywhere]' : 'whitespace-pre'} ${n === running ? 'bg-emerald-700 font-bold text-white' : ''}`}
              style={{ paddingLeft: `${line.indent * 2 + 1}ch` }}
            >
              <code>{line.text}</code>
            </li>
          ))}
        </ol>
      )}
    </OnRequestSection>
  );
}
