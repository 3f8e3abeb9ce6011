import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import iconv from 'iconv-lite';
import { EngineError } from '../types.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { readAll } from './read-all.ts';

const root = new URL('../../../../', import.meta.url).pathname;
const dist = join(root, 'node_modules/world-countries/dist');
const tmp = mkdtempSync(join(tmpdir(), 'ferry-xml-test-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function write(name: string, content: string | Buffer): string {
  const p = join(tmp, name);
  writeFileSync(p, content);
  return p;
}

describe('world-countries XML', () => {
  test('agrees with the CSV on every column both have as text', async () => {
    const xml = await readAll(join(dist, 'countries.xml'));
    const csv = await readAll(join(dist, 'countries.csv'));
    assert.equal(xml.table.format, 'XML');
    assert.equal(xml.table.syntheticHeaderRow, 0);
    assert.equal(xml.rows.length, csv.rows.length);
    const xh = xml.rows[0] as string[];
    const ch = csv.rows[0] as string[];
    let same = 0;
    for (const [ci, name] of ch.entries()) {
      const xi = xh.indexOf(name);
      if (xi < 0) continue;
      // The CSV lists object-valued fields (currencies, languages) by key; the XML as attributes.
      if (name === 'currencies' || name === 'languages') continue;
      for (let r = 1; r < csv.rows.length; r++) assert.equal(xml.rows[r][xi], csv.rows[r][ci], `${name}, row ${r}`);
      same++;
    }
    assert.equal(same, 72);
  });
});

describe('record XML', () => {
  test('attributes and child elements flatten to dotted names; repeated children to a JSON array', async () => {
    const p = write('rows.xml', `<?xml version="1.0"?>
<rows>
  <row id="1"><a>1</a><b x="2"/><tags><tag>t1</tag><tag>t2</tag></tags></row>
  <row id="2"><a>&lt;3&amp;</a><c><![CDATA[cd<x>]]></c><b x="">  </b></row>
</rows>`);
    const { rows, rowNumbers, table } = await readAll(p);
    assert.equal(table.encoding, 'UTF-8');
    assert.deepEqual(rows, [
      ['id', 'a', 'b.x', 'tags', 'c'],
      ['1', '1', '2', '["t1","t2"]', null],
      ['2', '<3&', null, null, 'cd<x>'],
    ]);
    assert.deepEqual(rowNumbers, [0, 1, 2]);
  });
  test('an attribute named like a child element is written with @', async () => {
    const { rows } = await readAll(write('clash.xml', '<items><item name="attr"><name>child</name><price currency="EUR">12.5</price></item><item/></items>'));
    assert.deepEqual(rows, [['@name', 'name', 'price.currency', 'price'], ['attr', 'child', 'EUR', '12.5'], [null, null, null, null]]);
  });
  test('the repeated element with the most columns wins, across groups', async () => {
    const p = write('groups.xml', `<export><meta><created>2024</created></meta>
      <group name="g1"><order id="1"><total>5</total></order><order id="2"><total>6</total></order></group>
      <group name="g2"><order id="3"><total>7</total></order></group></export>`);
    const { rows } = await readAll(p);
    // <group> repeats with name + order (its repeated <order> records as one column), as many
    // columns as <order> (id, total); the outer one wins: groups are the table.
    assert.deepEqual(rows[0], ['name', 'order']);
    assert.deepEqual(rows[1], ['g1', '[{"id":"1","total":"5"},{"id":"2","total":"6"}]']);
    assert.deepEqual(rows[2], ['g2', '[{"id":"3","total":"7"}]'], 'a list in every record, one element or many');
    assert.equal(rows.length, 3);
  });
  test('records inside one wrapper, text of the record element itself', async () => {
    const { rows } = await readAll(write('text.xml', '<fruits><fruit id="1">Apple</fruit><fruit id="2">Pear</fruit></fruits>'));
    assert.deepEqual(rows, [['id', 'fruit'], ['1', 'Apple'], ['2', 'Pear']]);
  });
  test('a single record document', async () => {
    const { rows } = await readAll(write('one.xml', '<order><id>1</id><customer><name>Ada</name></customer></order>'));
    assert.deepEqual(rows, [['id', 'customer.name'], ['1', 'Ada']]);
  });
  test('namespaces: declarations are not columns, prefixes stay', async () => {
    const { rows } = await readAll(write('ns.xml', '<d:list xmlns:d="urn:x"><d:e d:k="v"><d:n>1</d:n></d:e><d:e><d:n>2</d:n></d:e></d:list>'));
    assert.deepEqual(rows, [['d:k', 'd:n'], ['v', '1'], [null, '2']]);
  });
  test('element names such as __proto__ are plain columns', async () => {
    const { rows } = await readAll(write('proto.xml', '<r><x __proto__="1"><constructor>2</constructor></x><x><prototype>3</prototype></x></r>'));
    assert.deepEqual(rows, [['__proto__', 'constructor', 'prototype'], ['1', '2', null], [null, null, '3']]);
    assert.equal(({} as Record<string, unknown>)['1'], undefined);
  });
  test('the declared encoding is honoured', async () => {
    const p = write('latin1.xml', iconv.encode('<?xml version="1.0" encoding="ISO-8859-1"?><r><p><n>Müller</n></p><p><n>Faÿ</n></p></r>', 'latin1'));
    const { rows, table } = await readAll(p);
    assert.equal(table.encoding, 'ISO-8859-1');
    assert.deepEqual(rows, [['n'], ['Müller'], ['Faÿ']]);
  });
  test('batches over many records', async () => {
    const body = Array.from({ length: 2300 }, (_, i) => `<r i="${i}"><v>${i * 2}</v></r>`).join('\n');
    const { rows, batches } = await readAll(write('many.xml', `<all>${body}</all>`), { batchSize: 1000 });
    assert.equal(rows.length, 2301);
    assert.equal(batches, 3);
    assert.deepEqual(rows[2300], ['2299', '4598']);
  });
});

describe('hostile and broken XML', () => {
  const refused: Array<[string, string, string]> = [
    ['billion-laughs.xml', '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><r><a>&lol2;</a><a>x</a></r>', 'DOCTYPE'],
    ['xxe.xml', '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><r><a>&xxe;</a><a>x</a></r>', 'DOCTYPE'],
    ['undefined-entity.xml', '<r><a>&foo;</a><a>x</a></r>', 'entity'],
    ['bad-charref.xml', '<r><a>&#9999999;</a><a>x</a></r>', 'XML'],
    ['truncated.xml', '<r><a>1</a><a>2', 'XML'],
    ['not-xml.xml', '<r><a>1</b></r>', 'XML'],
  ];
  for (const [name, text, pattern] of refused) {
    test(`${name} → INVALID_FILE`, async () => {
      await assert.rejects(readAll(write(name, text)), (e: EngineError) => {
        assert.equal(e.type, 'INVALID_FILE');
        assert.match(e.message, new RegExp(pattern));
        return true;
      });
    });
  }
  test('a document with no data → EMPTY_FILE', async () => {
    await assert.rejects(readAll(write('empty.xml', '<r><a/><a/></r>')), { type: 'EMPTY_FILE' });
  });
  test('too many columns → LIMIT_EXCEEDED', async () => {
    const attrs = Array.from({ length: 30 }, (_, i) => `a${i}="${i}"`).join(' ');
    await assert.rejects(readAll(write('wide.xml', `<r><x ${attrs}/><x/></r>`), { limits: { ...DEFAULT_LIMITS, maxColumns: 10 } }), { type: 'LIMIT_EXCEEDED' });
  });
  test('indentation between records adds up beyond maxCellLength without harm', async () => {
    const body = Array.from({ length: 500 }, (_, i) => `<r><v>${i}</v></r>`).join('\n' + ' '.repeat(100));
    const { rows } = await readAll(write('indented.xml', `<all>${body}</all>`), { limits: { ...DEFAULT_LIMITS, maxCellLength: 1000 } });
    assert.equal(rows.length, 501);
  });
  test('text over maxCellLength → LIMIT_EXCEEDED', async () => {
    await assert.rejects(readAll(write('long.xml', `<all><r><v>${'x'.repeat(2000)}</v></r><r/></all>`), { limits: { ...DEFAULT_LIMITS, maxCellLength: 1000 } }), { type: 'LIMIT_EXCEEDED' });
  });
  test('a list in one record longer than maxCellLength → LIMIT_EXCEEDED naming the column, for text lists and lists of records', async () => {
    const tags = Array.from({ length: 400 }, (_, i) => `<tag>value ${i}</tag>`).join('');
    await assert.rejects(readAll(write('long-list.xml', `<all><r><id>1</id><tags>${tags}</tags></r><r><id>2</id></r></all>`), { limits: { ...DEFAULT_LIMITS, maxCellLength: 1000 } }),
      (err: EngineError) => err.type === 'LIMIT_EXCEEDED' && /<tags>, a list/.test(err.message));
    const items = Array.from({ length: 400 }, (_, i) => `<item sku="S${i}"><qty>${i}</qty></item>`).join('');
    await assert.rejects(readAll(write('long-items.xml', `<all><r><id>1</id><items>${items}</items></r><r><id>2</id></r></all>`), { limits: { ...DEFAULT_LIMITS, maxCellLength: 1000 } }),
      (err: EngineError) => err.type === 'LIMIT_EXCEEDED' && /<items>, a list/.test(err.message));
  });
  test('deep nesting → INVALID_FILE, quickly', async () => {
    await assert.rejects(readAll(write('deep.xml', '<a>'.repeat(5000) + '</a>'.repeat(5000))), { type: 'INVALID_FILE' });
  });
});

describe('XML and JSON of the same data', () => {
  test('give the same columns and cells: lists as JSON arrays (one element or many), wrappers named as in JSON, repeated records as arrays of objects', async () => {
    const json = write('same.json', JSON.stringify([
      { id: '1', tags: ['a', 'b'], address: { city: 'Berlin' }, items: [{ sku: 'X', qty: '2' }, { sku: 'Y', qty: '1' }] },
      { id: '2', tags: ['c'], address: { city: 'Paris' }, items: [{ sku: 'Z', qty: '5' }] },
    ]));
    const xml = write('same.xml', `<rows>
      <row><id>1</id><tags><tag>a</tag><tag>b</tag></tags><address><city>Berlin</city></address>
        <items><item><sku>X</sku><qty>2</qty></item><item><sku>Y</sku><qty>1</qty></item></items></row>
      <row><id>2</id><tags><tag>c</tag></tags><address><city>Paris</city></address><items><item><sku>Z</sku><qty>5</qty></item></items></row>
    </rows>`);
    const fromJson = (await readAll(json)).rows;
    const fromXml = (await readAll(xml)).rows;
    assert.deepEqual(fromXml, fromJson);
    assert.deepEqual(fromXml[0], ['id', 'tags', 'address.city', 'items']);
    assert.deepEqual(fromXml[2], ['2', '["c"]', 'Paris', '[{"sku":"Z","qty":"5"}]']);
  });
});

