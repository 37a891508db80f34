// The Sound Lab's volume and mute, kept for the person on this device (docs/product.md#what-a-device-keeps:
// `soundLab.volume` in the person store, like the drafts). Read once the page is awake: the server
// and the browser's first render show the default, so they agree.
import { useCallback, useState } from 'react';
import { useAfterHydration } from '../../../../lib/browser-value';
import { personStore, usePersonKey } from '../../../../lib/person-store';

export const SOUND_SETTINGS_NAME = 'soundLab.volume';

export type SoundSettings = { volume: number; muted: boolean };
/** The volume steps a child picks from (nothing typed). */
export const VOLUMES = [0.25, 0.5, 0.75, 1] as const;
export const DEFAULT_SOUND: SoundSettings = { volume: 0.75, muted: false };

/** A kept value as settings, or the default (anything may have been written by an older build). */
export function asSoundSettings(value: unknown): SoundSettings {
  if (typeof value !== 'object' || value === null) return DEFAULT_SOUND;
  const { volume, muted } = value as Record<string, unknown>;
  return {
    volume: VOLUMES.find((v) => v === volume) ?? DEFAULT_SOUND.volume,
    muted: muted === true,
  };
}

export function useSoundSettings() {
  const person = usePersonKey();
  const awake = useAfterHydration();
  const [chosen, setChosen] = useState<{ person: string | null; settings: SoundSettings } | null>(
    null,
  );
  const settings =
    chosen && chosen.person === person
      ? chosen.settings
      : person && awake
        ? asSoundSettings(personStore.read(person, SOUND_SETTINGS_NAME))
        : DEFAULT_SOUND;
  const change = useCallback(
    (next: SoundSettings) => {
      setChosen({ person, settings: next });
      if (person) personStore.write(person, SOUND_SETTINGS_NAME, next);
    },
    [person],
  );
  return [settings, change] as const;
}
