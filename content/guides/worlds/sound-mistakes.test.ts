import { describe, expect, it } from 'vitest';
import { checkTune, type TuneMiss } from '../../../src/domain/code-lab/stages/sound/sound-check';
import type { SoundLevel } from '../../../src/domain/code-lab/stages/sound/sound-level';
import { checkTuneForLevel, parseTuneProgram, type TuneProgram } from '../../../src/domain/code-lab/stages/sound/tune-program';
import { findLevel, soundLabWorlds } from '../../code-lab/levels';
import { playBlocks } from '../../code-lab/sound-notation';
import { worldGuides } from './index';

// Each mistake the Sound Lab's guide names (content/guides/worlds/sound.ts) is a tune a child can
// build on that level (its blocks, its limit), and its check stops where the mistake says: the
// first note that differs, a missing part, or a requirement not met
// (docs/decisions/417-vision-lab-fairness-and-privacy.md#the-sound-labs-world-guide).

type Body = TuneProgram['body'];
const tune = (body: Body, functions?: TuneProgram['functions']): TuneProgram => ({ version: 4, kind: 'tune', ...(functions ? { functions } : {}), body });
const repeat = (id: string, times: number, body: Body): Body[number] => ({ id, op: 'repeat', times, body });
const call = (id: string, name: 'chorus' | 'verse'): Body[number] => ({ id, op: 'call', name });
const together = (first: Body, second: Body): Body[number] => ({ id: 't', op: 'together', first, second });
const verse: TuneProgram['functions'] = [
  { name: 'verse', body: [repeat('r1', 2, playBlocks('C4 D4 E4 C4', 'a')), repeat('r2', 2, playBlocks('E4 F4 G4/h', 'b'))] },
];

/** Level id, the mistake's index in the guide, the tune, what the check says. */
type Run = [string, number, TuneProgram, 'needs-function' | TuneMiss['kind'], TuneMiss?];
// prettier-ignore
const runs: Run[] = [
  ['sound-1', 0, tune(playBlocks('C4 D4 E4 F4 G4 A4 B4', 'n')), 'missing'],
  ['sound-1', 1, tune(playBlocks('C4 D4 E4 G4 A4 B4 C5', 'n')), 'different', { kind: 'different', part: 'what', nth: 4, got: { beat: 3, kind: 'note', note: 'G4', length: 'quarter' }, want: { beat: 3, kind: 'note', note: 'F4', length: 'quarter' } }],
  ['sound-2', 0, tune(playBlocks('kick hihat snare hihat', 'd')), 'missing'],
  ['sound-2', 1, tune([repeat('r', 4, playBlocks('kick snare hihat hihat', 'd'))]), 'different'],
  ['sound-3', 0, tune(playBlocks('G4 G4 F4 F4 E4 E4 D4/h G4 G4 F4 F4 E4 E4 D4/h', 'n')), 'requirement', { kind: 'requirement', requirement: { kind: 'repeat' } }],
  ['sound-3', 1, tune([repeat('r', 2, playBlocks('G4 G4 F4 F4 E4 E4 D4', 'n'))]), 'different'],
  ['sound-4', 0, tune(playBlocks('G4 E4 G4 C5/h A4 G4 F4 E4 G4 E4 G4 C5/h', 'n')), 'needs-function'],
  ['sound-4', 1, tune([call('u1', 'chorus'), ...playBlocks('A4 G4 F4 E4', 'v')], [{ name: 'chorus', body: playBlocks('G4 E4 G4 C5/h', 'c') }]), 'missing'],
  ['sound-5', 0, tune(playBlocks('E5 D5 C5/h D5 E5 C5/h C4/w G4/h C4/h', 'n')), 'missing-at'],
  ['sound-5', 1, tune([together(playBlocks('E5 D5 C5/h D5 E5 C5/h', 'a'), playBlocks('C4/h G4/h C4/h', 'b'))]), 'different'],
  ['sound-6', 0, tune([together([call('u1', 'verse')], [call('u2', 'verse')])], verse), 'extra-at'],
  ['sound-6', 1, tune([together([call('u1', 'verse')], [...playBlocks('-/w', 'w'), call('u2', 'verse')])], verse), 'extra-at'],
  ['sound-7', 0, tune(playBlocks('C4 C4 G4 G4 A4 A4 G4/h', 'n')), 'missing-at'],
  ['sound-7', 1, tune(playBlocks('C4 C4 G4 G4 A4 A4 G4/h say:twinkle', 'n')), 'missing-at'],
  ['sound-8', 0, tune([repeat('r', 2, playBlocks('C4 E4 G4 E4', 'n')), ...playBlocks('G4/h', 'e')]), 'last'],
  ['sound-8', 1, tune([repeat('r', 4, playBlocks('C4 E4 G4 E4 C5', 'n'))]), 'notes', { kind: 'notes', got: 20, min: 8, max: 16 }],
  ['sound-8', 2, tune(playBlocks('C4 E4 G4 E4 C4 E4 G4 E4 C5/h', 'n')), 'requirement', { kind: 'requirement', requirement: { kind: 'repeat' } }],
];

const soundWorldIds = new Set<string>(soundLabWorlds.map((w) => w.id));

describe('the mistakes in the Sound Lab’s world guide', () => {
  it('has a run for every mistake of every level, and no run for a mistake that is not there', () => {
    const named = worldGuides
      .filter((g) => soundWorldIds.has(g.worldId))
      .flatMap((g) => Object.entries(g.mistakes).flatMap(([levelId, list]) => list.map((_, i) => `${levelId} ${i}`)));
    expect(named.length).toBeGreaterThan(0);
    expect([...new Set(runs.map(([levelId, i]) => `${levelId} ${i}`))].sort()).toEqual(named.sort());
  });

  it.each(runs.map((r, n) => [`${r[0]} #${r[1] + 1} (${n})`, ...r] as const))(
    '%s: a tune the level allows, and its check stops where the mistake says',
    (_, levelId, __, program, said, exactly) => {
      const level = findLevel(levelId) as SoundLevel;
      expect(parseTuneProgram(program)).toMatchObject({ ok: true });
      expect(checkTuneForLevel(level, program)).toEqual({ ok: true });
      const check = checkTune(level, program);
      if (said === 'needs-function') expect(check.outcome).toBe('needs-function');
      else {
        expect(check.outcome).toBe('not-yet');
        expect(check.miss?.kind, JSON.stringify(check.miss)).toBe(said);
        if (exactly) expect(check.miss).toEqual(exactly);
      }
    },
  );
});
