import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import Papa from 'papaparse';
import { openWriter, type TargetDataModel } from '@ferry/engine';
import { connectorOutputFormat, convertRows, deliveryEscapesFormulas, parseFormat } from './output-format.ts';

const tdm: TargetDataModel = {
  columns: [
    { key: 'id', label: 'ID', columnType: 'int' },
    { key: 'note', label: 'Note', columnType: 'string' },
    { key: 'ok', label: 'OK', columnType: 'boolean' },
  ],
};

async function collect(stream: PassThrough): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
}

describe('output conversion', () => {
  it('reads what the engine’s JSON writer wrote, back into every format, keeping values', async () => {
    const json = new PassThrough();
    const jsonText = collect(json);
    const writer = await openWriter({ format: 'JSON', stream: json }, tdm);
    const rows = [[1, 'plain', true], [2, 'comma, "quote"\nand newline', false], [3, null, null], [4, '=SUM(A1)', true]];
    await writer.writeBatch(rows.slice(0, 2));
    await writer.writeBatch(rows.slice(2));
    await writer.close();
    const canonical = await jsonText;

    const again = new PassThrough();
    const againText = collect(again);
    const r = await convertRows(PassThrough.from(canonical) as never, tdm, 'JSON', again, { escapeFormulas: true });
    assert.equal(r.rows, 4);
    assert.deepEqual(JSON.parse(await againText), JSON.parse(canonical));

    const csv = new PassThrough();
    const csvText = collect(csv);
    await convertRows(PassThrough.from(canonical) as never, tdm, 'CSV', csv, { escapeFormulas: true });
    const parsed = Papa.parse<string[]>((await csvText).trim(), {}).data;
    assert.deepEqual(parsed[0], ['id', 'note', 'ok']);
    assert.deepEqual(parsed[2], ['2', 'comma, "quote"\nand newline', 'false']);
    assert.equal(parsed[4]![1], "'=SUM(A1)", 'formula injection is escaped in CSV when asked');

    const raw = new PassThrough();
    const rawText = collect(raw);
    await convertRows(PassThrough.from(canonical) as never, tdm, 'CSV', raw, { escapeFormulas: false });
    assert.equal(Papa.parse<string[]>((await rawText).trim(), {}).data[4]![1], '=SUM(A1)', 'and passes unchanged when not');
  });

  it('escapes deliveries by destination: e-mail attachments yes, machines no, the connector setting first; CSV and TSV only', () => {
    assert.equal(deliveryEscapesFormulas('EMAIL', {}, 'CSV'), true);
    for (const nodeType of ['FTP', 'OBJSTORE', 'BLOB', 'CLOUDSTORE', 'HTTP']) assert.equal(deliveryEscapesFormulas(nodeType, {}, 'CSV'), false, nodeType);
    assert.equal(deliveryEscapesFormulas('FTP', { escape_formulas: true }, 'TSV'), true);
    assert.equal(deliveryEscapesFormulas('EMAIL', { escape_formulas: false }, 'CSV'), false);
    assert.equal(deliveryEscapesFormulas('EMAIL', {}, 'XLSX'), false, 'XLSX text is never altered');
    assert.equal(deliveryEscapesFormulas('FTP', { escape_formulas: true }, 'JSON'), false);
  });

  it('picks the connector’s format and parses ?format=', () => {
    assert.equal(connectorOutputFormat('HTTP', {}), 'JSON');
    assert.equal(connectorOutputFormat('FTP', { file_extension: 'xlsx' }), 'XLSX');
    assert.equal(connectorOutputFormat('CLOUDSTORE', {}), 'CSV');
    assert.equal(parseFormat('tsv'), 'TSV');
    assert.equal(parseFormat('pdf'), null);
    assert.equal(parseFormat(undefined), null);
  });
});
