import { describe, expect, it } from 'vitest';
import { translator } from '../../../../../i18n/translate';
import { i18n } from '../../../../i18n/i18n';
import { at, SCALE_BIT } from './test-tunes';
import { barWords, noteWords, stepWords } from './sound-words';

// The tune in words (docs/decisions/406-the-sound-lab.md#the-page-roll-sound-and-level-page).
const t = translator(i18n);

describe('a tune in words', () => {
  it('says each step as a screen reader reads it', () => {
    expect(SCALE_BIT.events.map((e, i) => stepWords(e, i + 1, false, t))).toEqual([
      'Step 1: play C4 for a quarter',
      'Step 2: play D4 for a quarter',
      'Step 3: rest for a quarter',
      'Step 4: play E4 for a half',
    ]);
  });

  it('names the voice where the tune has two, and says drums and words', () => {
    expect(stepWords(at(2, { kind: 'note', note: 'G5', length: 'eighth' }, 2), 5, true, t)).toBe(
      'Step 5, voice 2: play G5 for an eighth',
    );
    expect(stepWords(at(0, { kind: 'drum', drum: 'hihat', length: 'whole' }), 1, false, t)).toBe(
      'Step 1: play a hi-hat for a whole',
    );
    expect(stepWords(at(0, { kind: 'say', phrase: 'hello' }), 1, false, t)).toMatch(
      /^Step 1: say “.+”$/,
    );
  });

  it('labels a bar "C4, a quarter"', () => {
    expect(barWords(SCALE_BIT.events[0]!, t)).toBe('C4, a quarter');
    expect(noteWords('C6', t)).toBe('C6');
  });
});
