/**
 * Writes the messy-sheet corpus (packages/engine/test/fixtures/sheets/) with LibreOffice Calc, so
 * that the files are what a real spreadsheet program writes, not what Ferry's own writers make:
 *
 *   node scripts/make-sheet-corpus.ts          (needs `soffice`: Debian package libreoffice-calc-nogui)
 *
 * Each sheet below is described as cells (text, numbers, dates, empty cells, merged areas) and
 * written as a flat OpenDocument spreadsheet (.fods); LibreOffice converts it to XLSX ("Calc MS
 * Excel 2007 XML"), XLS ("MS Excel 97") and SpreadsheetML 2003 ("MS Excel 2003 XML"). The
 * manifest (manifest.json) records what a person sees in each sheet: the header's row number
 * (0 for a sheet without one, "form" for a form), and how many data rows it holds (exactly, or at
 * least). The files are committed; run this again only to change the corpus.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Cell = string | number | null | { date: string } | { merge: number; value: string };
type Sheet = { name: string; about: string; rows: Cell[][]; header: number | 'form'; dataRows: number; exact: boolean };

const OUT = fileURLToPath(new URL('../test/fixtures/sheets/', import.meta.url));

const first = ['Ada', 'Alan', 'Grace', 'Edsger', 'Barbara', 'Donald', 'Frances', 'John', 'Margaret', 'Ken', 'Radia', 'Tim'];
const last = ['Lovelace', 'Turing', 'Hopper', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Backus', 'Hamilton', 'Thompson', 'Perlman', 'Berners-Lee'];
const cities = ['London', 'Wilmslow', 'New York', 'Rotterdam', 'Boston', 'Stanford', 'Peru', 'Philadelphia', 'Paoli', 'New Orleans', 'Portsmouth', 'Geneva'];
const countries = ['GB', 'DE', 'FR', 'NL', 'US', 'ES', 'IT', 'AT'];
const day = (i: number) => ({ date: new Date(Date.UTC(2024, 0, 3 + i)).toISOString().slice(0, 10) });
const person = (i: number): Cell[] => [`${first[i % 12]} ${last[(i * 5) % 12]}`, `${first[i % 12]!.toLowerCase()}${i}@example.com`, day(i), Math.round((i * 37.5 + 12.25) * 100) / 100, countries[i % 8]!];
const people = (n: number, from = 0) => Array.from({ length: n }, (_, i) => person(from + i));
const HEAD: Cell[] = ['Name', 'E-Mail', 'Date', 'Amount', 'Country'];

const sheets: Sheet[] = [
  { name: 'plain', about: 'a header and 20 records', rows: [HEAD, ...people(20)], header: 1, dataRows: 20, exact: true },
  {
    name: 'title-notes-totals', about: 'a merged title, a note and a blank row above the header; a total and a note below the data',
    rows: [[{ merge: 5, value: 'Quarterly sales report' }], ['Prepared by: Operations', null, null, null, null], [], HEAD, ...people(15), [], ['Total', null, null, 4567.5, null], ['Generated on 2024-04-02 by the reporting system']],
    header: 4, dataRows: 15, exact: true,
  },
  {
    name: 'group-header', about: 'a two-row header: merged group names above the column names',
    rows: [[{ merge: 2, value: 'Customer' }, { merge: 3, value: 'Order' }], HEAD, ...people(12)], header: 2, dataRows: 12, exact: true,
  },
  { name: 'no-header-numbers', about: 'no header row: numbers only', rows: Array.from({ length: 25 }, (_, i) => [1000 + i, i * 2.5, (i * 7) % 13]), header: 0, dataRows: 25, exact: true },
  {
    name: 'no-header-mixed', about: 'no header row: id, product, price, date',
    rows: Array.from({ length: 20 }, (_, i) => [1001 + i, ['Widget', 'Gadget', 'Gizmo', 'Doohickey'][i % 4]!, 4.5 + i, day(i)]), header: 0, dataRows: 20, exact: true,
  },
  {
    name: 'repeated-header', about: 'the header repeated at the top of every printed page (3 pages of 10 records)',
    rows: [HEAD, ...people(10), HEAD, ...people(10, 10), [], HEAD, ...people(10, 20)], header: 1, dataRows: 30, exact: true,
  },
  {
    name: 'blank-column-blocks', about: 'two blocks of columns with a blank column between them',
    rows: [['Name', 'City', null, 'Amount', 'Date'], ...Array.from({ length: 15 }, (_, i) => [`${first[i % 12]} ${last[i % 12]}`, cities[i % 12]!, null, 10 + i, day(i)])], header: 1, dataRows: 15, exact: true,
  },
  {
    name: 'title-text-list', about: 'a title above a list whose rows are all text',
    rows: [['Members'], ...Array.from({ length: 10 }, (_, i) => [first[i]!, last[i]!, cities[i]!])], header: 0, dataRows: 10, exact: false,
  },
  { name: 'form', about: 'a form: a label with a value beside it on each row', rows: [['Name:', 'Ada Lovelace'], ['Born:', { date: '1815-12-10' }], ['Children:', 3], ['E-mail:', 'ada@example.com'], ['City:', 'London']], header: 'form', dataRows: 1, exact: true },
  {
    name: 'german-totals', about: 'German headers, dates and amounts, a "Summe" row below the data',
    rows: [['Kundennummer', 'Name', 'Datum', 'Betrag'], ...Array.from({ length: 20 }, (_, i) => [`K-${4000 + i}`, `${first[i % 12]} ${last[i % 12]}`, day(i), 19.99 * (i + 1)]), ['Summe', null, null, 4197.9]],
    header: 1, dataRows: 20, exact: true,
  },
  { name: 'long', about: 'a header and 2,000 records', rows: [HEAD, ...people(2000)], header: 1, dataRows: 2000, exact: true },
  {
    name: 'empty-header-cells', about: 'a header with two empty cells above filled columns',
    rows: [['Name', null, 'Date', null, 'Country'], ...people(18)], header: 1, dataRows: 18, exact: true,
  },
  { name: 'blank-rows-above', about: 'five blank rows above the header', rows: [[], [], [], [], [], HEAD, ...people(10)], header: 6, dataRows: 10, exact: true },
  {
    name: 'year-columns', about: 'a header of a text cell and years (numbers) above numbers',
    rows: [['Region', 2021, 2022, 2023], ...['North', 'South', 'East', 'West', 'Central'].map((r, i) => [r, 100 + i, 110 + i, 120 + i])], header: 1, dataRows: 5, exact: true,
  },
  {
    name: 'notes-below', about: 'footnotes in sentences below the data',
    rows: [HEAD, ...people(12), [], ['* Amounts include VAT at the standard rate.'], ['Source: internal CRM export, figures are preliminary.']], header: 1, dataRows: 12, exact: true,
  },
  {
    name: 'sparse-records', about: 'records with many empty cells',
    rows: [HEAD, ...people(16).map((r, i) => r.map((c, k) => ((i + k) % 3 === 0 && k > 0 ? null : c)))], header: 1, dataRows: 16, exact: true,
  },
  {
    name: 'label-value-table', about: 'a small two-column table of labels and values under a header',
    rows: [['Metric', 'Value'], ['Region', 'North'], ['Quarter', 'Q3'], ['Revenue', 1200], ['Orders', 48]], header: 1, dataRows: 4, exact: false,
  },
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function cellXml(cell: Cell): string {
  if (cell === null) return '<table:table-cell/>';
  if (typeof cell === 'number') return `<table:table-cell office:value-type="float" office:value="${cell}"><text:p>${cell}</text:p></table:table-cell>`;
  if (typeof cell === 'string') return `<table:table-cell office:value-type="string"><text:p>${esc(cell)}</text:p></table:table-cell>`;
  if ('date' in cell) return `<table:table-cell table:style-name="date" office:value-type="date" office:date-value="${cell.date}"><text:p>${cell.date}</text:p></table:table-cell>`;
  return `<table:table-cell table:number-columns-spanned="${cell.merge}" office:value-type="string"><text:p>${esc(cell.value)}</text:p></table:table-cell>${'<table:covered-table-cell/>'.repeat(cell.merge - 1)}`;
}

function fods(sheet: Sheet): string {
  const rows = sheet.rows.map((r) => `<table:table-row>${r.length ? r.map(cellXml).join('') : '<table:table-cell/>'}</table:table-row>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>
 <number:date-style style:name="iso"><number:year number:style="long"/><number:text>-</number:text><number:month number:style="long"/><number:text>-</number:text><number:day number:style="long"/></number:date-style>
 <style:style style:name="date" style:family="table-cell" style:data-style-name="iso"/>
</office:automatic-styles>
<office:body><office:spreadsheet><table:table table:name="${esc(sheet.name)}">
${rows}
</table:table></office:spreadsheet></office:body></office:document>
`;
}

const work = mkdtempSync(join(tmpdir(), 'ferry-corpus-'));
try {
  mkdirSync(OUT, { recursive: true });
  const sources = sheets.map((s) => {
    const path = join(work, `${s.name}.fods`);
    writeFileSync(path, fods(s));
    return path;
  });
  const profile = `file://${join(work, 'profile')}`;
  for (const [filter, ext] of [['xlsx:Calc MS Excel 2007 XML', 'xlsx'], ['xls:MS Excel 97', 'xls'], ['xml:MS Excel 2003 XML', 'xml']] as const) {
    const dir = join(work, ext);
    execFileSync('soffice', [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', filter, '--outdir', dir, ...sources], { stdio: 'inherit' });
    for (const f of readdirSync(dir)) renameSync(join(dir, f), join(OUT, f));
  }
  const manifest = Object.fromEntries(sheets.map((s) => [s.name, { about: s.about, header: s.header, data_rows: s.dataRows, exact: s.exact }]));
  writeFileSync(join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`wrote ${sheets.length * 3} files to ${OUT}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
