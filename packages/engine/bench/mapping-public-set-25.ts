/**
 * The twenty-fifth held-out set of the mapping benchmark (`npm run bench:mapping`, docs/mapping.md
 * "Benchmark"), built as a CLEAN set: never used to tune; only its aggregate figures are to be read.
 * Headers that nobody working on Ferry wrote, from four open-source programs none of the other sets
 * use, in two domains the matcher was not tuned for: payroll (payslips and their lines, as an HR
 * program and an ERP's payroll module export them) and farm production (a farm management program's
 * field interventions, harvest receptions and herd, and the organic-certification input record of
 * another). Most of it is not English (German, French, Spanish, Italian, Dutch and Portuguese, 19 of
 * its 22 files; 299 columns).
 *
 * How it was built, in this order:
 * 1. Target data models were written first, from scratch, as a payroll bureau and a farm business
 *    importing such files would write their own (English keys and labels, a description where a
 *    label alone would leave a person guessing, no `alternativeMatches`): payslips, pay lines (one
 *    earning or deduction of a payslip), farm activities and animals. Some of their columns have no
 *    source in any file (a payslip's employee ID, department, job title, payment date, allowances,
 *    income tax, social security, currency, working days, days paid, unpaid leave days and payment
 *    method; a pay line's period end; a farm activity's season; an animal's species, breed, herd,
 *    entry and exit dates and notes), as a company's model has more than one export fills.
 * 2. The headers were taken verbatim from files written by real programs, used by none of the other
 *    sets (every `source` line and header comment of mapping-public-set*.ts checked; Frappe HR,
 *    OrangeHRM and IceHrm, the best-known open-source HR programs, are sets 13's, 10's and 19's, so
 *    they were not taken) nor on the list of programs the matcher's vocabulary reads
 *    (src/mapping/NOTICE.md):
 *    · Horilla (open-source HRMS, horilla-opensource/horilla; snapshot of 2026-04-17, commit
 *      72e7198fa42220e704579d23db071cf902fc20d9, 78 commits after tag 1.5.0). Payroll → Payslips →
 *      Export (payroll/views/component_views.py, payslip_export: a pandas DataFrame written as
 *      .xlsx, its header the `_()` labels of `excel_columns` in payroll/forms/component_forms.py, 18
 *      columns of which the user ticks those to export), each label from
 *      horilla/locale/<de|fr|es|it|pt_BR>/LC_MESSAGES/django.po (read with a script that parsed the
 *      catalogues; none of the 18 fuzzy or missing; the project compiles them at install). Horilla
 *      has no Dutch catalogue. The Spanish and Italian catalogues translate both "Status" and
 *      "State" (the bank's state) as "Estado" / "Stato": those files leave the State column out,
 *      headers being distinct; the other four files have all 18. The English file is the literals.
 *    · OCA Payroll (the Odoo Community Association's payroll module for Odoo 16, OCA/payroll; branch
 *      16.0, commit f493a42 of 2024-08-31, module version 16.0.1.3.0). Odoo's list view → select
 *      all → Export (not import-compatible): its header is each exported field's label,
 *      `val['label'].strip()` in the web client's export controller, the field's string in the
 *      user's language. Two exports, with the fields a payroll clerk would pick:
 *      - Payroll → Payslips (hr.payslip): Reference, Employee, Payslip Name, Date From, Date To,
 *        Status (the list's columns), then Company, Contract, Structure, Payslip Batches, Made
 *        Payment Order ?, Credit Note, Internal Note and Created on; in German, Dutch and
 *        Portuguese (Portugal).
 *      - a payslip's Action → Payslip Computation Details (hr.payslip.line, its list view:
 *        Category, Sequence, Name, Code, Quantity, Rate (%), Amount, Total), with Pay Slip,
 *        Employee, Contract, Date From, Rule, Amount Type, Contribution Register and Appears on
 *        Payslip added; in French, Spanish, Italian and Dutch.
 *      Each label is the `field_description` entry of the field in payroll/i18n/<de|fr|es|it|nl|pt>.po
 *      (all 30 translated, none fuzzy, in those six catalogues; the German "Anteile  Arbeitnehmer /
 *      Arbeitgeber" keeps its double space; "Made Payment Order ? " and its translations lose their
 *      trailing space to the strip()).
 *    · Ekylibre (farm management, ekylibre/ekylibre; snapshot of 2026-03-28, commit
 *      4c6532cfde377dcc36a97b38942d910fb2b6fa78, VERSION 4.35.0). Its lists' Export → CSV
 *      (ekylibre/active_list at the commit its Gemfile.lock pins, 6eb36c6e; exporters/csv_exporter.rb
 *      writes one header per exportable column, hidden ones too: `Model.human_attribute_name(name)`,
 *      or `label.t(scope: 'labels')` where the column has a label), for three lists of
 *      app/controllers/backend: Interventions (interventions_controller.rb, 15 columns), Incoming
 *      harvests (incoming_harvests_controller.rb, 11) and Animals (animals_controller.rb, 9). Each
 *      header was resolved as Rails does — activerecord.attributes.<model and its ancestors>.<name>,
 *      then attributes.<name>, then the name humanised — in config/locales/<fra|eng>/*.yml (read
 *      with a script that merged them). Ekylibre ships German, Italian, Portuguese and Spanish
 *      catalogues too, but config/initializers/i18n.rb makes only English and French available, so
 *      only those were taken: Interventions and Animals in French and English, Incoming harvests in
 *      French (its English headers are mostly humanised names: "Human crops names").
 *    · LiteFarm (farm management, LiteFarmOrg/LiteFarm; snapshot of 2026-07-24, commit
 *      69272be650f8fbce0f9585aaf7518e4a3c228511, version 3.12.2). Certifications → Export, the
 *      organic-certification records it writes in the user's language; taken: Record I, crop
 *      production aids (packages/api/src/jobs/certification/record_i_generation.js, an .xlsx whose
 *      header row is row 10, under the farm name, period and notes), its 7 `t('RECORD_I.TABLE_COLUMN.…')`
 *      strings from packages/api/src/jobs/locales/<de|es|fr|pt>/translation.json. LiteFarm has no
 *      Italian or Dutch; English was not taken for want of room. Record D (seeds and planting stock)
 *      was read and not taken: a seed inventory, not an activity.
 *    Ekylibre makes only English and French available and LiteFarm has neither Italian nor Dutch,
 *    so the farm files have none of those two languages (no third farm program was taken in the
 *    time); Dutch and Italian come from the payroll programs.
 * 3. Each header was labelled with the TDM column a person would map it to, or null when none fits
 *    (decided from the header, the field's meaning in the program and the TDM alone; where a file
 *    has two columns for one target, the one that holds what the target describes, the other null).
 *    The non-obvious decisions:
 *    - Horilla: Employee (written "First Last (badge ID)") the employee's name; Batch (the payroll
 *      run the slip was made in) null; Contract Wage (the contract's monthly wage) null and Basic
 *      Pay (that wage for the period, less unpaid leave) the base salary; Deduction (all deductions
 *      of the slip) the total deductions; Account Number the bank account; Bank Name, Branch, the two
 *      bank codes (BIC, sort code, bank number) and the bank's Country, State and City null.
 *    - OCA Payroll payslips: Reference (SLIP/…) the payslip ID; Payslip Name ("Salary Slip of … for
 *      March-2026") null; Date From and Date To the period; Contract, Structure, Payslip Batches,
 *      Made Payment Order ? (a flag), Credit Note (a flag), Internal Note and Created on null.
 *    - OCA Payroll lines: Pay Slip (the payslip's name) the payslip ID; Date From the period start;
 *      Name the pay component and Rule (the salary rule, whose name the line copies) null; Code the
 *      pay code; Sequence the order; Rate (%) the rate; Amount the amount and Total the line total;
 *      Contract, Amount Type (fixed, percentage, Python code), Contribution Register and Appears on
 *      Payslip null.
 *    - Ekylibre interventions: Name ("Semis n°118") the name; Procedure name (the procedure's key:
 *      sowing, spraying, harvesting, …) the activity; Activities names (the crop productions it
 *      served: winter wheat, maize, …) the crop; Started at the date and Stopped at null; Working
 *      duration (hours) the hours; State (done, in progress, planned, rejected) the status and Status
 *      (go, caution or stop, the list's traffic light) null; PFI (the treatment frequency index) null;
 *      Target names (the parcels worked) the field; Working zone area (hectares) the area; Total cost
 *      the cost; Profile (done or planned) null; Issue and Trouble encountered null.
 *    - Ekylibre incoming harvests: Number the activity ID; Ticket (the weighbridge ticket) null;
 *      Received at the date; Driver the worker; Tractor the equipment and Trailer null;
 *      Parcel(s) / Crop(s) (the crops' names) the crop; Status (go or caution: whether each crop is
 *      linked to a harvest intervention) null; Quantity and Unit; Storage places null.
 *    - Ekylibre animals: Work number (the short number on the ear tag) the animal ID; Status (go,
 *      caution when ill, stop when dead) the status; Net mass the weight; Storage place (the barn,
 *      pen or pasture the animal is in) the location; Mother and Father the dam and sire.
 *    - LiteFarm: Product name the input product; Brand name or source/supplier null; Quantity (with
 *      its unit in the cell, "25 kg") the quantity; Date used the date; Crop/Field applied to (the
 *      locations, then the varieties) the field; Notes the notes; Listed in the PSL (permitted
 *      substances list) null.
 * 4. Then the set was committed, before the matcher was run on it.
 *
 * Values: 20 per column, sampled from the lists below, written in the style of each export
 * (Horilla's str() of floats, "3850.0", its dates in the user's date format, its statuses as the
 * raw keys the export writes — the mapping to translated words is overwritten by the next line of
 * payslip_export —, employees with their badge ID; Odoo's dates and datetimes as its CSV writes
 * them, booleans as True/False, selections, salary-rule categories and the payslip name as the
 * catalogues translate them, German, Dutch and French payslip names being untranslated with the
 * month in the user's language; Ekylibre's times as Rails writes them, its decimals localised, its
 * measures as Measure#to_s, its booleans as active_list's VRAI/FAUX and TRUE/FALSE, its
 * statuses as the go/caution/stop it exports, its linked records — driver, tractor, mother, … —
 * as their names, which the list shows; LiteFarm's dates as YYYY-MM-DD, quantities with "kg" or
 * "l", the locations cell built as its code builds it, Y/N as each language abbreviates them); a
 * free-text or identifier column (names, references, products, notes) draws from at least eight
 * distinct values.
 */
import { tdmColumn, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';

const col = tdmColumn;

/** The target data models of this set, written before the headers were collected. */
export const HELD_OUT_25_TDMS = {
  payslips: [
    col('payslip_id', 'Payslip ID', 'string', 'Number or reference of the payslip'),
    col('employee_id', 'Employee ID', 'string', 'Personnel number of the employee'),
    col('employee_name', 'Employee', 'string', 'Full name of the employee'),
    col('department', 'Department', 'string'),
    col('job_title', 'Job title', 'string'),
    col('company', 'Company', 'string', 'Employing company or legal entity'),
    col('period_start', 'Period start', 'date', 'First day of the pay period'),
    col('period_end', 'Period end', 'date', 'Last day of the pay period'),
    col('payment_date', 'Payment date', 'date', 'Day the salary is paid out'),
    col('base_salary', 'Base salary', 'float', 'Contractual basic pay for the period, before allowances'),
    col('allowances', 'Allowances', 'float', 'Bonuses, overtime and other additions to the basic pay'),
    col('gross_pay', 'Gross pay', 'float', 'Total earnings before deductions'),
    col('income_tax', 'Income tax', 'float', 'Wage tax withheld'),
    col('social_security', 'Social security', 'float', 'Employee contributions to pension, health and unemployment insurance'),
    col('total_deductions', 'Total deductions', 'float'),
    col('net_pay', 'Net pay', 'float', 'Amount paid out to the employee'),
    col('currency', 'Currency', 'currency_code'),
    col('working_days', 'Working days', 'float', 'Days the employee was due to work in the period'),
    col('days_paid', 'Days paid', 'float', 'Days the employee is paid for'),
    col('unpaid_leave_days', 'Unpaid leave days', 'float'),
    col('status', 'Status', 'string', 'Draft, confirmed, paid, cancelled, …'),
    col('bank_account', 'Bank account', 'string', 'IBAN or account number the pay goes to'),
    col('payment_method', 'Payment method', 'string', 'Bank transfer, cash, cheque, …'),
  ],
  pay_lines: [
    col('payslip_id', 'Payslip ID', 'string', 'Payslip the line belongs to'),
    col('employee_name', 'Employee', 'string'),
    col('period_start', 'Period start', 'date'),
    col('period_end', 'Period end', 'date'),
    col('component_code', 'Pay code', 'string', 'Short code of the wage type: BASIC, HRA, TAX, …'),
    col('component_name', 'Pay component', 'string', 'Name of the earning or deduction'),
    col('category', 'Category', 'string', 'Earning, deduction, employer contribution, …'),
    col('quantity', 'Quantity', 'float', 'Hours, days or units the line is calculated on'),
    col('rate', 'Rate', 'float', 'Amount or percentage per unit'),
    col('amount', 'Amount', 'float'),
    col('total', 'Line total', 'float', 'Quantity times rate, as booked'),
    col('sequence', 'Order', 'int', 'Position of the line on the payslip'),
  ],
  farm_activities: [
    col('activity_id', 'Activity ID', 'string'),
    col('date', 'Date', 'date', 'Day the work was done or is planned'),
    col('activity_type', 'Activity', 'string', 'Sowing, planting, spraying, fertilising, harvest, …'),
    col('name', 'Name', 'string', 'Short title of the activity'),
    col('field', 'Field', 'string', 'Field, plot, bed or greenhouse where it took place'),
    col('crop', 'Crop', 'string', 'Crop or variety concerned'),
    col('area', 'Area', 'float', 'Area worked'),
    col('quantity', 'Quantity', 'float', 'Amount harvested, applied or planted'),
    col('unit', 'Unit', 'string', 'kg, t, l, plants, bunches, …'),
    col('product', 'Input product', 'string', 'Seed, fertiliser or crop-protection product used'),
    col('worker', 'Worker', 'string', 'Person who did or is assigned the work'),
    col('duration_hours', 'Hours', 'float', 'Time the work took'),
    col('equipment', 'Equipment', 'string', 'Tractor or machine used'),
    col('status', 'Status', 'string', 'Planned, done, late, abandoned, …'),
    col('cost', 'Cost', 'float'),
    col('notes', 'Notes', 'string'),
    col('season', 'Season', 'string', 'Crop season or campaign the activity belongs to'),
  ],
  animals: [
    col('animal_id', 'Animal ID', 'string', 'Ear tag or registration number'),
    col('name', 'Name', 'string'),
    col('species', 'Species', 'string', 'Cattle, sheep, goat, pig, poultry, …'),
    col('breed', 'Breed', 'string'),
    col('sex', 'Sex', 'string'),
    col('birth_date', 'Date of birth', 'date'),
    col('group', 'Herd / group', 'string', 'Herd, flock or pen the animal is kept in'),
    col('location', 'Location', 'string', 'Barn, pasture or site'),
    col('mother_id', 'Dam', 'string', 'The mother\'s ID'),
    col('father_id', 'Sire', 'string', 'The father\'s ID'),
    col('weight_kg', 'Weight (kg)', 'float', 'Latest weight'),
    col('status', 'Status', 'string', 'Active, sold, dead, slaughtered, …'),
    col('acquired_date', 'Entry date', 'date', 'Date of birth on the farm or of purchase'),
    col('exit_date', 'Exit date', 'date', 'Date the animal left the farm'),
    col('notes', 'Notes', 'string'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** One file of this set. */
export type HeldOut25File = PublicSetFile<keyof typeof HELD_OUT_25_TDMS>;

type Ymd = [y: number, m: number, d: number];
const p2 = (n: number): string => String(n).padStart(2, '0');
const MON_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Dates as Horilla's strftime formats write them (DD.MM.YYYY, DD/MM/YYYY, DD-MM-YYYY, MMM. D, YYYY). */
const hDates = (format: 'd.m.Y' | 'd/m/Y' | 'd-m-Y' | 'b. d, Y', dates: Ymd[]): string[] => dates.map(([y, m, d]) => (
  format === 'd.m.Y' ? `${p2(d)}.${p2(m)}.${y}` : format === 'd/m/Y' ? `${p2(d)}/${p2(m)}/${y}` : format === 'd-m-Y' ? `${p2(d)}-${p2(m)}-${y}` : `${MON_EN[m - 1]}. ${p2(d)}, ${y}`
));
/** Employees as Horilla's Employee.__str__ writes them: first and last name, then the badge ID in parentheses (a space when none). */
const withBadges = (names: string[], badges: string[]): string[] => names.map((n, i) => `${n} ${badges[i] ? `(${badges[i]})` : ''}`);
/** Odoo's payslip name: "Salary Slip of %(name)s for %(dt)s" as a catalogue translates it, dt being babel's MMMM-y in the user's language. */
const slipNames = (pattern: (name: string, month: string) => string, names: string[], months: string[]): string[] => names.map((n, i) => pattern(n, months[i % months.length]));

// Horilla: payslip export.
const PERIOD_START: Ymd[] = [[2026, 1, 1], [2026, 2, 1], [2026, 3, 1], [2026, 3, 1], [2026, 3, 16], [2026, 4, 1], [2026, 2, 1], [2026, 3, 1]];
const PERIOD_END: Ymd[] = [[2026, 1, 31], [2026, 2, 28], [2026, 3, 31], [2026, 3, 31], [2026, 3, 15], [2026, 4, 30], [2026, 2, 28], [2026, 3, 31]];
const HR_CONTRACT_WAGE = ['3850.0', '4200.0', '2950.0', '5100.0', '3400.0', '6250.0', '2600.0', '4750.0', '3100.0', '5600.0'];
const HR_BASIC = ['3850.0', '4200.0', '2753.33', '5100.0', '3173.33', '6250.0', '2600.0', '4433.33', '1550.0', '5600.0'];
const HR_GROSS = ['4250.0', '4620.0', '2953.33', '5480.0', '3373.33', '6900.0', '2780.0', '4833.33', '1650.0', '6120.0'];
const HR_DEDUCTION = ['1412.86', '1583.2', '884.1', '1987.45', '1032.6', '2604.9', '801.15', '1702.3', '318.75', '2266.4'];
const HR_NET = ['2837.14', '3036.8', '2069.23', '3492.55', '2340.73', '4295.1', '1978.85', '3131.03', '1331.25', '3853.6'];
const HR_STATUS = ['draft', 'draft', 'review_ongoing', 'confirmed', 'confirmed', 'paid', 'paid', 'paid'];
const BADGES = ['EMP014', 'EMP022', 'EMP031', 'EMP037', '', 'EMP045', 'EMP052', 'EMP060', 'EMP063', 'EMP071'];

const HR_EMP_DE = withBadges(['Anna Schmidt', 'Lukas Weber', 'Sophie Becker', 'Jonas Hoffmann', 'Marie Schäfer', 'Felix Koch', 'Laura Richter', 'Tim Wagner', 'Lea Neumann', 'Paul Zimmermann'], BADGES);
const HR_BATCH_DE = ['', '', 'Gehälter Januar 2026', 'Gehälter Februar 2026', 'Gehälter März 2026', 'Aushilfen März 2026', 'Gehälter April 2026', 'Nachzahlung Q1', 'Sonderzahlung Urlaubsgeld'];
const HR_BANK_DE = ['Sparkasse KölnBonn', 'Deutsche Bank', 'Commerzbank', 'ING', 'Volksbank Mittelhessen', 'DKB', 'Postbank', 'HypoVereinsbank'];
const HR_BRANCH_DE = ['Köln-Ehrenfeld', 'Frankfurt Zeil', 'Hamburg Jungfernstieg', '', 'Gießen', '', 'Berlin Mitte', 'München Marienplatz', 'Bonn Zentrum'];
const HR_ACCOUNT_DE = ['DE89 3705 0198 0012 3456 78', 'DE44 5007 0010 0923 4567 00', 'DE12 2004 0000 0611 2233 44', 'DE02 5001 0517 5407 3249 31', 'DE75 5139 0000 0023 4455 01', 'DE27 1203 0000 1064 5066 95', 'DE48 1001 0010 0987 6543 21', 'DE61 7002 0270 0015 8845 12', 'DE91 3705 0198 1932 0021 07'];
const HR_CODE1_DE = ['COLSDE33XXX', 'DEUTDEFFXXX', 'COBADEFFXXX', 'INGDDEFFXXX', 'VBMHDE5FXXX', 'BYLADEM1001', 'PBNKDEFFXXX', 'HYVEDEMMXXX'];
const HR_CODE2_DE = ['', '', '', '37050198', '50070010', '51390000', '12030000', '70020270', '10010010', '76026000'];
const HR_COUNTRY_DE = ['Deutschland'];
const HR_STATE_DE = ['Nordrhein-Westfalen', 'Hessen', 'Hamburg', 'Bayern', 'Berlin', 'Niedersachsen', 'Baden-Württemberg'];
const HR_CITY_DE = ['Köln', 'Frankfurt am Main', 'Hamburg', 'München', 'Berlin', 'Gießen', 'Hannover', 'Stuttgart', 'Bonn'];

const HR_EMP_FR = withBadges(['Camille Martin', 'Julien Bernard', 'Léa Dubois', 'Thomas Robert', 'Manon Petit', 'Nicolas Durand', 'Chloé Leroy', 'Antoine Moreau', 'Sarah Fournier', 'Hugo Girard'], BADGES);
const HR_BATCH_FR = ['', '', 'Paie janvier 2026', 'Paie février 2026', 'Paie mars 2026', 'Intérimaires mars 2026', 'Paie avril 2026', 'Rappel T1', 'Prime de vacances'];
const HR_BANK_FR = ['BNP Paribas', 'Crédit Agricole Centre-Est', 'Société Générale', 'LCL', 'Banque Populaire Auvergne Rhône Alpes', 'Caisse d\'Épargne Île-de-France', 'CIC', 'La Banque Postale'];
const HR_BRANCH_FR = ['Lyon Part-Dieu', 'Villeurbanne', 'Paris Opéra', 'Grenoble Victor Hugo', '', 'Nantes Commerce', 'Lille Grand Place', '', 'Toulouse Capitole'];
const HR_ACCOUNT_FR = ['FR76 3000 4008 2800 0123 4567 890', 'FR76 1780 6000 4504 1234 5678 912', 'FR76 3000 3031 0000 0501 2345 678', 'FR76 3000 2005 5000 0015 7845 Z02', 'FR76 1680 7000 1234 5678 9012 345', 'FR76 1751 5900 0008 0012 3456 789', 'FR76 3006 6100 4100 0105 2340 176', 'FR76 2004 1010 0712 3456 7L02 345'];
const HR_CODE1_FR = ['BNPAFRPPXXX', 'AGRIFRPP878', 'SOGEFRPPXXX', 'CRLYFRPPXXX', 'CCBPFRPPLYO', 'CEPAFRPP751', 'CMCIFRPPXXX', 'PSSTFRPPLYO'];
const HR_CODE2_FR = ['', '', '', '00828', '03100', '00550', '04100', '01234', '02890', '00231'];
const HR_COUNTRY_FR = ['France'];
const HR_STATE_FR = ['Auvergne-Rhône-Alpes', 'Île-de-France', 'Pays de la Loire', 'Hauts-de-France', 'Occitanie', 'Auvergne-Rhône-Alpes'];
const HR_CITY_FR = ['Lyon', 'Villeurbanne', 'Paris', 'Grenoble', 'Nantes', 'Lille', 'Toulouse', 'Saint-Étienne', 'Annecy'];

const HR_EMP_ES = withBadges(['Lucía García', 'Javier Martínez', 'Carmen López', 'Alejandro Sánchez', 'Marta Fernández', 'Pablo Gómez', 'Elena Ruiz', 'Diego Torres', 'Sara Navarro', 'Raúl Moreno'], BADGES);
const HR_BATCH_ES = ['', '', 'Nómina enero 2026', 'Nómina febrero 2026', 'Nómina marzo 2026', 'Eventuales marzo 2026', 'Nómina abril 2026', 'Atrasos T1', 'Paga extra de verano'];
const HR_BANK_ES = ['Banco Santander', 'BBVA', 'CaixaBank', 'Banco Sabadell', 'Bankinter', 'ING', 'Unicaja', 'Kutxabank'];
const HR_BRANCH_ES = ['Madrid - Gran Vía', 'Valencia Centro', 'Barcelona Diagonal', '', 'Sevilla Nervión', 'Bilbao Abando', '', 'Málaga Alameda', 'Zaragoza Independencia'];
const HR_ACCOUNT_ES = ['ES91 2100 0418 4502 0005 1332', 'ES79 2100 0813 6101 2345 6789', 'ES66 0182 2370 4200 1234 5678', 'ES12 0081 0216 7900 0123 4567', 'ES58 0128 0010 9901 0012 3456', 'ES21 1465 0100 9119 0012 3456', 'ES07 2103 0722 8100 1234 5678', 'ES35 2095 0611 0091 1234 5678'];
const HR_CODE1_ES = ['BSCHESMMXXX', 'BBVAESMMXXX', 'CAIXESBBXXX', 'BSABESBBXXX', 'BKBKESMMXXX', 'INGDESMMXXX', 'UCJAES2MXXX', 'BASKES2BXXX'];
const HR_CODE2_ES = ['', '', '', '0049', '0182', '2100', '0081', '2095', '0128', '1465'];
const HR_COUNTRY_ES = ['España'];
const HR_CITY_ES = ['Madrid', 'Valencia', 'Barcelona', 'Sevilla', 'Bilbao', 'Málaga', 'Zaragoza', 'Alicante', 'Getafe'];

const HR_EMP_IT = withBadges(['Giulia Rossi', 'Marco Bianchi', 'Francesca Romano', 'Luca Colombo', 'Chiara Ricci', 'Alessandro Greco', 'Sara Marino', 'Matteo Conti', 'Elena Gallo', 'Davide Costa'], BADGES);
const HR_BATCH_IT = ['', '', 'Cedolini gennaio 2026', 'Cedolini febbraio 2026', 'Cedolini marzo 2026', 'Stagionali marzo 2026', 'Cedolini aprile 2026', 'Arretrati Q1', 'Quattordicesima'];
const HR_BANK_IT = ['Intesa Sanpaolo', 'UniCredit', 'Banco BPM', 'BPER Banca', 'Crédit Agricole Italia', 'Banca Monte dei Paschi di Siena', 'Fineco', 'Banca Sella'];
const HR_BRANCH_IT = ['Milano Cordusio', 'Torino Porta Nuova', 'Bologna Ugo Bassi', '', 'Roma EUR', 'Firenze Novoli', '', 'Biella Centro', 'Padova Centro'];
const HR_ACCOUNT_IT = ['IT60 X054 2811 1010 0000 0123 456', 'IT40 S030 6909 6061 0000 0012 345', 'IT02 A020 0801 6110 0010 1234 567', 'IT86 B050 3401 7530 0000 0001 234', 'IT23 C053 8712 9000 0000 1234 567', 'IT18 D062 3001 6270 0004 0123 456', 'IT54 E010 3002 8000 0001 2345 678', 'IT77 F030 1503 2000 0000 3456 789'];
const HR_CODE1_IT = ['BCITITMMXXX', 'UNCRITMMXXX', 'BAPPIT21XXX', 'BPMOIT22XXX', 'CRPPIT2PXXX', 'PASCITMMXXX', 'FEBIITM1XXX', 'SELBIT2BXXX'];
const HR_CODE2_IT = ['', '', '', '03069', '02008', '05034', '03015', '03268', '05387', '06230'];
const HR_COUNTRY_IT = ['Italia'];
const HR_CITY_IT = ['Milano', 'Torino', 'Bologna', 'Roma', 'Firenze', 'Biella', 'Bergamo', 'Padova', 'Monza'];

const HR_EMP_PT = withBadges(['Ana Souza', 'João Oliveira', 'Mariana Santos', 'Pedro Lima', 'Beatriz Costa', 'Lucas Pereira', 'Juliana Almeida', 'Rafael Carvalho', 'Camila Ribeiro', 'Gustavo Rocha'], BADGES);
const HR_BATCH_PT = ['', '', 'Folha janeiro 2026', 'Folha fevereiro 2026', 'Folha março 2026', 'Temporários março 2026', 'Folha abril 2026', 'Retroativo 1º tri', 'Décimo terceiro'];
const HR_BANK_PT = ['Banco do Brasil', 'Itaú Unibanco', 'Bradesco', 'Caixa Econômica Federal', 'Santander Brasil', 'Nubank', 'Banco Inter', 'Sicredi'];
const HR_BRANCH_PT = ['Agência 1234-5', 'Agência 0456', 'Paulista', '', 'Agência 3321-0', 'Centro Campinas', '', 'Agência 0711', 'Agência 2045-8'];
const HR_ACCOUNT_PT = ['12345-6', '0045678-9', '98765-4', '00123456-7', '45012-3', '8830129-5', '2210987-1', '55432-0'];
const HR_CODE1_PT = ['001', '341', '237', '104', '033', '260', '077', '748'];
const HR_CODE2_PT = ['', '', '', '', 'BRASBRRJ', 'ITAUBRSP', 'BBDEBRSP', 'CEFXBRSP', 'NUBRBRSP', 'ITEMBRSP', 'BSCHBRSP'];
const HR_COUNTRY_PT = ['Brasil'];
const HR_STATE_PT = ['São Paulo', 'Rio de Janeiro', 'Minas Gerais', 'Paraná', 'Rio Grande do Sul', 'Bahia', 'São Paulo'];
const HR_CITY_PT = ['São Paulo', 'Campinas', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba', 'Porto Alegre', 'Salvador', 'Santos', 'Niterói'];

const HR_EMP_EN = withBadges(['Emily Clarke', 'James Patel', 'Olivia Hughes', 'Daniel Murphy', 'Sophie Turner', 'Ryan Walsh', 'Grace Evans', 'Adam Khan', 'Hannah Price', 'Tom Fletcher'], BADGES);
const HR_BATCH_EN = ['', '', 'January 2026 payroll', 'February 2026 payroll', 'March 2026 payroll', 'Temps March 2026', 'April 2026 payroll', 'Q1 back pay', 'Summer bonus run'];
const HR_BANK_EN = ['Barclays', 'HSBC UK', 'Lloyds Bank', 'NatWest', 'Santander UK', 'Nationwide', 'Monzo', 'Starling Bank'];
const HR_BRANCH_EN = ['Leeds Briggate', 'Manchester Market St', 'Bristol Broadmead', '', 'Birmingham New St', 'Swindon', '', 'Glasgow Buchanan St', 'Cardiff Queen St'];
const HR_ACCOUNT_EN = ['31926819', '41234567', '12873465', '53002147', '87654321', '20481133', '66120984', '90817264'];
const HR_CODE1_EN = ['20-00-00', '40-11-62', '30-96-26', '60-16-13', '09-01-28', '07-04-36', '04-00-04', '60-83-71'];
const HR_CODE2_EN = ['', '', '', 'GB29NWBK60161331926819', 'GB33BUKB20201555555555', 'BARCGB22', 'HBUKGB4B', 'LOYDGB2L', 'GB82WEST12345698765432', 'NWBKGB2L'];
const HR_COUNTRY_EN = ['United Kingdom'];
const HR_STATE_EN = ['England', 'England', 'Scotland', 'Wales', 'West Yorkshire', 'Greater Manchester'];
const HR_CITY_EN = ['Leeds', 'Manchester', 'Bristol', 'Birmingham', 'Swindon', 'Glasgow', 'Cardiff', 'London', 'York'];

// OCA Payroll (Odoo 16): payslips and payslip lines.
const SLIP_REFS = ['SLIP/041', 'SLIP/042', 'SLIP/043', 'SLIP/044', 'SLIP/045', 'SLIP/046', 'SLIP/047', 'SLIP/048', 'SLIP/049', 'SLIP/050', 'SLIP/051', 'SLIP/052'];
const ODOO_FROM = ['2026-01-01', '2026-02-01', '2026-03-01', '2026-03-01', '2026-03-01', '2026-04-01'];
const ODOO_TO = ['2026-01-31', '2026-02-28', '2026-03-31', '2026-03-31', '2026-03-31', '2026-04-30'];
const ODOO_CREATED = ['2026-01-27 09:14:03', '2026-01-27 09:14:05', '2026-02-25 10:02:41', '2026-02-25 10:02:44', '2026-03-26 08:47:19', '2026-03-26 08:47:22', '2026-03-30 14:05:57', '2026-04-27 11:31:08', '2026-04-27 11:31:10'];
const BOOL_MOSTLY_FALSE = ['False', 'False', 'False', 'False', 'False', 'True'];
const BOOL_PAID = ['False', 'False', 'True', 'True', 'True'];
const BOOL_MOSTLY_TRUE = ['True', 'True', 'True', 'True', 'False'];
const SEQUENCES = ['1', '2', '5', '10', '100', '105', '110', '120', '150', '200', '210'];
const QTY = ['1.0', '1.0', '1.0', '1.0', '12.0', '21.0', '8.5', '1.0', '2.0'];
const RATE = ['100.0', '100.0', '100.0', '100.0', '125.0', '6.8', '9.3', '18.6', '50.0', '1.55'];
const LINE_AMOUNT = ['3250.0', '3250.0', '185.0', '420.5', '2710.0', '4125.0', '24.5', '7.5', '3475.5', '150.0', '1980.0', '96.0'];
const LINE_TOTAL = ['3250.0', '185.0', '520.63', '236.33', '322.41', '2710.0', '4125.0', '-612.35', '-48.2', '3475.5', '2218.9', '-156.0'];

const OD_EMP_DE = ['Anna Schmidt', 'Lukas Weber', 'Sophie Becker', 'Jonas Hoffmann', 'Marie Schäfer', 'Felix Koch', 'Laura Richter', 'Tim Wagner', 'Lea Neumann'];
const OD_SLIPNAME_DE = slipNames((n, m) => `Salary Slip of ${n} for ${m}`, OD_EMP_DE, ['Januar-2026', 'Februar-2026', 'März-2026', 'März-2026', 'April-2026']);
const OD_STATE_DE = ['Entwurf', 'Warteliste', 'Erledigt', 'Erledigt', 'Erledigt', 'Abgelehnt'];
const OD_COMPANY_DE = ['Hofmann Landtechnik GmbH', 'Hofmann Landtechnik GmbH', 'Hofmann Service GmbH', 'Hofmann Holding GmbH & Co. KG', 'Agrarhandel Nord GmbH', 'Hofmann Landtechnik Österreich GmbH', 'Lohnunternehmen Brandt GmbH', 'Hofmann Ersatzteile GmbH', 'Hofmann Logistik GmbH'];
const OD_CONTRACT_DE = ['Arbeitsvertrag Anna Schmidt', 'Arbeitsvertrag Lukas Weber', 'Vertrag 2024/017', 'Vertrag 2025/003', 'Minijob Marie Schäfer', 'AT-Vertrag Felix Koch', 'Ausbildungsvertrag Tim Wagner', 'Vertrag 2026/001', 'Teilzeit Lea Neumann'];
const OD_STRUCT_DE = ['Angestellte', 'Angestellte', 'Gewerbliche Mitarbeiter', 'Minijob', 'Auszubildende', 'Geschäftsführung', 'Werkstudenten', 'Saisonkräfte', 'Außendienst'];
const OD_BATCH_DE = ['', '', 'Lohnlauf Januar 2026', 'Lohnlauf Februar 2026', 'Lohnlauf März 2026', 'Korrekturlauf März 2026', 'Lohnlauf April 2026', 'Aushilfen Q1', 'Urlaubsgeld Juni 2026'];
const OD_NOTE_DE = ['', '', '', '', 'Korrektur Überstunden Februar', 'inkl. Urlaubsgeld', 'Eintritt zum 15.03.', 'Steuerklasse geändert', 'Austritt 31.03.', 'Vorschuss 200 € verrechnet', 'Sachbezug Tankgutschein'];

const OD_EMP_NL = ['Sanne de Vries', 'Daan Jansen', 'Lotte Bakker', 'Bram Visser', 'Emma Smit', 'Thijs Meijer', 'Fleur de Boer', 'Ruben Mulder', 'Anouk Bos'];
const OD_SLIPNAME_NL = slipNames((n, m) => `Salary Slip of ${n} for ${m}`, OD_EMP_NL, ['januari-2026', 'februari-2026', 'maart-2026', 'maart-2026', 'april-2026']);
const OD_STATE_NL = ['Concept', 'Wachten', 'Verwerkt', 'Verwerkt', 'Verwerkt', 'Afgewezen'];
const OD_COMPANY_NL = ['Van Dijk Agro B.V.', 'Van Dijk Agro B.V.', 'Van Dijk Techniek B.V.', 'Van Dijk Holding B.V.', 'Agrarische Dienstverlening Oost B.V.', 'Van Dijk Agro België BV', 'Kwekerij De Hoeve B.V.', 'Van Dijk Logistiek B.V.', 'Loonbedrijf Hendriks B.V.'];
const OD_CONTRACT_NL = ['Arbeidsovereenkomst Sanne de Vries', 'Arbeidsovereenkomst Daan Jansen', 'Contract 2024-017', 'Contract 2025-003', 'Oproepcontract Emma Smit', 'Contract directie Thijs Meijer', 'BBL-contract Ruben Mulder', 'Contract 2026-001', 'Deeltijd Anouk Bos'];
const OD_STRUCT_NL = ['Medewerkers CAO', 'Medewerkers CAO', 'Oproepkrachten', 'Directie', 'Stagiairs', 'Uitzendkrachten', 'Seizoenswerkers', 'Buitendienst', 'Parttimers'];
const OD_BATCH_NL = ['', '', 'Salarisrun januari 2026', 'Salarisrun februari 2026', 'Salarisrun maart 2026', 'Correctierun maart 2026', 'Salarisrun april 2026', 'Seizoenskrachten Q1', 'Vakantiegeld mei 2026'];
const OD_NOTE_NL = ['', '', '', '', 'Correctie overuren februari', 'incl. vakantiegeld', 'In dienst per 15-03', 'Loonheffingskorting aangepast', 'Uit dienst per 31-03', 'Voorschot € 200 verrekend', 'Reiskosten nagekomen'];

const OD_EMP_PT = ['Inês Ferreira', 'Tiago Silva', 'Mariana Sousa', 'Rui Pereira', 'Catarina Costa', 'Miguel Santos', 'Joana Martins', 'Diogo Rodrigues', 'Sofia Gonçalves'];
const OD_SLIPNAME_PT = slipNames((n, m) => `Recibo de Vencimento de ${n} para ${m}`, OD_EMP_PT, ['janeiro-2026', 'fevereiro-2026', 'março-2026', 'março-2026', 'abril-2026']);
const OD_STATE_PT = ['Rascunho', 'Aguardando', 'Concluído', 'Concluído', 'Concluído', 'Rejeitado'];
const OD_COMPANY_PT = ['Quinta do Vale Agrícola, Lda.', 'Quinta do Vale Agrícola, Lda.', 'Vale Serviços Agrícolas, Lda.', 'Vale Holding SGPS, S.A.', 'Adega do Vale, Lda.', 'Vale Máquinas, Unipessoal Lda.', 'Horto do Mondego, Lda.', 'Vale Logística, Lda.', 'Lagar do Vale, Lda.'];
const OD_CONTRACT_PT = ['Contrato Inês Ferreira', 'Contrato Tiago Silva', 'Contrato 2024/017', 'Contrato 2025/003', 'Contrato a termo Catarina Costa', 'Contrato Administração Miguel Santos', 'Estágio Joana Martins', 'Contrato 2026/001', 'Tempo parcial Sofia Gonçalves'];
const OD_STRUCT_PT = ['Trabalhadores efetivos', 'Trabalhadores efetivos', 'Contratos a termo', 'Administração', 'Estagiários', 'Sazonais', 'Trabalhadores por turnos', 'Comerciais', 'Tempo parcial'];
const OD_BATCH_PT = ['', '', 'Processamento janeiro 2026', 'Processamento fevereiro 2026', 'Processamento março 2026', 'Correção março 2026', 'Processamento abril 2026', 'Sazonais 1.º trimestre', 'Subsídio de férias junho 2026'];
const OD_NOTE_PT = ['', '', '', '', 'Correção horas extra fevereiro', 'inclui subsídio de férias', 'Admissão a 15/03', 'Alteração da taxa de retenção', 'Cessação a 31/03', 'Adiantamento de 200 € descontado', 'Subsídio de refeição em cartão'];

const OD_EMP_FR = ['Camille Martin', 'Julien Bernard', 'Léa Dubois', 'Thomas Robert', 'Manon Petit', 'Nicolas Durand', 'Chloé Leroy', 'Antoine Moreau', 'Sarah Fournier'];
const OD_SLIP_FR = slipNames((n, m) => `Salary Slip of ${n} for ${m}`, OD_EMP_FR, ['janvier-2026', 'février-2026', 'mars-2026', 'mars-2026', 'avril-2026']);
const OD_CONTRACT_FR = ['Contrat Camille Martin', 'Contrat Julien Bernard', 'CDI 2024-017', 'CDI 2025-003', 'CDD saisonnier Manon Petit', 'Contrat cadre Nicolas Durand', 'Apprentissage Chloé Leroy', 'CDI 2026-001', 'Temps partiel Sarah Fournier'];
const OD_CATEGORY_FR = ['Basique', 'Allocation', 'Allocation', 'Brut', 'Déduction', 'Déduction', 'Déduction', 'Net', 'Contribution de la société'];
const OD_RULE_FR = ['Salaire de Base', 'Prime d\'ancienneté', 'Heures supplémentaires 25 %', 'Brut', 'CSG déductible', 'Assurance vieillesse plafonnée', 'Retraite complémentaire T1', 'Net', 'Titres-restaurant', 'Indemnité de transport', 'Mutuelle'];
const OD_CODE_FR = ['BASIC', 'ANC', 'HS25', 'GROSS', 'CSG', 'VIEIL', 'RETC1', 'NET', 'TR', 'TRANSP', 'MUT'];
const OD_AMOUNT_TYPE_FR = ['Montant fixe', 'Pourcentage (%)', 'Code Python', 'Code Python', 'Code Python'];
const OD_REGISTER_FR = ['', '', '', 'URSSAF', 'AGIRC-ARRCO', 'Mutuelle', 'Prévoyance', 'France Travail', 'Impôts (prélèvement à la source)', 'Taxe d\'apprentissage'];

const OD_EMP_ES = ['Lucía García', 'Javier Martínez', 'Carmen López', 'Alejandro Sánchez', 'Marta Fernández', 'Pablo Gómez', 'Elena Ruiz', 'Diego Torres', 'Sara Navarro'];
const OD_SLIP_ES = slipNames((n, m) => `Recibo de salarios de ${n} para ${m}`, OD_EMP_ES, ['enero-2026', 'febrero-2026', 'marzo-2026', 'marzo-2026', 'abril-2026']);
const OD_CONTRACT_ES = ['Contrato Lucía García', 'Contrato Javier Martínez', 'Indefinido 2024/017', 'Indefinido 2025/003', 'Fijo discontinuo Marta Fernández', 'Alta dirección Pablo Gómez', 'Formación Elena Ruiz', 'Indefinido 2026/001', 'Tiempo parcial Sara Navarro'];
const OD_CATEGORY_ES = ['Básico', 'Prima', 'Prima', 'Bruto', 'Deducción', 'Deducción', 'Deducción', 'Neto', 'Contribución compañía'];
const OD_RULE_ES = ['Salario base', 'Plus convenio', 'Horas extraordinarias', 'Bruto', 'Contingencias comunes', 'Desempleo', 'Formación profesional', 'Retención IRPF', 'Neto', 'Prorrata pagas extra', 'Plus transporte'];
const OD_CODE_ES = ['BASIC', 'PLUSCONV', 'HEXT', 'GROSS', 'CC', 'DESEMP', 'FP', 'IRPF', 'NET', 'PEXTRA', 'TRANSP'];
const OD_AMOUNT_TYPE_ES = ['Importe fijo', 'Porcentaje (%)', 'Código Python', 'Código Python', 'Código Python'];
const OD_REGISTER_ES = ['', '', '', 'Tesorería General de la Seguridad Social', 'Agencia Tributaria', 'Mutua colaboradora', 'Plan de pensiones', 'Fundae', 'Sindicato (cuota)', 'Embargo judicial'];

const OD_EMP_IT = ['Giulia Rossi', 'Marco Bianchi', 'Francesca Romano', 'Luca Colombo', 'Chiara Ricci', 'Alessandro Greco', 'Sara Marino', 'Matteo Conti', 'Elena Gallo'];
const OD_SLIP_IT = slipNames((n, m) => `Foglio retribuzione di ${n} per ${m}`, OD_EMP_IT, ['gennaio-2026', 'febbraio-2026', 'marzo-2026', 'marzo-2026', 'aprile-2026']);
const OD_CONTRACT_IT = ['Contratto Giulia Rossi', 'Contratto Marco Bianchi', 'Tempo indeterminato 2024/017', 'Tempo indeterminato 2025/003', 'Stagionale Chiara Ricci', 'Dirigente Alessandro Greco', 'Apprendistato Sara Marino', 'Tempo indeterminato 2026/001', 'Part-time Elena Gallo'];
const OD_CATEGORY_IT = ['Base', 'Indennità', 'Indennità', 'Lordo', 'Detrazione', 'Detrazione', 'Detrazione', 'Rette', 'Contributi azienda'];
const OD_RULE_IT = ['Stipendio base', 'Superminimo', 'Straordinari', 'Lordo', 'Contributi INPS', 'IRPEF', 'Addizionale regionale', 'Netto', 'Buoni pasto', 'Rateo tredicesima', 'Fondo pensione'];
const OD_CODE_IT = ['BASIC', 'SUPMIN', 'STRAORD', 'GROSS', 'INPS', 'IRPEF', 'ADDREG', 'NET', 'BPASTO', 'RATEO13', 'FPENS'];
const OD_AMOUNT_TYPE_IT = ['Importo fisso', 'Percentuale (%)', 'Codice Python', 'Codice Python', 'Codice Python'];
const OD_REGISTER_IT = ['', '', '', 'INPS', 'INAIL', 'Agenzia delle Entrate', 'Fondo Est', 'Fondo pensione negoziale', 'Ente bilaterale', 'Cessione del quinto'];

const OD_SLIP_NL = slipNames((n, m) => `Salary Slip of ${n} for ${m}`, OD_EMP_NL, ['januari-2026', 'februari-2026', 'maart-2026', 'maart-2026', 'april-2026']);
const OD_CATEGORY_NL = ['Basis', 'Toelage', 'Toelage', 'Bruto', 'Aftrek', 'Aftrek', 'Aftrek', 'Netto', 'Bedrijfsbijdrage'];
const OD_RULE_NL = ['Basis salaris', 'Vakantiegeld', 'Overwerk 125%', 'Bruto', 'Loonheffing', 'Pensioenpremie werknemer', 'WGA-premie', 'Netto', 'Reiskostenvergoeding', 'Eindejaarsuitkering', 'Thuiswerkvergoeding'];
const OD_CODE_NL = ['BASIC', 'VAKGLD', 'OVW125', 'GROSS', 'LH', 'PENS', 'WGA', 'NET', 'REISK', 'EJU', 'THUISW'];
const OD_AMOUNT_TYPE_NL = ['Vast Bedrag', 'Percentage (%)', 'Python Code', 'Python Code', 'Python Code'];
const OD_REGISTER_NL = ['', '', '', 'Belastingdienst', 'Pensioenfonds PFZW', 'UWV', 'Arbodienst', 'Verzuimverzekeraar', 'Vakbond (contributie)', 'Beslaglegging'];

// Ekylibre: interventions, incoming harvests and animals (CSV export of its lists).
const EK_PROCEDURES = ['sowing', 'spraying', 'spraying', 'harvesting', 'mineral_fertilizing', 'organic_fertilizing', 'plowing', 'hoeing', 'superficial_plowing', 'plant_mowing', 'all_in_one_sowing'];
const EK_NAME_FR = ['Semis n°118', 'Pulvérisation n°121', 'Récolte n°124', 'Fertilisation minérale n°127', 'Labour n°130', 'Binage n°133', 'Déchaumage n°136', 'Fauchage n°139', 'Pulvérisation n°142', 'Fertilisation organique n°145', 'Semis « tout-en-un » n°148'];
const EK_NAME_EN = ['Seeding #118', 'Spraying #121', 'Harvesting #124', 'Fertilizing #127', 'Plowing #130', 'Hoeing #133', 'Surface plowing #136', 'Plant mowing #139', 'Spraying #142', 'All-in-one seeding #145', 'Repair and maintenance #148'];
const EK_ACTIVITIES_FR = ['Blé tendre d\'hiver', 'Blé tendre d\'hiver', 'Maïs grain', 'Colza d\'hiver', 'Orge de printemps', 'Tournesol', 'Prairie temporaire', 'Betterave sucrière', 'Pois protéagineux', 'Blé tendre d\'hiver et Colza d\'hiver', ''];
const EK_ACTIVITIES_EN = ['Winter wheat', 'Winter wheat', 'Grain maize', 'Winter oilseed rape', 'Spring barley', 'Sunflower', 'Temporary grassland', 'Sugar beet', 'Field peas', 'Winter wheat and Winter oilseed rape', ''];
const EK_STARTED = ['2026-03-12 08:30:00 +0100', '2026-03-18 14:00:00 +0100', '2026-04-02 07:45:00 +0200', '2026-04-09 09:15:00 +0200', '2026-04-21 13:30:00 +0200', '2026-05-06 08:00:00 +0200', '2026-05-19 06:45:00 +0200', '2026-06-03 10:20:00 +0200', '2026-07-14 05:30:00 +0200', '2026-08-27 15:10:00 +0200'];
const EK_STOPPED = ['2026-03-12 11:00:00 +0100', '2026-03-18 15:45:00 +0100', '2026-04-02 13:45:00 +0200', '2026-04-09 10:03:00 +0200', '2026-04-21 17:45:00 +0200', '2026-05-06 11:00:00 +0200', '2026-05-19 14:15:00 +0200', '2026-06-03 11:32:00 +0200', '2026-07-14 19:00:00 +0200', '2026-08-27 18:40:00 +0200'];
const EK_DURATION_FR = ['2,50', '1,75', '6,00', '0,80', '4,25', '3,00', '7,50', '1,20', '13,50', '3,50'];
const EK_DURATION_EN = ['2.50', '1.75', '6.00', '0.80', '4.25', '3.00', '7.50', '1.20', '13.50', '3.50'];
const EK_STATUS = ['go', 'go', 'go', 'go', 'caution', 'caution', 'stop'];
const EK_PFI_FR = ['∅', '∅', '∅', '∅', '1,00', '0,50', '0,75', '?', '2,30', '0,33'];
const EK_PFI_EN = ['∅', '∅', '∅', '∅', '1.00', '0.50', '0.75', '?', '2.30', '0.33'];
const EK_STATE_FR = ['Terminée', 'Terminée', 'Terminée', 'En cours', 'Planifiée', 'Rejetée'];
const EK_STATE_EN = ['Done', 'Done', 'Done', 'In progress', 'Planned', 'Rejected'];
const EK_TARGETS_FR = ['Les Grands Champs', 'La Noue', 'Pièce du Moulin et Les Vignes', 'Le Clos', 'Champ de la Croix', 'Les Terres Rouges, La Noue et Le Clos', 'Pré Bas', 'Parcelle 12', 'Les Longues Raies', 'Blé tendre 2026 Les Grands Champs'];
const EK_TARGETS_EN = ['Long Acre', 'Mill Field', 'Church Field and Top Piece', 'Hundred Acre', 'Bottom Meadow', 'Far Ley, Mill Field and Long Acre', 'Plot 12', 'Windmill Hill', 'Winter wheat 2026 Long Acre', 'North Barn Field'];
const EK_AREA_FR = ['12,45', '3,20', '8,75', '24,10', '5,60', '0,95', '15,30', '7,05', '31,80', '0,00'];
const EK_AREA_EN = ['12.45', '3.20', '8.75', '24.10', '5.60', '0.95', '15.30', '7.05', '31.80', '0.00'];
const EK_COST_FR = ['245,30 €', '1 120,00 €', '86,40 €', '3 410,75 €', '512,90 €', '0,00 €', '764,15 €', '198,60 €', '2 045,00 €', '57,25 €'];
const EK_COST_EN = ['€245.30', '€1,120.00', '€86.40', '€3,410.75', '€512.90', '€0.00', '€764.15', '€198.60', '€2,045.00', '€57.25'];
const EK_NATURE_FR = ['Réalisée', 'Réalisée', 'Réalisée', 'Planifiée'];
const EK_NATURE_EN = ['Completed', 'Completed', 'Completed', 'Planned'];
const EK_ISSUE_FR = ['', '', '', '', '', '', 'Panne du semoir', 'Attaque de limaces', 'Fuite hydraulique pulvérisateur', 'Verse après orage', 'Buse bouchée', 'Pneu crevé remorque', 'Mildiou détecté', 'Sol trop humide'];
const EK_ISSUE_EN = ['', '', '', '', '', '', 'Seed drill breakdown', 'Slug damage', 'Sprayer hydraulic leak', 'Lodging after storm', 'Blocked nozzle', 'Trailer puncture', 'Blight spotted', 'Soil too wet'];
const EK_TROUBLE_FR = ['FAUX', 'FAUX', 'FAUX', 'FAUX', 'VRAI'];
const EK_TROUBLE_EN = ['FALSE', 'FALSE', 'FALSE', 'FALSE', 'TRUE'];
const EK_HARVEST_NUMBERS = ['RR20260041', 'RR20260042', 'RR20260043', 'RR20260044', 'RR20260045', 'RR20260046', 'RR20260047', 'RR20260048', 'RR20260049', 'RR20260050', 'RR20260051', 'RR20260052'];
const EK_TICKETS = ['', '', '', 'T-2026-0712', 'T-2026-0713', 'T-2026-0718', '004512', '004513', '004527', 'PB 2231', 'PB 2240'];
const EK_RECEIVED = ['2026-07-08 16:42:00 +0200', '2026-07-08 18:05:00 +0200', '2026-07-09 11:20:00 +0200', '2026-07-09 15:48:00 +0200', '2026-07-10 09:12:00 +0200', '2026-07-15 17:30:00 +0200', '2026-07-16 10:05:00 +0200', '2026-09-28 14:22:00 +0200', '2026-10-14 19:10:00 +0200', '2026-10-15 08:40:00 +0200'];
const EK_DRIVERS = ['Jean-Marc Lefèvre', 'Pierre Gauthier', 'Kévin Morel', 'Sylvie Lambert', 'Éric Fontaine', 'Bastien Roux', 'Michel Girard', 'Florian Chevalier', 'Alain Perrin'];
const EK_TRACTORS = ['John Deere 6R 150', 'Fendt 724 Vario', 'Claas Arion 640', 'New Holland T7.270', 'Massey Ferguson 7718 S', 'Case IH Puma 185', 'Deutz-Fahr 6165', 'Valtra N175', ''];
const EK_TRAILERS = ['Benne Rolland 18 t', 'Benne Brimont 14 t', 'Benne Gilibert 16 t', 'Plateau Maupu', 'Benne Leboulch 20 t', 'Benne Rolland 12 t', 'Benne céréalière Joskin', 'Benne Dangreville 15 t', ''];
const EK_CROPS_FR = ['Blé tendre 2026 Les Grands Champs', 'Blé tendre 2026 La Noue', 'Orge de printemps 2026 Le Clos', 'Colza 2026 Champ de la Croix', 'Blé tendre 2026 Les Grands Champs et Blé tendre 2026 Pré Bas', 'Maïs grain 2026 Les Terres Rouges', 'Tournesol 2026 Parcelle 12', 'Pois 2026 Les Longues Raies', 'Betterave 2026 La Noue'];
const EK_QTY_FR = ['14,20', '12,85', '9,60', '4,35', '27,10', '18,40', '6,95', '8,10', '52,30', '15,75'];
const EK_UNIT_FR = ['Tonne', 'Tonne', 'Tonne', 'Quintal', 'Tonne', 'Kilogramme'];
const EK_STORAGES_FR = ['Silo 1', 'Silo 2', 'Cellule 3', 'Hangar à céréales', 'Silo 1 et Cellule 4', 'Coopérative Terre d\'Alliance', 'Cellule 5', 'Tas sous bâche', 'Silo 2 et Silo 3'];
const EK_ANIMAL_NUMBERS = ['4521', '4522', '4533', '4540', '4561', '4578', '4602', '4611', '4625', '4630', '4644', '4651'];
const EK_ANIMAL_NAMES_FR = ['Marguerite', 'Noisette', 'Bella', 'Cannelle', 'Étoile', 'Praline', 'Violette', 'Havane', 'Iris', 'Jolie', 'Lutin', 'Nougat'];
const EK_ANIMAL_NAMES_EN = ['Daisy', 'Bella', 'Rosie', 'Clover', 'Buttercup', 'Molly', 'Poppy', 'Maisie', 'Bramble', 'Hazel', 'Duke', 'Bertie'];
const EK_BORN = ['2019-03-14 06:20:00 +0100', '2020-02-02 23:10:00 +0100', '2021-04-11 05:45:00 +0200', '2022-01-27 14:00:00 +0100', '2022-09-30 03:30:00 +0200', '2023-03-08 18:15:00 +0100', '2024-02-19 07:50:00 +0100', '2025-10-05 22:40:00 +0200', '2026-01-16 04:05:00 +0100', '2026-03-02 12:25:00 +0100'];
const EK_SEX_FR = ['Femelle', 'Femelle', 'Femelle', 'Femelle', 'Mâle'];
const EK_SEX_EN = ['Female', 'Female', 'Female', 'Female', 'Male'];
const EK_ANIMAL_STATUS = ['go', 'go', 'go', 'go', 'go', 'caution', 'stop'];
const EK_MASS = ['652.0 kilogram', '718.5 kilogram', '48.0 kilogram', '590.0 kilogram', '265.0 kilogram', '702.0 kilogram', '41.5 kilogram', '880.0 kilogram', '410.0 kilogram', '0.0 kilogram'];
const EK_CONTAINER_FR = ['Stabulation vaches laitières', 'Stabulation vaches laitières', 'Nurserie veaux', 'Bâtiment génisses', 'Pâture des Saules', 'Box taureau', 'Pré du Bas', 'Case de vêlage', 'Parc d\'attente'];
const EK_CONTAINER_EN = ['Dairy barn', 'Dairy barn', 'Calf nursery', 'Heifer shed', 'Willow pasture', 'Bull pen', 'Lower meadow', 'Calving box', 'Collecting yard'];
const EK_MOTHER_FR = ['', '', 'Marguerite', 'Noisette', 'Bella', 'Cannelle', 'Praline', 'Iris', 'Jolie', 'Reine', 'Fauvette'];
const EK_FATHER_FR = ['', '', '', 'Urbain', 'Jocko Besné', 'Vinotier', 'Taureau maison', 'Gospel', 'Balthazar', 'Hercule', 'Océan'];
const EK_MOTHER_EN = ['', '', 'Daisy', 'Bella', 'Rosie', 'Clover', 'Molly', 'Hazel', 'Poppy', 'Queenie', 'Meg'];
const EK_FATHER_EN = ['', '', '', 'Farmer\'s Pride', 'Lord Hector', 'Goldwyn', 'Home bull', 'Mogul', 'Brutus', 'Samson', 'Atlas'];

// LiteFarm: certification export, Record I (crop production aids).
const LF_DATES = ['2026-03-18', '2026-04-02', '2026-04-15', '2026-05-06', '2026-05-21', '2026-06-03', '2026-06-17', '2026-07-01', '2026-07-22', '2026-08-05'];
const LF_QTY = ['250 kg', '12.5 kg', '2 l', '0.8 l', '40 kg', '1.5 l', '600 kg', '25 kg', '3.25 l', '1200 kg', ''];
const LF_PRODUCT_DE = ['Kompost', 'Hühnermist pelletiert', 'Neemöl', 'Kupferoxychlorid', 'Netzschwefel', 'Urgesteinsmehl', 'Bacillus thuringiensis', 'Hornspäne', 'Kaliseife', 'Mulchfolie, biologisch abbaubar'];
const LF_SUPPLIER_DE = ['Eigenproduktion', 'BayWa', 'Neudorff', 'Raiffeisen Markt', 'Hauert', 'Biofa', 'Oscorna', 'Agrarhandel Meyer', ''];
const LF_FIELD_DE = ['Standort(e): Feld Nord, ', 'Standort(e): Gewächshaus 1,  | Sorte(n): Roma (Tomate)', 'Standort(e): Feld Nord, Feld Süd, ', 'Standort(e): Obstwiese,  | Sorte(n): Boskoop (Apfel), Elstar (Apfel)', 'Standort(e): Folientunnel 2,  | Sorte(n): Hokkaido (Kürbis)', 'Standort(e): Acker am Bach, ', 'Standort(e): Gewächshaus 1,  | Sorte(n): Marketmore (Gurke)', 'Standort(e): 52.3891, 9.7312', 'Standort(e): Beet 4,  | Sorte(n): Rote Bete (Rote Bete)'];
const LF_NOTES_DE = ['', '', 'Vor der Pflanzung eingearbeitet', 'Gegen Blattläuse', 'Blattspritzung am Abend', 'Bodenprobe ergab Kaliummangel', 'Nach Regen wiederholt', 'Nur Randreihen behandelt', 'Grunddüngung', 'Zwischen den Reihen ausgebracht'];
const LF_PSL_DE = ['J', 'J', 'J', 'N', ''];
const LF_PRODUCT_ES = ['Compost', 'Gallinaza peletizada', 'Aceite de neem', 'Oxicloruro de cobre', 'Azufre mojable', 'Harina de roca', 'Bacillus thuringiensis', 'Humus de lombriz', 'Jabón potásico', 'Acolchado biodegradable'];
const LF_SUPPLIER_ES = ['Producción propia', 'Fertiberia', 'Trabe', 'Cooperativa Agrícola San Isidro', 'Seipasa', 'Atlántica Agrícola', 'Agrocentro Valle', 'Biovert', ''];
const LF_FIELD_ES = ['Ubicación(es): Parcela Norte, ', 'Ubicación(es): Invernadero 1,  | Varietal(es): Roma (Tomate)', 'Ubicación(es): Parcela Norte, Parcela Sur, ', 'Ubicación(es): Huerto de frutales,  | Varietal(es): Hass (Aguacate)', 'Ubicación(es): Túnel 2,  | Varietal(es): Butternut (Calabaza)', 'Ubicación(es): Finca El Molino, ', 'Ubicación(es): Invernadero 1,  | Varietal(es): Almería (Pepino)', 'Ubicación(es): 4.6243, -74.0637', 'Ubicación(es): Bancal 4,  | Varietal(es): Detroit (Remolacha)'];
const LF_NOTES_ES = ['', '', 'Incorporado antes de plantar', 'Contra pulgón', 'Aplicación foliar al atardecer', 'El análisis de suelo indicó falta de potasio', 'Repetido tras la lluvia', 'Solo en las filas de borde', 'Abonado de fondo', 'Aplicado entre hileras'];
const LF_PSL_ES = ['S', 'S', 'S', 'N', ''];
const LF_PRODUCT_FR = ['Compost', 'Fumier de volaille en granulés', 'Huile de neem', 'Oxychlorure de cuivre', 'Soufre mouillable', 'Farine de roche', 'Bacillus thuringiensis', 'Corne broyée', 'Savon noir', 'Paillage biodégradable'];
const LF_SUPPLIER_FR = ['Production de la ferme', 'Coop Agri Québec', 'De Sangosse', 'Fertiprolif', 'Biobest', 'Frayssinet', 'Jardinerie Beauce', 'Agrifournitures Lévis', ''];
const LF_FIELD_FR = ['Emplacement(s): Champ nord, ', 'Emplacement(s): Serre 1,  | Variété(s): Roma (Tomate)', 'Emplacement(s): Champ nord, Champ sud, ', 'Emplacement(s): Verger,  | Variété(s): McIntosh (Pomme), Cortland (Pomme)', 'Emplacement(s): Tunnel 2,  | Variété(s): Butternut (Courge)', 'Emplacement(s): Champ du ruisseau, ', 'Emplacement(s): Serre 1,  | Variété(s): Marketmore (Concombre)', 'Emplacement(s): 46.8139, -71.2080', 'Emplacement(s): Planche 4,  | Variété(s): Detroit (Betterave)'];
const LF_NOTES_FR = ['', '', 'Incorporé avant la plantation', 'Contre les pucerons', 'Pulvérisation foliaire le soir', 'L\'analyse de sol montrait un manque de potassium', 'Répété après la pluie', 'Rangs de bordure seulement', 'Fumure de fond', 'Épandu entre les rangs'];
const LF_PSL_FR = ['O', 'O', 'O', 'N', ''];
const LF_PRODUCT_PT = ['Composto', 'Esterco de galinha peletizado', 'Óleo de nim', 'Oxicloreto de cobre', 'Enxofre molhável', 'Pó de rocha', 'Bacillus thuringiensis', 'Húmus de minhoca', 'Calda bordalesa', 'Mulching biodegradável'];
const LF_SUPPLIER_PT = ['Produção própria', 'Cooperativa Agrícola Mista', 'Vitalis', 'Agrolab', 'Biocontrole', 'Casa do Adubo', 'Agropecuária Serrana', 'Yoorin', ''];
const LF_FIELD_PT = ['Localização(ões): Talhão Norte, ', 'Localização(ões): Estufa 1,  | Variedade(s): Italiano (Tomate)', 'Localização(ões): Talhão Norte, Talhão Sul, ', 'Localização(ões): Pomar,  | Variedade(s): Tahiti (Limão), Pera (Laranja)', 'Localização(ões): Túnel 2,  | Variedade(s): Cabotiá (Abóbora)', 'Localização(ões): Sítio do Córrego, ', 'Localização(ões): Estufa 1,  | Variedade(s): Aodai (Pepino)', 'Localização(ões): -22.9068, -47.0626', 'Localização(ões): Canteiro 4,  | Variedade(s): Early Wonder (Beterraba)'];
const LF_NOTES_PT = ['', '', 'Incorporado antes do plantio', 'Contra pulgões', 'Aplicação foliar ao entardecer', 'Análise de solo indicou falta de potássio', 'Repetido após a chuva', 'Só nas linhas da bordadura', 'Adubação de base', 'Aplicado nas entrelinhas'];
const LF_PSL_PT = ['S', 'S', 'S', 'N', ''];

const HORILLA = 'Horilla 1.5+ (open-source HRMS), Payroll → Payslips → Export (payslip_export, .xlsx)';
const OCA_SLIPS = 'OCA Payroll 16.0.1.3.0 (payroll module for Odoo 16), Payroll → Payslips → Export (field labels, not import-compatible)';
const OCA_LINES = 'OCA Payroll 16.0.1.3.0, a payslip\'s Action → Payslip Computation Details → Export (hr.payslip.line, field labels)';
const EK_INTERVENTIONS = 'Ekylibre 4.35.0 (farm management), Interventions list → Export → CSV (active_list)';
const EK_HARVESTS = 'Ekylibre 4.35.0, Incoming harvests list → Export → CSV (active_list)';
const EK_ANIMALS = 'Ekylibre 4.35.0, Animals list → Export → CSV (active_list)';
const LF_RECORD_I = 'LiteFarm 3.12.2 (farm management), Certifications → Export, Record I crop production aids (.xlsx, header row 10)';

/** The files of this set: headers verbatim, each labelled with a key of its TDM or null. */
export const HELD_OUT_25_FILES: HeldOut25File[] = [
  {
    name: 'horilla-payslips-de.xlsx',
    language: 'de',
    source: `${HORILLA}, German (de; all 18 columns)`,
    tdm: 'payslips',
    columns: [
      ['Mitarbeiter', 'employee_name', HR_EMP_DE],
      ['Stapel', null, HR_BATCH_DE],
      ['Startdatum', 'period_start', hDates('d.m.Y', PERIOD_START)],
      ['Enddatum', 'period_end', hDates('d.m.Y', PERIOD_END)],
      ['Vertrag Gehalt', null, HR_CONTRACT_WAGE],
      ['Einfacher Lohn', 'base_salary', HR_BASIC],
      ['Brutto-Bezahlung', 'gross_pay', HR_GROSS],
      ['Abzug', 'total_deductions', HR_DEDUCTION],
      ['Netto-Bezahlung', 'net_pay', HR_NET],
      ['Status', 'status', HR_STATUS],
      ['Bankname', null, HR_BANK_DE],
      ['Zweig', null, HR_BRANCH_DE],
      ['Kundennummer', 'bank_account', HR_ACCOUNT_DE],
      ['Bankleitzahl #1', null, HR_CODE1_DE],
      ['Bankleitzahl #2', null, HR_CODE2_DE],
      ['Land', null, HR_COUNTRY_DE],
      ['Bundesland', null, HR_STATE_DE],
      ['Stadt', null, HR_CITY_DE],
    ],
  },
  {
    name: 'horilla-payslips-fr.xlsx',
    language: 'fr',
    source: `${HORILLA}, French (fr; all 18 columns)`,
    tdm: 'payslips',
    columns: [
      ['Employé', 'employee_name', HR_EMP_FR],
      ['Lot', null, HR_BATCH_FR],
      ['Date de début', 'period_start', hDates('d/m/Y', PERIOD_START)],
      ['Date de fin', 'period_end', hDates('d/m/Y', PERIOD_END)],
      ['Salaire contractuel', null, HR_CONTRACT_WAGE],
      ['Paiement de base', 'base_salary', HR_BASIC],
      ['Salaire brute', 'gross_pay', HR_GROSS],
      ['Déduction', 'total_deductions', HR_DEDUCTION],
      ['Salaire net', 'net_pay', HR_NET],
      ['Statut', 'status', HR_STATUS],
      ['Nom de la banque', null, HR_BANK_FR],
      ['Branche', null, HR_BRANCH_FR],
      ['Numéro de compte', 'bank_account', HR_ACCOUNT_FR],
      ['Code bancaire n°1', null, HR_CODE1_FR],
      ['Code bancaire n°2', null, HR_CODE2_FR],
      ['Pays', null, HR_COUNTRY_FR],
      ['État', null, HR_STATE_FR],
      ['Ville', null, HR_CITY_FR],
    ],
  },
  {
    name: 'horilla-payslips-es.xlsx',
    language: 'es',
    source: `${HORILLA}, Spanish (es; 17 columns, State left out: the catalogue writes it "Estado" like Status)`,
    tdm: 'payslips',
    columns: [
      ['Empleado', 'employee_name', HR_EMP_ES],
      ['Lote', null, HR_BATCH_ES],
      ['Fecha de inicio', 'period_start', hDates('d-m-Y', PERIOD_START)],
      ['Fecha de fin', 'period_end', hDates('d-m-Y', PERIOD_END)],
      ['Salario del Contrato', null, HR_CONTRACT_WAGE],
      ['Pago básico', 'base_salary', HR_BASIC],
      ['Pago bruto', 'gross_pay', HR_GROSS],
      ['Deducción', 'total_deductions', HR_DEDUCTION],
      ['Pago neto', 'net_pay', HR_NET],
      ['Estado', 'status', HR_STATUS],
      ['Nombre del Banco', null, HR_BANK_ES],
      ['Rama', null, HR_BRANCH_ES],
      ['Número de cuenta', 'bank_account', HR_ACCOUNT_ES],
      ['Código bancario #1', null, HR_CODE1_ES],
      ['Código bancario #2', null, HR_CODE2_ES],
      ['País', null, HR_COUNTRY_ES],
      ['Ciudad', null, HR_CITY_ES],
    ],
  },
  {
    name: 'horilla-payslips-it.xlsx',
    language: 'it',
    source: `${HORILLA}, Italian (it; 17 columns, State left out: the catalogue writes it "Stato" like Status)`,
    tdm: 'payslips',
    columns: [
      ['Dipendente', 'employee_name', HR_EMP_IT],
      ['Lotto', null, HR_BATCH_IT],
      ['Data Di Inizio', 'period_start', hDates('d/m/Y', PERIOD_START)],
      ['Data Di Fine', 'period_end', hDates('d/m/Y', PERIOD_END)],
      ['Salario Del Contratto', null, HR_CONTRACT_WAGE],
      ['Pagamento Di Base', 'base_salary', HR_BASIC],
      ['Pagamenti Lordi', 'gross_pay', HR_GROSS],
      ['Detrazione', 'total_deductions', HR_DEDUCTION],
      ['Pagamenti Netti', 'net_pay', HR_NET],
      ['Stato', 'status', HR_STATUS],
      ['Nome Banca', null, HR_BANK_IT],
      ['Ramo', null, HR_BRANCH_IT],
      ['Numero Di Conto', 'bank_account', HR_ACCOUNT_IT],
      ['Codice Bancario #1', null, HR_CODE1_IT],
      ['Codice Bancario #2', null, HR_CODE2_IT],
      ['Paese', null, HR_COUNTRY_IT],
      ['Città', null, HR_CITY_IT],
    ],
  },
  {
    name: 'horilla-payslips-pt.xlsx',
    language: 'pt',
    source: `${HORILLA}, Portuguese (pt_BR; all 18 columns)`,
    tdm: 'payslips',
    columns: [
      ['Funcionário', 'employee_name', HR_EMP_PT],
      ['Lote', null, HR_BATCH_PT],
      ['Data Inicial', 'period_start', hDates('d/m/Y', PERIOD_START)],
      ['Data de Término', 'period_end', hDates('d/m/Y', PERIOD_END)],
      ['Salário do contrato', null, HR_CONTRACT_WAGE],
      ['Pagamento Básico', 'base_salary', HR_BASIC],
      ['Pagamento bruto', 'gross_pay', HR_GROSS],
      ['Dedução', 'total_deductions', HR_DEDUCTION],
      ['Pagamento Líquido', 'net_pay', HR_NET],
      ['SItuação', 'status', HR_STATUS],
      ['Nome do Banco', null, HR_BANK_PT],
      ['Filial', null, HR_BRANCH_PT],
      ['Numero da Conta', 'bank_account', HR_ACCOUNT_PT],
      ['Código do banco #1', null, HR_CODE1_PT],
      ['Código do banco #2', null, HR_CODE2_PT],
      ['País/região', null, HR_COUNTRY_PT],
      ['Estado:', null, HR_STATE_PT],
      ['cidade', null, HR_CITY_PT],
    ],
  },
  {
    name: 'horilla-payslips-en.xlsx',
    language: 'en',
    source: `${HORILLA}, English (en; all 18 columns)`,
    tdm: 'payslips',
    columns: [
      ['Employee', 'employee_name', HR_EMP_EN],
      ['Batch', null, HR_BATCH_EN],
      ['Start Date', 'period_start', hDates('b. d, Y', PERIOD_START)],
      ['End Date', 'period_end', hDates('b. d, Y', PERIOD_END)],
      ['Contract Wage', null, HR_CONTRACT_WAGE],
      ['Basic Pay', 'base_salary', HR_BASIC],
      ['Gross Pay', 'gross_pay', HR_GROSS],
      ['Deduction', 'total_deductions', HR_DEDUCTION],
      ['Net Pay', 'net_pay', HR_NET],
      ['Status', 'status', HR_STATUS],
      ['Bank Name', null, HR_BANK_EN],
      ['Branch', null, HR_BRANCH_EN],
      ['Account Number', 'bank_account', HR_ACCOUNT_EN],
      ['Bank Code #1', null, HR_CODE1_EN],
      ['Bank Code #2', null, HR_CODE2_EN],
      ['Country', null, HR_COUNTRY_EN],
      ['State', null, HR_STATE_EN],
      ['City', null, HR_CITY_EN],
    ],
  },
  {
    name: 'oca-payroll-payslips-de.csv',
    language: 'de',
    source: `${OCA_SLIPS}, German (de; 14 columns)`,
    tdm: 'payslips',
    columns: [
      ['Referenz', 'payslip_id', SLIP_REFS],
      ['Mitarbeiter', 'employee_name', OD_EMP_DE],
      ['Bezeichnung Gehaltsabrechnung', null, OD_SLIPNAME_DE],
      ['Datum von', 'period_start', ODOO_FROM],
      ['Datum bis', 'period_end', ODOO_TO],
      ['Status', 'status', OD_STATE_DE],
      ['Unternehmen', 'company', OD_COMPANY_DE],
      ['Arbeitsvertrag', null, OD_CONTRACT_DE],
      ['Struktur', null, OD_STRUCT_DE],
      ['Lohnzettel Stapel', null, OD_BATCH_DE],
      ['Zahlungsauftrag erstellt?', null, BOOL_PAID],
      ['Gutschrift', null, BOOL_MOSTLY_FALSE],
      ['Interne Mitteilung', null, OD_NOTE_DE],
      ['Erstellt am', null, ODOO_CREATED],
    ],
  },
  {
    name: 'oca-payroll-payslips-nl.csv',
    language: 'nl',
    source: `${OCA_SLIPS}, Dutch (nl; 14 columns)`,
    tdm: 'payslips',
    columns: [
      ['Referentie', 'payslip_id', SLIP_REFS],
      ['Werknemer', 'employee_name', OD_EMP_NL],
      ['Loonafschrift naam', null, OD_SLIPNAME_NL],
      ['Datum vanaf', 'period_start', ODOO_FROM],
      ['Datum tot', 'period_end', ODOO_TO],
      ['Status', 'status', OD_STATE_NL],
      ['Bedrijf', 'company', OD_COMPANY_NL],
      ['Contract', null, OD_CONTRACT_NL],
      ['Structuur', null, OD_STRUCT_NL],
      ['Loonafschrift batches', null, OD_BATCH_NL],
      ['Betalingsopdracht uitgevoerd?', null, BOOL_PAID],
      ['Creditfactuur', null, BOOL_MOSTLY_FALSE],
      ['Interne notitie', null, OD_NOTE_NL],
      ['Aangemaakt op', null, ODOO_CREATED],
    ],
  },
  {
    name: 'oca-payroll-payslips-pt.csv',
    language: 'pt',
    source: `${OCA_SLIPS}, Portuguese (pt, Portugal; 14 columns)`,
    tdm: 'payslips',
    columns: [
      ['Referência', 'payslip_id', SLIP_REFS],
      ['Funcionário', 'employee_name', OD_EMP_PT],
      ['Nome de Recibo de Pagamento', null, OD_SLIPNAME_PT],
      ['Data a partir de', 'period_start', ODOO_FROM],
      ['Data Até', 'period_end', ODOO_TO],
      ['Estado', 'status', OD_STATE_PT],
      ['Empresa', 'company', OD_COMPANY_PT],
      ['Contrato', null, OD_CONTRACT_PT],
      ['Estrutura', null, OD_STRUCT_PT],
      ['Lotes de Recibos de Vencimento', null, OD_BATCH_PT],
      ['Feita Ordem de Pagamento?', null, BOOL_PAID],
      ['Nota de Crédito', null, BOOL_MOSTLY_FALSE],
      ['Nota Interna', null, OD_NOTE_PT],
      ['Criada em', null, ODOO_CREATED],
    ],
  },
  {
    name: 'oca-payroll-payslip-lines-fr.csv',
    language: 'fr',
    source: `${OCA_LINES}, French (fr; 16 columns)`,
    tdm: 'pay_lines',
    columns: [
      ['Feuille de paie', 'payslip_id', OD_SLIP_FR],
      ['Employé', 'employee_name', OD_EMP_FR],
      ['Contrat', null, OD_CONTRACT_FR],
      ['Date début', 'period_start', ODOO_FROM],
      ['Catégorie', 'category', OD_CATEGORY_FR],
      ['Règle', null, OD_RULE_FR],
      ['Séquence', 'sequence', SEQUENCES],
      ['Nom', 'component_name', OD_RULE_FR],
      ['Code', 'component_code', OD_CODE_FR],
      ['Quantité', 'quantity', QTY],
      ['Taux (%)', 'rate', RATE],
      ['Montant', 'amount', LINE_AMOUNT],
      ['Total', 'total', LINE_TOTAL],
      ['Type de montant', null, OD_AMOUNT_TYPE_FR],
      ['Registre de contribution', null, OD_REGISTER_FR],
      ['Apparaît sur le bulletin de paie', null, BOOL_MOSTLY_TRUE],
    ],
  },
  {
    name: 'oca-payroll-payslip-lines-es.csv',
    language: 'es',
    source: `${OCA_LINES}, Spanish (es; 16 columns)`,
    tdm: 'pay_lines',
    columns: [
      ['Nómina', 'payslip_id', OD_SLIP_ES],
      ['Empleado', 'employee_name', OD_EMP_ES],
      ['Contrato', null, OD_CONTRACT_ES],
      ['Fecha desde', 'period_start', ODOO_FROM],
      ['Categoría', 'category', OD_CATEGORY_ES],
      ['Regla', null, OD_RULE_ES],
      ['Secuencia', 'sequence', SEQUENCES],
      ['Nombre', 'component_name', OD_RULE_ES],
      ['Código', 'component_code', OD_CODE_ES],
      ['Cantidad', 'quantity', QTY],
      ['Tasa (%)', 'rate', RATE],
      ['Importe', 'amount', LINE_AMOUNT],
      ['Total', 'total', LINE_TOTAL],
      ['Tipo de importe', null, OD_AMOUNT_TYPE_ES],
      ['Registro de contribución', null, OD_REGISTER_ES],
      ['Aparece en la nómina', null, BOOL_MOSTLY_TRUE],
    ],
  },
  {
    name: 'oca-payroll-payslip-lines-it.csv',
    language: 'it',
    source: `${OCA_LINES}, Italian (it; 16 columns)`,
    tdm: 'pay_lines',
    columns: [
      ['Busta paga', 'payslip_id', OD_SLIP_IT],
      ['Dipendente', 'employee_name', OD_EMP_IT],
      ['Contratto', null, OD_CONTRACT_IT],
      ['Dalla data', 'period_start', ODOO_FROM],
      ['Categoria', 'category', OD_CATEGORY_IT],
      ['Regola', null, OD_RULE_IT],
      ['Sequenza', 'sequence', SEQUENCES],
      ['Nome', 'component_name', OD_RULE_IT],
      ['Codice', 'component_code', OD_CODE_IT],
      ['Quantità', 'quantity', QTY],
      ['Tasso (%)', 'rate', RATE],
      ['Importo', 'amount', LINE_AMOUNT],
      ['Totale', 'total', LINE_TOTAL],
      ['Tipo importo', null, OD_AMOUNT_TYPE_IT],
      ['Registro contributi', null, OD_REGISTER_IT],
      ['Presente nella busta paga', null, BOOL_MOSTLY_TRUE],
    ],
  },
  {
    name: 'oca-payroll-payslip-lines-nl.csv',
    language: 'nl',
    source: `${OCA_LINES}, Dutch (nl; 16 columns)`,
    tdm: 'pay_lines',
    columns: [
      ['Loonstrook', 'payslip_id', OD_SLIP_NL],
      ['Werknemer', 'employee_name', OD_EMP_NL],
      ['Contract', null, OD_CONTRACT_NL],
      ['Datum vanaf', 'period_start', ODOO_FROM],
      ['Categorie', 'category', OD_CATEGORY_NL],
      ['Regel', null, OD_RULE_NL],
      ['Reeks', 'sequence', SEQUENCES],
      ['Naam', 'component_name', OD_RULE_NL],
      ['Code', 'component_code', OD_CODE_NL],
      ['Hoeveelheid', 'quantity', QTY],
      ['Tarief (%)', 'rate', RATE],
      ['Bedrag', 'amount', LINE_AMOUNT],
      ['Totaal', 'total', LINE_TOTAL],
      ['Bedragsoort', null, OD_AMOUNT_TYPE_NL],
      ['Contributie registratie', null, OD_REGISTER_NL],
      ['Verschijnt op salarisstrook', null, BOOL_MOSTLY_TRUE],
    ],
  },
  {
    name: 'ekylibre-interventions-fr.csv',
    language: 'fr',
    source: `${EK_INTERVENTIONS}, French (fra; 15 columns)`,
    tdm: 'farm_activities',
    columns: [
      ['Nom', 'name', EK_NAME_FR],
      ['Nom de la procédure', 'activity_type', EK_PROCEDURES],
      ['Nom des activités', 'crop', EK_ACTIVITIES_FR],
      ['Débuté le', 'date', EK_STARTED],
      ['Arrêté le', null, EK_STOPPED],
      ['Temps de travail', 'duration_hours', EK_DURATION_FR],
      ['Statut', null, EK_STATUS],
      ['IFT', null, EK_PFI_FR],
      ['État', 'status', EK_STATE_FR],
      ['Nom des cibles', 'field', EK_TARGETS_FR],
      ['Zone travaillée', 'area', EK_AREA_FR],
      ['Coût total', 'cost', EK_COST_FR],
      ['Profil', null, EK_NATURE_FR],
      ['Incident', null, EK_ISSUE_FR],
      ['Problème durant l\'intervention', null, EK_TROUBLE_FR],
    ],
  },
  {
    name: 'ekylibre-interventions-en.csv',
    language: 'en',
    source: `${EK_INTERVENTIONS}, English (eng; 15 columns)`,
    tdm: 'farm_activities',
    columns: [
      ['Name', 'name', EK_NAME_EN],
      ['Procedure name', 'activity_type', EK_PROCEDURES],
      ['Activities names', 'crop', EK_ACTIVITIES_EN],
      ['Started at', 'date', EK_STARTED],
      ['Stopped at', null, EK_STOPPED],
      ['Working duration', 'duration_hours', EK_DURATION_EN],
      ['Status', null, EK_STATUS],
      ['Pfi intervention', null, EK_PFI_EN],
      ['State', 'status', EK_STATE_EN],
      ['Target names', 'field', EK_TARGETS_EN],
      ['Working zone area', 'area', EK_AREA_EN],
      ['Total cost', 'cost', EK_COST_EN],
      ['Profile', null, EK_NATURE_EN],
      ['Issue', null, EK_ISSUE_EN],
      ['Trouble encountered', null, EK_TROUBLE_EN],
    ],
  },
  {
    name: 'ekylibre-incoming-harvests-fr.csv',
    language: 'fr',
    source: `${EK_HARVESTS}, French (fra; 11 columns)`,
    tdm: 'farm_activities',
    columns: [
      ['Numéro', 'activity_id', EK_HARVEST_NUMBERS],
      ['Ticket', null, EK_TICKETS],
      ['Reçu le', 'date', EK_RECEIVED],
      ['Conducteur', 'worker', EK_DRIVERS],
      ['Tracteur', 'equipment', EK_TRACTORS],
      ['Remorque', null, EK_TRAILERS],
      ['Parcelle(s) / Culture(s)', 'crop', EK_CROPS_FR],
      ['Statut', null, ['go', 'go', 'go', 'caution']],
      ['Quantité', 'quantity', EK_QTY_FR],
      ['Unité', 'unit', EK_UNIT_FR],
      ['Lieux de stockage', null, EK_STORAGES_FR],
    ],
  },
  {
    name: 'ekylibre-animals-fr.csv',
    language: 'fr',
    source: `${EK_ANIMALS}, French (fra; 9 columns)`,
    tdm: 'animals',
    columns: [
      ['Numéro de travail', 'animal_id', EK_ANIMAL_NUMBERS],
      ['Nom', 'name', EK_ANIMAL_NAMES_FR],
      ['Né(e) le', 'birth_date', EK_BORN],
      ['Sexe', 'sex', EK_SEX_FR],
      ['Statut', 'status', EK_ANIMAL_STATUS],
      ['Masse nette', 'weight_kg', EK_MASS],
      ['Lieu de stockage', 'location', EK_CONTAINER_FR],
      ['Mère', 'mother_id', EK_MOTHER_FR],
      ['Père', 'father_id', EK_FATHER_FR],
    ],
  },
  {
    name: 'ekylibre-animals-en.csv',
    language: 'en',
    source: `${EK_ANIMALS}, English (eng; 9 columns)`,
    tdm: 'animals',
    columns: [
      ['Work number', 'animal_id', EK_ANIMAL_NUMBERS],
      ['Name', 'name', EK_ANIMAL_NAMES_EN],
      ['Born on', 'birth_date', EK_BORN],
      ['Sex', 'sex', EK_SEX_EN],
      ['Status', 'status', EK_ANIMAL_STATUS],
      ['Net mass', 'weight_kg', EK_MASS],
      ['Container', 'location', EK_CONTAINER_EN],
      ['Mother', 'mother_id', EK_MOTHER_EN],
      ['Father', 'father_id', EK_FATHER_EN],
    ],
  },
  {
    name: 'litefarm-record-i-de.xlsx',
    language: 'de',
    source: `${LF_RECORD_I}, German (de; 7 columns)`,
    tdm: 'farm_activities',
    columns: [
      ['Produktname', 'product', LF_PRODUCT_DE],
      ['Markenname oder Quelle/Lieferant', null, LF_SUPPLIER_DE],
      ['Menge', 'quantity', LF_QTY],
      ['Verwendetes Datum', 'date', LF_DATES],
      ['Pflanze/Feld, auf der/dem angewendet oder Produktionseinheit, die verwendet wird in', 'field', LF_FIELD_DE],
      ['Anmerkungen', 'notes', LF_NOTES_DE],
      ['Auf der PSL gelistet? (J/N)', null, LF_PSL_DE],
    ],
  },
  {
    name: 'litefarm-record-i-es.xlsx',
    language: 'es',
    source: `${LF_RECORD_I}, Spanish (es; 7 columns)`,
    tdm: 'farm_activities',
    columns: [
      ['Nombre de Producto', 'product', LF_PRODUCT_ES],
      ['Nombre de marca o fuente/proveedor', null, LF_SUPPLIER_ES],
      ['Cantidad', 'quantity', LF_QTY],
      ['Fecha de uso', 'date', LF_DATES],
      ['Cultivo/campo aplicado o unidad de producción utilizada en', 'field', LF_FIELD_ES],
      ['Notas', 'notes', LF_NOTES_ES],
      ['¿Listado en la Lista de Sustancias Permitidas? (S/N)', null, LF_PSL_ES],
    ],
  },
  {
    name: 'litefarm-record-i-fr.xlsx',
    language: 'fr',
    source: `${LF_RECORD_I}, French (fr; 7 columns)`,
    tdm: 'farm_activities',
    columns: [
      ['Nom du produit', 'product', LF_PRODUCT_FR],
      ['Nom commercial ou source/fournisseur', null, LF_SUPPLIER_FR],
      ['Quantité', 'quantity', LF_QTY],
      ['Date utilisée', 'date', LF_DATES],
      ['Culture/champ appliqué à ou unité de production utilisée dans', 'field', LF_FIELD_FR],
      ['Notes', 'notes', LF_NOTES_FR],
      ['Figurant sur la liste des substances permises? (O/N)', null, LF_PSL_FR],
    ],
  },
  {
    name: 'litefarm-record-i-pt.xlsx',
    language: 'pt',
    source: `${LF_RECORD_I}, Portuguese (pt; 7 columns)`,
    tdm: 'farm_activities',
    columns: [
      ['Nome do Produto', 'product', LF_PRODUCT_PT],
      ['Nome da marca, fonte ou fornecedor', null, LF_SUPPLIER_PT],
      ['Quantidade', 'quantity', LF_QTY],
      ['Data de Uso', 'date', LF_DATES],
      ['Cultivo/Campo/Unidade produtiva de aplicação', 'field', LF_FIELD_PT],
      ['Observações', 'notes', LF_NOTES_PT],
      ['Está na Lista de Substâncias Permitidas? (S/N)', null, LF_PSL_PT],
    ],
  },
];
