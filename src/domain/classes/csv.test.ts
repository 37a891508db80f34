import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells a spreadsheet cannot run', () => {
  it('escapes every cell that starts like a formula: = + - @ tab and carriage return', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('escapes the fullwidth signs and a leading invisible format character too', () => {
    expect(csvCell('＝1+1')).toBe(`"'＝1+1"`);
    expect(csvCell('＋1')).toBe(`"'＋1"`);
    expect(csvCell('－1')).toBe(`"'－1"`);
    expect(csvCell('＠SUM(A1)')).toBe(`"'＠SUM(A1)"`);
    expect(csvCell('\u200B=1')).toBe(`"'\u200B=1"`);
    expect(csvCell('\u202E=1')).toBe(`"'\u202E=1"`);
    expect(csvCell('\u2066Bo')).toBe(`"'\u2066Bo"`);
    expect(csvCell('\uFEFF=1')).toBe(`"'\uFEFF=1"`);
    expect(csvCell('Bo＝1')).toBe('Bo＝1');
  });

  it('leaves plain text and numbers alone, and quotes commas, quotes and line breaks', () => {
    expect(csvCell('Bo')).toBe('Bo');
    expect(csvCell("O'Neil")).toBe("O'Neil");
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell('Loops; Patterns, too')).toBe('"Loops; Patterns, too"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 1],
        ['=b', null],
      ]),
    ).toBe(`a,1\r\n"'=b",\r\n`);
  });
});
