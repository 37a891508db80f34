// Sound on or off for the class's children, on the Class settings tab
// (docs/product/classes.md#class-sound). The gallery's switch (SwitchButton): tap, click, Enter or Space;
// what it means now is said beside it, and the change is said in the settings' status line.
import { SwitchButton } from '../../components/switch-button';
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
        <SwitchButton on={on} busy={busy} labelledBy="class-sound-title" describedBy="class-sound-words" onChange={onChange} />
      </div>
      <p id="class-sound-words" className="text-lg text-slate-800">
        {on ? t('classes.sound.on') : t('classes.sound.off')}
      </p>
    </section>
  );
}
