/**
 * Tab-separated text as spreadsheets put it on the clipboard (Excel, Google Sheets, LibreOffice):
 * rows end with CRLF or LF, cells are separated by TAB, and a cell holding a tab, a line break or
 * a double quote is written in double quotes with inner quotes doubled (the CSV rule of RFC 4180
 * with TAB as separator). A trailing line break (Excel adds one) ends the last row, it does not add
 * an empty one.
 */

/** Reads clipboard text into rows of cells. `''` → `[]`. */
export function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  const n = text.length;
  let quoted = false;
  let atCellStart = true;
  while (i < n) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      cell += ch;
      i++;
      continue;
    }
    if (ch === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
      i++;
      continue;
    }
    if (ch === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    cell += ch;
    atCellStart = false;
    i++;
  }
  if (!atCellStart || cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Writes rows of cells as clipboard text (null → empty cell), CRLF between rows as Excel does. */
export function toTsv(rows: Array<Array<string | null>>): string {
  return rows.map((r) => r.map((v) => {
    const s = v ?? '';
    return /[\t\r\n"]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  }).join('\t')).join('\r\n');
}
