import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyAddress, METADATA_ADDRESSES, parseIp } from './address-policy.ts';

/** [address, expected reason fragment] for every refused range. */
const REFUSED: Array<[string, string]> = [
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.254', 'private'],
  ['192.168.1.1', 'private'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['169.254.0.1', 'link-local'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.254', 'carrier-grade NAT'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['192.0.0.8', 'reserved'],
  ['192.0.2.10', 'reserved or documentation'],
  ['198.51.100.7', 'reserved or documentation'],
  ['203.0.113.9', 'reserved or documentation'],
  ['198.18.0.1', 'reserved'],
  ['240.0.0.1', 'reserved'],
  ['192.88.99.1', 'reserved'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['fe80::1', 'link-local'],
  ['fc00::1', 'unique local'],
  ['fd12:3456:789a::1', 'unique local'],
  ['fec0::1', 'site-local'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'reserved or documentation'],
  ['100::1', 'discard'],
  ['2001:2::1', 'benchmarking'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:10.1.2.3', 'private'],
  ['::127.0.0.1', 'IPv4-compatible address (embeds 127.0.0.1)'],
  ['::8.8.8.8', 'IPv4-compatible'],
  ['::ffff:0:127.0.0.1', 'IPv4-translated'],
  ['64:ff9b::127.0.0.1', 'NAT64 address embedding 127.0.0.1'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 address embedding 169.254.169.254'],
  ['64:ff9b:1::8.8.8.8', 'local-use NAT64'],
  ['2002:7f00:1::', '6to4 address (embeds 127.0.0.1)'],
  ['2002:808:808::1', '6to4'],
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
  ['4000::1', 'not a global unicast'],
];

const PUBLIC = ['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '100.128.0.1', '169.255.0.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8'];

describe('classifyAddress', () => {
  for (const [address, reason] of REFUSED) {
    it(`refuses ${address} (${reason})`, () => {
      const c = classifyAddress(address);
      assert.equal(c.public, false);
      assert.ok(!c.public && c.reason.includes(reason), `${address}: ${!c.public && c.reason}`);
    });
  }

  for (const address of PUBLIC) {
    it(`lets ${address} through`, () => assert.equal(classifyAddress(address).public, true));
  }

  it('refuses every cloud metadata address and marks it, including the public-space Azure one', () => {
    for (const a of METADATA_ADDRESSES) {
      const c = classifyAddress(a);
      assert.equal(c.public, false, a);
      assert.ok(!c.public && c.metadata && c.reason.includes('cloud metadata'), a);
    }
    const azure = classifyAddress('168.63.129.16');
    assert.ok(!azure.public && azure.reason === 'a cloud metadata address');
  });

  it('judges ::ffff:169.254.169.254 as the metadata address it maps, and connects to the IPv4 form', () => {
    const c = classifyAddress('::ffff:169.254.169.254');
    assert.ok(!c.public && c.metadata);
    assert.equal(c.address, '169.254.169.254');
    assert.equal(c.reason, 'a link-local address (cloud metadata)');
    const pub = classifyAddress('::ffff:8.8.8.8');
    assert.ok(pub.public);
    assert.equal(pub.connectTo, '8.8.8.8');
    assert.equal(pub.family, 4);
  });

  it('keeps a NAT64 address with a public IPv4 inside as IPv6 (DNS64 networks)', () => {
    const c = classifyAddress('64:ff9b::8.8.8.8');
    assert.ok(c.public);
    assert.equal(c.family, 6);
    assert.equal(c.connectTo, '64:ff9b::808:808');
  });

  it('throws for text that is not an address', () => {
    assert.throws(() => classifyAddress('example.com'), TypeError);
  });
});

describe('parseIp', () => {
  it('reads the odd IPv4 spellings as the address they mean', () => {
    for (const spelling of ['0x7f000001', '127.1', '2130706433', '0177.0.0.1', '0x7f.0.0.1', '127.0.1', '017700000001']) {
      assert.equal(parseIp(spelling)?.toString(), '127.0.0.1', spelling);
    }
  });

  it('reads bracketed and bare IPv6, and refuses names', () => {
    assert.equal(parseIp('[::1]')?.toString(), '::1');
    assert.equal(parseIp('::ffff:a9fe:a9fe')?.kind(), 'ipv6');
    assert.equal(parseIp('localhost'), null);
    assert.equal(parseIp('127.0.0.1.nip.io'), null);
  });
});
