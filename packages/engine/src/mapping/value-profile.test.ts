import { test } from 'node:test';
import assert from 'node:assert/strict';
import { textShape, wordCount } from './value-profile.ts';

test('wordCount counts what split(/\\s+/u) counts, for every UTF-16 code unit as a separator or a letter', () => {
  for (let c = 0; c < 0x10000; c++) {
    const ch = String.fromCharCode(c);
    const text = `a${ch}b${ch}${ch}c`;
    if (text.trim() !== text) continue;
    assert.equal(wordCount(text), text.split(/\s+/u).length, `U+${c.toString(16).padStart(4, '0')}`);
  }
  for (const text of ['one', 'two words', 'three\u00a0spaced\u3000words', 'tab\tand\r\nline']) assert.equal(wordCount(text), text.split(/\s+/u).length, text);
});

test('textShape tells a few repeated values from free text', () => {
  const repeated = Array.from({ length: 12 }, (_, i) => ['LASTSCHRIFT', 'GUTSCHRIFT', 'Lastschrift'][i % 3]);
  assert.deepEqual(textShape(repeated), { shape: 'categories', distinct: 2, values: 12 });
  const notes = Array.from({ length: 10 }, (_, i) => `call the customer back about order ${i}`);
  assert.deepEqual(textShape(notes), { shape: 'free text', distinct: 10, values: 10 });
  // Notes typed again and again: half of them repeats, but sentences, not a list of categories.
  const timesheet = ['Weekly meeting with the team', 'Fixed invoice printing', 'Requirements call with client', 'Drive to client site', 'Prepared the release notes', 'Test cases for stock module', 'Interface documentation draft', 'Data migration workshop', 'Reviewed pull requests'];
  const repeatedNotes = Array.from({ length: 18 }, (_, i) => timesheet[i % timesheet.length]);
  assert.deepEqual(textShape(repeatedNotes), { shape: 'free text', distinct: 9, values: 18 });
  // Short repeated labels of a few words stay in between: booking texts are no sentences.
  const bookingTexts = Array.from({ length: 18 }, (_, i) => ['SEPA Lastschrift', 'Gutschrift', 'Kartenzahlung', 'Dauerauftrag', 'Überweisung', 'SEPA Überweisung', 'Zinsen', 'Entgelt', 'Abschluss'][i % 9]);
  assert.equal(textShape(bookingTexts), null);
});

test('an IBAN with wrong check digits is still an IBAN for mapping (validation flags the cell); a wrong length or format is not', async () => {
  const { profileValues, profileFormat } = await import('./value-profile.ts');
  const column = { key: 'iban', label: 'IBAN', columnType: 'iban' } as const;
  const wrongCheck = ['BE21 1548 2315 1548', 'NL99KNAB9999999999', 'DE40432432456544324320', 'BE68539007547034'];
  assert.deepEqual(profileValues(wrongCheck, column), { share: 1, values: 4 });
  assert.deepEqual(profileFormat(wrongCheck, 'iban'), { share: 1, values: 4 });
  const notIbans = ['DE8937040044053201300', 'NL91ABNA041716430', 'XX89370400440532013000', 'DE89 3704 0044 0532 0130 00 7'];
  assert.deepEqual(profileValues(notIbans, column), { share: 0, values: 4 });
});

test('eight digits are a date only as a year of 1900–2099, a month and a day: a tariff number or an eight-digit code is none', async () => {
  const { profileValues } = await import('./value-profile.ts');
  const column = { key: 'document_date', label: 'Document date', columnType: 'date' } as const;
  assert.deepEqual(profileValues(['20260301', '19991231', '20240229', '20261130'], column), { share: 1, values: 4 });
  // Customs tariff numbers, a GTIN-8 and order numbers: eight digits that are no year, month and day.
  assert.deepEqual(profileValues(['73181595', '73181630', '39269097', '96385074'], column), { share: 0, values: 4 });
  assert.deepEqual(profileValues(['20261301', '20260132', '21000101', '10002000'], column), { share: 0, values: 4 });
});

test('digits fit a phone column, but only numbers written as phone numbers are evidence for one', async () => {
  const { profileValues } = await import('./value-profile.ts');
  const { suggestColumns } = await import('./matcher.ts');
  const column = { key: 'phone', label: 'Phone', columnType: 'phone' } as const;
  const phones = ['+49 30 1234567', '0301234567', '(555) 010-0100', '01.23.45.67.89', '0049 89 123456', '+33612345678'];
  assert.deepEqual(profileValues(phones, column), { share: 1, values: 6 });
  // Order numbers, tariff numbers, zero-padded tags, dates and amounts: they do not contradict a
  // phone column (a person may type digits only), but they are no evidence for it.
  const codes = ['100234', '73181595', '000412', '4711081', '2024-01-02', '1356.400000'];
  assert.deepEqual(profileValues(codes, column), { share: 1, values: 6, exact: 0 });
  // So a column of such codes with a name that says nothing is not mapped to the phone on values alone.
  const tdm = [{ key: 'phone', label: 'Phone', columnType: 'phone' }, { key: 'name', label: 'Name', columnType: 'string' }] as const;
  const numbers = ['100234', '100235', '100241', '100250', '100262', '100270', '100288', '100301'];
  assert.equal(suggestColumns(['Ref'], [numbers], [...tdm])[0].target_column, null);
  assert.equal(suggestColumns(['Kontakt'], [['+49 30 1234567', '+49 89 7654321', '+49 40 1112223', '+49 69 9998887', '+49 211 555666', '+49 30 4445556', '+49 89 1212121', '+49 40 3434343']], [...tdm])[0].target_column, 'phone');
});

test('a share written with its sign fits a number column: a float target may hold percentages', async () => {
  const { profileValues } = await import('./value-profile.ts');
  const column = { key: 'percentage', label: 'Percentage', columnType: 'float' } as const;
  assert.deepEqual(profileValues(['85%', '72 %', '100%', '12.5%'], column), { share: 1, values: 4 });
  assert.deepEqual(profileValues(['A', 'B+', 'n/a', '—'], column), { share: 0, values: 4 });
});

test('a time of day fits a date-time column and a duration a column of hours, neither as evidence of its own', async () => {
  const { profileValues } = await import('./value-profile.ts');
  const clockIn = { key: 'clock_in', label: 'Clock in', columnType: 'datetime' } as const;
  assert.deepEqual(profileValues(['09:00', '08:30', '13:15', '07:45'], clockIn), { share: 1, values: 4, exact: 0 });
  const hours = { key: 'hours', label: 'Hours', columnType: 'float' } as const;
  assert.deepEqual(profileValues(['7:30', '8:00', '0:45', '12:05'], hours), { share: 1, values: 4 });
  // A column not named by time takes no `7:30`: that is a time of day, not an amount.
  assert.deepEqual(profileValues(['7:30', '8:00', '0:45', '12:05'], { key: 'amount', label: 'Amount', columnType: 'float' }), { share: 0, values: 4 });
});
