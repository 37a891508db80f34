// Checking a tune on its level (docs/product/code-lab.md#sound-lab): the tune runs to its
// transcript (runTune, the same run the page plays), then the level's goal is compared (the
// target's sounds, or the shape any tune may have), then its requirements in order. The first
// place the tune differs is the child's feedback (sound-words.ts says it).
//
// A target is matched by ear: the sounds (notes, drums, words; never rests) sorted by beat, and
// within one beat in a fixed order (notes low to high, then drums, then words), so which voice
// plays a sound and the order of sounds that start together do not matter.
import type { Stmt } from '../../blocks';
import type { SoundLevel, SoundRequirement, TuneShape } from './sound-level';
import { runTune, type TuneRun } from './sound-stage';
import { DRUMS, NOTES, SOUND_PHRASES, type NoteName, type SoundEvent, type SoundWhat, type TargetSound } from './sound-types';
import { countTuneBlocks, uncalledTuneFunctions, walkTune, type TuneProgram } from './tune-program';

/** A sound to compare: when it starts and what it is (no rest). */
type Heard = { beat: number } & Exclude<SoundWhat, { kind: 'rest' }>;

/** Where a tune first differs from its goal, as data (sound-words.ts words it). */
export type TuneMiss =
  /** Nothing to hear yet. */
  | { kind: 'empty' }
  /**
   * The `index`th sound (0-based, in the compared order) differs: what, when or how long. `nth`:
   * its place among the child's sounds of its noun (notes among notes, drums among drums,
   * anything else among all sounds), 1-based.
   */
  | { kind: 'different'; part: 'what' | 'beat' | 'length'; nth: number; got: Heard; want: Heard }
  /** The tune ends before the target: the sound it wants next, after `count` sounds. */
  | { kind: 'missing'; count: number; want: Heard }
  /** On a beat where the tune plays some of the target's sounds and not all: the first it lacks. */
  | { kind: 'missing-at'; want: Heard }
  /** On a beat where the tune plays the target's sounds and more: the first too many, the `nth` of all. */
  | { kind: 'extra-at'; nth: number; got: Heard }
  /** The tune goes on after the target ends: the first sound too many, the `nth` of all. */
  | { kind: 'extra'; nth: number; got: Heard }
  /** The shape: how many notes, and what the first and last note are (null: no note). */
  | { kind: 'notes'; got: number; min: number; max: number }
  | { kind: 'first' | 'last'; got: NoteName | null; want: NoteName }
  /** A requirement not met. */
  | { kind: 'requirement'; requirement: SoundRequirement; got?: number };

/**
 * `solved`: the goal and every requirement met. `not-yet`: `miss` says the first place it is not.
 * `too-long`: the tune wanted more than 2,000 sounds, so it is not judged. `needs-function` /
 * `unused-function`: the tune is right, and the level asks for a function, or a function it
 * makes is never used (as on every level).
 */
type TuneOutcome = 'solved' | 'not-yet' | 'too-long' | 'needs-function' | 'unused-function';

export type TuneCheck = { outcome: TuneOutcome; run: TuneRun; miss?: TuneMiss };

const KIND_ORDER = { note: 0, drum: 1, say: 2 } as const;
const rank = (h: Heard): number =>
  h.kind === 'note' ? NOTES.indexOf(h.note) : h.kind === 'drum' ? DRUMS.indexOf(h.drum) : SOUND_PHRASES.indexOf(h.phrase);
const LENGTH_ORDER = { whole: 0, half: 1, quarter: 2, eighth: 3 } as const;

/** The order sounds are compared in: by beat, then notes low to high, drums, words. */
function byEar(a: Heard, b: Heard): number {
  return (
    a.beat - b.beat ||
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    rank(a) - rank(b) ||
    (a.kind !== 'say' && b.kind !== 'say' ? LENGTH_ORDER[a.length] - LENGTH_ORDER[b.length] : 0)
  );
}

/** What a transcript event or a target sound is, without its voice and times. */
function heard(sound: SoundEvent | TargetSound): Heard | null {
  switch (sound.kind) {
    case 'note':
      return { beat: sound.beat, kind: 'note', note: sound.note, length: sound.length };
    case 'drum':
      return { beat: sound.beat, kind: 'drum', drum: sound.drum, length: sound.length };
    case 'say':
      return { beat: sound.beat, kind: 'say', phrase: sound.phrase };
    default:
      return null;
  }
}

/**
 * The sounds in the order they are compared, and each one's place in the transcript's own order
 * (beat, then voice: the order the roll shows them), which is how the feedback counts them.
 */
function heardAll(sounds: readonly (SoundEvent | TargetSound)[]): { list: Heard[]; shown: Map<Heard, number> } {
  const shown = new Map<Heard, number>();
  for (const sound of sounds) {
    const h = heard(sound);
    if (h) shown.set(h, shown.size);
  }
  return { list: [...shown.keys()].sort(byEar), shown };
}

const sameWhat = (a: Heard, b: Heard): boolean => a.kind === b.kind && rank(a) === rank(b);
const sameLength = (a: Heard, b: Heard): boolean =>
  a.kind === 'say' || b.kind === 'say' || a.length === b.length;

/** The place of `sound` among the tune's sounds of its noun as the roll shows them (1-based): notes, drums, or all. */
function nthOf(shown: ReadonlyMap<Heard, number>, sound: Heard, noun: 'note' | 'drum' | 'all'): number {
  const at = shown.get(sound)!;
  let n = 0;
  for (const [h, place] of shown) if (place <= at && (noun === 'all' || h.kind === noun)) n += 1;
  return n;
}

/** The sounds of `list` left when each of `taken` takes one the same (what and length) away. */
function without(list: readonly Heard[], taken: readonly Heard[]): Heard[] {
  const left = [...list];
  for (const t of taken) {
    const at = left.findIndex((h) => sameWhat(h, t) && sameLength(h, t));
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

/** The first place the tune's sounds differ from the target's (null: they are the same). */
function firstDifference(tune: ReturnType<typeof heardAll>, want: readonly Heard[]): TuneMiss | null {
  const { list: got, shown } = tune;
  if (got.length === 0 && want.length > 0) return { kind: 'empty' };
  for (let i = 0; i < Math.max(got.length, want.length); i++) {
    const g = got[i];
    const w = want[i];
    if (!g) return { kind: 'missing', count: got.length, want: w! };
    if (!w) return { kind: 'extra', nth: nthOf(shown, g, 'all'), got: g };
    const noun = g.kind === w.kind && g.kind !== 'say' ? g.kind : 'all';
    const part = !sameWhat(g, w) ? 'what' : g.beat !== w.beat ? 'beat' : !sameLength(g, w) ? 'length' : null;
    if (!part) continue;
    if (part === 'what') {
      // Two voices (or more sounds) on a beat, some there and one too few or too many: say so.
      const beat = Math.min(g.beat, w.beat);
      const onBeat = (list: readonly Heard[]) => list.filter((h) => h.beat === beat);
      const mine = onBeat(got);
      const theirs = onBeat(want);
      if (mine.length > 0 && mine.length < theirs.length) {
        const lacking = without(theirs, mine);
        if (lacking.length === theirs.length - mine.length) return { kind: 'missing-at', want: lacking[0]! };
      } else if (theirs.length > 0 && mine.length > theirs.length) {
        const extra = without(mine, theirs);
        if (extra.length === mine.length - theirs.length) {
          const first = extra[0]!;
          return { kind: 'extra-at', nth: nthOf(shown, first, 'all'), got: first };
        }
      }
    }
    return { kind: 'different', part, nth: nthOf(shown, g, noun), got: g, want: w };
  }
  return null;
}

/** The tune's first and last notes: the earliest (voice 1 first), the latest to start (voice 1 first). */
function endNotes(events: readonly SoundEvent[]): { first: NoteName | null; last: NoteName | null } {
  const notes = events.filter((e): e is Extract<SoundEvent, { kind: 'note' }> => e.kind === 'note');
  const first = notes[0];
  let last = notes.at(-1);
  if (last) last = notes.find((n) => n.beat === last!.beat) ?? last;
  return { first: first ? (first.note[0] as NoteName) : null, last: last ? (last.note[0] as NoteName) : null };
}

function shapeMiss(shape: TuneShape, events: readonly SoundEvent[]): TuneMiss | null {
  const notes = events.filter((e) => e.kind === 'note').length;
  // Nothing to hear at all (rests only): as an empty tune; drums or words but no note: counted.
  if (events.every((e) => e.kind === 'rest') && shape.notes.min > 0) return { kind: 'empty' };
  if (notes < shape.notes.min || notes > shape.notes.max)
    return { kind: 'notes', got: notes, min: shape.notes.min, max: shape.notes.max };
  const ends = endNotes(events);
  if (shape.first && ends.first !== shape.first) return { kind: 'first', got: ends.first, want: shape.first };
  if (shape.last && ends.last !== shape.last) return { kind: 'last', got: ends.last, want: shape.last };
  return null;
}

/** Whether a statement of this op is anywhere in the tune (its body or a function). */
function uses(program: TuneProgram, op: Stmt['op']): boolean {
  for (const { stmt } of walkTune(program)) if (stmt.op === op) return true;
  return false;
}

/** Whether a together of the tune makes a sound in each voice (beside each other, not one after). */
const playsTwoVoices = (run: TuneRun): boolean =>
  run.transcript.events.some((e) => e.voice === 2 && e.kind !== 'rest' && e.kind !== 'say');

/** Whether the tune calls a function it makes (from its body). */
function callsAFunction(program: TuneProgram): boolean {
  const made = new Set<string>((program.functions ?? []).filter((f) => f.body.length > 0).map((f) => f.name));
  for (const { stmt, fn } of walkTune(program)) if (stmt.op === 'call' && !fn && made.has(stmt.name)) return true;
  return false;
}

/** The first requirement the tune does not meet (null: it meets them all). */
function requirementMiss(level: SoundLevel, program: TuneProgram, run: TuneRun): TuneMiss | null {
  for (const requirement of level.requirements) {
    const miss: TuneMiss = { kind: 'requirement', requirement };
    switch (requirement.kind) {
      case 'function':
        if (!callsAFunction(program)) return miss;
        break;
      case 'repeat':
        if (!uses(program, 'repeat')) return miss;
        break;
      case 'voices':
        if (!playsTwoVoices(run)) return miss;
        break;
      case 'say':
        if (!run.transcript.events.some((e) => e.kind === 'say' && (!requirement.phrase || e.phrase === requirement.phrase)))
          return miss;
        break;
      case 'max-blocks': {
        const blocks = countTuneBlocks(program);
        if (blocks > requirement.blocks) return { ...miss, got: blocks };
        break;
      }
    }
  }
  return null;
}

/** Checks a tune (already valid for the level: tune-program.ts) against the level's goal and requirements. */
export function checkTune(level: SoundLevel, program: TuneProgram): TuneCheck {
  const run = runTune(program);
  if (run.outcome === 'too-long') return { outcome: 'too-long', run };
  const { goal } = level;
  const goalMiss =
    goal.kind === 'match'
      ? firstDifference(heardAll(run.transcript.events), heardAll(goal.target).list)
      : shapeMiss(goal.shape, run.transcript.events);
  if (goalMiss) return { outcome: 'not-yet', run, miss: goalMiss };
  if (uncalledTuneFunctions(program).length > 0) return { outcome: 'unused-function', run };
  const miss = requirementMiss(level, program, run);
  if (miss?.kind === 'requirement' && miss.requirement.kind === 'function') return { outcome: 'needs-function', run, miss };
  if (miss) return { outcome: 'not-yet', run, miss };
  return { outcome: 'solved', run };
}
