import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentDispositionFileName, extensionFor, fileNameFor, safeFileName } from './file-name.ts';

describe('contentDispositionFileName', () => {
  it('prefers filename* (RFC 8187) over filename', () => {
    assert.equal(contentDispositionFileName(`attachment; filename="fallback.csv"; filename*=UTF-8''Stra%C3%9Fen%20%E2%82%AC.csv`), 'Straßen €.csv');
    assert.equal(contentDispositionFileName(`attachment; filename*=iso-8859-1'de'K%E4se.csv`), 'Käse.csv');
  });

  it('reads quoted strings with escapes, semicolons inside quotes, and tokens', () => {
    assert.equal(contentDispositionFileName('attachment; filename="a \\"quoted\\"; name.csv"; size=12'), 'a "quoted"; name.csv');
    assert.equal(contentDispositionFileName('inline; FILENAME=plain.tsv'), 'plain.tsv');
    assert.equal(contentDispositionFileName('attachment'), undefined);
    assert.equal(contentDispositionFileName(`attachment; filename*=UTF-8''%E0%A4%A`), undefined);
  });
});

describe('safeFileName', () => {
  it('keeps the last path segment only and drops what file systems dislike', () => {
    assert.equal(safeFileName('../../etc/passwd'), 'passwd');
    assert.equal(safeFileName('..\\..\\windows\\win.ini'), 'win.ini');
    assert.equal(safeFileName('.hidden.csv'), 'hidden.csv');
    assert.equal(safeFileName('a<b>c:d|e?f*g"h.csv'), 'a_b_c_d_e_f_g_h.csv');
    assert.equal(safeFileName('bad\u0000name\r\n.csv'), 'badname.csv');
    assert.equal(safeFileName('..'), undefined);
    assert.equal(safeFileName('   '), undefined);
  });

  it('caps the length at 200 characters, keeping the extension', () => {
    const name = safeFileName(`${'n'.repeat(500)}.xlsx`)!;
    assert.equal(name.length, 200);
    assert.ok(name.endsWith('.xlsx'));
  });
});

describe('fileNameFor', () => {
  it('Content-Disposition, else the URL path, else download; an extension from Content-Type when the name has none', () => {
    assert.equal(fileNameFor('https://x/api/export', 'attachment; filename="orders.csv"', 'application/json'), 'orders.csv');
    assert.equal(fileNameFor('https://x/api/export', 'attachment; filename="orders"', 'text/csv'), 'orders.csv');
    assert.equal(fileNameFor('https://x/files/Kunden%20Liste.xlsx?sig=1', undefined, 'application/octet-stream'), 'Kunden Liste.xlsx');
    assert.equal(fileNameFor('https://x/api/v1/customers/', undefined, 'application/json; charset=utf-8'), 'customers.json');
    assert.equal(fileNameFor('https://x/', undefined, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'), 'download.xlsx');
    assert.equal(fileNameFor('https://x/', 'attachment; filename="../"', undefined), 'download');
    assert.equal(fileNameFor('https://x/%E0%A4%A', undefined, 'text/plain'), '%E0%A4%A');
  });
});

describe('extensionFor', () => {
  it('maps the SPEC file types and structured suffixes', () => {
    const cases: Array<[string, string | undefined]> = [
      ['text/csv', 'csv'],
      ['TEXT/CSV; charset=ISO-8859-1', 'csv'],
      ['text/tab-separated-values', 'tsv'],
      ['application/json', 'json'],
      ['application/x-ndjson', 'json'],
      ['application/problem+json', 'json'],
      ['application/xml', 'xml'],
      ['text/xml', 'xml'],
      ['application/atom+xml', 'xml'],
      ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx'],
      ['application/vnd.ms-excel', 'xls'],
      ['application/octet-stream', undefined],
      ['text/plain', undefined],
    ];
    for (const [type, ext] of cases) assert.equal(extensionFor(type), ext, type);
  });
});
