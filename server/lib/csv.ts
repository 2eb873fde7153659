/**
 * CSV that spreadsheets open safely: a cell starting with = + - @ tab or CR gets a quote in front
 * (so it is shown as text, never run as a formula); cells are quoted when needed; a UTF-8 byte
 * order mark and CRLF line ends, as spreadsheet programs expect.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row of cells with its CRLF line end. */
export const csvLine = (cells: readonly (string | number | null)[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The byte order mark a CSV document starts with (so spreadsheet programs read UTF-8). */
export const CSV_BOM = '\ufeff';

/** A whole CSV document: the header row, then the rows. */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join('')}`;
}
