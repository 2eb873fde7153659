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

/** A whole CSV document: the header row, then the rows. */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `\ufeff${[header, ...rows].map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
