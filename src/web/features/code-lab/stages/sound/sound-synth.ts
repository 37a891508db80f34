// The Sound Lab's instruments, made with the Web Audio API alone (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page):
// notes are oscillators shaped by an envelope, drums are filtered noise and short pitch sweeps.
// Nothing is downloaded. Every sound is scheduled on the audio clock at its event's `time` and
// `duration` (seconds from the tune's start, worked out by the engine), so a busy page never makes
// a note late. The same functions render into an OfflineAudioContext in the tests.
import type {
  Drum,
  Note,
  SoundEvent,
} from '../../../../../domain/code-lab/stages/sound/sound-types';

/** Semitones above C4 of each natural note name; the octave is the note's last character. */
const SEMITONES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** A note's pitch in hertz (equal temperament, A4 = 440). */
export function noteHz(note: Note): number {
  const midi = 12 * (Number(note.slice(1)) + 1) + (SEMITONES[note[0] ?? 'C'] ?? 0);
  return 440 * 2 ** ((midi - 69) / 12);
}

/** The quiet a gain starts from and ends on (an exponential ramp cannot reach 0). */
const QUIET = 0.0001;
/** Each note's loudest, before the volume (two voices and a drum stay under 1). */
const NOTE_PEAK = 0.3;
const ATTACK_S = 0.012;
/** A note ends this much before its length does, so two equal notes are heard as two. */
const GAP_S = 0.03;
const RELEASE_S = 0.04;

type Out = { context: BaseAudioContext; destination: AudioNode };

/** One note: a triangle wave (soft, like a recorder) with a quick attack, a decay to a held level, a release. */
function scheduleNote({ context, destination }: Out, note: Note, at: number, duration: number) {
  const end = at + Math.max(ATTACK_S * 2, duration - GAP_S);
  const tone = context.createOscillator();
  tone.type = 'triangle';
  tone.frequency.setValueAtTime(noteHz(note), at);
  const gain = context.createGain();
  gain.gain.setValueAtTime(QUIET, at);
  gain.gain.exponentialRampToValueAtTime(NOTE_PEAK, at + ATTACK_S);
  gain.gain.exponentialRampToValueAtTime(NOTE_PEAK * 0.6, Math.min(end - RELEASE_S, at + 0.15));
  gain.gain.setValueAtTime(NOTE_PEAK * 0.6, end - RELEASE_S);
  gain.gain.exponentialRampToValueAtTime(QUIET, end);
  tone.connect(gain).connect(destination);
  tone.start(at);
  tone.stop(end + 0.01);
}

/** Half a second of white noise, made once per context (the snare, the hi-hat and the clap share it). */
const noiseBuffers = new WeakMap<BaseAudioContext, AudioBuffer>();
function noiseOf(context: BaseAudioContext): AudioBuffer {
  const kept = noiseBuffers.get(context);
  if (kept) return kept;
  const buffer = context.createBuffer(1, Math.ceil(context.sampleRate * 0.5), context.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let i = 0; i < samples.length; i++) samples[i] = Math.random() * 2 - 1;
  noiseBuffers.set(context, buffer);
  return buffer;
}

/** A burst of noise through a filter, fading out by `decay` seconds. */
function noiseHit(
  { context, destination }: Out,
  at: number,
  filter: { type: BiquadFilterType; hz: number },
  peak: number,
  decay: number,
) {
  const noise = context.createBufferSource();
  noise.buffer = noiseOf(context);
  const shape = context.createBiquadFilter();
  shape.type = filter.type;
  shape.frequency.setValueAtTime(filter.hz, at);
  const gain = context.createGain();
  gain.gain.setValueAtTime(peak, at);
  gain.gain.exponentialRampToValueAtTime(QUIET, at + decay);
  noise.connect(shape).connect(gain).connect(destination);
  noise.start(at);
  noise.stop(at + decay + 0.01);
}

/** A short falling sweep of a sine: the kick's thump, the snare's body. */
function sweep(
  { context, destination }: Out,
  at: number,
  fromHz: number,
  toHz: number,
  peak: number,
  decay: number,
) {
  const tone = context.createOscillator();
  tone.type = 'sine';
  tone.frequency.setValueAtTime(fromHz, at);
  tone.frequency.exponentialRampToValueAtTime(toHz, at + decay);
  const gain = context.createGain();
  gain.gain.setValueAtTime(peak, at);
  gain.gain.exponentialRampToValueAtTime(QUIET, at + decay);
  tone.connect(gain).connect(destination);
  tone.start(at);
  tone.stop(at + decay + 0.01);
}

/** How long each drum rings at most (shorter when its length is shorter). */
const DRUM_RING_S: Record<Drum, number> = { kick: 0.3, snare: 0.2, hihat: 0.06, clap: 0.18 };

function scheduleDrum(out: Out, drum: Drum, at: number, duration: number) {
  const ring = Math.min(DRUM_RING_S[drum], Math.max(0.03, duration - GAP_S));
  switch (drum) {
    case 'kick':
      return sweep(out, at, 150, 45, 0.7, ring);
    case 'snare':
      sweep(out, at, 220, 120, 0.35, ring * 0.6);
      return noiseHit(out, at, { type: 'highpass', hz: 1500 }, 0.45, ring);
    case 'hihat':
      return noiseHit(out, at, { type: 'highpass', hz: 7000 }, 0.45, ring);
    case 'clap':
      // Three quick claps in one: bursts 10 ms apart, the last one rings.
      noiseHit(out, at, { type: 'bandpass', hz: 1200 }, 0.5, 0.01);
      noiseHit(out, at + 0.01, { type: 'bandpass', hz: 1200 }, 0.5, 0.01);
      return noiseHit(
        out,
        at + 0.02,
        { type: 'bandpass', hz: 1200 },
        0.5,
        Math.max(0.02, ring - 0.02),
      );
  }
}

/**
 * Schedules one event's sound at `startAt + event.time` on the context's clock. A rest and a
 * "say" make no sound here (say is spoken by the page: sound-speech.ts).
 */
export function scheduleEvent(out: Out, event: SoundEvent, startAt: number): void {
  const at = startAt + event.time;
  if (event.kind === 'note') scheduleNote(out, event.note, at, event.duration);
  else if (event.kind === 'drum') scheduleDrum(out, event.drum, at, event.duration);
}

/** Every event's sound at once: for an OfflineAudioContext. @public for the Chromium test (tests/e2e/sound-comes-out-of-the-synth.spec.ts). */
export function scheduleAll(out: Out, events: readonly SoundEvent[], startAt: number): void {
  for (const event of events) scheduleEvent(out, event, startAt);
}

/** How far ahead the live player schedules, and how often it looks (a classic look-ahead scheduler). */
export const LOOK_AHEAD_S = 0.2;
export const LOOK_EVERY_MS = 50;

/**
 * The events that start before `until` (seconds from the tune's start), from index `next`:
 * the live player's next batch. Events are in time order.
 */
export function dueEvents(events: readonly SoundEvent[], next: number, until: number): number {
  let i = next;
  while (i < events.length && (events[i]?.time ?? Infinity) < until) i++;
  return i;
}
