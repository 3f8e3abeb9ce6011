import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseAllowList } from './allow-list.ts';

describe('parseAllowList', () => {
  it('allows exact addresses in any spelling, IPv4-mapped forms as their IPv4 address', () => {
    const list = parseAllowList(['127.0.0.1', ' ::1 ', '0x0a000005', '::ffff:192.168.1.9', '']);
    assert.deepEqual(list.entries, ['127.0.0.1', '::1', '0x0a000005', '::ffff:192.168.1.9']);
    assert.ok(list.allowsAddress('127.0.0.1', false));
    assert.ok(list.allowsAddress('::ffff:127.0.0.1', false));
    assert.ok(list.allowsAddress('::1', false));
    assert.ok(list.allowsAddress('10.0.0.5', false));
    assert.ok(list.allowsAddress('192.168.1.9', false));
    assert.ok(!list.allowsAddress('127.0.0.2', false));
    assert.ok(!list.allowsAddress('10.0.0.6', false));
  });

  it('allows CIDR ranges of the same family only', () => {
    const list = parseAllowList(['10.0.0.0/8', 'fd00::/8', '::ffff:172.16.0.0/108']);
    assert.ok(list.allowsAddress('10.200.3.4', false));
    assert.ok(list.allowsAddress('::ffff:10.200.3.4', false));
    assert.ok(list.allowsAddress('fd12::1', false));
    assert.ok(list.allowsAddress('172.31.0.1', false));
    assert.ok(!list.allowsAddress('11.0.0.1', false));
    assert.ok(!list.allowsAddress('fe80::1', false));
  });

  it('unlocks a metadata address only by its exact entry, never by a range', () => {
    assert.ok(!parseAllowList(['169.254.0.0/16']).allowsAddress('169.254.169.254', true));
    assert.ok(parseAllowList(['169.254.0.0/16']).allowsAddress('169.254.1.1', false));
    assert.ok(parseAllowList(['169.254.169.254']).allowsAddress('169.254.169.254', true));
    assert.ok(parseAllowList(['169.254.169.254']).allowsAddress('::ffff:169.254.169.254', true));
  });

  it('allows host names exactly or by sub-domain wildcard, case and trailing dot ignored', () => {
    const list = parseAllowList(['MinIO.internal.', '*.corp.example']);
    assert.ok(list.allowsHost('minio.internal'));
    assert.ok(list.allowsHost('minio.internal.'));
    assert.ok(list.allowsHost('files.corp.example'));
    assert.ok(list.allowsHost('a.b.corp.example'));
    assert.ok(!list.allowsHost('corp.example'));
    assert.ok(!list.allowsHost('evilcorp.example'));
    assert.ok(!list.allowsHost('minio.internal.evil.com'));
  });

  it('stops on an entry that is neither, naming it', () => {
    for (const bad of ['10.0.0.0/33', '::/129', 'http://10.0.0.1', 'a b', '10.0.0.0/x', '*.', 'exa_mple..com']) {
      assert.throws(() => parseAllowList([bad]), (err: Error) => err.message.includes(`"${bad}"`) && err.message.includes('FERRY_NETWORK_ALLOW_LIST'), bad);
    }
  });
});
