import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build scripts, without types
import { messageParams, readEnglish, readTranslations } from '../../../scripts/i18n/catalogs.mjs';

type Entry = { source: string; translation: string };
const english = readEnglish().server as Record<string, Record<string, string>>;
const spanish = (readTranslations().es.server ?? {}) as Record<string, Record<string, Entry>>;
const params = (icu: string) => Object.keys(messageParams(icu) as object).sort();

// The server's words (decision 315): every message of its namespaces (locales/en/server/server.json,
// email.json) has its Spanish, made from today's English, with the same parameters. That every
// key the server uses exists is the typecheck's job (typed keys). Read, not compiled: the
// compiled catalogues stay as the test run found them.
describe('the server’s catalogues', () => {
  for (const ns of ['server', 'email']) {
    it(`have every Spanish message of "${ns}", none stale, with the English parameters`, () => {
      const messages = english[ns] ?? {};
      expect(Object.keys(messages).length).toBeGreaterThan(10);
      const problems: string[] = [];
      for (const [key, icu] of Object.entries(messages)) {
        const entry = spanish[ns]?.[key];
        if (!entry?.translation) problems.push(`${key}: not translated`);
        else if (entry.source !== icu) problems.push(`${key}: stale`);
        else if (params(entry.translation).join() !== params(icu).join()) problems.push(`${key}: parameters differ`);
      }
      for (const key of Object.keys(spanish[ns] ?? {})) if (!(key in messages)) problems.push(`${key}: no such English`);
      expect(problems).toEqual([]);
    });
  }
});
