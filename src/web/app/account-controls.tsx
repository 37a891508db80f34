import { lazy, Suspense } from 'react';
import { useAfterPageShown } from '../components/page-loading';
import { ReminderSwitchPlaceholder } from '../features/reminders/switch-look';
import { useAuth } from '../lib/auth';
import { openAuthDialog } from '../lib/auth-dialog';
import { nameOf } from '../lib/user';
import { useSignOut } from './use-sign-out';
import { useT } from '../i18n/use-t';
import { lazyWithWords } from '../i18n/lazy-with-words';

// Reminders are for accounts only, so guests never download the push code.
const ReminderToggle = lazyWithWords(() => import('../features/reminders/reminder-toggle').then((m) => m.ReminderToggle), ['reminders']);
// A child's session has its own header pieces (docs/decisions/157-switching-on-a-shared-device.md):
// loaded only when there is one.
const ChildAvatar = lazy(() =>
  import('../components/avatars/child-avatar').then((m) => ({ default: m.ChildAvatar })),
);
const ChildSessionControls = lazy(() =>
  import('./child-session/child-session').then((m) => ({ default: m.ChildSessionControls })),
);

// On a phone narrower than its row (Spanish "Iniciar sesión" beside the points at 320 px) the
// words take two lines inside the button rather than spill past the screen
// (docs/decisions/380-words-fit-their-controls.md).
const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 border-white px-5 text-center leading-tight font-bold text-white hover:bg-white hover:text-violet-900 disabled:opacity-70 max-sm:px-3 sm:whitespace-nowrap';

/** The welcome line (docs/product.md#header-and-global-elements). */
export function WelcomeLine({ className = '' }: { className?: string }) {
  const t = useT('shell');
  const { user } = useAuth();
  const words = t('shell.welcomeLine', { name: user ? nameOf(user) : t('shell.guestName') });
  // From 1280 px it is never cut: the header's row wraps before it (header.tsx).
  return (
    <p className={`font-bold ${className}`}>
      {words}
    </p>
  );
}

/** "Back to grown-up" (or Sign Out for a class's child), in a child's session only. */
export function ChildSessionSwitch() {
  const { user } = useAuth();
  if (user?.kind !== 'child') return null;
  return (
    <Suspense fallback={null}>
      <ChildSessionControls />
    </Suspense>
  );
}

/**
 * The reminders switch, for accounts only (docs/decisions/074-reminders.md): children get no push.
 * While the signed-in user loads and until the switch's code arrives, a placeholder of its size
 * holds its place (docs/decisions/105-first-load-room-for-what-comes-next.md); the code loads once
 * the page has shown what it paints first
 * (docs/decisions/144-first-paint-loads-only-what-it-shows.md).
 */
export function RemindersSwitch({ className = '' }: { className?: string }) {
  const { user, isLoading } = useAuth();
  const pageShown = useAfterPageShown();
  if ((!user && !isLoading) || user?.kind === 'child') return null;
  return (
    <div
      className={`justify-self-end rounded-full w-fit bg-white py-0.5 pr-1 pl-4 text-violet-900 ${className}`}
    >
      {user && pageShown ? (
        <Suspense fallback={<ReminderSwitchPlaceholder />}>
          <ReminderToggle />
        </Suspense>
      ) : (
        <ReminderSwitchPlaceholder />
      )}
    </div>
  );
}

/** Sign In (opens the dialog on its Sign In tab) or Sign Out (docs/product.md#header-and-global-elements). */
export function AccountButton() {
  const t = useT('shell');
  const { user, isLoading } = useAuth();
  const { signOut, busy } = useSignOut();

  // A child's session shows who is learning here (the name at once, the picture as it
  // arrives, in a place of its size); its way out is in the menu.
  if (user?.kind === 'child')
    return (
      <p className="inline-flex min-h-11 min-w-0 items-center gap-2 font-bold">
        <Suspense fallback={<span className="size-9 shrink-0 rounded-full bg-white/30" />}>
          <ChildAvatar id={user.avatarId} size={36} decorative />
        </Suspense>
        <span className="max-w-[9rem] truncate sm:max-w-[12rem]">{user.nickname}</span>
      </p>
    );
  return user ? (
    <button type="button" className={buttonClass} disabled={busy} onClick={() => void signOut()}>
      {t('shell.signOut')}
    </button>
  ) : (
    <button
      type="button"
      className={buttonClass}
      disabled={isLoading}
      onClick={() => openAuthDialog('sign-in')}
    >
      {t('shell.signIn')}
    </button>
  );
}
