import { useSearchParams } from 'react-router';
import { Redirect } from '../components/redirect';
import { LocalePicker } from '../i18n/locale-picker';
import { useT } from '../i18n/use-t';
import { useAuth } from '../lib/auth';
import type { AuthTab } from '../lib/auth-dialog';
import { paths } from '../lib/paths';
import { AuthTabs } from '../features/auth/auth-tabs';
import { ForgotPasswordDialog } from '../features/auth/forgot-password-dialog';
import { SignInForm } from '../features/auth/sign-in-form';
import { SignUpForm } from '../features/auth/sign-up-form';
import { useSignIn, useSignUp } from '../features/auth/use-auth-actions';

/** /auth (docs/product.md#sign-in-and-sign-up): a marketing panel and a Welcome card with Sign In and Sign Up tabs. */
export function Component() {
  const t = useT('account');
  const { user, isLoading } = useAuth();
  const [search, setSearch] = useSearchParams();
  const signIn = useSignIn('page');
  const signUp = useSignUp('page');
  // docs/product.md#sign-in-and-sign-up: signed-in visitors are sent home (a successful sign-in lands here too).
  if (user) return <Redirect to={paths.home} />;
  if (isLoading) return <p className="p-8 text-center text-lg">{t('account.loading')}</p>;

  const tab: AuthTab = search.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in';
  const setTab = (next: AuthTab) => setSearch(next === 'sign-up' ? { tab: 'sign-up' } : {}, { replace: true });

  return (
    <div className="grid items-start gap-6 md:grid-cols-2">
      {/* The Welcome card comes first for keyboards and small screens; on wide screens it sits on the right. */}
      <section aria-labelledby="auth-welcome-title" className="grid gap-4 rounded-3xl bg-white p-6 shadow sm:p-8">
        <LocalePicker className="flex-wrap justify-self-end" />
        <div className="grid gap-1">
          <h1 id="auth-welcome-title" className="text-3xl font-extrabold text-violet-900">
            {t('account.auth.pageTitle')}
          </h1>
          <p className="text-lg text-slate-700">{t('account.auth.pageDescription')}</p>
        </div>
        <AuthTabs
          value={tab}
          onValueChange={setTab}
          order={['sign-in', 'sign-up']}
          panels={{
            'sign-in': (
              <>
                <SignInForm onSubmit={signIn} />
                <ForgotPasswordDialog />
              </>
            ),
            'sign-up': <SignUpForm onSubmit={signUp} />,
          }}
        />
      </section>
      <section aria-labelledby="auth-marketing-title" className="grid gap-4 rounded-3xl bg-violet-700 md:order-first p-8 text-white shadow">
        <span aria-hidden="true" className="text-6xl">
          🚀
        </span>
        <h2 id="auth-marketing-title" className="text-3xl font-extrabold">
          {t('account.auth.marketingTitle')}
        </h2>
        <p className="text-lg">{t('account.auth.tagline')}</p>
        <ul className="grid gap-2 text-lg">
          {[
            t('account.auth.marketingPoints.lessons'),
            t('account.auth.marketingPoints.games'),
            t('account.auth.marketingPoints.points'),
          ].map((point) => (
            <li key={point} className="flex gap-2">
              <span aria-hidden="true">⭐</span>
              {point}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
