// A lab's studio page around its bench (docs/product/code-lab.md#creations-by-kind): the heading,
// the way to the class gallery (a class child's only) and back to the worlds, the lead, and the
// bench for whoever is signed in, once that is known. What this device keeps (the draft, a
// guest's creations) is read once the page is awake: the server's page and the browser's first
// render open a new program, then a new bench opens with them
// (docs/decisions/401-the-first-paint-from-the-server.md).
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { secondaryButton } from '../../../components/button-styles';
import { PageLoading } from '../../../components/page-loading';
import { useT } from '../../../i18n/use-t';
import { useAuth } from '../../../lib/auth';
import { useAfterHydration } from '../../../lib/browser-value';
import { paths } from '../../../lib/paths';
import { usePersonKey, type PersonKey } from '../../../lib/person-store';
import { classGalleryQuery } from '../gallery/gallery-api';
import {
  useDeviceCreations,
  useServerCreations,
  type Creations,
  type KeptKind,
} from './use-creations';

/** Whose bench: the person, whether they are a class child, and whether the page is awake. */
export type StudioPerson = { person: PersonKey; classChild: boolean; device: boolean };

type PageProps = { title: string; lead: string; children(who: StudioPerson): ReactNode };

export function StudioPage({ title, lead, children }: PageProps) {
  const t = useT('codeLab', 'gallery');
  const person = usePersonKey();
  const awake = useAfterHydration();
  const { user } = useAuth();
  // Only a class child has a class gallery (docs/product/gallery-screens.md).
  const classChild = user?.kind === 'child' && user.profileOf === 'class';

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">{title}</h1>
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
      <p className="text-lg text-slate-900">{lead}</p>
      {/* Whose draft to open is known once it is known who is signed in; a new person gets a new bench. */}
      {person ? (
        <Fragment key={`${person}/${awake}`}>{children({ person, classChild, device: awake })}</Fragment>
      ) : (
        <PageLoading className="text-lg">{t('codeLab.level.gettingProgram')}</PageLoading>
      )}
    </div>
  );
}

/** What a panel is given: the person's creations, and whether they are a guest's and may be shared. */
type PanelOf<P> = (creations: Creations<P>, who: { guest: boolean; sharing: boolean }) => ReactNode;

type PersonProps<P> = StudioPerson & { kind: KeptKind<P>; children: PanelOf<P> };

/** The person's creations of a kind, wherever they are kept, handed to the kind's panel. */
export function PersonCreations<P>({ person, classChild, device, kind, children }: PersonProps<P>) {
  return person === 'guest' ? (
    <GuestCreations kind={kind} device={device} panel={children} />
  ) : classChild ? (
    <ClassChildCreations kind={kind} person={person} panel={children} />
  ) : (
    <AccountCreations kind={kind} person={person} sharing={false} panel={children} />
  );
}

function GuestCreations<P>({ kind, device, panel }: { kind: KeptKind<P>; device: boolean; panel: PanelOf<P> }) {
  return panel(useDeviceCreations(kind, device), { guest: true, sharing: false });
}

/** A class child may share while their teacher has the gallery on. */
function ClassChildCreations<P>({ kind, person, panel }: { kind: KeptKind<P>; person: PersonKey; panel: PanelOf<P> }) {
  const gallery = useQuery(classGalleryQuery(person));
  return <AccountCreations kind={kind} person={person} sharing={gallery.data?.galleryOn === true} panel={panel} />;
}

type AccountProps<P> = { kind: KeptKind<P>; person: PersonKey; sharing: boolean; panel: PanelOf<P> };

function AccountCreations<P>({ kind, person, sharing, panel }: AccountProps<P>) {
  return panel(useServerCreations(kind, person), { guest: false, sharing });
}
