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
