import { build } from 'esbuild';
import path from 'node:path';
import { test, expect } from '../support/e2e';
import { runTune } from '../../src/domain/code-lab/stages/sound/sound-stage';
import type { Transcript } from '../../src/domain/code-lab/stages/sound/sound-types';
import type { TuneProgram } from '../../src/domain/code-lab/stages/sound/tune-program';

// The Sound Lab's synth in real Chromium (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page):
// a tune's transcript, made by the engine, rendered through an OfflineAudioContext by the page's
// own scheduling code (sound-synth.ts, bundled as it is), and the samples read back: sound where a
// note or a drum plays, silence where the tune rests. Nothing is downloaded: every sound is made.

const SYNTH = path.resolve('src/web/features/code-lab/stages/sound/sound-synth.ts');

/** A tune with every kind of sound, a rest between them, two voices and a change of tempo. */
const TUNE: TuneProgram = {
  version: 4,
  kind: 'tune',
  body: [
    { id: 'b1', op: 'play-note', note: 'C4', length: 'quarter' },
    { id: 'b2', op: 'rest', length: 'quarter' },
    {
      id: 'b3',
      op: 'together',
      first: [{ id: 'b4', op: 'play-note', note: 'E5', length: 'half' }],
      second: [{ id: 'b5', op: 'play-drum', drum: 'kick', length: 'half' }],
    },
    { id: 'b6', op: 'rest', length: 'half' },
    { id: 'b7', op: 'tempo', bpm: 160 },
    { id: 'b8', op: 'play-drum', drum: 'snare', length: 'quarter' },
    { id: 'b9', op: 'rest', length: 'quarter' },
    { id: 'b10', op: 'play-drum', drum: 'hihat', length: 'quarter' },
    { id: 'b11', op: 'rest', length: 'quarter' },
    { id: 'b12', op: 'play-drum', drum: 'clap', length: 'quarter' },
    { id: 'b13', op: 'rest', length: 'quarter' },
    { id: 'b14', op: 'play-note', note: 'C6', length: 'eighth' },
    { id: 'b15', op: 'rest', length: 'whole' },
  ],
};

type Loudness = { kind: string; from: number; to: number; rms: number };

test('a tune rendered offline sounds where it plays and is silent where it rests', async ({ page }) => {
  const run = runTune(TUNE);
  expect(run.outcome).toBe('done');
  const bundle = await build({ entryPoints: [SYNTH], bundle: true, write: false, format: 'iife', globalName: 'SoundSynth', platform: 'browser' });
  await page.setContent('<!doctype html><title>synth</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });

  const loudness = await page.evaluate(async (tune: Transcript): Promise<Loudness[]> => {
    const synth = (window as unknown as { SoundSynth: typeof import('../../src/web/features/code-lab/stages/sound/sound-synth') }).SoundSynth;
    const rate = 44_100;
    const context = new OfflineAudioContext(1, Math.ceil((tune.seconds + 0.5) * rate), rate);
    synth.scheduleAll({ context, destination: context.destination }, tune.events, 0);
    const samples = (await context.startRendering()).getChannelData(0);
    // The loudness (root mean square) of the middle of each sound, and of each rest after the
    // sound before it has died away (the synth ends a sound by its length).
    const rms = (from: number, to: number) => {
      let sum = 0;
      const a = Math.floor(from * rate);
      const b = Math.max(a + 1, Math.floor(to * rate));
      for (let i = a; i < b; i++) sum += (samples[i] ?? 0) ** 2;
      return Math.sqrt(sum / (b - a));
    };
    return tune.events.flatMap((e) => {
      if (e.kind === 'say') return [];
      // A drum is a short hit: its first 30 ms.
      const [from, to] =
        e.kind === 'rest'
          ? [e.time + 0.005, e.time + e.duration]
          : e.kind === 'drum'
            ? [e.time + 0.002, e.time + 0.03]
            : [e.time + 0.015, e.time + Math.min(e.duration, 0.25) * 0.5];
      return [{ kind: e.kind === 'note' ? `note ${e.note}` : e.kind === 'drum' ? `drum ${e.drum}` : 'rest', from, to, rms: rms(from, to) }];
    });
  }, run.transcript);

  expect(loudness.map((l) => l.kind)).toEqual([
    'note C4',
    'rest',
    'note E5',
    'drum kick',
    'rest',
    'drum snare',
    'rest',
    'drum hihat',
    'rest',
    'drum clap',
    'rest',
    'note C6',
    'rest',
  ]);
  for (const l of loudness)
    if (l.kind === 'rest') expect(l.rms, `silence from ${l.from.toFixed(3)} s`).toBeLessThan(0.001);
    else expect(l.rms, `${l.kind} from ${l.from.toFixed(3)} s`).toBeGreaterThan(0.01);
});
