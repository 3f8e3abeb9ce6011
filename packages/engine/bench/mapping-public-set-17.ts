/**
 * The seventeenth held-out set of the mapping benchmark (`npm run bench:mapping`, docs/mapping.md
 * "Benchmark"): headers that nobody working on Ferry wrote, from three open-source programs none of
 * the other sets use, in hospitality and health bookings: a hotel's room bookings and its guests
 * (QloApps), a room and resource booking system's reservations and users (LibreBooking, the
 * continuation of Booked Scheduler), and a hospital's patient visits (HospitalRun). Most of it is
 * not English (German, French, Spanish, Italian, Dutch and Portuguese, 17 of its 19 files). It is
 * meant as a tuning set: its misses are studied for general improvements.
 *
 * How it was built, in this order, and committed before the matcher was run on it:
 * 1. Target data models were written first, from scratch, as a hotel group and a clinic importing
 *    such files would write their own (English keys and labels, a description where a label alone
 *    would leave a person guessing, no `alternativeMatches`): room reservations, guests and
 *    appointments. Some of their columns have no source in any file (a reservation's hotel, room
 *    type, nights, adults, children, amount paid, currency and cancellation date; a guest's date
 *    of birth, gender, VIP flag, loyalty number, last stay and notes; an appointment's ID, email,
 *    phone, end, duration, status, reason, notes, price, booked-on date, reminder and cancellation
 *    reason), as a company's model has more than one export fills.
 *    A fourth model, patients, was written too and then left out: no program found writes a
 *    patient export with more than five columns in these languages.
 * 2. The headers were taken verbatim from files written by real programs, used by none of the
 *    other held-out sets (every `source` line of mapping-public-set*.ts checked) nor among the
 *    programs whose interface translations the matcher reads:
 *    · QloApps 1.1.1 (hotel booking and property management on PrestaShop 1.6; repository
 *      Qloapps/QloApps, the "v1.1.1 release" commit a006e37bdbbfb7e6cb4a23371b4725a6a8b656c8 of
 *      2017-08-17, the last that ships the back office's translations: translations/<iso>/admin.php
 *      for de, es, fr, nl and br (Brazilian Portuguese); later versions download them). The back
 *      office lists' Export button (AdminController::processExport in
 *      classes/controller/AdminController.php, lines 935–994) heads each column with its
 *      fields_list title as `$this->l()` translates it (Translate::getAdminTranslation: the key
 *      `<controller><md5 of the English string>`, then the AdminController/Helper/AdminTab keys,
 *      else the English string), leaving out the PDF column. Three lists:
 *      - Orders (controllers/admin/AdminOrdersController.php; a QloApps order is a room booking):
 *        ID, Reference, New client, Customer, Order Source, Company (only with B2B mode on),
 *        Total, Due Amount, Payment, Status, Date. "Order Source" and "Due Amount" are QloApps's
 *        own and have no translation in any pack, so every language's file writes them in English.
 *      - Customers (controllers/admin/AdminCustomersController.php): ID, Social title, First name,
 *        Last name, Email address, Company (B2B mode), Sales, Enabled, Newsletter, Opt-in,
 *        Registration, Last visit.
 *      - Addresses (controllers/admin/AdminAddressesController.php): ID, First Name, Last Name,
 *        Address, Zip/Postal Code, City, Country (the French pack's "Ville " ends in a space).
 *    · LibreBooking 2.8.6.2 (repository LibreBooking/app, commit
 *      7a763d98e52942ea3df7983133342d76b2bebac0 of 2024-10-16; lib/Config/Configuration.php
 *      VERSION), headers from `{translate key=…}` / Resources::GetString, the strings of
 *      lang/<locale>.php (de_de, fr_fr, es, it_it, du_nl, pt_pt, pt_br, en_us; each extends en_gb or
 *      en_us, and every string used here is the locale's own), read with a script that parsed the
 *      PHP files:
 *      - Application Management → Reservations → Export (tpl/Admin/Reservations/reservations_csv.tpl):
 *        User, Resource, Title, Description, BeginDate, EndDate, Duration, Created, LastModified,
 *        ReferenceNumber, CheckInTime, CheckOutTime, OriginalEndDate (no custom attributes).
 *      - Reports → Create New Report → list of all reservations, with resources, users and
 *        schedules → Export CSV (tpl/Reports/custom-csv.tpl; the column order of ReportDefinition
 *        in lib/Application/Reporting/ReportDefinition.php, the columns present in the rows that
 *        Domain/Access/ReportCommandBuilder.php selects; the user picks which columns to show,
 *        ReportCsvColumnView): Resource, BeginDate, EndDate, Duration, Hours, Title, Description,
 *        ReferenceNumber, User, FirstName, LastName, Email, Organization, Position, Phone,
 *        Timezone, Language, Groups, Participants, Schedule, Created, LastModified, Status,
 *        CheckInTime, CheckOutTime, OriginalEndDate, Credits (with credits enabled).
 *      - Application Management → Users → Export (tpl/Admin/Users/users_csv.tpl): FirstName,
 *        LastName, Username, Email, Phone, Organization, Position, Created, LastLogin, Status,
 *        Credits, Color, Timezone, Language, Groups (no custom attributes). The people who book in
 *        such a system are its users; their list is taken as a guest list.
 *    · HospitalRun 1.0 (offline-first hospital information system; repository
 *      HospitalRun/hospitalrun-frontend, branch 1.0.0-beta, the legacy Ember application, commit
 *      e93fe2430b51caef35ea88ca84ed5f73a939a25c of 2019-09-30): Patients → Reports → "Visit" report
 *      → Export Report (app/controllers/abstract-report-controller.js, _generateExport: the labels
 *      of the ticked columns of reportColumns in app/patients/reports/controller.js, lines
 *      119–199, translated by ember-intl from translations/<lang>.json for de, es, fr, it, pt-br
 *      and en): Visit Date, Visit Type, Location, Examiner, Name, Id, Sex, Date Of Birth, Age,
 *      Primary Diagnoses, Secondary Diagnoses, Procedures, Contacts, Referred By, Referred Date.
 *      Eight are ticked by default (Location, Age, the diagnoses, procedures, contacts and
 *      referral unticked); the user ticks others. (The translations/ folder of the 2017 tag
 *      v1.0.0-beta leaves most of these strings empty in German, Spanish and French, so the later
 *      branch was taken.)
 * 3. Each header was labelled with the TDM column a person would map it to, or null when none fits
 *    (decided from the header, the field's meaning in the program and the TDM alone; where a file
 *    has two columns for one target, the one that holds what the target describes, the other
 *    null). The decisions that are not obvious:
 *    QloApps orders: ID (the database ID) null and Reference (the booking reference; the German
 *    pack reads "Artikel-Nr.") the reservation number; New client null; Customer ("J. Doe") the
 *    guest name; Order Source (the shop's domain or "Back Office") the booking channel; Total the
 *    total price; Due Amount (what is left to pay of an advance-payment booking) null, as the TDM
 *    has the amount paid, not the amount due; Payment the payment method; Date (when the order
 *    was placed) the booked-on date. QloApps customers: ID the guest ID; Social title the
 *    salutation; Sales (the customer's total spent) the total spent; Enabled the active flag;
 *    Newsletter the newsletter; Opt-in (partners' offers) null; Registration the registered-on
 *    date; Last visit (the last visit to the website, not a stay) null. QloApps addresses: ID (an
 *    address's ID, not the customer's) null.
 *    LibreBooking reservations: User (the owner's full name) the guest name, and the report's
 *    First Name and Last Name null beside it; Resource the room; Title the title; Description the
 *    special requests; Begin the arrival and End the departure; Check In Time and Check Out Time
 *    (when the user actually checked in and out) null beside them, as are Original End, Duration
 *    ("2 days 3 hours", not a count of nights) and Hours; Created the booked-on date, Last
 *    Modified null; Reference Number the reservation number; Email and Phone the guest's;
 *    Organization the company; Schedule (the calendar the resource belongs to, often a building)
 *    null, as its header does not say hotel; Status (Created, Pending, Deleted) the reservation
 *    status; Position, Timezone, Language, Groups, Participants and Credits null. LibreBooking
 *    users: Username null; Organization the company; Position null; Created the registered-on
 *    date; Last Login null; Status (Active, Pending, Inactive) the active flag; Credits, Color,
 *    Timezone and Groups null; Language the preferred language.
 *    HospitalRun visits: Visit Date the start; Visit Type (Admission, Clinic, Followup, Imaging,
 *    Lab, Pharmacy) the service; Location the location; Examiner the practitioner; Name the
 *    patient; Id (the patient's display ID, P00123) the patient number, not an appointment ID;
 *    Sex, Date Of Birth, Age null; Primary and Secondary Diagnoses and Procedures null (what the
 *    visit found and did, not the reason the patient gave nor the service booked); Contacts (the
 *    patient's contacts, names with phone numbers) null; Referred By and Referred Date null.
 * 4. Then the set was committed, and only then the matcher was run on it.
 *
 * Values: 20 per column, generated by kind (./mapping-bench.ts) or sampled from the lists below,
 * written in the style of each export (QloApps's order totals and amounts due with the currency
 * sign as Tools::displayPrice writes them per language, a customer's sales and 0/1 flags as
 * stored, the new-client yes/no and the order states in the file's language, the customer as
 * "J. Doe"; LibreBooking's dates in the locale's res_popup and general_datetime formats, durations
 * as "2 days 3 hours" in the locale's words, statuses as Resources strings; HospitalRun's dates as
 * moment's "l" format writes them (a visit over several days as "3/15/2019 - 3/19/2019", and the
 * report's "Total for Clinic: 6" rows in the visit date column), visit types and sexes as
 * stored); a free-text or identifier column (names, references, titles, descriptions, diagnoses)
 * draws from at least eight distinct values.
 */
import { tdmColumn, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';

const col = tdmColumn;

/** The target data models of this set, written before the headers were collected. */
export const HELD_OUT_17_TDMS = {
  room_reservations: [
    col('reservation_id', 'Reservation number', 'string', 'Our or the booking system\'s reference of the reservation'),
    col('guest_name', 'Guest name', 'string', 'Name of the person the booking is for'),
    col('guest_email', 'Guest email', 'email'),
    col('guest_phone', 'Guest phone', 'phone'),
    col('property', 'Hotel', 'string', 'The hotel or property booked'),
    col('room_type', 'Room type', 'string', 'Single, double, suite, …'),
    col('room_number', 'Room', 'string', 'Number or name of the room or resource assigned'),
    col('check_in', 'Arrival', 'date', 'Check-in date, or start of the reservation'),
    col('check_out', 'Departure', 'date', 'Check-out date, or end of the reservation'),
    col('nights', 'Nights', 'int'),
    col('adults', 'Adults', 'int'),
    col('children', 'Children', 'int'),
    col('status', 'Reservation status', 'string', 'Confirmed, checked in, checked out, cancelled, no-show, pending, …'),
    col('total_amount', 'Total price', 'float', 'Amount charged for the stay, taxes included'),
    col('amount_paid', 'Amount paid', 'float'),
    col('currency', 'Currency', 'currency_code'),
    col('payment_method', 'Payment method', 'string'),
    col('channel', 'Booking channel', 'string', 'Where the booking came from: website, phone, front desk, OTA'),
    col('booked_at', 'Booked on', 'datetime', 'When the reservation was made'),
    col('cancelled_at', 'Cancelled on', 'datetime'),
    col('special_requests', 'Special requests', 'string', 'What the guest asked for or notes on the booking'),
    col('title', 'Title', 'string', 'Name or subject given to the reservation'),
    col('company', 'Company', 'string', 'Company the guest books for'),
  ],
  guests: [
    col('guest_id', 'Guest ID', 'string'),
    col('salutation', 'Salutation', 'string', 'Mr, Mrs, Dr, …'),
    col('first_name', 'First name', 'string'),
    col('last_name', 'Last name', 'string'),
    col('email', 'Email', 'email'),
    col('phone', 'Phone', 'phone'),
    col('date_of_birth', 'Date of birth', 'date'),
    col('gender', 'Gender', 'string'),
    col('company', 'Company', 'string'),
    col('address', 'Street address', 'string'),
    col('city', 'City', 'string'),
    col('postcode', 'Postcode', 'string'),
    col('country', 'Country', 'string'),
    col('language', 'Preferred language', 'string'),
    col('newsletter', 'Newsletter', 'boolean', 'Whether the guest agreed to receive the newsletter'),
    col('vip', 'VIP', 'boolean'),
    col('loyalty_number', 'Loyalty number', 'string', 'Membership number in our loyalty programme'),
    col('total_spent', 'Total spent', 'float', 'Sum of what the guest has paid us so far'),
    col('last_stay', 'Last stay', 'date', 'Date of the guest\'s most recent visit'),
    col('active', 'Active', 'boolean', 'Whether the guest\'s account is enabled'),
    col('created_at', 'Registered on', 'datetime', 'When the guest\'s profile was created'),
    col('notes', 'Notes', 'string'),
  ],
  appointments: [
    col('appointment_id', 'Appointment ID', 'string'),
    col('patient_name', 'Patient / client', 'string', 'Person the appointment is for'),
    col('patient_id', 'Patient number', 'string', 'Our record number of the patient or client'),
    col('patient_email', 'Patient email', 'email'),
    col('patient_phone', 'Patient phone', 'phone'),
    col('practitioner', 'Practitioner', 'string', 'Doctor, therapist or staff member who sees the patient'),
    col('service', 'Service', 'string', 'Type of visit or treatment booked'),
    col('location', 'Location', 'string', 'Clinic, room or site of the appointment'),
    col('start', 'Start', 'datetime'),
    col('end', 'End', 'datetime'),
    col('duration_minutes', 'Duration (minutes)', 'int'),
    col('status', 'Status', 'string', 'Booked, confirmed, arrived, completed, cancelled, no-show, …'),
    col('reason', 'Reason for visit', 'string', 'Complaint or purpose the patient gives'),
    col('notes', 'Notes', 'string', 'Remarks by the staff'),
    col('price', 'Price', 'float'),
    col('booked_at', 'Booked on', 'datetime', 'When the appointment was made'),
    col('reminder_sent', 'Reminder sent', 'boolean'),
    col('cancellation_reason', 'Cancellation reason', 'string'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** One file of this set. */
export type HeldOut17File = PublicSetFile<keyof typeof HELD_OUT_17_TDMS>;

const seq = (prefix: string, n: number, start = 1, step = 7): string[] => Array.from({ length: n }, (_, i) => `${prefix}${start + i * step}`);

// QloApps: orders (room bookings).
const ORDER_IDS = seq('', 20, 212, 3);
const ORDER_REFS = ['XKBKNABJK', 'OHSATSERP', 'FFATNOMMJ', 'UOYEVOLIJ', 'KHWLILZLL', 'ZRYGQPLMH', 'QWDXNBCVA', 'JTRPLEMSU', 'BVNXKDOEW', 'MPLZQATYR', 'GHWERTZUI', 'YXCVBNMAS'];
const CUSTOMERS_SHORT = ['M. Schneider', 'A. Keller', 'J. Dupont', 'C. Martin', 'L. Rossi', 'P. van Dijk', 'A. Silva', 'T. Becker', 'S. Moreau', 'R. Almeida', 'F. Weber', 'E. Janssen'];
const ORDER_SOURCE = ['hotel-seeblick.de', 'hotel-seeblick.de', 'hotel-seeblick.de', 'hotel-seeblick.de', 'Back Office'];
const ORDER_SOURCE_FR = ['www.hotel-les-tilleuls.fr', 'www.hotel-les-tilleuls.fr', 'www.hotel-les-tilleuls.fr', 'Back Office'];
const ORDER_SOURCE_BR = ['www.pousadamaresia.com.br', 'www.pousadamaresia.com.br', 'www.pousadamaresia.com.br', 'Back Office'];
const B2B_COMPANIES = ['', '', '', 'Nordwind GmbH', 'Bauer & Partner KG', '', 'Siemens AG', '', 'Stadtwerke Ulm', 'Deutsche Bahn AG', '', 'Müller Reisen GmbH', 'Allianz SE', 'Kanzlei Hoffmann', 'TUI Deutschland'];
const TOTAL_DE = ['248,00 €', '356,40 €', '129,00 €', '1.048,50 €', '612,00 €', '89,00 €', '478,80 €', '2.150,00 €', '305,00 €', '198,00 €'];
const TOTAL_FR = ['248,00 €', '356,40 €', '129,00 €', '1 048,50 €', '612,00 €', '89,00 €', '478,80 €', '2 150,00 €', '305,00 €', '198,00 €'];
const TOTAL_BR = ['R$ 480,00', 'R$ 1.260,00', 'R$ 355,50', 'R$ 2.940,00', 'R$ 720,00', 'R$ 199,90', 'R$ 1.518,00', 'R$ 645,00', 'R$ 990,00', 'R$ 410,00'];
const DUE_DE = ['0,00 €', '0,00 €', '0,00 €', '734,00 €', '0,00 €', '428,40 €', '0,00 €', '1.505,00 €', '0,00 €', '213,50 €'];
const DUE_FR = ['0,00 €', '0,00 €', '0,00 €', '734,00 €', '0,00 €', '428,40 €', '0,00 €', '1 505,00 €', '0,00 €', '213,50 €'];
const DUE_BR = ['R$ 0,00', 'R$ 0,00', 'R$ 0,00', 'R$ 2.058,00', 'R$ 0,00', 'R$ 882,00', 'R$ 0,00', 'R$ 451,50', 'R$ 0,00', 'R$ 287,00'];
const PAYMENT_DE = ['Banküberweisung', 'Banküberweisung', 'Scheck', 'PayPal', 'Zahlung im Hotel', 'Kreditkarte'];
const PAYMENT_FR = ['Virement bancaire', 'Virement bancaire', 'Chèque', 'PayPal', 'Paiement à l\'hôtel', 'Carte bancaire'];
const PAYMENT_BR = ['Transferência bancária', 'Transferência bancária', 'Cheque', 'PayPal', 'Pagamento no hotel', 'Cartão de crédito'];
const ORDER_STATE_DE = ['Zahlung eingegangen', 'Zahlung eingegangen', 'Warten auf Zahlungseingang Überweisung', 'Check-in', 'Check-out', 'Storniert', 'Erstattet', 'Teilzahlung eingegangen'];
const ORDER_STATE_FR = ['Paiement accepté', 'Paiement accepté', 'En attente de virement bancaire', 'Check-in', 'Check-out', 'Annulé', 'Remboursé', 'Paiement partiel accepté'];
const ORDER_STATE_BR = ['Pagamento aceito', 'Pagamento aceito', 'Aguardando pagamento por transferência', 'Check-in', 'Check-out', 'Cancelado', 'Reembolsado', 'Pagamento parcial aceito'];
const NEW_CLIENT_DE = ['Ja', 'Ja', 'Nein'];
const NEW_CLIENT_FR = ['Oui', 'Oui', 'Non'];
const NEW_CLIENT_BR = ['Sim', 'Sim', 'Não'];
const PS_DATETIMES = ['2024-03-14 18:22:05', '2024-03-15 09:41:37', '2024-03-15 21:03:12', '2024-03-17 11:58:44', '2024-03-18 07:15:20', '2024-03-19 16:30:02', '2024-03-20 13:12:49', '2024-03-21 22:47:31', '2024-03-23 08:05:16', '2024-03-24 19:36:58', '2024-03-26 10:20:11', '2024-03-27 14:44:09'];

// QloApps: customers and addresses.
const CUSTOMER_IDS = seq('', 20, 31, 4);
const ADDRESS_IDS = seq('', 20, 57, 5);
const SOCIAL_TITLE_ES = ['Sr.', 'Sra.', 'Sr.', 'Sra.', ''];
const SOCIAL_TITLE_NL = ['Dhr.', 'Mevr.', 'Dhr.', 'Mevr.', ''];
const SOCIAL_TITLE_FR = ['M.', 'Mme', 'M.', 'Mme', ''];
const SALES_RAW = ['', '248.000000', '1356.400000', '129.000000', '612.000000', '', '2478.800000', '305.000000', '89.000000', '720.500000', '4120.750000', '158.000000'];
const BOOL_01 = ['1', '1', '1', '0'];
const NEWSLETTER_01 = ['1', '0', '0', '1', '0'];
const PS_LAST_VISIT = ['2024-03-14 18:10:44', '2024-03-02 09:12:01', '', '2024-02-19 20:45:13', '2024-03-20 07:55:32', '2023-12-28 16:03:27', '2024-03-11 12:31:09', '', '2024-01-30 10:14:50', '2024-03-25 22:08:17'];
const COMPANIES_ES = ['', '', '', 'Viajes Sol S.L.', 'Iberdrola', '', 'Construcciones Pérez S.A.', '', 'Telefónica', 'Grupo Eventia', '', 'Mapfre', 'Bodegas Ortiz', 'Inditex', 'Clínica Dental Ruiz'];
const COUNTRY_DE = ['Deutschland', 'Deutschland', 'Deutschland', 'Österreich', 'Schweiz', 'Niederlande', 'Italien', 'Frankreich'];

// LibreBooking: reservations and users.
const LB_USERS = ['Anna Keller', 'Jonas Müller', 'Giulia Ferri', 'Tom van den Berg', 'Rita Sousa', 'Marco Bianchi', 'Inês Lopes', 'Lucía García', 'Pieter de Vries', 'Sophie Laurent', 'Luca Romano', 'Emma Janssen'];
const LB_FIRST = ['Anna', 'Jonas', 'Giulia', 'Tom', 'Rita', 'Marco', 'Inês', 'Lucía', 'Pieter', 'Sophie', 'Luca', 'Emma'];
const LB_LAST = ['Keller', 'Müller', 'Ferri', 'van den Berg', 'Sousa', 'Bianchi', 'Lopes', 'García', 'de Vries', 'Laurent', 'Romano', 'Janssen'];
const LB_USERNAMES = ['akeller', 'jmueller', 'gferri', 'tvdberg', 'rsousa', 'mbianchi', 'ilopes', 'lgarcia', 'pdevries', 'slaurent', 'lromano', 'ejanssen'];
const ROOMS_IT = ['Camera 101 – Singola', 'Camera 102 – Doppia', 'Camera 204 – Doppia', 'Camera 207 – Tripla', 'Suite 301', 'Camera 105 – Singola', 'Camera 210 – Doppia', 'Suite 302', 'Sala riunioni Garda'];
const ROOMS_NL = ['Kamer 101 – eenpersoons', 'Kamer 102 – tweepersoons', 'Kamer 204 – tweepersoons', 'Kamer 207 – familiekamer', 'Suite 301', 'Kamer 105 – eenpersoons', 'Kamer 210 – tweepersoons', 'Suite 302', 'Vergaderzaal Duin'];
const ROOMS_ES = ['Habitación 101 – Individual', 'Habitación 102 – Doble', 'Habitación 204 – Doble', 'Habitación 207 – Triple', 'Suite 301', 'Habitación 105 – Individual', 'Habitación 210 – Doble', 'Suite 302', 'Sala Alhambra'];
const ROOMS_EN = ['Room 101 – Single', 'Room 102 – Double', 'Room 204 – Double', 'Room 207 – Family', 'Suite 301', 'Room 105 – Single', 'Room 210 – Twin', 'Suite 302', 'Lakeview meeting room'];
const TITLES_IT = ['Soggiorno Keller', 'Famiglia Müller', 'Ferri – 2 notti', '', 'Viaggio di lavoro', 'Bianchi + 1', 'Anniversario', 'Gruppo convegno', 'Riunione reparto vendite', 'Weekend al lago'];
const TITLES_NL = ['Verblijf Keller', 'Familie Müller', 'Ferri – 2 nachten', '', 'Zakenreis', 'Bianchi + 1', 'Jubileum', 'Congresgroep', 'Overleg verkoop', 'Weekendje weg'];
const TITLES_ES = ['Estancia Keller', 'Familia Müller', 'Ferri – 2 noches', '', 'Viaje de negocios', 'Bianchi + 1', 'Aniversario', 'Grupo congreso', 'Reunión de ventas', 'Fin de semana'];
const TITLES_EN = ['Keller stay', 'Müller family', 'Ferri – 2 nights', '', 'Business trip', 'Bianchi + 1', 'Anniversary', 'Conference group', 'Sales team meeting', 'Weekend break'];
const DESCR_IT = ['', 'Arrivo in tarda serata', 'Culla in camera', '', 'Piano alto, lontano dall\'ascensore', 'Allergia alle piume', 'Colazione senza glutine', '', 'Parcheggio per un furgone', 'Letti separati', 'Fattura intestata alla ditta'];
const DESCR_NL = ['', 'Komt laat aan', 'Babybedje gewenst', '', 'Hoge verdieping, niet bij de lift', 'Allergisch voor veren', 'Glutenvrij ontbijt', '', 'Parkeerplaats voor een bus', 'Aparte bedden', 'Factuur op naam van het bedrijf'];
const DESCR_ES = ['', 'Llegada tarde', 'Cuna en la habitación', '', 'Planta alta, lejos del ascensor', 'Alergia a las plumas', 'Desayuno sin gluten', '', 'Plaza de aparcamiento para furgoneta', 'Camas separadas', 'Factura a nombre de la empresa'];
const DESCR_EN = ['', 'Late arrival', 'Cot in the room please', '', 'High floor, away from the lift', 'Feather allergy', 'Gluten-free breakfast', '', 'Parking for a van', 'Twin beds', 'Invoice to the company'];
const LB_BEGIN = ['14/03/2025 14:00', '15/03/2025 15:00', '15/03/2025 14:00', '17/03/2025 16:00', '18/03/2025 14:00', '19/03/2025 09:00', '20/03/2025 14:00', '21/03/2025 18:00', '22/03/2025 14:00', '24/03/2025 15:00', '26/03/2025 14:00', '27/03/2025 13:00'];
const LB_END = ['16/03/2025 11:00', '18/03/2025 11:00', '16/03/2025 10:00', '21/03/2025 11:00', '19/03/2025 11:00', '19/03/2025 17:00', '23/03/2025 11:00', '23/03/2025 11:00', '25/03/2025 10:00', '26/03/2025 11:00', '28/03/2025 11:00', '27/03/2025 18:00'];
const LB_BEGIN_EN = ['Fri, 3/14 2:00 PM', 'Sat, 3/15 3:00 PM', 'Sat, 3/15 2:00 PM', 'Mon, 3/17 4:00 PM', 'Tue, 3/18 2:00 PM', 'Wed, 3/19 9:00 AM', 'Thu, 3/20 2:00 PM', 'Fri, 3/21 6:00 PM', 'Sat, 3/22 2:00 PM', 'Mon, 3/24 3:00 PM', 'Wed, 3/26 2:00 PM', 'Thu, 3/27 1:00 PM'];
const LB_END_EN = ['Sun, 3/16 11:00 AM', 'Tue, 3/18 11:00 AM', 'Sun, 3/16 10:00 AM', 'Fri, 3/21 11:00 AM', 'Wed, 3/19 11:00 AM', 'Wed, 3/19 5:00 PM', 'Sun, 3/23 11:00 AM', 'Sun, 3/23 11:00 AM', 'Tue, 3/25 10:00 AM', 'Wed, 3/26 11:00 AM', 'Fri, 3/28 11:00 AM', 'Thu, 3/27 6:00 PM'];
const LB_DUR_IT = ['1 giorni 21 ore', '2 giorni 20 ore', '20 ore', '3 giorni 19 ore', '21 ore', '8 ore', '2 giorni 21 ore', '1 giorni 17 ore', '2 giorni 20 ore', '5 ore'];
const LB_DUR_NL = ['1 dagen 21 uren', '2 dagen 20 uren', '20 uren', '3 dagen 19 uren', '21 uren', '8 uren', '2 dagen 21 uren', '1 dagen 17 uren', '2 dagen 20 uren', '5 uren'];
const LB_DUR_ES = ['1 días 21 horas', '2 días 20 horas', '20 horas', '3 días 19 horas', '21 horas', '8 horas', '2 días 21 horas', '1 días 17 horas', '2 días 20 horas', '5 horas'];
const LB_DUR_EN = ['1 days 21 hours', '2 days 20 hours', '20 hours', '3 days 19 hours', '21 hours', '8 hours', '2 days 21 hours', '1 days 17 hours', '2 days 20 hours', '5 hours'];
const LB_HOURS = ['45', '68', '20', '91', '21', '8', '69', '41', '68', '5'];
const LB_CREATED = ['02/03/2025 10:14:22', '03/03/2025 18:40:05', '05/03/2025 08:02:51', '06/03/2025 12:33:17', '08/03/2025 21:15:40', '10/03/2025 09:47:03', '11/03/2025 16:20:38', '12/03/2025 07:58:12', '13/03/2025 14:09:55', '14/03/2025 19:31:26', '15/03/2025 11:45:00', '16/03/2025 22:03:48'];
const LB_CREATED_EN = ['03/02/2025 10:14:22 AM', '03/03/2025 6:40:05 PM', '03/05/2025 8:02:51 AM', '03/06/2025 12:33:17 PM', '03/08/2025 9:15:40 PM', '03/10/2025 9:47:03 AM', '03/11/2025 4:20:38 PM', '03/12/2025 7:58:12 AM', '03/13/2025 2:09:55 PM', '03/14/2025 7:31:26 PM'];
const LB_MODIFIED = ['', '04/03/2025 09:10:41', '', '06/03/2025 12:40:02', '', '', '12/03/2025 10:05:19', '', '14/03/2025 08:22:36', '', '17/03/2025 15:44:10'];
const LB_MODIFIED_EN = ['', '03/04/2025 9:10:41 AM', '', '03/06/2025 12:40:02 PM', '', '', '03/12/2025 10:05:19 AM', '', '03/14/2025 8:22:36 AM', ''];
const LB_CHECKIN = ['', '', '14/03/2025 14:25:10', '15/03/2025 16:02:47', '', '17/03/2025 17:31:05', '18/03/2025 13:58:40', '', '20/03/2025 15:12:33', ''];
const LB_CHECKOUT = ['', '', '16/03/2025 10:41:29', '18/03/2025 10:55:02', '', '21/03/2025 09:48:16', '19/03/2025 10:30:51', '', '23/03/2025 10:07:44', ''];
const LB_CHECKIN_EN = ['', '', '03/14/2025 2:25:10 PM', '03/15/2025 4:02:47 PM', '', '03/17/2025 5:31:05 PM', '03/18/2025 1:58:40 PM', '', '03/20/2025 3:12:33 PM', ''];
const LB_CHECKOUT_EN = ['', '', '03/16/2025 10:41:29 AM', '03/18/2025 10:55:02 AM', '', '03/21/2025 9:48:16 AM', '03/19/2025 10:30:51 AM', '', '03/23/2025 10:07:44 AM', ''];
const LB_ORIGINAL_END = ['', '', '', '', '', '', '', '20/03/2025 11:00:00', '', '', '27/03/2025 11:00:00', ''];
const LB_ORIGINAL_END_EN = ['', '', '', '', '', '', '', '03/20/2025 11:00:00 AM', '', ''];
const LB_REFS = ['67d40c2b8a4f1718541867', '67d5a1e0c3b27420975413', '67d7f3a91be56119045722', '67d98b0e2fa17850361298', '67dc1f4d7ac39012846675', '67de72b3f4d08436752910', '67e0c58a11e6f243508837', '67e31d6c9b2a5690315248', '67e56e02dd8c7104429583', '67e7c4a95f30b385716024', '67ea19d73c6e4597248301', '67ec6b15a0f92613087452'];
const LB_STATUS_ES = ['Creado', 'Creado', 'Creado', 'Pendiente', 'Creado', 'Borrado'];
const LB_STATUS_EN = ['Created', 'Created', 'Created', 'Pending', 'Created', 'Deleted'];
const LB_ORGS = ['', '', 'Nordwind GmbH', 'Studio Ferri', '', 'Bianchi S.r.l.', 'Lopes & Filhos', '', 'De Vries Advies', 'Agence Laurent', '', 'Janssen BV'];
const LB_POSITIONS = ['', '', 'Einkauf', 'Designer', '', 'Amministratore', 'Gerente', '', 'Consultant', 'Directrice', '', 'Office manager', 'Sales director', 'Project lead', 'Assistente', 'Travel coordinator'];
const LB_TIMEZONES = ['Europe/Berlin', 'Europe/Berlin', 'Europe/Rome', 'Europe/Amsterdam', 'Europe/Lisbon', 'Europe/Madrid', 'Europe/Paris'];
const LB_LANGS = ['de_de', 'en_us', 'it_it', 'du_nl', 'pt_pt', 'es', 'fr_fr', 'en_gb'];
const LB_GROUPS = ['', 'Guests', 'Guests', 'Guests, Corporate', 'Staff', 'Guests', 'Corporate', ''];
const LB_PARTICIPANTS = ['', '', 'Jonas Müller', '', 'Marco Bianchi, Luca Romano', '', '', 'Anna Keller', '', 'Emma Janssen, Pieter de Vries', '', 'Sophie Laurent', 'Rita Sousa', 'Tom van den Berg, Giulia Ferri', 'Lucía García', 'Inês Lopes, Marco Bianchi'];
const LB_SCHEDULES_ES = ['Hotel Alhambra', 'Hotel Alhambra', 'Hotel Alhambra', 'Anexo', 'Salas de reuniones'];
const LB_SCHEDULES_EN = ['Main building', 'Main building', 'Main building', 'Garden annexe', 'Meeting rooms'];
const LB_CREDITS = ['0', '2', '4', '1', '0', '3', '6', '2'];
const LB_USER_STATUS_PT = ['Ativo', 'Ativo', 'Ativo', 'Pendente', 'Inativo'];
const LB_USER_STATUS_DE = ['Aktiv', 'Aktiv', 'Aktiv', 'Unbestätigt', 'Inaktiv'];
const LB_SHORT_CREATED = ['3/2/24 10:14', '18/2/24 18:40', '5/3/24 08:02', '26/4/24 12:33', '8/5/24 21:15', '10/6/24 09:47', '1/7/24 16:20', '12/8/24 07:58', '3/9/24 14:09', '14/10/24 19:31', '5/11/24 11:45'];
const LB_LAST_LOGIN = ['14/3/25 08:02', '', '2/3/25 19:40', '27/2/25 10:15', '15/3/25 22:33', '', '9/1/25 14:20', '11/3/25 07:51', '28/12/24 16:05', '13/3/25 12:44'];
const LB_COLORS = ['', '', '#1e90ff', '', '#ff8c00', '', '#2e8b57', '#9932cc', ''];

// HospitalRun: visits.
const HR_VISIT_DATES = ['3/14/2019', '3/14/2019', '3/15/2019', '3/15/2019 - 3/19/2019', '3/18/2019', '3/19/2019', '3/20/2019 - 3/22/2019', '3/21/2019', '3/22/2019', '3/25/2019', '3/26/2019', '3/27/2019', 'Total for Clinic: 6'];
const HR_VISIT_TYPES = ['Clinic', 'Clinic', 'Followup', 'Admission', 'Imaging', 'Lab', 'Clinic', 'Pharmacy'];
const HR_LOCATIONS = ['Outpatient Clinic', 'Outpatient Clinic', 'Ward A', 'Ward B', 'Radiology', 'Laboratory', 'Maternity', 'Emergency'];
const HR_EXAMINERS = ['Dr. Okafor', 'Dr. Okafor', 'Dr. Mensah', 'Dr. Haddad', 'Nurse Achieng', 'Dr. Banda', 'Dr. Mensah', 'Dr. Kamau', '', 'Dr. Wanjiku', 'Dr. Ochieng', 'Clinical Officer Mutiso'];
const HR_NAMES = ['Grace Wanjiru', 'Samuel Otieno', 'Amina Diallo', 'Joseph Mwangi', 'Fatima Bello', 'Peter Kariuki', 'Esther Njeri', 'David Omondi', 'Mary Achieng', 'John Kimani', 'Ruth Atieno', 'Isaac Mutua'];
const HR_IDS = ['P00123', 'P00124', 'P00131', 'P00140', 'P00152', 'P00157', 'P00163', 'P00171', 'P00178', 'P00185', 'P00190', 'P00204'];
const HR_SEX = ['Female', 'Male', 'Female', 'Male', ''];
const HR_DOB = ['5/21/1984', '11/2/1967', '1/30/2015', '7/14/1952', '9/9/1990', '12/25/1978', '3/3/2001', '6/18/1945', '', '10/10/1988', '2/28/1999'];
const HR_AGE = ['34', '51', '4', '66', '28', '40', '18', '73', '', '30', '20'];
const HR_PRIMARY_DIAG = ['Malaria', 'Hypertension', 'Upper respiratory tract infection', 'Type 2 diabetes mellitus', 'Pregnancy', 'Fracture of radius', 'Typhoid fever', 'Pneumonia', 'Gastroenteritis', 'Asthma', ''];
const HR_SECONDARY_DIAG = ['', '', 'Anaemia', '', 'Dehydration', 'Hypertension', '', 'Malnutrition', '', 'Otitis media', 'Urinary tract infection', 'HIV', 'Sickle cell disease', '', 'Peptic ulcer'];
const HR_PROCEDURES = ['', '', 'Wound dressing', '', 'Cast application', 'Suturing', '', 'Incision and drainage', '', 'Caesarean section', 'Appendectomy', 'Chest X-ray', 'Blood transfusion', '', 'Circumcision'];
const HR_CONTACTS = ['', 'Jane Otieno (Wife) 0712 345678', '', 'Ali Diallo (Father) 0733 221190', '', 'Ann Mwangi (Daughter) 0722 908811', '', '', 'Paul Njeri (Brother) 0701 556432', '', 'Rose Kimani (Mother) 0720 114587', 'Hassan Bello (Husband) 0745 663201', 'Agnes Mutua (Sister) 0711 908734', 'Daniel Omondi (Son) 0798 112056', 'Lucy Achieng (Aunt) 0725 430918'];
const HR_REFERRED_BY = ['', '', '', 'Kibera Health Centre', '', 'Dr. Wafula', '', 'Mbagathi Hospital', '', 'St. Mary\'s Mission Clinic', 'Dr. Chebet', 'Riruta Health Centre', 'Kenyatta National Hospital', 'Dr. Ndirangu', 'Marie Stopes Clinic'];
const HR_REFERRED_DATE = ['', '', '', '3/12/2019', '', '3/16/2019', '', '3/19/2019', '', '3/24/2019', '3/2/2019', '2/27/2019', '3/8/2019', '3/21/2019', '3/11/2019'];

const QLO_ORDERS = 'QloApps 1.1.1 (hotel booking), Orders → Export (AdminOrdersController, processExport)';
const QLO_CUSTOMERS = 'QloApps 1.1.1, Customers → Export (AdminCustomersController, processExport)';
const QLO_ADDRESSES = 'QloApps 1.1.1, Customers → Addresses → Export (AdminAddressesController, processExport)';
const LB_RESERVATIONS = 'LibreBooking 2.8.6.2 (room and resource booking, formerly Booked Scheduler), Application Management → Reservations → Export (reservations_csv.tpl)';
const LB_REPORT = 'LibreBooking 2.8.6.2, Reports → list of all reservations (with resources, users, schedules) → Export CSV (custom-csv.tpl)';
const LB_USERS_EXPORT = 'LibreBooking 2.8.6.2, Application Management → Users → Export (users_csv.tpl)';
const HR_VISITS = 'HospitalRun 1.0 (hospital information system, legacy branch 1.0.0-beta), Patients → Reports → Visit → Export Report';

/** The files of this set. */
export const HELD_OUT_17_FILES: HeldOut17File[] = [
  {
    name: 'qloapps-orders-de.csv', language: 'de', tdm: 'room_reservations',
    source: `${QLO_ORDERS}, German (11 columns, B2B mode on; Order Source and Due Amount untranslated in the pack)`,
    columns: [
      ['ID', null, ORDER_IDS],
      ['Artikel-Nr.', 'reservation_id', ORDER_REFS],
      ['Neuer Kunde', null, NEW_CLIENT_DE],
      ['Kunde', 'guest_name', CUSTOMERS_SHORT],
      ['Order Source', 'channel', ORDER_SOURCE],
      ['Firma', 'company', B2B_COMPANIES],
      ['Gesamt', 'total_amount', TOTAL_DE],
      ['Due Amount', null, DUE_DE],
      ['Zahlungsart', 'payment_method', PAYMENT_DE],
      ['Status', 'status', ORDER_STATE_DE],
      ['Datum', 'booked_at', PS_DATETIMES],
    ],
  },
  {
    name: 'qloapps-orders-fr.csv', language: 'fr', tdm: 'room_reservations',
    source: `${QLO_ORDERS}, French (10 columns; Order Source and Due Amount untranslated in the pack)`,
    columns: [
      ['ID', null, ORDER_IDS],
      ['Référence', 'reservation_id', ORDER_REFS],
      ['Nouveau client', null, NEW_CLIENT_FR],
      ['Client', 'guest_name', CUSTOMERS_SHORT],
      ['Order Source', 'channel', ORDER_SOURCE_FR],
      ['Total', 'total_amount', TOTAL_FR],
      ['Due Amount', null, DUE_FR],
      ['Paiement', 'payment_method', PAYMENT_FR],
      ['État', 'status', ORDER_STATE_FR],
      ['Date', 'booked_at', PS_DATETIMES],
    ],
  },
  {
    name: 'qloapps-orders-pt.csv', language: 'pt', tdm: 'room_reservations',
    source: `${QLO_ORDERS}, Brazilian Portuguese (br; 10 columns; Order Source and Due Amount untranslated in the pack)`,
    columns: [
      ['ID', null, ORDER_IDS],
      ['Referência', 'reservation_id', ORDER_REFS],
      ['Novo cliente', null, NEW_CLIENT_BR],
      ['Cliente', 'guest_name', CUSTOMERS_SHORT],
      ['Order Source', 'channel', ORDER_SOURCE_BR],
      ['Total', 'total_amount', TOTAL_BR],
      ['Due Amount', null, DUE_BR],
      ['Pagamento', 'payment_method', PAYMENT_BR],
      ['Estado', 'status', ORDER_STATE_BR],
      ['Data', 'booked_at', PS_DATETIMES],
    ],
  },
  {
    name: 'qloapps-customers-es.csv', language: 'es', tdm: 'guests',
    source: `${QLO_CUSTOMERS}, Spanish (12 columns, B2B mode on)`,
    columns: [
      ['ID', 'guest_id', CUSTOMER_IDS],
      ['Tratamiento', 'salutation', SOCIAL_TITLE_ES],
      ['Nombre', 'first_name', 'first'],
      ['Apellido', 'last_name', 'last'],
      ['Correo electrónico', 'email', 'email'],
      ['Empresa', 'company', COMPANIES_ES],
      ['Ventas', 'total_spent', SALES_RAW],
      ['Activado', 'active', BOOL_01],
      ['Boletín', 'newsletter', NEWSLETTER_01],
      ['Opt-in', null, NEWSLETTER_01],
      ['Fecha de registro', 'created_at', PS_DATETIMES],
      ['Última visita', null, PS_LAST_VISIT],
    ],
  },
  {
    name: 'qloapps-customers-nl.csv', language: 'nl', tdm: 'guests',
    source: `${QLO_CUSTOMERS}, Dutch (11 columns)`,
    columns: [
      ['ID', 'guest_id', CUSTOMER_IDS],
      ['Sociale titel', 'salutation', SOCIAL_TITLE_NL],
      ['Voornaam', 'first_name', 'first'],
      ['Achternaam', 'last_name', 'last'],
      ['E-mailadres', 'email', 'email'],
      ['Verkopen', 'total_spent', SALES_RAW],
      ['Ingeschakeld', 'active', BOOL_01],
      ['Nieuwsbrief', 'newsletter', NEWSLETTER_01],
      ['Opt-in', null, NEWSLETTER_01],
      ['Registratie', 'created_at', PS_DATETIMES],
      ['Laatste bezoek:', null, PS_LAST_VISIT],
    ],
  },
  {
    name: 'qloapps-customers-fr.csv', language: 'fr', tdm: 'guests',
    source: `${QLO_CUSTOMERS}, French (11 columns)`,
    columns: [
      ['ID', 'guest_id', CUSTOMER_IDS],
      ['Titre', 'salutation', SOCIAL_TITLE_FR],
      ['Prénom', 'first_name', 'first'],
      ['Nom', 'last_name', 'last'],
      ['Adresse e-mail', 'email', 'email'],
      ['Ventes', 'total_spent', SALES_RAW],
      ['Activé', 'active', BOOL_01],
      ['Lettre d\'informations', 'newsletter', NEWSLETTER_01],
      ['Opt-in', null, NEWSLETTER_01],
      ['Inscription', 'created_at', PS_DATETIMES],
      ['Dernière visite', null, PS_LAST_VISIT],
    ],
  },
  {
    name: 'qloapps-addresses-de.csv', language: 'de', tdm: 'guests',
    source: `${QLO_ADDRESSES}, German (7 columns)`,
    columns: [
      ['ID', null, ADDRESS_IDS],
      ['Vorname', 'first_name', 'first'],
      ['Name', 'last_name', 'last'],
      ['Adresse', 'address', 'street'],
      ['PLZ', 'postcode', 'postcode'],
      ['Stadt', 'city', 'city'],
      ['Land', 'country', COUNTRY_DE],
    ],
  },
  {
    name: 'librebooking-reservations-it.csv', language: 'it', tdm: 'room_reservations',
    source: `${LB_RESERVATIONS}, Italian (it_it; its 13 columns)`,
    columns: [
      ['Utente', 'guest_name', LB_USERS],
      ['Risorsa', 'room_number', ROOMS_IT],
      ['Titolo', 'title', TITLES_IT],
      ['Descrizione', 'special_requests', DESCR_IT],
      ['Inizio', 'check_in', LB_BEGIN],
      ['Fine', 'check_out', LB_END],
      ['Durata', null, LB_DUR_IT],
      ['Creato', 'booked_at', LB_CREATED],
      ['Ultima modifica', null, LB_MODIFIED],
      ['Numero riferimento', 'reservation_id', LB_REFS],
      ['Ora del check-in', null, LB_CHECKIN],
      ['Ora del check-out', null, LB_CHECKOUT],
      ['Data originale di conclusione', null, LB_ORIGINAL_END],
    ],
  },
  {
    name: 'librebooking-reservations-nl.csv', language: 'nl', tdm: 'room_reservations',
    source: `${LB_RESERVATIONS}, Dutch (du_nl; its 13 columns)`,
    columns: [
      ['Gebruiker', 'guest_name', LB_USERS],
      ['Bron', 'room_number', ROOMS_NL],
      ['Titel', 'title', TITLES_NL],
      ['Beschrijving', 'special_requests', DESCR_NL],
      ['Begin', 'check_in', LB_BEGIN],
      ['Einde', 'check_out', LB_END],
      ['Duur', null, LB_DUR_NL],
      ['Aangemaakt', 'booked_at', LB_CREATED],
      ['Laatste wijziging', null, LB_MODIFIED],
      ['Referentie nummer', 'reservation_id', LB_REFS],
      ['Check-in tijd', null, LB_CHECKIN],
      ['Check-uit tijd', null, LB_CHECKOUT],
      ['Oorspronkelijke eind tijd', null, LB_ORIGINAL_END],
    ],
  },
  {
    name: 'librebooking-report-es.csv', language: 'es', tdm: 'room_reservations',
    source: `${LB_REPORT}, Spanish (es; 22 of its columns)`,
    columns: [
      ['Recurso', 'room_number', ROOMS_ES],
      ['Inicio', 'check_in', LB_BEGIN],
      ['Fin', 'check_out', LB_END],
      ['Duración', null, LB_DUR_ES],
      ['Horas', null, LB_HOURS],
      ['Título', 'title', TITLES_ES],
      ['Descripción', 'special_requests', DESCR_ES],
      ['Número de referencia', 'reservation_id', LB_REFS],
      ['Usuario', 'guest_name', LB_USERS],
      ['Nombre', null, LB_FIRST],
      ['Apellido', null, LB_LAST],
      ['Correo', 'guest_email', 'email'],
      ['Organización', 'company', LB_ORGS],
      ['Teléfono', 'guest_phone', 'phone'],
      ['Idioma', null, LB_LANGS],
      ['Participantes', null, LB_PARTICIPANTS],
      ['Planificación', null, LB_SCHEDULES_ES],
      ['Creado', 'booked_at', LB_CREATED],
      ['Estado', 'status', LB_STATUS_ES],
      ['Hora de «check in»', null, LB_CHECKIN],
      ['Hora de «check out»', null, LB_CHECKOUT],
      ['Créditos', null, LB_CREDITS],
    ],
  },
  {
    name: 'librebooking-report-en.csv', language: 'en', tdm: 'room_reservations',
    source: `${LB_REPORT}, English (en_us; all its 26 columns and Credits)`,
    columns: [
      ['Resource', 'room_number', ROOMS_EN],
      ['Begin', 'check_in', LB_BEGIN_EN],
      ['End', 'check_out', LB_END_EN],
      ['Duration', null, LB_DUR_EN],
      ['Hours', null, LB_HOURS],
      ['Title', 'title', TITLES_EN],
      ['Description', 'special_requests', DESCR_EN],
      ['Reference Number', 'reservation_id', LB_REFS],
      ['User', 'guest_name', LB_USERS],
      ['First Name', null, LB_FIRST],
      ['Last Name', null, LB_LAST],
      ['Email', 'guest_email', 'email'],
      ['Organization', 'company', LB_ORGS],
      ['Position', null, LB_POSITIONS],
      ['Phone', 'guest_phone', 'phone'],
      ['Timezone', null, LB_TIMEZONES],
      ['Language', null, LB_LANGS],
      ['Groups', null, LB_GROUPS],
      ['Participants', null, LB_PARTICIPANTS],
      ['Schedule', null, LB_SCHEDULES_EN],
      ['Created', 'booked_at', LB_CREATED_EN],
      ['Last Modified', null, LB_MODIFIED_EN],
      ['Status', 'status', LB_STATUS_EN],
      ['Check In Time', null, LB_CHECKIN_EN],
      ['Check Out Time', null, LB_CHECKOUT_EN],
      ['Original End', null, LB_ORIGINAL_END_EN],
      ['Credits', null, LB_CREDITS],
    ],
  },
  {
    name: 'librebooking-users-pt.csv', language: 'pt', tdm: 'guests',
    source: `${LB_USERS_EXPORT}, Portuguese (pt_pt; its 15 columns)`,
    columns: [
      ['Nome', 'first_name', LB_FIRST],
      ['Apelido', 'last_name', LB_LAST],
      ['Utilizador', null, LB_USERNAMES],
      ['E-mail', 'email', 'email'],
      ['Telefone', 'phone', 'phone'],
      ['Organização', 'company', LB_ORGS],
      ['Posição', null, LB_POSITIONS],
      ['Criado', 'created_at', LB_SHORT_CREATED],
      ['Último acesso', null, LB_LAST_LOGIN],
      ['Estado', 'active', LB_USER_STATUS_PT],
      ['Créditos', null, LB_CREDITS],
      ['Cor', null, LB_COLORS],
      ['Fuso Horário', null, LB_TIMEZONES],
      ['Idioma', 'language', LB_LANGS],
      ['Grupos', null, LB_GROUPS],
    ],
  },
  {
    name: 'librebooking-users-de.csv', language: 'de', tdm: 'guests',
    source: `${LB_USERS_EXPORT}, German (de_de; its 15 columns)`,
    columns: [
      ['Vorname', 'first_name', LB_FIRST],
      ['Nachname', 'last_name', LB_LAST],
      ['Benutzername', null, LB_USERNAMES],
      ['E-Mail', 'email', 'email'],
      ['Telefon', 'phone', 'phone'],
      ['Organisation', 'company', LB_ORGS],
      ['Position', null, LB_POSITIONS],
      ['Erzeugt', 'created_at', LB_SHORT_CREATED],
      ['Letzter Login', null, LB_LAST_LOGIN],
      ['Status', 'active', LB_USER_STATUS_DE],
      ['Punkte', null, LB_CREDITS],
      ['Farbe', null, LB_COLORS],
      ['Zeitzone', null, LB_TIMEZONES],
      ['Sprache', 'language', LB_LANGS],
      ['Gruppen', null, LB_GROUPS],
    ],
  },
  {
    name: 'hospitalrun-visit-report-de.csv', language: 'de', tdm: 'appointments',
    source: `${HR_VISITS}, German (all 15 columns ticked)`,
    columns: [
      ['Datum der Visite', 'start', HR_VISIT_DATES],
      ['Visitenarten', 'service', HR_VISIT_TYPES],
      ['Ort', 'location', HR_LOCATIONS],
      ['Prüfer', 'practitioner', HR_EXAMINERS],
      ['Name', 'patient_name', HR_NAMES],
      ['ID', 'patient_id', HR_IDS],
      ['Geschlecht', null, HR_SEX],
      ['Geburtsdatum', null, HR_DOB],
      ['Alter', null, HR_AGE],
      ['Primärdiagnose', null, HR_PRIMARY_DIAG],
      ['Sekundärdiagnose', null, HR_SECONDARY_DIAG],
      ['Behandlungen', null, HR_PROCEDURES],
      ['Kontakte', null, HR_CONTACTS],
      ['Überweisung von', null, HR_REFERRED_BY],
      ['Überweisungsdatum', null, HR_REFERRED_DATE],
    ],
  },
  {
    name: 'hospitalrun-visit-report-it.csv', language: 'it', tdm: 'appointments',
    source: `${HR_VISITS}, Italian (the 8 default columns, with Location, Primary Diagnoses and Referred By ticked)`,
    columns: [
      ['Data visita', 'start', HR_VISIT_DATES],
      ['Tipo di visita', 'service', HR_VISIT_TYPES],
      ['Luogo', 'location', HR_LOCATIONS],
      ['Esaminatore', 'practitioner', HR_EXAMINERS],
      ['Nome', 'patient_name', HR_NAMES],
      ['Id', 'patient_id', HR_IDS],
      ['Sesso', null, HR_SEX],
      ['Data di nascita', null, HR_DOB],
      ['Diagnosi primaria', null, HR_PRIMARY_DIAG],
      ['Riferito da', null, HR_REFERRED_BY],
    ],
  },
  {
    name: 'hospitalrun-visit-report-fr.csv', language: 'fr', tdm: 'appointments',
    source: `${HR_VISITS}, French (the 8 default columns, with Location, Age, Procedures and Contacts ticked)`,
    columns: [
      ['Date de visite', 'start', HR_VISIT_DATES],
      ['Type de visite', 'service', HR_VISIT_TYPES],
      ['Emplacement', 'location', HR_LOCATIONS],
      ['Examiner', 'practitioner', HR_EXAMINERS],
      ['Nom', 'patient_name', HR_NAMES],
      ['Id', 'patient_id', HR_IDS],
      ['Sexe', null, HR_SEX],
      ['Date de naissance', null, HR_DOB],
      ['Age', null, HR_AGE],
      ['Procédures', null, HR_PROCEDURES],
      ['Contacts', null, HR_CONTACTS],
    ],
  },
  {
    name: 'hospitalrun-visit-report-es.csv', language: 'es', tdm: 'appointments',
    source: `${HR_VISITS}, Spanish (the 8 default columns, with Location, both diagnoses and the referral ticked)`,
    columns: [
      ['Fecha de visita', 'start', HR_VISIT_DATES],
      ['Tipo de visita', 'service', HR_VISIT_TYPES],
      ['Ubicación', 'location', HR_LOCATIONS],
      ['Examinador', 'practitioner', HR_EXAMINERS],
      ['Nombre', 'patient_name', HR_NAMES],
      ['Id', 'patient_id', HR_IDS],
      ['Sexo', null, HR_SEX],
      ['Fecha de nacimiento', null, HR_DOB],
      ['Diagnóstico primario', null, HR_PRIMARY_DIAG],
      ['Diagnóstico secundario', null, HR_SECONDARY_DIAG],
      ['Referido por', null, HR_REFERRED_BY],
      ['Fecha de referido', null, HR_REFERRED_DATE],
    ],
  },
  {
    name: 'hospitalrun-visit-report-pt.csv', language: 'pt', tdm: 'appointments',
    source: `${HR_VISITS}, Brazilian Portuguese (pt-br; the 8 default columns and Age)`,
    columns: [
      ['Data da Visita', 'start', HR_VISIT_DATES],
      ['Tipo de Visita', 'service', HR_VISIT_TYPES],
      ['Examinador', 'practitioner', HR_EXAMINERS],
      ['Nome', 'patient_name', HR_NAMES],
      ['Id', 'patient_id', HR_IDS],
      ['Sexo', null, HR_SEX],
      ['Data de Nascimento', null, HR_DOB],
      ['Idade', null, HR_AGE],
    ],
  },
  {
    name: 'hospitalrun-visit-report-en.csv', language: 'en', tdm: 'appointments',
    source: `${HR_VISITS}, English (all 15 columns ticked)`,
    columns: [
      ['Visit Date', 'start', HR_VISIT_DATES],
      ['Visit Type', 'service', HR_VISIT_TYPES],
      ['Location', 'location', HR_LOCATIONS],
      ['Examiner', 'practitioner', HR_EXAMINERS],
      ['Name', 'patient_name', HR_NAMES],
      ['Id', 'patient_id', HR_IDS],
      ['Sex', null, HR_SEX],
      ['Date Of Birth', null, HR_DOB],
      ['Age', null, HR_AGE],
      ['Primary Diagnoses', null, HR_PRIMARY_DIAG],
      ['Secondary Diagnoses', null, HR_SECONDARY_DIAG],
      ['Procedures', null, HR_PROCEDURES],
      ['Contacts', null, HR_CONTACTS],
      ['Referred By', null, HR_REFERRED_BY],
      ['Referred Date', null, HR_REFERRED_DATE],
    ],
  },
];
