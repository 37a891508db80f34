// Who cannot sign in at /join right now, and one button that lets everyone in again
// (docs/product.md#classes, docs/decisions/193-sign-in-locks-on-the-dashboard.md): a child after 3
// wrong pairs in a row (1 minute), the whole class after too many wrong pairs from one place. Shown
// when the class is loaded or refreshed; the class is asked again every 15 s while a lock is shown
// (classes-api.ts).
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { secondaryButton } from '../../../components/button-styles';
import { userMessageOf } from '../../../lib/api';
import { locksOf, type ClassDetail, type useClassChanges } from '../classes-api';

/** The clock, moving each second while `running`: the seconds left count down on screen. */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

export const secondsLeft = (until: string, now: number) =>
  Math.max(1, Math.ceil((Date.parse(until) - now) / 1000));

type Props = {
  cls: ClassDetail;
  now: number;
  unlock: ReturnType<typeof useClassChanges>['unlockSignIn'];
};

export function SignInLocks({ cls, now, unlock }: Props) {
  const t = useT('classes');
  const locks = locksOf(cls, now);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  if (!locks.any && !result) return null;
  const letIn = () =>
    unlock.mutate(undefined, {
      onSuccess: () => setResult({ ok: true, text: t('classes.unlocked') }),
      onError: (error) => setResult({ ok: false, text: userMessageOf(error) }),
    });
  // Red while a child waits; calm once nobody does (the box stays only to say what was done).
  return (
    <section
      aria-labelledby="sign-in-locks-title"
      className={`grid gap-2 rounded-2xl border-2 p-3 ${
        locks.any ? 'border-red-300 bg-red-50 text-red-950' : 'border-emerald-300 bg-emerald-50 text-emerald-950'
      }`}
    >
      <h2 id="sign-in-locks-title" className="text-lg font-extrabold">
        {locks.any ? t('classes.locksTitle') : t('classes.noLocks')}
      </h2>
      {locks.pausedUntil && <p>{t('classes.classPaused', { seconds: secondsLeft(locks.pausedUntil, now) })}</p>}
      {locks.children.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {locks.children.map((child) => (
            <li key={child.id}>{t('classes.childLocked', { nickname: child.nickname, seconds: secondsLeft(child.until, now) })}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {locks.any && (
          <button
            type="button"
            className={secondaryButton}
            disabled={unlock.isPending}
            onClick={letIn}
          >
            {t('classes.unlock')}
          </button>
        )}
        <p role="status" className={`font-bold ${result?.ok === false ? 'text-red-800' : ''}`}>
          {result?.text}
        </p>
      </div>
    </section>
  );
}
