import { useEffect, useId, useState } from 'react';
import { userMessageOf } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { useT } from '../../i18n/use-t';
import {
  currentSubscription,
  pushSupported,
  subscribeToReminders,
  unsubscribeFromReminders,
} from './push-client';
import { switchKnob, switchRow, switchTrack, switchWord } from './switch-look';

/**
 * Opt-in reminder notifications (docs/product.md#reminders), for signed-in learners: mount it only where a
 * user is signed in (the server refuses guests). The words for unsupported and denied are fixed (docs/product.md#messages).
 */
export function ReminderToggle() {
  const t = useT('reminders', 'shell');
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const labelId = useId();

  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((subscription) => live && setOn(subscription !== null))
      .catch((error: unknown) => console.warn('reminders: could not read the subscription', error));
    return () => {
      live = false;
    };
  }, []);

  async function turnOn() {
    if (!pushSupported()) {
      toast({
        title: t('reminders.notSupportedTitle'),
        description: t('reminders.notSupported'),
        variant: 'destructive',
      });
      return;
    }
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      toast({
        title: t('reminders.disabledTitle'),
        description: t('reminders.disabled'),
        variant: 'destructive',
      });
      return;
    }
    await subscribeToReminders();
    setOn(true);
    toast({
      title: t('reminders.onTitle'),
      description: t('reminders.onText'),
      variant: 'success',
    });
  }

  async function turnOff() {
    await unsubscribeFromReminders();
    setOn(false);
    toast({ title: t('reminders.offTitle'), description: t('reminders.offText') });
  }

  return (
    <div className={switchRow}>
      <span id={labelId} className="font-semibold">
        {t('shell.reminders')}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          (on ? turnOff() : turnOn())
            .catch((error: unknown) => {
              console.warn('reminders: could not change', error);
              toast({
                title: t('reminders.failedTitle'),
                description: userMessageOf(error),
                variant: 'destructive',
              });
            })
            .finally(() => setBusy(false));
        }}
        className={`${switchTrack} transition-colors ${on ? 'bg-violet-700' : 'bg-white'}`}
      >
        <span
          aria-hidden="true"
          className={`${switchKnob} transition-transform ${on ? 'translate-x-8 bg-white' : 'bg-violet-700'}`}
        />
        <span className="sr-only">{on ? t('reminders.on') : t('reminders.off')}</span>
      </button>
      <span aria-hidden="true" className={switchWord}>
        {on ? t('reminders.on') : t('reminders.off')}
      </span>
    </div>
  );
}
