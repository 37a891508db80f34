// Plays a tune live (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page): one
// AudioContext for the page, made (or woken) only inside a tap's handler, as browsers ask; a
// look-ahead scheduler that puts the next LOOK_AHEAD_S of sounds on the audio clock every
// LOOK_EVERY_MS, so a long tune never builds thousands of nodes at once and a busy page never
// makes a note late; the words a tune says spoken by the device's voice in the page's language,
// when it has one. Volume and mute go through one gain at the end.
import type {
  SoundEvent,
  Transcript,
} from '../../../../../domain/code-lab/stages/sound/sound-types';
import { dueEvents, LOOK_AHEAD_S, LOOK_EVERY_MS, scheduleEvent } from './sound-synth';

type Audio = { context: AudioContext; volume: GainNode };
let audio: Audio | null = null;

/** The page's audio, made or woken: call it only from a tap's or a key's handler. */
function wakeAudio(): Audio | null {
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Context) return null;
  if (!audio) {
    const context = new Context();
    const volume = context.createGain();
    volume.connect(context.destination);
    audio = { context, volume };
  }
  if (audio.context.state === 'suspended') void audio.context.resume().catch(() => undefined);
  return audio;
}

/** Sets the loudness, 0 (mute) to 1, from now on. */
export function setTuneVolume(level: number): void {
  if (!audio) return;
  const { context, volume } = audio;
  volume.gain.cancelScheduledValues(context.currentTime);
  volume.gain.setTargetAtTime(Math.max(0, Math.min(1, level)), context.currentTime, 0.02);
}

/** Says the words in the page's language with a voice of the device, if it has one for it. */
function say(words: string, lang: string): void {
  const speech = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  if (!speech) return;
  const voice = speech.getVoices().find((v) => v.lang.toLowerCase().startsWith(lang.toLowerCase()));
  if (!voice) return; // silent: the words are on the roll and in the text
  const utterance = new SpeechSynthesisUtterance(words);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  speech.speak(utterance);
}

export type Playing = {
  /** Seconds into the tune now (the play head), or null once it has stopped. */
  position(): number | null;
  stop(): void;
};

type Options = {
  /** 0 (mute) to 1, now (a muted tune still plays, in silence, and says nothing). */
  volume(): number;
  /** The words for a "say" event, and the page's language for its voice. */
  words(event: Extract<SoundEvent, { kind: 'say' }>): string;
  lang: string;
  /** The tune has played to its end (not called after stop()). */
  onEnd(): void;
};

/** A little time to set up before the first note. */
const LEAD_IN_S = 0.08;

/**
 * Starts a tune: call it from the tap's handler (a browser plays nothing before one). Returns
 * null where the device has no Web Audio (the roll still plays, in silence).
 */
export function playTune(tune: Transcript, options: Options): Playing | null {
  const woken = wakeAudio();
  if (!woken) return null;
  const { context, volume } = woken;
  setTuneVolume(options.volume());
  const startAt = context.currentTime + LEAD_IN_S;
  // This tune's own gate before the volume: Stop closes it, and what was scheduled ahead goes quiet.
  const gate = context.createGain();
  gate.connect(volume);
  const out = { context, destination: gate };
  const spoken = new Set<number>();
  let next = 0;
  let stopped = false;
  const timers: ReturnType<typeof setTimeout>[] = [];

  const look = () => {
    const now = context.currentTime - startAt;
    const upTo = dueEvents(tune.events, next, now + LOOK_AHEAD_S);
    for (let i = next; i < upTo; i++) {
      const event = tune.events[i];
      if (!event) continue;
      if (event.kind === 'say' && !spoken.has(i)) {
        spoken.add(i);
        timers.push(
          setTimeout(
            () => options.volume() > 0 && say(options.words(event), options.lang),
            Math.max(0, (event.time - now) * 1000),
          ),
        );
      } else scheduleEvent(out, event, startAt);
    }
    next = upTo;
    if (now >= tune.seconds + 0.05) {
      finish();
      setTimeout(() => gate.disconnect(), 500);
      options.onEnd();
    }
  };
  const ticker = setInterval(look, LOOK_EVERY_MS);
  const finish = () => {
    stopped = true;
    clearInterval(ticker);
    for (const timer of timers) clearTimeout(timer);
  };
  look();

  return {
    position: () => (stopped ? null : Math.max(0, context.currentTime - startAt)),
    stop() {
      if (stopped) return;
      finish();
      window.speechSynthesis?.cancel();
      gate.gain.setTargetAtTime(0, context.currentTime, 0.015);
      setTimeout(() => gate.disconnect(), 300);
    },
  };
}
