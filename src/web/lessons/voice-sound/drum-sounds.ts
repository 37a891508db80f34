// The beat maker's drums (docs/product/lessons.md#voice-and-sound), made with the Web Audio API
// only: no sound file is ever fetched. A kick is a sine wave swept down fast; a snare and a hi-hat
// are noise (random numbers: a sound is numbers) through a filter, the snare with a short tone
// under it. A kit is made on a tap, never before (browsers' autoplay rules), and a played beat is
// scheduled ahead on the audio clock, so it keeps time even when the page is busy.
import type { Drum } from '../../../domain/lessons/beat-maker';

export type DrumKit = {
  /** One drum, now. */
  hit(drum: Drum): void;
  /** Each step's drums, one step every `stepSeconds`, starting now; a new call stops the last. */
  playSteps(steps: readonly (readonly Drum[])[], stepSeconds: number): void;
  /** Silences what is scheduled. */
  stop(): void;
  close(): void;
};

const NOISE_SECONDS = 0.5;

/** A kit on a new audio context, or null where the browser has no Web Audio. Call it from a tap. */
export function makeDrumKit(): DrumKit | null {
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Context) return null;
  let audio: AudioContext;
  try {
    audio = new Context();
  } catch {
    return null;
  }
  const noise = audio.createBuffer(1, Math.round(audio.sampleRate * NOISE_SECONDS), audio.sampleRate);
  const samples = noise.getChannelData(0);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.random() * 2 - 1;

  // Everything a beat schedules goes through its own volume, so Stop silences it at once.
  let beat: GainNode | null = null;

  function envelope(out: AudioNode, at: number, peak: number, length: number): GainNode {
    const volume = audio.createGain();
    volume.gain.setValueAtTime(peak, at);
    volume.gain.exponentialRampToValueAtTime(0.001, at + length);
    volume.connect(out);
    return volume;
  }
  function noiseBurst(out: AudioNode, at: number, highPassHz: number, peak: number, length: number) {
    const source = audio.createBufferSource();
    source.buffer = noise;
    const filter = audio.createBiquadFilter();
    filter.type = 'highpass';
    filter.frequency.value = highPassHz;
    source.connect(filter).connect(envelope(out, at, peak, length));
    source.start(at);
    source.stop(at + length);
  }
  function tone(out: AudioNode, at: number, type: OscillatorType, fromHz: number, toHz: number, peak: number, length: number) {
    const oscillator = audio.createOscillator();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(fromHz, at);
    oscillator.frequency.exponentialRampToValueAtTime(toHz, at + length);
    oscillator.connect(envelope(out, at, peak, length));
    oscillator.start(at);
    oscillator.stop(at + length);
  }
  function drum(out: AudioNode, which: Drum, at: number) {
    switch (which) {
      case 'kick':
        return tone(out, at, 'sine', 150, 45, 0.9, 0.3);
      case 'snare':
        noiseBurst(out, at, 1200, 0.5, 0.16);
        return tone(out, at, 'triangle', 190, 150, 0.3, 0.08);
      case 'hat':
        return noiseBurst(out, at, 7000, 0.25, 0.05);
    }
  }
  const resume = () => {
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  };

  return {
    hit(which) {
      resume();
      drum(audio.destination, which, audio.currentTime + 0.01);
    },
    playSteps(steps, stepSeconds) {
      resume();
      this.stop();
      const out = audio.createGain();
      out.connect(audio.destination);
      beat = out;
      const start = audio.currentTime + 0.05;
      steps.forEach((drums, i) => drums.forEach((which) => drum(out, which, start + i * stepSeconds)));
    },
    stop() {
      beat?.disconnect();
      beat = null;
    },
    close() {
      beat = null;
      void audio.close().catch(() => undefined);
    },
  };
}
