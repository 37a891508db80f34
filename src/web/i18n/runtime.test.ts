import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { Words } from './runtime';

// The browser's reader says every message exactly as @lingui/core (the server's) does.
const cases: Array<[string, Record<string, unknown>]> = [
  ['Plain words.', {}],
  ['Hi there, {name}!', { name: 'Sam' }],
  ['{points, plural, one {# point} other {# points}}', { points: 1 }],
  ['{points, plural, one {# point} other {# points}}', { points: 1500 }],
  ['{n, plural, =0 {none} one {# {thing}} other {# {thing}s}}', { n: 0, thing: 'cat' }],
  ['{n, plural, offset:1 one {you and # more} other {you and # others}}', { n: 3 }],
  ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }],
  ['{kind, select, child {a child} other {a grown-up}}', { kind: 'child' }],
  ['{kind, select, child {a child} other {a grown-up}}', { kind: 'teacher' }],
  ['{n, number} and {p, number, percent}', { n: 12345.5, p: 0.25 }],
  ['You are <b>{percent}%</b> of the way.', { percent: 40 }],
  ["It''s {count, plural, one {# lesson} other {# lessons}} done.", { count: 2 }],
];

describe('the browser reader of compiled messages', () => {
  for (const locale of ['en', 'es']) {
    it(`says every kind of message as @lingui/core does (${locale})`, () => {
      const lingui = setupI18n();
      const words = new Words();
      const catalog = Object.fromEntries(cases.map(([icu], index) => [`k${index}`, compileMessage(icu)]));
      lingui.load(locale, catalog);
      lingui.activate(locale);
      words.load(locale, catalog);
      words.activate(locale);
      cases.forEach(([, values], index) => expect(words._(`k${index}`, values)).toBe(lingui._(`k${index}`, values)));
    });
  }

  it('shows an unknown key as itself and tells listeners of a switch', () => {
    const words = new Words();
    let changes = 0;
    const stop = words.on('change', () => changes++);
    words.activate('es');
    stop();
    words.activate('en');
    expect(changes).toBe(1);
    expect(words._('shell.nope')).toBe('shell.nope');
  });
});
