import { JoinFlow } from '../features/join/join-flow';
import { SignedInNotice } from '../features/join/signed-in-notice';
import { LocalePicker } from '../i18n/locale-picker';
import { useT } from '../i18n/use-t';
import { useAuth } from '../lib/auth';

// /join: a class child signs in with the class code, their nickname and two pictures
// (docs/product.md#classes).
export function Component() {
  const t = useT('join');
  const { user, isLoading } = useAuth();
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="flex flex-wrap-reverse items-center justify-between gap-3">
        <h1 className="text-4xl font-extrabold text-violet-900">{t('join.title')}</h1>
        <LocalePicker className="flex-wrap" />
      </div>
      {isLoading ? null : user ? <SignedInNotice user={user} /> : <JoinFlow />}
    </div>
  );
}
