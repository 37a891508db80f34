// The world-complete sound (docs/decisions/180-world-complete-celebration.md): four rising notes
// made with the Web Audio API, no sound files. Off unless the child turns it on; the choice is kept
// for the person.
import { useAfterHydration } from '../../../lib/browser-value';
import { useCallback, useState } from 'react';
import { personStore, usePersonKey } from '../../../lib/person-store';

const SOUND_NAME = 'codeLab.sound';
const NOTES_HZ = [523.25, 659.25, 783.99, 1046.5]; // C5 E5 G5 C6
const NOTE_S = 0.14;

export function playCelebration(): void {
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const start = audio.currentTime + 0.02;
    NOTES_HZ.forEach((hz, i) => {
      const at = start + i * NOTE_S;
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.type = 'triangle';
      tone.frequency.value = hz;
      volume.gain.setValueAtTime(0.0001, at);
      volume.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
      volume.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_S * (i === NOTES_HZ.length - 1 ? 3 : 1.2));
      tone.connect(volume).connect(audio.destination);
      tone.start(at);
      tone.stop(at + NOTE_S * 3);
    });
    setTimeout(() => void audio.close().catch(() => undefined), (NOTES_HZ.length + 3) * NOTE_S * 1000);
  } catch (error) {
    console.warn('code lab: could not play the sound', error);
  }
}

/** Whether the celebration makes a sound (off until turned on), kept per person. */
export function useCelebrationSound() {
  const person = usePersonKey();
  const [chosen, setChosen] = useState<{ person: string | null; on: boolean } | null>(null);
  // Kept on the device: read once the page is awake (off in the server's render and the first).
  const awake = useAfterHydration();
  const on = chosen && chosen.person === person ? chosen.on : person && awake ? personStore.read(person, SOUND_NAME) === true : false;
  const setOn = useCallback(
    (next: boolean) => {
      setChosen({ person, on: next });
      if (person) personStore.write(person, SOUND_NAME, next);
    },
    [person],
  );
  return [on, setOn] as const;
}
