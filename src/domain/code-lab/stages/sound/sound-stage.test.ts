// The Sound Lab's engine (docs/product/code-lab.md#sound-lab): a tune to its transcript.
import { describe, expect, it } from 'vitest';
import type { Stmt } from '../../blocks';
import { execute } from '../../interpreter';
import { runTune, soundStage } from './sound-stage';
import { MAX_SOUND_EVENTS, type NoteLength, type Note } from './sound-types';
import type { TuneProgram } from './tune-program';

let n = 0;
const id = () => `b${(n += 1)}`;
const note = (note: Note, length: NoteLength = 'quarter'): Stmt => ({ id: id(), op: 'play-note', note, length });
const tune = (body: Stmt[], functions?: TuneProgram['functions']): TuneProgram =>
  functions ? { version: 4, kind: 'tune', body, functions } : { version: 4, kind: 'tune', body };
const brief = (p: TuneProgram) =>
  runTune(p).transcript.events.map((e) => `${e.beat}:${e.voice}:${e.kind === 'note' ? e.note : e.kind === 'drum' ? e.drum : e.kind === 'say' ? e.phrase : 'rest'}`);

describe('a tune runs to its transcript', () => {
  it('plays notes one after another, each from where the last ended, in seconds at 100 beats a minute', () => {
    const run = runTune(tune([note('C4'), note('D4', 'half'), note('E4', 'eighth'), { id: 'r', op: 'rest', length: 'whole' }]));
    expect(run.outcome).toBe('done');
    expect(run.transcript.events.map((e) => [e.beat, e.time, e.duration])).toEqual([
      [0, 0, 0.6],
      [1, 0.6, 1.2],
      [3, 1.8, 0.3],
      [3.5, 2.1, 2.4],
    ]);
    expect(run.transcript.beats).toBe(7.5);
    expect(run.transcript.seconds).toBeCloseTo(4.5, 10);
  });

  it('says words in no time, at the beat where they are', () => {
    const run = runTune(tune([note('C4'), { id: 's', op: 'sound-say', phrase: 'bravo' }, note('D4')]));
    expect(run.transcript.events.map((e) => [e.kind, e.beat, e.duration])).toEqual([
      ['note', 0, 0.6],
      ['say', 1, 0],
      ['note', 1, 0.6],
    ]);
  });

  it('repeats and calls functions', () => {
    const p = tune(
      [{ id: 'c1', op: 'call', name: 'chorus' }, { id: 'r', op: 'repeat', times: 2, body: [note('G4')] }, { id: 'c2', op: 'call', name: 'chorus' }],
      [{ name: 'chorus', body: [note('C4'), note('E4')] }],
    );
    expect(brief(p)).toEqual(['0:1:C4', '1:1:E4', '2:1:G4', '3:1:G4', '4:1:C4', '5:1:E4']);
  });

  it('plays together from the same beat as voices 1 and 2, and goes on after the longer', () => {
    const p = tune([
      note('C4'),
      { id: 't', op: 'together', first: [note('E4'), note('F4')], second: [note('C5', 'whole')] },
      note('G4'),
      { id: 't2', op: 'together', first: [note('A4', 'whole')], second: [{ id: 'd', op: 'play-drum', drum: 'kick', length: 'half' }] },
      note('B4'),
    ]);
    expect(brief(p)).toEqual(['0:1:C4', '1:1:E4', '1:2:C5', '2:1:F4', '5:1:G4', '6:1:A4', '6:2:kick', '10:1:B4']);
    expect(runTune(p).transcript.beats).toBe(11);
  });

  it('changes the seconds with the tempo, not the beats, for both voices from where it plays', () => {
    const p = tune([
      note('C4'),
      { id: 't', op: 'together', first: [note('E4'), { id: 'tm', op: 'tempo', bpm: 60 }, note('F4')], second: [note('C5'), note('D5'), note('E5')] },
    ]);
    const run = runTune(p);
    expect(run.transcript.events.map((e) => [e.beat, e.voice, e.time, e.duration])).toEqual([
      [0, 1, 0, 0.6],
      [1, 1, 0.6, 0.6],
      [1, 2, 0.6, 0.6],
      [2, 1, 1.2, 1],
      [2, 2, 1.2, 1],
      [3, 2, 2.2, 1],
    ]);
    expect(run.transcript.seconds).toBeCloseTo(3.2, 10);
  });

  it('stops at MAX_SOUND_EVENTS events as too long, naming the innermost repeat', () => {
    const inner: Stmt = { id: 'in', op: 'repeat', times: 10, body: [note('C4', 'eighth'), note('D4', 'eighth'), note('E4', 'eighth')] };
    const p = tune([{ id: 'a', op: 'repeat', times: 10, body: [{ id: 'b', op: 'repeat', times: 10, body: [inner] }] }]);
    const run = runTune(p);
    expect(run.outcome).toBe('too-long');
    expect(run.transcript.events).toHaveLength(MAX_SOUND_EVENTS);
    expect(run.failedBlockId).toBe('in');
  });

  it('stops a tune of ticks and no sounds as too long too', () => {
    const tempo: Stmt = { id: 'tm', op: 'tempo', bpm: 120 };
    let body: Stmt[] = [tempo];
    for (let i = 0; i < 5; i++) body = [{ id: `r${i}`, op: 'repeat', times: 10, body }];
    const run = runTune(tune(body));
    expect(run.outcome).toBe('too-long');
    expect(run.transcript.events).toHaveLength(0);
  });

  it('plays a together inside another (which the schema refuses) in the voice around it, and goes on', () => {
    const inner: Stmt = { id: 'in', op: 'together', first: [note('E4')], second: [note('G4', 'half')] };
    const p = tune([{ id: 'out', op: 'together', first: [note('C4')], second: [inner, note('A4')] }, note('B4')]);
    expect(brief(p)).toEqual(['0:1:C4', '0:2:E4', '0:2:G4', '2:2:A4', '3:1:B4']);
  });

  it('runs on the core interpreter: a stage without voices plays a together as one list after the other', () => {
    const { world } = soundStage.start();
    const ran = execute(world, { version: 2, body: [{ id: 't', op: 'together', first: [note('C4')], second: [note('D4')] }] }, {});
    expect(ran.outcome).toBe('ended-short');
    expect(ran.actions).toBe(2);
  });
});
