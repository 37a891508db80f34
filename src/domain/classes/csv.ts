// CSV as RFC 4180 writes it, safe to open in a spreadsheet (docs/product.md#classes,
// docs/decisions/163-class-csv-export.md and
// docs/decisions/187-names-without-format-characters.md): a text cell that a spreadsheet could run
// as a formula gets a leading apostrophe and quotes: one that starts with = + - @ (or their
// fullwidth forms ＝ ＋ － ＠, which some spreadsheets read the same), a tab, a carriage return, or an
// invisible format character (a zero-width or direction character can hide the = after it). Any
// cell with a comma, a quote or a line break is quoted, its quotes doubled.

const FORMULA_START = /^(?:[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]|\p{Cf})/u;
const NEEDS_QUOTES = /[",\r\n]/;

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** One cell: text as is (or escaped), numbers in full, null as empty. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (FORMULA_START.test(value)) return quoted(`'${value}`);
  return NEEDS_QUOTES.test(value) ? quoted(value) : value;
}

/** Rows of cells, each line ended by CRLF. */
export const toCsv = (rows: readonly (readonly (string | number | null)[])[]): string =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
