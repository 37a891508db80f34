// Step 3 of /join: two pictures and Sign in. A wrong pair says so gently (in the server's words:
// the second miss in a row warns that one more locks) and starts again; a locked child (3 misses
// in a row, docs/product.md#classes) is asked to get the teacher to let them in, or to wait out
// the seconds the server gives. Sign in stays on while the countdown runs: once the teacher has
// lifted the lock the child tries at once (a try while still locked is no miss on the server).
import { useEffect, useState } from 'react';
import type { Picture } from '../../../domain/accounts/child-profile';
import { useT } from '../../i18n/use-t';
import { primaryButton } from '../../components/button-styles';
import { ApiError, userMessageOf } from '../../lib/api';
import { chosenPair } from './picture-choice';
import { PicturePicker } from './picture-picker';

/** When the server gives no Retry-After with a 429, a minute (the lock's length). */
const DEFAULT_WAIT_SECONDS = 60;

type Props = { signIn(pictures: [Picture, Picture]): Promise<unknown> };

export function PictureSignIn({ signIn }: Props) {
  const t = useT('join');
  const [chosen, setChosen] = useState<readonly Picture[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [waitWords, setWaitWords] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(waitUntil);
  const locked = secondsLeft > 0;
  const pair = chosenPair(chosen);

  const submit = async () => {
    if (!pair) return;
    setBusy(true);
    setProblem(null);
    try {
      await signIn(pair);
    } catch (error) {
      setChosen([]);
      if (error instanceof ApiError && error.status === 401)
        setProblem(error.userMessage || t('join.wrongPictures'));
      else if (error instanceof ApiError && error.status === 429) {
        setWaitWords(error.userMessage || null);
        setWaitUntil(Date.now() + (error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS) * 1000);
      } else setProblem(userMessageOf(error));
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-4">
      <PicturePicker
        chosen={chosen}
        onChange={(next) => {
          setChosen(next);
          setProblem(null);
        }}
        disabled={busy}
      />
      {/* What happened, the countdown and Sign in stay on the screen under the pictures, on a
          laptop's 768 px too: a child who misses sees why, and how long, beside the button. */}
      <div className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-t-2 border-violet-200 bg-violet-50 px-4 py-3" data-join-bar>
        <div aria-live="assertive">
          {problem && (
            <p className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-3 text-xl font-bold text-amber-950">
              {problem}
            </p>
          )}
          {locked && (
            <p className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-3 text-xl font-bold text-amber-950">
              {waitWords ?? t('join.wait')}
            </p>
          )}
        </div>
        {/* The countdown is outside the live region: it would be read out every second. */}
        {locked && (
          <p className="text-center text-xl font-semibold text-amber-950" data-testid="join-countdown">
            {t('join.waitSeconds', { seconds: secondsLeft })}
          </p>
        )}
        <button
          type="button"
          className={`${primaryButton} min-h-16 justify-self-center px-10 text-2xl`}
          disabled={!pair || busy}
          onClick={() => void submit()}
        >
          {busy ? t('join.signingIn') : t('join.signIn')}
        </button>
      </div>
    </div>
  );
}

/** Whole seconds until `until` (0 when it has passed), counting down once a second. */
function useSecondsLeft(until: number | null): number {
  const left = () => (until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until === null) return;
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // `left` reads only `until`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [until]);
  return seconds;
}
