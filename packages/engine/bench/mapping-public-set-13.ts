/**
 * The thirteenth held-out set of the mapping benchmark (`npm run bench:mapping`, docs/mapping.md
 * "Benchmark"): headers that nobody working on Ferry wrote, from two open-source programs none of
 * the other sets use, in domains the matcher was not tuned for: an IT department's hardware
 * inventory and software licences, a recruiter's job applicants, and a fleet's vehicle logbook
 * (odometer, fuel, servicing). Most of it is not English (German, French, Spanish, Italian, Dutch
 * and Portuguese, 12 of its 15 files). It was built as the next round's clean measure.
 *
 * How it was built, in this order, and committed before the matcher was run on it:
 * 1. Target data models were written first, from scratch, as a company's IT department, its
 *    recruiting team and its fleet manager importing such files would write their own (English keys
 *    and labels, a description where a label alone would leave a person guessing, no
 *    `alternativeMatches`): IT assets, software licences, job applicants and vehicle log entries.
 *    Some of their columns have no source in any file (an asset's operating system and its
 *    assignee's email, the name a licence is registered to and its renewal owner, an applicant's
 *    department, notice period, LinkedIn profile, recruiter and applied-on date, a log entry's
 *    distance, fuel cost, trip purpose, cost centre and status), as a company's model has more than
 *    one export fills. (While checking which exports Snipe-IT has, before the models were written,
 *    the list of its custom report's translation keys was seen once; no header was collected then.)
 * 2. The headers were taken verbatim from files written by real programs, used by none of held-out
 *    2 to 12 (every `source` line of those sets checked) nor among the programs whose interface
 *    translations the matcher reads:
 *    · Snipe-IT (open-source IT asset management; repository snapshot of 2025-05-23, commit
 *      5aa5c48, app version v8.1.4), two CSV exports whose headers are translated into the user's
 *      language by Laravel's trans():
 *      - Reports → Custom Asset Report (ReportsController::postCustom in
 *        app/Http/Controllers/ReportsController.php, lines 450–642): one header per ticked box, in
 *        the code's fixed order, `trans('general.id')`, `trans('general.company')`,
 *        `trans('admin/hardware/form.name')`, `trans('admin/hardware/table.asset_tag')`, model →
 *        `admin/hardware/form.model` and `general.model_no`, `general.category`,
 *        `admin/hardware/form.manufacturer`, `admin/hardware/table.serial`, `….purchase_date`,
 *        `….purchase_cost`, `….eol`, warranty → `admin/hardware/form.warranty` and
 *        `….warranty_expires`, depreciation → `admin/hardware/table.book_value`, `….diff` and
 *        `admin/hardware/form.fully_depreciated`, `admin/hardware/form.order`, `general.supplier`,
 *        `admin/hardware/table.location`, `admin/hardware/form.default_location`, assigned_to →
 *        `admin/hardware/table.checkoutto` and `general.type`, the untranslated literals 'Username'
 *        and 'Employee No.', `admin/users/table.manager`, `general.department`,
 *        `admin/users/table.title`, `admin/users/table.phone`,
 *        `admin/reports/general.custom_export.user_address` / `.user_city` / `.user_country`,
 *        `general.status`, `admin/hardware/table.checkout_date`, `….last_checkin_date`,
 *        `admin/hardware/form.expected_checkin`, `general.created_at`, `general.updated_at`,
 *        `general.deleted`, `general.last_audit`, `general.next_audit_date`, `general.notes`,
 *        `general.url`, then each ticked custom field by its name (the English file's "MAC
 *        Address" is the custom field database/migrations/2015_09_22_003413_migrate_mac_address.php
 *        line 23 creates on every install upgraded from a version with a MAC column). The location
 *        address boxes (which write "Address" twice) were not ticked. A user picks the boxes; each
 *        file is one such selection.
 *      - Licenses → Export (LicensesController::getExportLicensesCsv in
 *        app/Http/Controllers/Licenses/LicensesController.php, lines 314–341): its 26 fixed
 *        headers, the first `strtolower(trans('general.id'))`, then `general.company`,
 *        `general.name`, `general.serial_number`, `general.purchase_date`, `general.purchase_cost`,
 *        `general.order_number`, `general.licenses_available`, `admin/licenses/table.seats`,
 *        `general.created_by`, `general.depreciation`, `general.updated_at`,
 *        `admin/licenses/table.deleted_at`, `general.email`, `admin/hardware/form.fully_depreciated`,
 *        `general.supplier`, `admin/licenses/form.expiration`, `….purchase_order`,
 *        `….termination_date`, `….maintained`, `general.manufacturer`, `general.category`,
 *        `general.min_amt`, `admin/licenses/form.reassignable`, `general.notes`,
 *        `general.created_at`. Its German and French files repeat a header (Bestellnummer; Numéro
 *        de commande, Date d'expiration), so the Italian and Portuguese (pt-PT) ones were taken.
 *      Each header is that key's string in resources/lang/<locale>/<file>.php (en-US, de-DE,
 *      fr-FR, es-ES, it-IT, nl-NL, pt-PT), read with a script that parsed the PHP arrays, kept as
 *      the files have them: the French category string begins with a Cyrillic С (U+0421), the
 *      French type string ends in a no-break space, the French "checked out to" string reads "Date
 *      de libération", the Italian licence seats read "Sedi" (offices).
 *    · Frappe HR (hrms, the HR app of the Frappe framework; snapshot of 2024-10-24, commit 80f17c9,
 *      version 16.0.0-dev), the list's Report view → Export (CSV) of two doctypes: Job Applicant
 *      (hrms/hr/doctype/job_applicant/job_applicant.json) and Vehicle Log
 *      (hrms/hr/doctype/vehicle_log/vehicle_log.json, with the Expense, Type, Service Item and
 *      Frequency of its service table, hrms/hr/doctype/vehicle_service/vehicle_service.json).
 *      Frappe's export_query (frappe/desk/reportview.py, get_field_info, read at the framework's
 *      commit 00163f7) heads each column with the field's label translated by `_(label,
 *      context=doctype)`, a child table's column with " (<child doctype, translated>)" appended,
 *      the name column with "ID" and the whole row with a row counter "Sr". The translations are
 *      hrms/locale/<lang>.po (de, fr, es), read with a script that parsed them; Frappe merges the
 *      installed apps' translations in order, so the HR app's own strings are what the export
 *      writes. Only fields whose label the HR app's catalogue translates were taken into a
 *      non-English file (so no Status in German, no Source in French, no Resume Link, rating or
 *      salary range in Spanish, no previous odometer value in the Spanish log, and no "Sr" and
 *      "ID", whose translations are the framework's); the English files have the labels as the JSON
 *      writes them (two odometer labels end in a space, as does one German translation) and the
 *      "Sr" and "ID" columns.
 * 3. Each header was labelled with the TDM column a person would map it to, or null when none fits
 *    (decided from the header, the field's meaning in the program and the TDM alone; where a file
 *    has two columns for one target, the one that holds what the target describes, the other
 *    null): Snipe-IT's ID (a database row ID) null; Asset Name the device name; Model the model and
 *    Model No. the model number; Cost (the purchase cost) the purchase cost; EOL the end of life;
 *    Warranty (months) the warranty months; Current Value the book value, Diff and Fully
 *    Depreciated (the date it will be) null; Checked Out (the French "Date de libération"
 *    included, whose values are names) the person it is assigned to, its Type (user, location,
 *    asset) null; Employee No. the assignee's employee number, Username, Manager, Title, Phone and
 *    the user's address columns null; Department the department; Default Location null beside
 *    Location; Checkout Date the hand-out date, Last Checkin Date null, Expected Checkin Date the
 *    expected return; Updated at the last update, Created At, Deleted and URL null. A licence's
 *    id, Created By, Depreciation, Updated at, Deleted at, Fully Depreciated, Min. QTY and Created
 *    At null; Name the software; Serial Number (its product key) the licence key; Licenses
 *    available the free seats; Email (the licensed-to email) the registration email; Manufacturer
 *    the vendor; Purchase Order Number the purchase order number and Order Number (the
 *    reseller's order) null. Frappe HR's Sr null; a Job Applicant's ID the applicant ID, Applicant
 *    Name the candidate name, Job Opening the vacancy and Designation null beside it, Source Name
 *    (the referring employee) the referred-by, Employee Referral (the referral record) null, Resume
 *    Attachment (the uploaded file) the CV link and Resume Link null, Applicant Rating the rating,
 *    Lower Range (of the salary expectation) the expected salary and Upper Range null, Currency
 *    the salary currency, Notes null. A Vehicle Log's ID the log entry ID, Series and Amended From
 *    null, License Plate the plate, Employee the driver, Model the vehicle model and Make (its
 *    German, French and Spanish strings read "Erstellen", "Faire", "Crear") null, Current Odometer
 *    value the odometer and Last Odometer Value the previous one, Fuel Qty the litres, Fuel Price
 *    the price per litre, Supplier the station or garage, Invoice Ref the receipt number, the
 *    service table's Expense the service cost and its Type, Service Item and Frequency null.
 * 4. Then the set was committed, and only then the matcher was run on it. It is not used to tune
 *    anything; its misses are reported as they are.
 *
 * Values: 20 per column, generated by kind (./mapping-bench.ts) or sampled from the lists below,
 * written in the style of each export (Snipe-IT's asset costs formatted as its currency output and
 * a licence's cost as stored, statuses as "label (meta)", yes/no in the file's language, assignee
 * types as stored; Frappe's Select values, link IDs, amounts and ratings as stored); a free-text or
 * identifier column (names, notes, keys, references) draws from at least eight distinct values, so
 * that it does not look like a category.
 */
import { tdmColumn, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';

const col = tdmColumn;

/** The target data models of this set, written before the headers were collected. */
export const HELD_OUT_13_TDMS = {
  it_assets: [
    col('asset_tag', 'Asset tag', 'string', 'The inventory number on the device\'s label'),
    col('serial_number', 'Serial number', 'string', 'The manufacturer\'s serial number'),
    col('device_name', 'Device name', 'string', 'Hostname or name given to the device'),
    col('model', 'Model', 'string'),
    col('model_number', 'Model number', 'string', 'The manufacturer\'s model or part number'),
    col('manufacturer', 'Manufacturer', 'string'),
    col('category', 'Category', 'string', 'Laptop, monitor, phone, printer, …'),
    col('status', 'Status', 'string', 'In use, in stock, in repair, retired, …'),
    col('company', 'Owning company', 'string', 'The group company that owns the device'),
    col('assigned_to', 'Assigned to', 'string', 'Person the device is handed out to'),
    col('assignee_employee_number', 'Employee number', 'string', 'Employee number of the person the device is handed out to'),
    col('assignee_email', 'Assignee email', 'email'),
    col('department', 'Department', 'string', 'Department of the person the device is handed out to'),
    col('location', 'Location', 'string', 'Office or site where the device is'),
    col('supplier', 'Supplier', 'string'),
    col('order_number', 'Purchase order number', 'string'),
    col('purchase_date', 'Purchase date', 'date'),
    col('purchase_cost', 'Purchase cost', 'float'),
    col('book_value', 'Current book value', 'float', 'Value after depreciation'),
    col('warranty_months', 'Warranty (months)', 'int'),
    col('warranty_end', 'Warranty ends', 'date'),
    col('end_of_life', 'End of life', 'date', 'Date the device is due for replacement'),
    col('checkout_date', 'Handed out on', 'date'),
    col('expected_return', 'Expected return', 'date'),
    col('last_audit', 'Last audit', 'date', 'Date of the last physical inventory check'),
    col('next_audit', 'Next audit', 'date'),
    col('operating_system', 'Operating system', 'string'),
    col('mac_address', 'MAC address', 'string'),
    col('notes', 'Notes', 'string'),
    col('last_updated', 'Last updated', 'datetime', 'When the record was last changed'),
  ],
  software_licences: [
    col('licence_name', 'Software', 'string', 'Name of the licensed product'),
    col('product_key', 'Licence key', 'string', 'Serial or product key'),
    col('vendor', 'Vendor', 'string', 'Publisher of the software'),
    col('category', 'Category', 'string'),
    col('seats', 'Seats', 'int', 'Number of installations or users the licence allows'),
    col('seats_free', 'Free seats', 'int', 'Seats not yet assigned'),
    col('licensed_to_name', 'Registered to', 'string', 'Name the licence is registered to'),
    col('licensed_to_email', 'Registration email', 'email'),
    col('company', 'Owning company', 'string'),
    col('supplier', 'Reseller', 'string', 'Who sold us the licence'),
    col('order_number', 'Purchase order number', 'string'),
    col('purchase_date', 'Purchase date', 'date'),
    col('cost', 'Cost', 'float'),
    col('expiry_date', 'Expires on', 'date'),
    col('termination_date', 'Terminated on', 'date', 'Date the subscription was cancelled'),
    col('renewal_owner', 'Renewal owner', 'string', 'Person responsible for renewing it'),
    col('reassignable', 'Reassignable', 'boolean', 'Whether a seat can move to another person'),
    col('maintained', 'Under maintenance', 'boolean', 'Whether a maintenance or support contract covers it'),
    col('notes', 'Notes', 'string'),
  ],
  job_applicants: [
    col('applicant_id', 'Applicant ID', 'string'),
    col('full_name', 'Candidate name', 'string'),
    col('first_name', 'First name', 'string'),
    col('last_name', 'Last name', 'string'),
    col('email', 'Email', 'email'),
    col('phone', 'Phone', 'phone'),
    col('city', 'City', 'string'),
    col('country', 'Country', 'string'),
    col('job_opening', 'Vacancy', 'string', 'Reference or title of the job opening applied for'),
    col('department', 'Department', 'string', 'Department that is hiring'),
    col('status', 'Application status', 'string', 'New, screening, interview, offer, hired, rejected, …'),
    col('source', 'Source', 'string', 'Where the candidate came from: job board, referral, careers page, …'),
    col('referred_by', 'Referred by', 'string', 'Employee who recommended the candidate'),
    col('applied_on', 'Applied on', 'date'),
    col('rating', 'Rating', 'float', 'Overall score the recruiters gave'),
    col('expected_salary', 'Expected salary', 'float'),
    col('salary_currency', 'Salary currency', 'currency_code'),
    col('notice_period', 'Notice period', 'string', 'How soon the candidate can start'),
    col('cover_letter', 'Cover letter', 'string'),
    col('cv_link', 'CV link', 'url', 'Link to the uploaded CV or résumé'),
    col('linkedin_profile', 'LinkedIn profile', 'url'),
    col('recruiter', 'Recruiter', 'string', 'Recruiter in charge of the application'),
    col('last_updated', 'Last updated', 'datetime'),
  ],
  vehicle_logs: [
    col('log_id', 'Log entry ID', 'string'),
    col('licence_plate', 'Licence plate', 'string', 'Registration number of the vehicle'),
    col('vehicle_model', 'Vehicle model', 'string', 'Make and model'),
    col('driver', 'Driver', 'string', 'Employee who drove the vehicle'),
    col('date', 'Date', 'date'),
    col('odometer', 'Odometer reading', 'int', 'Kilometres on the odometer at this entry'),
    col('previous_odometer', 'Previous odometer reading', 'int'),
    col('distance', 'Distance driven', 'float', 'Kilometres since the previous entry'),
    col('fuel_litres', 'Fuel (litres)', 'float'),
    col('fuel_price', 'Fuel price per litre', 'float'),
    col('fuel_cost', 'Fuel cost', 'float', 'Total paid for the fuel'),
    col('service_cost', 'Service cost', 'float', 'Cost of repairs or maintenance in this entry'),
    col('supplier', 'Station or garage', 'string', 'Where the fuel was bought or the service done'),
    col('receipt_number', 'Receipt number', 'string'),
    col('purpose', 'Trip purpose', 'string'),
    col('cost_center', 'Cost centre', 'string'),
    col('status', 'Status', 'string', 'Draft, submitted, cancelled'),
    col('last_updated', 'Last updated', 'datetime'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** One file of this set. */
export type HeldOut13File = PublicSetFile<keyof typeof HELD_OUT_13_TDMS>;

const seq = (prefix: string, n: number, start = 1, step = 7): string[] => Array.from({ length: n }, (_, i) => `${prefix}${start + i * step}`);

// Snipe-IT: assets.
const ROW_IDS = seq('', 20, 14, 3);
const COMPANIES = ['Nordwind GmbH', 'Nordwind GmbH', 'Nordwind Logistik GmbH', 'Nordwind Services AG', 'Nordwind GmbH', ''];
const ASSET_NAMES = ['NB-MUC-0412', 'NB-MUC-0413', 'PC-HAM-0088', 'NB-BER-0201', 'MON-MUC-1107', 'PH-MUC-0520', 'NB-HAM-0094', 'TAB-BER-0031', 'PRN-MUC-02', 'NB-MUC-0451', 'PC-BER-0117', ''];
const ASSET_TAGS = ['000412', '000413', '000088', '000201', '001107', '000520', '000094', '000031', '000602', '000451', '000117', '000733'];
const MODELS = ['Latitude 5440', 'ThinkPad T14 Gen 4', 'MacBook Pro 14" M3', 'EliteDesk 800 G6', 'U2723QE', 'iPhone 15', 'OptiPlex 7010', 'Surface Pro 9', 'LaserJet Pro M404dn', 'Galaxy Tab S9', 'EliteBook 840 G10'];
const MODEL_NOS = ['5440-7825', '21HD003MGE', 'MRX33D/A', '1D2X4EA', 'DELL-U2723QE', 'MTP03ZD/A', 'N010O7010MFF', 'QIL-00004', 'W1A53A', 'SM-X710', '81A17EA', ''];
const MANUFACTURERS = ['Dell', 'Lenovo', 'Apple', 'HP', 'Samsung', 'Microsoft', 'Dell', 'Lenovo'];
const SERIALS = ['C02XK1JHJGH5', 'PF3ABCD1', '5CG1234XYZ', 'JN8K2L3', 'CN-0X9R2T', 'F2LZK0PQN72J', '8HTQ2Y3', '0F23A7B1C4', 'PHBBK12345', 'R52T80XLM9A', '5CD3302QRS', 'GK7M9W2'];
const COST_EN = ['1,299.00', '1,049.00', '2,399.00', '689.00', '549.00', '899.00', '1,149.00', '329.00', '1,580.00', '459.90'];
const COST_EU = ['1.299,00', '1.049,00', '2.399,00', '689,00', '549,00', '899,00', '1.149,00', '329,00', '1.580,00', '459,90'];
const VALUE_EN = ['812.50', '431.00', '1,799.25', '0.00', '228.75', '674.25', '95.60', '137.08', '1,185.00', '344.90'];
const VALUE_EU = ['812,50', '431,00', '1.799,25', '0,00', '228,75', '674,25', '95,60', '137,08', '1.185,00', '344,90'];
const WARRANTY_MONTHS = ['12', '24', '36', '36', '24', '60', '36', ''];
const ORDER_NOS = ['PO-2023-0412', 'PO-2023-0415', 'PO-2024-0031', 'PO-2024-0057', '4500012873', '4500013001', 'PO-2022-0988', 'PO-2024-0102', '4500013544', 'PO-2023-0777'];
const SUPPLIERS = ['Bechtle', 'Cancom', 'Computacenter', 'CDW', 'Dell Direct', 'Amazon Business', 'Insight', 'SHI', 'Econocom', 'Misco'];
const LOCATIONS_EN = ['Munich HQ', 'Munich HQ', 'Hamburg office', 'Berlin office', 'Remote', 'Warehouse Hamburg', 'London office', 'IT storage room'];
const LOCATIONS_DE = ['Zentrale München', 'Zentrale München', 'Büro Hamburg', 'Büro Berlin', 'Homeoffice', 'Lager Hamburg', 'IT-Lager', 'Werk Augsburg'];
const LOCATIONS_FR = ['Siège Paris', 'Siège Paris', 'Agence Lyon', 'Agence Lille', 'Télétravail', 'Entrepôt Roissy', 'Stock informatique', 'Agence Nantes'];
const LOCATIONS_ES = ['Oficina Madrid', 'Oficina Madrid', 'Oficina Barcelona', 'Almacén Getafe', 'Teletrabajo', 'Oficina Valencia', 'Almacén IT', 'Oficina Sevilla'];
const LOCATIONS_IT = ['Sede Milano', 'Sede Milano', 'Ufficio Roma', 'Magazzino Bologna', 'Smart working', 'Ufficio Torino', 'Magazzino IT', 'Ufficio Napoli'];
const LOCATIONS_NL = ['Hoofdkantoor Utrecht', 'Hoofdkantoor Utrecht', 'Kantoor Rotterdam', 'Magazijn Tilburg', 'Thuiswerk', 'Kantoor Groningen', 'IT-magazijn', 'Kantoor Eindhoven'];
const ASSIGNED_TYPE = ['user', 'user', 'user', 'user', 'location', 'asset', ''];
const EMPLOYEE_NOS = ['E1042', 'E1043', 'E0981', 'E1107', 'E0765', 'E1210', 'E0532', 'E1188', 'E0904', 'E1251', ''];
const DEPT_DE = ['IT', 'Buchhaltung', 'Vertrieb', 'Marketing', 'Logistik', 'Personal', 'Kundendienst', ''];
const DEPT_ES = ['Informática', 'Contabilidad', 'Ventas', 'Marketing', 'Logística', 'Recursos Humanos', 'Atención al cliente', ''];
const DEPT_IT = ['IT', 'Amministrazione', 'Vendite', 'Marketing', 'Logistica', 'Risorse umane', 'Assistenza clienti', ''];
const DEPT_NL = ['ICT', 'Financiën', 'Verkoop', 'Marketing', 'Logistiek', 'HR', 'Klantenservice', ''];
const JOB_TITLES_ES = ['Contable', 'Jefe de ventas', 'Técnico de soporte', 'Administrativa', 'Desarrolladora', 'Responsable de almacén', 'Comercial', 'Analista financiero', ''];
const JOB_TITLES_NL = ['Boekhouder', 'Accountmanager', 'Servicedesk-medewerker', 'Office manager', 'Ontwikkelaar', 'Magazijnchef', 'Inkoper', 'Controller', ''];
const STATUS_EN = ['Ready to Deploy (deployed)', 'Ready to Deploy (deployed)', 'Ready to Deploy (deployable)', 'Pending (pending)', 'Archived (archived)', 'Broken (undeployable)', 'Out for Repair (undeployable)'];
const STATUS_DE = ['Einsatzbereit (deployed)', 'Einsatzbereit (deployed)', 'Einsatzbereit (deployable)', 'In Vorbereitung (pending)', 'Ausgemustert (archived)', 'Defekt (undeployable)', 'In Reparatur (undeployable)'];
const STATUS_FR = ['Disponible (deployed)', 'Disponible (deployed)', 'Disponible (deployable)', 'En préparation (pending)', 'Réformé (archived)', 'En panne (undeployable)', 'En réparation (undeployable)'];
const STATUS_ES = ['Disponible (deployed)', 'Disponible (deployed)', 'Disponible (deployable)', 'En preparación (pending)', 'Dado de baja (archived)', 'Averiado (undeployable)', 'En reparación (undeployable)'];
const STATUS_IT = ['Pronto (deployed)', 'Pronto (deployed)', 'Pronto (deployable)', 'In preparazione (pending)', 'Dismesso (archived)', 'Guasto (undeployable)', 'In riparazione (undeployable)'];
const STATUS_NL = ['Inzetbaar (deployed)', 'Inzetbaar (deployed)', 'Inzetbaar (deployable)', 'In voorbereiding (pending)', 'Afgeschreven (archived)', 'Defect (undeployable)', 'In reparatie (undeployable)'];
const NOTES_EN = ['', 'Replaced battery 2024-03', 'Loaner for visitors', 'Docking station included', 'Screen scratched', '', 'Reimaged after leaver', 'BitLocker key in vault', 'Charger missing', 'Spare for the helpdesk', 'Keyboard UK layout'];
const NOTES_DE = ['', 'Akku getauscht 03/2024', 'Leihgerät für Besucher', 'Mit Dockingstation', 'Display verkratzt', '', 'Nach Austritt neu aufgesetzt', 'BitLocker-Schlüssel im Tresor', 'Netzteil fehlt', 'Ersatzgerät Helpdesk', 'Tastatur US-Layout'];
const NOTES_IT = ['', 'Batteria sostituita 03/2024', 'Prestito per ospiti', 'Con docking station', 'Schermo graffiato', '', 'Reinstallato dopo uscita', 'Chiave BitLocker in cassaforte', 'Manca il caricatore', 'Riserva helpdesk', 'Tastiera US'];
const NOTES_NL = ['', 'Accu vervangen 03/2024', 'Leentoestel voor bezoekers', 'Met dockingstation', 'Scherm bekrast', '', 'Opnieuw geïnstalleerd na uitdienst', 'BitLocker-sleutel in kluis', 'Lader ontbreekt', 'Reserve servicedesk', 'Toetsenbord US'];
const CAT_EN = ['Laptops', 'Laptops', 'Desktops', 'Monitors', 'Mobile Phones', 'Tablets', 'Printers'];
const CAT_DE = ['Notebooks', 'Notebooks', 'Desktop-PCs', 'Monitore', 'Smartphones', 'Tablets', 'Drucker'];
const CAT_FR = ['Ordinateurs portables', 'Ordinateurs portables', 'Postes fixes', 'Écrans', 'Téléphones mobiles', 'Tablettes', 'Imprimantes'];
const CAT_ES = ['Portátiles', 'Portátiles', 'Sobremesa', 'Monitores', 'Móviles', 'Tabletas', 'Impresoras'];
const CAT_IT = ['Portatili', 'Portatili', 'Desktop', 'Monitor', 'Smartphone', 'Tablet', 'Stampanti'];
const CAT_NL = ['Laptops', 'Laptops', 'Desktops', 'Beeldschermen', 'Mobiele telefoons', 'Tablets', 'Printers'];
const MACS = ['3C:52:82:1A:4F:09', 'F8:FF:C2:3B:77:10', '00:1E:67:9A:2C:5D', 'A4:BB:6D:02:11:E8', '98:FA:9B:44:C0:71', '', '8C:16:45:7E:21:AB', 'DC:A6:32:0F:5B:96', '54:EE:75:C8:03:1F', '70:85:C2:6A:9D:42'];

// Snipe-IT: licences.
const LICENCE_NAMES = ['Microsoft 365 E3', 'Adobe Acrobat Pro', 'JetBrains All Products Pack', 'Windows 11 Pro', 'AutoCAD LT 2024', 'Office LTSC 2021', 'Zoom Workplace Pro', 'TeamViewer Business', 'Visio Plan 2', 'Affinity Designer 2', 'VMware Workstation Pro', 'Camtasia 2023'];
const PRODUCT_KEYS = ['NKJFK-GPHP7-G8C3J-P6JXR-HQRJR', 'VK7JG-NPHTM-C97JM-9MPGT-3V66T', '1118-1470-2913-4702-6580-1473', 'W269N-WFGWX-YVC9B-4J6C9-T83GX', '057O1-T2K9-4F7H-ZZ81', 'FXYTK-NJJ8C-GB6DW-3DYQT-6F7TH', 'ZM-7F3Q-22K9-AB41', 'TV-B7K2-9QXM-4410', 'KBDNM-R8CD8-9MP4G-7K3WB-2D8RH', 'AF2-8812-4471-0093', ''];
const LICENCE_COSTS = ['1248.00', '239.88', '779.00', '259.00', '504.00', '449.00', '149.90', '610.80', '180.00', '74.99'];
const SEATS = ['25', '10', '5', '50', '3', '20', '15', '1', '100', '8'];
const FREE_SEATS = ['0', '2', '1', '7', '0', '4', '12', '0', '31', '3'];
const MIN_QTY = ['0', '0', '0', '5', '2', '10', ''];
const CREATED_BY = ['Jonas Müller', 'Anna Keller', 'Admin', 'Giulia Ferri', 'Tom van den Berg', 'Rita Sousa', 'Marco Bianchi', 'Inês Lopes', 'Jonas Müller'];
const DEPRECIATION_IT = ['', 'Software 36 mesi', 'Software 24 mesi', ''];
const DEPRECIATION_PT = ['', 'Software 36 meses', 'Software 24 meses', ''];
const LICENCE_VENDORS = ['Microsoft', 'Adobe', 'JetBrains', 'Autodesk', 'Zoom', 'TeamViewer', 'Serif', 'Broadcom', 'TechSmith'];
const LICENCE_CAT_IT = ['Software', 'Produttività', 'Sviluppo', 'Sistemi operativi', 'Grafica', 'Comunicazione'];
const LICENCE_CAT_PT = ['Software', 'Produtividade', 'Desenvolvimento', 'Sistemas operativos', 'Design', 'Comunicação'];
const LICENCE_NOTES_IT = ['', 'Rinnovo automatico annuale', 'Contratto EA 2023', 'Solo per il reparto grafica', 'Chiave OEM', '', 'Volume licensing', 'Da disdire entro marzo', 'Licenza di prova convertita', 'Per il team sviluppo'];
const LICENCE_NOTES_PT = ['', 'Renovação automática anual', 'Contrato EA 2023', 'Só para o design', 'Chave OEM', '', 'Licenciamento por volume', 'Cancelar até março', 'Versão de teste convertida', 'Para a equipa de desenvolvimento'];
const YES_NO_IT = ['SÌ', 'No', 'No'];
const YES_NO_PT = ['Sim', 'Não', 'Não'];
const TERMINATION = ['', '', '', '', '2025-03-31', '2024-12-31', '2025-06-30', '2024-09-30', '2026-01-31'];
const PO_NUMBERS = ['ODA-2023-118', 'ODA-2023-131', 'ODA-2024-007', 'ODA-2024-022', 'ODA-2024-045', 'ODA-2022-301', 'ODA-2024-063', 'ODA-2023-199', 'ODA-2024-081', ''];
const EMPTY = [''];

// Frappe HR: job applicants.
const APPLICANT_IDS = seq('HR-APP-2024-000', 20, 11, 2);
const APPLICANT_STATUS = ['Open', 'Open', 'Replied', 'Rejected', 'Hold', 'Accepted'];
const JOB_OPENINGS = ['HR-OPN-2024-0003', 'HR-OPN-2024-0003', 'HR-OPN-2024-0005', 'HR-OPN-2024-0007', 'HR-OPN-2024-0008', 'HR-OPN-2024-0011', 'HR-OPN-2024-0012', 'HR-OPN-2024-0014', 'HR-OPN-2024-0015', 'HR-OPN-2024-0019'];
const APPLICANT_SOURCES = ['Website Listing', 'Website Listing', 'Employee Referral', 'Walk In', 'Campaign', ''];
const EMPLOYEE_IDS = ['', '', '', 'HR-EMP-00012', 'HR-EMP-00031', 'HR-EMP-00007', 'HR-EMP-00044', 'HR-EMP-00019', 'HR-EMP-00052', 'HR-EMP-00023', 'HR-EMP-00038'];
const REFERRAL_IDS = ['', '', '', 'HR-REF-2024-00003', 'HR-REF-2024-00004', 'HR-REF-2024-00007', 'HR-REF-2024-00009', 'HR-REF-2024-00010', 'HR-REF-2024-00012', 'HR-REF-2024-00015', 'HR-REF-2024-00018', 'HR-REF-2024-00021'];
const COVER_EN = ['I am writing to apply for the position of…', 'With five years in payroll, I would like to…', 'Please find attached my CV.', 'I was referred by a member of your team…', 'As a recent graduate in logistics…', '', 'I have followed your company for years…', 'My experience in warehouse management…', 'I would welcome the chance to discuss…', 'I am currently looking for a new challenge…'];
const COVER_DE = ['Hiermit bewerbe ich mich um die Stelle als…', 'Mit fünf Jahren Erfahrung in der Lohnbuchhaltung…', 'Anbei mein Lebenslauf.', 'Ich wurde von einem Mitarbeiter empfohlen…', 'Als Absolvent der Logistik…', '', 'Ich verfolge Ihr Unternehmen seit Jahren…', 'Meine Erfahrung in der Lagerleitung…', 'Über ein persönliches Gespräch freue ich mich…', 'Ich suche eine neue Herausforderung…'];
const COVER_FR = ['Je me permets de vous adresser ma candidature…', 'Forte de cinq ans en paie…', 'Veuillez trouver ci-joint mon CV.', 'Recommandé par un membre de votre équipe…', 'Jeune diplômé en logistique…', '', 'Je suis votre entreprise depuis des années…', 'Mon expérience en gestion d\'entrepôt…', 'Je serais ravi d\'en discuter…', 'Je recherche un nouveau défi…'];
const COVER_ES = ['Me dirijo a ustedes para optar al puesto de…', 'Con cinco años de experiencia en nóminas…', 'Adjunto mi currículum.', 'Me ha recomendado un miembro de su equipo…', 'Recién titulado en logística…', '', 'Sigo su empresa desde hace años…', 'Mi experiencia en gestión de almacenes…', 'Quedo a su disposición para una entrevista…', 'Busco un nuevo reto profesional…'];
const RESUME_FILES = ['/private/files/cv_anna_keller.pdf', '/private/files/Lebenslauf_Mueller.pdf', '/private/files/CV-Dupont-2024.pdf', '/private/files/resume_jgarcia.pdf', '/private/files/cv_lrossi.docx', '', '/private/files/CV_Tom_vdBerg.pdf', '/private/files/lebenslauf-fischer.pdf', '/private/files/cv_ecosta.pdf', '/private/files/CV%20Walker.pdf'];
const RESUME_LINKS = ['', '', 'https://drive.google.com/file/d/1xQ7/view', 'https://www.linkedin.com/in/anna-keller', 'https://jobs.example.com/cv/88213', '', 'https://www.xing.com/profile/Jonas_Mueller', 'https://github.com/mdubois', 'https://cv.example.org/pgarcia', 'https://www.linkedin.com/in/lrossi', 'https://portfolio.example.net/ecosta'];
const RATINGS = ['0', '0.2', '0.4', '0.6', '0.6', '0.8', '1'];
const SALARY_LOW = ['42000', '48000', '55000', '38000', '61000', '45000', '70000', '52000', ''];
const SALARY_HIGH = ['48000', '55000', '62000', '42000', '68000', '50000', '80000', '58000', ''];
const CURRENCIES = ['EUR', 'EUR', 'EUR', 'CHF', 'GBP'];
const APPLICANT_NOTES_EN = ['', 'Strong on Excel', 'Available from March', 'Second interview booked', 'Overqualified', '', 'Wants to work remotely', 'Speaks German and French', 'Follow up next week', 'Salary above budget'];
const APPLICANT_NOTES_DE = ['', 'Sehr gute Excel-Kenntnisse', 'Verfügbar ab März', 'Zweites Gespräch vereinbart', 'Überqualifiziert', '', 'Möchte remote arbeiten', 'Spricht Französisch', 'Nächste Woche nachfassen', 'Gehalt über Budget'];
const APPLICANT_NOTES_FR = ['', 'Très bon sur Excel', 'Disponible en mars', 'Deuxième entretien fixé', 'Surqualifié', '', 'Souhaite le télétravail', 'Parle allemand', 'Relancer la semaine prochaine', 'Salaire au-dessus du budget'];
const APPLICANT_NOTES_ES = ['', 'Domina Excel', 'Disponible en marzo', 'Segunda entrevista fijada', 'Sobrecualificado', '', 'Quiere teletrabajo', 'Habla alemán', 'Llamar la próxima semana', 'Salario por encima del presupuesto'];
const DESIGNATION_EN = ['Accountant', 'Software Developer', 'Warehouse Manager', 'Sales Executive', 'HR Officer', 'Driver', 'Payroll Specialist', 'Customer Service Agent'];
const DESIGNATION_DE = ['Buchhalter', 'Softwareentwickler', 'Lagerleiter', 'Vertriebsmitarbeiter', 'Personalreferent', 'Fahrer', 'Lohnbuchhalter', 'Kundenberater'];
const DESIGNATION_FR = ['Comptable', 'Développeur', 'Responsable d\'entrepôt', 'Commercial', 'Chargé RH', 'Chauffeur', 'Gestionnaire de paie', 'Conseiller clientèle'];
const DESIGNATION_ES = ['Contable', 'Desarrollador', 'Jefe de almacén', 'Comercial', 'Técnico de RRHH', 'Conductor', 'Técnico de nóminas', 'Agente de atención al cliente'];
const COUNTRIES = ['Germany', 'Germany', 'France', 'Spain', 'Italy', 'Austria', 'Switzerland', 'Netherlands'];
const ROW_NUMBERS = seq('', 20, 1, 1);

// Frappe HR: vehicle logs.
const LOG_IDS = seq('HR-VLOG-2024-000', 20, 14, 3);
const PLATES_DE = ['M-NW 1042', 'M-NW 1043', 'HH-NW 208', 'B-NW 77', 'M-NW 1188', 'A-NW 512', 'M-NW 1201', 'HH-NW 219'];
const PLATES_ES = ['4821 KZB', '1093 LMT', '7735 JHD', '2260 MBC', '9902 KXS', '5518 LCF', '3307 MDN', '6644 KTR'];
const PLATES_EN = ['LB21 XKE', 'YD70 PRU', 'MA19 TOV', 'KX22 HNB', 'LC68 WEF', 'BD71 ZSA', 'GU20 OKM', 'SN69 DCX'];
const VEHICLE_MODELS = ['Golf', 'Passat Variant', 'Transit Custom', 'Octavia Combi', 'ID.4', 'Vito', 'Corsa', 'Sprinter'];
const VEHICLE_MAKES = ['Volkswagen', 'Volkswagen', 'Ford', 'Škoda', 'Volkswagen', 'Mercedes-Benz', 'Opel', 'Mercedes-Benz'];
const ODOMETER = ['48211', '48790', '102344', '17520', '63108', '63655', '88042', '9031', '131877', '25400', '74412', '56090'];
const LAST_ODOMETER = ['47705', '48211', '101802', '17012', '62644', '63108', '87511', '8460', '131309', '24911', '73890', '55600'];
const FUEL_QTY = ['42.5', '38.12', '55.0', '61.3', '0', '47.8', '35.06', '70.2', '44.9', '51.0'];
const FUEL_PRICE_EU = ['1.789', '1.759', '1.699', '1.849', '1.719', '1.809', '1.739', '1.779'];
const FUEL_PRICE_GB = ['1.459', '1.489', '1.529', '1.439', '1.479', '1.509', '1.449', '1.499'];
const STATIONS_DE = ['Aral', 'Shell', 'ESSO', 'JET', 'TotalEnergies', 'Autohaus Schmid', 'ATU Hamburg', 'Star'];
const STATIONS_ES = ['Repsol', 'Cepsa', 'BP', 'Galp', 'Shell', 'Talleres Martín', 'Norauto Getafe', 'Ballenoil'];
const STATIONS_EN = ['Shell', 'BP', 'Esso', 'Tesco Petrol', 'Sainsbury\'s', 'Kwik Fit', 'Halfords Autocentre', 'Texaco'];
const RECEIPTS = ['0815-2231', '4471-0092', 'R-228761', '11094', 'BELEG 7731', 'INV-40213', '2024-000871', '556210', 'F-2024-1182', '90331-7'];
const SERIES = ['HR-VLOG-.YYYY.-'];
const SERVICE_EXPENSE = ['', '', '', '89.90', '249.00', '35.50', '612.40', '120.00', '', '18.90', '74.00', '1180.25', '310.60'];
const SERVICE_TYPE = ['', '', 'Service', 'Inspection', 'Change', 'Service'];
const SERVICE_ITEMS = ['', '', 'Oil Change', 'Brake Pads', 'Tyres', 'Inspection', 'Wiper Blades', 'Battery', 'Air Filter', 'Coolant'];
const SERVICE_FREQ = ['', '', 'Mileage', 'Yearly', 'Half Yearly', 'Monthly', 'Quarterly'];
const DRIVERS = ['HR-EMP-00012', 'HR-EMP-00031', 'HR-EMP-00007', 'HR-EMP-00044', 'HR-EMP-00019', 'HR-EMP-00052', 'HR-EMP-00023', 'HR-EMP-00038', 'HR-EMP-00061', 'HR-EMP-00002'];

const SNIPE_REPORT = 'Snipe-IT v8.1.4 (IT asset management), Reports → Custom Asset Report → CSV (ReportsController::postCustom)';
const SNIPE_LICENCES = 'Snipe-IT v8.1.4, Licenses → Export CSV (LicensesController::getExportLicensesCsv), its 26 fixed columns';
const FRAPPE_APPLICANTS = 'Frappe HR (hrms 16.0.0-dev), Job Applicant list → Report view → Export (CSV)';
const FRAPPE_VEHICLE_LOGS = 'Frappe HR (hrms 16.0.0-dev), Vehicle Log list → Report view → Export (CSV), with columns of its Vehicle Service table';

/** The files of this set. */
export const HELD_OUT_13_FILES: HeldOut13File[] = [
  {
    name: 'snipeit-custom-asset-report-de.csv', language: 'de', tdm: 'it_assets',
    source: `${SNIPE_REPORT}, German (de-DE; 22 columns)`,
    columns: [
      ['ID', null, ROW_IDS],
      ['Firma', 'company', COMPANIES],
      ['Asset Name', 'device_name', ASSET_NAMES],
      ['Asset Tag', 'asset_tag', ASSET_TAGS],
      ['Modell', 'model', MODELS],
      ['Modellnr.', 'model_number', MODEL_NOS],
      ['Kategorie', 'category', CAT_DE],
      ['Hersteller', 'manufacturer', MANUFACTURERS],
      ['Seriennummer', 'serial_number', SERIALS],
      ['Kaufdatum', 'purchase_date', 'date'],
      ['Kosten', 'purchase_cost', COST_EU],
      ['Garantie', 'warranty_months', WARRANTY_MONTHS],
      ['Garantie Ablaufdatum', 'warranty_end', 'date'],
      ['Lieferant', 'supplier', SUPPLIERS],
      ['Standort', 'location', LOCATIONS_DE],
      ['Herausgegeben', 'assigned_to', 'full'],
      ['Typ', null, ASSIGNED_TYPE],
      ['Employee No.', 'assignee_employee_number', EMPLOYEE_NOS],
      ['Abteilung', 'department', DEPT_DE],
      ['Status', 'status', STATUS_DE],
      ['Herausgabedatum', 'checkout_date', 'datetime'],
      ['Notizen', 'notes', NOTES_DE],
    ],
  },
  {
    name: 'snipeit-custom-asset-report-fr.csv', language: 'fr', tdm: 'it_assets',
    source: `${SNIPE_REPORT}, French (fr-FR; 22 columns)`,
    columns: [
      ['Compagnie', 'company', COMPANIES],
      ['Nom de l\'actif', 'device_name', ASSET_NAMES],
      ['Étiquette de l\'actif', 'asset_tag', ASSET_TAGS],
      ['Modèle', 'model', MODELS],
      ['Model n°.', 'model_number', MODEL_NOS],
      ['\u0421atégorie', 'category', CAT_FR],
      ['Fabricant', 'manufacturer', MANUFACTURERS],
      ['Numéro de série', 'serial_number', SERIALS],
      ['Acheté', 'purchase_date', 'date'],
      ['Coût', 'purchase_cost', COST_EU],
      ['Fin de vie', 'end_of_life', 'date'],
      ['Valeur actuelle', 'book_value', VALUE_EU],
      ['Différence', null, VALUE_EU],
      ['Entièrement amortis', null, 'date'],
      ['Lieu', 'location', LOCATIONS_FR],
      ['Date de libération', 'assigned_to', 'full'],
      ['Type\u00a0', null, ASSIGNED_TYPE],
      ['Responsable', null, 'full'],
      ['Statut', 'status', STATUS_FR],
      ['Date d\'association', 'checkout_date', 'datetime'],
      ['Date de dissociation prévue', 'expected_return', 'date'],
      ['Mise à jour à', 'last_updated', 'datetime'],
    ],
  },
  {
    name: 'snipeit-custom-asset-report-es.csv', language: 'es', tdm: 'it_assets',
    source: `${SNIPE_REPORT}, Spanish (es-ES; 22 columns)`,
    columns: [
      ['ID', null, ROW_IDS],
      ['Nombre del activo', 'device_name', ASSET_NAMES],
      ['Placa del activo', 'asset_tag', ASSET_TAGS],
      ['Modelo', 'model', MODELS],
      ['Modelo No.', 'model_number', MODEL_NOS],
      ['Categoría', 'category', CAT_ES],
      ['Número de serie', 'serial_number', SERIALS],
      ['Comprado', 'purchase_date', 'date'],
      ['Costo', 'purchase_cost', COST_EU],
      ['Garantía', 'warranty_months', WARRANTY_MONTHS],
      ['Vencimiento de la garantía', 'warranty_end', 'date'],
      ['Número de orden', 'order_number', ORDER_NOS],
      ['Proveedor', 'supplier', SUPPLIERS],
      ['Ubicación', 'location', LOCATIONS_ES],
      ['Ubicación predeterminada', null, LOCATIONS_ES],
      ['Asignado a', 'assigned_to', 'full'],
      ['Tipo', null, ASSIGNED_TYPE],
      ['Employee No.', 'assignee_employee_number', EMPLOYEE_NOS],
      ['Departamento', 'department', DEPT_ES],
      ['Cargo', null, JOB_TITLES_ES],
      ['Estado', 'status', STATUS_ES],
      ['Próxima fecha de auditoría', 'next_audit', 'date'],
    ],
  },
  {
    name: 'snipeit-custom-asset-report-it.csv', language: 'it', tdm: 'it_assets',
    source: `${SNIPE_REPORT}, Italian (it-IT; 22 columns)`,
    columns: [
      ['Azienda', 'company', COMPANIES],
      ['Nome Bene', 'device_name', ASSET_NAMES],
      ['Etichetta Bene', 'asset_tag', ASSET_TAGS],
      ['Modello', 'model', MODELS],
      ['Modello N.', 'model_number', MODEL_NOS],
      ['Categoria', 'category', CAT_IT],
      ['Produttore', 'manufacturer', MANUFACTURERS],
      ['Seriale', 'serial_number', SERIALS],
      ['Acquistato il', 'purchase_date', 'date'],
      ['Costo', 'purchase_cost', COST_EU],
      ['EOL', 'end_of_life', 'date'],
      ['Numero Ordine', 'order_number', ORDER_NOS],
      ['Fornitore', 'supplier', SUPPLIERS],
      ['Sede', 'location', LOCATIONS_IT],
      ['Assegnato', 'assigned_to', 'full'],
      ['Tipo', null, ASSIGNED_TYPE],
      ['Employee No.', 'assignee_employee_number', EMPLOYEE_NOS],
      ['Reparto', 'department', DEPT_IT],
      ['Stato', 'status', STATUS_IT],
      ['Data di Assegnazione', 'checkout_date', 'datetime'],
      ['Ultimo Controllo Inventario', 'last_audit', 'datetime'],
      ['Note', 'notes', NOTES_IT],
    ],
  },
  {
    name: 'snipeit-custom-asset-report-nl.csv', language: 'nl', tdm: 'it_assets',
    source: `${SNIPE_REPORT}, Dutch (nl-NL; 24 columns)`,
    columns: [
      ['ID', null, ROW_IDS],
      ['Asset naam', 'device_name', ASSET_NAMES],
      ['Asset tag', 'asset_tag', ASSET_TAGS],
      ['Model', 'model', MODELS],
      ['Modelnummer', 'model_number', MODEL_NOS],
      ['Categorie', 'category', CAT_NL],
      ['Fabrikant', 'manufacturer', MANUFACTURERS],
      ['Serienummer', 'serial_number', SERIALS],
      ['Aangekocht', 'purchase_date', 'date'],
      ['Kostprijs', 'purchase_cost', COST_EU],
      ['Garantie', 'warranty_months', WARRANTY_MONTHS],
      ['Garantie vervalt', 'warranty_end', 'date'],
      ['Leverancier', 'supplier', SUPPLIERS],
      ['Locatie', 'location', LOCATIONS_NL],
      ['Uitgecheckt', 'assigned_to', 'full'],
      ['Type', null, ASSIGNED_TYPE],
      ['Afdeling', 'department', DEPT_NL],
      ['Titel', null, JOB_TITLES_NL],
      ['Status', 'status', STATUS_NL],
      ['Uitcheck datum', 'checkout_date', 'datetime'],
      ['Verwachte incheck datum', 'expected_return', 'date'],
      ['Bijgewerkt op', 'last_updated', 'datetime'],
      ['Laatste controle', 'last_audit', 'datetime'],
      ['Notities', 'notes', NOTES_NL],
    ],
  },
  {
    name: 'snipeit-custom-asset-report-en.csv', language: 'en', tdm: 'it_assets',
    source: `${SNIPE_REPORT}, English (en-US; 25 columns, with the MAC Address custom field)`,
    columns: [
      ['ID', null, ROW_IDS],
      ['Company', 'company', COMPANIES],
      ['Asset Name', 'device_name', ASSET_NAMES],
      ['Asset Tag', 'asset_tag', ASSET_TAGS],
      ['Model', 'model', MODELS],
      ['Model No.', 'model_number', MODEL_NOS],
      ['Category', 'category', CAT_EN],
      ['Manufacturer', 'manufacturer', MANUFACTURERS],
      ['Serial', 'serial_number', SERIALS],
      ['Purchased', 'purchase_date', 'date'],
      ['Cost', 'purchase_cost', COST_EN],
      ['Current Value', 'book_value', VALUE_EN],
      ['Diff', null, VALUE_EN],
      ['Fully Depreciated', null, 'date'],
      ['Order Number', 'order_number', ORDER_NOS],
      ['Location', 'location', LOCATIONS_EN],
      ['Checked Out', 'assigned_to', 'full'],
      ['Type', null, ASSIGNED_TYPE],
      ['Employee No.', 'assignee_employee_number', EMPLOYEE_NOS],
      ['Status', 'status', STATUS_EN],
      ['Checkout Date', 'checkout_date', 'datetime'],
      ['Last Audit', 'last_audit', 'datetime'],
      ['Next Audit Date', 'next_audit', 'date'],
      ['Notes', 'notes', NOTES_EN],
      ['MAC Address', 'mac_address', MACS],
    ],
  },
  {
    name: 'snipeit-licenses-it.csv', language: 'it', tdm: 'software_licences',
    source: `${SNIPE_LICENCES}, Italian (it-IT)`,
    columns: [
      ['id', null, ROW_IDS],
      ['Azienda', 'company', COMPANIES],
      ['Nome', 'licence_name', LICENCE_NAMES],
      ['Numero Seriale', 'product_key', PRODUCT_KEYS],
      ['Data di acquisto', 'purchase_date', 'date'],
      ['Prezzo d\'acquisto', 'cost', LICENCE_COSTS],
      ['Numero d\'ordine', null, ORDER_NOS],
      ['Licenze disponibili', 'seats_free', FREE_SEATS],
      ['Sedi', 'seats', SEATS],
      ['Creato da', null, CREATED_BY],
      ['Deprezzamento', null, DEPRECIATION_IT],
      ['Aggiornato a', null, 'datetime'],
      ['Cancellato il', null, EMPTY],
      ['Email', 'licensed_to_email', 'email'],
      ['Pienamente Deprezzato', null, YES_NO_IT],
      ['Fornitore', 'supplier', SUPPLIERS],
      ['Data di scadenza', 'expiry_date', 'date'],
      ['Acquisto numero d\'ordine', 'order_number', PO_NUMBERS],
      ['Data di estinzione', 'termination_date', TERMINATION],
      ['Mantenuto', 'maintained', YES_NO_IT],
      ['Produttore', 'vendor', LICENCE_VENDORS],
      ['Categoria', 'category', LICENCE_CAT_IT],
      ['Quantità Min.', null, MIN_QTY],
      ['Reassegnabile', 'reassignable', YES_NO_IT],
      ['Note', 'notes', LICENCE_NOTES_IT],
      ['Creato a', null, 'datetime'],
    ],
  },
  {
    name: 'snipeit-licenses-pt.csv', language: 'pt', tdm: 'software_licences',
    source: `${SNIPE_LICENCES}, Portuguese (pt-PT)`,
    columns: [
      ['id', null, ROW_IDS],
      ['Empresa', 'company', COMPANIES],
      ['Nome', 'licence_name', LICENCE_NAMES],
      ['Número de Série', 'product_key', PRODUCT_KEYS],
      ['Data de compra', 'purchase_date', 'date'],
      ['Preço de compra', 'cost', LICENCE_COSTS],
      ['Número de encomenda', null, ORDER_NOS],
      ['Licenças disponíveis', 'seats_free', FREE_SEATS],
      ['Instalações', 'seats', SEATS],
      ['Criado por', null, CREATED_BY],
      ['Depreciação', null, DEPRECIATION_PT],
      ['Atualizado em', null, 'datetime'],
      ['Excluído em', null, EMPTY],
      ['Email', 'licensed_to_email', 'email'],
      ['Totalmente Depreciado', null, YES_NO_PT],
      ['Fornecedor', 'supplier', SUPPLIERS],
      ['Data de validade', 'expiry_date', 'date'],
      ['Nº da Aquisição', 'order_number', PO_NUMBERS],
      ['Data de término', 'termination_date', TERMINATION],
      ['Mantido', 'maintained', YES_NO_PT],
      ['Fabricante', 'vendor', LICENCE_VENDORS],
      ['Categoria', 'category', LICENCE_CAT_PT],
      ['Min. Qt', null, MIN_QTY],
      ['Realocável', 'reassignable', YES_NO_PT],
      ['Notas', 'notes', LICENCE_NOTES_PT],
      ['Criado em', null, 'datetime'],
    ],
  },
  {
    name: 'frappe-hr-job-applicants-de.csv', language: 'de', tdm: 'job_applicants',
    source: `${FRAPPE_APPLICANTS}, German (16 fields the HR app's de catalogue translates; Sr and ID left out)`,
    columns: [
      ['Bewerbername', 'full_name', 'full'],
      ['E-Mail-Adresse', 'email', 'email'],
      ['Stellenausschreibung', 'job_opening', JOB_OPENINGS],
      ['Quellcode', 'source', APPLICANT_SOURCES],
      ['Quellenname', 'referred_by', EMPLOYEE_IDS],
      ['Motivationsschreiben', 'cover_letter', COVER_DE],
      ['Resume-Anlage', 'cv_link', RESUME_FILES],
      ['Anmerkungen', null, APPLICANT_NOTES_DE],
      ['Telefonnummer', 'phone', 'phone'],
      ['Land', 'country', COUNTRIES],
      ['Link zum Lebenslauf', null, RESUME_LINKS],
      ['Bewerber Bewertung', 'rating', RATINGS],
      ['Unterer Bereich', 'expected_salary', SALARY_LOW],
      ['Währung', 'salary_currency', CURRENCIES],
      ['Mitarbeiterempfehlung', null, REFERRAL_IDS],
      ['Position', null, DESIGNATION_DE],
    ],
  },
  {
    name: 'frappe-hr-job-applicants-fr.csv', language: 'fr', tdm: 'job_applicants',
    source: `${FRAPPE_APPLICANTS}, French (16 fields the HR app's fr catalogue translates; Sr and ID left out)`,
    columns: [
      ['Nom du candidat', 'full_name', 'full'],
      ['Adresse électronique', 'email', 'email'],
      ['Statut', 'status', APPLICANT_STATUS],
      ['Offre d’Emploi', 'job_opening', JOB_OPENINGS],
      ['Nom de la Source', 'referred_by', EMPLOYEE_IDS],
      ['Lettre de Motivation', 'cover_letter', COVER_FR],
      ['Reprendre la Pièce Jointe', 'cv_link', RESUME_FILES],
      ['Remarques', null, APPLICANT_NOTES_FR],
      ['Numéro de téléphone', 'phone', 'phone'],
      ['Pays', 'country', COUNTRIES],
      ['Reprendre le lien', null, RESUME_LINKS],
      ['Notation du candidat', 'rating', RATINGS],
      ['Portée inférieure', 'expected_salary', SALARY_LOW],
      ['Devise', 'salary_currency', CURRENCIES],
      ['Recommandations', null, REFERRAL_IDS],
      ['Désignation', null, DESIGNATION_FR],
    ],
  },
  {
    name: 'frappe-hr-job-applicants-es.csv', language: 'es', tdm: 'job_applicants',
    source: `${FRAPPE_APPLICANTS}, Spanish (14 fields the HR app's es catalogue translates; Sr and ID left out)`,
    columns: [
      ['Nombre del Solicitante', 'full_name', 'full'],
      ['Dirección de correo electrónico', 'email', 'email'],
      ['Estado', 'status', APPLICANT_STATUS],
      ['Oportunidad de empleo', 'job_opening', JOB_OPENINGS],
      ['Referencia', 'source', APPLICANT_SOURCES],
      ['Nombre de la Fuente', 'referred_by', EMPLOYEE_IDS],
      ['Carta de presentación', 'cover_letter', COVER_ES],
      ['Adjunto curriculum vitae', 'cv_link', RESUME_FILES],
      ['Notas', null, APPLICANT_NOTES_ES],
      ['Número de teléfono', 'phone', 'phone'],
      ['País', 'country', COUNTRIES],
      ['Divisa / Moneda', 'salary_currency', CURRENCIES],
      ['Recomendación de empleados', null, REFERRAL_IDS],
      ['Puesto', null, DESIGNATION_ES],
    ],
  },
  {
    name: 'frappe-hr-job-applicants-en.csv', language: 'en', tdm: 'job_applicants',
    source: `${FRAPPE_APPLICANTS}, English (Sr, ID and the doctype's 18 fields)`,
    columns: [
      ['Sr', null, ROW_NUMBERS],
      ['ID', 'applicant_id', APPLICANT_IDS],
      ['Applicant Name', 'full_name', 'full'],
      ['Email Address', 'email', 'email'],
      ['Status', 'status', APPLICANT_STATUS],
      ['Job Opening', 'job_opening', JOB_OPENINGS],
      ['Source', 'source', APPLICANT_SOURCES],
      ['Source Name', 'referred_by', EMPLOYEE_IDS],
      ['Cover Letter', 'cover_letter', COVER_EN],
      ['Resume Attachment', 'cv_link', RESUME_FILES],
      ['Notes', null, APPLICANT_NOTES_EN],
      ['Phone Number', 'phone', 'phone'],
      ['Country', 'country', COUNTRIES],
      ['Resume Link', null, RESUME_LINKS],
      ['Applicant Rating', 'rating', RATINGS],
      ['Lower Range', 'expected_salary', SALARY_LOW],
      ['Upper Range', null, SALARY_HIGH],
      ['Currency', 'salary_currency', CURRENCIES],
      ['Employee Referral', null, REFERRAL_IDS],
      ['Designation', null, DESIGNATION_EN],
    ],
  },
  {
    name: 'frappe-hr-vehicle-logs-de.csv', language: 'de', tdm: 'vehicle_logs',
    source: `${FRAPPE_VEHICLE_LOGS}, German (11 fields and 4 of its service table's that the HR app's de catalogue translates; Sr and ID left out)`,
    columns: [
      ['Nummernschild', 'licence_plate', PLATES_DE],
      ['Mitarbeiter', 'driver', DRIVERS],
      ['Modell', 'vehicle_model', VEHICLE_MODELS],
      ['Erstellen', null, VEHICLE_MAKES],
      ['Datum', 'date', 'date'],
      ['Aktueller Kilometerzählerwert', 'odometer', ODOMETER],
      ['Kraftstoff-Menge', 'fuel_litres', FUEL_QTY],
      ['Kraftstoff-Preis', 'fuel_price', FUEL_PRICE_EU],
      ['Lieferant', 'supplier', STATIONS_DE],
      ['Rechnung Ref', 'receipt_number', RECEIPTS],
      ['Letzter Kilometerzählerstand ', 'previous_odometer', LAST_ODOMETER],
      ['Aufwand (Fahrzeug-Service)', 'service_cost', SERVICE_EXPENSE],
      ['Typ (Fahrzeug-Service)', null, SERVICE_TYPE],
      ['Wartungsartikel (Fahrzeug-Service)', null, SERVICE_ITEMS],
      ['Häufigkeit (Fahrzeug-Service)', null, SERVICE_FREQ],
    ],
  },
  {
    name: 'frappe-hr-vehicle-logs-es.csv', language: 'es', tdm: 'vehicle_logs',
    source: `${FRAPPE_VEHICLE_LOGS}, Spanish (10 fields and 3 of its service table's that the HR app's es catalogue translates; Sr and ID left out)`,
    columns: [
      ['Matrículas', 'licence_plate', PLATES_ES],
      ['Empleado', 'driver', DRIVERS],
      ['Modelo', 'vehicle_model', VEHICLE_MODELS],
      ['Crear', null, VEHICLE_MAKES],
      ['Fecha', 'date', 'date'],
      ['Valor actual del cuentakilómetros', 'odometer', ODOMETER],
      ['Cantidad de combustible', 'fuel_litres', FUEL_QTY],
      ['Precio del combustible', 'fuel_price', FUEL_PRICE_EU],
      ['Proveedor', 'supplier', STATIONS_ES],
      ['Referencia de Factura', 'receipt_number', RECEIPTS],
      ['Gastos (Servicio del Vehículo)', 'service_cost', SERVICE_EXPENSE],
      ['Tipo (Servicio del Vehículo)', null, SERVICE_TYPE],
      ['Frecuencia (Servicio del Vehículo)', null, SERVICE_FREQ],
    ],
  },
  {
    name: 'frappe-hr-vehicle-logs-en.csv', language: 'en', tdm: 'vehicle_logs',
    source: `${FRAPPE_VEHICLE_LOGS}, English (Sr, ID, 13 of the doctype's fields and 2 of its service table's)`,
    columns: [
      ['Sr', null, ROW_NUMBERS],
      ['ID', 'log_id', LOG_IDS],
      ['Series', null, SERIES],
      ['License Plate', 'licence_plate', PLATES_EN],
      ['Employee', 'driver', DRIVERS],
      ['Model', 'vehicle_model', VEHICLE_MODELS],
      ['Make', null, VEHICLE_MAKES],
      ['Date', 'date', 'date'],
      ['Current Odometer value ', 'odometer', ODOMETER],
      ['Last Odometer Value ', 'previous_odometer', LAST_ODOMETER],
      ['Fuel Qty', 'fuel_litres', FUEL_QTY],
      ['Fuel Price', 'fuel_price', FUEL_PRICE_GB],
      ['Supplier', 'supplier', STATIONS_EN],
      ['Invoice Ref', 'receipt_number', RECEIPTS],
      ['Amended From', null, EMPTY],
      ['Expense (Vehicle Service)', 'service_cost', SERVICE_EXPENSE],
      ['Service Item (Vehicle Service)', null, SERVICE_ITEMS],
    ],
  },
];
