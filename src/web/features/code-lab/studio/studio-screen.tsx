// /code-lab/studio (docs/product/code-lab.md#free-drawing): free drawing with every pen block and
// no target, in the pen workspace (the paper with Run / Step / Stop / Reset, the blocks, Show
// the code), with "My drawings" under the program. The program on the paper is kept as the
// person's draft, like a puzzle's (docs/decisions/355-the-studio-keeps-a-draft.md).
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Program } from '../../../../domain/code-lab/program';
import { secondaryButton } from '../../../components/button-styles';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/auth';
import { usePersonKey, type PersonKey } from '../../../lib/person-store';
import { useAfterHydration } from '../../../lib/browser-value';
import { drafts } from '../drafts';
import { classGalleryQuery } from '../gallery/gallery-api';
import { asLevelProgram } from '../program-check';
import { PenWorkspace } from '../level/pen-workspace';
import { DrawingsPanel } from './drawings-panel';
import { emptyDrawing, STUDIO_LEVEL } from '../../../../domain/code-lab/studio-paper';
import { studioSegments } from './studio-run';
import { useDeviceDrawings, useServerDrawings, type ListedDrawing } from './use-drawings';

export function StudioScreen() {
  const t = useT('codeLab', 'gallery');
  const person = usePersonKey();
  const awake = useAfterHydration();
  const { user } = useAuth();
  // Only a class child has a class gallery (docs/product/gallery-screens.md).
  const classChild = user?.kind === 'child' && user.profileOf === 'class';

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">{t('codeLab.studio.title')}</h1>
        <div className="flex flex-wrap gap-2">
          {classChild && (
            <Link to={paths.gallery} className={secondaryButton}>
              {t('gallery.openGallery')}
            </Link>
          )}
          <Link to={paths.codeLab} className={secondaryButton}>
            <span aria-hidden="true">←</span> {t('codeLab.world.allWorlds')}
          </Link>
        </div>
      </div>
      <p className="text-lg text-slate-900">
        {t('codeLab.studio.lead')}
      </p>
      {/* Whose draft to open is known once it is known who is signed in; a new person gets a new paper. */}
      {person ? (
        // What this device keeps (the draft, a guest's drawings) is read once the page is awake: the
        // server's paper is blank, and so is the browser's first render; then a new bench opens
        // with them (docs/decisions/401-the-first-paint-from-the-server.md).
        <StudioBench key={`${person}/${awake}`} person={person} classChild={classChild} device={awake} />
      ) : (
        <PageLoading className="text-lg">{t('codeLab.level.gettingProgram')}</PageLoading>
      )}
    </div>
  );
}

/**
 * The paper and My drawings for one person. The program on the paper is that person's studio
 * draft on this device (the puzzles' drafts, under the key "studio":
 * docs/decisions/355-the-studio-keeps-a-draft.md), so a reload or a visit later finds it; opening a
 * drawing makes it the draft.
 */
function StudioBench({ person, classChild, device }: { person: PersonKey; classChild: boolean; device: boolean }) {
  const t = useT('codeLab');
  const [said, setSaid] = useState('');
  // Opening a drawing starts the workspace again with its program.
  const [opened, setOpened] = useState(() => ({
    key: 0,
    program: (device && asLevelProgram(STUDIO_LEVEL, drafts.read(person, STUDIO_LEVEL.id))) || emptyDrawing(),
  }));
  const [program, setProgram] = useState<Program>(opened.program);

  const change = (next: Program) => {
    setProgram(next);
    drafts.write(person, STUDIO_LEVEL.id, next);
  };
  const open = (drawing: ListedDrawing) => {
    setOpened((before) => ({ key: before.key + 1, program: drawing.program }));
    change(drawing.program);
    setSaid(t('codeLab.studio.opened', { title: drawing.title }));
  };

  return (
    <>
      <p aria-live="polite" className="min-h-6 font-bold text-violet-900 empty:hidden">
        {said}
      </p>
      <PenWorkspace key={opened.key} paper={STUDIO_LEVEL} initial={opened.program} onProgramChange={change}>
        <PersonDrawings person={person} classChild={classChild} device={device} program={program} onOpen={open} />
      </PenWorkspace>
    </>
  );
}

type PanelProps = { program: Program; onOpen(drawing: ListedDrawing): void };

type PersonProps = PanelProps & { person: PersonKey; classChild: boolean; device: boolean };

function PersonDrawings({ person, classChild, device, ...props }: PersonProps) {
  return person === 'guest' ? (
    <GuestDrawings device={device} {...props} />
  ) : classChild ? (
    <ClassChildDrawings person={person} {...props} />
  ) : (
    <AccountDrawings person={person} {...props} />
  );
}

/** A class child may share drawings while their teacher has the gallery on. */
function ClassChildDrawings({ person, ...props }: PanelProps & { person: PersonKey }) {
  const gallery = useQuery(classGalleryQuery(person));
  return <AccountDrawings person={person} sharing={gallery.data?.galleryOn === true} {...props} />;
}

function GuestDrawings({ device, ...props }: PanelProps & { device: boolean }) {
  return (
    <DrawingsPanel drawings={useDeviceDrawings(device)} guest segmentsOf={studioSegments} {...props} />
  );
}

function AccountDrawings({
  person,
  sharing = false,
  ...props
}: PanelProps & { person: PersonKey; sharing?: boolean }) {
  return (
    <DrawingsPanel
      drawings={useServerDrawings(person)}
      guest={false}
      sharing={sharing}
      segmentsOf={studioSegments}
      {...props}
    />
  );
}
