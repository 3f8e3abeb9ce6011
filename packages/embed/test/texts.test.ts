/**
 * The interface texts: German is complete (every English key has a German text with the same
 * placeholders and forms), and no visible text of a converted source file bypasses the
 * translation function (a scan of the `html` templates: text between tags and the visible
 * attributes aria-label, title, placeholder and alt, when they are written as literal words).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { EN } from '../src/base/texts-en.ts';
import { DE } from '../src/base/texts-de.ts';
import { format, languageOf, registerTexts, translate } from '../src/base/i18n.ts';
import { rawTexts } from './raw-texts.ts';

const root = new URL('../../..', import.meta.url).pathname;

/** The placeholders of a text, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Checks that `de` has exactly the keys of `en`, each non-empty with the same placeholders and forms. */
function assertComplete(en: Record<string, string>, de: Record<string, string>) {
  const missing = Object.keys(en).filter((k) => !(k in de));
  const extra = Object.keys(de).filter((k) => !(k in en));
  assert.deepEqual(missing, [], `keys without German: ${missing.join(', ')}`);
  assert.deepEqual(extra, [], `German keys without English: ${extra.join(', ')}`);
  for (const [key, text] of Object.entries(en)) {
    const german = de[key]!;
    assert.ok(german.trim(), `${key}: empty German text`);
    assert.deepEqual(placeholders(german), placeholders(text), `${key}: German placeholders differ from English`);
    assert.equal(german.includes('|'), text.includes('|'), `${key}: one|other forms in one language only`);
  }
}

describe('interface texts', () => {
  it('German has every key of the components, with the same placeholders', () => {
    assertComplete(EN, DE);
  });

  it('German has every key of the platform, with the same placeholders', async () => {
    const { PLATFORM_EN } = await import('../../../apps/platform/src/texts-en.ts');
    const { PLATFORM_DE } = await import('../../../apps/platform/src/texts-de.ts');
    assertComplete(PLATFORM_EN, PLATFORM_DE);
    const clash = Object.keys(PLATFORM_EN).filter((k) => k in EN);
    assert.deepEqual(clash, [], 'platform keys that are component keys too');
  });

  it('a German key left out is found (the check above can fail)', () => {
    const { 'common.close': _left, ...partial } = DE;
    assert.throws(() => assertComplete(EN, partial), /common\.close/);
  });

  it('fills placeholders, chooses one|other forms by count, and falls back to overrides and English', () => {
    assert.equal(format('{count} row|{count} rows', { count: 1 }), '1 row');
    assert.equal(format('{count} row|{count} rows', { count: 3 }), '3 rows');
    assert.equal(format('Delete “{name}”?', { name: 'a' }), 'Delete “a”?');
    assert.equal(translate('de', 'common.close'), 'Close', 'English until the German texts are registered');
    registerTexts('de', DE);
    assert.equal(translate('de', 'common.close'), 'Schließen');
    assert.equal(translate('de', 'common.close', undefined, { 'common.close': 'Zu' }), 'Zu');
    assert.equal(translate('en', 'no.such.key'), 'no.such.key');
    assert.equal(languageOf('de-CH'), 'de');
    assert.equal(languageOf('fr'), null);
  });
});

/** Source files whose texts are not all through the translation function yet. */
const PENDING = new Set<string>([
]);

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) sources(full, out);
    else if (entry.endsWith('.ts') && !entry.endsWith('.test.ts') && !entry.endsWith('.type-test.ts') && !entry.endsWith('.styles.ts') && !/^texts-/.test(entry)) out.push(relative(root, full));
  }
  return out;
}

describe('visible texts go through the translation function', () => {
  const files = [...sources(join(root, 'packages/embed/src')), ...sources(join(root, 'apps/platform/src'))].sort();

  it('the scan finds a raw text (it can fail)', () => {
    const found = rawTexts('const x = html`<p>Hello there</p><button aria-label="Close it" title=${t("x")}>×</button><b>${n}</b> rows`;');
    assert.deepEqual(found, ['Hello there', 'aria-label="Close it"', 'rows']);
    assert.deepEqual(rawTexts('html`<p>${this.t("a")}</p> <span class="x">—</span><style>.a { color: red }</style>`'), []);
  });

  for (const file of files) {
    it(file, () => {
      const found = rawTexts(readFileSync(join(root, file), 'utf8'));
      if (PENDING.has(file)) {
        assert.ok(found.length > 0, `${file} has no raw texts left: take it off PENDING`);
        return;
      }
      assert.deepEqual(found, [], `${file} shows texts that bypass t(): ${found.join(' | ')}`);
    });
  }
});
