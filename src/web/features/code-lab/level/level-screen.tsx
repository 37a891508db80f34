// /code-lab/:levelId: the puzzle's title, its place in its world and the way back, then its
// workspace once the program to start from is known (the saved one, else this person's draft on
// this browser, else the level's own start), with the insertion point where this person left it.
// Nothing is shown before it is known who is signed in (docs/product.md#what-a-device-keeps), and
// a new person gets a new workspace.
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { LabProgram } from '../../../../domain/code-lab/level-program';
import type { Level, World } from '../../../../domain/code-lab/level-types';
import { isGameLevel } from '../../../../domain/code-lab/stages/game/game-level';
import type { GameProgram } from '../../../../domain/code-lab/stages/game/game-program';
import { isSoundLevel } from '../../../../domain/code-lab/stages/sound/sound-level';
import { emptyTuneProgram, type TuneProgram } from '../../../../domain/code-lab/stages/sound/tune-program';
import type { Program } from '../../../../domain/code-lab/program';
import { isNetworkLevel, isWebLevel } from '../../../../domain/code-lab/stages/web/web-level';
import {
  emptyNetworkProgram,
  emptyPageProgram,
  type NetworkProgram,
  type PageProgram,
  type WebProgram,
} from '../../../../domain/code-lab/stages/web/web-program';
import { secondaryButton } from '../../../components/button-styles';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { usePersonKey } from '../../../lib/person-store';
import { useAfterHydration } from '../../../lib/browser-value';
import { codeLabProgramsQuery } from '../code-lab-api';
import { drafts } from '../drafts';
import type { Slot } from '../editor/program-model';
import { insertionPoints } from '../insertion-points';
import { asGameProgram, asLevelProgram, asTuneProgram, asWebProgram } from '../program-check';
import { eventStageViewOf } from '../stages/registry';
import { Workspace } from './workspace';

type Props = {
  level: Level;
  world: World;
  pointsReward: number;
  nextLevel: Level | null;
};

/** A stored value as a program for the level, of its kind (a game's, a tune, a page, a street or Ada's), or null. */
const asProgramFor = (level: Level, value: unknown): LabProgram | null =>
  isGameLevel(level)
    ? asGameProgram(level, value)
    : isSoundLevel(level)
      ? asTuneProgram(level, value)
      : isWebLevel(level) || isNetworkLevel(level)
        ? asWebProgram(level, value)
        : asLevelProgram(level, value);

/** The program a level opens with when nothing is kept: its own start, or none. */
const levelStart = (level: Level): LabProgram =>
  isGameLevel(level)
    ? { version: 3, kind: 'game', handlers: [] }
    : isSoundLevel(level)
      ? emptyTuneProgram()
      : isWebLevel(level)
        ? (level.startPage ?? emptyPageProgram())
        : isNetworkLevel(level)
          ? emptyNetworkProgram()
          : (level.startProgram ?? { version: 1, body: [] });

/** A page or a street (version 5), which the insertion-point editor does not edit. */
const isWebProgram = (program: LabProgram): program is WebProgram & LabProgram => program.version === 5;

type Start = { key: string; program: LabProgram; slot: Slot | null };

function useStartProgram(level: Level): Start | null {
  const { user } = useAuth();
  const person = usePersonKey();
  const saved = useQuery({ ...codeLabProgramsQuery(person), enabled: user !== null });
  const awake = useAfterHydration();
  // Once awake, a workspace keeps the program it opened with: the draft it writes on this device
  // and the server's copy it saves as the child works must not open it again (a new workspace
  // would lose a solve's dialog and the insertion point). Another person or level starts afresh.
  const [kept, setKept] = useState<{ base: string; start: Start } | null>(null);
  if (person === null || (user !== null && saved.isLoading)) return null;
  const base = `${person}/${level.id}`;
  if (awake && kept?.base === base) return kept.start;
  // What this device keeps (a draft, where the next block goes) is read once the page is awake:
  // the server, and the browser's first render, start from the level's own program
  // (docs/decisions/401-the-first-paint-from-the-server.md).
  const fromServer = saved.data?.find((p) => p.levelId === level.id)?.program;
  const fromDevice = awake ? asProgramFor(level, drafts.read(person, level.id)) : null;
  const program = (fromServer && asProgramFor(level, fromServer)) ?? fromDevice ?? levelStart(level);
  const start: Start = {
    // A draft found on waking up starts a new workspace with it.
    key: `${base}${fromDevice && !fromServer ? '/draft' : ''}`,
    program,
    // A page or a street has no insertion point: its blocks are added where the child taps.
    slot: awake && !isWebProgram(program) ? insertionPoints.read(person, level.id, program) : null,
  };
  if (awake) setKept({ base, start });
  return start;
}

export function LevelScreen({ level, world, pointsReward, nextLevel }: Props) {
  const t = useT('codeLab');
  const start = useStartProgram(level);
  const next = nextLevel
    ? { to: paths.codeLabLevel(nextLevel.id), label: t('codeLab.level.nextPuzzle') }
    : { to: paths.codeLab, label: t('codeLab.level.backToWorlds') };
  return (
    <section aria-labelledby="level-title" className="grid gap-3 lg:gap-4">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0">
          <h1 id="level-title" className="text-xl font-extrabold text-violet-900 sm:text-3xl">
            {t('codeLab.level.heading', { world: world.title, number: level.number, title: level.title })}
          </h1>
          <p className="text-sm font-bold text-slate-700">
            {t('codeLab.level.puzzleOf', { number: level.number, count: world.levelIds.length })}
          </p>
        </div>
        <Link to={paths.codeLabWorld(world.id)} className={`${secondaryButton} shrink-0 max-sm:px-3 max-sm:text-base`}>
          <span aria-hidden="true">←</span> {t('codeLab.level.allPuzzles')}
        </Link>
      </div>
      {start ? (
        <LevelWorkspace
          key={start.key}
          level={level}
          initial={start.program}
          initialSlot={start.slot}
          world={{ levelIds: world.levelIds, pointsReward, title: world.title }}
          next={next}
        />
      ) : (
        <PageLoading className="text-lg">{t('codeLab.level.gettingProgram')}</PageLoading>
      )}
    </section>
  );
}

type WorkspaceProps = Omit<Parameters<typeof Workspace>[0], 'initial'> & { initial: LabProgram };

/** The level's workspace: a game's, a tune's, a page's or a street's, loaded apart with its words (stages/registry.ts), or the one for a run. */
function LevelWorkspace({ level, initial, ...rest }: WorkspaceProps) {
  const t = useT('codeLab');
  const own = eventStageViewOf(level);
  const loading = <PageLoading className="text-lg">{t('codeLab.level.gettingProgram')}</PageLoading>;
  if (own?.kind === 'game' && isGameLevel(level))
    return (
      <Suspense fallback={loading}>
        <own.Workspace level={level} initial={initial as GameProgram} {...rest} />
      </Suspense>
    );
  if (own?.kind === 'sound' && isSoundLevel(level))
    return (
      <Suspense fallback={loading}>
        <own.Workspace level={level} initial={initial as TuneProgram} {...rest} />
      </Suspense>
    );
  if (own?.kind === 'web' && isWebLevel(level))
    return (
      <Suspense fallback={loading}>
        <own.Workspace level={level} initial={initial as PageProgram} world={rest.world} next={rest.next} />
      </Suspense>
    );
  if (own?.kind === 'network' && isNetworkLevel(level))
    return (
      <Suspense fallback={loading}>
        <own.Workspace level={level} initial={initial as NetworkProgram} world={rest.world} next={rest.next} />
      </Suspense>
    );
  return <Workspace level={level} initial={initial as Program} {...rest} />;
}

/** An unknown level id: a friendly card, never a 404 page. */
export function LevelNotFound() {
  const t = useT('codeLab');
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 rounded-3xl bg-white p-8 text-center shadow">
      <h1 className="text-3xl font-extrabold text-violet-900">{t('codeLab.level.notFoundTitle')}</h1>
      <p className="text-lg">{t('codeLab.level.notFoundLine')}</p>
      <Link to={paths.codeLab} className={secondaryButton}>
        {t('codeLab.level.goToCodeLab')}
      </Link>
    </section>
  );
}
