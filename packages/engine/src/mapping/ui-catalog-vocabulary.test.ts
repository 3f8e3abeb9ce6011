import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { TdmColumn } from '../types.ts';
import { addCatalogTerms, compileLexicon, headerKey, translateHeader, translateTokens } from './lexicon.ts';
import { suggestMappings } from './matcher.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import gettextParser from 'gettext-parser';
import { type CatalogSource, catalogMessages, deriveUiCatalogVocabulary, labelOf, msgidMessages, poMessages, readMessages, singularKey, type WikidataProperty, wikidataMessages, withoutMnemonic } from './ui-catalog-derive.ts';
import { UI_CATALOG_LEXICON } from './ui-catalog-vocabulary.ts';

const none = { sources: new Set<string>(), targets: new Set<string>() };
const LANGUAGES = new Set(['de', 'fr', 'es', 'it', 'nl', 'pt']);

test('ui-catalog-vocabulary.ts: well-formed lines whose phrases are written as the matcher keys header words', () => {
  const lines = UI_CATALOG_LEXICON.split('\n').filter((line) => line !== '');
  assert.ok(lines.length > 1000, `${lines.length} phrases`);
  for (const line of lines) {
    const [concept, ...languages] = line.split(' | ');
    assert.ok(concept !== '' && languages.length > 0, line);
    for (const part of languages) {
      const language = part.slice(0, part.indexOf(':'));
      assert.ok(LANGUAGES.has(language), `${language} in ${line}`);
      // A phrase that header normalisation would write otherwise (after a change to
      // ./header-tokens.ts) could never be looked up: run node src/mapping/ui-catalog-derive.ts.
      for (const phrase of part.slice(language.length + 2).split(', ')) assert.equal(headerKey(phrase), phrase, `"${phrase}" in ${line}`);
    }
  }
});

test('labels are short, without placeholders, digits or sentences', () => {
  assert.equal(labelOf('Created at:', 3), 'Created at');
  assert.equal(labelOf('Shipping  method *', 3), 'Shipping method');
  assert.equal(labelOf('{count} items', 3), null);
  assert.equal(labelOf('Delete this order?', 4), null);
  assert.equal(labelOf('The order was placed. Pay now', 8), null);
  assert.equal(labelOf('Address line 2', 4), null);
  assert.equal(labelOf('A label of far too many words', 4), null);
});

test('catalogs are aligned by message key; a phrase keeps the one reading its translations agree on', () => {
  const m = (entries: Record<string, string>) => new Map(Object.entries(entries));
  const english = m({ a: 'Quantity', b: 'Qty', c: 'Amount', d: 'Recipient', e: 'Save', f: 'Note', g: 'Status', h: 'Sort order', i: 'Order' });
  const vocabulary = deriveUiCatalogVocabulary([{
    english,
    translated: {
      // `Stückzahl` is quantity twice and amount once: quantity. `Notiz` is English nowhere.
      de: [m({ a: 'Stückzahl', b: 'Stückzahl', c: 'Stückzahl', d: 'Empfänger', e: 'Speichern', f: 'Notiz', g: 'Status' })],
      // `Note` is an English word: left out. `ordine` is two readings once each: left out.
      it: [m({ f: 'Note', h: 'Ordine', i: 'Ordine', d: '{name} destinatario' })],
    },
  }]);
  assert.deepEqual(vocabulary.quantity, { de: ['stuckzahl'] });
  assert.deepEqual(vocabulary.recipient, { de: ['empfanger'] });
  assert.deepEqual(vocabulary.note, { de: ['notiz'] });
  assert.equal(vocabulary.amount, undefined);
  assert.equal(vocabulary.status, undefined, 'the same word in both languages says nothing');
  assert.equal(vocabulary.order, undefined);
  assert.equal(vocabulary['sort order'], undefined);
  assert.ok(!JSON.stringify(vocabulary).includes('destinatario'), 'a placeholder message is no label');
  // WordNet's lemmas make a phrase English; abbreviations and commands are no labels.
  const more = deriveUiCatalogVocabulary([{
    english: m({ a: 'Folder', b: 'Fr', c: 'Edit customer', d: 'Weight' }),
    translated: { nl: [m({ a: 'Map', b: 'Vr', c: 'Klant bewerken', d: 'Gewicht' })], de: [m({ a: 'Ordner', b: 'Fr', d: 'kg' })] },
  }], new Set(['map']));
  assert.deepEqual(more, { folder: { de: ['ordner'] }, weight: { nl: ['gewicht'] } });
});

test('a header read through the interface translations maps, says so, and counts less than the lexicon', () => {
  // `Bijlage`, `Versie` and `Versandart` are in no hand-written lexicon line.
  assert.deepEqual(translateHeader('Bijlage').tokens, ['attachment']);
  assert.deepEqual(translateHeader('Versandart').tokens, translateHeader('Shipping method').tokens);
  const tdm: TdmColumn[] = [
    { key: 'attachment', label: 'Attachment', columnType: 'string' },
    { key: 'version', label: 'Version', columnType: 'string' },
    { key: 'shipping_method', label: 'Shipping method', columnType: 'string' },
    { key: 'title', label: 'Title', columnType: 'string' },
  ];
  const got = suggestMappings(['Bijlage', 'Versie', 'Versandart'], [['a.pdf', 'b.png', 'c.pdf'], ['1.0', '1.1', '2.0'], ['DHL', 'UPS', 'DHL']], tdm, none);
  assert.deepEqual(got.map((s) => s.target_column), ['attachment', 'version', 'shipping_method']);
  assert.match(got[0].reason, /"Bijlage" is Dutch for "attachment", as business software translates it/);
  // A hand-written synonym scores 0.95; one read through the interface translations 0.9 of that.
  assert.ok(got[0].confidence < 0.9 && got[0].confidence >= 0.6, String(got[0].confidence));
});

test('the hand-written lexicon reads first: a catalog phrase only fills what it leaves unread', () => {
  // The catalogs translate "job state" as `stato operazione`; the lexicon's `stato` is the status.
  assert.equal(translateHeader('Stato operazione').tokens[0], 'status');
});

test('interface-translation words do not split words that are no compounds', () => {
  // `azione` (action) is a catalog word; `registrazione` is one word, not `registr` + `azione`.
  assert.ok(!translateHeader('Data registrazione').tokens.includes('action'), translateHeader('Data registrazione').tokens.join(' '));
});

test('gettext catalogs: msgid and context are the key, an untranslated message is left out', () => {
  const po = (language: string, body: string) => Buffer.from(`msgid ""\nmsgstr ""\n"Language: ${language}\\n"\n\n${body}`);
  const english = poMessages(po('en', 'msgid "Payee"\nmsgstr ""\n\nmsgctxt "address"\nmsgid "City"\nmsgstr "City"\n'), true);
  assert.deepEqual(Object.entries(english), [['Payee', 'Payee'], ['address\u0004City', 'City']]);
  const german = poMessages(po('de', 'msgid "Payee"\nmsgstr "Zahlungsempf\u00e4nger"\n\nmsgctxt "address"\nmsgid "City"\nmsgstr ""\n\nmsgid "{count} item"\nmsgid_plural "{count} items"\nmsgstr[0] "{count} Artikel"\nmsgstr[1] "{count} Artikel"\n'), false);
  assert.deepEqual(german, { Payee: 'Zahlungsempf\u00e4nger' });
});

test('a catalog under its locale\'s name is unwrapped, and only the kept keys are read', () => {
  const osm = { de: { presets: { fields: {
    phone: { label: 'Telefon', terms: ['telefonnummer', 'rufnummer'], placeholder: '+000 0000' },
    address: { label: 'Adresse', placeholders: { city: 'Stadt', postcode: 'Postleitzahl', 'city!jp': 'Stadt/Gemeinde' } },
  } } } };
  const keep = /^presets\.fields\.[^.]+\.(label|labels\.[^.]+|placeholders\.[a-z_]+)$/u;
  assert.deepEqual(Object.fromEntries(catalogMessages(osm, { unwrap: true, keep })), {
    'presets.fields.phone.label': 'Telefon',
    'presets.fields.address.label': 'Adresse',
    'presets.fields.address.placeholders.city': 'Stadt',
    'presets.fields.address.placeholders.postcode': 'Postleitzahl',
  });
});

test('the finance app and map-field catalogs: bank-transaction and place labels read in six languages', () => {
  // From Actual's catalog (cleared) and OpenStreetMap's field labels (operator, capacity); none is
  // a hand-written lexicon term.
  assert.deepEqual(translateHeader('Betreiber').tokens, ['operator']);
  assert.deepEqual(translateHeader('Capienza').tokens, ['capacity']);
  // An English word of the catalogs is not cut as a German compound (`capa` is a Spanish word of them).
  assert.deepEqual(translateHeader('Capacity').tokens, ['capacity']);
  assert.deepEqual(translateHeader('Gebucht').tokens, ['cleared']);
});

test('a locale split over several files: each file read, its keys kept apart by file', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'ferry-catalog-'));
  try {
    mkdirSync(join(folder, 'package', 'de'), { recursive: true });
    writeFileSync(join(folder, 'package', 'de', 'common.json'), JSON.stringify({ name: 'Name', field: { created: 'Erstellt' } }));
    writeFileSync(join(folder, 'package', 'de', 'table.json'), JSON.stringify({ name: 'Tabellenname' }));
    const source: CatalogSource = { pkg: 'x', version: '1', integrity: '', license: 'MIT', format: 'json', english: 'en', locales: { de: ['de'], fr: [], es: [], it: [], nl: [], pt: [] }, path: ['package/{locale}/common.json', 'package/{locale}/table.json'] };
    const messages = await readMessages(source, folder, 'de');
    assert.deepEqual([...messages.values()], ['Name', 'Erstellt', 'Tabellenname']);
    assert.equal(new Set(messages.keys()).size, 3, 'the two files\' "name" keys stay two');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('compiled gettext catalogs of desktop programs: the msgids are the English, mnemonics are dropped', async () => {
  const mo = (translations: Record<string, string>, context = '') => gettextParser.mo.compile({
    charset: 'utf-8',
    headers: { 'Content-Type': 'text/plain; charset=UTF-8' },
    translations: { [context]: Object.fromEntries(Object.entries(translations).map(([msgid, text]) => [msgid, { msgctxt: context || undefined, msgid, msgstr: [text] }])) },
  });
  const german = poMessages(mo({ '_Payee': 'Zahlungs_empfänger', 'Due Date': 'Fälligkeitsdatum', 'Untranslated': '' }), false, 'mo');
  assert.deepEqual(german, { '_Payee': 'Zahlungs_empfänger', 'Due Date': 'Fälligkeitsdatum' });
  assert.equal(withoutMnemonic('_Payee'), 'Payee');
  assert.equal(withoutMnemonic('Da_te'), 'Date');
  assert.equal(withoutMnemonic('first_name_field'), 'first_name_field', 'several underscores: no mnemonic');
  assert.equal(withoutMnemonic('Total'), 'Total');
  const english = msgidMessages({ de: [new Map([['_Payee', 'x'], ['column\u0004Due Date', 'y']])] });
  assert.deepEqual(Object.fromEntries(english), { '_Payee': 'Payee', 'column\u0004Due Date': 'Due Date' });
  // Read from an unpacked Debian package's tree: the locale's .mo, mnemonics dropped on both sides.
  const folder = mkdtempSync(join(tmpdir(), 'ferry-catalog-'));
  try {
    const source: CatalogSource = {
      registry: 'debian', pkg: 'example', version: '1', integrity: 'sha256-', license: 'GPL-2.0-or-later',
      path: 'usr/share/locale/{locale}/LC_MESSAGES/example.mo', format: 'mo', english: '', locales: { de: ['de'], fr: [], es: [], it: [], nl: [], pt: [] },
    };
    mkdirSync(join(folder, 'usr/share/locale/de/LC_MESSAGES'), { recursive: true });
    writeFileSync(join(folder, 'usr/share/locale/de/LC_MESSAGES/example.mo'), mo({ '_Payee': 'Zahlungs_empfänger' }));
    const messages = await readMessages(source, folder, 'de');
    assert.deepEqual(Object.fromEntries(messages), { '_Payee': 'Zahlungsempfänger' });
    const vocabulary = deriveUiCatalogVocabulary([{ english: msgidMessages({ de: [messages] }), translated: { de: [messages] } }]);
    assert.deepEqual(vocabulary, { payee: { de: ['zahlungsempfanger'] } });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('catalog phrases and the hand-written lexicon: the lexicon\'s senses, singulars and qualifiers come first', () => {
  const lexicon = compileLexicon([
    '@finance',
    'purpose | nl: ~mededeling',
    'credit | it: entrata',
    'balance | pt: saldo, ~disponivel',
  ].join('\n'));
  addCatalogTerms(lexicon, ['message | nl: mededeling', 'income | it: entrate', 'available | pt: disponivel', 'remark | nl: opmerking'].join('\n'));
  // A word the lexicon has as a second sense only keeps it: in a finance file it is the purpose.
  assert.deepEqual(translateTokens(['mededeling'], lexicon, 'finance').tokens, ['purpose']);
  // A catalog's plural whose singular is a lexicon term of the file's domain reads as that term, not
  // as the catalog's word; outside that domain the catalog's reading stands.
  assert.deepEqual(translateTokens(['entrate'], lexicon, 'finance').tokens, ['credit']);
  assert.deepEqual(translateTokens(['entrate'], lexicon).tokens, ['income']);
  // A second sense that would repeat the word before it is a qualifier, kept as written.
  assert.deepEqual(translateTokens(['saldo', 'disponivel'], lexicon, 'finance').tokens, ['balance', 'disponivel']);
  assert.deepEqual(translateTokens(['disponivel'], lexicon, 'finance').tokens, ['balance']);
  // What the lexicon leaves unread, a catalog phrase reads.
  assert.deepEqual(translateTokens(['opmerking'], lexicon).tokens, ['remark']);
});

test('catalog votes: readings that differ only by number count together; a desktop catalog\'s English does not make a phrase English', () => {
  const m = (entries: Record<string, string>) => new Map(Object.entries(entries));
  const votes = deriveUiCatalogVocabulary([
    { english: m({ a: 'Attachment', b: 'Appendix' }), translated: { de: [m({ a: 'Anlage', b: 'Anlage' })] } },
    { english: m({ a: 'Attachments' }), translated: { de: [m({ a: 'Anlage' })] } },
  ]);
  assert.deepEqual(votes, { attachment: { de: ['anlage'] } });
  assert.equal(singularKey('categories boxes attachments'), 'category box attachment');
  assert.equal(singularKey('address status bus'), 'address status bus');
  // A time zone's city in a desktop program's English (`Pago Pago`) is no English word of labels.
  const shop = { english: m({ a: 'Amount paid' }), translated: { pt: [m({ a: 'Valor pago' })] } };
  const desktop = { english: m({ z: 'Pago Pago', v: 'Valor' }), translated: {} };
  assert.deepEqual(deriveUiCatalogVocabulary([shop, { ...desktop, englishWords: false }]), { 'amount paid': { pt: ['valor pago'] } });
  assert.deepEqual(deriveUiCatalogVocabulary([shop, desktop]), {});
});

test('Wikidata\'s property labels: attributes only, and they only fill what the catalogs leave', () => {
  const properties: WikidataProperty[] = [
    { id: 'P1082', label: 'population', datatype: 'quantity', labels: { de: 'Einwohnerzahl', nl: 'inwonertal' } },
    { id: 'P345', label: 'IMDb ID', datatype: 'external-id', labels: { de: 'IMDb-ID' } },
    { id: 'P463', label: 'member of', datatype: 'wikibase-item', labels: { de: 'Mitglied von' } },
    { id: 'P108', label: 'employer', datatype: 'wikibase-item', labels: { de: 'Arbeitgeber' } },
  ];
  assert.deepEqual(Object.fromEntries(wikidataMessages(properties, 'en')), { P1082: 'population', P108: 'employer' });
  assert.deepEqual(Object.fromEntries(wikidataMessages(properties, 'de')), { P1082: 'Einwohnerzahl', P108: 'Arbeitgeber' });
  const m = (entries: Record<string, string>) => new Map(Object.entries(entries));
  const wikidata = { english: wikidataMessages(properties, 'en'), translated: { de: [wikidataMessages(properties, 'de')] }, fills: true };
  const shop = { english: m({ a: 'Company' }), translated: { de: [m({ a: 'Arbeitgeber' })] } };
  // The shop's catalog translates `Arbeitgeber` (as company): Wikidata's reading does not count; `Einwohnerzahl` it fills.
  assert.deepEqual(deriveUiCatalogVocabulary([wikidata, shop]), { company: { de: ['arbeitgeber'] }, population: { de: ['einwohnerzahl'] } });
  // Were it a catalog like the others, the two readings of `Arbeitgeber` would tie and neither be kept.
  assert.deepEqual(deriveUiCatalogVocabulary([{ ...wikidata, fills: false }, shop]), { population: { de: ['einwohnerzahl'] } });
});
