import { describe, expect, it } from 'vitest';
import { classCsv, CSV_HEADER } from './class-export';

// The CSV's words in the request's language (issue 26, docs/product/classes.md#in-spanish).
describe('the class CSV', () => {
  it('names its columns in English, or in Spanish for a Spanish request', () => {
    expect(classCsv([], 'UTC', []).split('\r\n')[0]).toBe(CSV_HEADER.join(','));
    expect(CSV_HEADER[0]).toBe('Nickname');
    const spanish = classCsv([], 'UTC', [], 'es').split('\r\n')[0]!.split(',');
    expect(spanish).toHaveLength(CSV_HEADER.length);
    expect(spanish[0]).toBe('Apodo');
    expect(spanish).toContain('Última actividad');
    expect(spanish).toContain('Tareas terminadas');
  });
});
