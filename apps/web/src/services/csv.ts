// CSV text (RFC 4180): no CSV library is installed, and quoting is all the export needs.

/** A cell: quoted when it holds a comma, a quote, a CR or LF (quotes doubled), or leading/trailing spaces. */
export function csvCell(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Rows of cells as CSV: CRLF after every record, as RFC 4180 writes it. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
