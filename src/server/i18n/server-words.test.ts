// The server's words (docs/decisions/315-the-server-says-words-not-text.md): every message of its
// namespaces (locales/en/server/server.json, email.json) has its Spanish, made from today's
// English, with the same parameters and valid ICU. That every key the server uses exists is the
// typecheck's job (typed keys).
import { describe, expect, it } from 'vitest';
import { compileAll } from '../../../scripts/i18n/compile.mjs';
import { translatorFor } from './translators';

describe('the server’s catalogues', () => {
  it('have every Spanish message, none stale, none broken', () => {
    const problems = compileAll({ quiet: true, dryRun: true }).filter((p: string) => /^(server|email)\./.test(p));
    expect(problems).toEqual([]);
  });

  it('say the same thing in English as before, and in Spanish', () => {
    expect(translatorFor('en')('server.auth.wrongLogin')).toBe('That email and password do not match. Please try again.');
    expect(translatorFor('es')('server.auth.wrongLogin')).toBe('Ese correo y esa contraseña no coinciden. Inténtalo de nuevo.');
    expect(translatorFor('es')('server.classes.askTeacher', { minutes: 1 })).toContain('1 minuto');
  });
});
