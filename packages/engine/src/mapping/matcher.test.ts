import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CellValue, TdmColumn } from '../types.ts';
import { headerTokens } from './header-tokens.ts';
import { compileLexicon, translateHeader, translateTokens } from './lexicon.ts';
import { suggestColumns, suggestMappings, type MappingSuggestion } from './matcher.ts';
import { abbreviates, cognates, contracts, devowels, listSimilarity, nameSimilarity, sameEvent, tokenList, trigramDice } from './similarity.ts';

const none = { sources: new Set<string>(), targets: new Set<string>() };

/** `count` values taken from `values` in turn (`cycle(['a', 'b'], 3)` is `['a', 'b', 'a']`): a column's sample. */
function cycle<T>(values: readonly T[], count: number): T[] {
  return Array.from({ length: count }, (_, i) => values[i % values.length]);
}

function pairs(suggestions: MappingSuggestion[]): Record<string, string> {
  return Object.fromEntries(suggestions.map((s) => [s.source_column, s.target_column]));
}

test('header tokens: case, accents, separators, camelCase, abbreviations and German words', () => {
  for (const header of ['First name', 'firstName', 'first_name', 'FIRST-NAME', 'First  Name ', 'Vorname', 'fname']) {
    assert.deepEqual(headerTokens(header), ['first', 'name'], header);
  }
  for (const header of ['E-Mail Address', 'email', 'EmailAddress', 'e_mail', 'Mail']) {
    assert.deepEqual(headerTokens(header), ['email'], header);
  }
  assert.deepEqual(headerTokens('Qty'), ['quantity']);
  assert.deepEqual(headerTokens('Straße'), ['street']);
  assert.deepEqual(headerTokens('Date of Birth'), ['date', 'birth']);
  assert.deepEqual(headerTokens('Geburtsdatum'), ['date', 'birth']);
  assert.deepEqual(headerTokens('Order #'), ['order', 'number']);
  assert.deepEqual(headerTokens('Cust. No.'), ['customer', 'number']);
  assert.deepEqual(headerTokens('Café_Zoë2'), ['cafe', 'zoe', '2']);
});

test('name similarity: identical 1, partial in between, unrelated 0', () => {
  const sim = (a: string, b: string): number => nameSimilarity(headerTokens(a), headerTokens(b));
  assert.equal(sim('Zip', 'postal_code'), 1);
  assert.ok(sim('Adress', 'address') > 0.7, 'a typo still matches');
  assert.ok(sim('Date', 'order_date') > 0.6);
  assert.ok(sim('Order Date', 'birth_date') < 0.6);
  assert.equal(sim('Amount', 'email'), 0);
});

test('trigram Dice counts repeated trigrams as a multiset, over UTF-16 code units', () => {
  // The definition, spelled out: trigrams of the text padded with one space each side, counted.
  const grams = (text: string): Map<string, number> => {
    const padded = ` ${text} `;
    const out = new Map<string, number>();
    for (let i = 0; i + 3 <= padded.length; i++) out.set(padded.slice(i, i + 3), (out.get(padded.slice(i, i + 3)) ?? 0) + 1);
    return out;
  };
  const dice = (a: string, b: string): number => {
    const ga = grams(a);
    const gb = grams(b);
    let common = 0;
    for (const [g, n] of ga) common += Math.min(n, gb.get(g) ?? 0);
    return (2 * common) / (a.length + b.length);
  };
  const words = ['aaaa', 'aaa', 'aa', 'banana', 'ananas', 'adress', 'address', 'straße', 'strasse', 'prénom', 'prenom', 'a😀b', 'a😀😀b', 'x', 'mississippi', 'missisippi'];
  for (const a of words) for (const b of words) if (a !== b) assert.equal(trigramDice(a, b), dice(a, b), `${a} ${b}`);
  assert.equal(trigramDice('aaaa', 'aaaa'), 1);
});

test('prepared token lists score as their tokens do, lists of the same tokens alike', () => {
  const pairs: Array<[string, string]> = [['Cust. No.', 'customer_number'], ['Adress', 'address'], ['Order Date', 'birth_date'], ['Straße', 'street_name'], ['Amount', 'email']];
  for (const [a, b] of pairs) {
    const x = headerTokens(a);
    const y = headerTokens(b);
    assert.equal(listSimilarity(tokenList(x), tokenList(y)), nameSimilarity(x, y), `${a} ${b}`);
    assert.equal(nameSimilarity([...x], [...y]), nameSimilarity(x, y), `${a} ${b} as copies`);
  }
  assert.equal(tokenList(['order', 'date']), tokenList(['order', 'date']));
  assert.equal(listSimilarity(tokenList([]), tokenList(['date'])), 0);
});

const tdm: TdmColumn[] = [
  { key: 'email', label: 'Email', columnType: 'email' },
  { key: 'first_name', label: 'First name', columnType: 'string' },
  { key: 'last_name', label: 'Last name', columnType: 'string' },
  { key: 'quantity', label: 'Quantity', columnType: 'int' },
  { key: 'order_date', label: 'Order date', columnType: 'date' },
  { key: 'country', label: 'Country', columnType: 'country_code_alpha_2' },
  { key: 'notes', label: 'Notes', columnType: 'string' },
];

test('realistic header variants map one-to-one; unrelated columns stay unmapped', () => {
  const headers = ['E-Mail Address', 'firstName', 'last_name', 'Qty', 'Date', 'Land', 'Internal ref'];
  const samples: CellValue[][] = [
    ['ada@example.com', 'alan@example.org', 'grace@example.net'],
    ['Ada', 'Alan', 'Grace'],
    ['Lovelace', 'Turing', 'Hopper'],
    ['3', '10', '1'],
    ['2024-01-03', '2024-01-04', '2024-02-10'],
    ['GB', 'GB', 'US'],
    ['X-1', 'X-2', 'X-3'],
  ];
  const suggestions = suggestMappings(headers, samples, tdm, none);
  assert.deepEqual(pairs(suggestions), {
    'E-Mail Address': 'email', firstName: 'first_name', last_name: 'last_name', Qty: 'quantity', Date: 'order_date', Land: 'country',
  });
  const email = suggestions.find((s) => s.target_column === 'email')!;
  assert.equal(email.confidence, 1);
  assert.match(email.reason, /header "E-Mail Address" ≈ .* "[Ee]mail" \(1\.00\); 100% of 3 sampled values are e-mail addresses/);
  const date = suggestions.find((s) => s.target_column === 'order_date')!;
  assert.ok(date.confidence >= 0.6 && date.confidence < 1, String(date.confidence));
});

test('value profiling: a column of e-mails under an unrelated header is matched on its values', () => {
  const suggestions = suggestMappings(['Contact', 'Who'], [
    ['ada@example.com', 'alan@example.org', 'grace@example.net', 'linus@example.com'],
    ['Ada', 'Alan', 'Grace', 'Linus'],
  ], tdm, none);
  assert.deepEqual(pairs(suggestions), { Contact: 'email' });
  assert.match(suggestions[0].reason, /matched on values/);
});

test('value profiling: values that contradict the type pull a weak name match below the threshold', () => {
  const suggestions = suggestMappings(['Date'], [['Ada', 'Alan', 'Grace', 'Linus']], tdm, none);
  assert.deepEqual(suggestions, []);
  const withDates = suggestMappings(['Date'], [['01.02.2024', '03.02.2024', '12/31/2024']], tdm, none);
  assert.deepEqual(pairs(withDates), { Date: 'order_date' });
});

test('label structure: qualifiers, X/Y, units, initials, abbreviations and a generic date header', () => {
  const contacts: TdmColumn[] = [
    { key: 'street', label: 'Street', columnType: 'string', description: 'Business address: street and number' },
    { key: 'country', label: 'Country', columnType: 'string' },
    { key: 'region', label: 'Region', columnType: 'string' },
  ];
  const headers = ['Straße privat', 'Straße geschäftlich', 'Pays/Région (bureau)'];
  const got = suggestColumns(headers, [[], [], []], contacts);
  assert.deepEqual(got.map((s) => s.target_column), [null, 'street', 'country']);
  assert.match(got[1].reason, /qualifier "geschäftlich" set aside\); "business" as the target says/);
  assert.match(got[2].reason, /one side of "Pays\/Région"/);

  const specimens: TdmColumn[] = [
    { key: 'bill_length_mm', label: 'Bill length (mm)', columnType: 'float' },
    { key: 'body_mass_g', label: 'Body mass (g)', columnType: 'float' },
    { key: 'mpg', label: 'Fuel economy (mpg)', columnType: 'float' },
    { key: 'weight', label: 'Weight', columnType: 'float' },
  ];
  const numbers = ['39.1', '40.3', '36.7'];
  const measured = suggestColumns(['Beak Length (mm)', 'Miles_per_Gallon', 'Variant Grams'], [numbers, numbers, numbers], specimens);
  assert.deepEqual(measured.map((s) => s.target_column), ['bill_length_mm', 'mpg', 'weight'], 'length in mm, initials, a unit of mass');
  assert.match(measured[0].reason, /unit "mm" agrees with "mm"/);
  assert.match(measured[1].reason, /initials of "Miles_per_Gallon" are "mpg"/);
  assert.match(measured[2].reason, /unit "grams" measures mass, as "weight" is/);

  const bank: TdmColumn[] = [
    { key: 'booking_date', label: 'Booking date', columnType: 'date' },
    { key: 'value_date', label: 'Value date', columnType: 'date' },
  ];
  const dates = ['2026-01-02', '2026-01-03', '2026-01-05'];
  const generic = suggestColumns(['Datum'], [dates], bank);
  assert.equal(generic[0].target_column, 'booking_date');
  assert.match(generic[0].reason, /fits 2 columns equally, the first in the TDM taken/);
  assert.equal(suggestColumns(['Datum'], [['Ada', 'Alan', 'Grace']], bank)[0].target_column, null, 'values that are no dates settle nothing');
});

test('ties: two equally good targets (or sources) are left for a person to choose', () => {
  const twoEmails: TdmColumn[] = [
    { key: 'work_email', label: 'Work email', columnType: 'email' },
    { key: 'home_email', label: 'Home email', columnType: 'email' },
  ];
  const mails = ['a@example.com', 'b@example.com', 'c@example.com'];
  const tied = suggestMappings(['Mail'], [mails], twoEmails, none);
  assert.deepEqual(tied, [], 'a header and values fitting both targets equally are not guessed');

  const twoSources = suggestMappings(['Col A', 'Col B'], [mails, mails], [tdm[0]], none);
  assert.deepEqual(twoSources, [], 'two value-only candidates for one target are not guessed');

  const resolved = suggestMappings(['Work Mail', 'Mail'], [mails, mails], twoEmails, none);
  assert.deepEqual(pairs(resolved), { 'Work Mail': 'work_email', Mail: 'home_email' }, 'the clear pair first, then the only fit left');
});

test('ties resolve once the rival column is taken: "Date" goes to order_date when "Birth date" took birth_date', () => {
  const columns: TdmColumn[] = [
    { key: 'order_date', label: 'Order date', columnType: 'date' },
    { key: 'birth_date', label: 'Date of birth', columnType: 'date' },
  ];
  const dates = ['2024-01-01', '2024-01-02', '2024-01-03'];
  const suggestions = suggestMappings(['Date', 'Birth date'], [dates, ['1990-05-01', '1985-03-02', '1970-12-24']], columns, none);
  assert.deepEqual(pairs(suggestions), { 'Birth date': 'birth_date', Date: 'order_date' });
});

test('already-mapped sources and targets are neither suggested nor suggested to', () => {
  const suggestions = suggestMappings(['Email', 'First Name'], [[], []], tdm, { sources: new Set(['Email']), targets: new Set(['first_name']) });
  assert.deepEqual(suggestions, []);
});

test('category columns profile against their options', () => {
  const columns: TdmColumn[] = [{
    key: 'state', label: 'State', columnType: 'category',
    optionConfiguration: { options: [{ label: 'Active', value: 'ACTIVE', alternativeMatches: ['on'] }, { label: 'Inactive', value: 'INACTIVE' }] },
  }];
  const suggestions = suggestMappings(['Flag'], [['active', 'Inactive', 'on', 'ACTIVE']], columns, none);
  assert.deepEqual(pairs(suggestions), { Flag: 'state' });
});

test("a column's alternativeMatches map headers its key and label never would", () => {
  const tdm: TdmColumn[] = [
    { key: 'phone', label: 'Phone', columnType: 'string', alternativeMatches: ['Hotline-Kennung', 'Tel.'] },
    { key: 'city', label: 'City', columnType: 'string' },
  ];
  const headers = ['Hotline-Kennung', 'Ort'];
  const without = suggestMappings(headers, [[], []], tdm.map(({ alternativeMatches: _, ...c }) => c), none);
  assert.equal(without.find((s) => s.source_column === 'Hotline-Kennung'), undefined, 'no name resemblance without the alternative');
  const [hit] = suggestMappings(headers, [[], []], tdm, none);
  assert.equal(hit?.source_column, 'Hotline-Kennung');
  assert.equal(hit?.target_column, 'phone');
  assert.equal(hit?.confidence, 1);
  assert.match(hit!.reason, /alternative match "Hotline-Kennung"/);
});

test('an exact header always maps, whatever its words: filler words, single letters, digits, punctuation, any language', () => {
  const labels = ['a', 'A', 'The', 'Of', 'ID', 'No.', '#', 'b', '1', '2024', 'der', 'Die', 'von', 'Año', 'Straße', 'Nº', 'e-mail', 'Прізвище', '名前', 'x y'];
  // Columns keyed c0… so only the label can match; headers differ in case, spacing and punctuation.
  const tdm: TdmColumn[] = labels.map((label, i) => ({ key: `c${i}`, label, columnType: 'string' }));
  const headers = ['A ', 'a', 'THE', 'of', 'id', 'no', '#', 'B', '1', '2024', 'DER', 'die', 'Von', 'AÑO', 'straße', 'Nº', 'E-Mail', 'прізвище', '名前', 'x  y'];
  const suggestions = suggestMappings(headers, headers.map(() => []), tdm, none);
  const byTarget = Object.fromEntries(suggestions.map((s) => [s.target_column, s]));
  labels.forEach((label, i) => {
    const s = byTarget[`c${i}`];
    assert.ok(s, `label ${JSON.stringify(label)} is mapped`);
    assert.equal(s.match, 'exact', label);
    assert.equal(s.confidence, 1, label);
    assert.match(s.reason, /^exact match: header .* = label/);
  });
  // Two headers equal ignoring case: the byte-identical one wins for each label ("a" → a, "A " → A).
  assert.equal(byTarget.c0!.source_column, 'a');
  assert.equal(byTarget.c1!.source_column, 'A ');
});

test('filler words are dropped only when other words remain', () => {
  assert.deepEqual(headerTokens('The'), ['the']);
  assert.deepEqual(headerTokens('of the'), ['of', 'the']);
  assert.deepEqual(headerTokens('Date of birth'), ['date', 'birth']);
  assert.deepEqual(headerTokens('Name der Firma'), ['name', 'company']);
});

test('a key matches exactly too, and saved or taken columns are left alone', () => {
  const tdm: TdmColumn[] = [
    { key: 'customer_id', label: 'Customer', columnType: 'string' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
  ];
  const s = suggestMappings(['Customer_ID', 'amount'], [[], []], tdm, { sources: new Set(['amount']), targets: new Set() });
  assert.deepEqual(s.map((x) => [x.source_column, x.target_column, x.match]), [['Customer_ID', 'customer_id', 'exact']]);
});

test('the lexicon reads headers in seven languages, and the reason names the term and its language', () => {
  const columns: TdmColumn[] = [
    { key: 'order_date', label: 'Order date', columnType: 'date' },
    { key: 'customer_id', label: 'Customer ID', columnType: 'string' },
    { key: 'email', label: 'Email', columnType: 'email' },
  ];
  const dates = ['2024-01-03', '2024-01-04', '2024-02-10'];
  for (const [header, language] of [['Date de commande', 'French'], ['Bestelldatum', 'German'], ['Fecha de pedido', 'Spanish'], ['Data ordine', 'Italian'], ['Besteldatum', 'Dutch'], ['Data da encomenda', 'Portuguese']]) {
    const [s] = suggestColumns([header], [dates], columns);
    assert.equal(s.target_column, 'order_date', header);
    assert.match(s.reason, new RegExp(`header synonym of .*"${header}" is ${language} for "order date"`), s.reason);
    assert.ok(s.confidence >= 0.9, `${header}: ${s.confidence}`);
  }
  // Compounds split into known words: Klant + nr → customer number ≈ customer id.
  assert.equal(suggestColumns(['Klantnr.'], [['K-1', 'K-2', 'K-3']], columns)[0].target_column, 'customer_id');
});

test('values that contradict the target type veto the mapping, and the reason says so', () => {
  const columns: TdmColumn[] = [{ key: 'email', label: 'Email', columnType: 'email' }, { key: 'note', label: 'Note', columnType: 'string' }];
  const [s] = suggestColumns(['E-Mail'], [['call back', 'n/a', 'tomorrow', 'unknown']], columns.slice(0, 1).map((c) => ({ ...c, key: 'mail_address', label: 'Mail address' })));
  assert.equal(s.target_column, null, 'a column of free text never maps to an e-mail column, whatever its name');
  assert.match(s.reason, /although the name fits: only 0% of 4 sampled values are e-mail addresses/);
});

test('every input column gets an answer in input order, with ranked alternatives; unmapped is honest', () => {
  const columns: TdmColumn[] = [
    { key: 'work_email', label: 'Work email', columnType: 'email' },
    { key: 'home_email', label: 'Home email', columnType: 'email' },
    { key: 'city', label: 'City', columnType: 'string' },
  ];
  const result = suggestColumns(['Stadt', 'Work E-mail', 'Shoe size'], [['Köln', 'Bonn', 'Ulm'], ['a@x.de', 'b@y.de', 'c@z.de'], ['42', '39', '44']], columns);
  assert.deepEqual(result.map((r) => r.source_column), ['Stadt', 'Work E-mail', 'Shoe size']);
  assert.deepEqual(result.map((r) => r.target_column), ['city', 'work_email', null]);
  assert.equal(result[1].alternatives[0]?.target_column, 'home_email', 'the other e-mail column is the first alternative');
  assert.ok(result[1].alternatives[0].confidence < result[1].confidence);
  assert.match(result[2].reason, /no target column/);
});

test('memory: a mapping the tenant confirmed outranks name similarity, the sub-organization above the organization', () => {
  const columns: TdmColumn[] = [{ key: 'customer_ref', label: 'Customer reference', columnType: 'string' }, { key: 'order_ref', label: 'Order reference', columnType: 'string' }];
  const header = 'Ref';
  const plain = suggestColumns([header], [['1', '2', '3']], columns);
  assert.equal(plain[0].target_column, null, 'without memory "Ref" is ambiguous');
  const remembered = suggestColumns([header], [['1', '2', '3']], columns, undefined, {
    memory: [
      { header: 'ref', target_column: 'customer_ref', count: 14, scope: 'ORGANIZATION' },
      { header: 'ref', target_column: 'order_ref', count: 3, scope: 'SUB_ORGANIZATION' },
    ],
  });
  assert.equal(remembered[0].target_column, 'order_ref');
  assert.equal(remembered[0].match, 'memory');
  assert.equal(remembered[0].reason, 'mapped so 3 times before for this customer');
  assert.equal(remembered[0].alternatives[0]?.target_column, 'customer_ref');
});

test('many-to-one: first and last name join into a full-name column in first–last order', () => {
  const columns: TdmColumn[] = [{ key: 'full_name', label: 'Full name', columnType: 'string' }, { key: 'email', label: 'Email', columnType: 'email' }];
  const headers = ['Nachname', 'Vorname', 'E-Mail'];
  const samples: CellValue[][] = [['Lovelace', 'Turing', 'Hopper'], ['Ada', 'Alan', 'Grace'], ['a@x.de', 'b@y.de', 'c@z.de']];
  const result = suggestColumns(headers, samples, columns);
  assert.deepEqual(result.map((r) => r.target_column), ['full_name', 'full_name', 'email']);
  assert.equal(result[0].match, 'joined');
  const used = suggestMappings(headers, samples, columns, none).filter((s) => s.target_column === 'full_name').map((s) => s.source_column);
  assert.deepEqual(used, ['Vorname', 'Nachname'], 'the run joins first name, then last name');
});

test('values as evidence for text targets: short repeated categories do not feed a free-text target, free text does', () => {
  const columns: TdmColumn[] = [
    { key: 'details', label: 'Description', columnType: 'string', description: 'What the payment is for' },
    { key: 'kind', label: 'Transaction type', columnType: 'string' },
  ];
  const kinds = cycle(['DIRECT DEBIT', 'TRANSFER', 'CARD PAYMENT'], 20);
  const texts = Array.from({ length: 20 }, (_, i) => `Invoice ${1000 + i} for order ${i * 7}`);
  // Two headers both reading "description": the values settle which one is the free text.
  const result = suggestColumns(['Beschreibung', 'Beschreibung (lang)'], [kinds, texts], columns);
  assert.equal(result[1].target_column, 'details');
  assert.match(result[1].reason, /the values are free text/);
  assert.equal(result[0].target_column, null, 'categories are not a description of the payment, and "description" says nothing of a type');
  // Alone, a header naming the free-text target but holding categories stays unmapped, and says why.
  const alone = suggestColumns(['Beschreibung'], [kinds], columns)[0];
  assert.equal(alone.target_column, null);
  assert.match(alone.reason, /3 short values repeated in 20/);
});

test('a unit after "per" is the rate\'s denominator, not what the column measures', async () => {
  const { unitsOf } = await import('./label-structure.ts');
  assert.deepEqual([...unitsOf('Huur per maand').units.keys()], []);
  assert.deepEqual([...unitsOf('Weight (kg)').units.keys()], ['mass']);
  assert.deepEqual([...unitsOf('Gewicht in Kilogramm').units.keys()], ['mass'], 'CLDR\'s German unit name');
  assert.deepEqual([...unitsOf('Largeur (pouces)').units.keys()], ['length'], 'CLDR\'s French unit name');
});

test('a header naming a physical dimension feeds a numeric target named by a unit of it, not a money or other one', () => {
  const hours = Array.from({ length: 10 }, (_, i) => `${(i % 4) + 0.5}`);
  const notes = Array.from({ length: 10 }, (_, i) => `Meeting about topic ${i}`);
  const columns: TdmColumn[] = [{ key: 'hours', label: 'Hours', columnType: 'float' }, { key: 'note', label: 'Note', columnType: 'string' }];
  for (const header of ['Dauer', 'Durée', 'Duración', 'Duration']) {
    const [duration] = suggestColumns([header, 'Notiz'], [hours, notes], columns);
    assert.equal(duration.target_column, 'hours', header);
    assert.match(duration.reason, /names time, which the target measures in "hours"/);
  }
  const [width] = suggestColumns(['Breite', 'Notiz'], [hours, notes], columns);
  assert.equal(width.target_column, null, 'a length is no time');
  const [durationText] = suggestColumns(['Dauer', 'Notiz'], [notes, notes], columns);
  assert.notEqual(durationText.target_column, 'hours', 'values that are no numbers say nothing for a measure');
});

test('the file\'s domain, decided by its headers and the TDM, chooses the sense of a word with several', () => {
  const dates = Array.from({ length: 10 }, (_, i) => `2026-03-${String(i + 10)}`);
  const amounts = Array.from({ length: 10 }, (_, i) => `${i * 3}.50`);
  const ibans = Array.from({ length: 10 }, () => 'DE89370400440532013000');
  const finance: TdmColumn[] = [
    { key: 'booking', label: 'Booking date', columnType: 'date' }, { key: 'value_date', label: 'Value date', columnType: 'date' },
    { key: 'currency', label: 'Currency', columnType: 'string' }, { key: 'amount', label: 'Amount', columnType: 'float' }, { key: 'iban', label: 'IBAN', columnType: 'iban' },
  ];
  const inFinance = suggestColumns(['Buchungstag', 'Valuta', 'Betrag', 'IBAN'], [dates, dates, amounts, ibans], finance);
  assert.equal(inFinance[1].target_column, 'value_date', 'a bank statement\'s "Valuta" is the value date');
  assert.match(inFinance[1].reason, /in the sense of a finance file/);
  const orders: TdmColumn[] = [
    { key: 'order_id', label: 'Order number', columnType: 'string' }, { key: 'order_date', label: 'Order date', columnType: 'date' },
    { key: 'currency', label: 'Currency', columnType: 'string' }, { key: 'total', label: 'Order total', columnType: 'float' },
  ];
  const codes = Array.from({ length: 10 }, () => 'EUR');
  const inOrders = suggestColumns(['Numero ordine', 'Data ordine', 'Valuta', 'Totale'], [codes.map((_, i) => `A-${i}`), dates, codes, amounts], orders);
  assert.equal(inOrders[2].target_column, 'currency', 'an order\'s "Valuta" is its currency');
});

test('the lexicon reads an issue tracker\'s export: subject, author, assignee, priority, project, tracker, target version', () => {
  const text = (prefix: string) => Array.from({ length: 12 }, (_, i) => `${prefix} ${i * 7 + 3}`);
  const people = cycle(['Anna Schmidt', 'Luis García', 'Marie Dubois', 'Pieter Jansen'], 12);
  const columns: TdmColumn[] = [
    { key: 'ticket_id', label: 'Ticket number', columnType: 'string' }, { key: 'title', label: 'Title', columnType: 'string' },
    { key: 'reporter', label: 'Reporter', columnType: 'string' }, { key: 'assignee', label: 'Assignee', columnType: 'string' },
    { key: 'priority', label: 'Priority', columnType: 'string' }, { key: 'project', label: 'Project', columnType: 'string' },
    { key: 'kind', label: 'Kind', columnType: 'string' }, { key: 'milestone', label: 'Milestone', columnType: 'string' },
  ];
  const headers = { de: ['Thema', 'Autor', 'Zugewiesen an', 'Priorität', 'Projekt', 'Tracker', 'Zielversion'], es: ['Asunto', 'Autor', 'Asignado a', 'Prioridad', 'Proyecto', 'Tipo', 'Versión prevista'] };
  const values = [text('Checkout fails for voucher'), people, people, ['Hoch', 'Normal', 'Niedrig'], ['Shop', 'Intranet'], ['Bug', 'Feature'], ['2.1', '2.2', '3.0']];
  for (const [language, row] of Object.entries(headers)) {
    const result = suggestColumns(row, values, columns);
    assert.deepEqual(result.map((r) => r.target_column), ['title', 'reporter', 'assignee', 'priority', 'project', 'kind', 'milestone'], language);
  }
});

test('a bare name beside a first name is the family name, beside a family name the first name', () => {
  const given = Array.from({ length: 10 }, (_, i) => ['Anna', 'Luis', 'Marie', 'Pieter', 'Emma', 'Lukas', 'Sofia', 'Hugo', 'Lena', 'Marco'][i]);
  const family = Array.from({ length: 10 }, (_, i) => ['Müller', 'García', 'Rossi', 'de Vries', 'Martin', 'Silva', 'Dubois', 'Jansen', 'Bianchi', 'Smith'][i]);
  const columns: TdmColumn[] = [{ key: 'first_name', label: 'First name', columnType: 'string' }, { key: 'last_name', label: 'Last name', columnType: 'string' }];
  const [, nom] = suggestColumns(['Prénom', 'Nom'], [given, family], columns);
  assert.equal(nom.target_column, 'last_name');
  assert.match(nom.reason, /"Nom" reads "last name" \(beside "Prénom", the family name\)/);
  const [nombre] = suggestColumns(['Nombre', 'Apellidos'], [given, family], columns);
  assert.equal(nombre.target_column, 'first_name');
  assert.match(nombre.reason, /beside "Apellidos", the first name/);
  // Other given names are the middle name.
  const middle = suggestColumns(['Vorname', 'Weitere Vornamen', 'Nachname'], [given, given.map((g) => `${g}-Maria`), family], [...columns, { key: 'middle_name', label: 'Middle name', columnType: 'string' }]);
  assert.deepEqual(middle.map((m) => m.target_column), ['first_name', 'middle_name', 'last_name']);
  // Alone, a name is no part of a person's name.
  const [alone] = suggestColumns(['Nom', 'Ville'], [family, given], [...columns, { key: 'city', label: 'City', columnType: 'string' }]);
  assert.doesNotMatch(alone.reason, /beside/);
});

test('the lexicon reads a CRM\'s deals, a stock list and a timesheet', () => {
  const text = (prefix: string) => Array.from({ length: 12 }, (_, i) => `${prefix} ${i * 7 + 3}`);
  const dates = Array.from({ length: 12 }, (_, i) => `2026-0${(i % 9) + 1}-1${i % 9}`);
  const numbers = Array.from({ length: 12 }, (_, i) => `${(i * 13) % 97}`);
  const deals: TdmColumn[] = [
    { key: 'deal_name', label: 'Deal', columnType: 'string' }, { key: 'stage', label: 'Stage', columnType: 'string' },
    { key: 'probability', label: 'Probability', columnType: 'percentage' }, { key: 'close_date', label: 'Expected close date', columnType: 'date' },
    { key: 'value', label: 'Deal value', columnType: 'float' }, { key: 'pipeline', label: 'Pipeline', columnType: 'string' },
  ];
  const crm = suggestColumns(['Verkaufschance', 'Verkaufsphase', 'Wahrscheinlichkeit', 'Abschlussdatum', 'Erwarteter Umsatz', 'Pipeline'],
    [text('Rahmenvertrag'), ['Qualifiziert', 'Angebot', 'Verhandlung'], numbers, dates, numbers, ['Neukunden', 'Bestandskunden']], deals);
  assert.deepEqual(crm.map((r) => r.target_column), ['deal_name', 'stage', 'probability', 'close_date', 'value', 'pipeline']);
  const stock: TdmColumn[] = [
    { key: 'sku', label: 'SKU', columnType: 'string' }, { key: 'batch', label: 'Batch number', columnType: 'string' },
    { key: 'serial', label: 'Serial number', columnType: 'string' }, { key: 'expires', label: 'Expiry date', columnType: 'date' },
    { key: 'min_stock', label: 'Reorder point', columnType: 'int' },
  ];
  const lots = suggestColumns(['Référence', 'Numéro de lot', 'Numéro de série', 'Date de péremption', 'Stock minimum'], [text('ART'), text('L26'), text('SN'), dates, numbers], stock);
  assert.deepEqual(lots.map((r) => r.target_column), ['sku', 'batch', 'serial', 'expires', 'min_stock']);
  const times: TdmColumn[] = [
    { key: 'task', label: 'Task', columnType: 'string' }, { key: 'hours', label: 'Duration', columnType: 'float' },
    { key: 'billable', label: 'Billable', columnType: 'boolean' }, { key: 'rate', label: 'Hourly rate', columnType: 'float' },
  ];
  const sheet = suggestColumns(['Tarea', 'Duración', 'Facturable', 'Tarifa por hora'], [text('Revisión'), numbers, ['Sí', 'No'], numbers], times);
  assert.deepEqual(sheet.map((r) => r.target_column), ['task', 'hours', 'billable', 'rate']);
});

test('a second sense (~ in the lexicon) is read beside the first: a statement\'s description fills a payment reference only when the TDM has no description', () => {
  const dates = Array.from({ length: 10 }, (_, i) => `2026-03-${String(i + 10)}`);
  const amounts = Array.from({ length: 10 }, (_, i) => `-${i * 3}.50`);
  const texts = ['Albert Heijn 1234 Utrecht', 'Salaris maart', 'Huur april Kerkstraat 12', 'Eneco termijnbedrag', 'Zorgverzekering CZ', 'Bol.com bestelling 8812', 'Terugbetaling etentje', 'NS reizen', 'Gemeente belastingen', 'Spaarrekening'];
  const ibans = cycle(['NL91ABNA0417164300', 'NL20INGB0001234567'], 10);
  const headers = ['Boekingsdatum', 'Tegenrekening', 'Bedrag', 'Omschrijving'];
  const values = [dates, ibans, amounts, texts];
  const withReference: TdmColumn[] = [
    { key: 'booking_date', label: 'Booking date', columnType: 'date' }, { key: 'counterparty_iban', label: 'Counterparty IBAN', columnType: 'iban' },
    { key: 'amount', label: 'Amount', columnType: 'float' }, { key: 'reference', label: 'Payment reference', columnType: 'string' },
  ];
  const [, , , toReference] = suggestColumns(headers, values, withReference);
  assert.equal(toReference.target_column, 'reference');
  assert.match(toReference.reason, /"Omschrijving" is Dutch for "purpose", in the sense of a finance file/);
  const withBoth: TdmColumn[] = [...withReference, { key: 'description', label: 'Description', columnType: 'string' }];
  const [, , , toDescription] = suggestColumns(headers, values, withBoth);
  assert.equal(toDescription.target_column, 'description', 'the first sense wins where the TDM has it');
  assert.ok(toDescription.alternatives.some((a) => a.target_column === 'reference'), 'the second sense stays an alternative');
  // A second sense of a general word holds in any file: a record's State is its status where the TDM has no region.
  const states = cycle(['COMPLETED', 'PENDING', 'REVERTED'], 10);
  const [state] = suggestColumns(['State', 'Amount'], [states, amounts], [{ key: 'status', label: 'Status', columnType: 'string' }, { key: 'amount', label: 'Amount', columnType: 'float' }]);
  assert.equal(state.target_column, 'status');
  const regions = cycle(['CA', 'NY', 'TX'], 10);
  const [region] = suggestColumns(['State', 'City'], [regions, texts], [{ key: 'region', label: 'Region', columnType: 'string' }, { key: 'status', label: 'Status', columnType: 'string' }, { key: 'city', label: 'City', columnType: 'string' }]);
  assert.equal(region.target_column, 'region', 'the first sense where the TDM has it');
  const [title] = suggestColumns(['Title', 'Price'], [texts, amounts], [{ key: 'name', label: 'Product name', columnType: 'string' }, { key: 'price', label: 'Price', columnType: 'float' }]);
  assert.equal(title.target_column, 'name', 'a product\'s title is its name');
  // Outside a finance file the word has its first sense only (a free-text target may still take it as free text).
  const notes: TdmColumn[] = [{ key: 'name', label: 'Name', columnType: 'string' }, { key: 'reference', label: 'Payment reference', columnType: 'string' }];
  const [, plain] = suggestColumns(['Naam', 'Omschrijving'], [texts, texts], notes);
  assert.doesNotMatch(plain.reason, /purpose|finance/);
});

test('label structure: plurals of terms, the attribute of a numbered list entry, a word only one header and one target share', () => {
  const text = (n: number) => Array.from({ length: n }, (_, i) => `value ${i}`);
  const columns: TdmColumn[] = [
    { key: 'category', label: 'Category', columnType: 'string' }, { key: 'department', label: 'Department', columnType: 'string' },
    { key: 'company', label: 'Company', columnType: 'string' }, { key: 'animal_size', label: 'Animal size', columnType: 'string' },
  ];
  const result = suggestColumns(['Kategorien', 'Organization 1 - Department', 'Organization 1 - Name', 'Wildlife Size'], [text(5), text(5), text(5), text(5)], columns);
  assert.deepEqual(result.map((r) => r.target_column), ['category', 'department', 'company', 'animal_size']);
  assert.match(result[1].reason, /read as "Department" of "Organization"/);
  assert.match(result[3].reason, /"size" is a word of this header and of "animal_size" only/);
  // A word two headers share tells nothing: neither "Wildlife Size" nor "Shoe Size" is chosen by it.
  const two = suggestColumns(['Wildlife Size', 'Shoe Size'], [text(5), text(5)], columns);
  assert.deepEqual(two.map((r) => r.target_column), [null, null]);
});

test('the TDM\'s descriptions and compounds whose last part is a term', () => {
  const text = (n: number) => Array.from({ length: n }, (_, i) => `value ${i}`);
  const columns: TdmColumn[] = [
    { key: 'active', label: 'Active', columnType: 'string', description: 'Whether the product is published' },
    { key: 'transaction_id', label: 'Transaction ID', columnType: 'string' },
  ];
  const result = suggestColumns(['Published', 'Transaktionscode'], [text(5), text(5)], columns);
  assert.deepEqual(result.map((r) => r.target_column), ['active', 'transaction_id']);
  assert.match(result[0].reason, /"published" is in the description of "active"/);
  // Beside a word that names another concept, a description's word is a qualifier of that other
  // thing: `School Status` is no *Effort* described "Effort shown in school work".
  const grades: TdmColumn[] = [{ key: 'effort', label: 'Effort', columnType: 'string', description: 'Effort shown in school work' }, ...columns];
  assert.equal(suggestColumns(['School Status'], [text(5)], grades)[0].target_column, null);
  assert.equal(suggestColumns(['School'], [text(5)], grades)[0].target_column, 'effort');
  // The same within one phrase of the lexicon: *payment method* is no shipping *Service* described "shipping method".
  const shipping: TdmColumn[] = [{ key: 'service', label: 'Service', columnType: 'string', description: 'Shipping method, for example express or economy' }, ...columns];
  assert.equal(suggestColumns(['Mode de paiement'], [text(5)], shipping)[0].target_column, null);
});

test('a description that names the header settles a tie between two headers for one target', () => {
  const text = (n: number) => Array.from({ length: n }, (_, i) => `value ${i}`);
  const plain: TdmColumn[] = [{ key: 'account', label: 'Account', columnType: 'string' }];
  const described: TdmColumn[] = [{ key: 'account', label: 'Account', columnType: 'string', description: 'The account the statement is for (IBAN or account number)' }];
  assert.deepEqual(suggestColumns(['accountNum', 'accountLabel'], [text(5), text(5)], plain).map((r) => r.target_column), [null, null], 'a tie is a person\'s choice');
  const result = suggestColumns(['accountNum', 'accountLabel'], [text(5), text(5)], described);
  assert.deepEqual(result.map((r) => r.target_column), ['account', null]);
  assert.match(result[0].reason, /the description of "account" says "accountNum"/);
});

test('a header reading only a word for free text feeds a text target whose name says free text, when its values are free text', () => {
  const columns: TdmColumn[] = [
    { key: 'purpose', label: 'Purpose', columnType: 'string' },
    { key: 'kind', label: 'Booking text', columnType: 'string', description: 'The kind of transaction: transfer, direct debit' },
  ];
  const texts = Array.from({ length: 20 }, (_, i) => `Invoice ${1000 + i} for order ${i * 7}`);
  const kinds = cycle(['DIRECT DEBIT', 'TRANSFER', 'CARD PAYMENT'], 20);
  const result = suggestColumns(['Beschrijving-1', 'Notiz'], [texts, kinds], columns);
  assert.equal(result[0].target_column, 'purpose', 'a description is free text, as a purpose is; "Booking text" is described as kinds');
  assert.match(result[0].reason, /reads "description", a word for free text/);
  assert.equal(result[1].target_column, null, 'a note whose values are categories is no free text');
});

test('a text target whose name or description names a format: values of that format are evidence, values of none count against', () => {
  const columns: TdmColumn[] = [
    { key: 'creditor_id', label: 'Creditor identifier', columnType: 'string', description: 'SEPA creditor ID of a direct debit' },
    { key: 'other_account', label: 'Payee account', columnType: 'string', description: 'IBAN or account number of the other party' },
    { key: 'other_name', label: 'Payee', columnType: 'string' },
  ];
  const creditorIds = cycle(['DE98ZZZ09999999999', 'DE73ZZZ00002018874'], 10);
  const ibans = cycle(['DE89370400440532013000', 'NL91ABNA0417164300'], 10);
  const result = suggestColumns(['Gläubiger Nr', 'Gegenkonto IBAN'], [creditorIds, ibans], columns);
  assert.equal(result[0].target_column, 'creditor_id');
  assert.match(result[0].reason, /100% of 10 sampled values are SEPA creditor identifiers, as the name or description of "creditor_id" says/);
  assert.equal(result[1].target_column, 'other_account');
  // An ID in the shape of a creditor identifier but with a wrong check digit is not one.
  // A header that says little (`Kenn Nr`) goes there on the values alone, and not with wrong check
  // digits; one the dictionary reads (`Gläubiger Nr`, creditor number) fits by name, the values add nothing.
  assert.equal(suggestColumns(['Kenn Nr'], [creditorIds], columns)[0].target_column, 'creditor_id');
  const wrongDigits = creditorIds.map((v) => v.replace('DE98', 'DE99'));
  assert.equal(suggestColumns(['Kenn Nr'], [wrongDigits], columns)[0].target_column, null);
  assert.doesNotMatch(suggestColumns(['Gläubiger Nr'], [wrongDigits], columns)[0].reason, /SEPA creditor identifiers, as the name/);
  // Names are no IBANs: against a target described as holding IBANs, a name column counts less.
  const names = cycle(['Acme GmbH', 'Lumen SAS'], 10);
  const named = suggestColumns(['Payee account name'], [names], columns)[0];
  assert.ok(named.confidence < 0.75, `${named.confidence}`);
  assert.match(named.reason, /but only 0% of 10 sampled values are IBANs/);
});

test('two targets the lexicon reads alike are told apart by their own words', () => {
  const columns: TdmColumn[] = [
    { key: 'province', label: 'Province', columnType: 'string' },
    { key: 'region', label: 'Region', columnType: 'string' },
  ];
  const result = suggestColumns(['regione', 'provincia'], [[], []], columns);
  assert.deepEqual(result.map((r) => r.target_column), ['region', 'province']);
});

test('country codes are letters: ISO numeric codes are not alpha-3 codes; two initials say nothing', () => {
  const columns: TdmColumn[] = [
    { key: 'alpha3', label: 'ISO code (3 letters)', columnType: 'country_code_alpha_3' },
    { key: 'e2e', label: 'End-to-end reference', columnType: 'string' },
  ];
  const result = suggestColumns(['ccn3', 'Tipo operazione'], [['004', '008', '276', '250'], ['a', 'b', 'c']], columns);
  assert.equal(result[0].target_column, null);
  assert.match(result[0].reason, /not mapped to "alpha3"|no target column/);
  assert.equal(result[1].target_column, null, '"to" is no initials of anything');
});

test('what the core sets aside, a kind of value the header names, values another target holds, a phrase of the description', () => {
  const amounts = Array.from({ length: 10 }, (_, i) => `${i + 1}.50`);
  const columns: TdmColumn[] = [
    { key: 'amount', label: 'Amount', columnType: 'float' },
    { key: 'original_amount', label: 'Original amount', columnType: 'float', description: 'Amount in the foreign currency it was made in' },
  ];
  const both = suggestColumns(['Amount (EUR)', 'Amount (Foreign Currency)'], [amounts, amounts], columns);
  assert.deepEqual(both.map((r) => r.target_column), ['amount', 'original_amount']);
  assert.match(both[1].reason, /"Foreign Currency" is in the description of "original_amount"/);

  const places: TdmColumn[] = [
    { key: 'name', label: 'Municipality', columnType: 'string' },
    { key: 'official_code', label: 'Official code', columnType: 'string' },
  ];
  const codes = suggestColumns(['codeCommune', 'nomCommune'], [['01001', '01002', '75056'], ['Paris', 'Lyon', 'Nantes']], places);
  assert.equal(codes[1].target_column, 'name', 'a code is no name: "nomCommune" is not tied with "codeCommune"');
  assert.notEqual(codes[0].target_column, 'name');

  const parties: TdmColumn[] = [
    { key: 'counterparty', label: 'Payee', columnType: 'string' },
    { key: 'counterparty_account', label: 'Payee account', columnType: 'string', description: 'IBAN or account number of the other party' },
  ];
  const ibans = cycle(['DE89370400440532013000', 'NL91ABNA0417164300'], 10);
  const names = cycle(['Acme GmbH', 'Lumen SAS'], 10);
  const dutch = suggestColumns(['Naam tegenpartij', 'Tegenrekening IBAN'], [names, ibans], parties);
  assert.match(suggestColumns(['Tegenrekening IBAN'], [ibans], parties)[0].alternatives.length > 0 ? dutch[1].reason : '', /IBANs/);
  const alone = suggestColumns(['Tegenrekening IBAN'], [ibans], parties);
  assert.equal(alone[0].target_column, 'counterparty_account');
  assert.deepEqual(dutch.map((r) => r.target_column), ['counterparty', 'counterparty_account']);

  const kinds = cycle(['Transfer', 'Direct debit', 'Card payment'], 12);
  const bank: TdmColumn[] = [
    { key: 'transaction_id', label: 'Transaction ID', columnType: 'string' },
    { key: 'booking_text', label: 'Booking text', columnType: 'string', description: "The bank's wording for the kind of transaction" },
  ];
  const typed = suggestColumns(['Transaction type'], [kinds], bank)[0];
  assert.equal(typed.target_column, 'booking_text');
  assert.match(typed.reason, /the description of "booking_text" says "Transaction type"/);
});

test('abbreviations by dropped letters: hp, kn, nbr, wgt are; a two-letter word of its own, or a first syllable (po), is none', () => {
  for (const [short, long] of [['hp', 'horsepower'], ['kn', 'knots'], ['nbr', 'number'], ['wgt', 'weight']]) assert.ok(abbreviates(short, long), `${short} ${long}`);
  for (const [short, long] of [['to', 'transaction'], ['of', 'office'], ['en', 'entity'], ['hp', 'hip'], ['po', 'product'], ['po', 'position'], ['cor', 'country']]) assert.ok(!abbreviates(short, long), `${short} ${long}`);
  // `end_to_end_id` and `Transaction ID` share the kind word only.
  assert.ok(nameSimilarity(['transaction', 'id'], ['end', 'to', 'end', 'id']) < 0.6);
});

test('abbreviations by dropped vowels: a word\'s consonants stand for it (cstmr, pstl, crncy, nts, cd, nm), not for a word whose consonants they leave out', () => {
  for (const [short, long] of [['cstmr', 'customer'], ['pstl', 'postal'], ['crncy', 'currency'], ['qnty', 'quantity'], ['prc', 'price'], ['unt', 'unit'], ['phn', 'phone'], ['cty', 'city'], ['nts', 'note'], ['hrs', 'hour'], ['cd', 'code'], ['nm', 'name'], ['dt', 'date']]) {
    assert.ok(abbreviates(short, long), `${short} ${long}`);
  }
  // Its consonants with two left out are no skeleton of it (`cty` of country: the older rule, at most
  // half the word's length, still relates them); a unit's symbol (`ml`, `mm`) and two letters of a
  // longer skeleton (`ct` of cost) are not abbreviations.
  assert.ok(!devowels('cty', 'country'));
  for (const [short, long] of [['ml', 'mail'], ['mm', 'mime'], ['ct', 'cost'], ['of', 'office']]) assert.ok(!abbreviates(short, long), `${short} ${long}`);
  // A whole order file written without vowels, as some exports name their columns.
  const col = (key: string, label: string, columnType = 'string') => ({ key, label, columnType }) as TdmColumn;
  const tdm = [col('customer_email', 'Customer email', 'email'), col('postal_code', 'Postal code'), col('unit_price', 'Unit price', 'float'), col('currency', 'Currency'), col('phone', 'Phone'), col('notes', 'Notes'), col('city', 'City'), col('country', 'Country')];
  const headers = ['Cstmr Eml', 'Pstl Cd', 'Unt Prc', 'Crncy', 'Phn', 'Nts', 'Cty', 'Cntry'];
  const samples = [['a@x.com', 'b@y.org'], ['02110', '73301'], ['9.99', '4.50'], ['USD', 'EUR'], ['+1 555 0100', '+1 555 0101'], ['leave at door', 'call first'], ['Boston', 'Austin'], ['US', 'CA']];
  assert.deepEqual(suggestColumns(headers, samples, tdm).map((s) => s.target_column), tdm.map((c) => c.key));
});

test('a lexicon phrase with a word of it cut short reads as the phrase: Cód. artículo is código de artículo; other words of its concepts are no phrase', () => {
  const lexicon = compileLexicon([
    '@products',
    'sku | es: código de artículo',
    'code | es: código, cód',
    'product name | es: artículo',
    'revenue | en: sales',
    'tax | en: tax, vat',
    'sales tax | en: sales tax',
  ].join('\n'));
  assert.deepEqual(translateTokens(['cod', 'articulo'], lexicon).tokens, ['sku']);
  assert.deepEqual(translateTokens(['codigo', 'articulo'], lexicon).tokens, ['sku']);
  // `vat` is a tax as `tax` is, but no cut of it: *sales VAT* stays its words.
  assert.deepEqual(translateTokens(['sales', 'vat'], lexicon).tokens, ['revenue', 'tax']);
  // With the shipped lexicon, in the file a person would have.
  assert.deepEqual(translateHeader('Cód. artículo').tokens, translateHeader('Código de artículo').tokens);
  const tdm: TdmColumn[] = [{ key: 'item_number', label: 'Item number', columnType: 'string' }, { key: 'item_description', label: 'Item description', columnType: 'string' }];
  const answers = suggestColumns(['Cód. artículo', 'Descripción artículo'], [['A-100', 'A-101', 'A-102'], ['Vis M6', 'Écrou M6', 'Rondelle']], tdm);
  assert.deepEqual(answers.map((a) => a.target_column), ['item_number', 'item_description']);
});

test('a header naming an entity and nothing of it, tied between its name or identifier and another attribute: the name or identifier, when the values are names or identifiers', () => {
  const students: TdmColumn[] = [
    { key: 'student_id', label: 'Student ID', columnType: 'string' },
    { key: 'student_name', label: 'Student name', columnType: 'string' },
    { key: 'score', label: 'Score', columnType: 'float' },
  ];
  const names = ['de Jong, Sem', 'Jansen, Emma', 'de Vries, Noah', 'van den Berg, Julia', 'Bakker, Liam', 'Visser, Tess', 'Smit, Lucas', 'Meijer, Sophie'];
  const scores = ['7.5', '8', '6.5', '9', '5.5', '7', '8.5', '6'];
  const named = suggestColumns(['Student', 'Punten'], [names, scores], students);
  assert.equal(named[0].target_column, 'student_name');
  assert.match(named[0].reason, /holds their names/);
  // Usernames are no names: nothing decides, a person chooses.
  const usernames = ['chan.d', 'lee.sm', 'wong.k', 'smith.j', 'patel.a', 'kim.h', 'ng.c', 'brown.e'];
  assert.notEqual(suggestColumns(['Student', 'Punten'], [usernames, scores], students)[0].target_column, 'student_name');
  // With no name target, the identifier, when the values are identifiers.
  const shipments: TdmColumn[] = [
    { key: 'shipment_number', label: 'Shipment number', columnType: 'string' },
    { key: 'status', label: 'Shipment status', columnType: 'string' },
  ];
  const numbers = ['000001204', '000001207', '000001210', '000001213', '000001216', '000001219', '000001222', '000001225'];
  const versand = suggestColumns(['Versand'], [numbers], shipments)[0];
  assert.equal(versand.target_column, 'shipment_number');
  assert.match(versand.reason, /identifies them, as its values do/);
  assert.equal(suggestColumns(['Versand'], [['Offen', 'Versendet', 'Offen', 'Zugestellt', 'Versendet', 'Offen', 'Offen', 'Zugestellt']], shipments)[0].target_column === 'shipment_number', false);
  // A header that names an attribute (`Student ID`) is not read so.
  assert.equal(suggestColumns(['Student ID', 'Punten'], [names, scores], students)[0].target_column, 'student_id');
});

test('columns tied for a category target, one worded and the others codes: the worded one', () => {
  const builds: TdmColumn[] = [{ key: 'status', label: 'Status', columnType: 'string', description: 'Pending, production, complete, cancelled' }, { key: 'quantity', label: 'Quantity', columnType: 'float' }];
  const codes = ['10', '20', '40', '10', '30', '40', '20', '10', '40', '30', '10', '20', '40', '10', '30', '40', '20', '10', '40', '30'];
  const words = codes.map((code) => ({ 10: 'Pending', 20: 'Production', 30: 'On hold', 40: 'Complete' })[code]!);
  const got = suggestColumns(['Productiestatus', 'Status text', 'Aantal'], [codes, words, codes], builds);
  assert.deepEqual(got.map((r) => r.target_column), [null, 'status', 'quantity']);
  assert.match(got[1].reason, /categories in words, the others codes/);
});

test('a header naming one event of a record and a target naming another: a different date or amount, whatever the values', () => {
  const stamps = ['2026-03-01 10:00', '2026-03-02 11:00', '2026-03-03 12:00', '2026-03-04 09:30', '2026-03-05 08:15', '2026-03-06 14:00'];
  const amounts = ['12.50', '8.00', '100.00', '45.10', '9.99', '20.00'];
  const tdm: TdmColumn[] = [
    { key: 'cancelled_at', label: 'Cancelled on', columnType: 'datetime' },
    { key: 'amount_paid', label: 'Amount paid', columnType: 'float' },
  ];
  const got = suggestColumns(['Last Modified', 'Due Amount'], [stamps, amounts], tdm);
  assert.deepEqual(got.map((r) => r.target_column), [null, null]);
  assert.match(got[0].reason, /but the header names the last change, "cancelled_at" the cancellation/);
  assert.match(got[1].reason, /but the header names the due or expiry, "amount_paid" the payment/);
  // The same event in other words is no conflict: `Paid` and *Payment date*.
  const paid = suggestColumns(['Paid on'], [stamps], [{ key: 'payment_date', label: 'Payment date', columnType: 'datetime' }]);
  assert.equal(paid[0].target_column, 'payment_date');
  // A user's last login is no creation: of `Erzeugt` and `Letzter Login`, the account was created on the first.
  for (const header of ['Letzter Login', 'Ultimo accesso', 'Último acceso', 'Laatst ingelogd']) assert.deepEqual(translateHeader(header).tokens, ['last', 'login'], header);
  const later = ['2026-04-01 10:00', '2026-04-02 11:00', '2026-04-03 12:00', '2026-04-04 09:30', '2026-04-05 08:15', '2026-04-06 14:00'];
  const users = suggestColumns(['Registratie', 'Laatste login'], [stamps, later], [{ key: 'created_at', label: 'Created at', columnType: 'datetime' }, { key: 'email', label: 'Email', columnType: 'string' }]);
  assert.equal(users[0].target_column, 'created_at');
  assert.equal(users[1].target_column, null);
  assert.match(users[1].reason, /the header names the login, "created_at" the creation/);
});

test('parties of a shipment: the recipient is the delivery side, the shipper another party', () => {
  const cities = ['Leeds', 'Lyon', 'Porto', 'Köln', 'Torino', 'Utrecht'];
  const postcodes = ['LS1 4AP', '69002', '4000-123', '50667', '10121', '3511 AB'];
  const tdm: TdmColumn[] = [
    { key: 'delivery_city', label: 'Delivery city', columnType: 'string' },
    { key: 'delivery_postal_code', label: 'Delivery postal code', columnType: 'string' },
  ];
  const got = suggestColumns(['Shipper city', 'Shipper postal code', 'Recipient city', 'Recipient postal code'], [cities, postcodes, cities, postcodes], tdm);
  assert.deepEqual(got.map((r) => r.target_column), [null, null, 'delivery_city', 'delivery_postal_code']);
  // In other languages too: Empfänger and Destinataire are recipients, Absender a sender.
  const de = suggestColumns(['Absender PLZ', 'Empfänger PLZ', 'Destinataire ville'], [postcodes, postcodes, cities], tdm);
  assert.deepEqual(de.map((r) => r.target_column), [null, 'delivery_postal_code', 'delivery_city']);
  const billed = suggestColumns(['Billing city'], [cities], tdm);
  assert.equal(billed[0].target_column, null);
  assert.match(billed[0].reason, /the billed party, "delivery_city" the receiving party/);
});

test('a header naming a person by a role fills the TDM\'s only person\'s name, unless its values are companies', () => {
  const people = ['Anna Müller', 'Luis García', 'Marie Martin', 'João Silva', 'Giulia Rossi', 'Pieter Jansen', 'Emma Smith', 'Lukas Schmidt'];
  const companies = ['Acme GmbH', 'Ferro S.p.A.', 'Lumen SAS', 'Noord B.V.', 'Iberia S.L.', 'Atlântico Lda', 'Brightwell Ltd', 'Kessler AG'];
  const stays: TdmColumn[] = [
    { key: 'guest_name', label: 'Guest name', columnType: 'string' },
    { key: 'room_number', label: 'Room', columnType: 'string' },
  ];
  for (const header of ['User', 'Kunde', 'Cliente']) {
    const got = suggestColumns([header], [people], stays);
    assert.equal(got[0].target_column, 'guest_name', header);
    assert.match(got[0].reason, /names a person .*"guest_name" is the only person's name of the TDM/);
  }
  // A customer that is a company is no guest; two persons' names in the TDM leave the role to a person.
  assert.equal(suggestColumns(['Client'], [companies], stays)[0].target_column, null);
  const two = suggestColumns(['User'], [people], [...stays, { key: 'employee_name', label: 'Employee', columnType: 'string' }]);
  assert.equal(two[0].target_column, null);
});

test('of headers tied for one target, the one adding only a word for a figure wins over those naming a qualifier', () => {
  const amounts = ['12.50', '8.00', '100.00', '45.10', '9.99', '20.00', '3.50', '0.00'];
  const tdm: TdmColumn[] = [{ key: 'discount', label: 'Discount', columnType: 'float' }, { key: 'order_id', label: 'Order ID', columnType: 'string' }];
  const got = suggestColumns(['Shipping Discount', 'Discount Amount'], [amounts, amounts], tdm);
  assert.deepEqual(got.map((r) => r.target_column), [null, 'discount']);
  assert.match(got[1].reason, /taken over "Shipping Discount", which name what "discount" does not/);
  // Both qualified: a person decides.
  assert.deepEqual(suggestColumns(['Shipping Discount', 'Coupon Discount'], [amounts, amounts], tdm).map((r) => r.target_column), [null, null]);
});

test('words most of a file\'s headers begin with name the file, not the column: read without them first', () => {
  const tdm: TdmColumn[] = [
    { key: 'invoice_number', label: 'Invoice number', columnType: 'string' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
    { key: 'payment_terms', label: 'Payment terms', columnType: 'string' },
    { key: 'currency', label: 'Currency', columnType: 'currency_code' },
  ];
  const numbers = ['F-1001', 'F-1002', 'F-1003', 'F-1004', 'F-1005', 'F-1006', 'F-1007', 'F-1008'];
  const amounts = ['120.00', '80.50', '0.00', '45.10', '9.99', '20.00', '300.00', '15.00'];
  const terms = ['30 jours', '15 jours', 'À réception', '30 jours', '45 jours fin de mois', '30 jours', '60 jours', '15 jours'];
  const currencies = ['EUR', 'EUR', 'USD', 'EUR', 'CHF', 'EUR', 'GBP', 'EUR'];
  const got = suggestColumns(['Facture Numéro de facture', 'Facture Montant', 'Facture Conditions de paiement', 'Facture Devise'], [numbers, amounts, terms, currencies], tdm);
  assert.deepEqual(got.map((r) => r.target_column), ['invoice_number', 'amount', 'payment_terms', 'currency']);
  assert.match(got[1].reason, /"Facture", which most of the file's headers begin with, set aside/);
  // Read as `Montant`, the amount is as sure as the header without the prefix.
  assert.ok(got[1].confidence >= 0.9, `${got[1].confidence}`);
  // Fewer than four headers, or a prefix fewer than 60% share: read as written.
  assert.ok(!suggestColumns(['Facture Montant', 'Devise'], [amounts, currencies], tdm)[0].reason.includes('set aside'));
});

test('a header naming one record and a target naming another: another record\'s field', () => {
  const states = ['Pending', 'Shipped', 'Delivered', 'Pending', 'Returned', 'Shipped', 'Delivered', 'Shipped'];
  const tdm: TdmColumn[] = [{ key: 'status', label: 'Shipment status', columnType: 'string' }, { key: 'tracking_number', label: 'Tracking number', columnType: 'string' }];
  for (const header of ['Estado de pedido', 'Order status']) {
    const got = suggestColumns([header], [states], tdm);
    assert.equal(got[0].target_column, null, header);
    assert.match(got[0].reason, /the header names the order's, "status" the shipment's/);
  }
  // The same record in other words is no conflict; a bare status is the file's own.
  assert.equal(suggestColumns(['Estado del envío'], [states], tdm)[0].target_column, 'status');
  assert.equal(suggestColumns(['Status'], [states], tdm)[0].target_column, 'status');
});

test('fees, charges and costs are one thing, shipment and shipping too: Gastos de envío fills Shipping cost', () => {
  const orders: TdmColumn[] = [
    { key: 'order_number', label: 'Order number', columnType: 'string' },
    { key: 'shipment_number', label: 'Shipment number', columnType: 'string' },
    { key: 'shipping_cost', label: 'Shipping cost', columnType: 'float' },
  ];
  const amounts = Array.from({ length: 20 }, (_, i) => (4.95 + (i % 4)).toFixed(2));
  for (const header of ['Gastos de envío', 'Shipment fee', 'Frais d\'expédition']) {
    const [answer] = suggestColumns([header], [amounts], orders);
    assert.equal(answer.target_column, 'shipping_cost', `${header}: ${answer.reason}`);
  }
  assert.ok(nameSimilarity(headerTokens('delivery charge'), headerTokens('delivery fee')) >= 0.8);
  assert.ok(nameSimilarity(headerTokens('cause'), headerTokens('reason')) >= 0.8);
  assert.ok(nameSimilarity(headerTokens('delivery charge'), headerTokens('delivery date')) < 0.6);
});

test('a participle and the noun of its event are one word: Shipped fills Shipment, Cancelled fills Cancellation', () => {
  const orders: TdmColumn[] = [
    { key: 'order_id', label: 'Order ID', columnType: 'string' },
    { key: 'shipment', label: 'Shipment', columnType: 'date', description: 'When the order left the warehouse' },
    { key: 'cancellation', label: 'Cancellation', columnType: 'date' },
    { key: 'registration', label: 'Registration', columnType: 'date' },
  ];
  const dates = Array.from({ length: 20 }, (_, i) => `2026-03-${String(1 + i).padStart(2, '0')}`);
  assert.equal(suggestColumns(['Shipped'], [dates], orders)[0].target_column, 'shipment');
  assert.equal(suggestColumns(['Cancelled'], [dates], orders)[0].target_column, 'cancellation');
  assert.equal(sameEvent('paid', 'payment'), true);
  assert.equal(sameEvent('cancelled', 'cancellation'), true);
  assert.equal(sameEvent('ordered', 'order'), true);
  // A word in -ment that is no event of a verb, and two nouns, are not.
  assert.equal(sameEvent('departed', 'department'), false);
  // Who does it is no event: the approver is not what was approved.
  assert.equal(sameEvent('approved', 'approver'), false);
  assert.equal(sameEvent('payment', 'pay'), false);
});

test('an inventory export\'s current quantity is the stock on hand, in seven languages; an institution is a school', () => {
  const stock: TdmColumn[] = [
    { key: 'item_code', label: 'Item code', columnType: 'string' },
    { key: 'quantity_on_hand', label: 'Quantity on hand', columnType: 'float' },
    { key: 'quantity_on_order', label: 'Quantity on order', columnType: 'float' },
  ];
  const counts = Array.from({ length: 20 }, (_, i) => String(3 * i));
  for (const header of ['Current quantity', 'Quantité actuelle', 'Cantidad actual', 'Huidige hoeveelheid', 'Quantità attuale', 'Quantidade atual', 'Aktueller Bestand']) {
    assert.equal(suggestColumns([header], [counts], stock)[0].target_column, 'quantity_on_hand', header);
  }
  assert.ok(nameSimilarity(headerTokens('institution'), headerTokens('school')) >= 0.8);
});

test('a participle says it was done, an agent noun who did it: Approved is no Approver', () => {
  const entries: TdmColumn[] = [
    { key: 'employee', label: 'Employee', columnType: 'string' },
    { key: 'approver', label: 'Approver', columnType: 'string' },
    { key: 'status', label: 'Status', columnType: 'string' },
  ];
  const flags = cycle(['yes', 'no', 'yes', 'yes'], 20);
  const people = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov', 'Ken Thompson', 'Anita Borg', 'John Backus'];
  const [approved] = suggestColumns(['Approved'], [flags], entries);
  assert.notEqual(approved.target_column, 'approver', approved.reason);
  // Also when the participle is the reading of another language's word (German `Genehmigt`, read
  // through the dictionary as approved).
  const [, genehmigt] = suggestColumns(['Mitarbeiter', 'Genehmigt'], [people.slice(0, 4).concat(people.slice(0, 4)), flags.slice(0, 8)], entries);
  assert.notEqual(genehmigt.target_column, 'approver', genehmigt.reason);
  // A header naming the person still goes there.
  assert.equal(suggestColumns(['Approved by'], [people], entries)[0].target_column, 'approver');
});

test('a verb and its particle written apart are one word: Check In and Check Out are two things, Pick Up is the pickup', () => {
  assert.deepEqual(headerTokens('Check In'), ['checkin']);
  assert.deepEqual(headerTokens('check_out'), ['checkout']);
  assert.deepEqual(headerTokens('Pick-up address'), ['pickup', 'address']);
  const stays: TdmColumn[] = [
    { key: 'guest_name', label: 'Guest', columnType: 'string' },
    { key: 'check_in', label: 'Check-in', columnType: 'date' },
    { key: 'check_out', label: 'Check-out', columnType: 'date' },
  ];
  const dates = Array.from({ length: 20 }, (_, i) => `2026-07-${String(1 + i).padStart(2, '0')}`);
  const answers = suggestColumns(['Check In', 'Check Out'], [dates, dates], stays);
  assert.deepEqual(answers.map((a) => a.target_column), ['check_in', 'check_out'], answers.map((a) => a.reason).join(' | '));
});

test('the last of something is the previous one: Last School fills Previous school, not School', () => {
  const schools = ['Leeds Grammar', 'Lycée Ampère', 'IES Cervantes', 'Liceo Galilei', 'Stedelijk Gymnasium', 'Escola Garrett', 'Gymnasium Köln', 'St Mary\'s'];
  const tdm: TdmColumn[] = [{ key: 'school', label: 'School', columnType: 'string' }, { key: 'previous_school', label: 'Previous school', columnType: 'string' }];
  assert.deepEqual(suggestColumns(['Last School'], [schools], tdm).map((r) => r.target_column), ['previous_school']);
});

test('a compound whose first part is a verb\'s stem reads as that verb\'s noun: Bestellstatus is the order\'s status', () => {
  assert.deepEqual(translateHeader('Bestellstatus').tokens, ['order', 'status']);
  assert.deepEqual(translateHeader('Bestelstatus').tokens, ['order', 'status']);
  // A stem whose noun is no term stays as written.
  assert.deepEqual(translateHeader('Wanderstatus').tokens, ['wander', 'status']);
});

test('a word of two senses is also read in the sense of its neighbours: Estado between a city and a postal code is the state', () => {
  const students: TdmColumn[] = [
    { key: 'first_name', label: 'First name', columnType: 'string' },
    { key: 'last_name', label: 'Last name', columnType: 'string' },
    { key: 'gender', label: 'Gender', columnType: 'string' },
    { key: 'date_of_birth', label: 'Date of birth', columnType: 'date' },
    { key: 'enrolment_status', label: 'Enrolment status', columnType: 'string' },
    { key: 'street', label: 'Street', columnType: 'string' },
    { key: 'city', label: 'City', columnType: 'string' },
    { key: 'region', label: 'State / region', columnType: 'string' },
    { key: 'postal_code', label: 'Postal code', columnType: 'string' },
  ];
  const text = (values: string[]) => Array.from({ length: 12 }, (_, i) => values[i % values.length]);
  const headers = ['Nombre', 'Apellido', 'Sexo', 'Fecha de nacimiento', 'Calle', 'Ciudad', 'Estado', 'Código Postal'];
  const samples = [text(['Ana', 'Luis', 'Eva', 'Marta']), text(['García', 'López', 'Pérez', 'Ruiz']), text(['F', 'M']), text(['2010-03-01', '2011-07-12', '2009-11-30']),
    text(['Calle Mayor 1', 'Gran Vía 22', 'Calle Luna 3', 'Paseo del Prado 8']), text(['Guadalajara', 'Monterrey', 'Puebla']), text(['Jalisco', 'Nuevo León', 'Puebla']), text(['44100', '64000', '72000'])];
  const got = suggestColumns(headers, samples, students);
  assert.equal(got[6].target_column, 'region');
  assert.match(got[6].reason, /in the sense of its neighbours' addresses/);
  // Among no address, it is the status.
  const alone = suggestColumns(['Nombre', 'Apellido', 'Estado'], [samples[0], samples[1], text(['Activo', 'Inactivo'])], students);
  assert.equal(alone[2].target_column, 'enrolment_status');
});

test('two targets read as one concept are told apart, except the one whose key is that concept when the other reads it only through its label', () => {
  const leave: TdmColumn[] = [
    { key: 'start_date', label: 'First day', columnType: 'date' },
    { key: 'start_half', label: 'Starts in the', columnType: 'string', description: 'Whether the first day starts in the morning or the afternoon' },
    { key: 'end_date', label: 'Last day', columnType: 'date' },
  ];
  const dates = ['2024-03-04', '2024-03-11', '2024-04-02', '2024-05-06', '2024-06-10', '2024-07-01'];
  const got = suggestColumns(['Date début', 'Date fin'], [dates, dates], leave);
  assert.deepEqual(got.map((r) => r.target_column), ['start_date', 'end_date']);
  assert.match(got[0].reason, /header synonym of key "start_date"/);
  // Two keys that read as one concept still share it: a person tells *Province* from *Region*.
  const places: TdmColumn[] = [{ key: 'province', label: 'Province', columnType: 'string' }, { key: 'region', label: 'Region', columnType: 'string' }];
  assert.match(suggestColumns(['Provincia'], [['Madrid', 'Sevilla', 'Cádiz']], places)[0].reason, /and so does another target column|left for a person/);
});

test('a word read through another language than the file\'s names nothing distinctive: via in a Dutch header is no Italian street', () => {
  const shipments: TdmColumn[] = [
    { key: 'delivery_street', label: 'Delivery street', columnType: 'string' },
    { key: 'delivery_city', label: 'Delivery city', columnType: 'string' },
    { key: 'order_number', label: 'Order number', columnType: 'string' },
  ];
  const t = (values: string[]) => Array.from({ length: 10 }, (_, i) => values[i % values.length]);
  const headers = ['Bestelnummer', 'Verzendnaam', 'Plaats', 'Bestelling Status', 'Gekocht via'];
  const samples = [t(['100023', '100024', '100031']), t(['Jan de Vries', 'Emma Bakker', 'Sem Jansen']), t(['Amsterdam', 'Rotterdam', 'Utrecht']), t(['Verzonden', 'In behandeling']), t(['Webshop', 'Bol.com', 'Winkel'])];
  const got = suggestColumns(headers, samples, shipments);
  assert.deepEqual(got.map((r) => r.target_column), ['order_number', null, 'delivery_city', null, null]);
});

test('a rate is no quantity of what it is per: Per hour, Stundensatz and Hourly rate are not Hours', () => {
  const timesheet: TdmColumn[] = [{ key: 'hours', label: 'Hours', columnType: 'float' }, { key: 'hourly_rate', label: 'Hourly rate', columnType: 'float' }];
  const hoursOnly: TdmColumn[] = [timesheet[0], { key: 'project', label: 'Project', columnType: 'string' }];
  const numbers = ['45.00', '60.00', '52.50', '45.00', '80.00', '60.00'];
  for (const header of ['Per hour', 'Per uur', 'Stundensatz', 'Hourly rate']) {
    const got = suggestColumns([header], [numbers], hoursOnly)[0];
    assert.notEqual(got.target_column, 'hours', header);
  }
  assert.equal(suggestColumns(['Per hour'], [numbers], timesheet)[0].target_column, 'hourly_rate');
  // A quantity per period fills a target named by the period: `Hours per week` is *Weekly hours*.
  assert.equal(suggestColumns(['Hours per week'], [['40', '38.5', '20', '32']], [{ key: 'weekly_hours', label: 'Weekly hours', columnType: 'float' }])[0].target_column, 'weekly_hours');
});

test('cognates: the same stem spelled as another language spells it, not two words that share consonants', () => {
  for (const [a, b] of [['projekt', 'project'], ['proyecto', 'project'], ['popolazione', 'population']]) assert.ok(cognates(a, b), `${a} ${b}`);
  for (const [a, b] of [['projekt', 'priority'], ['progetto', 'priority'], ['period', 'prioridade'], ['number', 'nummer2'], ['kosten', 'costs']]) assert.ok(!cognates(a, b), `${a} ${b}`);
  // One stem and one Latin suffix as two languages write it: -dade/-tà/-té/-ty, -ado/-ée/-ed/-ate.
  for (const [a, b] of [['prioridade', 'priority'], ['priorita', 'priority'], ['quantita', 'quantity'], ['societe', 'society'], ['privee', 'private'], ['asignado', 'assigned'], ['alterado', 'altered']]) assert.ok(cognates(a, b), `${a} ${b}`);
  for (const [a, b] of [['estado', 'estate'], ['carte', 'cassette'], ['compte', 'count'], ['pagado', 'paged'], ['data', 'date']]) assert.ok(!cognates(a, b), `${a} ${b}: a stem of three letters says too little`);
  const columns: TdmColumn[] = [{ key: 'project', label: 'Project', columnType: 'string' }, { key: 'priority', label: 'Priority', columnType: 'string' }];
  assert.deepEqual(suggestColumns(['Proyecto'], [[]], columns).map((r) => r.target_column), ['project']);
});

test('a header reading only a word for a kind feeds the categories target whose description uses that word', () => {
  const kinds = cycle(['Pix recebido', 'Pix enviado', 'Pagamento'], 12);
  const columns: TdmColumn[] = [
    { key: 'booking_text', label: 'Booking text', columnType: 'string', description: 'The kind of transaction: transfer, direct debit' },
    { key: 'category', label: 'Category', columnType: 'string' },
  ];
  const result = suggestColumns(['TIPO'], [kinds], columns)[0];
  assert.equal(result.target_column, 'booking_text');
  assert.match(result.reason, /"TIPO" reads "type", a word the description of "booking_text" uses/);
  // Two such headers: a person chooses.
  assert.deepEqual(suggestColumns(['Tipo esito', 'Tipo pratica'], [kinds, kinds], columns).map((r) => r.target_column), [null, null]);
  // A header that also names what the description is about (`operazione`, a transaction in a
  // finance file) is more than a kind word: it fits, the other does not.
  assert.deepEqual(suggestColumns(['Tipo operazione', 'Tipo rimborso'], [kinds, kinds], columns).map((r) => r.target_column), ['booking_text', null]);
});

test('contractions: a word shortened in its middle, not another word that shares its letters', () => {
  assert.ok(contracts('counterpty', 'counterparty'));
  assert.ok(contracts('bkng', 'booking'));
  for (const [a, b] of [['country', 'counterparty'], ['name', 'nickname'], ['date', 'delete'], ['stat', 'status']]) assert.ok(!contracts(a, b), `${a} ${b}`);
  const columns: TdmColumn[] = [{ key: 'counterparty_bic', label: 'Counterparty BIC', columnType: 'string' }];
  assert.match(suggestColumns(['Counterpty BIC'], [[]], columns)[0].reason, /"Counterpty BIC" ≈ key "counterparty_bic"/);
});

test('dates as exports write them: month names, time zones; a date-time fits a date column but is evidence for a date-time one', () => {
  const dates: TdmColumn[] = [
    { key: 'booked_on', label: 'Booked on', columnType: 'date' },
    { key: 'note', label: 'Note', columnType: 'string' },
  ];
  // Stamped with a zone, as settlement reports write them; a month name between slashes or in words.
  const stamped = ['01.03.2026 00:14:03 UTC', '02.03.2026 13:01:59 UTC', '03.03.2026 08:00:00 UTC'];
  const named = ['11/May/24', '12/May/24', '1 mars 2026', '2 mars 2026'];
  assert.deepEqual(pairs(suggestMappings(['Date booked'], [stamped], dates, none)), { 'Date booked': 'booked_on' });
  assert.deepEqual(pairs(suggestMappings(['Date booked'], [named], dates, none)), { 'Date booked': 'booked_on' });
  // Names in a date column still contradict it.
  assert.deepEqual(suggestMappings(['Date booked'], [['Ada', 'Alan', 'Grace']], dates, none), []);
  // Named neither: the values alone decide, and date-times are evidence for the date-time column.
  const both: TdmColumn[] = [...dates, { key: 'posted_at', label: 'Posted at', columnType: 'datetime' }];
  const [byValues] = suggestMappings(['Zeitpunkt'], [['11/May/24 03:26 PM', '12/May/24 09:01 AM', '13/May/24 11:00 AM']], both, none);
  assert.equal(byValues?.target_column, 'posted_at');
  assert.match(byValues.reason, /dates with times; matched on values/);
});

test("the TDM's example values: values of the example's shape are evidence for a text target, values of another shape against it", async () => {
  const { exampleShape, valueShape } = await import('./value-profile.ts');
  assert.equal(valueShape('K-10023'), 'A-9');
  assert.equal(valueShape('ORD/2026/0001'), 'A/9/9');
  assert.equal(exampleShape('+49 30 1234567'), '+9 9 9');
  assert.equal(exampleShape('Lovelace'), null, 'no digit: a word says nothing of a shape');
  assert.equal(exampleShape('12345'), null, 'one run: a number is what the types check');
  const tdm: TdmColumn[] = [
    { key: 'customer', label: 'Customer', columnType: 'string', example: 'K-10023' },
    { key: 'order_ref', label: 'Order reference', columnType: 'string', example: 'ORD/2026/0001' },
    { key: 'city', label: 'City', columnType: 'string' },
  ];
  const customers = Array.from({ length: 10 }, (_, i) => `K-${10000 + i * 37}`);
  const orders = Array.from({ length: 10 }, (_, i) => `ORD/2026/${String(i + 1).padStart(4, '0')}`);
  // `Kd` and `Vorgang` name nothing of the TDM: the values' shapes decide.
  const got = suggestColumns(['Kd', 'Vorgang'], [customers, orders], tdm);
  assert.deepEqual(got.map((s) => s.target_column), ['customer', 'order_ref']);
  assert.match(got[0].reason, /100% of 10 sampled values are shaped as the example of "customer" \("K-10023"\); matched on values/);
  // A name that fits, values of another shape: counted against, and said.
  const [names] = suggestColumns(['Customer name'], [['Ada Lovelace', 'Alan Turing', 'Grace Hopper']], tdm);
  assert.match(names.reason, /but only 0% of 3 sampled values are shaped as the example of "customer"/);
  const [plain] = suggestColumns(['Customer name'], [['Ada Lovelace', 'Alan Turing', 'Grace Hopper']], tdm.map(({ example: _, ...c }) => c));
  assert.ok(names.confidence < plain.confidence, `${names.confidence} < ${plain.confidence}`);
});

test('kinds of value: a header naming a date is no identifier, name or category', () => {
  const tdm: TdmColumn[] = [
    { key: 'document_number', label: 'Document number', columnType: 'string', description: 'The invoice it pays' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
  ];
  const dates = ['2026-03-01', '2026-03-02', '2026-03-05'];
  for (const header of ['Invoice date', 'Rechnungsdatum']) {
    const [got] = suggestColumns([header, 'Betrag'], [dates, ['1', '2', '3']], tdm);
    assert.equal(got.target_column, null, header);
    assert.match(got.reason, /the header names a date, the target an identifier/);
  }
  // The same word without a date stays evidence: `Invoice` feeds the column the description names.
  assert.equal(suggestColumns(['Invoice', 'Betrag'], [['R-1', 'R-2', 'R-3'], ['1', '2', '3']], tdm)[0].target_column, 'document_number');
});

test('time-stamp names as data models write them: created_at, booked_on, paid at read as the event and its date', () => {
  assert.deepEqual(headerTokens('created_at'), ['created', 'date']);
  assert.deepEqual(headerTokens('bookedOn'), ['booked', 'date']);
  assert.deepEqual(headerTokens('Paid at'), ['paid', 'date']);
  assert.deepEqual(headerTokens('Add-on'), ['add', 'on'], 'no event, no time-stamp');
  const tdm: TdmColumn[] = [
    { key: 'started_at', label: 'started_at', columnType: 'datetime' },
    { key: 'completed_at', label: 'completed_at', columnType: 'datetime' },
  ];
  const stamps = ['2026-03-01 10:00', '2026-03-02 11:30', '2026-03-03 09:15'];
  assert.deepEqual(pairs(suggestMappings(['Startdatum', 'Completed date'], [stamps, stamps], tdm, none)), { Startdatum: 'started_at', 'Completed date': 'completed_at' });
});

test('a column of dates fits a date-time column (at midnight), but a date column better', () => {
  const stamps: TdmColumn[] = [{ key: 'updated_at', label: 'Updated at', columnType: 'datetime' }];
  const days = ['2026-03-01', '2026-03-02', '2026-03-05'];
  const [got] = suggestColumns(['Last Modified'], [days], stamps);
  assert.equal(got.target_column, 'updated_at');
  assert.match(got.reason, /100% of 3 sampled values are dates \(0% with a time\)/);
  const both: TdmColumn[] = [...stamps, { key: 'booked_on', label: 'Booked on', columnType: 'date' }];
  assert.equal(suggestColumns(['Datum'], [days], both)[0].target_column, 'booked_on');
});

test('German compounds ending in a kind: Transaktionstyp is a type of transaktion; Counterpart and Stuttgart are no compounds', async () => {
  const { translateHeader } = await import('./lexicon.ts');
  // Both parts known (`Transaktion` through the interface translations): transaction + type.
  assert.deepEqual(translateHeader('Transaktionstyp').tokens, ['transaction', 'type']);
  // The head not known: kept as written, the kind read.
  assert.deepEqual(translateHeader('Vorgangsbuchungstyp').tokens.slice(-1), ['type']);
  assert.deepEqual(translateHeader('Buchungsart').tokens.slice(-1), ['type']);
  assert.deepEqual(translateHeader('Counterpart').tokens, ['counterpart']);
  assert.deepEqual(translateHeader('Stuttgart').tokens, ['stuttgart']);
});

test('a party role reads as the broader party it is a kind of, one way only; fees and exchange rates are concepts', () => {
  const names = cycle(['Acme GmbH', 'Lumen SAS', 'Jan de Vries'], 10);
  const amounts = Array.from({ length: 10 }, (_, i) => String((i * 7.31).toFixed(2)));
  const statement: TdmColumn[] = [
    { key: 'booking_date', label: 'Booking date', columnType: 'date' },
    { key: 'counterparty_name', label: 'Counterparty', columnType: 'string' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
    { key: 'fee', label: 'Fee', columnType: 'float' },
    { key: 'exchange_rate', label: 'Exchange rate', columnType: 'float' },
  ];
  const dates = Array.from({ length: 10 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
  for (const header of ['Begünstigter', 'Beneficiario', 'Payee', 'Empfänger', 'Zahler', 'Ordenante']) {
    const [answer] = suggestColumns(['Buchungsdatum', header, 'Betrag'], [dates, names, amounts], statement).filter((a) => a.source_column === header);
    assert.equal(answer.target_column, 'counterparty_name', header);
    assert.match(answer.reason, /a kind of counterparty/, header);
  }
  // The reverse is no fit: a counterparty column holds payers and payees, not only payees.
  const payees: TdmColumn[] = [{ key: 'payee', label: 'Payee', columnType: 'string' }, { key: 'amount', label: 'Amount', columnType: 'float' }];
  assert.equal(suggestColumns(['Tegenpartij', 'Bedrag'], [names, amounts], payees)[0].target_column, null);
  // A target named by the narrower concept itself fits better than the broader one.
  const both: TdmColumn[] = [
    { key: 'payee', label: 'Payee', columnType: 'string' },
    { key: 'counterparty', label: 'Counterparty', columnType: 'string' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
  ];
  const roles = suggestColumns(['Zahlungsempfänger', 'Gegenpartei', 'Betrag'], [names, names, amounts], both);
  assert.deepEqual(roles.map((a) => a.target_column), ['payee', 'counterparty', 'amount']);
  for (const [header, key] of [['Gebühr', 'fee'], ['Frais', 'fee'], ['Comisión', 'fee'], ['Wechselkurs', 'exchange_rate'], ['Taux de change', 'exchange_rate']]) {
    const [answer] = suggestColumns(['Buchungsdatum', header, 'Betrag'], [dates, amounts, amounts], statement).filter((a) => a.source_column === header);
    assert.equal(answer.target_column, key, header);
  }
});

test('a target whose key names a kind of value (payment_status) keeps that kind though the lexicon reads the key as a concept (paid)', () => {
  const dates = Array.from({ length: 10 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')} 10:1${i}:00`);
  const statuses = cycle(['paid', 'pending', 'refunded'], 10);
  const orders: TdmColumn[] = [
    { key: 'order_id', label: 'Order number', columnType: 'string' },
    { key: 'payment_status', label: 'Payment status', columnType: 'string' },
  ];
  const [paidAt, financial] = suggestColumns(['Paid at', 'Financial Status'], [dates, statuses], orders);
  assert.equal(paidAt.target_column, null, paidAt.reason);
  assert.notEqual(financial.target_column, 'order_id');
});

test('two input columns still tied for one target after the ambiguity penalty are left for a person', () => {
  const countries = cycle(['DE', 'FR', 'NL', 'ES'], 10);
  const ids = Array.from({ length: 10 }, (_, i) => `ch_${1000 + i}`);
  const payments: TdmColumn[] = [
    { key: 'payment_id', label: 'Payment ID', columnType: 'string' },
    { key: 'card_country', label: 'Card country', columnType: 'string' },
  ];
  const answers = suggestColumns(['id', 'Card Address Country', 'Card Issue Country'], [ids, countries, countries], payments);
  assert.equal(answers[0].target_column, 'payment_id');
  for (const answer of answers.slice(1)) {
    assert.equal(answer.target_column, null, answer.reason);
    assert.match(answer.reason, /left for a person: "card_country" \(0\.\d+\) fits as well as/);
    assert.ok(answer.alternatives.some((a) => a.target_column === 'card_country'));
  }
});

test('a numbered series tied for one target: the first column of it that the file has takes it', () => {
  const phones = Array.from({ length: 10 }, (_, i) => `+49 30 1234 ${5600 + i}`);
  const people: TdmColumn[] = [
    { key: 'full_name', label: 'Full name', columnType: 'string' },
    { key: 'phone', label: 'Phone', columnType: 'phone' },
  ];
  const names = Array.from({ length: 10 }, (_, i) => `Ada Lovelace ${i}`);
  const answers = suggestColumns(['Name', 'Phone 2', 'Phone 1', 'Phone 3'], [names, phones, phones, phones], people);
  assert.equal(answers[2].target_column, 'phone', answers[2].reason);
  assert.match(answers[2].reason, /the first of the numbered columns/);
  assert.equal(answers[1].target_column, null);
  assert.equal(answers[3].target_column, null);
  // The first of the series the file has, whatever its number.
  const later = suggestColumns(['Name', 'Phone 3', 'Phone 2'], [names, phones, phones], people);
  assert.equal(later[2].target_column, 'phone', later[2].reason);
  assert.equal(later[1].target_column, null, later[1].reason);
  // Different words are no series.
  const mixed = suggestColumns(['Name', 'Phone 1', 'Mobile 2'], [names, phones, phones], people);
  assert.notEqual(mixed[2].target_column, 'phone');
  // A number in a qualifier names a part (a breakdown by goal, by line): a person chooses.
  const parts = suggestColumns(['Name', 'Phone (line 1)', 'Phone (line 2)'], [names, phones, phones], people);
  assert.equal(parts[1].target_column, null, parts[1].reason);
  assert.equal(parts[2].target_column, null, parts[2].reason);
});

test('a bare Name tied between the listed record\'s name and its contact person\'s: the record\'s own', () => {
  const customers: TdmColumn[] = [
    { key: 'company_name', label: 'Customer', columnType: 'string', description: 'Name of the customer company or person billed' },
    { key: 'contact_name', label: 'Contact person', columnType: 'string', description: 'Full name of the main contact' },
  ];
  const names = ['Bakkerij Visser', 'Apotheek Mulder', 'Garage Meijer', 'Pieter de Boer', 'Kwekerij Van Dijk'];
  for (const header of ['Naam', 'Name', 'name']) {
    const [answer] = suggestColumns([header], [names], customers);
    assert.equal(answer.target_column, 'company_name', answer.reason);
    assert.match(answer.reason, /the listed record's own/);
  }
  // A header naming the role goes to the role's target.
  assert.equal(suggestColumns(['Contact name'], [names], customers)[0].target_column, 'contact_name');
});

test('a quantity that names no packaging unit counts the goods, not the parcels they travel in', () => {
  const shipments: TdmColumn[] = [
    { key: 'shipment_number', label: 'Shipment', columnType: 'string' },
    { key: 'parcel_count', label: 'Parcels', columnType: 'int', description: 'Number of packages in the shipment' },
  ];
  const counts = Array.from({ length: 20 }, (_, i) => String(1 + (i % 7)));
  for (const header of ['Total quantity', 'Quantité totale', 'Gesamtmenge']) {
    const [answer] = suggestColumns([header], [counts], shipments);
    assert.equal(answer.target_column, null, answer.reason);
  }
  const [quantity] = suggestColumns(['Quantity'], [counts], shipments);
  assert.notEqual(quantity.target_column, 'parcel_count');
  // Packages named as such, or pieces (freight counts them as packages), still go there.
  for (const header of ['Anzahl Pakete', 'Number of pieces', 'Colli']) {
    assert.equal(suggestColumns([header], [counts], shipments)[0].target_column, 'parcel_count', header);
  }
});

test('a shipment\'s name or address is its recipient\'s: Versandname, Nombre de envío, Morada de Envio', () => {
  const shipments: TdmColumn[] = [
    { key: 'shipment_number', label: 'Shipment', columnType: 'string' },
    { key: 'customer_name', label: 'Customer name', columnType: 'string' },
    { key: 'recipient_name', label: 'Recipient name', columnType: 'string' },
    { key: 'delivery_address', label: 'Delivery address', columnType: 'string', description: 'The full delivery address, as one text' },
  ];
  const people = ['Anna Müller', 'Luis García', 'Marie Martin', 'João Silva', 'Giulia Rossi', 'Pieter Jansen', 'Emma Smith', 'Lukas Schmidt'];
  const addresses = ['Hauptstraße 1, 10115 Berlin', 'Rua Augusta 12, 1100-053 Lisboa', 'Calle Mayor 5, 28013 Madrid', 'Via Roma 3, 10121 Torino', 'Kerkstraat 8, 3511 Utrecht', 'Rue de Lyon 4, 69003 Lyon', 'High Street 9, Leeds', 'Domstraße 2, Köln'];
  for (const header of ['Versandname', 'Nombre de envío', 'Shipping Name']) {
    const [answer] = suggestColumns([header], [people], shipments);
    assert.equal(answer.target_column, 'recipient_name', `${header}: ${answer.reason}`);
  }
  assert.match(suggestColumns(['Versandname'], [people], shipments)[0].reason, /the shipping name is the recipient's/);
  const [address] = suggestColumns(['Morada de Envio'], [addresses], shipments);
  assert.equal(address.target_column, 'delivery_address', address.reason);
  // A party named as such keeps its own side: the shipper's name is no recipient's.
  assert.notEqual(suggestColumns(['Shipper name'], [people], shipments)[0].target_column, 'recipient_name');
});

test('a number holds no thing\'s name: Items of an item count reads without the lexicon\'s "product name"', () => {
  const shipments: TdmColumn[] = [
    { key: 'shipment_number', label: 'Shipment', columnType: 'string' },
    { key: 'item_count', label: 'Items', columnType: 'int', description: 'Number of items (units) in the shipment' },
    { key: 'parcel_count', label: 'Parcels', columnType: 'int', description: 'Number of packages in the shipment' },
    { key: 'weight_kg', label: 'Weight (kg)', columnType: 'float' },
  ];
  const counts = Array.from({ length: 20 }, (_, i) => String(1 + (i % 7)));
  for (const header of ['Quantité totale', 'Total quantity', 'Cantidad Total', 'Gesamtmenge']) {
    const [answer] = suggestColumns([header], [counts], shipments);
    assert.equal(answer.target_column, 'item_count', `${header}: ${answer.reason}`);
  }
  // A column of words headed by a product is still the product's name.
  const products: TdmColumn[] = [{ key: 'product_name', label: 'Product', columnType: 'string' }, { key: 'quantity', label: 'Quantity', columnType: 'int' }];
  assert.equal(suggestColumns(['Produit'], [['Chaise', 'Table', 'Lampe', 'Tapis', 'Vase', 'Miroir', 'Étagère', 'Bureau']], products)[0].target_column, 'product_name');
});

test('a thing\'s code holds no name: Code de produit, Numéro de produit, ID del producto are never the product\'s name', () => {
  const lines: TdmColumn[] = [
    { key: 'order_id', label: 'Order ID', columnType: 'string' },
    { key: 'item_name', label: 'Item name', columnType: 'string' },
    { key: 'item_code', label: 'Item code', columnType: 'string' },
    { key: 'quantity', label: 'Quantity', columnType: 'int' },
  ];
  const codes = Array.from({ length: 20 }, (_, i) => `P-${1000 + i * 7}`);
  for (const header of ['Code de produit', 'Numéro de produit', 'ID del producto']) {
    const [answer] = suggestColumns([header], [codes], lines);
    assert.notEqual(answer.target_column, 'item_name', `${header}: ${answer.reason}`);
  }
  // Codes the lexicon knows as such still go to the code.
  for (const header of ['Produktnummer', 'Código de producto', 'Codice articolo']) assert.equal(suggestColumns([header], [codes], lines)[0].target_column, 'item_code', header);
});

test('a record beside another attribute qualifies it: Factura Notas is the invoice\'s note, not its number', () => {
  const invoices: TdmColumn[] = [
    { key: 'invoice_number', label: 'Invoice number', columnType: 'string' },
    { key: 'customer_name', label: 'Customer', columnType: 'string' },
    { key: 'notes', label: 'Notes', columnType: 'string' },
  ];
  const notes = ['Thank you for your business', 'Payment within 14 days', 'Delivered on site', 'Please quote the invoice number', 'Second reminder', 'Partial delivery', 'Includes setup', 'Discount agreed by phone'];
  for (const header of ['Factura Notas', 'Rechnung Notizen', 'Facture Notes']) {
    const [answer] = suggestColumns([header], [notes], invoices);
    assert.equal(answer.target_column, 'notes', `${header}: ${answer.reason}`);
  }
  // The record alone is still its number.
  assert.equal(suggestColumns(['Factura'], [Array.from({ length: 8 }, (_, i) => `F-2026-${100 + i}`)], invoices)[0].target_column, 'invoice_number');
});

test('a wide file (twice as many columns as the TDM, 12 or more) needs 0.70: a column that only half fits stays for a person', () => {
  const model: TdmColumn[] = [
    { key: 'order_id', label: 'Order number', columnType: 'string' },
    { key: 'email', label: 'E-mail', columnType: 'email' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
    { key: 'city', label: 'City', columnType: 'string' },
    { key: 'order_date', label: 'Order date', columnType: 'date' },
    { key: 'sku', label: 'SKU', columnType: 'string' },
  ];
  const mostlyEmails = Array.from({ length: 20 }, (_, i) => (i === 0 ? 'n/a' : `buyer${i}@example.com`));
  const [narrow] = suggestColumns(['Xyzzy'], [mostlyEmails], model);
  assert.equal(narrow.target_column, 'email', narrow.reason);
  assert.ok(narrow.confidence < 0.7, `${narrow.confidence}`);
  const fillers = Array.from({ length: 11 }, (_, i) => `Plugh ${String.fromCharCode(97 + i)}`);
  const filler = Array.from({ length: 20 }, (_, i) => `q${i}`);
  const [wide] = suggestColumns(['Xyzzy', ...fillers], [mostlyEmails, ...fillers.map(() => filler)], model);
  assert.equal(wide.target_column, null, wide.reason);
  assert.match(wide.reason, /needs 0\.70, as the file has at least twice as many columns as the TDM/);
  // A threshold the caller sets is used as it is.
  assert.equal(suggestColumns(['Xyzzy', ...fillers], [mostlyEmails, ...fillers.map(() => filler)], model, undefined, { threshold: 0.6 })[0].target_column, 'email');
});

test('the words of a bank statement for a transaction (Umsatz, opération, mutatie, lançamento) read as one in a finance file, and Umsatz stays revenue elsewhere', async () => {
  const { translateHeader, translateTokens } = await import('./lexicon.ts');
  const { headerTokens } = await import('./header-tokens.ts');
  const statement: TdmColumn[] = [
    { key: 'booking_date', label: 'Booking date', columnType: 'date' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
    { key: 'transaction_type', label: 'Transaction type', columnType: 'string' },
    { key: 'iban', label: 'IBAN', columnType: 'string' },
  ];
  const kinds = ['Lastschrift', 'Überweisung', 'Gutschrift', 'Lastschrift'];
  for (const header of ['Umsatzart', 'Type opération', 'Mutatiesoort', 'Tipo operazione', 'Tipo de movimiento']) {
    const got = suggestColumns(['Buchungstag', header, 'Betrag', 'IBAN'], [['01.03.2026', '02.03.2026', '03.03.2026', '04.03.2026'], kinds, ['-9,01', '100,00', '-5,00', '7,50'], ['DE89370400440532013000', 'DE89370400440532013000', 'DE89370400440532013000', 'DE89370400440532013000']], statement);
    assert.equal(got[1].target_column, 'transaction_type', `${header}: ${got[1].reason}`);
  }
  // Outside a finance file, Umsatz is a company's revenue (its first sense).
  assert.deepEqual(translateHeader('Umsatz').tokens, ['revenue']);
  assert.deepEqual(translateTokens(headerTokens('Umsatz'), undefined, 'finance').tokens, ['transaction']);
});

test('a reason names a word several languages share in the language of the file, and says which words a term read', () => {
  // `data` is Italian and Portuguese for date; the other headers are Portuguese.
  const tdm: TdmColumn[] = [
    { key: 'date', label: 'Date', columnType: 'date' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
    { key: 'balance', label: 'Balance', columnType: 'float' },
  ];
  const got = suggestColumns(['Data', 'Descrição', 'Lançamento', 'Valor', 'Saldo'], [['01/03/2026', '02/03/2026'], ['Pix enviado', 'Pix recebido'], ['Pix', 'TED'], ['-9,01', '100,00'], ['1.000,00', '900,99']], tdm);
  assert.equal(got[0].target_column, 'date');
  assert.match(got[0].reason, /"Data" is Portuguese for "date"/);
  // A term beside a word it does not read is not said to translate the whole header.
  const [partial] = suggestColumns(['Datum Zahlungsbeteiligter'], [['01.03.2026', '02.03.2026']], tdm);
  assert.doesNotMatch(partial.reason, /"Datum Zahlungsbeteiligter" is German for/);
});

test('ties settled by label conventions: the bare name over its qualified variant, a start over its end, a creation over other events', () => {
  const codes = cycle(['EUR', 'USD', 'GBP'], 12);
  const dates = Array.from({ length: 12 }, (_, i) => `2026-0${(i % 9) + 1}-1${i % 10}`);
  const amounts = Array.from({ length: 12 }, (_, i) => String(10 + i * 3.5));
  const money: TdmColumn[] = [
    { key: 'currency', label: 'Currency', columnType: 'string' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
  ];
  const bare = suggestColumns(['Devise', 'Devise (local)', 'Montant'], [codes, codes, amounts], money);
  assert.deepEqual(bare.map((r) => r.target_column), ['currency', null, 'amount']);
  assert.match(bare[0].reason, /taken over "Devise \(local\)", the same name with a qualifier/);
  // Two qualified variants: nothing says which one, a person chooses.
  assert.deepEqual(suggestColumns(['Devise (UTC)', 'Devise (local)'], [codes, codes], money).map((r) => r.target_column), [null, null]);
  const entry: TdmColumn[] = [
    { key: 'date', label: 'Date', columnType: 'date' },
    { key: 'hours', label: 'Hours', columnType: 'float' },
  ];
  const span = suggestColumns(['Data fine', 'Data inizio'], [dates, dates], entry);
  assert.deepEqual(span.map((r) => r.target_column), [null, 'date']);
  assert.match(span[1].reason, /taken over "Data fine": a span is dated by its start/);
  // Of a record's event dates, the creation's dates it.
  const orders: TdmColumn[] = [{ key: 'order_date', label: 'Order date', columnType: 'date' }, { key: 'total', label: 'Total', columnType: 'float' }];
  const events = suggestColumns(['Paid at', 'Created at', 'Total'], [dates, dates, amounts], orders);
  assert.deepEqual(events.map((r) => r.target_column), [null, 'order_date', 'total']);
  assert.match(events[1].reason, /taken over "Paid at": a record is dated by its creation/);
  // A date the target names by another event (due, completion, delivery) is not the creation's.
  const builds: TdmColumn[] = [{ key: 'due_date', label: 'Due date', columnType: 'date' }, { key: 'total', label: 'Total', columnType: 'float' }];
  const due = suggestColumns(['Data di creazione', 'Data completamento', 'Total'], [dates, dates, amounts], builds);
  assert.notEqual(due[0].target_column, 'due_date');
  assert.doesNotMatch(due.map((r) => r.reason).join(' '), /dated by its creation/);
  // A tie both ways: `Inizio` fits *Arrival* (its description says start) and, on its values, *Booked on*;
  // `Creato` fits *Booked on* only. The creation's date settles *Booked on*, and a date the target
  // names by an event (*Cancelled on*) is no span's start.
  const stamps = ['2026-03-01 10:00', '2026-03-02 11:00', '2026-03-03 12:00', '2026-03-04 09:30', '2026-03-05 08:15', '2026-03-06 14:00'];
  const reservations: TdmColumn[] = [
    { key: 'check_in', label: 'Arrival', columnType: 'date', description: 'Check-in date, or start of the reservation' },
    { key: 'check_out', label: 'Departure', columnType: 'date', description: 'Check-out date, or end of the reservation' },
    { key: 'booked_at', label: 'Booked on', columnType: 'datetime', description: 'When the reservation was made' },
    { key: 'cancelled_at', label: 'Cancelled on', columnType: 'datetime' },
  ];
  const booked = suggestColumns(['Inizio', 'Fine', 'Creato'], [stamps, stamps, stamps], reservations);
  assert.deepEqual(booked.map((r) => r.target_column), ['check_in', 'check_out', 'booked_at']);
  assert.match(booked[2].reason, /a record is dated by its creation/);
  // The gross over the net for a plain amount, in any of the languages.
  const payments: TdmColumn[] = [{ key: 'amount', label: 'Amount', columnType: 'float' }, { key: 'currency', label: 'Currency', columnType: 'string' }];
  for (const [gross, net] of [['Gross', 'Net'], ['Netto', 'Brutto'], ['Montant net', 'Montant brut']]) {
    const got = suggestColumns([gross, net], [amounts, amounts], payments);
    const wanted = /brut|gross/iu.test(gross) ? [gross, net] : [net, gross];
    assert.equal(got.find((r) => r.source_column === wanted[0])?.target_column, 'amount', `${gross} / ${net}`);
    assert.equal(got.find((r) => r.source_column === wanted[1])?.target_column, null, `${gross} / ${net}`);
  }
  // A target that names the end keeps its own.
  const ends: TdmColumn[] = [{ key: 'end_date', label: 'End date', columnType: 'date' }, { key: 'date', label: 'Date', columnType: 'date' }];
  assert.equal(suggestColumns(['Start date', 'End date'], [dates, dates], ends)[1].target_column, 'end_date');
});

test('a question header (Employee?) holds a yes or no: it is no name of a column that is not yes/no', () => {
  const yesNo = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? 'No' : 'Yes'));
  const names = cycle(['Anna Weber', 'Luis Gómez', 'Marie Dubois'], 12);
  const tdm: TdmColumn[] = [
    { key: 'employee', label: 'Employee', columnType: 'string' },
    { key: 'billable', label: 'Billable', columnType: 'boolean' },
  ];
  const got = suggestColumns(['Employee?', 'Billable?', 'User'], [yesNo, yesNo, names], tdm);
  assert.equal(got[0].target_column, null);
  assert.equal(got[1].target_column, 'billable');
  assert.match(got[1].reason, /exact match/);
  assert.match(suggestColumns(['Employee?'], [yesNo], tdm.slice(0, 1))[0].reason, /asks a yes\/no question/);
  // Without the question mark, the name is the column's.
  assert.equal(suggestColumns(['Employee'], [names], tdm)[0].target_column, 'employee');
});

test('a word cut short with a full stop (Omschr., Pobl.) reads as the lexicon word it begins; without the stop, or two words begin so, it does not', () => {
  const text = Array.from({ length: 12 }, (_, i) => `Betaling factuur ${i * 7 + 3} aan leverancier`);
  const cities = cycle(['Madrid', 'Sevilla', 'Bilbao', 'Valencia'], 12);
  const tdm: TdmColumn[] = [{ key: 'description', label: 'Description', columnType: 'string' }, { key: 'city', label: 'City', columnType: 'string' }];
  const [omschr, pobl] = suggestColumns(['Omschr.', 'Pobl.'], [text, cities], tdm);
  assert.equal(omschr.target_column, 'description');
  assert.match(omschr.reason, /"omschr\." read as "omschrijving"/);
  assert.equal(pobl.target_column, 'city');
  assert.equal(suggestColumns(['Omschr'], [text], tdm)[0].target_column, null);
  // `Prov.`: provincia or proveedor — no reading.
  assert.doesNotMatch(suggestColumns(['Prov.'], [cities], tdm)[0].reason, /read as/);
});

test('in a finance file a foreign currency or amount is the original one (Fremdwährung, Moneda extranjera)', () => {
  const codes = cycle(['EUR', 'USD', 'GBP'], 12);
  const amounts = Array.from({ length: 12 }, (_, i) => String(10 + i * 3.5));
  const dates = Array.from({ length: 12 }, (_, i) => `2026-0${(i % 9) + 1}-1${i % 10}`);
  const tdm: TdmColumn[] = [
    { key: 'booking_date', label: 'Booking date', columnType: 'date' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
    { key: 'currency', label: 'Currency', columnType: 'string' },
    { key: 'original_amount', label: 'Original amount', columnType: 'float' },
    { key: 'original_currency', label: 'Original currency', columnType: 'string' },
  ];
  const got = suggestColumns(['Buchungsdatum', 'Betrag', 'Währung', 'Betrag (Fremdwährung)', 'Fremdwährung'], [dates, amounts, codes, amounts, codes], tdm);
  assert.deepEqual(got.map((r) => r.target_column), ['booking_date', 'amount', 'currency', 'original_amount', 'original_currency']);
  const es = suggestColumns(['Fecha', 'Importe', 'Moneda', 'Moneda extranjera'], [dates, amounts, codes, codes], tdm);
  assert.equal(es[3].target_column, 'original_currency');
});

test('in a time-tracking file the user is the employee who tracked the time (a second sense)', () => {
  const people = cycle(['Anna Weber', 'Luis Gómez', 'Marie Dubois'], 12);
  const projects = cycle(['Website', 'Shop relaunch', 'Intranet'], 12);
  const hours = Array.from({ length: 12 }, (_, i) => String(0.5 + (i % 8)));
  const tdm: TdmColumn[] = [
    { key: 'employee', label: 'Employee', columnType: 'string' },
    { key: 'project', label: 'Project', columnType: 'string' },
    { key: 'hours', label: 'Hours', columnType: 'float' },
  ];
  for (const headers of [['User', 'Project', 'Duration'], ['Benutzer', 'Projekt', 'Dauer'], ['Utilisateur', 'Projet', 'Durée']]) {
    const got = suggestColumns(headers, [people, projects, hours], tdm);
    assert.equal(got[0].target_column, 'employee', headers[0]);
  }
  // Outside such a file a user is no employee.
  const accounts: TdmColumn[] = [{ key: 'employee', label: 'Employee', columnType: 'string' }, { key: 'email', label: 'E-mail', columnType: 'string' }];
  assert.equal(suggestColumns(['User', 'E-mail'], [people, people.map((p) => `${p.split(' ')[0].toLowerCase()}@example.com`)], accounts)[0].target_column, null);
});

test('one column tied between a target and the same target qualified: the plain one, unless the header names the qualifier', () => {
  const codes = cycle(['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'JPY'], 20);
  const ibans = cycle(['DE89370400440532013000', 'NL91ABNA0417164300', 'FR1420041010050500013M02606'], 9);
  const tdm: TdmColumn[] = [
    { key: 'currency', label: 'Currency', columnType: 'currency_code' },
    { key: 'original_currency', label: 'Original currency', columnType: 'currency_code' },
    { key: 'account_iban', label: 'Account IBAN', columnType: 'string' },
    { key: 'counterparty_iban', label: 'Counterparty IBAN', columnType: 'string' },
  ];
  const [devies, payee] = suggestColumns(['Devies', 'Payee Account Number'], [codes, ibans], tdm);
  assert.equal(devies.target_column, 'currency');
  assert.match(devies.reason, /taken over "original_currency", the same with a qualifier/);
  // The payee is a counterparty: the header names the qualifier, so the plain target is not taken for it.
  assert.notEqual(payee.target_column, 'account_iban');
});

test('the statement\'s own account repeats on every row: a tie between own and other account settled by that, never by varying values alone', () => {
  const own = Array.from({ length: 12 }, () => 'DE89370400440532013000');
  const others = cycle(['NL91ABNA0417164300', 'FR1420041010050500013M02606', 'ES9121000418450200051332', 'IT60X0542811101000000123456'], 12);
  const tdm: TdmColumn[] = [
    { key: 'account_iban', label: 'Account IBAN', columnType: 'string' },
    { key: 'counterparty_iban', label: 'Counterparty IBAN', columnType: 'string' },
  ];
  // Two IBAN columns whose names say little: the one repeated on every row is the own account.
  const got = suggestColumns(['IBAN Konto 1', 'IBAN Konto 2'], [others, own], tdm);
  assert.equal(got[1].target_column, 'account_iban');
  assert.match(got[1].reason, /one account on every row: the statement's own/);
  // Varying values alone decide nothing; nor does one account filled in now and then, or a header naming a party.
  // (With both varying, the numbering settles it: the first of the series takes the plain account.)
  const varying = suggestColumns(['IBAN Konto 1', 'IBAN Konto 2'], [others, others], tdm);
  for (const answer of varying) assert.doesNotMatch(answer.reason, /statement's own/);
  assert.match(varying[0].reason, /the first of the numbered columns/);
  const sometimes = own.map((v, i) => (i % 2 === 0 ? '' : v));
  assert.doesNotMatch(suggestColumns(['IBAN Konto 1', 'IBAN Konto 2'], [others, sometimes], tdm)[1].reason, /statement's own/);
  assert.doesNotMatch(suggestColumns(['IBAN Konto', 'Payee IBAN'], [others, own], tdm)[1].reason, /statement's own/);
});

test('a period\'s bounds written as begin and until (`Begin`, `Date from`, `Until`, Dutch `Einde`) read as its start and end dates', () => {
  for (const header of ['Begin', 'Begin date', 'Date from', 'Vanaf datum']) assert.deepEqual(translateHeader(header).tokens, ['start', 'date'], header);
  for (const header of ['Until', 'Date until', 'Einde', 'Tot datum', 'Finish', 'Finish date']) assert.deepEqual(translateHeader(header).tokens, ['end', 'date'], header);
  // A leave report's two dates: their values alone cannot tell the start from the end.
  const days = Array.from({ length: 12 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
  const tdm: TdmColumn[] = [
    { key: 'start_date', label: 'Start date', columnType: 'date' },
    { key: 'end_date', label: 'End date', columnType: 'date' },
    { key: 'employee_name', label: 'Employee', columnType: 'string' },
  ];
  const got = pairs(suggestMappings(['Employee', 'Begin', 'Until'], [days.map(() => 'Ana Silva'), days, days], tdm, none));
  assert.equal(got.Begin, 'start_date');
  assert.equal(got.Until, 'end_date');
});

test('by elimination: once the sure pairs are placed, a column whose values are of the one free target it somewhat fits takes it', () => {
  const amounts = Array.from({ length: 12 }, (_, i) => (i * 37.5 + 12.25).toFixed(2));
  const names = cycle(['Acme GmbH', 'Rossi Srl', 'Dupont SA', 'Silva Lda'], 12);
  const tdm: TdmColumn[] = [
    { key: 'customer_name', label: 'Customer', columnType: 'string' },
    { key: 'open_balance', label: 'Open balance', columnType: 'float' },
  ];
  // `Bilancio` fits *Open balance* below the threshold; its values are amounts and nothing else is left.
  const [, balance] = suggestColumns(['Cliente', 'Bilancio'], [names, amounts], tdm);
  assert.equal(balance.target_column, 'open_balance');
  assert.ok(balance.confidence < 0.6);
  assert.match(balance.reason, /the one free column of its kind this one fits, and no other free column fits it/);
  // Values of another type, or another free column that fits the target better: left alone.
  const words = cycle(['alto', 'basso', 'medio', 'nullo'], 12);
  assert.equal(suggestColumns(['Cliente', 'Bilancio'], [names, words], tdm)[1].target_column, null);
  const [, rival, open] = suggestColumns(['Cliente', 'Bilancio', 'Saldo aperto'], [names, amounts, amounts], tdm);
  assert.equal(rival.target_column, null);
  assert.equal(open.target_column, 'open_balance');
  // A column that fits two free targets as well (dates under start and end) stays a person's choice.
  const days = Array.from({ length: 12 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
  const period: TdmColumn[] = [
    { key: 'employee_name', label: 'Employee', columnType: 'string' },
    { key: 'start_date', label: 'Start date', columnType: 'date' },
    { key: 'end_date', label: 'End date', columnType: 'date' },
  ];
  assert.equal(suggestColumns(['Employee', 'From'], [names, days], period)[1].target_column, null);
  // Values of the shape the target holds count as its type does: a French order line's `Nom` (its
  // product's words) is the *Item description*, once the quantity is placed.
  const lines = Array.from({ length: 12 }, (_, i) => [`Gants nitrile bleus taille M ${i}`, `Seringue stérile 5 ml Luer ${i}`, `Compresses de gaze 10 x 10 cm ${i}`, `Masque chirurgical type IIR ${i}`][i % 4]);
  const counts = Array.from({ length: 12 }, (_, i) => String(i * 5 + 1));
  const order: TdmColumn[] = [{ key: 'item_description', label: 'Item description', columnType: 'string' }, { key: 'quantity', label: 'Quantity', columnType: 'int' }];
  const [item] = suggestColumns(['Nom', 'Quantité'], [lines, counts], order);
  assert.equal(item.target_column, 'item_description');
  assert.match(item.reason, /the values are free text, as "item_description" holds; the one free column of its kind/);
  const codes = cycle(['A1', 'B2', 'C3'], 12);
  assert.equal(suggestColumns(['Nom', 'Quantité'], [codes, counts], order)[0].target_column, null);
});

test('a header tied between targets naming two of its words goes to the one naming its head word: the last in English, the first in a genitive or in French', () => {
  const countries = cycle(['Germany', 'France', 'Italy', 'Spain'], 12);
  const names = cycle(['Ana Silva', 'Jan de Vries', 'Marie Curie', 'Luis Gómez'], 12);
  const tdm: TdmColumn[] = [
    { key: 'name', label: 'Name', columnType: 'string' },
    { key: 'street', label: 'Street address', columnType: 'string' },
    { key: 'country', label: 'Country', columnType: 'string' },
  ];
  for (const header of ['Address 1 Country', 'Country of address', 'Land der Adresse', 'País de la dirección']) {
    const [, got] = suggestColumns(['Name', header], [names, countries], tdm);
    assert.equal(got.target_column, 'country', header);
    assert.match(got.reason, /"country" is the header's head word, the others qualify it/, header);
  }
  // Where the file's language is unknown and no genitive says where the head is, a person decides.
  assert.equal(suggestColumns(['Name', 'Adresse Land'], [names, countries], tdm)[1].target_column, null);
});

test('a plural of a word for one person is several people, no one\'s name: a pupil\'s `Contacts` are not the pupil\'s name', () => {
  // French `contact` (a contact person) reads as a full name; its plural, and the catalogs' `Kontakte`,
  // `Contatti`, `Contatos` (English `contacts`), do not.
  assert.deepEqual(translateHeader('Contact').tokens, ['full', 'name']);
  for (const header of ['Contacts', 'Kontakte', 'Contatti', 'Contatos', 'Contacten']) assert.notDeepEqual(translateHeader(header).tokens, ['full', 'name'], header);
  const guardians = cycle(['Martin, Sophie; Martin, Pierre', 'Dubois, Claire', 'Garcia, Antonio; Garcia, Maria'], 12);
  const tdm: TdmColumn[] = [
    { key: 'full_name', label: 'Student name', columnType: 'string', description: 'Full name' },
    { key: 'gender', label: 'Gender', columnType: 'string' },
  ];
  for (const header of ['Contacts', 'Kontakte', 'Contatti']) assert.equal(suggestColumns([header], [guardians], tdm)[0].target_column, null, header);
});

test('an identifier belongs to the word beside it: `PaymentIntent ID` is no payment\'s ID, `Order Item ID` no order\'s number', () => {
  const ids = Array.from({ length: 12 }, (_, i) => `PAY-${1000 + i}`);
  const tdm: TdmColumn[] = [
    { key: 'payment_id', label: 'Payment ID', columnType: 'string' },
    { key: 'amount', label: 'Amount', columnType: 'float' },
  ];
  const [intent] = suggestColumns(['PaymentIntent ID'], [ids], tdm);
  assert.equal(intent.target_column, null);
  assert.match(intent.reason, /but the header's id is the "purpose"'s/);
  // The identifier's own record named: the target's.
  for (const header of ['Payment ID', 'ID of the payment', 'Payment reference']) assert.equal(suggestColumns([header], [ids], tdm)[0].target_column, 'payment_id', header);
  const orders: TdmColumn[] = [{ key: 'po_number', label: 'PO number', columnType: 'string' }];
  assert.equal(suggestColumns(['Order Item ID'], [ids], orders)[0].target_column, null);
  assert.equal(suggestColumns(['Order ID'], [ids], orders)[0].target_column, 'po_number');
  // A word the vocabulary does not read, or a person, is no other record (`Buyer User ID` is the buyer's).
  const customers: TdmColumn[] = [{ key: 'customer_id', label: 'Customer ID', columnType: 'string' }];
  assert.equal(suggestColumns(['Buyer User ID'], [ids], customers)[0].target_column, 'customer_id');
});

test('headers tied for one target, one in the file\'s language and the other an English word: the file\'s own (`Boletín` over `Opt-in`)', () => {
  const flags = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? 'Sí' : 'No'));
  const names = cycle(['Ana García', 'Luis Pérez', 'Marta Ruiz', 'Jorge Gil'], 12);
  const mails = Array.from({ length: 12 }, (_, i) => `cliente${i}@ejemplo.es`);
  const tdm: TdmColumn[] = [
    { key: 'name', label: 'Name', columnType: 'string' },
    { key: 'email', label: 'Email', columnType: 'email' },
    { key: 'newsletter', label: 'Newsletter', columnType: 'boolean' },
  ];
  const got = suggestColumns(['Nombre', 'Correo electrónico', 'Boletín', 'Opt-in'], [names, mails, flags, flags], tdm);
  assert.equal(got[2].target_column, 'newsletter');
  assert.match(got[2].reason, /taken over "Opt-in": written in the file's language, the other not/);
  assert.equal(got[3].target_column, null);
  // In an English file neither is the file's own: a person decides.
  const english = suggestColumns(['Name', 'Email', 'Subscribed', 'Opt-in'], [names, mails, flags, flags], tdm);
  assert.equal(english[2].target_column, null);
  assert.equal(english[3].target_column, null);
});

test('a bare amount among an invoice\'s amounts is the whole one: `amount` and `Montant` fill *Total amount*, not the first in the TDM', () => {
  assert.deepEqual(translateHeader('Total amount').tokens, ['total', 'amount']);
  assert.deepEqual(translateHeader('Gesamtbetrag').tokens, ['total', 'amount']);
  const amounts = Array.from({ length: 12 }, (_, i) => (i * 41.3 + 9.9).toFixed(2));
  const numbers = Array.from({ length: 12 }, (_, i) => `INV-${2000 + i}`);
  const tdm: TdmColumn[] = [
    { key: 'invoice_number', label: 'Invoice number', columnType: 'string' },
    { key: 'net_amount', label: 'Net amount', columnType: 'float' },
    { key: 'tax_amount', label: 'Tax amount', columnType: 'float' },
    { key: 'total_amount', label: 'Total amount', columnType: 'float' },
    { key: 'amount_paid', label: 'Amount paid', columnType: 'float' },
  ];
  for (const header of ['amount', 'Montant', 'Bedrag']) {
    const [, got] = suggestColumns(['Invoice number', header], [numbers, amounts], tdm);
    assert.equal(got.target_column, 'total_amount', header);
    assert.match(got.reason, /a bare amount is the whole one/, header);
  }
  // Without a total among the targets, the first of them in the TDM, as for any generic header.
  const parts = tdm.filter((c) => c.key !== 'total_amount');
  assert.equal(suggestColumns(['Invoice number', 'amount'], [numbers, amounts], parts)[1].target_column, 'net_amount');
});

test('headers tied for one target, all but one naming a person attached to the record: the record\'s own (`Kunden Telefon` over `Telefonnummer des Kontakts`)', () => {
  const phones = Array.from({ length: 12 }, (_, i) => `+49 30 55501${String(i).padStart(2, '0')}`);
  const companies = cycle(['Acme GmbH', 'Beta AG', 'Gamma KG'], 12);
  const tdm: TdmColumn[] = [
    { key: 'company_name', label: 'Company', columnType: 'string' },
    { key: 'phone', label: 'Phone', columnType: 'phone' },
  ];
  const got = suggestColumns(['Firma', 'Telefonnummer des Kontakts', 'Kunden Telefon'], [companies, phones, phones], tdm);
  assert.equal(got[2].target_column, 'phone');
  assert.match(got[2].reason, /taken over "Telefonnummer des Kontakts", which names a person attached to the record/);
  assert.equal(got[1].target_column, null);
  // A target that names the attached person itself is not the record's own: no such preference.
  const contact: TdmColumn[] = [{ key: 'company_name', label: 'Company', columnType: 'string' }, { key: 'contact_phone', label: 'Contact phone', columnType: 'phone' }];
  assert.doesNotMatch(suggestColumns(['Firma', 'Telefonnummer des Kontakts', 'Kunden Telefon'], [companies, phones, phones], contact)[2].reason, /attached to the record/);
});

test('a header written without accents in a file of another language is not that language\'s accented word: `Reference` is French `référence` in a French file only', () => {
  const codes = Array.from({ length: 12 }, (_, i) => `BO-${100 + i}`);
  const quantities = Array.from({ length: 12 }, (_, i) => String(i + 3));
  const names = cycle(['Schraube M4', 'Mutter M4', 'Scheibe 4mm'], 12);
  const tdm: TdmColumn[] = [
    { key: 'product_code', label: 'Product code', columnType: 'string' },
    { key: 'quantity', label: 'Quantity', columnType: 'int' },
    { key: 'product_name', label: 'Product name', columnType: 'string' },
  ];
  const french = suggestColumns(['Quantité', 'Reference', 'Désignation', 'Entrepôt'], [quantities, codes, names, names], tdm);
  assert.equal(french[1].target_column, 'product_code');
  assert.match(french[1].reason, /"référence" \(French\)/);
  const german = suggestColumns(['Menge', 'Reference', 'Bezeichnung des Artikels', 'Lagerort'], [quantities, codes, names, names], tdm);
  assert.equal(german[1].target_column, null);
  assert.doesNotMatch(german[1].reason, /référence/);
});

test('a pair penalised for a tie gets its confidence back once its rival\'s place goes to a pair that fits it at least as well', () => {
  const cities = cycle(['Berlin', 'Paris', 'Madrid', 'Rome'], 12);
  const tdm: TdmColumn[] = [
    { key: 'billing_city', label: 'Billing city', columnType: 'string' },
    { key: 'delivery_city', label: 'Delivery city', columnType: 'string' },
  ];
  // `City` fits both cities at 0.7; `Delivery` takes the delivery city at 0.7: the tie is gone.
  const [city, delivery] = suggestColumns(['City', 'Delivery'], [cities, cities], tdm);
  assert.equal(delivery.target_column, 'delivery_city');
  assert.equal(city.target_column, 'billing_city');
  assert.equal(city.confidence, 0.7);
  assert.doesNotMatch(city.reason, /ambiguous/);
  // Taken by a weaker pair (`Delivery location`, 0.62), the rival's place does not settle the tie.
  const [still] = suggestColumns(['City', 'Delivery location'], [cities, cities], tdm);
  assert.equal(still.target_column, null);
  assert.match(still.reason, /left for a person/);
});

test('an identifier written as the word itself in the seven languages (`Identifikator`, `identificación`, `Identification`) reads as an id', () => {
  for (const header of ['Identifikator', 'identificación', 'Identification', 'Identificazione', 'Identificação', 'Identificator']) assert.deepEqual(translateHeader(header).tokens, ['id'], header);
  const numbers = Array.from({ length: 12 }, (_, i) => String(1000 + i));
  const tdm: TdmColumn[] = [
    { key: 'employee_number', label: 'Employee number', columnType: 'string' },
    { key: 'entitlement', label: 'Entitlement', columnType: 'float' },
  ];
  assert.equal(suggestColumns(['Identifikator'], [numbers], tdm)[0].target_column, 'employee_number');
});
