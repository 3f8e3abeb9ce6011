/**
 * Record identifiers: RFC 9562 version 7, unique, and in the order they were made even within one
 * millisecond (lists sort by them).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validate, version } from 'uuid';
import { isId, newId } from './ids.ts';

test('identifiers are version 7 UUIDs, unique, and sort in the order they were made', () => {
  const before = Date.now();
  const ids = Array.from({ length: 50_000 }, () => newId());
  const after = Date.now();
  assert.equal(new Set(ids).size, ids.length, 'no repeat');
  for (const id of [ids[0]!, ids[1]!, ids.at(-1)!]) {
    assert.ok(validate(id) && isId(id), id);
    assert.equal(version(id), 7);
    assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'version and variant bits');
  }
  // Many share a millisecond here: the counter keeps them in order.
  for (let i = 1; i < ids.length; i++) assert.ok(ids[i - 1]! < ids[i]!, `${ids[i - 1]} before ${ids[i]}`);
  const millis = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);
  assert.ok(millis(ids[0]!) >= before && millis(ids.at(-1)!) <= after + 1, 'the time field is the time made');
});

test('the random part differs between identifiers made in different milliseconds', async () => {
  const a = newId();
  await new Promise((resolve) => setTimeout(resolve, 5));
  const b = newId();
  assert.notEqual(a.slice(-12), b.slice(-12));
});
