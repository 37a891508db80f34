import { Suspense, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyChild } from '../../../domain/api/family-api';
import { primaryButton } from '../../components/button-styles';
import { loadPasswordDialog } from '../../components/lazy-password-dialog';
import { useT } from '../../i18n/use-t';
import { userMessageOf } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import type { GuestSummary } from '../../lib/guest-summary';
import { paths } from '../../lib/paths';
import { preloadable, usePreloadAfterPageShown } from '../../lib/preloadable';
import { adoptUser } from '../../lib/session-switch';
import { toast } from '../../lib/toast-store';
import type { AccountUser } from '../../../domain/api/user-api';
import { ChildCard, loadChildCardExtras } from './child-card';
import { ChildForm, type ChildValues } from './child-form';
import { AskGrownUp, ConsentPanel } from './consent-panel';
import { DangerZone } from './danger-zone';
import { familyQuery, FAMILY_QUERY_KEY, postChild, postSwitch } from './family-api';
import { familyCard as card, FamilyLoading, FamilyTitle as Title } from './family-title';

// Asked only after a switch on a device with a guest's work: loaded then
// (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
const areTheyYours = preloadable(() =>
  import('../../components/guest-claim/are-they-yours-dialog').then((m) => m.AreTheyYoursDialog),
);

function AddChild() {
  const t = useT('family');
  const queryClient = useQueryClient();
  const id = useId();
  async function add(values: ChildValues) {
    const child = await postChild(values);
    toast({ title: t('family.add.added', { nickname: child.nickname }), variant: 'success' });
    await queryClient.invalidateQueries({ queryKey: FAMILY_QUERY_KEY });
  }
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-2xl font-extrabold text-violet-900">
        {t('family.add.title')}
      </h2>
      <ChildForm submit={t('family.add.submit')} busy={t('family.add.busy')} onSubmit={add} />
    </section>
  );
}

/** A grown-up's family: consent, children, adding one, and the ways to leave. */
function Family({
  user,
  onStartLearning,
  switchingId,
}: {
  user: AccountUser;
  onStartLearning(child: FamilyChild): void;
  switchingId: number | null;
}) {
  const t = useT('family');
  const family = useQuery({ ...familyQuery(), enabled: user.kind === 'grown-up' });
  const childrenId = useId();
  // A guest's work kept for a child at sign-up
  // (docs/decisions/361-sign-up-asks-whose-the-guest-work-is.md): read after the page paints.
  const [guestWorkWaiting, setGuestWorkWaiting] = useState(false);
  useEffect(() => {
    let open = true;
    import('../../lib/guest-summary')
      .then(({ guestWorkToClaim }) => {
        if (open) setGuestWorkWaiting(guestWorkToClaim() !== null);
      })
      .catch((error: unknown) => console.warn('family: could not read the guest work', error));
    return () => {
      open = false;
    };
  }, []);
  if (user.kind !== 'grown-up')
    return (
      <>
        <AskGrownUp />
        <DangerZone consentGiven={false} />
      </>
    );
  if (family.isError)
    return (
      <div className={card}>
        <p role="alert" className="text-lg text-red-900">
          {userMessageOf(family.error) || t('family.loadFailed')}
        </p>
        <button
          type="button"
          className={`${primaryButton} justify-self-start`}
          onClick={() => void family.refetch()}
        >
          {t('family.retry')}
        </button>
      </div>
    );
  if (!family.data) return <FamilyLoading />;
  const { children, consent } = family.data;
  return (
    <>
      <ConsentPanel consent={consent} email={user.email} />
      {(consent === 'given' || children.length > 0) && (
        <section aria-labelledby={childrenId} className="grid gap-4">
          <h2 id={childrenId} className="text-2xl font-extrabold text-violet-900">
            {t('family.children.title')}
          </h2>
          {guestWorkWaiting && (
            <p className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 text-lg text-slate-900">
              {t('family.children.guestWorkWaiting')}
            </p>
          )}
          {children.length === 0 ? (
            <p className="text-lg">{t('family.children.none')}</p>
          ) : (
            <ul className="grid gap-4">
              {children.map((child) => (
                <ChildCard
                  key={child.id}
                  child={child}
                  switching={switchingId !== null}
                  onStartLearning={() => onStartLearning(child)}
                />
              ))}
            </ul>
          )}
        </section>
      )}
      {consent === 'given' && <AddChild />}
      <DangerZone consentGiven={consent === 'given'} />
    </>
  );
}

/**
 * /family (docs/product.md#the-family-page) for a signed-in account, behind FamilyGate: a child
 * is told the page is for grown-ups. "Start learning as Sam" switches this browser into the
 * child, asks "Are they yours?" when a guest's work is on the device, then opens Learn.
 */
export function FamilyScreen() {
  const t = useT('family');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [switchingId, setSwitchingId] = useState<number | null>(null);
  // Kept here: the question is asked once the child's session has started, so `user` is the child.
  const [claim, setClaim] = useState<{ summary: GuestSummary; nickname: string } | null>(null);
  // What a click here opens, loaded once the family has painted.
  usePreloadAfterPageShown(loadPasswordDialog, loadChildCardExtras);

  async function startLearning(child: FamilyChild) {
    setSwitchingId(child.id);
    try {
      const [childUser, { guestWorkToClaim }] = await Promise.all([
        postSwitch(child.id),
        import('../../lib/guest-summary'),
      ]);
      const summary = guestWorkToClaim();
      adoptUser(queryClient, childUser);
      if (summary) setClaim({ summary, nickname: child.nickname });
      else void navigate(paths.learn);
    } catch (error) {
      console.warn('family: could not switch', error);
      toast({
        title: t('family.children.switchFailedTitle'),
        description: userMessageOf(error),
        variant: 'destructive',
      });
    } finally {
      setSwitchingId(null);
    }
  }

  if (claim)
    return (
      <>
        <Title />
        <Suspense fallback={null}>
          <areTheyYours.Component
            summary={claim.summary}
            nickname={claim.nickname}
            onDone={() => void navigate(paths.learn)}
          />
        </Suspense>
      </>
    );
  // FamilyGate shows this screen to a signed-in user only.
  if (!user) return null;
  if (user.kind === 'child')
    return (
      <div className="mx-auto grid max-w-3xl gap-6">
        <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">{t('family.title')}</h1>
        <div className={card}>
          <p className="text-lg">{t('family.child.text')}</p>
          <Link to={paths.learn} className={`${primaryButton} justify-self-start`}>
            {t('family.child.back')}
          </Link>
        </div>
      </div>
    );
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Title />
      <Family
        user={user}
        switchingId={switchingId}
        onStartLearning={(child) => void startLearning(child)}
      />
    </div>
  );
}
