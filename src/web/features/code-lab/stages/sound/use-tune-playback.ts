// A tune playing on the page (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page):
// its sound on the audio clock (tune-player.ts; at volume 0 when muted, so unmuting is heard at
// once), or on the page's clock where the device has no Web Audio, and where it is now for the roll's play head, a few times a frame's worth, from
// the same clock. `play` must be called from a tap's or a key's handler.
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  SoundEvent,
  Transcript,
} from '../../../../../domain/code-lab/stages/sound/sound-types';
import { playTune, setTuneVolume, type Playing } from './tune-player';

export type Playback = {
  /** Which tune plays ('yours', 'goal'), or null. */
  playing: string | null;
  /** Seconds into it now, or null. */
  at: number | null;
  play(which: string, tune: Transcript, onEnd: () => void): void;
  stop(): void;
};

type Options = {
  /** False while the class's teacher has sound off (src/web/lib/use-sound-allowed.ts): no audio at all. */
  allowed: boolean;
  volume: number;
  muted: boolean;
  words(event: Extract<SoundEvent, { kind: 'say' }>): string;
  lang: string;
};

/** A clock for a tune played without sound: the page's own time. */
function silentClock(tune: Transcript, onEnd: () => void): Playing {
  const start = performance.now();
  let stopped = false;
  const timer = setTimeout(
    () => {
      stopped = true;
      onEnd();
    },
    tune.seconds * 1000 + 50,
  );
  return {
    position: () => (stopped ? null : (performance.now() - start) / 1000),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

export function useTunePlayback({ allowed, volume, muted, words, lang }: Options): Playback {
  const [playing, setPlaying] = useState<string | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const current = useRef<Playing | null>(null);
  const level = muted ? 0 : volume;
  const options = useRef({ allowed, level, words, lang });
  useEffect(() => {
    options.current = { allowed, level, words, lang };
  }, [allowed, level, words, lang]);

  // A change of the volume or mute is heard at once, also in a tune that plays.
  useEffect(() => setTuneVolume(level), [level]);

  const stop = useCallback(() => {
    current.current?.stop();
    current.current = null;
    setPlaying(null);
    setAt(null);
  }, []);

  const play = useCallback((which: string, tune: Transcript, onEnd: () => void) => {
    current.current?.stop();
    const ended = () => {
      current.current = null;
      setPlaying(null);
      setAt(null);
      onEnd();
    };
    // With sound off for the class, the roll plays on the page's clock and no audio starts.
    current.current =
      (options.current.allowed
        ? playTune(tune, {
            volume: () => options.current.level,
            words: (event) => options.current.words(event),
            lang: options.current.lang,
            onEnd: ended,
          })
        : null) ?? silentClock(tune, ended);
    setPlaying(which);
    setAt(0);
  }, []);

  // The play head follows the clock with each frame the browser paints while a tune plays.
  useEffect(() => {
    if (playing === null) return;
    let frame = 0;
    const tick = () => {
      const position = current.current?.position() ?? null;
      if (position !== null) setAt(position);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing]);

  // Leaving the page stops the tune.
  useEffect(() => () => current.current?.stop(), []);

  return { playing, at, play, stop };
}
