import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import enShell from '../../i18n/generated/messages/en/shell';
import esShell from '../../i18n/generated/messages/es/shell';
import { translator } from '../../i18n/translate';
import { isOpenAtLevel, levelGate } from './level-gate';

// docs/decisions/365-how-far-to-a-level.md: every "opens at Level N" says how far, from this one
// function.
const words = (locale: 'en' | 'es') =>
  translator(setupI18n({ locale, messages: { [locale]: locale === 'en' ? enShell : esShell } }));

describe('isOpenAtLevel (docs/decisions/394-level-gates-as-data.md)', () => {
  it('opens from the start when there is no gate', () => {
    expect(isOpenAtLevel(undefined, 1)).toBe(true);
    expect(isOpenAtLevel(undefined, 9)).toBe(true);
  });

  it('opens at the level and above, not one level short', () => {
    expect(isOpenAtLevel(4, 3)).toBe(false);
    expect(isOpenAtLevel(4, 4)).toBe(true);
    expect(isOpenAtLevel(4, 5)).toBe(true);
    expect(isOpenAtLevel(1, 1)).toBe(true);
  });
});

describe('levelGate', () => {
  it('opens at exactly the level\'s points and not one point short', () => {
    // Level 4 is 300 points (Level = 1 + floor(points / 100)).
    expect(levelGate(299, 4)).toMatchObject({ reached: false, remaining: 1 });
    expect(levelGate(300, 4)).toMatchObject({ reached: true, remaining: 0 });
    expect(levelGate(499, 6)).toMatchObject({ reached: false, remaining: 1 });
    expect(levelGate(500, 6)).toMatchObject({ reached: true, remaining: 0 });
    expect(levelGate(699, 8)).toMatchObject({ reached: false, remaining: 1 });
    expect(levelGate(700, 8)).toMatchObject({ reached: true, remaining: 0 });
  });

  it('counts the points still to earn before a level', () => {
    expect(levelGate(0, 4)).toEqual({ level: 4, points: 0, reached: false, remaining: 300, percent: 0 });
    expect(levelGate(175, 4)).toMatchObject({ reached: false, remaining: 125, percent: 58 });
    expect(levelGate(299, 4)).toMatchObject({ reached: false, remaining: 1, percent: 99 });
    expect(levelGate(0, 3).remaining).toBe(200);
  });

  it('is reached at the level and above, with nothing left', () => {
    expect(levelGate(300, 4)).toMatchObject({ reached: true, remaining: 0, percent: 100 });
    expect(levelGate(1250, 4)).toMatchObject({ reached: true, remaining: 0, percent: 100 });
    expect(levelGate(0, 1)).toMatchObject({ reached: true, remaining: 0, percent: 100 });
  });

  it('reads odd totals as whole points, never below zero', () => {
    expect(levelGate(-20, 2)).toMatchObject({ points: 0, remaining: 100 });
    expect(levelGate(99.9, 2)).toMatchObject({ points: 99, remaining: 1 });
    expect(levelGate(Number.NaN, 2)).toMatchObject({ points: 0, remaining: 100 });
  });

  it('says it in English and Spanish, one point and many', () => {
    const en = words('en');
    const es = words('es');
    const say = (t: typeof en, points: number, level: number) =>
      t('shell.levelGate.toGo', { remaining: levelGate(points, level).remaining, level });
    expect(say(en, 0, 4)).toBe('300 more points to Level 4');
    expect(say(en, 299, 4)).toBe('1 more point to Level 4');
    expect(say(es, 0, 4)).toBe('Te faltan 300 puntos para el nivel 4');
    expect(say(es, 299, 4)).toBe('Te falta 1 punto para el nivel 4');
  });
});
