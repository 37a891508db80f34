import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyChild } from '../../../domain/family-api';
import { familyMessages as words } from '../../../domain/family-messages';
import { linkButton, primaryButton } from '../../components/button-styles';
import { AreTheyYoursDialog } from '../../components/guest-claim/are-they-yours-dialog';
import { userMessageOf } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { openAuthDialog } from '../../lib/auth-dialog';
import { guestWorkToClaim, type GuestSummary } from '../../lib/guest-summary';
import { paths } from '../../lib/paths';
import { adoptUser } from '../../lib/session-switch';
import { toast } from '../../lib/toast-store';
import type { AccountUser } from '../../../domain/user-api';
import { ChildCard } from './child-card';
import { ChildForm, type ChildValues } from './child-form';
import { AskGrownUp, ConsentPanel } from './consent-panel';
import { DangerZone } from './danger-zone';
import { familyQuery, FAMILY_QUERY_KEY, postChild, postSwitch } from './family-api';

const card = 'grid gap-3 rounded-3xl bg-white p-5 shadow sm:p-6';

function Title() {
  return (
    <header className="grid gap-2">
      <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">{words.title}</h1>
      <p className="text-lg text-slate-800">{words.intro}</p>
      <p className="flex flex-wrap gap-x-4">
        <Link to={paths.privacy} className={linkButton}>
          {words.privacyLink}
        </Link>
        {/* Teachers reach their classes from here: one grown-ups' link keeps the header two rows. */}
        <Link to={paths.classes} className={linkButton}>
          {words.classesLink}
        </Link>
      </p>
    </header>
  );
}

function AddChild() {
  const queryClient = useQueryClient();
  const id = useId();
  async function add(values: ChildValues) {
    const child = await postChild(values);
    toast({ title: words.add.added(child.nickname), variant: 'success' });
    await queryClient.invalidateQueries({ queryKey: FAMILY_QUERY_KEY });
  }
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-2xl font-extrabold text-violet-900">
        {words.add.title}
      </h2>
      <ChildForm submit={words.add.submit} busy={words.add.busy} onSubmit={add} />
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
  const family = useQuery({ ...familyQuery(), enabled: user.kind === 'grown-up' });
  const childrenId = useId();
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
          {userMessageOf(family.error) || words.loadFailed}
        </p>
        <button
          type="button"
          className={`${primaryButton} justify-self-start`}
          onClick={() => void family.refetch()}
        >
          {words.retry}
        </button>
      </div>
    );
  if (!family.data) return <p role="status">{words.loading}</p>;
  const { children, consent } = family.data;
  return (
    <>
      <ConsentPanel consent={consent} email={user.email} />
      {(consent === 'given' || children.length > 0) && (
        <section aria-labelledby={childrenId} className="grid gap-4">
          <h2 id={childrenId} className="text-2xl font-extrabold text-violet-900">
            {words.children.title}
          </h2>
          {children.length === 0 ? (
            <p className="text-lg">{words.children.none}</p>
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
 * /family (docs/product.md#the-family-page): for a grown-up's account. A guest is asked to sign
 * in; a child is told the page is for grown-ups. "Start learning as Sam" switches this browser
 * into the child, asks "Are they yours?" when a guest's work is on the device, then opens Learn.
 */
export function FamilyScreen() {
  const { user, isLoading } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [switchingId, setSwitchingId] = useState<number | null>(null);
  // Kept here: the question is asked once the child's session has started, so `user` is the child.
  const [claim, setClaim] = useState<{ summary: GuestSummary; nickname: string } | null>(null);

  async function startLearning(child: FamilyChild) {
    setSwitchingId(child.id);
    try {
      const childUser = await postSwitch(child.id);
      const summary = guestWorkToClaim();
      adoptUser(queryClient, childUser);
      if (summary) setClaim({ summary, nickname: child.nickname });
      else void navigate(paths.learn);
    } catch (error) {
      console.warn('family: could not switch', error);
      toast({
        title: words.children.switchFailedTitle,
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
        <AreTheyYoursDialog
          summary={claim.summary}
          nickname={claim.nickname}
          onDone={() => void navigate(paths.learn)}
        />
      </>
    );
  if (isLoading) return <p role="status">{words.loading}</p>;
  if (!user)
    return (
      <div className="mx-auto grid max-w-3xl gap-6">
        <Title />
        <div className={card}>
          <p className="text-lg">{words.guest.text}</p>
          <button
            type="button"
            className={`${primaryButton} justify-self-start`}
            onClick={() => openAuthDialog('sign-in')}
          >
            {words.guest.signIn}
          </button>
        </div>
      </div>
    );
  if (user.kind === 'child')
    return (
      <div className="mx-auto grid max-w-3xl gap-6">
        <h1 className="text-3xl font-extrabold text-violet-900 sm:text-4xl">{words.title}</h1>
        <div className={card}>
          <p className="text-lg">{words.child.text}</p>
          <Link to={paths.learn} className={`${primaryButton} justify-self-start`}>
            {words.child.back}
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
