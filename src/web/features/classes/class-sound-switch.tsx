// Sound on or off for the class's children, on the Class settings tab
// (docs/product/classes.md#class-sound). A switch like the gallery's: tap, click, Enter or Space;
// what it means now is said beside it, and the change is said in the settings' status line.
import { useT } from '../../i18n/use-t';

export function ClassSoundSwitch({
  on,
  busy,
  onChange,
}: {
  on: boolean;
  busy: boolean;
  onChange(on: boolean): void;
}) {
  const t = useT('classes');
  return (
    <section aria-labelledby="class-sound-title" className="grid gap-3 rounded-3xl bg-white p-5 shadow">
      <div className="flex flex-wrap items-center gap-4">
        <h2 id="class-sound-title" className="text-2xl font-extrabold text-violet-900">
          {t('classes.sound.title')}
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="class-sound-title"
          aria-describedby="class-sound-words"
          disabled={busy}
          onClick={() => onChange(!on)}
          className={`relative inline-flex h-11 w-20 shrink-0 items-center rounded-full border-2 transition-colors motion-reduce:transition-none disabled:opacity-70 ${
            on ? 'border-violet-800 bg-violet-700' : 'border-slate-500 bg-slate-200'
          }`}
        >
          <span
            aria-hidden="true"
            className={`absolute size-8 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${
              on ? 'translate-x-10' : 'translate-x-1'
            }`}
          />
        </button>
      </div>
      <p id="class-sound-words" className="text-lg text-slate-800">
        {on ? t('classes.sound.on') : t('classes.sound.off')}
      </p>
    </section>
  );
}
