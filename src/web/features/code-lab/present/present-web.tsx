// Present mode for a web or a network level (docs/decisions/409-the-web-lab-page.md#present-mode):
// the level's editor and preview large for a projector, built live by the teacher, "Check my page"
// or "Send the message" with the engine's words, and "Show a solution" (the server's reference,
// a teacher's only). Nothing is saved or counted, as for every puzzle (docs/decisions/262-present-mode.md).
import { useMemo, useState } from 'react';
import type { Stmt } from '../../../../domain/code-lab/blocks';
import { buildPage, previewPageHref } from '../../../../domain/code-lab/stages/web/build-page';
import { checkNetworkLevel, checkWebLevel } from '../../../../domain/code-lab/stages/web/web-check';
import { describeNetwork, describeWeb } from '../../../../domain/code-lab/stages/web/web-check-words';
import type { NetworkLevel, WebLevel } from '../../../../domain/code-lab/stages/web/web-level';
import {
  emptyNetworkProgram,
  emptyPageProgram,
  type NetworkProgram,
  type PageProgram,
} from '../../../../domain/code-lab/stages/web/web-program';
import type { HouseId } from '../../../../domain/code-lab/stages/web/web-types';
import { textWords } from '../../../../domain/code-lab/stages/web/web-words';
import { primaryButton } from '../../../components/button-styles';
import { useLocale, useT } from '../../../i18n/use-t';
import { messageTrip } from '../stages/web/message-trip';
import { NetworkLinks } from '../stages/web/network-links';
import { NetworkStreet } from '../stages/web/network-street';
import { WebEditor } from '../stages/web/web-editor';
import { WebPreview } from '../stages/web/web-preview';
import { ShowSolution } from './show-solution';

// Every control's words large enough for the back of the room, as on Ada's puzzles.
const bigBlocks = '[&_button]:text-2xl [&_select]:text-2xl [&_h2]:text-3xl';

function Outcome({ text, solved }: { text: string | null; solved: boolean }) {
  return (
    <p role="status" className={text ? `rounded-2xl p-3 text-2xl font-bold ${solved ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-950'}` : 'sr-only'}>
      {text ?? ''}
    </p>
  );
}

export function PresentWeb({ level }: { level: WebLevel }) {
  const t = useT('codeLab', 'webLab', 'webLevel');
  const lang = useLocale();
  const [program, setProgram] = useState<PageProgram>(level.startPage ?? emptyPageProgram());
  const [page, setPage] = useState(0);
  const [said, setSaid] = useState<{ text: string; solved: boolean } | null>(null);
  const html = useMemo(() => buildPage(program, page, { lang, t, pageHref: previewPageHref }), [program, page, lang, t]);
  const shown = program.pages[page] ?? program.pages[0]!;
  const change = (next: PageProgram) => {
    setProgram(next);
    setSaid(null);
  };
  const check = () => {
    const result = checkWebLevel(level, program);
    setSaid({ text: describeWeb(result, t), solved: result.outcome === 'solved' });
  };
  return (
    <div className={`grid min-w-0 gap-4 lg:grid-cols-2 lg:items-start ${bigBlocks}`} data-testid="present-web">
      <WebEditor program={program} onChange={change} page={page} onPage={setPage} offer={level.toolbox} maxBlocks={level.maxBlocks}>
        <ShowSolution
          levelId={level.id}
          program={program}
          onShow={(solution) => {
            change(solution as PageProgram);
            setPage(0);
          }}
          onBack={(ours) => change(ours as PageProgram)}
        />
      </WebEditor>
      <div className="grid min-w-0 gap-3">
        <WebPreview
          html={html}
          tall
          title={t('webLevel.preview.title', { n: page + 1, title: shown.title ? textWords(shown.title, t) : t('webLab.untitled') })}
        />
        <button type="button" className={`${primaryButton} justify-self-start`} onClick={check}>
          {t('webLevel.check')}
        </button>
        <Outcome text={said?.text ?? null} solved={said?.solved ?? false} />
      </div>
    </div>
  );
}

export function PresentNetwork({ level }: { level: NetworkLevel }) {
  const t = useT('codeLab', 'webLab', 'webLevel');
  const [program, setProgram] = useState<NetworkProgram>(emptyNetworkProgram());
  const [result, setResult] = useState<{ text: string; solved: boolean; path: readonly string[] } | null>(null);
  const change = (links: Stmt[]) => {
    setProgram({ ...program, links });
    setResult(null);
  };
  const send = () => {
    const check = checkNetworkLevel(level, program);
    setResult({ text: describeNetwork(check, t), solved: check.outcome === 'solved', path: messageTrip(level, program, check) });
  };
  const links = [
    ...level.links.map((l) => ({ from: l.from, to: l.to, fixed: true })),
    ...program.links.flatMap((s) => (s.op === 'house-link' ? [{ from: s.from, to: s.to }] : [])),
  ];
  const path = result?.path ?? [];
  return (
    <div className={`grid min-w-0 gap-4 ${bigBlocks}`} data-testid="present-network">
      <NetworkStreet
        houses={level.houses.map((h) => ({ id: h.id, name: h.id, letterbox: h.letterbox === true }))}
        links={links}
        path={path}
        hops={Math.max(0, path.length - 1)}
      />
      <button type="button" className={`${primaryButton} justify-self-start`} onClick={send}>
        {t('webLevel.street.send')}
      </button>
      <Outcome text={result?.text ?? null} solved={result?.solved ?? false} />
      <NetworkLinks
        links={program.links}
        houses={level.houses.map((h) => h.id as HouseId)}
        reach={level.reach}
        maxBlocks={level.maxBlocks}
        locked={false}
        onChange={change}
      />
      <ShowSolution
        levelId={level.id}
        program={program}
        onShow={(solution) => change((solution as NetworkProgram).links)}
        onBack={(ours) => change((ours as NetworkProgram).links)}
      />
    </div>
  );
}
