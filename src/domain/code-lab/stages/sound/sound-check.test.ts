// A tune's check and its words (docs/product/code-lab.md#sound-lab): the goal by ear, then the
// requirements; the first place it differs named in English and Spanish.
import { describe, expect, it } from 'vitest';
import { englishWords, spanishWords } from '../../../../../tests/support/english-words';
import type { Stmt } from '../../blocks';
import { checkTune } from './sound-check';
import type { SoundGoal, SoundLevel, SoundRequirement } from './sound-level';
import type { Note, NoteLength, TargetSound } from './sound-types';
import { describeTune } from './sound-words';
import { parseTuneProgram, type TuneProgram } from './tune-program';

let n = 0;
const id = () => `b${(n += 1)}`;
const note = (note: Note, length: NoteLength = 'quarter'): Stmt => ({ id: id(), op: 'play-note', note, length });
const tune = (body: Stmt[], functions?: TuneProgram['functions']): TuneProgram =>
  functions ? { version: 4, kind: 'tune', body, functions } : { version: 4, kind: 'tune', body };
const target = (notes: Note[], from = 0, voice: 1 | 2 = 1): TargetSound[] =>
  notes.map((note, i) => ({ beat: from + i, voice, kind: 'note', note, length: 'quarter' }));
const level = (goal: SoundGoal, requirements: SoundRequirement[] = []): SoundLevel => ({
  id: 'sound-x',
  world: 'sound',
  number: 1,
  title: 'x',
  intro: 'x',
  hints: ['a', 'b', 'c'],
  toolbox: ['play-note', 'play-drum', 'rest', 'repeat', 'call', 'together', 'sound-say', 'tempo'],
  maxBlocks: 40,
  idealBlocks: 10,
  kind: 'sound',
  goal,
  requirements,
});
const words = (l: SoundLevel, p: TuneProgram) => {
  const check = checkTune(l, p);
  return [check.outcome, describeTune(check, englishWords), describeTune(check, spanishWords)];
};
const cde = level({ kind: 'match', target: target(['C4', 'D4', 'E4', 'F4']) });

describe('a tune against its target', () => {
  it('solves with the same sounds at the same beats', () => {
    expect(words(cde, tune(['C4', 'D4', 'E4', 'F4'].map((x) => note(x as Note))))).toEqual([
      'solved',
      'You did it! Your tune is right.',
      '¡Lo lograste! Tu canción está bien.',
    ]);
  });

  it('names the first note that differs, in the language of the page', () => {
    expect(words(cde, tune([note('C4'), note('D4'), note('D4'), note('F4')]))).toEqual([
      'not-yet',
      'Your third note is D; the tune wants E.',
      'Tu tercera nota es Re; la canción quiere Mi.',
    ]);
    expect(words(cde, tune([note('C4'), note('D5'), note('E4'), note('F4')]))[1]).toBe(
      'Your second note is D5; the tune wants D4.',
    );
  });

  it('names a length, a beat, a missing sound, an extra one and an empty tune', () => {
    expect(words(cde, tune([note('C4'), note('D4', 'half'), note('E4'), note('F4')])).slice(1)).toEqual([
      'Your second note, D4, lasts a half; the tune wants a quarter.',
      'Tu segunda nota, Re4, dura una blanca; la canción quiere una negra.',
    ]);
    expect(words(cde, tune([note('C4'), { id: 'r', op: 'rest', length: 'quarter' }, note('D4'), note('E4'), note('F4')])).slice(1)).toEqual([
      'Your second note, D4, starts on beat 3; in the tune it starts on beat 2.',
      'Tu segunda nota, Re4, empieza en el tiempo 3; en la canción empieza en el tiempo 2.',
    ]);
    expect(words(cde, tune([note('C4'), note('D4'), note('E4')])).slice(1)).toEqual([
      'Your tune ends too soon: next, the tune wants the note F4.',
      'Tu canción termina demasiado pronto: después, la canción quiere la nota Fa4.',
    ]);
    expect(words(cde, tune([note('C4'), note('D4'), note('E4'), note('F4'), { id: 'k', op: 'play-drum', drum: 'kick', length: 'quarter' }])).slice(1)).toEqual([
      'Your tune goes on too long: your fifth sound, a kick drum, comes after the end of the tune.',
      'Tu canción sigue de más: tu quinto sonido, el bombo, llega después del final de la canción.',
    ]);
    expect(words(cde, tune([]))[1]).toBe('Your tune has no sounds yet. Add a note!');
  });

  it('names a drum and a sound of another kind', () => {
    const beat = level({
      kind: 'match',
      target: [
        { beat: 0, voice: 1, kind: 'drum', drum: 'kick', length: 'quarter' },
        { beat: 1, voice: 1, kind: 'drum', drum: 'snare', length: 'quarter' },
      ],
    });
    const drum = (d: 'kick' | 'snare' | 'clap'): Stmt => ({ id: id(), op: 'play-drum', drum: d, length: 'quarter' });
    expect(words(beat, tune([drum('kick'), drum('clap')])).slice(1)).toEqual([
      'Your second drum is a clap; the tune wants a snare drum.',
      'Tu segundo tambor es una palmada; la canción quiere la caja.',
    ]);
    expect(words(beat, tune([drum('kick'), note('G4')])).slice(1)).toEqual([
      'Your second sound is the note G4; the tune wants a snare drum.',
      'Tu segundo sonido es la nota Sol4; la canción quiere la caja.',
    ]);
  });

  it('ignores which voice plays a sound and the order of sounds on one beat', () => {
    const chords = level({ kind: 'match', target: [...target(['C4', 'D4']), ...target(['E4', 'F4'], 0, 2)] });
    expect(checkTune(chords, tune([{ id: 't', op: 'together', first: [note('E4'), note('F4')], second: [note('C4'), note('D4')] }])).outcome).toBe('solved');
    expect(words(chords, tune([note('C4'), note('D4')])).slice(1)).toEqual([
      'On beat 1, the tune also wants the note E4.',
      'En el tiempo 1, la canción también quiere la nota Mi4.',
    ]);
    // Counted as the roll shows them: on a beat, voice 1 first.
    const overBass = level({ kind: 'match', target: [...target(['E5']), ...target(['C4'], 0, 2)] });
    expect(words(overBass, tune([{ id: 't', op: 'together', first: [note('F5')], second: [note('C4')] }])).slice(1)).toEqual([
      'Your first note is F; the tune wants E.',
      'Tu primera nota es Fa; la canción quiere Mi.',
    ]);
    const twoVoices = tune([{ id: 't', op: 'together', first: [note('C4'), note('D4')], second: [note('E4'), note('F4')] }]);
    expect(words(level({ kind: 'match', target: target(['C4', 'D4']) }), twoVoices).slice(1)).toEqual([
      'On beat 1, your second sound, the note E4, is not in the tune.',
      'En el tiempo 1, tu segundo sonido, la nota Mi4, no está en la canción.',
    ]);
    expect(words(chords, tune([{ id: 't', op: 'together', first: [note('C4'), note('D4')], second: [note('E4'), note('G4')] }]))[1]).toBe(
      'Your fourth note is G; the tune wants F.',
    );
  });

  it('counts beats, not seconds: the tempo changes nothing the target hears', () => {
    expect(checkTune(cde, tune([{ id: 'tm', op: 'tempo', bpm: 160 }, ...['C4', 'D4', 'E4', 'F4'].map((x) => note(x as Note))])).outcome).toBe('solved');
  });
});

describe('requirements, in order, after the goal', () => {
  const right = () => ['C4', 'D4', 'E4', 'F4'].map((x) => note(x as Note));
  it('asks for a repeat, two voices, words, a function, at most some blocks', () => {
    expect(words(level(cde.goal, [{ kind: 'repeat' }]), tune(right()))[1]).toMatch(/wants a Repeat/);
    expect(words(level(cde.goal, [{ kind: 'voices' }]), tune(right()))[1]).toMatch(/two voices at once/);
    expect(words(level(cde.goal, [{ kind: 'say', phrase: 'hello' }]), tune(right())).slice(1)).toEqual([
      'Your tune sounds right! Not yet, though: this puzzle wants your tune to say “Hello!”.',
      '¡Tu canción suena bien! Pero todavía no: este reto quiere que tu canción diga «¡Hola!».',
    ]);
    expect(words(level(cde.goal, [{ kind: 'function' }]), tune(right()))[0]).toBe('needs-function');
    expect(words(level(cde.goal, [{ kind: 'max-blocks', blocks: 3 }]), tune(right()))[1]).toBe(
      'Your tune sounds right! Not yet, though: it uses 4 blocks, and this puzzle wants 3 or fewer. What comes again?',
    );
    const withFn = tune([{ id: 'c', op: 'call', name: 'chorus' }, note('E4'), note('F4')], [{ name: 'chorus', body: [note('C4'), note('D4')] }]);
    expect(checkTune(level(cde.goal, [{ kind: 'function' }, { kind: 'max-blocks', blocks: 5 }]), withFn).outcome).toBe('solved');
    const unused = tune(right(), [{ name: 'verse', body: [note('C4')] }]);
    expect(checkTune(cde, unused).outcome).toBe('unused-function');
  });

  it('says a tune of too many sounds is too long, and judges nothing else', () => {
    let body: Stmt[] = [note('C4', 'eighth'), note('D4', 'eighth'), note('E4', 'eighth')];
    for (let i = 0; i < 3; i++) body = [{ id: `r${i}`, op: 'repeat', times: 10, body }];
    expect(words(cde, tune(body))).toEqual([
      'too-long',
      'Your tune is too long: it stops after 2,000 sounds. Make a Repeat smaller, or take a block away.',
      'Tu canción es demasiado larga: se para tras 2000 sonidos. Haz más pequeño un Repetir o quita un bloque.',
    ]);
  });
});

describe('the schema of a tune', () => {
  it('refuses a together inside a together, written there or through a function', () => {
    const inner: Stmt = { id: 'in', op: 'together', first: [], second: [] };
    expect(parseTuneProgram(tune([{ id: 'out', op: 'together', first: [], second: [{ id: 'r', op: 'repeat', times: 2, body: [inner] }] }]))).toEqual({
      ok: false,
      message: '"program": the block "in" plays together inside a together; a tune has two voices at most.',
    });
    const viaFunction = tune([{ id: 'out', op: 'together', first: [{ id: 'c', op: 'call', name: 'verse' }], second: [] }], [{ name: 'verse', body: [inner] }]);
    expect(parseTuneProgram(viaFunction)).toEqual({
      ok: false,
      message: '"program": the block "c" uses verse, which plays together, inside a together; a tune has two voices at most.',
    });
    // A function that plays together, used outside one, is a tune.
    expect(parseTuneProgram(tune([{ id: 'c', op: 'call', name: 'verse' }], [{ name: 'verse', body: [inner] }])).ok).toBe(true);
  });
});

describe('any tune of a shape', () => {
  const shape = level({ kind: 'shape', shape: { notes: { min: 4, max: 6 }, first: 'C', last: 'C' } });
  it('counts notes and reads the first and the last note by letter, any octave', () => {
    expect(checkTune(shape, tune([note('C4'), note('E4'), note('G4'), note('C5')])).outcome).toBe('solved');
    expect(words(shape, tune([note('C4'), note('E4'), note('C5')])).slice(1)).toEqual([
      'Your tune has 3 notes; this puzzle wants 4 to 6.',
      'Tu canción tiene 3 notas; este reto quiere de 4 a 6.',
    ]);
    expect(words(shape, tune([{ id: 'k', op: 'play-drum', drum: 'kick', length: 'quarter' }]))[1]).toBe(
      'Your tune has 0 notes; this puzzle wants 4 to 6.',
    );
    expect(words(shape, tune([{ id: 'r', op: 'rest', length: 'whole' }]))[1]).toBe('Your tune has no sounds yet. Add a note!');
    expect(words(shape, tune([note('D4'), note('E4'), note('G4'), note('C5')])).slice(1)).toEqual([
      'Your tune starts on D; this puzzle wants it to start on C.',
      'Tu canción empieza en Re; este reto quiere que empiece en Do.',
    ]);
    expect(words(shape, tune([note('C4'), note('E4'), note('G4'), note('A4')])).slice(1)).toEqual([
      'Your tune ends on A; this puzzle wants it to end on C.',
      'Tu canción termina en La; este reto quiere que termine en Do.',
    ]);
  });
});
