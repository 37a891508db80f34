// The Sound Lab's engine on seeded random tunes (docs/product/code-lab.md#sound-lab): every tune
// the schema takes runs to its end or stops as too long within its bounds, and the same tune always
// gives the same transcript. The seed is in the test's name, so a failure can be replayed.
import { describe, expect, it } from 'vitest';
import { prng, randomTune } from '../../random-programs';
import { walkTune, parseTuneProgram, type TuneProgram } from './tune-program';
import { MAX_TUNE_TICKS, runTune } from './sound-stage';
import { LENGTH_BEATS, MAX_SOUND_EVENTS } from './sound-types';

const SEED = 20261206;
const TUNES = 300;

/** The tune without its tempo blocks (anywhere). */
function withoutTempo(program: TuneProgram): TuneProgram {
  const strip = (list: TuneProgram['body']): TuneProgram['body'] =>
    list
      .filter((s) => s.op !== 'tempo')
      .map((s) =>
        s.op === 'repeat'
          ? { ...s, body: strip(s.body) }
          : s.op === 'together'
            ? { ...s, first: strip(s.first), second: strip(s.second) }
            : s,
      );
  return {
    ...program,
    body: strip(program.body),
    ...(program.functions ? { functions: program.functions.map((f) => ({ ...f, body: strip(f.body) })) } : {}),
  };
}

describe(`random tunes (seed ${SEED}, ${TUNES} tunes)`, () => {
  const rng = prng(SEED);
  const tunes = Array.from({ length: TUNES }, () => randomTune(rng));

  it('are tunes the schema takes', () => {
    for (const [n, tune] of tunes.entries()) expect(parseTuneProgram(structuredClone(tune)), `tune ${n}`).toEqual({ ok: true, program: tune });
  });

  it('always finish within their bounds, with a transcript in order', () => {
    let tooLong = 0;
    for (const [n, tune] of tunes.entries()) {
      const run = runTune(tune);
      const { events, beats, seconds } = run.transcript;
      expect(events.length, `tune ${n}`).toBeLessThanOrEqual(MAX_SOUND_EVENTS);
      expect(run.ticks, `tune ${n}`).toBeLessThanOrEqual(MAX_TUNE_TICKS);
      if (run.outcome === 'too-long') tooLong += 1;
      else expect(run.failedBlockId, `tune ${n}`).toBeUndefined();
      const ids = new Set([...walkTune(tune)].map((w) => w.stmt.id));
      // Checked in plain code, one expect a tune: 2,000 events would make 16,000 expects.
      const problems: string[] = [];
      for (const [i, e] of events.entries()) {
        const end = e.kind === 'say' ? e.beat : e.beat + LENGTH_BEATS[e.length];
        const before = events[i - 1];
        if (!ids.has(e.blockId)) problems.push(`${i}: no block ${e.blockId}`);
        if (e.beat % 0.5 !== 0 || e.duration < 0) problems.push(`${i}: beat ${e.beat}, duration ${e.duration}`);
        if (end > beats || e.time + e.duration > seconds + 1e-6) problems.push(`${i}: ends after the tune`);
        if (before && (before.beat > e.beat || (before.beat === e.beat && before.voice > e.voice) || before.time > e.time))
          problems.push(`${i}: out of order`);
      }
      expect(problems, `tune ${n}`).toEqual([]);
    }
    // The generator makes both kinds.
    expect(tooLong).toBeGreaterThan(5);
    expect(tooLong).toBeLessThan(TUNES - 50);
  });

  it('give the same transcript every time, from a copy too', () => {
    for (const [n, tune] of tunes.entries()) expect(runTune(structuredClone(tune)), `tune ${n}`).toEqual(runTune(tune));
  });

  it('change their seconds with the tempo, never their beats', () => {
    for (const [n, tune] of tunes.entries()) {
      const run = runTune(tune);
      if (run.outcome === 'too-long') continue;
      const plain = runTune(withoutTempo(tune));
      const beatsOf = (r: typeof run) => r.transcript.events.map(({ time: _t, duration: _d, ...rest }) => rest);
      expect(beatsOf(plain), `tune ${n}`).toEqual(beatsOf(run));
      expect(plain.transcript.beats).toBe(run.transcript.beats);
    }
  });
});
