// The Reminders switch's parts and their sizes, shared by the switch and the placeholder the
// header shows until the switch's code (and the signed-in user) arrive, so the header keeps its
// size and the page does not move (docs/decisions/105-first-load-room-for-what-comes-next.md).
import { useT } from '../../i18n/use-t';

export const switchRow = 'flex items-center gap-3';
export const switchTrack =
  'relative inline-flex h-11 w-20 shrink-0 items-center rounded-full border-2 border-violet-700 px-1';
export const switchKnob = 'block size-8 rounded-full';
/** Wide enough for "Off", so the words On and Off do not move what follows. */
export const switchWord = 'inline-block min-w-6 text-sm';

/** The switch, off and still, as a picture: nothing to read or press until the real one comes. */
export function ReminderSwitchPlaceholder() {
  const t = useT('shell');
  return (
    <div aria-hidden="true" className={`${switchRow} opacity-70`}>
      <span className="font-semibold">{t('shell.reminders')}</span>
      <span className={`${switchTrack} bg-white`}>
        <span className={`${switchKnob} bg-violet-700`} />
      </span>
      <span className={switchWord} />
    </div>
  );
}
