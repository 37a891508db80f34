// What a tune's check means, in words an 8-year-old reads (docs/product/code-lab.md#sound-lab), in
// the page's language: the first place the tune differs, in the child's voice ("Your third note is
// E; the tune wants D." / "Tu tercera nota es Mi; la canción quiere Re."), from the catalogue
// (`soundLab`), said by the `t` the caller passes (the page's, or the server's for a 422). Notes
// are named as the language names them (C D E / Do Re Mi); beats are counted from 1.
import type { Translate } from '../../../../i18n/translate';
import type { TuneCheck, TuneMiss } from './sound-check';
import { noteName, noteOctave, type Drum, type Note, type NoteLength, type NoteName, type SoundPhrase, type SoundWhat } from './sound-types';

/** A note's letter in the page's language ("E", "Mi"). @public for the page's roll and its words. */
export const noteLetterWords = (name: NoteName, t: Translate): string => t(`soundLab.note.${name}`);

/** A note with its octave ("E4", "Mi4"). @public for the page's roll and its words. */
export const noteWords = (note: Note, t: Translate): string =>
  t('soundLab.noteOctave', { name: noteLetterWords(noteName(note), t), octave: noteOctave(note) });

/** A length as the child says it ("a quarter", "una negra"). @public for the page's roll. */
export const lengthWords = (length: NoteLength, t: Translate): string => t(`soundLab.length.${length}`);

/** A drum ("a kick drum", "el bombo"). @public for the page's roll. */
export const drumWords = (drum: Drum, t: Translate): string => t(`soundLab.drum.${drum}`);

/** Words a tune says ("Hello!", "¡Hola!"). @public for the page's roll and its voice. */
export const phraseWords = (phrase: SoundPhrase, t: Translate): string => t(`soundLab.phrase.${phrase}`);

type Heard = Exclude<SoundWhat, { kind: 'rest' }>;

/** A sound as the object of a sentence: "the note E", "a kick drum", "the words “Hello!”". */
function soundWords(what: Heard, t: Translate, withOctave = false): string {
  switch (what.kind) {
    case 'note':
      return t('soundLab.what.note', {
        note: withOctave ? noteWords(what.note, t) : noteLetterWords(noteName(what.note), t),
      });
    case 'drum':
      return drumWords(what.drum, t);
    case 'say':
      return t('soundLab.what.say', { phrase: phraseWords(what.phrase, t) });
  }
}

/** Two notes by letter, or with their octaves when the letters are the same ("E4", "E5"). */
function twoNotes(got: Note, want: Note, t: Translate): [string, string] {
  const sameLetter = noteName(got) === noteName(want);
  const say = (note: Note) => (sameLetter ? noteWords(note, t) : noteLetterWords(noteName(note), t));
  return [say(got), say(want)];
}

/** The nth of a noun: "third" (Spanish: "tercera" for a note, "tercer" for a drum or a sound). */
const nthWords = (n: number, noun: 'note' | 'drum' | 'sound', t: Translate): string =>
  noun === 'note' ? t('soundLab.nth.feminine', { n }) : t('soundLab.nth.masculine', { n });

/** Where a tune first differs from its goal, in words. */
function describeMiss(miss: TuneMiss, t: Translate): string {
  switch (miss.kind) {
    case 'empty':
      return t('soundLab.miss.empty');
    case 'different': {
      const { got, want } = miss;
      const noun = got.kind === want.kind && got.kind !== 'say' ? got.kind : 'sound';
      const nth = nthWords(miss.nth, noun, t);
      if (miss.part === 'what') {
        if (got.kind === 'note' && want.kind === 'note') {
          const [g, w] = twoNotes(got.note, want.note, t);
          return t('soundLab.miss.note', { nth, got: g, want: w });
        }
        if (got.kind === 'drum' && want.kind === 'drum')
          return t('soundLab.miss.drum', { nth, got: drumWords(got.drum, t), want: drumWords(want.drum, t) });
        return t('soundLab.miss.sound', { nth, got: soundWords(got, t, true), want: soundWords(want, t, true) });
      }
      const what = got.kind === 'note' ? noteWords(got.note, t) : soundWords(got, t);
      if (miss.part === 'beat') return t('soundLab.miss.beat', { noun, nth, what, got: got.beat + 1, want: want.beat + 1 });
      // A length: both are notes or drums (words have none).
      const length = (h: Heard) => (h.kind === 'say' ? '' : lengthWords(h.length, t));
      return t('soundLab.miss.length', { noun, nth, what, got: length(got), want: length(want) });
    }
    case 'missing':
      return t('soundLab.miss.missing', { want: soundWords(miss.want, t, true) });
    case 'missing-at':
      return t('soundLab.miss.missingAt', { beat: miss.want.beat + 1, want: soundWords(miss.want, t, true) });
    case 'extra-at':
      return t('soundLab.miss.extraAt', {
        beat: miss.got.beat + 1,
        nth: nthWords(miss.nth, 'sound', t),
        got: soundWords(miss.got, t, true),
      });
    case 'extra':
      return t('soundLab.miss.extra', { nth: nthWords(miss.nth, 'sound', t), got: soundWords(miss.got, t, true) });
    case 'notes':
      return t('soundLab.miss.notes', { got: miss.got, min: miss.min, max: miss.max });
    case 'first':
    case 'last': {
      const got = miss.got ? noteLetterWords(miss.got, t) : '';
      const want = noteLetterWords(miss.want, t);
      return miss.kind === 'first' ? t('soundLab.miss.first', { got, want }) : t('soundLab.miss.last', { got, want });
    }
    case 'requirement': {
      const r = miss.requirement;
      switch (r.kind) {
        case 'function':
          return t('soundLab.outcome.needsFunction');
        case 'repeat':
          return t('soundLab.requirement.repeat');
        case 'voices':
          return t('soundLab.requirement.voices');
        case 'say':
          return r.phrase
            ? t('soundLab.requirement.sayPhrase', { phrase: phraseWords(r.phrase, t) })
            : t('soundLab.requirement.say');
        case 'max-blocks':
          return t('soundLab.requirement.maxBlocks', { got: miss.got ?? 0, blocks: r.blocks });
      }
    }
  }
}

/** What a check of a tune found, for the box under the roll and the server's 422. */
export function describeTune(check: TuneCheck, t: Translate): string {
  switch (check.outcome) {
    case 'solved':
      return t('soundLab.outcome.solved');
    case 'too-long':
      return t('soundLab.outcome.tooLong');
    case 'needs-function':
      return t('soundLab.outcome.needsFunction');
    case 'unused-function':
      return t('soundLab.outcome.unusedFunction');
    case 'not-yet':
      return check.miss ? describeMiss(check.miss, t) : t('soundLab.miss.empty');
  }
}
