// The Sound Lab's engine (docs/product/code-lab.md#sound-lab, docs/decisions/406-the-sound-lab.md):
// a tune is a sequential program run by the core interpreter (`execute`) on this stage, to a
// transcript of timed sounds. Pure and deterministic: beats are counted, seconds are worked out
// from the tempo, there is no clock, so the page and the server get the same transcript.
//
// Rules: each voice has a beat it has reached; a note, a drum or a rest plays from there and
// moves it on by its length (words take no beats). "Play together" plays its first list as voice
// 1 and its second as voice 2, both from the beat where it is, and the tune goes on after the
// longer of the two. The tempo block sets the beats a minute from the beat where it plays, for
// both voices (the seconds change, the beats do not). A run makes at most MAX_SOUND_EVENTS
// events (rests count): the next one stops it as `too-long`.
import { execute } from '../../interpreter';
import type { StageKind, StageRun, StageWorld } from '../stage-kind';
import type { SoundLevel } from './sound-level';
import {
  beatsOf,
  LENGTH_BEATS,
  MAX_SOUND_EVENTS,
  TEMPO,
  type SoundEvent,
  type SoundWhat,
  type Transcript,
  type Voice,
} from './sound-types';
import type { TuneProgram } from './tune-program';

/** The most interpreter ticks a tune takes (blocks, repeat checks and calls; a tempo makes none of the events). */
export const MAX_TUNE_TICKS = 20_000;

/** `done`: the program ran to its end. `too-long`: it wanted more than MAX_SOUND_EVENTS events (or ticks). */
type TuneOutcome = 'done' | 'too-long';

export type TuneRun = {
  transcript: Transcript;
  outcome: TuneOutcome;
  /** Too long: the innermost repeat still going round, or the block that had no room. */
  failedBlockId?: string;
  /** Interpreter ticks the run took. */
  ticks: number;
};

/** A sound as played, before its seconds are known (the tempo may change later at an earlier beat). */
type Played = { beat: number; voice: Voice; blockId: string; what: SoundWhat; order: number };
type TempoChange = { beat: number; bpm: number; order: number };

/** Seconds from the tune's start to each beat, from the tempo changes. */
function clockOf(changes: readonly TempoChange[]): (beat: number) => number {
  const sorted = [...changes].sort((a, b) => a.beat - b.beat || a.order - b.order);
  // Each change from its beat on: [beat, bpm, seconds at that beat].
  const steps: [number, number, number][] = [[0, TEMPO.default, 0]];
  for (const c of sorted) {
    const [beat, bpm, seconds] = steps[steps.length - 1]!;
    const at = seconds + ((c.beat - beat) * 60) / bpm;
    if (c.beat === beat) steps[steps.length - 1] = [beat, c.bpm, seconds];
    else steps.push([c.beat, c.bpm, at]);
  }
  return (beat) => {
    // The last change at or before the beat (a binary search: a tune may change its tempo often).
    let lo = 0;
    let hi = steps.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (steps[mid]![0] <= beat) lo = mid;
      else hi = mid - 1;
    }
    const [from, bpm, seconds] = steps[lo]!;
    return seconds + ((beat - from) * 60) / bpm;
  };
}

/** Seconds to the microsecond, so a sum of tempos gives 1, not 1.0000000000000002 (the same on every engine). */
const micro = (seconds: number): number => Math.round(seconds * 1e6) / 1e6;

/** The transcript of what was played: in order of beat, then voice, then the order they ran. */
function transcriptOf(played: readonly Played[], changes: readonly TempoChange[], endBeat: number): Transcript {
  const exact = clockOf(changes);
  const clock = (beat: number) => micro(exact(beat));
  const sorted = [...played].sort((a, b) => a.beat - b.beat || a.voice - b.voice || a.order - b.order);
  const events = sorted.map(({ beat, voice, blockId, what }): SoundEvent => {
    const time = clock(beat);
    const duration = what.kind === 'say' ? 0 : micro(clock(beat + LENGTH_BEATS[what.length]) - time);
    return { beat, time, duration, voice, blockId, ...what };
  });
  return { events, beats: endBeat, seconds: clock(endBeat) };
}

/** A fresh tune: the world its blocks play on, the check of how the control flow ended, and the transcript so far. */
type TuneStart = StageRun & { transcript(): Transcript };

function startTune(): TuneStart {
  const played: Played[] = [];
  const changes: TempoChange[] = [];
  let ticks = 0;
  let voice: Voice = 1;
  let beat = 0;
  /** The furthest beat any sound reached (the tune's length). */
  let end = 0;
  /**
   * The togethers playing: the beat each started at, where its first list ended and the voice
   * around it. A tune has one at a time (its schema refuses one inside another, written or
   * through a function); one inside another anyway plays both its lists in the voice around it.
   */
  const togethers: { start: number; firstEnd: number; around: Voice }[] = [];
  const world: StageWorld = {
    // Ada's actions and senses: a tune holds none of her blocks (its schema).
    forward: () => ({ goal: false }),
    turn: () => {},
    collect: () => false,
    setPen: () => {},
    setColor: () => {},
    moveEvent: () => 'move',
    holds: () => false,
    // Nothing in a tune can come back to a state it was in (no until, no if): runs have no loop check.
    stateCode: () => 0,
    stateRadix: 1,
    record: () => {
      ticks += 1;
    },
    traceLength: () => ticks,
    together(part) {
      if (part === 'first') {
        togethers.push({ start: beat, firstEnd: beat, around: voice });
        return;
      }
      const top = togethers.at(-1);
      if (!top) return;
      if (part === 'second') {
        top.firstEnd = beat;
        beat = top.start;
        if (togethers.length === 1) voice = 2;
      } else {
        beat = Math.max(top.firstEnd, beat);
        voice = top.around;
        togethers.pop();
      }
    },
    sound: {
      play(blockId, what) {
        if (played.length >= MAX_SOUND_EVENTS) return false;
        played.push({ beat, voice, blockId, what, order: played.length });
        beat += beatsOf(what);
        end = Math.max(end, beat);
        return true;
      },
      tempo(bpm) {
        changes.push({ beat, bpm, order: changes.length });
      },
    },
  };
  return {
    world,
    // A tune has no flag: its control flow either ends (the tune is whole) or runs out (too long).
    check: (ran) => ({ outcome: ran.outcome === 'timeout' ? 'timeout' : 'ended-short', trace: [], itemsCollected: 0 }),
    transcript: () => transcriptOf(played, changes, end),
  };
}

/**
 * The sound as a stage kind of the registry (stages/registry.ts). A level's check is `checkTune`
 * (sound-check.ts), as a game's is its own: a tune has no flag to reach, so `runProgram` refuses
 * a sound level.
 */
export const soundStage: StageKind<SoundLevel> & { start(): TuneStart } = {
  kind: 'sound',
  limits: { maxTicks: MAX_TUNE_TICKS },
  start: startTune,
};

/** Runs a tune to its transcript (the page plays it; the check compares it). */
export function runTune(program: TuneProgram): TuneRun {
  const { world, check, transcript } = soundStage.start();
  // The core runs Ada's program shape: a tune's body and functions are the same lists.
  const ran = execute(
    world,
    { version: 2, body: program.body, ...(program.functions ? { functions: program.functions } : {}) },
    { detectLoops: false, maxTicks: soundStage.limits.maxTicks ?? MAX_TUNE_TICKS },
  );
  return {
    transcript: transcript(),
    outcome: check(ran).outcome === 'timeout' ? 'too-long' : 'done',
    ticks: ran.ticks,
    ...(ran.failedBlockId ? { failedBlockId: ran.failedBlockId } : {}),
  };
}
