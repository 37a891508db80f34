// One Spanish word for each thing a child meets twice (docs/product/glossary.md,
// docs/decisions/381-one-spanish-word-each.md): the words the glossary replaced must not come back
// in any Spanish catalogue or content translation, and the sentences it fixes read the same
// everywhere.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { po } from 'gettext-parser';

const root = path.resolve(import.meta.dirname, '../../locales/es');

/** Every translation in locales/es, as [file and key, Spanish]. */
function spanish(): Array<[string, string]> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.po'));
  return files.flatMap((file) => {
    const parsed = po.parse(readFileSync(path.join(root, file)));
    return Object.values(parsed.translations).flatMap((byId) =>
      Object.values(byId)
        .filter((entry) => entry.msgid !== '')
        .map((entry): [string, string] => [`${file} ${entry.msgctxt ?? ''}`, entry.msgstr.join('')]),
    );
  });
}

/** A word the glossary replaced, and the glossary's word. */
const replaced: Array<[RegExp, string]> = [
  [/puntos? de programación/i, 'puntos Ada'],
  [/desaf[ií]os?/i, 'reto'],
  [/rompecabezas|acertijos?/i, 'reto'],
  [/gu[ií]as? de las lecciones/i, 'Guías de lección'],
  [/no hay (una )?voz/i, 'Este dispositivo no tiene una voz en español.'],
];

describe('the Spanish glossary', () => {
  const all = spanish();

  it('finds the Spanish translations', () => {
    expect(all.length).toBeGreaterThan(1000);
  });

  it('has no word it replaced', () => {
    const found = all.flatMap(([where, text]) =>
      replaced.filter(([wrong]) => wrong.test(text)).map(([, right]) => `${where}: "${text.slice(0, 60)}" (say ${right})`),
    );
    expect(found).toEqual([]);
  });

  it('says "no Spanish voice" in one sentence in lessons and in the Code Lab', () => {
    const noVoice = all.filter(([where]) => /readAloud\.noVoice|noVoiceForLanguage/.test(where)).map(([, text]) => text);
    expect(noVoice.length).toBe(2);
    expect(new Set(noVoice)).toEqual(new Set(['Este dispositivo no tiene una voz en español.']));
  });
});
