// CSV as RFC 4180 writes it, safe to open in a spreadsheet (OWASP CSV injection): a text cell that a spreadsheet
// could run as a formula is quoted and gets a leading apostrophe. That is a cell starting with = + - @, a tab or
// a carriage return, or their full-width forms (＝ ＋ － ＠, which some spreadsheets read as the ASCII ones), and a
// cell in which such a character follows a `;` or `,` (a reader splitting on it sees a new cell), spaces between.
export type CsvCell = string | number | null | undefined;

const FORMULA = /(?:^|[;,])\s*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers are ours, never user text: a negative one stays a number.
  if (typeof value === 'number') return String(value);
  const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
  if (FORMULA.test(value)) return quote(`'${value}`);
  return /[",\r\n]|^\s|\s$/.test(value) ? quote(value) : value;
}

/** A CSV document with a header row, CRLF line ends and a byte order mark so spreadsheets read UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
