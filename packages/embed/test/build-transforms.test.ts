/**
 * The build's size transforms (scripts/minify-templates.ts, scripts/compact-texts.ts) change how
 * the bundle is written, never what it does: templates keep every tag, attribute value and
 * meaningful space; the packed catalogs are the same objects with the keys in the same order; an
 * interned key literal is the same string.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { minifyCss, minifyHtmlStrings, minifyTemplatesIn } from '../scripts/minify-templates.ts';
import { compactTextsIn, internTextKeysIn, packTexts, unpackExpression } from '../scripts/compact-texts.ts';
import { EN } from '../src/base/texts-en.ts';
import { DE } from '../src/base/texts-de.ts';

const src = new URL('../src/', import.meta.url).pathname;

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) sources(full, out);
    else if (entry.endsWith('.ts') && !entry.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

describe('minifyTemplates', () => {
  it('html: indentation after a line break goes; spaces within a line, quoted values, <pre>, <textarea> and comments stay', () => {
    assert.deepEqual(minifyHtmlStrings(['\n      <div class="a  b"\n        title=\'x\n   y\'>\n        <b>one  two</b> <i>three</i>\n      </div>\n    ']),
      ['\n<div class="a  b"\ntitle=\'x\n   y\'>\n<b>one  two</b> <i>three</i>\n</div>\n']);
    assert.deepEqual(minifyHtmlStrings(['<pre>\n  a\n    b</pre>\n  <textarea>\n  c\n</textarea>\n  <!--\n  d  -->\n  e']),
      ['<pre>\n  a\n    b</pre>\n<textarea>\n  c\n</textarea>\n<!--\n  d  -->\ne']);
  });

  it('html: a tag or a quoted value that a binding interrupts is known on both sides of it', () => {
    assert.deepEqual(minifyHtmlStrings(['<a href=', '\n    class="x\n  y"   title="', '\n   z">\n   ', '\n  </a>']),
      ['<a href=', '\nclass="x\n  y" title="', '\n   z">\n', '\n</a>']);
    assert.deepEqual(minifyHtmlStrings(['<textarea .value=', '>\n  ', '\n</textarea>\n  <p>']), ['<textarea .value=', '>\n  ', '\n</textarea>\n<p>']);
  });

  it('css: comments and indentation go, spaces only where they separate; quotes, `and (` and line breaks stay', () => {
    assert.equal(minifyCss("\n  :host { display: block; font: 1em 'Segoe  UI', sans-serif; }\n  /* a\n  note */ .a > .b  .c , d { margin: 0 calc(var(--x) * 2) !important ; }\n  @media (min-width: 1px) and (hover: hover) { .e { color: red; } }\n"),
      "\n:host{display:block;font:1em 'Segoe  UI',sans-serif}\n\n.a>.b .c,d{margin:0 calc(var(--x) * 2)!important}\n@media (min-width:1px) and (hover:hover){.e{color:red}}\n");
  });

  it('keeps every line break of every source module (the source map stays right) and leaves other code alone', () => {
    let changed = 0;
    for (const file of sources(src)) {
      const code = readFileSync(file, 'utf8');
      const out = minifyTemplatesIn(code, file);
      if (out === null) continue;
      changed++;
      assert.equal(out.split('\n').length, code.split('\n').length, file);
      const strip = (s: string) => s.replace(/\s+/g, '');
      assert.ok(strip(out).length <= strip(code).length && strip(out).length > strip(code).length * 0.9, file);
    }
    assert.ok(changed > 20, `${changed} modules with templates`);
  });
});

describe('compactTexts', () => {
  it('packs the English and the German catalog into the same objects, keys in the same order', () => {
    for (const [name, catalog] of [['texts-en.ts', EN], ['texts-de.ts', DE]] as const) {
      const unpacked = new Function(`return ${unpackExpression(packTexts(Object.entries(catalog)))}`)() as Record<string, string>;
      assert.deepEqual(unpacked, catalog, name);
      assert.deepEqual(Object.keys(unpacked), Object.keys(catalog), name);
      const module = compactTextsIn(readFileSync(join(src, 'base', name), 'utf8'), name);
      assert.ok(!module.includes("'common.close'") && module.includes('\tcommon.\nclose\t'), `${name}: packed`);
    }
  });

  it('a text with a backtick, a backslash or ${ survives packing; one with a tab or a line break fails the build', () => {
    const texts: Array<[string, string]> = [['a.b', 'x `y` \\n ${z}'], ['a.c', ''], ['nodot', 'w'], ['d.e.f', 'v']];
    assert.deepEqual(new Function(`return ${unpackExpression(packTexts(texts))}`)(), Object.fromEntries(texts));
    assert.throws(() => packTexts([['a.b', 'x\ty']]), /tab or a line break/);
    assert.throws(() => compactTextsIn("export const T = { ...X, 'a.b': 'c' };", 't.ts'), /plain `key: text`/);
  });

  it('interns key literals where they are values, not names, types or import sources; the interned value is the same string', () => {
    const keys = new Map(Object.keys(EN).map((k, i) => [k, i]));
    const code = [
      "import type { X } from 'common.close';",
      "type K = 'common.close' | 'common.cancel';",
      "const o: Record<string, string> = { 'common.close': 'common.cancel', ['common.save']: 'no.key' };",
      "export const got = [o['common.close'], 'common.cancel' as string, (() => 'common.save')(), `common.close`];",
    ].join('\n');
    const out = internTextKeysIn(code, 'x.ts', keys, '/texts-en.ts')!;
    assert.ok(out.startsWith('import { __ferryTextKeys } from "/texts-en.ts";'));
    assert.match(out, /import type \{ X \} from 'common.close';/);
    assert.match(out, /type K = 'common.close' \| 'common.cancel';/);
    assert.match(out, /\{ 'common.close': __ferryTextKeys\[\d+\], \[__ferryTextKeys\[\d+\]\]: 'no.key' \}/);
    const body = out.replace(/^import[^;]*;/, '').split('\n').filter((l) => !/^(import|type) /.test(l)).join('\n').replace(/: Record<string, string>/, '').replace(/ as string/, '').replace('export const got =', 'return');
    const values = new Function('__ferryTextKeys', body)(Object.keys(EN)) as string[];
    assert.deepEqual(values, ['common.cancel', 'common.cancel', 'common.save', 'common.close']);
    assert.equal(internTextKeysIn("const a = 'no.such.key';", 'y.ts', keys, '/texts-en.ts'), null);
  });
});

describe('source edits', () => {
  it('applies edits given in any order, in one pass, and refuses overlapping ones', async () => {
    const { applyEdits } = await import('../scripts/source-edits.ts');
    assert.equal(applyEdits('abcdef', [{ start: 4, end: 5, text: 'E' }, { start: 0, end: 1, text: 'AA' }, { start: 2, end: 2, text: '+' }]), 'AAb+cdEf');
    assert.equal(applyEdits('abc', []), 'abc');
    assert.throws(() => applyEdits('abcdef', [{ start: 1, end: 3, text: '' }, { start: 2, end: 4, text: '' }]), /overlapping/);
  });
});
