import { build } from 'esbuild';
import path from 'node:path';
import { test, expect } from '../support/e2e';
import { runTune } from '../../src/domain/code-lab/stages/sound/sound-stage';
import type { Transcript } from '../../src/domain/code-lab/stages/sound/sound-types';
import type { TuneProgram } from '../../src/domain/code-lab/stages/sound/tune-program';
import { tuneSolutionOf } from '../../content/code-lab/reference-solutions';

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

/** A blank page with the synth on it, as `window.SoundSynth`. */
async function synthPage(page: import('@playwright/test').Page) {
  const bundle = await build({
    entryPoints: [SYNTH],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'SoundSynth',
    platform: 'browser',
  });
  await page.setContent('<!doctype html><title>synth</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
}

/**
 * Renders the tune offline and measures the loudness (root mean square) of the middle of each
 * sound (a drum's first 30 ms), of each rest after the sound before it has died away (the synth
 * ends a sound by its length), and of the half second after the tune.
 */
const render = (page: import('@playwright/test').Page, tune: Transcript) =>
  page.evaluate(async (tune: Transcript): Promise<Loudness[]> => {
    const synth = (
      window as unknown as {
        SoundSynth: typeof import('../../src/web/features/code-lab/stages/sound/sound-synth');
      }
    ).SoundSynth;
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
    const after = {
      kind: 'after the end',
      from: tune.seconds + 0.05,
      to: tune.seconds + 0.5,
      rms: rms(tune.seconds + 0.05, tune.seconds + 0.5),
    };
    const sounds = tune.events.flatMap((e) => {
      if (e.kind === 'say') return [];
      // A drum is a short hit: its first 30 ms.
      const [from, to] =
        e.kind === 'rest'
          ? [e.time + 0.005, e.time + e.duration]
          : e.kind === 'drum'
            ? [e.time + 0.002, e.time + 0.03]
            : [e.time + 0.015, e.time + Math.min(e.duration, 0.25) * 0.5];
      return [
        {
          kind:
            e.kind === 'note' ? `note ${e.note}` : e.kind === 'drum' ? `drum ${e.drum}` : 'rest',
          from,
          to,
          rms: rms(from, to),
        },
      ];
    });
    return [...sounds, after];
  }, tune);

const expectSoundAndSilence = (loudness: readonly Loudness[]) => {
  for (const l of loudness)
    if (l.kind === 'rest' || l.kind === 'after the end')
      expect(l.rms, `silence from ${l.from.toFixed(3)} s`).toBeLessThan(0.001);
    else expect(l.rms, `${l.kind} from ${l.from.toFixed(3)} s`).toBeGreaterThan(0.01);
};

test('a tune rendered offline sounds where it plays and is silent where it rests', async ({
  page,
}) => {
  const run = runTune(TUNE);
  expect(run.outcome).toBe('done');
  await synthPage(page);
  const loudness = await render(page, run.transcript);

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
    'after the end',
  ]);
  expectSoundAndSilence(loudness);
});

test("a level's tune, the round of sound-6 in two voices, sounds at every note and is silent after its end", async ({
  page,
}) => {
  const run = runTune(tuneSolutionOf('sound-6'));
  expect(run.outcome).toBe('done');
  expect(run.transcript.events.some((e) => e.voice === 2 && e.kind === 'note')).toBe(true);
  await synthPage(page);
  const loudness = await render(page, run.transcript);
  expect(loudness.filter((l) => l.kind.startsWith('note'))).toHaveLength(28);
  expectSoundAndSilence(loudness.filter((l) => l.kind !== 'rest'));
});
