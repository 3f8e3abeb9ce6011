/**
 * The eighteenth held-out set of the mapping benchmark (`npm run bench:mapping`, docs/mapping.md
 * "Benchmark"): headers that nobody working on Ferry wrote, from two open-source programs none of
 * the other sets use, in two domains the matcher was not tuned for: facility maintenance (work
 * orders and the equipment they are done on) and fundraising (donations and donors). Most of it is
 * not English (German, French, Spanish, Italian, Dutch and Brazilian Portuguese, 11 of its 14
 * files). It is a clean held-out set: only its aggregate figures are to be read.
 *
 * How it was built, in this order, and committed before the matcher was run on it:
 * 1. Target data models were written first, from scratch, as a facilities department and a
 *    charity's fundraising office importing such files would write their own (English keys and
 *    labels, a description where a label alone would leave a person guessing, no
 *    `alternativeMatches`): work orders, maintained assets, donations and donors. Some of their
 *    columns have no source in any file (a work order's requester, work type, start, labour hours
 *    and costs and cost centre; an asset's manufacturer, model, installation and purchase dates,
 *    cost, criticality and service dates; a donation's donor name, fee, net amount, fund,
 *    recurring flag, receipt and thank-you dates, tribute, anonymity and Gift Aid; a donor's ID,
 *    type, title, first and last names, organisation, birth date, gender, language, mailing
 *    preferences, first gift and source), as a company's model has more than one export fills.
 * 2. The headers were taken verbatim from files written by real programs, used by none of held-out
 *    2 to 17 (every `source` line of those sets checked) nor among the programs whose interface
 *    translations the matcher reads:
 *    · Atlas CMMS (Grashjs/cmms, open-source maintenance management; snapshot of 2026-08-22,
 *      commit d4ce8ef950fab48c9190fcf4cf622846aa2362b4). Its Export buttons (ExportController →
 *      AsyncExportService) write CSV through api/src/main/java/com/grash/utils/CsvFileGenerator.java:
 *      writeWorkOrdersToCsv (20 fixed header keys: ID, Title, Status, Priority, Description,
 *      Due_Date, Estimated_Duration, Requires_Signature, Category, Location_Name, Team_Name,
 *      Primary_User_Email, Assigned_To_Emails, Asset_Name, Completed_By_Email, Completed_On,
 *      Archived, Feedback, Customers, Created_At) and writeAssetsToCsv (20: ID, Name, Description,
 *      Status, Archived, Location_Name, Parent_Asset, Area, Barcode, Category, Primary_User_Email,
 *      Warranty_Expiration_Date, Additional_Information, Serial_Number, Assigned_To_Emails,
 *      Teams_Names, Parts, Vendors, Customers, Downtime_Duration). Each key is written as
 *      `messageSource.getMessage(key, null, locale)` in the user's language (Helper.getLocale), so
 *      each header is that key's string in api/src/main/resources/messages[_<locale>].properties
 *      (en, de_DE, fr_FR, es_ES, it_IT, nl_NL, pt_BR), read with a script that decoded the \uXXXX
 *      escapes; with no arguments Spring returns the string as is (no MessageFormat quoting). Kept
 *      as the files have them: the Italian "Priority" is "Priorit\uFFFD" (a replacement character
 *      in the file itself), the Spanish "Area" is "Áea", the English "Customers" key reads
 *      "Contractors", the Spanish "Location_Name" is just "Ubicación", the Portuguese
 *      "Parent_Asset" reads "Ativo Principal".
 *    · GiveWP (impress-org/givewp, the WordPress donation plugin), two versions:
 *      - 1.3.1.1 (commit d8ed02c27ce4d52a9dbc61ca361cd17590686e3f, 2015-11-06), from when the
 *        plugin still shipped its own translations (languages/give-de_DE.po, the German file
 *        last updated by this commit, and languages/give-pt_BR.po; removed in November 2016 for
 *        WordPress.org's).
 *        Reports → Export: Donation History (Give_Payments_Export::csv_cols,
 *        includes/admin/reporting/class-export-payments.php: ID, Payment Number only when
 *        sequential numbering is on, Email, First Name, Last Name, Address, Address (Line 2),
 *        City, State, Country, Zip Code, "Donation Amount" + " (<currency symbol>)", Form ID, Form
 *        Title, Payment Method, Transaction ID, Purchase Key, Date, User, Status) and Donors with
 *        the "name, email and stats" option (Give_Donors_Export::csv_cols,
 *        includes/admin/reporting/class-export-customers.php: Name, Email, Total Donations, "Total
 *        Donated" + " (<symbol>)"), all through __(…, 'give'). The pt_BR catalogue, older than
 *        1.3, has no "Donation Amount", so WordPress writes the English string there.
 *      - 4.16.5.1 (commit d9fa8f64f04ad7449283064944f27a9d0bba7caf, 2026-08-04), English only
 *        (the repository no longer holds translations): Export Donations, one header per ticked
 *        box in the code's order (Give_Export_Donations_CSV::get_cols,
 *        includes/admin/tools/export/give-export-donations-exporter.php; all 32 standard boxes
 *        ticked, no custom form fields), and Export Donors (DonorsExport::csv_cols,
 *        src/Exports/DonorsExport.php; all boxes, the address flattened into six columns).
 * 3. Each header was labelled with the TDM column a person would map it to, or null when none fits
 *    (decided from the header, the field's meaning in the program and the TDM alone; where a file
 *    has two columns for one target, the one that holds what the target describes, the other
 *    null). Atlas CMMS: a work order's ID (the only identifier the export writes) the work order
 *    number and an asset's ID the asset code; Estimated Duration (hours; the French "Heures
 *    estimées") the estimated hours; Assigned To (the assigned workers' emails) the assignee and
 *    Primary User (the French "Travailleur Principal") null beside it; Completed By and Archived
 *    null; Feedback (the note a technician leaves on completing) the completion notes; Customers
 *    (labelled Contractors/Auftragnehmer/Prestataires/…, the outside companies) the contractor on
 *    a work order and null on an asset; an asset's Primary User the responsible person and its
 *    Assigned To null; Area (a place inside the location) null beside Location Name; Additional
 *    Information the notes; Vendors the supplier; Teams, Parts and Downtime Duration null.
 *    GiveWP: ID and Donation ID (the donation's post ID, which the admin lists show) the donation
 *    ID and the sequential Payment/Donation Number null; First Name and Last Name null (the
 *    donation model has only a donor name, and the donor model only first and last names, so the
 *    donors' "Name" is null too); the addresses, Form ID, Level ID and Title, Purchase Key, User,
 *    User ID, Payment Mode, Currency Symbol, IP address and Donor Comment null; Form Title (the
 *    donation form, which a charity sets up per appeal) the campaign; Payment Method/Gateway the
 *    payment method; Transaction ID the payment reference; Donation Note (private) the notes and
 *    Donation Note (to donor) null; Donor ID the donor ID; a donor's Donor Created null (not the
 *    first gift), Number of donations and Total Donations (a count) null, Total Donated the total
 *    given, Address the street and Address 2 null.
 * 4. Then the set was committed, and only then the matcher was run on it. It is not used to tune
 *    anything; its misses are reported as they are.
 *
 * Values: 20 per column, generated by kind (./mapping-bench.ts) or sampled from the lists below,
 * written in the style of each export (Atlas's Date fields as java.sql.Timestamp strings, enums
 * and yes/no through its catalogue of the file's language, lists joined with ","; GiveWP's amounts
 * as give_format_amount writes them, WordPress post dates, gateway and status labels in the
 * file's language); a free-text or identifier column draws from at least eight distinct values,
 * so that it does not look like a category.
 */
import { tdmColumn, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';

const col = tdmColumn;

/** The target data models of this set, written before the headers were collected. */
export const HELD_OUT_18_TDMS = {
  work_orders: [
    col('work_order_number', 'Work order number', 'string'),
    col('title', 'Title', 'string', 'Short summary of the job'),
    col('description', 'Description', 'string', 'What is to be done or what is wrong'),
    col('status', 'Status', 'string', 'Open, in progress, on hold, completed, …'),
    col('priority', 'Priority', 'string', 'Low, medium, high, urgent'),
    col('work_type', 'Work type', 'string', 'Corrective, preventive, inspection, …'),
    col('category', 'Category', 'string', 'Trade or kind of job: electrical, plumbing, HVAC, …'),
    col('asset', 'Asset', 'string', 'Equipment the work is on'),
    col('location', 'Location', 'string', 'Building, floor or room where the work is'),
    col('requested_by', 'Requested by', 'string', 'Person who reported the problem or asked for the work'),
    col('assigned_to', 'Assigned to', 'string', 'Technician or person doing the work'),
    col('team', 'Team', 'string', 'Maintenance team in charge'),
    col('created_at', 'Created on', 'datetime', 'When the work order was opened'),
    col('due_date', 'Due date', 'date', 'Date the work should be finished by'),
    col('started_at', 'Started on', 'datetime'),
    col('completed_at', 'Completed on', 'datetime'),
    col('estimated_hours', 'Estimated hours', 'float'),
    col('labour_hours', 'Labour hours', 'float', 'Hours actually worked on the job'),
    col('labour_cost', 'Labour cost', 'float'),
    col('parts_cost', 'Parts cost', 'float'),
    col('total_cost', 'Total cost', 'float'),
    col('vendor', 'Contractor', 'string', 'Outside company doing the work, if any'),
    col('completion_notes', 'Completion notes', 'string', 'What the technician did or found'),
    col('signature_required', 'Signature required', 'boolean'),
    col('cost_center', 'Cost centre', 'string'),
  ],
  assets: [
    col('asset_code', 'Asset code', 'string', 'Our inventory or tag number for the equipment'),
    col('name', 'Name', 'string'),
    col('description', 'Description', 'string'),
    col('category', 'Category', 'string', 'Kind of equipment: boiler, pump, lift, …'),
    col('status', 'Status', 'string', 'Operational, down, standby, retired'),
    col('location', 'Location', 'string', 'Site, building or room where it is installed'),
    col('parent_asset', 'Part of', 'string', 'The larger asset this one belongs to'),
    col('manufacturer', 'Manufacturer', 'string'),
    col('model', 'Model', 'string'),
    col('serial_number', 'Serial number', 'string'),
    col('barcode', 'Barcode', 'string', 'Code printed on the label, for scanning'),
    col('install_date', 'Installed on', 'date'),
    col('purchase_date', 'Purchase date', 'date'),
    col('purchase_cost', 'Purchase cost', 'float'),
    col('warranty_end', 'Warranty ends', 'date'),
    col('supplier', 'Supplier', 'string'),
    col('responsible', 'Responsible person', 'string', 'Person in charge of the equipment'),
    col('criticality', 'Criticality', 'string', 'How much an outage matters'),
    col('last_service', 'Last serviced', 'date'),
    col('next_service', 'Next service due', 'date'),
    col('notes', 'Notes', 'string'),
  ],
  donations: [
    col('donation_id', 'Donation ID', 'string'),
    col('donor_id', 'Donor ID', 'string', 'Our reference of the person or organisation who gave'),
    col('donor_name', 'Donor name', 'string'),
    col('donor_email', 'Donor email', 'email'),
    col('amount', 'Amount', 'float', 'Amount given'),
    col('currency', 'Currency', 'currency_code'),
    col('fee', 'Fee', 'float', 'Processing fee deducted'),
    col('net_amount', 'Net amount', 'float', 'Amount received after fees'),
    col('date', 'Date received', 'date'),
    col('fund', 'Fund', 'string', 'Fund or purpose the gift is for'),
    col('campaign', 'Campaign', 'string', 'Appeal or campaign that brought the gift'),
    col('payment_method', 'Payment method', 'string', 'Cash, cheque, card, bank transfer, …'),
    col('reference', 'Payment reference', 'string', 'Cheque number or transaction ID'),
    col('status', 'Status', 'string', 'Completed, pending, failed, refunded, …'),
    col('recurring', 'Recurring', 'boolean', 'Whether the gift is part of a regular donation'),
    col('receipt_date', 'Receipt sent on', 'date', 'Date the tax receipt was sent'),
    col('thank_you_date', 'Thanked on', 'date', 'Date the thank-you letter went out'),
    col('tribute', 'In honour/memory of', 'string'),
    col('anonymous', 'Anonymous', 'boolean'),
    col('gift_aid', 'Gift Aid / tax deductible', 'boolean'),
    col('notes', 'Notes', 'string'),
  ],
  donors: [
    col('donor_id', 'Donor ID', 'string'),
    col('donor_type', 'Donor type', 'string', 'Individual, household or organisation'),
    col('title', 'Title', 'string', 'Mr, Ms, Dr, …'),
    col('first_name', 'First name', 'string'),
    col('last_name', 'Last name', 'string'),
    col('organisation', 'Organisation', 'string', 'Organisation name, or the employer of a person'),
    col('email', 'Email', 'email'),
    col('phone', 'Phone', 'phone'),
    col('street', 'Street address', 'string'),
    col('postcode', 'Postcode', 'string'),
    col('city', 'City', 'string'),
    col('region', 'Region', 'string', 'State, province or county'),
    col('country', 'Country', 'string'),
    col('birth_date', 'Date of birth', 'date'),
    col('gender', 'Gender', 'string'),
    col('language', 'Preferred language', 'string'),
    col('do_not_mail', 'Do not mail', 'boolean', 'Donor asked not to receive post'),
    col('do_not_email', 'Do not email', 'boolean'),
    col('first_gift_date', 'First gift', 'date'),
    col('total_given', 'Total given', 'float', 'Lifetime total of gifts'),
    col('source', 'Source', 'string', 'How the donor first came to us'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** One file of this set. */
export type HeldOut18File = PublicSetFile<keyof typeof HELD_OUT_18_TDMS>;

const seq = (prefix: string, n: number, start = 1, step = 7): string[] => Array.from({ length: n }, (_, i) => `${prefix}${start + i * step}`);

// Atlas CMMS: work orders and assets (values as its CSVPrinter writes them: Date fields as java.sql.Timestamp strings,
// enums through the message catalogue, lists joined with ",").
const WO_IDS = seq('', 20, 1184, 3);
const ASSET_IDS = seq('', 20, 212, 5);
const TS_DUE = ['2025-03-14 00:00:00.0', '2025-03-18 00:00:00.0', '', '2025-04-01 00:00:00.0', '2025-03-21 00:00:00.0', '', '2025-05-02 00:00:00.0', '2025-03-31 00:00:00.0', '2025-04-15 00:00:00.0', '2025-06-30 00:00:00.0'];
const TS_DONE = ['', '', '2025-03-12 16:42:10.0', '2025-03-13 11:05:37.0', '', '2025-03-17 08:59:02.0', '2025-03-19 14:20:45.0', '', '2025-03-24 10:12:33.0', '2025-03-26 17:48:19.0', '2025-03-28 09:31:50.0', '2025-04-02 15:06:12.0'];
const TS_CREATED = ['2025-03-10 07:55:21.412', '2025-03-10 09:13:02.087', '2025-03-11 13:40:55.903', '2025-03-12 06:58:11.250', '2025-03-12 15:21:47.618', '2025-03-13 10:02:39.004', '2025-03-14 08:44:18.771', '2025-03-17 12:30:05.336', '2025-03-18 07:16:54.129', '2025-03-19 16:08:27.560'];
const TS_WARRANTY = ['2026-12-31 00:00:00.0', '', '2025-09-30 00:00:00.0', '2027-06-15 00:00:00.0', '', '2028-01-31 00:00:00.0', '2025-11-30 00:00:00.0', '', '2026-04-30 00:00:00.0', '2029-03-01 00:00:00.0'];
const EST_HOURS = ['0.0', '1.0', '2.0', '0.5', '4.0', '1.5', '8.0', '3.0', '0.0', '2.5'];
const DOWNTIME_SECS = ['0', '0', '0', '3600', '14400', '0', '86400', '5400', '0', '172800', '0', '900'];
const WO_EMAILS = ['m.keller@stadtwerke-example.de', 'j.dupont@facilites-example.fr', 'l.garcia@mantenimiento-example.es', 'g.ferri@manutenzione-example.it', 'p.devries@onderhoud-example.nl', 'r.sousa@manutencao-example.com.br', 't.walker@facilities-example.co.uk', 'a.novak@example.org', 's.berg@example.org', 'c.dubois@example.org'];
const WO_ASSIGNED = ['', 'm.keller@stadtwerke-example.de', 'j.dupont@facilites-example.fr,l.garcia@mantenimiento-example.es', 'g.ferri@manutenzione-example.it', 'p.devries@onderhoud-example.nl,t.walker@facilities-example.co.uk', 'r.sousa@manutencao-example.com.br', 'a.novak@example.org', 's.berg@example.org,c.dubois@example.org', 'm.keller@stadtwerke-example.de', ''];
const CONTRACTORS = ['', '', '', 'Kältetechnik Meyer GmbH', 'Elevator Services Ltd', 'Otis', 'Schindler', 'Dalkia', 'Veolia,Engie', 'Securitas'];
const TEAMS = ['Haustechnik', 'Elektro', 'HVAC', 'Facility team', 'Outdoor', 'Night shift'];
const TEAM_LISTS = ['', 'Haustechnik', 'Elektro', 'HVAC', 'HVAC,Elektro', 'Facility team', 'Outdoor', 'Night shift,Facility team'];
const PARTS = ['', '', 'V-belt SPA 1250', 'Filter G4 592x592', 'Bearing 6205-2RS', 'Filter F7 592x592,Filter G4 592x592', 'Contactor 3RT2026', 'Gasket DN50', 'Fuse 16A gG', 'Door roller'];
const VENDORS = ['', 'Viessmann', 'Grundfos', 'Daikin', 'Schindler', 'Wilo,Grundfos', 'Siemens', 'Kone', 'Bosch Thermotechnik', 'Trane'];
const BARCODES = ['4006381333931', 'AST-000212', 'AST-000217', '', 'AST-000222', '4012345678901', 'AST-000232', 'AST-000237', 'QR-7F3A91', 'AST-000247', 'AST-000252'];
const SERIALS = ['7571234500123', 'GR-98126543', 'DAI-3PW61234', 'SCH-55210987', '', 'WIL-2041178', 'K-778231-04', 'VI-7842991', 'TR-U19C00412', 'SIE-QAM2120', 'BO-8738701234', ''];
const WO_TITLES_DE = ['Heizung im 2. OG kalt', 'Wartung Lüftungsanlage Halle 3', 'Tür Haupteingang klemmt', 'Notbeleuchtung prüfen', 'Wasserfleck an der Decke Raum 114', 'Aufzug 2 bleibt zwischen Etagen stehen', 'Filterwechsel RLT 1', 'Steckdose Küche defekt', 'Dachrinne reinigen', 'Legionellenprüfung Warmwasser', 'Rolltor Lager schließt nicht', 'Sanitär: WC verstopft EG'];
const WO_TITLES_FR = ['Chauffage froid au 2e étage', 'Entretien CTA bâtiment B', 'Porte d\'entrée bloquée', 'Contrôle éclairage de secours', 'Fuite au plafond salle 114', 'Ascenseur 2 en panne', 'Changement filtres CTA 1', 'Prise cuisine défectueuse', 'Nettoyage des gouttières', 'Analyse légionelles ECS', 'Porte sectionnelle bloquée', 'WC bouché RDC'];
const WO_TITLES_ES = ['Calefacción fría en la 2ª planta', 'Mantenimiento climatizadora nave 3', 'Puerta principal atascada', 'Revisar alumbrado de emergencia', 'Mancha de humedad en techo sala 114', 'Ascensor 2 parado entre plantas', 'Cambio de filtros UTA 1', 'Enchufe de la cocina averiado', 'Limpiar canalones', 'Control de legionela ACS', 'Puerta seccional del almacén no cierra', 'Inodoro atascado planta baja'];
const WO_TITLES_IT = ['Riscaldamento freddo al 2° piano', 'Manutenzione UTA capannone 3', 'Porta ingresso bloccata', 'Verifica luci di emergenza', 'Infiltrazione soffitto sala 114', 'Ascensore 2 fermo tra i piani', 'Cambio filtri UTA 1', 'Presa cucina guasta', 'Pulizia grondaie', 'Controllo legionella acqua calda', 'Portone magazzino non chiude', 'WC intasato piano terra'];
const WO_TITLES_NL = ['Verwarming koud op 2e verdieping', 'Onderhoud luchtbehandeling hal 3', 'Hoofdingang klemt', 'Noodverlichting controleren', 'Lekkage plafond lokaal 114', 'Lift 2 staat stil tussen verdiepingen', 'Filters LBK 1 vervangen', 'Stopcontact keuken defect', 'Dakgoten reinigen', 'Legionellacontrole warm water', 'Overheaddeur magazijn sluit niet', 'Toilet verstopt begane grond'];
const WO_DESC_DE = ['', 'Radiatoren in Raum 201–208 bleiben kalt, Thermostat auf 5.', 'Quartalswartung laut Plan.', 'Schloss schwergängig, Schließzylinder prüfen.', 'Monatliche Sichtprüfung aller Notleuchten.', 'Nach Regen tropft es aus der Deckenplatte.', 'Störung E42, Fahrgäste befreit.', '', 'Laub entfernen, Fallrohre spülen.', 'Proben an 6 Entnahmestellen.', 'Lichtschranke verschmutzt?', 'Rohrreinigung bestellt.'];
const WO_DESC_FR = ['', 'Radiateurs froids salles 201 à 208.', 'Entretien trimestriel selon le plan.', 'Serrure dure, vérifier le cylindre.', 'Vérification mensuelle des BAES.', 'Goutte à goutte après la pluie.', 'Défaut E42, personnes évacuées.', '', 'Enlever les feuilles, rincer les descentes.', 'Prélèvements sur 6 points.', 'Cellule photoélectrique sale ?', 'Débouchage commandé.'];
const WO_DESC_ES = ['', 'Radiadores fríos en salas 201 a 208.', 'Mantenimiento trimestral según plan.', 'Cerradura dura, revisar bombín.', 'Revisión mensual de las luces de emergencia.', 'Gotea tras la lluvia.', 'Error E42, pasajeros liberados.', '', 'Retirar hojas y limpiar bajantes.', 'Muestras en 6 puntos.', '¿Fotocélula sucia?', 'Desatasco solicitado.'];
const WO_DESC_IT = ['', 'Radiatori freddi nelle sale 201–208.', 'Manutenzione trimestrale da piano.', 'Serratura dura, controllare il cilindro.', 'Controllo mensile lampade di emergenza.', 'Gocciola dopo la pioggia.', 'Errore E42, persone liberate.', '', 'Rimuovere foglie, lavare i pluviali.', 'Campioni su 6 punti.', 'Fotocellula sporca?', 'Spurgo richiesto.'];
const WO_DESC_NL = ['', 'Radiatoren koud in lokalen 201–208.', 'Kwartaalonderhoud volgens plan.', 'Slot stroef, cilinder controleren.', 'Maandelijkse controle noodverlichting.', 'Druppelt na regen.', 'Storing E42, personen bevrijd.', '', 'Blad verwijderen, afvoeren doorspoelen.', 'Monsters op 6 tappunten.', 'Fotocel vuil?', 'Ontstopper besteld.'];
const FEEDBACK_DE = ['', '', 'Thermostatkopf getauscht.', 'Filter gewechselt, Anlage läuft.', '', 'Schließzylinder ersetzt.', 'Zwei Leuchten erneuert.', '', 'Fehler quittiert, Türkontakt justiert.', 'Alles in Ordnung.', 'Dichtung erneuert, dicht.', 'Sicherung getauscht.'];
const FEEDBACK_FR = ['', '', 'Tête thermostatique remplacée.', 'Filtres changés, installation OK.', '', 'Cylindre remplacé.', 'Deux blocs remplacés.', '', 'Défaut acquitté, contact de porte réglé.', 'RAS.', 'Joint remplacé, étanche.', 'Fusible remplacé.'];
const FEEDBACK_ES = ['', '', 'Cabezal termostático cambiado.', 'Filtros cambiados, funciona.', '', 'Bombín sustituido.', 'Dos luminarias cambiadas.', '', 'Error reseteado, contacto de puerta ajustado.', 'Todo correcto.', 'Junta sustituida, sin fugas.', 'Fusible cambiado.'];
const FEEDBACK_IT = ['', '', 'Testa termostatica sostituita.', 'Filtri cambiati, impianto ok.', '', 'Cilindro sostituito.', 'Due lampade sostituite.', '', 'Errore resettato, contatto porta regolato.', 'Tutto a posto.', 'Guarnizione sostituita.', 'Fusibile sostituito.'];
const FEEDBACK_NL = ['', '', 'Thermostaatkop vervangen.', 'Filters vervangen, installatie draait.', '', 'Cilinder vervangen.', 'Twee armaturen vervangen.', '', 'Storing gereset, deurcontact afgesteld.', 'Alles in orde.', 'Pakking vervangen, lekt niet meer.', 'Zekering vervangen.'];
const WO_CAT_DE = ['Heizung', 'Lüftung', 'Elektro', 'Sanitär', 'Gebäude', 'Aufzug', ''];
const WO_CAT_FR = ['Chauffage', 'Ventilation', 'Électricité', 'Plomberie', 'Bâtiment', 'Ascenseur', ''];
const WO_CAT_ES = ['Calefacción', 'Climatización', 'Electricidad', 'Fontanería', 'Edificio', 'Ascensores', ''];
const WO_CAT_IT = ['Riscaldamento', 'Ventilazione', 'Elettrico', 'Idraulica', 'Edile', 'Ascensori', ''];
const WO_CAT_NL = ['Verwarming', 'Ventilatie', 'Elektra', 'Sanitair', 'Bouwkundig', 'Liften', ''];
const LOC_DE = ['Verwaltung, 2. OG', 'Halle 3', 'Haupteingang', 'Technikzentrale', 'Raum 114', 'Lager Nord', 'Küche EG', 'Parkhaus', 'Dach Gebäude B'];
const LOC_FR = ['Siège, 2e étage', 'Bâtiment B', 'Hall d\'accueil', 'Local technique', 'Salle 114', 'Entrepôt nord', 'Cuisine RDC', 'Parking', 'Toiture bâtiment B'];
const LOC_ES = ['Oficinas, 2ª planta', 'Nave 3', 'Entrada principal', 'Sala de máquinas', 'Sala 114', 'Almacén norte', 'Cocina PB', 'Aparcamiento', 'Cubierta edificio B'];
const LOC_IT = ['Uffici, 2° piano', 'Capannone 3', 'Ingresso principale', 'Centrale tecnica', 'Sala 114', 'Magazzino nord', 'Cucina PT', 'Parcheggio', 'Copertura edificio B'];
const LOC_NL = ['Kantoor, 2e verdieping', 'Hal 3', 'Hoofdingang', 'Technische ruimte', 'Lokaal 114', 'Magazijn noord', 'Keuken BG', 'Parkeergarage', 'Dak gebouw B'];
const LOC_EN = ['Head office, 2nd floor', 'Building 3', 'Main entrance', 'Plant room', 'Room 114', 'North warehouse', 'Kitchen GF', 'Car park', 'Roof, building B'];
const LOC_PT = ['Escritório, 2º andar', 'Galpão 3', 'Entrada principal', 'Casa de máquinas', 'Sala 114', 'Depósito norte', 'Cozinha térreo', 'Estacionamento', 'Cobertura do prédio B'];
const ASSET_NAMES_DE = ['Gaskessel 1', 'RLT-Anlage 1', 'Aufzug 2', 'Heizungspumpe HK2', 'Rolltor Lager', 'Notstromaggregat', '', 'Kältemaschine', 'Brandmeldezentrale', 'Druckerhöhungsanlage'];
const ASSET_NAMES_FR = ['Chaudière gaz 1', 'CTA 1', 'Ascenseur 2', 'Pompe circuit 2', 'Porte sectionnelle', 'Groupe électrogène', '', 'Groupe froid', 'Centrale incendie', 'Surpresseur'];
const ASSET_NAMES_ES = ['Caldera de gas 1', 'UTA 1', 'Ascensor 2', 'Bomba circuito 2', 'Puerta seccional', 'Grupo electrógeno', '', 'Enfriadora', 'Central de incendios', 'Grupo de presión'];
const ASSET_NAMES_IT = ['Caldaia a gas 1', 'UTA 1', 'Ascensore 2', 'Pompa circuito 2', 'Portone sezionale', 'Gruppo elettrogeno', '', 'Refrigeratore', 'Centrale antincendio', 'Autoclave'];
const ASSET_NAMES_NL = ['Gasketel 1', 'LBK 1', 'Lift 2', 'CV-pomp groep 2', 'Overheaddeur magazijn', 'Noodstroomaggregaat', '', 'Koelmachine', 'Brandmeldcentrale', 'Hydrofoor'];
const ASSET_NAMES_EN = ['Gas boiler 1', 'AHU 1', 'Lift 2', 'Heating pump circuit 2', 'Warehouse roller door', 'Standby generator', 'Chiller', 'Fire alarm panel', 'Booster set', 'Cold room compressor', 'Sprinkler pump', 'Rooftop unit 3'];
const ASSET_NAMES_PT = ['Caldeira a gás 1', 'Unidade de tratamento de ar 1', 'Elevador 2', 'Bomba de aquecimento 2', 'Porta de enrolar do depósito', 'Gerador de emergência', 'Chiller', 'Central de alarme de incêndio', 'Pressurizador', 'Compressor da câmara fria', 'Bomba de sprinkler', 'Rooftop 3'];
const PARENT_EN = ['', '', '', 'Boiler plant', 'HVAC system', 'Boiler plant', '', 'Fire protection', 'Cold store', '', 'Ventilation plant', 'Sprinkler system', 'Lift group A'];
const PARENT_PT = ['', '', '', 'Central térmica', 'Sistema de climatização', 'Central térmica', '', 'Proteção contra incêndio', 'Câmara fria', '', 'Central de ventilação', 'Sistema de sprinklers', 'Grupo de elevadores A'];
const PARENT_NL = ['', '', '', 'Ketelhuis', 'Klimaatinstallatie', 'Ketelhuis', '', 'Brandbeveiliging', 'Koelcel', '', 'Ventilatiecentrale', 'Sprinklerinstallatie', 'Liftgroep A'];
const PARENT_ES = ['', '', '', 'Sala de calderas', 'Sistema de climatización', 'Sala de calderas', '', 'Protección contra incendios', 'Cámara frigorífica', '', 'Central de ventilación', 'Sistema de rociadores', 'Grupo de ascensores A'];
const AREA_EN = ['', 'Basement', 'Roof', 'Shaft A', 'Bay 4', '', 'Level -1', 'Ground floor', 'Mezzanine', 'Loading dock'];
const AREA_PT = ['', 'Subsolo', 'Cobertura', 'Poço A', 'Doca 4', '', 'Nível -1', 'Térreo', 'Mezanino', 'Doca de carga'];
const AREA_NL = ['', 'Kelder', 'Dak', 'Schacht A', 'Dock 4', '', 'Niveau -1', 'Begane grond', 'Tussenverdieping', 'Laadperron'];
const AREA_ES = ['', 'Sótano', 'Cubierta', 'Hueco A', 'Muelle 4', '', 'Nivel -1', 'Planta baja', 'Entreplanta', 'Muelle de carga'];
const ASSET_CAT_EN = ['Boilers', 'HVAC', 'Lifts', 'Pumps', 'Doors', 'Electrical', 'Fire safety'];
const ASSET_CAT_PT = ['Caldeiras', 'Climatização', 'Elevadores', 'Bombas', 'Portas', 'Elétrica', 'Incêndio'];
const ASSET_CAT_NL = ['Ketels', 'Klimaat', 'Liften', 'Pompen', 'Deuren', 'Elektra', 'Brandveiligheid'];
const ASSET_CAT_ES = ['Calderas', 'Climatización', 'Ascensores', 'Bombas', 'Puertas', 'Electricidad', 'Contra incendios'];
const ASSET_DESC_EN = ['', 'Viessmann Vitocrossal 300, 460 kW', 'Supply and extract, 12,000 m³/h', 'Schindler 3300, 8 persons', 'Grundfos Magna3 40-120', '', 'Daikin EWAD-TZ, 410 kW', 'Siemens FC2060', 'Wilo SiBoost Smart 2', 'Bitzer 4FES-5Y'];
const ASSET_DESC_PT = ['', 'Viessmann Vitocrossal 300, 460 kW', 'Insuflamento e exaustão, 12.000 m³/h', 'Schindler 3300, 8 pessoas', 'Grundfos Magna3 40-120', '', 'Daikin EWAD-TZ, 410 kW', 'Siemens FC2060', 'Wilo SiBoost Smart 2', 'Bitzer 4FES-5Y'];
const ASSET_DESC_NL = ['', 'Viessmann Vitocrossal 300, 460 kW', 'Toe- en afvoer, 12.000 m³/h', 'Schindler 3300, 8 personen', 'Grundfos Magna3 40-120', '', 'Daikin EWAD-TZ, 410 kW', 'Siemens FC2060', 'Wilo SiBoost Smart 2', 'Bitzer 4FES-5Y'];
const ASSET_DESC_ES = ['', 'Viessmann Vitocrossal 300, 460 kW', 'Impulsión y retorno, 12.000 m³/h', 'Schindler 3300, 8 personas', 'Grundfos Magna3 40-120', '', 'Daikin EWAD-TZ, 410 kW', 'Siemens FC2060', 'Wilo SiBoost Smart 2', 'Bitzer 4FES-5Y'];
const ASSET_INFO_EN = ['', '', 'Service contract no. SV-2231', 'Installed 2019 by Meyer', 'Refrigerant R32, 18 kg', '', 'Key in plant room cabinet', 'Annual inspection by TÜV', 'Spare pump on shelf 4', 'Replace by 2027'];
const ASSET_INFO_PT = ['', '', 'Contrato de manutenção SV-2231', 'Instalado em 2019', 'Gás R32, 18 kg', '', 'Chave no armário da casa de máquinas', 'Inspeção anual obrigatória', 'Bomba reserva na prateleira 4', 'Substituir até 2027'];
const ASSET_INFO_NL = ['', '', 'Onderhoudscontract SV-2231', 'Geplaatst in 2019', 'Koudemiddel R32, 18 kg', '', 'Sleutel in kast technische ruimte', 'Jaarlijkse keuring', 'Reservepomp op schap 4', 'Vervangen vóór 2027'];
const ASSET_INFO_ES = ['', '', 'Contrato de mantenimiento SV-2231', 'Instalado en 2019', 'Refrigerante R32, 18 kg', '', 'Llave en el armario de la sala de máquinas', 'Inspección anual OCA', 'Bomba de reserva en estante 4', 'Sustituir antes de 2027'];
const WO_STATUS_DE = ['Offen', 'Offen', 'In Bearbeitung', 'In Wartestellung', 'Abgeschlossen', 'Abgeschlossen'];
const WO_STATUS_FR = ['Ouvert', 'Ouvert', 'En Cours', 'En Pause', 'Termine', 'Termine'];
const WO_STATUS_ES = ['Abierta', 'Abierta', 'En progreso', 'En espera', 'Completa', 'Completa'];
const WO_STATUS_IT = ['Aperto', 'Aperto', 'In Corso', 'In Attesa', 'Completato', 'Completato'];
const WO_STATUS_NL = ['Open', 'Open', 'In Uitvoering', 'In de Wacht', 'Voltooid', 'Voltooid'];
const PRIO_DE = ['Keine', 'Niedrig', 'Medium', 'Medium', 'Hoch'];
const PRIO_FR = ['Aucune', 'Basse', 'Moyenne', 'Moyenne', 'Haute'];
const PRIO_ES = ['Ninguna', 'Bajo', 'Medio', 'Medio', 'Alto'];
const PRIO_IT = ['Nessuna', 'Bassa', 'Media', 'Media', 'Alta'];
const PRIO_NL = ['Geen', 'Laag', 'Gemiddeld', 'Gemiddeld', 'Hoog'];
const ASSET_STATUS_EN = ['Operational', 'Operational', 'Operational', 'Down', 'Standby', 'Inspection Scheduled', 'Modernization'];
const ASSET_STATUS_PT = ['Operacional', 'Operacional', 'Operacional', 'Inoperante', 'Em espera', 'Inspeção agendada', 'Modernização'];
const ASSET_STATUS_NL = ['Operationeel', 'Operationeel', 'Operationeel', 'Buiten Bedrijf', 'Stand-by', 'Inspectie Gepland', 'Modernisering'];
const ASSET_STATUS_ES = ['Operatico', 'Operatico', 'Operatico', 'Caído', 'En espera', 'Inspección programada', 'Modernización'];
const YES_NO_EN = ['No', 'No', 'No', 'Yes'];
const YES_NO_DE = ['Nein', 'Nein', 'Nein', 'Ja'];
const YES_NO_FR = ['Non', 'Non', 'Non', 'Oui'];
const YES_NO_ES = ['No', 'No', 'No', 'Si'];
const YES_NO_IT = ['No', 'No', 'No', 'S\uFFFD'];
const YES_NO_NL = ['Nee', 'Nee', 'Nee', 'Ja'];
const YES_NO_PT = ['Não', 'Não', 'Não', 'Sim'];

// GiveWP: donations and donors.
const DONATION_POST_IDS = seq('', 20, 1412, 3);
const DONATION_NUMBERS = seq('GIVE-', 20, 318, 1);
const DONOR_IDS = ['14', '27', '31', '8', '45', '52', '14', '60', '63', '71', '3', '77'];
const WP_USER_IDS = ['0', '0', '0', '12', '0', '27', '0', '0', '31', '0', '44', '52', '58', '63'];
const FIRST_DE = ['Anna', 'Jonas', 'Lena', 'Thomas', 'Marie', 'Felix', 'Sabine', 'Karl', 'Ute', 'Paul'];
const LAST_DE = ['Schneider', 'Müller', 'Fischer', 'Weber', 'Becker', 'Hoffmann', 'Wagner', 'Schulz', 'Koch', 'Richter'];
const FIRST_PT = ['Ana', 'João', 'Mariana', 'Pedro', 'Beatriz', 'Lucas', 'Fernanda', 'Rafael', 'Camila', 'Gabriel'];
const LAST_PT = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Costa', 'Ferreira', 'Almeida', 'Ribeiro'];
const FIRST_EN = ['Emily', 'James', 'Olivia', 'Michael', 'Sarah', 'David', 'Hannah', 'Robert', 'Grace', 'Daniel'];
const LAST_EN = ['Johnson', 'Smith', 'Brown', 'Miller', 'Davis', 'Wilson', 'Taylor', 'Anderson', 'Thomas', 'Moore'];
const STREET_DE = ['Hauptstraße 12', 'Lindenweg 3a', 'Bahnhofstr. 45', 'Am Markt 7', 'Gartenstraße 19', 'Schillerplatz 2', '', 'Rosenstraße 88', 'Kirchgasse 5', 'Bergstraße 31'];
const STREET_PT = ['Rua das Flores, 120', 'Av. Paulista, 1578', 'Rua XV de Novembro, 45', 'Rua Augusta, 900', '', 'Av. Brasil, 2301', 'Rua da Consolação, 77', 'Rua Sete de Setembro, 310', 'Av. Afonso Pena, 1200', 'Rua Bahia, 56'];
const STREET_EN = ['412 Oak Street', '78 Maple Avenue', '1550 Pine Road', '9 Elm Court', '2301 Cedar Lane', '', '66 Birch Drive', '305 Walnut Street', '18 Spruce Way', '740 Willow Boulevard'];
const LINE2 = ['', '', '', 'Apt 4B', '', 'Suite 200', '', '2. OG', '', 'Apto 52', 'Unit 12', 'c/o Weber', 'Floor 3', 'Bloco B'];
const CITY_DE = ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Leipzig', 'Dresden', 'Bremen', 'Hannover', 'Freiburg'];
const CITY_PT = ['São Paulo', 'Rio de Janeiro', 'Curitiba', 'Belo Horizonte', 'Porto Alegre', 'Recife', 'Salvador', 'Florianópolis', 'Campinas', 'Fortaleza'];
const CITY_EN = ['Portland', 'Austin', 'Denver', 'Madison', 'Columbus', 'Raleigh', 'Boise', 'Tucson', 'Albany', 'Richmond'];
const STATE_DE = ['', 'BE', 'HH', 'BY', 'NW', 'HE', 'SN', 'HB', 'NI', 'BW'];
const STATE_PT = ['SP', 'RJ', 'PR', 'MG', 'RS', 'PE', 'BA', 'SC', 'SP', 'CE'];
const STATE_EN = ['OR', 'TX', 'CO', 'WI', 'OH', 'NC', 'ID', 'AZ', 'NY', 'VA'];
const ZIP_DE = ['10115', '20095', '80331', '50667', '60311', '04109', '01067', '28195', '30159', '79098'];
const ZIP_PT = ['01310-100', '20040-020', '80020-310', '30130-009', '90010-150', '50030-230', '40020-000', '88010-400', '13010-111', '60060-440'];
const ZIP_EN = ['97205', '78701', '80202', '53703', '43215', '27601', '83702', '85701', '12207', '23219'];
const COUNTRY_DE = ['DE', 'DE', 'DE', 'DE', 'AT', 'DE', 'CH'];
const COUNTRY_PT = ['BR', 'BR', 'BR', 'BR', 'BR', 'PT'];
const COUNTRY_EN = ['US', 'US', 'US', 'US', 'CA', 'US', 'GB'];
const AMOUNT_DE = ['25,00', '50,00', '10,00', '100,00', '30,00', '250,00', '15,00', '75,00', '500,00', '20,00', '40,00', '5,00'];
const AMOUNT_PT = ['50,00', '100,00', '30,00', '20,00', '200,00', '10,00', '75,00', '150,00', '500,00', '25,00', '60,00', '1.000,00'];
const AMOUNT_EN = ['25.00', '50.00', '10.00', '100.00', '35.00', '250.00', '15.00', '75.00', '1,000.00', '20.00', '40.00', '5.00'];
const FORM_IDS = ['12', '12', '12', '47', '47', '88', '103'];
const FORM_TITLES_DE = ['Spenden Sie jetzt', 'Spenden Sie jetzt', 'Winterhilfe 2015', 'Winterhilfe 2015', 'Patenschaft Schulprojekt', 'Nothilfe Erdbeben'];
const FORM_TITLES_PT = ['Doe agora', 'Doe agora', 'Campanha do Agasalho', 'Campanha do Agasalho', 'Apadrinhe uma criança', 'Natal Solidário'];
const FORM_TITLES_EN = ['Donate Now', 'Donate Now', 'Spring Appeal 2025', 'Spring Appeal 2025', 'Sponsor a Child', 'Emergency Relief Fund', 'Annual Gala 2025'];
const GATEWAY_DE = ['PayPal Standard', 'PayPal Standard', 'Überweisung', 'Testspende', 'PayPal Standard'];
const GATEWAY_PT = ['PayPal Standard', 'PayPal Standard', 'Doação Offline', 'Doação Offline', 'Doação de Teste'];
const GATEWAY_EN = ['Stripe - Credit Card', 'Stripe - Credit Card', 'PayPal Donations', 'Offline Donation', 'Stripe - ACH', 'Test Donation'];
const TRANS_IDS = ['', '8XK29471LM203921C', '3FJ84720AB119384S', '', '9TR55102HG771203L', 'ch_3PqL2mKx9Ab1Cd2E', '', '5WE81933NB004821A', 'pi_3PqM7nLy0Bc2De3F', '1AS74410PQ552039K', '', '6GH20385KL119928M'];
const PURCHASE_KEYS = ['a3f9c2e1b7d84f60a9e2c1b3d4f5a6b7', '0b8d2f617e4c43a9a5d21e3f4a5b6c14', 'c47a1e905b3d4a2fb1e80d9c8b7a6f13', '9a0e7d441c2b4f3e8d5a6b7c8d9e0f12', '5e6f7a8b9c0d4e1f8a2b3c4d5e6f7a15', 'd2c3b4a56e7f48199a0bc1d2e3f4a516', '7f8e9d0c1b2a4c3d8e4f5a6b7c8d9e17', 'a1b2c3d4e5f64a7b8c9d0e1f2a3b4c18', '6c5d4e3f2a1b4098b7c6d5e4f3a2b119', 'e9f8a7b6c5d44e3fa2b1c0d9e8f7a620'];
const WP_DATES = ['2015-11-02 09:14:33', '2015-11-02 18:40:01', '2015-11-03 07:22:57', '2015-11-04 21:05:12', '2015-11-05 12:31:48', '2015-11-06 16:09:20', '2015-11-08 10:55:03', '2015-11-09 19:47:36', '2015-11-11 08:03:29', '2015-11-12 14:28:44'];
const WP_USER_DE = ['Gast', 'Gast', 'Gast', 'Anna Schneider', 'Thomas Weber', 'Gast', 'admin'];
const WP_USER_PT = ['visitante', 'visitante', 'visitante', 'Mariana Oliveira', 'Pedro Souza', 'visitante', 'admin'];
const DON_STATUS_DE = ['Abgeschlossen', 'Abgeschlossen', 'Abgeschlossen', 'Unerledigt', 'Zurückerstattet', 'Fehlgeschlagen'];
const DON_STATUS_PT = ['Concluído', 'Concluído', 'Concluído', 'Pendente', 'Estornada', 'Incompleta ou Falha'];
const DON_STATUS_EN = ['Complete', 'Complete', 'Complete', 'Pending', 'Renewal', 'Refunded', 'Failed', 'Cancelled'];
const PREFIXES = ['', '', 'Mr.', 'Mrs.', 'Ms.', 'Dr.', ''];
const COMPANIES_EN = ['', '', '', 'Maple Dental Group', '', 'Riverside Rotary Club', '', 'Oak & Pine LLC', '', 'Cedar Family Foundation', 'Birch Street Bakery', 'Willow Creek Church', 'Summit Engineering Inc.'];
const PHONES_EN = ['', '(503) 555-0142', '', '(512) 555-0178', '(720) 555-0133', '', '(608) 555-0190', '(614) 555-0111', '', '(919) 555-0166', '(208) 555-0127', '(520) 555-0154'];
const DONOR_COMMENTS = ['', '', '', 'In memory of my father', 'Keep up the great work!', '', 'For the school garden', 'Happy to help', '', 'Matching gift from my employer to follow', 'Please use where most needed', 'Monthly gift, thank you', 'From the Miller family'];
const CURRENCY_CODES = ['USD', 'USD', 'USD', 'USD', 'CAD', 'EUR'];
const CURRENCY_SYMBOLS = ['$', '$', '$', '$', 'CA$', '€'];
const PAYMENT_MODES = ['live', 'live', 'live', 'live', 'test'];
const LEVEL_IDS = ['', '0', '1', '2', '3', 'custom'];
const LEVEL_TITLES = ['', 'Custom Amount', 'Friend', 'Supporter', 'Champion', 'Bronze', 'Silver', 'Gold'];
const TIMES = ['09:14:33', '18:40:01', '07:22:57', '21:05:12', '12:31:48', '16:09:20', '10:55:03', '19:47:36', '08:03:29', '14:28:44'];
const DATES_EN = ['03/02/2025', '03/02/2025', '03/03/2025', '03/04/2025', '03/05/2025', '03/06/2025', '03/08/2025', '03/09/2025', '03/11/2025', '03/12/2025'];
const IPS = ['203.0.113.24', '198.51.100.7', '192.0.2.145', '203.0.113.88', '198.51.100.201', '192.0.2.17', '203.0.113.5', '198.51.100.63', '192.0.2.230', '203.0.113.119'];
const NOTES_PRIVATE = ['', '', '', 'Board member', 'Check received by mail', '', 'Call to thank', 'Major donor prospect', '', 'Wants annual statement only', 'Employer match pending', 'Address updated by phone', 'Asked for no more mail'];
const NOTES_TO_DONOR = ['', '', '', '', 'Thank you for your generous gift!', '', 'Your receipt is attached.', '', 'We look forward to seeing you at the gala.', '', 'Your tax receipt will follow in January.', 'Welcome to our monthly givers!', 'Thanks for joining the walk.', 'We received your check, thank you.'];
const DONOR_CREATED = ['2019-04-12 10:31:07', '2020-11-28 19:02:44', '2021-01-05 08:15:20', '2022-06-30 13:47:59', '2023-02-14 17:20:36', '2023-09-09 09:09:41', '2024-03-21 11:58:02', '2024-12-01 20:44:13', '2025-01-17 07:36:55', '2025-02-28 15:12:29'];
const NUM_DONATIONS = ['1', '1', '2', '3', '1', '5', '12', '4', '1', '8'];
const TOTALS_EN = ['25.00', '50.00', '120.00', '300.00', '1,250.00', '75.00', '600.00', '40.00', '2,500.00', '180.00'];
const TOTALS_DE = ['25,00', '50,00', '120,00', '300,00', '1.250,00', '75,00', '600,00', '40,00', '2.500,00', '180,00'];
const NAMES_EN = FIRST_EN.map((f, i) => `${f} ${LAST_EN[i]}`);
const NAMES_DE = FIRST_DE.map((f, i) => `${f} ${LAST_DE[i]}`);

const ATLAS_WO = 'Atlas CMMS (Grashjs/cmms, snapshot of 2026-08-22, commit d4ce8ef), Work Orders → Export CSV (CsvFileGenerator.writeWorkOrdersToCsv), its 20 fixed columns';
const ATLAS_ASSETS = 'Atlas CMMS (Grashjs/cmms, commit d4ce8ef), Assets → Export CSV (CsvFileGenerator.writeAssetsToCsv), its 20 fixed columns';
const GIVE_OLD = 'GiveWP 1.3.1.1 (WordPress donation plugin; commit d8ed02c, 2015-11-06)';
const GIVE_NEW = 'GiveWP 4.16.5.1 (commit d9fa8f6)';

/** The files of this set. */
export const HELD_OUT_18_FILES: HeldOut18File[] = [
  {
    name: 'atlas-cmms-work-orders-de.csv', language: 'de', tdm: 'work_orders',
    source: `${ATLAS_WO}, German (de_DE) (api/src/main/resources/messages_de_DE.properties)`,
    columns: [
      ['ID', 'work_order_number', WO_IDS],
      ['Titel', 'title', WO_TITLES_DE],
      ['Status', 'status', WO_STATUS_DE],
      ['Priorität', 'priority', PRIO_DE],
      ['Beschreibung', 'description', WO_DESC_DE],
      ['Fälligkeitsdatum', 'due_date', TS_DUE],
      ['Geschätzte Dauer', 'estimated_hours', EST_HOURS],
      ['Unterschrift erforderlich', 'signature_required', YES_NO_DE],
      ['Kategorie', 'category', WO_CAT_DE],
      ['Standortname', 'location', LOC_DE],
      ['Teamname', 'team', TEAMS],
      ['Primärer Benutzer', null, WO_EMAILS],
      ['Zugewiesen an', 'assigned_to', WO_ASSIGNED],
      ['Vermögenswertname', 'asset', ASSET_NAMES_DE],
      ['Abgeschlossen von', null, WO_EMAILS],
      ['Abgeschlossen am', 'completed_at', TS_DONE],
      ['Archiviert', null, YES_NO_DE],
      ['Feedback', 'completion_notes', FEEDBACK_DE],
      ['Auftragnehmer', 'vendor', CONTRACTORS],
      ['Erstellt am', 'created_at', TS_CREATED],
    ],
  },
  {
    name: 'atlas-cmms-work-orders-fr.csv', language: 'fr', tdm: 'work_orders',
    source: `${ATLAS_WO}, French (fr_FR) (api/src/main/resources/messages_fr_FR.properties)`,
    columns: [
      ['ID', 'work_order_number', WO_IDS],
      ['Titre', 'title', WO_TITLES_FR],
      ['Statut', 'status', WO_STATUS_FR],
      ['Priorité', 'priority', PRIO_FR],
      ['Description', 'description', WO_DESC_FR],
      ['Date d\'échéance', 'due_date', TS_DUE],
      ['Heures estimées', 'estimated_hours', EST_HOURS],
      ['Necessite une signature', 'signature_required', YES_NO_FR],
      ['Catégorie', 'category', WO_CAT_FR],
      ['Nom de l\'Emplacement', 'location', LOC_FR],
      ['Nom de l\'Equipe', 'team', TEAMS],
      ['Travailleur Principal', null, WO_EMAILS],
      ['Assigné à', 'assigned_to', WO_ASSIGNED],
      ['Nom de l\'Equipement', 'asset', ASSET_NAMES_FR],
      ['Terminé par', null, WO_EMAILS],
      ['Terminé le', 'completed_at', TS_DONE],
      ['Archivé', null, YES_NO_FR],
      ['Feedback', 'completion_notes', FEEDBACK_FR],
      ['Prestataires', 'vendor', CONTRACTORS],
      ['Date de création', 'created_at', TS_CREATED],
    ],
  },
  {
    name: 'atlas-cmms-work-orders-es.csv', language: 'es', tdm: 'work_orders',
    source: `${ATLAS_WO}, Spanish (es_ES) (api/src/main/resources/messages_es_ES.properties)`,
    columns: [
      ['ID', 'work_order_number', WO_IDS],
      ['Título', 'title', WO_TITLES_ES],
      ['Estado', 'status', WO_STATUS_ES],
      ['Prioridad', 'priority', PRIO_ES],
      ['Descripción', 'description', WO_DESC_ES],
      ['Fecha de vencimiento', 'due_date', TS_DUE],
      ['Duración estimada', 'estimated_hours', EST_HOURS],
      ['Requiere firma', 'signature_required', YES_NO_ES],
      ['Categoría', 'category', WO_CAT_ES],
      ['Ubicación', 'location', LOC_ES],
      ['Nombre del equipo', 'team', TEAMS],
      ['Usuario principal', null, WO_EMAILS],
      ['Asignado a', 'assigned_to', WO_ASSIGNED],
      ['Nombre del activo', 'asset', ASSET_NAMES_ES],
      ['Completado por', null, WO_EMAILS],
      ['Completado', 'completed_at', TS_DONE],
      ['Archivado', null, YES_NO_ES],
      ['Comentarios', 'completion_notes', FEEDBACK_ES],
      ['Contratista', 'vendor', CONTRACTORS],
      ['Fecha de creación', 'created_at', TS_CREATED],
    ],
  },
  {
    name: 'atlas-cmms-work-orders-it.csv', language: 'it', tdm: 'work_orders',
    source: `${ATLAS_WO}, Italian (it_IT) (api/src/main/resources/messages_it_IT.properties)`,
    columns: [
      ['ID', 'work_order_number', WO_IDS],
      ['Titolo', 'title', WO_TITLES_IT],
      ['Stato', 'status', WO_STATUS_IT],
      ['Priorit\uFFFD', 'priority', PRIO_IT],
      ['Descrizione', 'description', WO_DESC_IT],
      ['Data di Scadenza', 'due_date', TS_DUE],
      ['Durata Stimata', 'estimated_hours', EST_HOURS],
      ['Richiede Firma', 'signature_required', YES_NO_IT],
      ['Categoria', 'category', WO_CAT_IT],
      ['Nome Posizione', 'location', LOC_IT],
      ['Nome Team', 'team', TEAMS],
      ['Utente Principale', null, WO_EMAILS],
      ['Assegnato A', 'assigned_to', WO_ASSIGNED],
      ['Nome Asset', 'asset', ASSET_NAMES_IT],
      ['Completato Da', null, WO_EMAILS],
      ['Completato Il', 'completed_at', TS_DONE],
      ['Archiviato', null, YES_NO_IT],
      ['Feedback', 'completion_notes', FEEDBACK_IT],
      ['Appaltatori', 'vendor', CONTRACTORS],
      ['Data Creazione', 'created_at', TS_CREATED],
    ],
  },
  {
    name: 'atlas-cmms-work-orders-nl.csv', language: 'nl', tdm: 'work_orders',
    source: `${ATLAS_WO}, Dutch (nl_NL) (api/src/main/resources/messages_nl_NL.properties)`,
    columns: [
      ['ID', 'work_order_number', WO_IDS],
      ['Titel', 'title', WO_TITLES_NL],
      ['Status', 'status', WO_STATUS_NL],
      ['Prioriteit', 'priority', PRIO_NL],
      ['Beschrijving', 'description', WO_DESC_NL],
      ['Vervaldatum', 'due_date', TS_DUE],
      ['Geschatte Duur', 'estimated_hours', EST_HOURS],
      ['Vereist Handtekening', 'signature_required', YES_NO_NL],
      ['Categorie', 'category', WO_CAT_NL],
      ['Locatienaam', 'location', LOC_NL],
      ['Teamnaam', 'team', TEAMS],
      ['Primaire Gebruiker', null, WO_EMAILS],
      ['Toegewezen Aan', 'assigned_to', WO_ASSIGNED],
      ['Assetnaam', 'asset', ASSET_NAMES_NL],
      ['Voltooid Door', null, WO_EMAILS],
      ['Voltooid Op', 'completed_at', TS_DONE],
      ['Gearchiveerd', null, YES_NO_NL],
      ['Feedback', 'completion_notes', FEEDBACK_NL],
      ['Aannemers', 'vendor', CONTRACTORS],
      ['Aanmaakdatum', 'created_at', TS_CREATED],
    ],
  },
  {
    name: 'atlas-cmms-assets-en.csv', language: 'en', tdm: 'assets',
    source: `${ATLAS_ASSETS}, English (api/src/main/resources/messages.properties)`,
    columns: [
      ['ID', 'asset_code', ASSET_IDS],
      ['Name', 'name', ASSET_NAMES_EN],
      ['Description', 'description', ASSET_DESC_EN],
      ['Status', 'status', ASSET_STATUS_EN],
      ['Archived', null, YES_NO_EN],
      ['Location Name', 'location', LOC_EN],
      ['Parent Asset', 'parent_asset', PARENT_EN],
      ['Area', null, AREA_EN],
      ['Barcode', 'barcode', BARCODES],
      ['Category', 'category', ASSET_CAT_EN],
      ['Primary User', 'responsible', WO_EMAILS],
      ['Warranty Expiration Date', 'warranty_end', TS_WARRANTY],
      ['Additional Information', 'notes', ASSET_INFO_EN],
      ['Serial Number', 'serial_number', SERIALS],
      ['Assigned To', null, WO_ASSIGNED],
      ['Teams names', null, TEAM_LISTS],
      ['Parts', null, PARTS],
      ['Vendors', 'supplier', VENDORS],
      ['Contractors', null, CONTRACTORS],
      ['Downtime Duration', null, DOWNTIME_SECS],
    ],
  },
  {
    name: 'atlas-cmms-assets-pt.csv', language: 'pt', tdm: 'assets',
    source: `${ATLAS_ASSETS}, Brazilian Portuguese (pt_BR) (api/src/main/resources/messages_pt_BR.properties)`,
    columns: [
      ['ID', 'asset_code', ASSET_IDS],
      ['Nome', 'name', ASSET_NAMES_PT],
      ['Descrição', 'description', ASSET_DESC_PT],
      ['Status', 'status', ASSET_STATUS_PT],
      ['Arquivado', null, YES_NO_PT],
      ['Nome do Local', 'location', LOC_PT],
      ['Ativo Principal', 'parent_asset', PARENT_PT],
      ['Área', null, AREA_PT],
      ['Código de Barras', 'barcode', BARCODES],
      ['Categoria', 'category', ASSET_CAT_PT],
      ['Usuário Principal', 'responsible', WO_EMAILS],
      ['Data de Expiração da Garantia', 'warranty_end', TS_WARRANTY],
      ['Informações Adicionais', 'notes', ASSET_INFO_PT],
      ['Número de Série', 'serial_number', SERIALS],
      ['Atribuído A', null, WO_ASSIGNED],
      ['Nomes das Equipes', null, TEAM_LISTS],
      ['Peças', null, PARTS],
      ['Fornecedores', 'supplier', VENDORS],
      ['Contratantes', null, CONTRACTORS],
      ['Duração do Tempo de Inatividade', null, DOWNTIME_SECS],
    ],
  },
  {
    name: 'atlas-cmms-assets-nl.csv', language: 'nl', tdm: 'assets',
    source: `${ATLAS_ASSETS}, Dutch (nl_NL) (api/src/main/resources/messages_nl_NL.properties)`,
    columns: [
      ['ID', 'asset_code', ASSET_IDS],
      ['Naam', 'name', ASSET_NAMES_NL],
      ['Beschrijving', 'description', ASSET_DESC_NL],
      ['Status', 'status', ASSET_STATUS_NL],
      ['Gearchiveerd', null, YES_NO_NL],
      ['Locatienaam', 'location', LOC_NL],
      ['Bovenliggende Asset', 'parent_asset', PARENT_NL],
      ['Gebied', null, AREA_NL],
      ['Streepjescode', 'barcode', BARCODES],
      ['Categorie', 'category', ASSET_CAT_NL],
      ['Primaire Gebruiker', 'responsible', WO_EMAILS],
      ['Garantie Vervaldatum', 'warranty_end', TS_WARRANTY],
      ['Aanvullende Informatie', 'notes', ASSET_INFO_NL],
      ['Serienummer', 'serial_number', SERIALS],
      ['Toegewezen Aan', null, WO_ASSIGNED],
      ['Teamnamen', null, TEAM_LISTS],
      ['Onderdelen', null, PARTS],
      ['Leveranciers', 'supplier', VENDORS],
      ['Aannemers', null, CONTRACTORS],
      ['Stilstandduur', null, DOWNTIME_SECS],
    ],
  },
  {
    name: 'atlas-cmms-assets-es.csv', language: 'es', tdm: 'assets',
    source: `${ATLAS_ASSETS}, Spanish (es_ES) (api/src/main/resources/messages_es_ES.properties)`,
    columns: [
      ['ID', 'asset_code', ASSET_IDS],
      ['Nombre', 'name', ASSET_NAMES_ES],
      ['Descripción', 'description', ASSET_DESC_ES],
      ['Estado', 'status', ASSET_STATUS_ES],
      ['Archivado', null, YES_NO_ES],
      ['Ubicación', 'location', LOC_ES],
      ['Activo principal', 'parent_asset', PARENT_ES],
      ['Áea', null, AREA_ES],
      ['Código de barras', 'barcode', BARCODES],
      ['Categoría', 'category', ASSET_CAT_ES],
      ['Usuario principal', 'responsible', WO_EMAILS],
      ['Fecha de fin de la garantía', 'warranty_end', TS_WARRANTY],
      ['Información adicional', 'notes', ASSET_INFO_ES],
      ['Número de serie', 'serial_number', SERIALS],
      ['Asignado a', null, WO_ASSIGNED],
      ['Nombres de los equipos', null, TEAM_LISTS],
      ['Partes', null, PARTS],
      ['Vendedores', 'supplier', VENDORS],
      ['Contratista', null, CONTRACTORS],
      ['Tiempo fuera de servicio', null, DOWNTIME_SECS],
    ],
  },
  {
    name: 'givewp-donations-en.csv', language: 'en', tdm: 'donations',
    source: `${GIVE_NEW}, Donations → Tools → Export → Export Donations (Give_Export_Donations_CSV::get_cols in includes/admin/tools/export/give-export-donations-exporter.php), English, every standard box ticked (32 columns)`,
    columns: [
      ['Donation ID', 'donation_id', DONATION_POST_IDS],
      ['Donation Number', null, DONATION_NUMBERS],
      ['Title Prefix', null, PREFIXES],
      ['First Name', null, FIRST_EN],
      ['Last Name', null, LAST_EN],
      ['Email Address', 'donor_email', 'email'],
      ['Company Name', null, COMPANIES_EN],
      ['Address 1', null, STREET_EN],
      ['Address 2', null, LINE2],
      ['City', null, CITY_EN],
      ['State', null, STATE_EN],
      ['Zip', null, ZIP_EN],
      ['Country', null, COUNTRY_EN],
      ['Donor Phone Number', null, PHONES_EN],
      ['Donor Comment', null, DONOR_COMMENTS],
      ['Donation Total', 'amount', AMOUNT_EN],
      ['Currency Code', 'currency', CURRENCY_CODES],
      ['Currency Symbol', null, CURRENCY_SYMBOLS],
      ['Donation Status', 'status', DON_STATUS_EN],
      ['Payment Gateway', 'payment_method', GATEWAY_EN],
      ['Payment Mode', null, PAYMENT_MODES],
      ['Form ID', null, FORM_IDS],
      ['Form Title', 'campaign', FORM_TITLES_EN],
      ['Level ID', null, LEVEL_IDS],
      ['Level Title', null, LEVEL_TITLES],
      ['Donation Date', 'date', DATES_EN],
      ['Donation Time', null, TIMES],
      ['User ID', null, WP_USER_IDS],
      ['Donor ID', 'donor_id', DONOR_IDS],
      ['Donor IP Address', null, IPS],
      ['Donation Note (private)', 'notes', NOTES_PRIVATE],
      ['Donation Note (to donor)', null, NOTES_TO_DONOR],
    ],
  },
  {
    name: 'givewp-payments-de.csv', language: 'de', tdm: 'donations',
    source: `${GIVE_OLD}, Reports → Export → Donation History (Give_Payments_Export::csv_cols in includes/admin/reporting/class-export-payments.php), German (languages/give-de_DE.po; sequential numbering on, currency EUR; 20 columns)`,
    columns: [
      ['ID', 'donation_id', DONATION_POST_IDS],
      ['Zahlungs-Nummer', null, seq('', 20, 101, 1)],
      ['Email', 'donor_email', 'email'],
      ['Vorname', null, FIRST_DE],
      ['Nachname', null, LAST_DE],
      ['Adresse', null, STREET_DE],
      ['Adresse (Zeile 2)', null, LINE2],
      ['Stadt', null, CITY_DE],
      ['Bundesland', null, STATE_DE],
      ['Land', null, COUNTRY_DE],
      ['PLZ', null, ZIP_DE],
      ['Spendenhöhe (€)', 'amount', AMOUNT_DE],
      ['Formular ID', null, FORM_IDS],
      ['Formular Titel', 'campaign', FORM_TITLES_DE],
      ['Zahlungsmethode', 'payment_method', GATEWAY_DE],
      ['Zahlungs-ID', 'reference', TRANS_IDS],
      ['Kaufschlüssel', null, PURCHASE_KEYS],
      ['Datum', 'date', WP_DATES],
      ['Benutzer', null, WP_USER_DE],
      ['Status', 'status', DON_STATUS_DE],
    ],
  },
  {
    name: 'givewp-payments-pt.csv', language: 'pt', tdm: 'donations',
    source: `${GIVE_OLD}, Reports → Export → Donation History (Give_Payments_Export::csv_cols), Brazilian Portuguese (languages/give-pt_BR.po, which has no "Donation Amount" so that header falls back to English; sequential numbering off, currency BRL; 19 columns)`,
    columns: [
      ['ID', 'donation_id', DONATION_POST_IDS],
      ['Email', 'donor_email', 'email'],
      ['Nome', null, FIRST_PT],
      ['Sobrenome', null, LAST_PT],
      ['Endereço', null, STREET_PT],
      ['Endereço (Linha 2)', null, LINE2],
      ['Cidade', null, CITY_PT],
      ['Estado', null, STATE_PT],
      ['País', null, COUNTRY_PT],
      ['CEP', null, ZIP_PT],
      ['Donation Amount (R$)', 'amount', AMOUNT_PT],
      ['ID do formulário', null, FORM_IDS],
      ['Título do Formulário', 'campaign', FORM_TITLES_PT],
      ['Meio de Pagamento', 'payment_method', GATEWAY_PT],
      ['ID da Transação', 'reference', TRANS_IDS],
      ['Chave da Compra', null, PURCHASE_KEYS],
      ['Data', 'date', WP_DATES],
      ['Usuário', null, WP_USER_PT],
      ['Status', 'status', DON_STATUS_PT],
    ],
  },
  {
    name: 'givewp-donors-en.csv', language: 'en', tdm: 'donors',
    source: `${GIVE_NEW}, Donors → Tools → Export → Export Donors (DonorsExport::csv_cols in src/Exports/DonorsExport.php), English, every box ticked (13 columns)`,
    columns: [
      ['Name', null, NAMES_EN],
      ['Email', 'email', 'email'],
      ['User ID', null, WP_USER_IDS],
      ['Donor Created', null, DONOR_CREATED],
      ['Donor Phone Number', 'phone', PHONES_EN],
      ['Number of donations', null, NUM_DONATIONS],
      ['Total Donated', 'total_given', TOTALS_EN],
      ['Address', 'street', STREET_EN],
      ['Address 2', null, LINE2],
      ['City', 'city', CITY_EN],
      ['State', 'region', STATE_EN],
      ['Zip', 'postcode', ZIP_EN],
      ['Country', 'country', COUNTRY_EN],
    ],
  },
  {
    name: 'givewp-donors-de.csv', language: 'de', tdm: 'donors',
    source: `${GIVE_OLD}, Reports → Export → Donors, "Name, email and donation stats" (Give_Donors_Export::csv_cols in includes/admin/reporting/class-export-customers.php), German (languages/give-de_DE.po; currency EUR; 4 columns)`,
    columns: [
      ['Name', null, NAMES_DE],
      ['Email', 'email', 'email'],
      ['Gesamtspenden', null, NUM_DONATIONS],
      ['Gesamt gespendet (€)', 'total_given', TOTALS_DE],
    ],
  },
];
