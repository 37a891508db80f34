import { joinMessages as t } from '../../domain/join-messages';
import { JoinFlow } from '../features/join/join-flow';
import { SignedInNotice } from '../features/join/signed-in-notice';
import { useAuth } from '../lib/auth';

// /join: a class child signs in with the class code, their nickname and two pictures
// (docs/product.md#classes).
export function Component() {
  const { user, isLoading } = useAuth();
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <h1 className="text-4xl font-extrabold text-violet-900">{t.title}</h1>
      {isLoading ? null : user ? <SignedInNotice user={user} /> : <JoinFlow />}
    </div>
  );
}
