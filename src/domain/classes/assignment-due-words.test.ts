import { describe, expect, it } from 'vitest';
import {
  childDueWords,
  dayWords,
  isOverdue,
  teacherDueWords,
  todayOf,
} from './assignment-due-words';
import { setupI18n } from '@lingui/core';
import { serverCatalog } from '../../i18n/generated/server-catalog';
import type { Locale } from '../../i18n/locales';
import { translator } from '../../i18n/translate';

const translatorFor = (locale: Locale) =>
  translator(setupI18n({ locale, messages: { [locale]: serverCatalog[locale] ?? {} } }));
const en = translatorFor('en');
const es = translatorFor('es');

// Thursday 3 December 2026, mid-morning on this device's clock.
const now = new Date(2026, 11, 3, 10, 30);

describe('due words', () => {
  it('names a day by weekday, date and month', () => {
    expect(todayOf(now)).toBe('2026-12-03');
    expect(dayWords('2026-12-04', 'en')).toBe('Friday 4 December');
    expect(dayWords('2027-01-01', 'en')).toBe('Friday 1 January');
  });

  it('tells the teacher the whole day, and when it has passed', () => {
    expect(teacherDueWords('2026-12-04', now, en, 'en')).toBe('Due Friday 4 December');
    expect(teacherDueWords('2026-12-03', now, en, 'en')).toBe('Due today, Thursday 3 December');
    expect(teacherDueWords('2026-12-01', now, en, 'en')).toBe('Overdue: it was due Tuesday 1 December');
    expect(teacherDueWords(null, now, en, 'en')).toBe('No due date');
    expect(isOverdue('2026-12-02', now)).toBe(true);
    expect(isOverdue('2026-12-03', now)).toBe(false);
  });

  it('tells a child the weekday within the week, the date after it, and a passed day kindly', () => {
    expect(childDueWords('2026-12-03', now, en, 'en')).toBe('due today');
    expect(childDueWords('2026-12-04', now, en, 'en')).toBe('due Friday');
    expect(childDueWords('2026-12-10', now, en, 'en')).toBe('due Thursday');
    expect(childDueWords('2026-12-11', now, en, 'en')).toBe('due 11 December');
    expect(childDueWords('2026-12-02', now, en, 'en')).toBe(
      'The due day has passed, but you can still do it!',
    );
    expect(childDueWords(null, now, en, 'en')).toBeNull();
  });

  it('says the same in Spanish, with Intl\'s weekdays and months', () => {
    expect(dayWords('2026-12-04', 'es')).toBe('viernes, 4 de diciembre');
    expect(teacherDueWords('2026-12-04', now, es, 'es')).toBe('Para el viernes, 4 de diciembre');
    expect(teacherDueWords('2026-12-01', now, es, 'es')).toBe('Atrasada: era para el martes, 1 de diciembre');
    expect(childDueWords('2026-12-03', now, es, 'es')).toBe('para hoy');
    expect(childDueWords('2026-12-04', now, es, 'es')).toBe('para el viernes');
    expect(childDueWords('2026-12-11', now, es, 'es')).toBe('para el 11 de diciembre');
  });
});
