/**
 * The twenty-first held-out set of the mapping benchmark (`npm run bench:mapping`, docs/mapping.md
 * "Benchmark"), built as a CLEAN set: never used to tune; only its aggregate figures are to be read.
 * Headers that nobody working on Ferry wrote, from three open-source programs none of the other sets
 * use, in three domains the matcher was not tuned for: library circulation (overdue loans and a
 * patron's fees and fines), a fitness studio's member list, and a clinic's ward pharmacy (medicines
 * given out to patients). Most of it is not English (German, French, Spanish, Italian, Dutch and
 * Portuguese, 16 of its 18 files; 344 columns).
 *
 * How it was built, in this order:
 * 1. Target data models were written first, from scratch, as a library, a gym chain and a clinic
 *    importing such files would write their own (English keys and labels, a description where a
 *    label alone would leave a person guessing, no `alternativeMatches`): loans, fines (a patron's
 *    charges), gym members and dispensations. Some of their columns have no source in any file (a
 *    loan's patron email, patron category, return date, renewals and checkout desk; a charge's
 *    currency, last payment date and payment method; a member's date of birth, country, plan, start
 *    and end of contract, fee and emergency phone; a dispensation's patient ID, ward, prescriber and
 *    dosage), as a company's model has more than one export fills.
 * 2. The headers were taken verbatim from files written by real programs, used by none of the other
 *    sets (every `source` line of mapping-public-set*.ts checked: Redmine is held-out 3's, so issue
 *    tracking was not taken) nor on the list of programs the matcher's vocabulary reads
 *    (src/mapping/NOTICE.md):
 *    · FOLIO, its Users app (folio-org/ui-users; snapshot of 2026-08-21, commit 2445638, version
 *      13.1.0). Each header is `formatMessage({ id })` of a key in translations/ui-users/<locale>.json
 *      (de, fr_FR, es_ES, it_IT, nl, pt_BR, en — the files a locale's UI loads; FOLIO's translation
 *      files hold the English string under a key not yet translated, and that is what the export
 *      writes, so the Italian and French files carry some English headers):
 *      - Users → Actions → Overdue loans report (src/components/data/reports/CsvReport.js, the 26
 *        `reportColumns` of src/constants.js, labels `ui-users.reports.<column>`), written by
 *        stripes' exportToCsv, in German, French, Spanish, Italian, Dutch and Portuguese.
 *      - A user's Fees/fines → Export (src/components/data/reports/FeeFineReport.js, the 29
 *        `feeFineReportColumns`, labels `ui-users.reports.feeFine.<column>`), in English, Italian and
 *        Dutch (German was not taken: its action amount and action balance are both "Betrag").
 *    · wger (fitness and gym management; wger-project/wger, snapshot of 2026-08-21, commit aaba201,
 *      version 2.7.0-alpha2), Gym → members → Export (wger/gym/views/export.py, `users`: a
 *      tab-separated CSV of 12 `gettext` headers), each from wger/locale/<de|fr|es|it|nl|pt>/
 *      LC_MESSAGES/django.po (none of them fuzzy). The French catalogue translates "Gym" as
 *      "Activités" and the Portuguese "Username" as "utilizador": taken as they are. The Italian
 *      translates both "Nr." and "Phone" as "Numero": the second (the phone's) was left out, headers
 *      being distinct. No English file.
 *    · Open Hospital (informatici/openhospital-gui; snapshot of 2024-10-24, commit 2dab8f1, version
 *      1.14.2-SNAPSHOT), Pharmacy → Ward pharmacy → Outgoing medicals tab → Excel
 *      (src/main/java/org/isf/medicalstockward/gui/WardPharmacy.java: `columnsOutcomes`, ten
 *      `MessageBundle.getMessage(key).toUpperCase()`; the sheet's header row is each column's
 *      `getColumnName`, org/isf/utils/excel/ExcelExporter.java of informatici/openhospital-core,
 *      read at commit 072af16), each key from bundle/language_<de|it|en>.properties, upper-cased as
 *      Java does. The program has no Dutch or Portuguese strings for these keys (its Portuguese
 *      bundle is a stub that falls back to English), and French and Spanish were not taken for want
 *      of room.
 * 3. Each header was labelled with the TDM column a person would map it to, or null when none fits
 *    (decided from the header, the field's meaning in the program and the TDM alone; where a file
 *    has two columns for one target, the one that holds what the target describes, the other null).
 *    The non-obvious decisions:
 *    - FOLIO overdue loans: Borrower name (written "Last, First") the patron's name; Borrower barcode
 *      the card number; Borrower ID (the user record's UUID) the patron ID; Loan policy the loan
 *      rule and its ID null; Fee/Fine (the loan's fees and fines remaining to pay) the fines
 *      outstanding, its explanation null; Item status (Checked out, Declared lost, …) the item
 *      status; Call number the call number, its prefix and suffix null; Volume, Enumeration,
 *      Chronology and Copy number null; Contributors the author; Location (the item's shelving
 *      location) the location; Instance ID and Holdings ID null; Item ID (the item record's UUID)
 *      the item ID.
 *    - FOLIO fees/fines: the report has one row per action on a charge (billing, payment, waiver,
 *      …). The action's own columns (date, description, amount, balance after it, transaction
 *      information, service point, source, the two comments) are null: they describe the action,
 *      the model's row is the charge. Patron group the patron category; Fee/fine type the charge
 *      type; Fee/fine owner the owner; billed date and amount the charged-on date and the amount;
 *      remaining amount the outstanding amount; latest payment status the payment status; Fee/fine
 *      details (a link whose text is the charge's ID) the charge ID; Item instance (the title) the
 *      title; Item material type and Item location null (the model has neither); the item's due and
 *      returned dates the loan's due date and the return date; the two policies and the loan
 *      details link null.
 *    - wger: Nr. (the user's number) the member number; Gym (in French "Activités") the home club;
 *      Username the app username; Age null (the model has a date of birth, not an age).
 *    - Open Hospital: PURPOSE (the movement's description: the patient's name when the medicine went
 *      to a patient, else the ward or the use typed in) the patient's name; MEDICAL the medicine;
 *      UNITS the unit; LOT … the batch number and LOT DUE DATE its expiry.
 * 4. Then the set was committed, before the matcher was run on it.
 *
 * Values: 20 per column, generated by kind (./mapping-bench.ts) or sampled from the lists below,
 * written in the style of each export (FOLIO's record IDs as UUIDs, its dates as the locale's
 * numeric date and time, amounts with two decimals, the fee/fine report's barcodes, details and
 * policies as the =HYPERLINK(…) formulas it writes, stored names — item statuses, fee/fine types,
 * payment statuses — in English as FOLIO stores them, the "Outstanding" status translated; wger's
 * genders as its catalogue translates them; Open Hospital's dates as dd/MM/yyyy HH:mm, sex as M or
 * F, "N/A"/"N/D" where it writes them, the unit as its translated "pieces"); a free-text or
 * identifier column (names, titles, IDs, barcodes, comments) draws from at least eight distinct
 * values.
 */
import { tdmColumn, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';

const col = tdmColumn;

/** The target data models of this set, written before the headers were collected. */
export const HELD_OUT_21_TDMS = {
  loans: [
    col('loan_id', 'Loan ID', 'string', 'Identifier of the loan (checkout) in the library system'),
    col('patron_id', 'Patron ID', 'string', 'The patron\'s record number in the library system'),
    col('patron_card_number', 'Library card number', 'string', 'Number or barcode on the patron\'s library card'),
    col('patron_name', 'Patron', 'string', 'Full name of the borrower'),
    col('patron_email', 'Patron email', 'email'),
    col('patron_category', 'Patron category', 'string', 'Adult, child, student, staff, …'),
    col('item_id', 'Item ID', 'string', 'Record identifier of the copy that was lent'),
    col('item_barcode', 'Item barcode', 'string', 'Barcode label on the copy'),
    col('title', 'Title', 'string'),
    col('author', 'Author', 'string', 'Author or other contributors of the work'),
    col('call_number', 'Call number', 'string', 'Shelf mark the copy is shelved under'),
    col('material_type', 'Material type', 'string', 'Book, DVD, audiobook, magazine, …'),
    col('location', 'Location', 'string', 'Branch and shelving location the copy belongs to'),
    col('item_status', 'Item status', 'string', 'Checked out, lost, claimed returned, …'),
    col('checkout_date', 'Checked out on', 'datetime'),
    col('due_date', 'Due date', 'datetime'),
    col('return_date', 'Returned on', 'datetime'),
    col('renewals', 'Renewals', 'int', 'How many times the loan was renewed'),
    col('loan_rule', 'Loan rule', 'string', 'Circulation rule that set the loan period'),
    col('fine_amount', 'Fines outstanding', 'float', 'Fines and fees still owed for this loan'),
    col('checkout_desk', 'Checked out at', 'string', 'Service desk or branch where the loan was made'),
  ],
  fines: [
    col('charge_id', 'Charge ID', 'string', 'Identifier of the fee or fine'),
    col('patron_card_number', 'Library card number', 'string'),
    col('patron_name', 'Patron', 'string'),
    col('patron_category', 'Patron category', 'string', 'Adult, child, student, staff, …'),
    col('charge_type', 'Charge type', 'string', 'Overdue fine, lost item fee, replacement fee, processing fee, …'),
    col('owner', 'Charged by', 'string', 'Library or department the charge is owed to'),
    col('charged_on', 'Charged on', 'datetime'),
    col('amount', 'Amount', 'float', 'Amount charged'),
    col('amount_outstanding', 'Outstanding', 'float', 'Amount still to be paid'),
    col('currency', 'Currency', 'currency_code'),
    col('payment_status', 'Payment status', 'string', 'Outstanding, paid partially, paid fully, waived, …'),
    col('last_payment_on', 'Last payment on', 'date'),
    col('payment_method', 'Paid with', 'string', 'Cash, card, online, …'),
    col('item_barcode', 'Item barcode', 'string'),
    col('title', 'Title', 'string', 'Title of the item the charge is for'),
    col('call_number', 'Call number', 'string'),
    col('due_date', 'Loan due date', 'datetime', 'When the item the charge is for was due back'),
    col('returned_on', 'Item returned on', 'datetime'),
  ],
  gym_members: [
    col('member_number', 'Member number', 'string'),
    col('first_name', 'First name', 'string'),
    col('last_name', 'Last name', 'string'),
    col('email', 'Email', 'email'),
    col('phone', 'Phone', 'phone'),
    col('gender', 'Gender', 'string'),
    col('date_of_birth', 'Date of birth', 'date'),
    col('street', 'Street address', 'string'),
    col('postcode', 'Postcode', 'string'),
    col('city', 'City', 'string'),
    col('country', 'Country', 'country_code'),
    col('home_club', 'Home club', 'string', 'Studio or location the member belongs to'),
    col('app_username', 'App username', 'string', 'Login name in the members\' app'),
    col('membership_plan', 'Membership plan', 'string', 'Basic, premium, off-peak, student, …'),
    col('member_since', 'Member since', 'date'),
    col('contract_end', 'Contract end', 'date'),
    col('monthly_fee', 'Monthly fee', 'float'),
    col('emergency_phone', 'Emergency contact phone', 'phone'),
  ],
  dispensations: [
    col('dispensed_at', 'Dispensed at', 'datetime', 'When the medicine was given out'),
    col('patient_id', 'Patient ID', 'string'),
    col('patient_name', 'Patient', 'string', 'Name of the patient the medicine was given to'),
    col('patient_age', 'Age', 'int', 'Patient\'s age in years'),
    col('patient_sex', 'Sex', 'string'),
    col('patient_weight', 'Weight (kg)', 'float'),
    col('medicine', 'Medicine', 'string', 'Name, strength and form of the medicine'),
    col('quantity', 'Quantity', 'float'),
    col('unit', 'Unit', 'string', 'Tablets, ml, vials, pieces, …'),
    col('batch_number', 'Batch number', 'string', 'Manufacturer\'s lot number'),
    col('batch_expiry', 'Batch expiry date', 'date'),
    col('ward', 'Ward', 'string', 'Ward or department that gave it out'),
    col('prescriber', 'Prescribed by', 'string'),
    col('dosage', 'Dosage', 'string', 'How the patient is to take it'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** One file of this set. */
export type HeldOut21File = PublicSetFile<keyof typeof HELD_OUT_21_TDMS>;

const FOLIO_OVERDUE = 'FOLIO Users app (ui-users 13.1.0), Users → Actions → Overdue loans report (CsvReport.js), CSV';
const FOLIO_FEES = 'FOLIO Users app (ui-users 13.1.0), a user\'s Fees/fines → Export (FeeFineReport.js), CSV';
const WGER = 'wger (fitness and gym manager, 2.7.0-alpha2), Gym → members → Export (wger/gym/views/export.py), tab-separated CSV';
const OH_WARD = 'Open Hospital 1.14 (hospital and clinic management), Ward pharmacy → Outgoing medicals → Excel (WardPharmacy.java, columnsOutcomes)';

/** Pseudo-UUIDs, as FOLIO writes record IDs: fixed, distinct per list. */
const uuids = (seed: number, n = 12): string[] => Array.from({ length: n }, (_, i) => {
  const h = (k: number, len: number): string => ((seed * 7919 + i * 104729 + k * 15485863) % 16 ** len).toString(16).padStart(len, '0');
  return `${h(1, 8)}-${h(2, 4)}-4${h(3, 3)}-a${h(4, 3)}-${h(5, 6)}${h(6, 6)}`;
});

// FOLIO: a date and time as the locale writes them (formatTime with day, month and year numeric).
const STAMPS: Array<[number, number, number, number, number]> = [
  [2026, 3, 14, 23, 59], [2026, 4, 2, 17, 0], [2026, 2, 27, 23, 59], [2026, 5, 8, 12, 30], [2026, 1, 19, 23, 59],
  [2026, 4, 30, 18, 45], [2026, 3, 3, 9, 15], [2026, 6, 11, 23, 59], [2026, 2, 6, 16, 20], [2026, 5, 22, 23, 59],
];
const two = (n: number): string => String(n).padStart(2, '0');
const folioDates = (lang: 'EN' | 'DE' | 'FR' | 'ES' | 'IT' | 'NL' | 'PT', shift = 0): string[] => STAMPS.map(([y, mo, d0, h, mi]) => {
  const d = Math.max(1, Math.min(28, d0 - shift));
  switch (lang) {
    case 'EN': return `${mo}/${d}/${y}, ${h % 12 || 12}:${two(mi)} ${h < 12 ? 'AM' : 'PM'}`;
    case 'DE': return `${d}.${mo}.${y}, ${two(h)}:${two(mi)}`;
    case 'FR': return `${two(d)}/${two(mo)}/${y} ${two(h)}:${two(mi)}`;
    case 'ES': return `${d}/${mo}/${y}, ${h}:${two(mi)}`;
    case 'IT': return `${d}/${mo}/${y}, ${two(h)}:${two(mi)}`;
    case 'NL': return `${d}-${mo}-${y}, ${two(h)}:${two(mi)}`;
    case 'PT': return `${two(d)}/${two(mo)}/${y}, ${two(h)}:${two(mi)}`;
  }
});
const DUE_DE = folioDates('DE');
const DUE_FR = folioDates('FR');
const DUE_ES = folioDates('ES');
const DUE_IT = folioDates('IT');
const DUE_NL = folioDates('NL');
const DUE_PT = folioDates('PT');
const DUE_EN = folioDates('EN');
const LOANED_DE = folioDates('DE', 21);
const LOANED_FR = folioDates('FR', 21);
const LOANED_ES = folioDates('ES', 21);
const LOANED_IT = folioDates('IT', 21);
const LOANED_NL = folioDates('NL', 21);
const LOANED_PT = folioDates('PT', 21);
const BILLED_EN = folioDates('EN', -3);
const BILLED_IT = folioDates('IT', -3);
const BILLED_NL = folioDates('NL', -3);
const ACTION_DATE_EN = folioDates('EN', -9);
const ACTION_DATE_IT = folioDates('IT', -9);
const ACTION_DATE_NL = folioDates('NL', -9);
const RETURNED_EN = ['-', '-', ...folioDates('EN', -2).slice(0, 8)];
const RETURNED_IT = ['-', '-', ...folioDates('IT', -2).slice(0, 8)];
const RETURNED_NL = ['-', '-', ...folioDates('NL', -2).slice(0, 8)];

// FOLIO: the overdue loans report.
const PATRON_NAMES = ['Müller, Anna ', 'Dubois, Claire Marie', 'García, Pablo ', 'Rossi, Giulia ', 'de Vries, Sanne ', 'Silva, João Pedro', 'Schmidt, Lukas ', 'Martin, Hugo ', 'Jansen, Bram ', 'Ferreira, Ana ', 'Bianchi, Marco ', 'López, Lucía '];
const PATRON_BARCODES = ['21000045871', '21000045902', '21000046117', '21000046398', '21000047025', '21000047311', '21000048450', '21000048792', '21000049006', '21000049518', '21000050144', '21000050397'];
const PATRON_UUIDS = uuids(11);
const POLICY_UUIDS = uuids(23, 8);
const LOAN_UUIDS = uuids(37);
const INSTANCE_UUIDS = uuids(41);
const HOLDINGS_UUIDS = uuids(53);
const ITEM_UUIDS = uuids(67);
const LOAN_POLICIES_DE = ['Standard 28 Tage', 'Standard 28 Tage', 'Standard 28 Tage', 'Kurzausleihe 7 Tage', 'Präsenzbestand Wochenende', 'Fernleihe', 'Semesterapparat 3 Tage', 'Medien 14 Tage'];
const LOAN_POLICIES_FR = ['Prêt standard 21 jours', 'Prêt standard 21 jours', 'Prêt standard 21 jours', 'Prêt court 7 jours', 'Prêt week-end', 'Prêt entre bibliothèques', 'Réserve de cours 3 jours', 'Multimédia 14 jours'];
const LOAN_POLICIES_ES = ['Préstamo normal 21 días', 'Préstamo normal 21 días', 'Préstamo normal 21 días', 'Préstamo corto 7 días', 'Fin de semana', 'Préstamo interbibliotecario', 'Reserva de curso 3 días', 'Audiovisuales 14 días'];
const LOAN_POLICIES_IT = ['Prestito ordinario 30 giorni', 'Prestito ordinario 30 giorni', 'Prestito ordinario 30 giorni', 'Prestito breve 7 giorni', 'Fine settimana', 'Prestito interbibliotecario', 'Riserva corsi 3 giorni', 'Multimediale 14 giorni'];
const LOAN_POLICIES_NL = ['Standaard 21 dagen', 'Standaard 21 dagen', 'Standaard 21 dagen', 'Kort 7 dagen', 'Weekenduitlening', 'Interbibliothecair leenverkeer', 'Collegeplank 3 dagen', 'Media 14 dagen'];
const LOAN_POLICIES_PT = ['Empréstimo padrão 15 dias', 'Empréstimo padrão 15 dias', 'Empréstimo padrão 15 dias', 'Empréstimo curto 7 dias', 'Fim de semana', 'Empréstimo entre bibliotecas', 'Reserva de curso 3 dias', 'Multimídia 14 dias'];
const FEE_REMAINING = ['', '', '', '0.50', '1.00', '2.50', '3.00', '4.50', '6.00', '25.00', '1.50', '12.00'];
const FEE_EXPLANATION_DE = ['', '', '', '', '', '', 'Beinhaltet Mahngebühr(en)'];
const FEE_EXPLANATION_FR = ['', '', '', '', '', '', 'Includes reminder fee(s)'];
const FEE_EXPLANATION_ES = ['', '', '', '', '', '', 'Incluye tasa(s) de recordatorio'];
const FEE_EXPLANATION_IT = ['', '', '', '', '', '', 'Includes reminder fee(s)'];
const FEE_EXPLANATION_NL = ['', '', '', '', '', '', 'Inclusief herinneringskosten'];
const FEE_EXPLANATION_PT = ['', '', '', '', '', '', 'Inclui taxa(s) de lembrete'];
const TITLES = ['Der Process / Franz Kafka', 'Le Petit Prince', 'Cien años de soledad', 'Il nome della rosa', 'De avonden', 'Memorial do convento', 'Introduction to algorithms', 'Atlas of human anatomy', 'Journal of Applied Physics. Vol. 128', 'Die Blechtrommel', 'La peste', 'Harry Potter and the philosopher\'s stone'];
const MATERIAL_TYPES = ['book', 'book', 'book', 'book', 'dvd', 'sound recording', 'unspecified', 'text', 'electronic resource', 'video recording'];
const ITEM_STATUS = ['Checked out', 'Checked out', 'Checked out', 'Checked out', 'Checked out', 'Aged to lost', 'Declared lost', 'Claimed returned'];
const ITEM_BARCODES = ['39010004512873', '39010004518821', '39010004520467', '39010004533109', '39010004541178', '39010004559923', '39010004560014', '39010004577382', '39010004583901', '39010004590256', '39010004601874', '39010004615530'];
const CN_PREFIX = ['', '', '', '', '', 'REF', 'OVERSIZE', 'CD', 'DVD'];
const CALL_NUMBERS = ['PT2621.A26 P7', 'PQ2637.A274 P4', 'PQ8180.17.A73 C5', 'PQ4873.C6 N6', '839.3 REVE', '869.3 SARA', 'QA76.6 .C662 2022', 'QM25 .N46 2019', 'QC1 .J82', 'PT2613.R338 B5', 'PQ2605.A3734 P4', 'PZ7.R79835 Har'];
const CN_SUFFIX = ['', '', '', '', '', '', '', 'c.2', 'Bd. 1', 'v.3'];
const VOLUMES = ['', '', '', '', '', '', 'Bd. 2', 'v. 1', 'vol. 3'];
const ENUMERATIONS = ['', '', '', '', '', '', 'no. 4', 'Heft 2', 'v.128:no.3'];
const CHRONOLOGIES = ['', '', '', '', '', '', '2020', 'Jan. 2021', '2019-2020'];
const COPY_NUMBERS = ['1', '1', '1', '1', '2', '3', 'c.1', 'c.2'];
const CONTRIBUTORS = ['Kafka, Franz', 'Saint-Exupéry, Antoine de', 'García Márquez, Gabriel', 'Eco, Umberto', 'Reve, Gerard', 'Saramago, José', 'Cormen, Thomas H.; Leiserson, Charles E.; Rivest, Ronald L.', 'Netter, Frank H.', '', 'Grass, Günter', 'Camus, Albert', 'Rowling, J. K.'];
const LOCATIONS_DE = ['Hauptbibliothek Freihand', 'Hauptbibliothek Freihand', 'Lehrbuchsammlung', 'Magazin', 'Zweigbibliothek Medizin', 'Zweigbibliothek Jura', 'Mediathek', 'Kinderbibliothek'];
const LOCATIONS_FR = ['Bibliothèque centrale - Libre accès', 'Bibliothèque centrale - Libre accès', 'Salle de lecture', 'Magasin', 'BU Santé', 'BU Droit', 'Médiathèque', 'Espace jeunesse'];
const LOCATIONS_ES = ['Biblioteca central - Sala general', 'Biblioteca central - Sala general', 'Sala de estudio', 'Depósito', 'Biblioteca de Medicina', 'Biblioteca de Derecho', 'Mediateca', 'Sala infantil'];
const LOCATIONS_IT = ['Biblioteca centrale - Scaffale aperto', 'Biblioteca centrale - Scaffale aperto', 'Sala consultazione', 'Deposito', 'Biblioteca di Medicina', 'Biblioteca di Giurisprudenza', 'Mediateca', 'Sezione ragazzi'];
const LOCATIONS_NL = ['Centrale bibliotheek - Open kast', 'Centrale bibliotheek - Open kast', 'Studiezaal', 'Magazijn', 'Bibliotheek Medische Wetenschappen', 'Bibliotheek Rechten', 'Mediatheek', 'Jeugdafdeling'];
const LOCATIONS_PT = ['Biblioteca Central - Acervo geral', 'Biblioteca Central - Acervo geral', 'Sala de leitura', 'Depósito', 'Biblioteca da Saúde', 'Biblioteca de Direito', 'Midiateca', 'Espaço infantil'];
const LOCATIONS_EN = ['Main Library - Stacks', 'Main Library - Stacks', 'Reading Room', 'Storage', 'Health Sciences Library', 'Law Library', 'Media Centre', 'Children\'s Library'];

// FOLIO: the fees/fines report of one patron.
const PATRON_BARCODE_LINKS = ['21000045871', '21000045902', '21000046117', '21000046398', '21000047025', '21000047311', '21000048450', '21000048792'].map((b, i) => `=HYPERLINK("https://folio.library.example/users/preview/${PATRON_UUIDS[i]}", "${b}")`);
const PATRON_GROUPS = ['undergrad', 'undergrad', 'graduate', 'faculty', 'staff', 'community', 'undergrad', 'graduate'];
const ACTION_DESCRIPTIONS = ['Outstanding ', 'Outstanding ', 'Paid partially-Cash', 'Paid fully-Credit card', 'Waived fully-Waived by librarian', 'Paid fully-Cash', 'Transferred fully-Bursar', 'Paid partially-Credit card', 'Cancelled item returned ', 'Refunded fully-Refunded to patron'];
const ACTION_AMOUNTS = ['0.25', '0.50', '1.00', '2.00', '2.50', '5.00', '10.00', '15.00', '25.00', '75.00', '3.75', '1.25'];
const ACTION_BALANCES = ['-', '-', '0.50', '1.00', '1.50', '2.00', '4.25', '10.00', '60.00', '12.50'];
const TRANSACTION_INFO = ['-', '-', '-', '-', 'Receipt 20415', 'Receipt 20488', 'TX 8837401', 'TX 8839915', 'Bursar batch 2026-04', 'Receipt 20533', 'TX 8841276', 'Receipt 20602', 'Bursar batch 2026-05'];
const SERVICE_POINTS = ['Circ Desk 1', 'Circ Desk 1', 'Circ Desk 2', 'Online', 'Main Library Service Desk', 'Health Sciences Desk', 'Law Library Desk', 'System'];
const ACTION_SOURCES = ['System', 'System', 'System', 'ADMINISTRATOR, DIKU', 'Smith, Jane', 'Okafor, Daniel', 'Lindqvist, Maria', 'Rossi, Paolo', 'Dupont, Lea', 'Janssen, Tim'];
const STAFF_INFO_EN = ['', '', '', '', 'Patron paid at desk', 'Waived: first offence', 'Book found on shelf', 'Paid by parent', 'Sent to bursar', 'Damaged cover, partial charge', 'Waived after appeal', 'Payment plan agreed'];
const STAFF_INFO_IT = ['', '', '', '', 'Pagato allo sportello', 'Condonata: prima volta', 'Libro ritrovato a scaffale', 'Pagato dal genitore', 'Inviato all\'economato', 'Copertina danneggiata', 'Condonata dopo ricorso', 'Pagamento rateale concordato'];
const STAFF_INFO_NL = ['', '', '', '', 'Betaald aan de balie', 'Kwijtgescholden: eerste keer', 'Boek teruggevonden in de kast', 'Betaald door ouder', 'Doorgestuurd naar financiën', 'Kaft beschadigd', 'Kwijtgescholden na bezwaar', 'Betalingsregeling afgesproken'];
const PATRON_INFO_EN = ['', '', '', '', '', 'Thank you for your payment', 'Fine waived as a courtesy', 'Please return the item', 'Charge transferred to your student account', 'Contact the library about the lost book', 'Your account is now clear', 'Reminder sent by email', 'Refund issued to your card'];
const PATRON_INFO_IT = ['', '', '', '', '', 'Grazie per il pagamento', 'Multa condonata', 'Si prega di restituire il documento', 'Addebito trasferito sul conto studente', 'Contatti la biblioteca per il libro smarrito', 'Il suo conto è in regola', 'Promemoria inviato per email', 'Rimborso emesso sulla carta'];
const PATRON_INFO_NL = ['', '', '', '', '', 'Bedankt voor uw betaling', 'Boete kwijtgescholden', 'Lever het item alstublieft in', 'Bedrag overgeboekt naar uw studentenrekening', 'Neem contact op over het verloren boek', 'Uw rekening is vereffend', 'Herinnering per e-mail verstuurd', 'Terugbetaling op uw kaart'];
const FEE_TYPES = ['Overdue fine', 'Overdue fine', 'Overdue fine', 'Lost item fee', 'Lost item processing fee', 'Replacement processing fee', 'Damaged item', 'Reminder fee', 'Card replacement'];
const FEE_OWNERS = ['Main Library', 'Main Library', 'Health Sciences Library', 'Law Library', 'Media Centre', 'Interlibrary Loan', 'Reference Desk', 'Branch Libraries'];
const BILLED_AMOUNTS = ['0.50', '1.00', '2.00', '2.50', '5.00', '10.00', '15.00', '25.00', '75.00', '3.75'];
const REMAINING_AMOUNTS = ['0', '0', '0', '0.5', '1', '2.5', '5', '10', '75', '3.75'];
const PAYMENT_STATUS_EN = ['Outstanding', 'Outstanding', 'Paid partially', 'Paid fully', 'Paid fully', 'Waived partially', 'Waived fully', 'Transferred fully', 'Refunded fully', 'Cancelled item returned'];
const PAYMENT_STATUS_IT = ['In arretrato', 'In arretrato', 'Paid partially', 'Paid fully', 'Paid fully', 'Waived partially', 'Waived fully', 'Transferred fully', 'Refunded fully', 'Cancelled item returned'];
const PAYMENT_STATUS_NL = ['Openstaand', 'Openstaand', 'Paid partially', 'Paid fully', 'Paid fully', 'Waived partially', 'Waived fully', 'Transferred fully', 'Refunded fully', 'Cancelled item returned'];
const FEE_DETAIL_LINKS = uuids(79).map((id, i) => `=HYPERLINK("https://folio.library.example/users/${PATRON_UUIDS[i % 8]}/accounts/view/${id}", "${id}")`);
const ITEM_BARCODE_LINKS = ITEM_BARCODES.slice(0, 10).map((b, i) => `=HYPERLINK("https://folio.library.example/inventory/view/${INSTANCE_UUIDS[i]}/${HOLDINGS_UUIDS[i]}/${ITEM_UUIDS[i]}", "${b}")`);
const OVERDUE_POLICY_LINKS = ['Standard overdue fine', 'Standard overdue fine', 'Reserve overdue fine', 'No fines', 'Media overdue fine'].map((n, i) => `=HYPERLINK("https://folio.library.example/settings/circulation/fine-policies/${POLICY_UUIDS[i % 4]}", "${n}")`);
const LOST_POLICY_LINKS = ['Standard lost item policy', 'Standard lost item policy', 'Reserve lost item policy', 'Media lost item policy'].map((n, i) => `=HYPERLINK("https://folio.library.example/settings/circulation/lost-item-fee-policy/${POLICY_UUIDS[i]}", "${n}")`);
const LOAN_DETAIL_LINKS = LOAN_UUIDS.map((id, i) => `=HYPERLINK("https://folio.library.example/users/${PATRON_UUIDS[i % 8]}/loans/view/${id}", "${id}")`);

// wger: gym members.
const MEMBER_IDS = ['3', '7', '12', '15', '21', '28', '34', '41', '56', '63', '77', '90'];
const CLUBS_DE = ['Fitnessstudio Mitte', 'Fitnessstudio Mitte', 'Studio Nord', 'Studio Süd', 'Kraftwerk Gym'];
const CLUBS_FR = ['Salle Bastille', 'Salle Bastille', 'Club Lyon Part-Dieu', 'Club Nantes', 'Forme & Santé'];
const CLUBS_ES = ['Gimnasio Centro', 'Gimnasio Centro', 'Club Norte', 'Club Sur', 'Fit Sevilla'];
const CLUBS_IT = ['Palestra Centro', 'Palestra Centro', 'Club Milano Nord', 'Club Roma Sud', 'Fit Torino'];
const CLUBS_NL = ['Sportschool Centrum', 'Sportschool Centrum', 'Club Noord', 'Club Zuid', 'FitUtrecht'];
const CLUBS_PT = ['Ginásio Centro', 'Ginásio Centro', 'Clube Porto', 'Clube Lisboa Oriente', 'Fit Braga'];
const USERNAMES = ['anna.m', 'lukas92', 'clairedubois', 'pgarcia', 'giulia_r', 'sanne.devries', 'jp.silva', 'bram_j', 'hugo.martin', 'ana.ferreira', 'mbianchi', 'lucia.lopez'];
const GENDER_DE = ['Männlich', 'Weiblich'];
const GENDER_FR = ['Homme', 'Femme'];
const GENDER_ES = ['Hombre', 'Mujer'];
const GENDER_IT = ['Maschio', 'Femmina'];
const GENDER_NL = ['Man', 'Vrouw'];
const GENDER_PT = ['Masculino', 'Feminino'];
const AGES = ['19', '23', '27', '31', '34', '38', '42', '45', '51', '58', '63', ''];

// Open Hospital: medicines given out from a ward's pharmacy.
const OH_DATES = ['03/02/2026 08:15', '03/02/2026 12:40', '04/02/2026 09:05', '05/02/2026 16:30', '06/02/2026 07:55', '09/02/2026 11:20', '10/02/2026 14:45', '11/02/2026 10:10', '12/02/2026 18:05', '13/02/2026 08:50'];
const OH_PURPOSE_DE = ['Anna Weber', 'Jonas Becker', 'Fatma Yılmaz', 'Peter Schulz', 'Marie Hoffmann', 'Karl Wagner', 'Lea Braun', 'Notaufnahme', 'Station Innere', 'Verfall'];
const OH_PURPOSE_IT = ['Maria Esposito', 'Luca Romano', 'Giovanni Ricci', 'Chiara Colombo', 'Francesca Greco', 'Antonio Bruno', 'Sara Gallo', 'Pronto soccorso', 'Reparto medicina', 'Scaduto'];
const OH_PURPOSE_EN = ['Amina Okello', 'John Mwangi', 'Grace Achieng', 'Peter Otieno', 'Mary Wanjiru', 'Joseph Kamau', 'Esther Njeri', 'Emergency', 'Pediatric ward', 'Expired'];
const OH_AGES_DE = ['34', '7', '62', '45', '29', '71', '3', 'N/V', 'N/V'];
const OH_AGES_IT = ['34', '7', '62', '45', '29', '71', '3', 'N/A', 'N/A'];
const OH_AGES_EN = ['34', '7', '62', '45', '29', '71', '3', 'N/A', 'N/A'];
const OH_SEX_DE = ['M', 'F', 'F', 'M', 'F', 'M', 'F', 'N/V'];
const OH_SEX_IT = ['M', 'F', 'F', 'M', 'F', 'M', 'F', 'N/A'];
const OH_SEX_EN = ['M', 'F', 'F', 'M', 'F', 'M', 'F', 'N/A'];
const OH_WEIGHT_DE = ['72.5', '21.0', '64.0', '85.3', 'N/D', 'N/D', '14.2', 'N/V'];
const OH_WEIGHT_IT = ['72.5', '21.0', '64.0', '85.3', 'N/D', 'N/D', '14.2', 'N/A'];
const OH_WEIGHT_EN = ['72.5', '21.0', '64.0', '85.3', 'N/D', 'N/D', '14.2', 'N/A'];
const OH_MEDICINES = ['Paracetamol 500mg Tab', 'Amoxicillin 250mg Caps', 'Ibuprofen 400mg Tab', 'Metformin 500mg Tab', 'Artemether/Lumefantrine 20/120mg Tab', 'Oral Rehydration Salts Sachet', 'Ceftriaxone 1g Inj', 'Diclofenac 75mg/3ml Inj', 'Omeprazole 20mg Caps', 'Sodium Chloride 0.9% 500ml', 'Cotrimoxazole 480mg Tab', 'Salbutamol 100mcg Inhaler'];
const OH_QTY = ['1', '2', '3', '5', '6', '10', '12', '14', '20', '24', '30'];
const OH_UNITS_DE = ['teile'];
const OH_UNITS_IT = ['pezzi'];
const OH_UNITS_EN = ['pieces'];
const OH_LOTS = ['BX2301A', 'L240517', '23K118', 'AMX-0925', 'P5012B', 'CT7781', '2404-113', 'ORS22Q9', 'D1187', 'M0345X'];
const OH_EXPIRY = ['2026-08-31', '2026-11-30', '2027-01-31', '2027-03-31', '2027-05-31', '2027-09-30', '2028-02-29', '2026-06-30'];

/** The files of this set: 18 files, in six languages and English. */
export const HELD_OUT_21_FILES: HeldOut21File[] = [
  {
    name: 'folio-overdue-loans-de.csv', language: 'de', tdm: 'loans',
    source: `${FOLIO_OVERDUE}, German (de.json; 26 columns)`,
    columns: [
      ["Name Entleiher/-in", 'patron_name', PATRON_NAMES],
      ["Entleiher/-innen Barcode", 'patron_card_number', PATRON_BARCODES],
      ["Entleiher/-innen ID", 'patron_id', PATRON_UUIDS],
      ["Fälligkeitsdatum", 'due_date', DUE_DE],
      ["Ausleihdatum", 'checkout_date', LOANED_DE],
      ["Ausleihrichtlinie", 'loan_rule', LOAN_POLICIES_DE],
      ["Ausleihrichtlinien-ID", null, POLICY_UUIDS],
      ["Ausleih-ID", 'loan_id', LOAN_UUIDS],
      ["Forderungen", 'fine_amount', FEE_REMAINING],
      ["Forderungen - Begründung", null, FEE_EXPLANATION_DE],
      ["Exemplartitel", 'title', TITLES],
      ["Materialart", 'material_type', MATERIAL_TYPES],
      ["Exemplarstatus", 'item_status', ITEM_STATUS],
      ["Barcode", 'item_barcode', ITEM_BARCODES],
      ["Signatur-Präfix", null, CN_PREFIX],
      ["Signatur", 'call_number', CALL_NUMBERS],
      ["Signatur-Suffix", null, CN_SUFFIX],
      ["Band", null, VOLUMES],
      ["Zählung", null, ENUMERATIONS],
      ["Chronologie", null, CHRONOLOGIES],
      ["Exemplarnummer", null, COPY_NUMBERS],
      ["Mitwirkende", 'author', CONTRIBUTORS],
      ["Standort", 'location', LOCATIONS_DE],
      ["Instanz-ID", null, INSTANCE_UUIDS],
      ["Bestands-ID", null, HOLDINGS_UUIDS],
      ["Exemplar-ID", 'item_id', ITEM_UUIDS],
    ],
  },
  {
    name: 'folio-overdue-loans-fr.csv', language: 'fr', tdm: 'loans',
    source: `${FOLIO_OVERDUE}, French (fr_FR.json; 26 columns)`,
    columns: [
      ["Nom de l'emprunteur", 'patron_name', PATRON_NAMES],
      ["Code-barres de l'emprunteur", 'patron_card_number', PATRON_BARCODES],
      ["Identifiant de l'emprunteur", 'patron_id', PATRON_UUIDS],
      ["Date d'échéance", 'due_date', DUE_FR],
      ["Date du prêt", 'checkout_date', LOANED_FR],
      ["Règle de prêt", 'loan_rule', LOAN_POLICIES_FR],
      ["ID Règle de prêt", null, POLICY_UUIDS],
      ["ID du prêt", 'loan_id', LOAN_UUIDS],
      ["Frais/Amendes", 'fine_amount', FEE_REMAINING],
      ["Explication des frais/amendes", null, FEE_EXPLANATION_FR],
      ["Titre de l'exemplaire", 'title', TITLES],
      ["Type de matériel", 'material_type', MATERIAL_TYPES],
      ["Statut de l'exemplaire", 'item_status', ITEM_STATUS],
      ["Code-barres", 'item_barcode', ITEM_BARCODES],
      ["Préfixe de la cote", null, CN_PREFIX],
      ["Cote", 'call_number', CALL_NUMBERS],
      ["Suffixe de la cote", null, CN_SUFFIX],
      ["Volume", null, VOLUMES],
      ["Tomaison", null, ENUMERATIONS],
      ["Chronologie", null, CHRONOLOGIES],
      ["Numéro d'exemplaire", null, COPY_NUMBERS],
      ["Contributeurs", 'author', CONTRIBUTORS],
      ["Emplacement", 'location', LOCATIONS_FR],
      ["ID de la notice", null, INSTANCE_UUIDS],
      ["ID Localisations", null, HOLDINGS_UUIDS],
      ["ID de l'exemplaire", 'item_id', ITEM_UUIDS],
    ],
  },
  {
    name: 'folio-overdue-loans-es.csv', language: 'es', tdm: 'loans',
    source: `${FOLIO_OVERDUE}, Spanish (es_ES.json; 26 columns)`,
    columns: [
      ["Nombre del usuario", 'patron_name', PATRON_NAMES],
      ["Código de barras del usuario", 'patron_card_number', PATRON_BARCODES],
      ["ID del usuario", 'patron_id', PATRON_UUIDS],
      ["Fecha de vencimiento", 'due_date', DUE_ES],
      ["Fecha de préstamo", 'checkout_date', LOANED_ES],
      ["Política de préstamos", 'loan_rule', LOAN_POLICIES_ES],
      ["ID de política de préstamo", null, POLICY_UUIDS],
      ["ID de préstamo", 'loan_id', LOAN_UUIDS],
      ["Tarifa/Multa", 'fine_amount', FEE_REMAINING],
      ["Explicación de la tasa/multa", null, FEE_EXPLANATION_ES],
      ["Título del artículo", 'title', TITLES],
      ["Tipo de material", 'material_type', MATERIAL_TYPES],
      ["Estado del artículo", 'item_status', ITEM_STATUS],
      ["Código de barras", 'item_barcode', ITEM_BARCODES],
      ["Prefijo del número de llamada", null, CN_PREFIX],
      ["Número de llamada", 'call_number', CALL_NUMBERS],
      ["Sufijo del número de llamada", null, CN_SUFFIX],
      ["Volumen", null, VOLUMES],
      ["Enumeración", null, ENUMERATIONS],
      ["Cronología", null, CHRONOLOGIES],
      ["Número de copia", null, COPY_NUMBERS],
      ["Colaboradores", 'author', CONTRIBUTORS],
      ["Ubicación", 'location', LOCATIONS_ES],
      ["ID de instancia", null, INSTANCE_UUIDS],
      ["Id. de Holdings", null, HOLDINGS_UUIDS],
      ["ID de artículo", 'item_id', ITEM_UUIDS],
    ],
  },
  {
    name: 'folio-overdue-loans-it.csv', language: 'it', tdm: 'loans',
    source: `${FOLIO_OVERDUE}, Italian (it_IT.json; 26 columns)`,
    columns: [
      ["Nome utente", 'patron_name', PATRON_NAMES],
      ["Barcode utente", 'patron_card_number', PATRON_BARCODES],
      ["ID utente", 'patron_id', PATRON_UUIDS],
      ["Data di scadenza", 'due_date', DUE_IT],
      ["Data di prestito", 'checkout_date', LOANED_IT],
      ["Politica di prestito", 'loan_rule', LOAN_POLICIES_IT],
      ["ID politica di prestito", null, POLICY_UUIDS],
      ["ID prestito", 'loan_id', LOAN_UUIDS],
      ["Fee/Fine", 'fine_amount', FEE_REMAINING],
      ["Fee/Fine explanation", null, FEE_EXPLANATION_IT],
      ["Item title", 'title', TITLES],
      ["Tipologia materiale", 'material_type', MATERIAL_TYPES],
      ["Item status", 'item_status', ITEM_STATUS],
      ["Barcode", 'item_barcode', ITEM_BARCODES],
      ["Prefisso collocazione", null, CN_PREFIX],
      ["Collocazione", 'call_number', CALL_NUMBERS],
      ["Suffisso collocazione", null, CN_SUFFIX],
      ["Volume", null, VOLUMES],
      ["Enumeration", null, ENUMERATIONS],
      ["Chronology", null, CHRONOLOGIES],
      ["Copy number", null, COPY_NUMBERS],
      ["Contributori", 'author', CONTRIBUTORS],
      ["Location", 'location', LOCATIONS_IT],
      ["Instance ID", null, INSTANCE_UUIDS],
      ["Holdings ID", null, HOLDINGS_UUIDS],
      ["Item ID", 'item_id', ITEM_UUIDS],
    ],
  },
  {
    name: 'folio-overdue-loans-nl.csv', language: 'nl', tdm: 'loans',
    source: `${FOLIO_OVERDUE}, Dutch (nl.json; 26 columns)`,
    columns: [
      ["Naam lener", 'patron_name', PATRON_NAMES],
      ["Barcode lener", 'patron_card_number', PATRON_BARCODES],
      ["Lener-ID", 'patron_id', PATRON_UUIDS],
      ["Vervaldatum", 'due_date', DUE_NL],
      ["Uitleningsdatum", 'checkout_date', LOANED_NL],
      ["Uitleenbeleid", 'loan_rule', LOAN_POLICIES_NL],
      ["Uitleenbeleid-ID", null, POLICY_UUIDS],
      ["Uitlening-ID", 'loan_id', LOAN_UUIDS],
      ["Kosten/boete", 'fine_amount', FEE_REMAINING],
      ["Uitleg kosten/boetes", null, FEE_EXPLANATION_NL],
      ["Titel van item", 'title', TITLES],
      ["Materiaalsoort", 'material_type', MATERIAL_TYPES],
      ["Itemstatus", 'item_status', ITEM_STATUS],
      ["Barcode", 'item_barcode', ITEM_BARCODES],
      ["Voorvoegsel etiketnummer", null, CN_PREFIX],
      ["Etiketnummer", 'call_number', CALL_NUMBERS],
      ["Achtervoegsel etiketnummer", null, CN_SUFFIX],
      ["Volume", null, VOLUMES],
      ["Opsomming", null, ENUMERATIONS],
      ["Chronologie", null, CHRONOLOGIES],
      ["Kopienummer", null, COPY_NUMBERS],
      ["Bijdragers", 'author', CONTRIBUTORS],
      ["Locatie", 'location', LOCATIONS_NL],
      ["Instance-ID", null, INSTANCE_UUIDS],
      ["Holdings-ID", null, HOLDINGS_UUIDS],
      ["Item-ID", 'item_id', ITEM_UUIDS],
    ],
  },
  {
    name: 'folio-overdue-loans-pt.csv', language: 'pt', tdm: 'loans',
    source: `${FOLIO_OVERDUE}, Portuguese (pt_BR.json; 26 columns)`,
    columns: [
      ["Nome do usuário", 'patron_name', PATRON_NAMES],
      ["Código de barras do usuário", 'patron_card_number', PATRON_BARCODES],
      ["ID do usuário", 'patron_id', PATRON_UUIDS],
      ["Data de vencimento", 'due_date', DUE_PT],
      ["Data do empréstimo", 'checkout_date', LOANED_PT],
      ["Política de empréstimos", 'loan_rule', LOAN_POLICIES_PT],
      ["ID da política de empréstimo", null, POLICY_UUIDS],
      ["ID do empréstimo", 'loan_id', LOAN_UUIDS],
      ["Taxa/Multa", 'fine_amount', FEE_REMAINING],
      ["Explicação da taxa/multa", null, FEE_EXPLANATION_PT],
      ["Título do item", 'title', TITLES],
      ["Tipo de material", 'material_type', MATERIAL_TYPES],
      ["Status do item", 'item_status', ITEM_STATUS],
      ["Código de barras", 'item_barcode', ITEM_BARCODES],
      ["Prefixo do número de chamada", null, CN_PREFIX],
      ["Número de chamada", 'call_number', CALL_NUMBERS],
      ["Sufixo do número de chamada", null, CN_SUFFIX],
      ["Volume", null, VOLUMES],
      ["Enumeração", null, ENUMERATIONS],
      ["Cronologia", null, CHRONOLOGIES],
      ["Número do exemplar", null, COPY_NUMBERS],
      ["Colaboradores", 'author', CONTRIBUTORS],
      ["Localização", 'location', LOCATIONS_PT],
      ["ID da instância", null, INSTANCE_UUIDS],
      ["ID de acervo", null, HOLDINGS_UUIDS],
      ["ID do item", 'item_id', ITEM_UUIDS],
    ],
  },
  {
    name: 'folio-fees-fines-en.csv', language: 'en', tdm: 'fines',
    source: `${FOLIO_FEES}, English (en.json; 29 columns)`,
    columns: [
      ["Patron name", 'patron_name', PATRON_NAMES],
      ["Patron barcode", 'patron_card_number', PATRON_BARCODE_LINKS],
      ["Patron group", 'patron_category', PATRON_GROUPS],
      ["Action date", null, ACTION_DATE_EN],
      ["Action description", null, ACTION_DESCRIPTIONS],
      ["Action amount", null, ACTION_AMOUNTS],
      ["Action balance", null, ACTION_BALANCES],
      ["Action transaction information", null, TRANSACTION_INFO],
      ["Action created at", null, SERVICE_POINTS],
      ["Action source", null, ACTION_SOURCES],
      ["Action additional information for staff", null, STAFF_INFO_EN],
      ["Action additional information for patron", null, PATRON_INFO_EN],
      ["Fee/fine type", 'charge_type', FEE_TYPES],
      ["Fee/fine owner", 'owner', FEE_OWNERS],
      ["Fee/fine billed date", 'charged_on', BILLED_EN],
      ["Fee/fine billed amount", 'amount', BILLED_AMOUNTS],
      ["Fee/fine remaining amount", 'amount_outstanding', REMAINING_AMOUNTS],
      ["Fee/fine latest payment status", 'payment_status', PAYMENT_STATUS_EN],
      ["Fee/fine details", 'charge_id', FEE_DETAIL_LINKS],
      ["Item instance", 'title', TITLES],
      ["Item material type", null, MATERIAL_TYPES],
      ["Item barcode", 'item_barcode', ITEM_BARCODE_LINKS],
      ["Item call number", 'call_number', CALL_NUMBERS],
      ["Item location", null, LOCATIONS_EN],
      ["Item due date", 'due_date', DUE_EN],
      ["Item returned date", 'returned_on', RETURNED_EN],
      ["Item overdue policy", null, OVERDUE_POLICY_LINKS],
      ["Item lost item policy", null, LOST_POLICY_LINKS],
      ["Item loan details", null, LOAN_DETAIL_LINKS],
    ],
  },
  {
    name: 'folio-fees-fines-it.csv', language: 'it', tdm: 'fines',
    source: `${FOLIO_FEES}, Italian (it_IT.json; 29 columns)`,
    columns: [
      ["Patron name", 'patron_name', PATRON_NAMES],
      ["Patron barcode", 'patron_card_number', PATRON_BARCODE_LINKS],
      ["Patron group", 'patron_category', PATRON_GROUPS],
      ["Action date", null, ACTION_DATE_IT],
      ["Action description", null, ACTION_DESCRIPTIONS],
      ["Action amount", null, ACTION_AMOUNTS],
      ["Action balance", null, ACTION_BALANCES],
      ["Action transaction information", null, TRANSACTION_INFO],
      ["Action created at", null, SERVICE_POINTS],
      ["Action source", null, ACTION_SOURCES],
      ["Action additional information for staff", null, STAFF_INFO_IT],
      ["Action additional information for patron", null, PATRON_INFO_IT],
      ["Tipologia tariffa/multa", 'charge_type', FEE_TYPES],
      ["Gestore tariffa/multa", 'owner', FEE_OWNERS],
      ["Data di addebito della tariffa/multa", 'charged_on', BILLED_IT],
      ["Importo addebitato della tariffa/multa", 'amount', BILLED_AMOUNTS],
      ["Importo residuo della tariffa/multa", 'amount_outstanding', REMAINING_AMOUNTS],
      ["Stato ultimo pagamento di tariffa/multe", 'payment_status', PAYMENT_STATUS_IT],
      ["Dettagli della tassa/ammenda", 'charge_id', FEE_DETAIL_LINKS],
      ["Istanza dell'oggetto", 'title', TITLES],
      ["Tipo di materiale dell'articolo", null, MATERIAL_TYPES],
      ["Barcode dell'item", 'item_barcode', ITEM_BARCODE_LINKS],
      ["Collocazione item", 'call_number', CALL_NUMBERS],
      ["Item location", null, LOCATIONS_IT],
      ["Data di scadenza del prestito", 'due_date', DUE_IT],
      ["Data di restituzione dell'articolo", 'returned_on', RETURNED_IT],
      ["Politica degli articoli in ritardo", null, OVERDUE_POLICY_LINKS],
      ["Politica degli oggetti smarriti", null, LOST_POLICY_LINKS],
      ["Dettagli del prestito dell'articolo", null, LOAN_DETAIL_LINKS],
    ],
  },
  {
    name: 'folio-fees-fines-nl.csv', language: 'nl', tdm: 'fines',
    source: `${FOLIO_FEES}, Dutch (nl.json; 29 columns)`,
    columns: [
      ["Naam gebruiker", 'patron_name', PATRON_NAMES],
      ["Barcode gebruiker", 'patron_card_number', PATRON_BARCODE_LINKS],
      ["Gebruikersgroep", 'patron_category', PATRON_GROUPS],
      ["Actiedatum", null, ACTION_DATE_NL],
      ["Omschrijving actie", null, ACTION_DESCRIPTIONS],
      ["Bedrag actie", null, ACTION_AMOUNTS],
      ["Balans actie", null, ACTION_BALANCES],
      ["Transactie-informatie actie", null, TRANSACTION_INFO],
      ["Actie aangemaakt op", null, SERVICE_POINTS],
      ["Bron actie", null, ACTION_SOURCES],
      ["Aanvullende informatie voor medewerkers", null, STAFF_INFO_NL],
      ["Aanvullende informatie voor gebruiker", null, PATRON_INFO_NL],
      ["Kosten-/boetesoort", 'charge_type', FEE_TYPES],
      ["Eigenaar kosten/boetes", 'owner', FEE_OWNERS],
      ["Datum kosten/boete in rekening gebracht", 'charged_on', BILLED_NL],
      ["Bedrag kosten/boete", 'amount', BILLED_AMOUNTS],
      ["Resterend bedrag kosten/boete", 'amount_outstanding', REMAINING_AMOUNTS],
      ["Laatste betaalstatus voor kosten/boete", 'payment_status', PAYMENT_STATUS_NL],
      ["Details kosten/boetes", 'charge_id', FEE_DETAIL_LINKS],
      ["Instance item", 'title', TITLES],
      ["Materiaalsoort item", null, MATERIAL_TYPES],
      ["Barcode item", 'item_barcode', ITEM_BARCODE_LINKS],
      ["Etiketnummer item", 'call_number', CALL_NUMBERS],
      ["Locatie item", null, LOCATIONS_NL],
      ["Vervaldatum item", 'due_date', DUE_NL],
      ["Retourneringsdatum item", 'returned_on', RETURNED_NL],
      ["Beleid voor te laat materiaal", null, OVERDUE_POLICY_LINKS],
      ["Beleid voor verloren materiaal", null, LOST_POLICY_LINKS],
      ["Uitleningsdetails item", null, LOAN_DETAIL_LINKS],
    ],
  },
  {
    name: 'wger-gym-members-de.csv', language: 'de', tdm: 'gym_members',
    source: `${WGER}, German (12 columns)`,
    columns: [
      ["Nr.", 'member_number', MEMBER_IDS],
      ["Studio", 'home_club', CLUBS_DE],
      ["Benutzername", 'app_username', USERNAMES],
      ["E-Mail", 'email', 'email'],
      ["Vorname", 'first_name', 'first'],
      ["Nachname", 'last_name', 'last'],
      ["Geschlecht", 'gender', GENDER_DE],
      ["Alter", null, AGES],
      ["PLZ", 'postcode', 'postcode'],
      ["Stadt", 'city', 'city'],
      ["Straße", 'street', 'street'],
      ["Telefon", 'phone', 'phone'],
    ],
  },
  {
    name: 'wger-gym-members-fr.csv', language: 'fr', tdm: 'gym_members',
    source: `${WGER}, French (12 columns)`,
    columns: [
      ["N°", 'member_number', MEMBER_IDS],
      ["Activités", 'home_club', CLUBS_FR],
      ["Nom d’utilisateur", 'app_username', USERNAMES],
      ["Courriel", 'email', 'email'],
      ["Prénom", 'first_name', 'first'],
      ["Nom", 'last_name', 'last'],
      ["Genre", 'gender', GENDER_FR],
      ["Âge", null, AGES],
      ["Code postal", 'postcode', 'postcode'],
      ["Ville", 'city', 'city'],
      ["Rue", 'street', 'street'],
      ["Téléphone", 'phone', 'phone'],
    ],
  },
  {
    name: 'wger-gym-members-es.csv', language: 'es', tdm: 'gym_members',
    source: `${WGER}, Spanish (12 columns)`,
    columns: [
      ["Nr.", 'member_number', MEMBER_IDS],
      ["Gimnasio", 'home_club', CLUBS_ES],
      ["Nombre de usuario", 'app_username', USERNAMES],
      ["Correo electrónico", 'email', 'email'],
      ["Nombre", 'first_name', 'first'],
      ["Apellido", 'last_name', 'last'],
      ["Género", 'gender', GENDER_ES],
      ["Edad", null, AGES],
      ["Código postal", 'postcode', 'postcode'],
      ["Ciudad", 'city', 'city'],
      ["Calle", 'street', 'street'],
      ["Teléfono", 'phone', 'phone'],
    ],
  },
  {
    name: 'wger-gym-members-it.csv', language: 'it', tdm: 'gym_members',
    source: `${WGER}, Italian (11 of its 12 columns: the phone's header is the same word as the member number's, "Numero", and was left out)`,
    columns: [
      ["Numero", 'member_number', MEMBER_IDS],
      ["Palestra", 'home_club', CLUBS_IT],
      ["Nome utente", 'app_username', USERNAMES],
      ["Email", 'email', 'email'],
      ["Nome", 'first_name', 'first'],
      ["Cognome", 'last_name', 'last'],
      ["Sesso", 'gender', GENDER_IT],
      ["Età", null, AGES],
      ["Codice postale", 'postcode', 'postcode'],
      ["Città", 'city', 'city'],
      ["Via", 'street', 'street'],
    ],
  },
  {
    name: 'wger-gym-members-nl.csv', language: 'nl', tdm: 'gym_members',
    source: `${WGER}, Dutch (12 columns)`,
    columns: [
      ["Nr.", 'member_number', MEMBER_IDS],
      ["Gym", 'home_club', CLUBS_NL],
      ["Gebruikersnaam", 'app_username', USERNAMES],
      ["E-mail", 'email', 'email'],
      ["Voornaam", 'first_name', 'first'],
      ["Achternaam", 'last_name', 'last'],
      ["Geslacht", 'gender', GENDER_NL],
      ["Leeftijd", null, AGES],
      ["Postcode", 'postcode', 'postcode'],
      ["Stad", 'city', 'city'],
      ["Straat", 'street', 'street'],
      ["Telefoon", 'phone', 'phone'],
    ],
  },
  {
    name: 'wger-gym-members-pt.csv', language: 'pt', tdm: 'gym_members',
    source: `${WGER}, Portuguese (12 columns)`,
    columns: [
      ["Nr.", 'member_number', MEMBER_IDS],
      ["Academia", 'home_club', CLUBS_PT],
      ["utilizador", 'app_username', USERNAMES],
      ["Email", 'email', 'email'],
      ["Primeiro nome", 'first_name', 'first'],
      ["Último nome", 'last_name', 'last'],
      ["Gênero", 'gender', GENDER_PT],
      ["Idade", null, AGES],
      ["CEP", 'postcode', 'postcode'],
      ["Cidade", 'city', 'city'],
      ["Rua", 'street', 'street'],
      ["Telefone", 'phone', 'phone'],
    ],
  },
  {
    name: 'openhospital-ward-pharmacy-outgoing-de.xlsx', language: 'de', tdm: 'dispensations',
    source: `${OH_WARD}, German (10 columns)`,
    columns: [
      ["DATUM", 'dispensed_at', OH_DATES],
      ["ZWECK", 'patient_name', OH_PURPOSE_DE],
      ["ALTER", 'patient_age', OH_AGES_DE],
      ["GESCHLECHT", 'patient_sex', OH_SEX_DE],
      ["GEWICHT", 'patient_weight', OH_WEIGHT_DE],
      ["MEDIKAMENT", 'medicine', OH_MEDICINES],
      ["MENGE", 'quantity', OH_QTY],
      ["EINHEITEN", 'unit', OH_UNITS_DE],
      ["LOT NR.", 'batch_number', OH_LOTS],
      ["VERFALLSDATUM POSTEN", 'batch_expiry', OH_EXPIRY],
    ],
  },
  {
    name: 'openhospital-ward-pharmacy-outgoing-it.xlsx', language: 'it', tdm: 'dispensations',
    source: `${OH_WARD}, Italian (10 columns)`,
    columns: [
      ["DATA", 'dispensed_at', OH_DATES],
      ["MOTIVO", 'patient_name', OH_PURPOSE_IT],
      ["ETÀ", 'patient_age', OH_AGES_IT],
      ["SESSO", 'patient_sex', OH_SEX_IT],
      ["PESO", 'patient_weight', OH_WEIGHT_IT],
      ["FARMACO", 'medicine', OH_MEDICINES],
      ["QUANTITÀ", 'quantity', OH_QTY],
      ["UNITÀ", 'unit', OH_UNITS_IT],
      ["NR. LOTTO", 'batch_number', OH_LOTS],
      ["DATA SCADENZA LOTTO", 'batch_expiry', OH_EXPIRY],
    ],
  },
  {
    name: 'openhospital-ward-pharmacy-outgoing-en.xlsx', language: 'en', tdm: 'dispensations',
    source: `${OH_WARD}, English (10 columns)`,
    columns: [
      ["DATE", 'dispensed_at', OH_DATES],
      ["PURPOSE", 'patient_name', OH_PURPOSE_EN],
      ["AGE", 'patient_age', OH_AGES_EN],
      ["SEX", 'patient_sex', OH_SEX_EN],
      ["WEIGHT", 'patient_weight', OH_WEIGHT_EN],
      ["MEDICAL", 'medicine', OH_MEDICINES],
      ["QUANTITY", 'quantity', OH_QTY],
      ["UNITS", 'unit', OH_UNITS_EN],
      ["LOT NO.", 'batch_number', OH_LOTS],
      ["LOT DUE DATE", 'batch_expiry', OH_EXPIRY],
    ],
  },
];
