// The Sound Lab's tune in words (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page),
// for a child who cannot hear it or see the roll: each event as a step ("Step 3: play D4 for a
// quarter", "Paso 3: toca Re4 una negra"), note names as the page's language learns them (C D E,
// Do Re Mi). Pure: events and the words, nothing else.
import type { SoundEvent } from '../../../../../domain/code-lab/stages/sound/sound-types';
import {
  drumWords,
  lengthWords,
  noteWords,
  phraseWords,
} from '../../../../../domain/code-lab/stages/sound/sound-words';
import type { Translate } from '../../../../../i18n/translate';

// The notes, lengths, drums and words are the engine's (`soundLab`), so the roll, the editor and
// the feedback name them alike.
export { drumWords, lengthWords, noteWords, phraseWords };

/** A bar's short label on the roll: "C4", "Do4", a drum's short name, the words said. */
export function barLabel(event: SoundEvent, t: Translate): string {
  switch (event.kind) {
    case 'note':
      return noteWords(event.note, t);
    case 'drum':
      return t(`soundLevel.drumShort.${event.drum}`);
    case 'say':
      return phraseWords(event.phrase, t);
    case 'rest':
      return '';
  }
}

/** What one event does, as a step's action: "play D4 for a quarter". */
function eventWords(event: SoundEvent, t: Translate): string {
  switch (event.kind) {
    case 'note':
      return t('soundLevel.step.note', {
        note: noteWords(event.note, t),
        length: lengthWords(event.length, t),
      });
    case 'drum':
      return t('soundLevel.step.drum', {
        drum: drumWords(event.drum, t),
        length: lengthWords(event.length, t),
      });
    case 'rest':
      return t('soundLevel.step.rest', { length: lengthWords(event.length, t) });
    case 'say':
      return t('soundLevel.step.say', { phrase: phraseWords(event.phrase, t) });
  }
}

/** "C4, a quarter": a note bar's name beside its short label. */
export function barWords(event: SoundEvent, t: Translate): string {
  if (event.kind === 'note')
    return t('soundLevel.bar.note', {
      note: noteWords(event.note, t),
      length: lengthWords(event.length, t),
    });
  if (event.kind === 'drum')
    return t('soundLevel.bar.note', {
      note: drumWords(event.drum, t),
      length: lengthWords(event.length, t),
    });
  return eventWords(event, t);
}

/**
 * A step as a screen reader reads it: "Step 3: play D4 for a quarter", with its voice where the
 * tune has two ("Step 5, voice 2: play E4 for a half").
 */
export function stepWords(event: SoundEvent, n: number, twoVoices: boolean, t: Translate): string {
  const what = eventWords(event, t);
  return twoVoices
    ? t('soundLevel.step.withVoice', { n, voice: event.voice, what })
    : t('soundLevel.step.plain', { n, what });
}

/** Whether any event is in the second voice. */
export const hasTwoVoices = (events: readonly SoundEvent[]): boolean =>
  events.some((e) => e.voice === 2);

/** A tune's length in words: "8 beats, 5 seconds". */
export const tuneLengthWords = (beats: number, seconds: number, t: Translate): string =>
  t('soundLevel.text.length', { beats, seconds: Math.round(seconds) });
