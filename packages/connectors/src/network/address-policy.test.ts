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

  // The metadata endpoints of the clouds, written out here (not read from the implementation's list,
  // which a test must be able to catch losing one): each provider's documentation names them.
  const CLOUD_METADATA: Array<[string, string]> = [
    ['169.254.169.254', 'AWS EC2, GCP, Azure IMDS, OpenStack, DigitalOcean, Oracle'],
    ['fd00:ec2::254', 'AWS EC2 IMDS over IPv6'],
    ['169.254.170.2', 'AWS ECS task metadata and credentials'],
    ['169.254.170.23', 'AWS EKS Pod Identity agent'],
    ['fd00:ec2::23', 'AWS EKS Pod Identity agent over IPv6'],
    ['168.63.129.16', 'Azure WireServer (public address space)'],
    ['100.100.100.200', 'Alibaba Cloud ECS metadata'],
    ['192.0.0.192', 'Oracle Cloud Classic metadata'],
  ];

  for (const [address, cloud] of CLOUD_METADATA) {
    it(`refuses ${address} (${cloud}) and marks it as cloud metadata`, () => {
      const c = classifyAddress(address);
      assert.ok(!c.public && c.metadata && c.reason.includes('cloud metadata'), `${address}: ${JSON.stringify(c)}`);
    });
  }

  it('names the Azure WireServer, a public-space address, as cloud metadata; METADATA_ADDRESSES lists every endpoint above', () => {
    const azure = classifyAddress('168.63.129.16');
    assert.ok(!azure.public && azure.reason === 'a cloud metadata address');
    const listed = new Set(METADATA_ADDRESSES.map((a) => parseIp(a)!.toNormalizedString()));
    for (const [address] of CLOUD_METADATA) assert.ok(listed.has(parseIp(address)!.toNormalizedString()), address);
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
