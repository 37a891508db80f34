import { useEffect, useId, useState } from 'react';
import { adminMessages } from '../../../domain/admin-messages';
import { userMessageOf } from '../../lib/api';
import { toast } from '../../lib/toast-store';
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
        title: adminMessages.reminders.notSupportedTitle,
        description: adminMessages.reminders.notSupported,
        variant: 'destructive',
      });
      return;
    }
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      toast({
        title: adminMessages.reminders.disabledTitle,
        description: adminMessages.reminders.disabled,
        variant: 'destructive',
      });
      return;
    }
    await subscribeToReminders();
    setOn(true);
    toast({
      title: adminMessages.reminders.onTitle,
      description: adminMessages.reminders.on,
      variant: 'success',
    });
  }

  async function turnOff() {
    await unsubscribeFromReminders();
    setOn(false);
    toast({ title: adminMessages.reminders.offTitle, description: adminMessages.reminders.off });
  }

  return (
    <div className={switchRow}>
      <span id={labelId} className="font-semibold">
        Reminders
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
                title: adminMessages.reminders.failedTitle,
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
        <span className="sr-only">{on ? 'On' : 'Off'}</span>
      </button>
      <span aria-hidden="true" className={switchWord}>
        {on ? 'On' : 'Off'}
      </span>
    </div>
  );
}
