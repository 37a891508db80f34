// The Sound Lab's volume and mute (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page):
// a list of four loudnesses and a Mute button, kept for the person on this device
// (sound-settings.ts). A muted tune still plays on the roll, in silence.
import { useId } from 'react';
import { useT } from '../../../../i18n/use-t';
import { VOLUMES, type SoundSettings } from './sound-settings';

const VOLUME_WORDS = {
  0.25: 'soundLevel.volume.quiet',
  0.5: 'soundLevel.volume.medium',
  0.75: 'soundLevel.volume.loud',
  1: 'soundLevel.volume.loudest',
} as const;

type Props = { settings: SoundSettings; onChange: (next: SoundSettings) => void };

export function SoundControls({ settings, onChange }: Props) {
  const t = useT('soundLevel');
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-base font-bold text-slate-800">
        {t('soundLevel.volume.label')}
      </label>
      <select
        id={id}
        value={String(settings.volume)}
        onChange={(e) => onChange({ ...settings, volume: Number(e.target.value) })}
        className="min-h-11 rounded-lg border-2 border-slate-500 bg-white px-2 text-base font-bold text-slate-900"
      >
        {VOLUMES.map((v) => (
          <option key={v} value={String(v)}>
            {t(VOLUME_WORDS[v])}
          </option>
        ))}
      </select>
      <button
        type="button"
        aria-pressed={settings.muted}
        onClick={() => onChange({ ...settings, muted: !settings.muted })}
        className={`inline-flex min-h-11 items-center gap-2 rounded-xl border-2 px-3 text-base font-bold ${
          settings.muted
            ? 'border-rose-700 bg-rose-50 text-rose-950'
            : 'border-slate-400 bg-white text-slate-900 hover:bg-slate-100'
        }`}
      >
        <svg viewBox="0 0 20 20" className="size-5 shrink-0" aria-hidden="true">
          <path d="M3 8h3l4-4v12l-4-4H3z" fill="currentColor" />
          {settings.muted ? (
            <path
              d="M13 7l5 6M18 7l-5 6"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M13 7a4 4 0 0 1 0 6M15 5a7 7 0 0 1 0 10"
              stroke="currentColor"
              strokeWidth="1.8"
              fill="none"
              strokeLinecap="round"
            />
          )}
        </svg>
        {t('soundLevel.volume.mute')}
      </button>
    </div>
  );
}
