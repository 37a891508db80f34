import { useT } from '../../i18n/use-t';
import { userMessageOf } from '../../lib/api';
import { useUnsubscribe } from './unsubscribe-api';

/**
 * Confirms before unsubscribing: a mail scanner that follows the link changes nothing, a
 * person presses the button (the RFC 8058 one-click POST needs no page at all).
 */
export function UnsubscribeConfirm({ token }: { token: string | null }) {
  const t = useT('account');
  const unsubscribe = useUnsubscribe();

  return (
    <section className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center shadow">
      <h1 className="text-3xl font-extrabold text-violet-900">{t('account.unsubscribe.title')}</h1>
      {!token ? (
        <p className="mt-4 text-lg" role="alert">
          {t('account.unsubscribe.missing')}
        </p>
      ) : unsubscribe.isSuccess ? (
        <p className="mt-4 text-lg" role="status">
          {unsubscribe.data.message}
        </p>
      ) : (
        <>
          <p className="mt-4 text-lg">{t('account.unsubscribe.question')}</p>
          {unsubscribe.isError && (
            <p className="mt-4 rounded-2xl bg-red-50 p-3 text-red-900" role="alert">
              {userMessageOf(unsubscribe.error)}
            </p>
          )}
          <button
            type="button"
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-violet-700 px-6 font-bold text-white hover:bg-violet-800 disabled:opacity-60"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate(token)}
          >
            {unsubscribe.isPending ? t('account.unsubscribe.wait') : t('account.unsubscribe.button')}
          </button>
        </>
      )}
    </section>
  );
}
