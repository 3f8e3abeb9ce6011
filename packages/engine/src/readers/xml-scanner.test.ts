import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { EngineError } from '../types.ts';
import { XmlScanner } from './xml-scanner.ts';

/** Events as `open name {attrs}`, `text …`, `close name`, with adjacent text merged. */
function scannerEvents(xml: string, cuts: number[]): string[] {
  const out: string[] = [];
  const sc = new XmlScanner('test.xml', {
    open: (n, a) => out.push(`open ${n} ${JSON.stringify(Object.entries(a))}`),
    text: (t) => out.push(`text ${t}`),
    close: (n) => out.push(`close ${n}`),
  }, 1 << 20);
  let at = 0;
  for (const c of [...cuts].sort((a, b) => a - b)) {
    sc.write(xml.slice(at, c));
    at = c;
  }
  sc.write(xml.slice(at));
  sc.end();
  return merge(out);
}

function saxesEvents(xml: string): string[] {
  const out: string[] = [];
  const p = new SaxesParser({ xmlns: false });
  p.on('opentag', (t) => out.push(`open ${t.name.split(':').pop()} ${JSON.stringify(Object.entries(t.attributes))}`));
  p.on('text', (t) => out.push(`text ${t}`));
  p.on('cdata', (t) => out.push(`text ${t}`));
  p.on('closetag', (t) => out.push(`close ${t.name.split(':').pop()}`));
  p.write(xml).close();
  return merge(out);
}

function merge(events: string[]): string[] {
  const out: string[] = [];
  for (const e of events) {
    const last = out[out.length - 1];
    if (e.startsWith('text ') && last?.startsWith('text ')) out[out.length - 1] = last + e.slice(5);
    else if (e !== 'text ') out.push(e);
  }
  return out;
}

describe('XmlScanner', () => {
  test('the same events as saxes on random well-formed documents, however they are cut', () => {
    const name = fc.constantFrom('c', 'v', 'x:row', 'is', 't', '__proto__');
    const text = fc.constantFrom('1', 'a b', '&amp;', '&lt;x&gt;', '&#65;&#x42;', '"q"', "'", '>', ' ', '\n', 'é€😀');
    const attrValue = fc.constantFrom('A1', 'a>b', "it's", '&quot;x&quot;', '', '1 2');
    const node: fc.Memo<string> = fc.memo((depth) => fc.oneof(
      { depthSize: 'small' },
      text,
      fc.constant('<![CDATA[<raw & text>]]>'),
      fc.constant('<!-- a > comment -->'),
      fc.tuple(name, fc.array(fc.tuple(fc.constantFrom('r', 's', 't', 'x:id'), attrValue, fc.boolean()), { maxLength: 3 }), depth > 1 ? fc.array(node(depth - 1), { maxLength: 4 }) : fc.constant([] as string[]))
        .map(([n, attrs, kids]) => {
          const seen = new Set<string>();
          const a = attrs.filter(([k]) => !seen.has(k) && seen.add(k)).map(([k, v, dq]) => (dq || v.includes("'") ? ` ${k}="${v.replaceAll('"', '&quot;')}"` : ` ${k}='${v}'`)).join('');
          return kids.length === 0 ? `<${n}${a}/>` : `<${n}${a}>${kids.join('')}</${n}>`;
        }),
    ));
    fc.assert(fc.property(node(4), fc.array(fc.nat(), { maxLength: 6 }), (body, rawCuts) => {
      const xml = `<?xml version="1.0"?><root>${body}</root>`;
      const cuts = rawCuts.map((c) => c % (xml.length + 1));
      assert.deepEqual(scannerEvents(xml, cuts), saxesEvents(xml));
    }), { numRuns: 300 });
  });
  const bad: Array<[string, RegExp]> = [
    ['<!DOCTYPE r [<!ENTITY a "b">]><r>&a;</r>', /DOCTYPE/],
    ['<r>&a;</r>', /undefined entity/],
    ['<r>&#0;</r>', /invalid character/],
    ['<r>&#xD800;</r>', /invalid character/],
    ['<r>a & b</r>', /bare &/],
    ['<r><c a="1"', /ends inside a tag/],
  ];
  for (const [xml, message] of bad) {
    test(`refuses ${JSON.stringify(xml)}`, () => {
      assert.throws(() => scannerEvents(xml, []), (e: EngineError) => e.type === 'INVALID_FILE' && message.test(e.message));
    });
  }
  test('a tag that never ends is bounded by maxPending', () => {
    const sc = new XmlScanner('x', {}, 1000);
    assert.throws(() => { for (let i = 0; i < 10; i++) sc.write('<c ' + 'a'.repeat(200)); }, (e: EngineError) => e.type === 'INVALID_FILE');
  });
});
