import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../i18n/use-t';
import { paths } from '../lib/paths';
import { toast } from '../lib/toast-store';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import { ResetLinkProblem, useResetLinkCheck } from '../features/auth/reset-link-check';

/** /reset-password?token=... (docs/product.md#reset-password-page) */
export function Component() {
  const t = useT('account');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token')?.trim() ?? '';
  const warned = useRef(false);
  // docs/decisions/127-reset-link-checked-on-open.md: a used or expired link says so as the page
  // opens, and offers a new one.
  const link = useResetLinkCheck(token);

  useEffect(() => {
    if (token || warned.current) return;
    // docs/product.md#reset-password-page: a link without a token is invalid; send the visitor to sign in.
    warned.current = true;
    toast({
      title: t('account.reset.invalidLinkTitle'),
      description: t('account.reset.invalidLink'),
      variant: 'destructive',
    });
    void navigate(paths.auth, { replace: true });
  }, [token, navigate, t]);

  return (
    <section
      aria-labelledby="reset-title"
      className="mx-auto grid max-w-lg gap-4 rounded-3xl bg-white p-6 shadow sm:p-8"
    >
      <h1 id="reset-title" className="text-3xl font-extrabold text-violet-900">
        {t('account.reset.title')}
      </h1>
      {/* A link without a token: said here too (the server's page, read before or without the
          app), then as a toast over the sign-in page it goes to. */}
      {!token && (
        <p role="alert" className="rounded-2xl bg-amber-50 p-4 text-lg font-bold text-amber-900">
          {t('account.reset.invalidLinkTitle')}: {t('account.reset.invalidLink')}
        </p>
      )}
      {token && link.kind === 'bad' && <ResetLinkProblem message={link.message} />}
      {/* While the link is checked, the form keeps its place (invisible, inert) under the words
          that say so: a good link, the usual case, then shows it without moving the page (docs/decisions/144-first-paint-loads-only-what-it-shows.md). */}
      {token && link.kind !== 'bad' && (
        <div className="grid">
          {link.kind === 'checking' && (
            <p role="status" className="col-start-1 row-start-1 text-lg text-slate-700">
              {t('account.reset.checking')}
            </p>
          )}
          <div
            className={`col-start-1 row-start-1 ${link.kind === 'checking' ? 'invisible' : ''}`}
            aria-hidden={link.kind === 'checking' ? true : undefined}
            inert={link.kind === 'checking'}
          >
            <ResetPasswordForm
              token={token}
              onDone={() => void navigate(paths.auth, { replace: true })}
            />
          </div>
        </div>
      )}
    </section>
  );
}
