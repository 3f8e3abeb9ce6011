/**
 * The twenty-seventh held-out set of the mapping benchmark (`npm run bench:mapping`, docs/mapping.md
 * "Benchmark"), built as a CLEAN set: never used to tune; only its aggregate figures are to be read.
 * Headers that nobody working on Ferry wrote, from four open-source programs none of the other sets
 * use, in two domains the matcher was not tuned for: IT operations (a monitoring system's problem
 * list, an IT service-management tool's incidents, its people directory and its user accounts) and
 * online marketplaces (a marketplace platform's listings and members, another's listings). Most of
 * it is not English (German, French, Spanish, Italian, Dutch and Portuguese, 17 of its 22 files;
 * 296 columns).
 *
 * How it was built, in this order:
 * 1. Target data models were written from scratch, as an IT operations team and a marketplace
 *    operator importing such files would write their own (English keys and labels, a description
 *    where a label alone would leave a person guessing, no `alternativeMatches`): monitoring alerts,
 *    incidents, user accounts (an identity directory: people and their logins) and marketplace
 *    listings. Not strictly first: the programs below had been chosen, and their export code read
 *    to choose them, before the models were written; the models were written before any header
 *    was labelled, with the columns such a company would want whether or not a file fills them.
 *    Some of their columns have no source in any file (an alert's ID, IP address, acknowledging
 *    person, monitoring tool, environment, on-call team, runbook and incident; an incident's
 *    description, category, configuration item, resolution notes and problem; an account's
 *    department, roles, last login and MFA flag; a listing's description, quantity, condition,
 *    location, review count, views and expiry), as a company's model has more than one export fills.
 * 2. The headers were taken verbatim from files written by real programs, used by none of the other
 *    sets (every `source` line and header comment of mapping-public-set*.ts checked) nor on the list
 *    of programs the matcher's vocabulary reads (src/mapping/NOTICE.md):
 *    · Zabbix (network and server monitoring), the PHP front-end as Debian ships it:
 *      zabbix-frontend-php 1:6.0.14+dfsg-1 (bookworm; fetched with `apt-get download`, SHA-256
 *      cf7646aa80206696c638076ce218119f74e415d86d8e7a077d161a3372528d56, checked against the
 *      archive's index; the upstream repository was too big to fetch). Monitoring → Problems →
 *      Export to CSV: the headers are the `_('…')` strings of the CSV branch of
 *      include/classes/screens/CScreenProblem.php (Severity, Time, Recovery time, Status, Host,
 *      Problem, Operational data — only when the filter shows operational data "Separately" —,
 *      Duration, Ack, Actions, Tags), looked up in the package's compiled catalogues
 *      locale/<de|fr|es|it|pt_BR>/LC_MESSAGES/frontend.mo (read with a script that parsed the .mo
 *      files; `_('Host')` finds the singular of the catalogue's plural entry Host/Hosts, as gettext
 *      does); a string the catalogue lacks stays English, as gettext leaves it. Operational data is
 *      taken only in English, German and French (the other catalogues lack it). Dutch (half of the
 *      strings untranslated) and European Portuguese (a second Portuguese) were left out.
 *    · iTop (IT service management and CMDB, Combodo/iTop; snapshot of 2024-10-23, commit
 *      dd34fda42e0583377c3040025a6a33dcf1455c70, develop branch after 3.2, datamodel version 3.3.0).
 *      A list → Export… → CSV (core/csvbulkexport.class.inc.php, core/tabularbulkexport.class.inc.php):
 *      each header is MetaModel::GetLabel of the field picked, i.e. the attribute's label looked up
 *      in the user's language along the class hierarchy and then in English (AttributeDefinition::
 *      SearchLabel), `<key label>-><remote label>` for a field reached through an external key, with
 *      "~~" markers of untranslated entries removed as the setup compiler removes them. The fields
 *      are the ones the dialog suggests from the list's columns (CSVBulkExport::SuggestField turns
 *      `id` into the friendly name and an external key into its friendly name, which
 *      MetaModel::NormalizeFieldSpec writes `org_id->name`, `caller_id->friendlyname`, …) and others
 *      ticked after them. The dictionaries (datamodels/2.x/<module>/dictionaries/<de|fr|es_cr|it|nl|pt_br|
 *      en>.dict.*.php and dictionaries/*.php) were read with a script that parsed the PHP arrays
 *      (no key used here has two different values in one language). Taken: Incidents
 *      (itop-incident-mgmt-itil; Ref, Title, Organization, Caller, Start date, Status, Agent from the
 *      list, then Team, Priority, Impact, Urgency, Service, Origin, Last update, Resolution date,
 *      Close date, Resolution code, Resolution delay, SLA ttr passed) in six languages; Persons
 *      (itop-structure; the list's Full name, Last name, Organization, Status, Location, Email and
 *      Phone, with First name ticked and moved next to the last name, then Mobile phone, Function,
 *      Employee number, Manager, Notification) in four languages (Italian left out: most of its
 *      Person labels are untranslated); iTop user accounts (UserLocal; the list's Login, Type of
 *      account, First name, Last name, Status and Organization — first name, last name and
 *      organisation being external fields of the account's person, which NormalizeFieldSpec writes
 *      `contactid->first_name`, … —, then Email, Language, Password expiration and Password renewed
 *      on) in Italian, Portuguese and English.
 *    · Sharetribe Go (marketplace platform, sharetribe/sharetribe; snapshot of 2026-05-11, commit
 *      79472ddd8d52ea6657a08510ec88d266ee57b6cb). Admin → Listings → Export to CSV
 *      (app/jobs/export_listings_job.rb, 12 snake_case column names) and Admin → Users → Export
 *      (app/services/admin2/membership_service.rb, generate_csv_for: 14 names, then
 *      has_connected_paypal and has_connected_stripe; can_post_listings only when posting needs
 *      verification, and custom user fields, neither taken). Its headers are English names in every
 *      language.
 *    · Cocorico (marketplace for rentals and services, Cocolabs-SAS/cocorico; snapshot of
 *      2021-02-09, commit 78814112258f6b400eff6191c58c6404efc4c0f8). Back office (Sonata admin) →
 *      Listings → Export CSV: the keys of ListingAdmin::getExportFields
 *      (src/Cocorico/CoreBundle/Admin/ListingAdmin.php), English in every language.
 *    No marketplace program with translated export headers was found in the time, so the
 *    marketplace files are English; the other languages come from the IT-operations programs.
 * 3. Each header was labelled with the TDM column a person would map it to, or null when none fits
 *    (decided from the header, the field's meaning in the program and the TDM alone; where a file
 *    has two columns for one target, the one that holds what the target describes, the other null).
 *    The non-obvious decisions:
 *    - Zabbix: Time (when the problem started) the start; Recovery time the resolution time; Status
 *      (PROBLEM, RESOLVED, CLOSING) the status; Host (Spanish "Equipo") the host; Problem (the
 *      trigger's name, Brazilian Portuguese "Incidente") the summary, not the model's incident;
 *      Operational data (the latest values of the trigger's items) the current value; Ack (yes/no)
 *      the acknowledged flag; Actions (counts of messages sent and actions run) null; Tags the tags.
 *    - iTop incidents: Ref the incident number; Organization->Name (the customer organisation; its
 *      Italian label is "Cliente->Cognome", a translation slip kept as written) the customer;
 *      Caller->Full name the reporter; Start date the opening; Agent->Full name the assignee and
 *      Team->Name the assignment group; Service->Name the affected service; Origin (email, phone,
 *      portal, monitoring, …) the channel; Resolution delay (time_spent, written in seconds) the
 *      time to resolve; SLA ttr passed (yes/no; its Spanish label says "met" for "passed") the SLA
 *      breach flag.
 *    - iTop persons: Full name the display name; Function the job title; Location->Name the office
 *      location; Status (active/inactive) the account status; Employee number the employee ID;
 *      Manager->Full name the manager; Notification (whether the person gets notifications) null.
 *    - iTop user accounts: Login the username; Type of account (iTop user, LDAP user, …) the
 *      account type; Person->Organization (the organisation's id, as the external field writes it)
 *      the organisation; Password renewed on the password-changed date; Password expiration (a
 *      policy: can expire, never expires, …) null.
 *    - Sharetribe listings: user_id (the author) the seller ID; order_type (the listing shape:
 *      selling, renting, services) the listing type; pricing_unit the price unit; main_image_url the
 *      image. Sharetribe users: user_id the user ID; phone_number the phone; joined_at the creation
 *      date; status (membership: accepted, pending email confirmation, banned) the account status;
 *      is_admin the administrator flag; email_address_confirmed the email-verified flag;
 *      accept_emails_from_admin, has_connected_paypal and has_connected_stripe null.
 *    - Cocorico listings: Offerer (the seller's name) the seller, Email (the seller's) the seller
 *      email, Phone null (the model has no seller phone); Average Rating the rating.
 * 4. Then the set was committed, before the matcher was run on it.
 *
 * Values: 20 per column, generated by kind (./mapping-bench.ts) or sampled from the lists below,
 * written in the style of each export (Zabbix's times in each catalogue's `Y-m-d H:i:s` (French
 * `d/m/Y H:i:s`, Brazilian `d-m-Y H:i:s`), its severity names, statuses, yes/no and action counts
 * as the catalogues translate them, durations with the catalogues' unit letters, trigger names in
 * English as its templates write them; iTop's dates as its default `Y-m-d H:i:s`, its enumerations
 * (status, priority, impact, urgency, origin, resolution code, yes/no, account status, password
 * policy) as each dictionary translates them, languages as codes, durations in seconds;
 * Sharetribe's dates as `%Y-%m-%d %H:%M:%S`, prices as Money#to_s, statuses and shapes in English;
 * Cocorico's statuses as the raw translation keys its export writes, dates as `d M Y`); a free-text
 * or identifier column (titles, names, logins, hosts, references) draws from at least eight
 * distinct values.
 */
import { tdmColumn, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';

const col = tdmColumn;

/** The target data models of this set, written before the headers were labelled (see 1. above). */
export const HELD_OUT_27_TDMS = {
  monitoring_alerts: [
    col('alert_id', 'Alert ID', 'string', 'Identifier of the alert or event in the monitoring tool'),
    col('severity', 'Severity', 'string', 'Critical, major, warning, information, …'),
    col('status', 'Status', 'string', 'Whether the alert is still firing or has recovered: open, acknowledged, resolved, …'),
    col('host', 'Host', 'string', 'Server, device or host the alert is about'),
    col('ip_address', 'IP address', 'string'),
    col('summary', 'Summary', 'string', 'Alert message: what went wrong'),
    col('metric_value', 'Current value', 'string', 'Latest measured value of the check that raised the alert'),
    col('started_at', 'Started', 'datetime', 'When the problem began'),
    col('resolved_at', 'Resolved', 'datetime', 'When the problem recovered'),
    col('duration', 'Duration', 'string', 'How long the problem lasted, or has lasted so far'),
    col('acknowledged', 'Acknowledged', 'bool', 'Whether someone has taken the alert in hand'),
    col('acknowledged_by', 'Acknowledged by', 'string'),
    col('source', 'Monitoring tool', 'string', 'Which monitoring system raised the alert'),
    col('environment', 'Environment', 'string', 'Production, staging, test, …'),
    col('team', 'On-call team', 'string', 'Team responsible for responding'),
    col('tags', 'Tags', 'string', 'Labels attached to the alert'),
    col('runbook_url', 'Runbook', 'url', 'Instructions for handling this kind of alert'),
    col('incident_ref', 'Incident', 'string', 'Ticket or incident opened for the alert'),
  ],
  incidents: [
    col('incident_number', 'Incident number', 'string', 'Reference of the incident ticket'),
    col('title', 'Title', 'string', 'Short description of the incident'),
    col('description', 'Description', 'string'),
    col('status', 'Status', 'string', 'New, assigned, pending, resolved, closed, …'),
    col('priority', 'Priority', 'string'),
    col('impact', 'Impact', 'string', 'How widely the incident affects the business: one person, a department, a whole service, …'),
    col('urgency', 'Urgency', 'string'),
    col('category', 'Category', 'string', 'Kind of incident: hardware, software, network, access, …'),
    col('service', 'Affected service', 'string', 'Business or IT service affected'),
    col('configuration_item', 'Configuration item', 'string', 'Server, application or device affected'),
    col('customer', 'Customer', 'string', 'Customer or organization the incident was reported for'),
    col('reported_by', 'Reported by', 'string', 'Person who reported the incident'),
    col('channel', 'Channel', 'string', 'How the incident was reported: phone, email, portal, monitoring, …'),
    col('assignment_group', 'Assignment group', 'string', 'Team responsible for resolving the incident'),
    col('assigned_to', 'Assigned to', 'string', 'Agent working on the incident'),
    col('opened_at', 'Opened', 'datetime'),
    col('updated_at', 'Last updated', 'datetime'),
    col('resolved_at', 'Resolved', 'datetime'),
    col('closed_at', 'Closed', 'datetime'),
    col('resolution_code', 'Resolution code', 'string', 'How the incident was resolved: fixed, workaround, user training, …'),
    col('resolution_notes', 'Resolution notes', 'string'),
    col('time_to_resolve_hours', 'Time to resolve (h)', 'float', 'Time from opening to resolution'),
    col('sla_breached', 'SLA breached', 'bool', 'Whether the resolution target of the service level agreement was missed'),
    col('problem_ref', 'Problem', 'string', 'Problem record the incident is linked to'),
  ],
  user_accounts: [
    col('user_id', 'User ID', 'string', 'Identifier of the account in the source system'),
    col('username', 'Username', 'string', 'Login name'),
    col('display_name', 'Display name', 'string', 'Full name as shown in the directory'),
    col('first_name', 'First name', 'string'),
    col('last_name', 'Last name', 'string'),
    col('email', 'Email', 'email'),
    col('email_verified', 'Email verified', 'bool'),
    col('phone', 'Phone', 'phone'),
    col('mobile', 'Mobile', 'phone'),
    col('job_title', 'Job title', 'string'),
    col('department', 'Department', 'string'),
    col('organization', 'Organization', 'string', 'Company or organizational unit the person belongs to'),
    col('manager', 'Manager', 'string', 'Name of the person\'s manager'),
    col('employee_id', 'Employee ID', 'string', 'Personnel number'),
    col('location', 'Office location', 'string', 'Site or office where the person works'),
    col('address', 'Address', 'string', 'Postal address'),
    col('account_status', 'Account status', 'string', 'Active, disabled, locked, pending, …'),
    col('account_type', 'Account type', 'string', 'Local, LDAP, single sign-on, service account, …'),
    col('roles', 'Roles', 'string', 'Roles or profiles granted to the account'),
    col('is_admin', 'Administrator', 'bool', 'Whether the account has administrator rights'),
    col('language', 'Language', 'string', 'Preferred interface language'),
    col('created_at', 'Created', 'datetime', 'When the account was created'),
    col('last_login_at', 'Last login', 'datetime'),
    col('password_changed_at', 'Password last changed', 'date'),
    col('mfa_enabled', 'MFA enabled', 'bool', 'Whether multi-factor authentication is set up'),
  ],
  marketplace_listings: [
    col('listing_id', 'Listing ID', 'string'),
    col('title', 'Title', 'string'),
    col('description', 'Description', 'string'),
    col('seller_id', 'Seller ID', 'string', 'Account ID of the seller who posted the listing'),
    col('seller_name', 'Seller', 'string', 'Name of the seller'),
    col('seller_email', 'Seller email', 'email'),
    col('category', 'Category', 'string'),
    col('listing_type', 'Listing type', 'string', 'Sale, rental, service, …'),
    col('status', 'Status', 'string', 'Published, draft, pending review, closed, expired, …'),
    col('price', 'Price', 'float'),
    col('currency', 'Currency', 'currency_code'),
    col('price_unit', 'Price unit', 'string', 'What the price is for: per item, per day, per hour, …'),
    col('quantity', 'Quantity available', 'int'),
    col('condition', 'Condition', 'string', 'New, used, refurbished, …'),
    col('location', 'Location', 'string', 'Where the item or service is offered'),
    col('image_url', 'Main image', 'url'),
    col('rating', 'Average rating', 'float', 'Average of the buyers\' review ratings'),
    col('review_count', 'Reviews', 'int', 'Number of reviews'),
    col('views', 'Views', 'int'),
    col('created_at', 'Created', 'datetime'),
    col('updated_at', 'Last updated', 'datetime'),
    col('expires_at', 'Expires', 'date'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** One file of this set. */
export type HeldOut27File = PublicSetFile<keyof typeof HELD_OUT_27_TDMS>;

type Stamp = [y: number, m: number, d: number, h: number, i: number, s: number];
const p2 = (n: number): string => String(n).padStart(2, '0');
const seq = (prefix: string, n: number, start = 1, step = 7, width = 0): string[] => Array.from({ length: n }, (_, i) => `${prefix}${String(start + i * step).padStart(width, '0')}`);
/** Dates as PHP's date() writes them with `Y-m-d H:i:s`, `d/m/Y H:i:s` or `d-m-Y H:i:s`; null stays empty. */
const phpDates = (format: 'Y-m-d H:i:s' | 'd/m/Y H:i:s' | 'd-m-Y H:i:s', stamps: Array<Stamp | null>): string[] => stamps.map((t) => {
  if (!t) return '';
  const [y, m, d, h, i, s] = t;
  const time = `${p2(h)}:${p2(i)}:${p2(s)}`;
  return format === 'Y-m-d H:i:s' ? `${y}-${p2(m)}-${p2(d)} ${time}` : format === 'd/m/Y H:i:s' ? `${p2(d)}/${p2(m)}/${y} ${time}` : `${p2(d)}-${p2(m)}-${y} ${time}`;
});
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Dates as PHP's date('d M Y') writes them. */
const dMY = (stamps: Stamp[]): string[] => stamps.map(([y, m, d]) => `${p2(d)} ${MONTHS_EN[m - 1]} ${y}`);
/** Durations as Zabbix's convertUnitsS writes them (up to three units), with a catalogue's unit letters. */
const zbxDurations = (day: string, parts: Array<[d: number, h: number, m: number, s: number]>): string[] => parts.map(([d, h, m, s]) => {
  const units: string[] = [];
  if (d) units.push(`${d}${day}`);
  if (h) units.push(`${h}h`);
  if (m) units.push(`${m}m`);
  if (s && units.length < 3) units.push(`${s}s`);
  return units.slice(0, 3).join(' ');
});

// Zabbix: Monitoring → Problems → Export to CSV.
const ZBX_SEVERITY_EN = ['Not classified', 'Information', 'Warning', 'Warning', 'Warning', 'Average', 'Average', 'Average', 'High', 'High', 'Disaster'];
const ZBX_SEVERITY_DE = ['Nicht klassifiziert', 'Information', 'Warnung', 'Warnung', 'Warnung', 'Durchschnitt', 'Durchschnitt', 'Durchschnitt', 'Hoch', 'Hoch', 'Desaster'];
const ZBX_SEVERITY_FR = ['Non classé', 'Information', 'Avertissement', 'Avertissement', 'Avertissement', 'Moyen', 'Moyen', 'Moyen', 'Haut', 'Haut', 'Désastre'];
const ZBX_SEVERITY_ES = ['No clasificada', 'Informativa', 'Advertencia', 'Advertencia', 'Advertencia', 'Promedio', 'Promedio', 'Promedio', 'Alta', 'Alta', 'Crítica'];
const ZBX_SEVERITY_IT = ['Non classificato', 'Informazioni', 'Bassa', 'Bassa', 'Bassa', 'Media', 'Media', 'Media', 'Alta', 'Alta', 'Disastro'];
const ZBX_SEVERITY_PT = ['Não classificada', 'Informação', 'Atenção', 'Atenção', 'Atenção', 'Média', 'Média', 'Média', 'Alta', 'Alta', 'Desastre'];
const ZBX_START: Stamp[] = [[2026, 3, 2, 3, 14, 51], [2026, 3, 2, 8, 2, 17], [2026, 3, 3, 11, 47, 5], [2026, 3, 4, 0, 5, 33], [2026, 3, 4, 16, 21, 9], [2026, 3, 5, 9, 58, 44], [2026, 3, 6, 2, 30, 1], [2026, 3, 6, 14, 12, 26], [2026, 3, 7, 22, 45, 13], [2026, 3, 9, 7, 3, 58], [2026, 3, 9, 13, 36, 40], [2026, 3, 10, 4, 19, 7]];
const ZBX_RECOVERY: Array<Stamp | null> = [null, null, null, null, [2026, 3, 2, 3, 20, 3], [2026, 3, 2, 9, 15, 42], [2026, 3, 3, 12, 1, 18], [2026, 3, 4, 1, 42, 0], [2026, 3, 5, 10, 3, 29], [2026, 3, 6, 2, 35, 51], [2026, 3, 7, 23, 2, 37], [2026, 3, 9, 14, 0, 2]];
const ZBX_TIME_ISO = phpDates('Y-m-d H:i:s', ZBX_START);
const ZBX_RECOVERY_ISO = phpDates('Y-m-d H:i:s', ZBX_RECOVERY);
const ZBX_TIME_FR = phpDates('d/m/Y H:i:s', ZBX_START);
const ZBX_RECOVERY_FR = phpDates('d/m/Y H:i:s', ZBX_RECOVERY);
const ZBX_TIME_PT = phpDates('d-m-Y H:i:s', ZBX_START);
const ZBX_RECOVERY_PT = phpDates('d-m-Y H:i:s', ZBX_RECOVERY);
const ZBX_STATUS_EN = ['PROBLEM', 'PROBLEM', 'PROBLEM', 'RESOLVED', 'RESOLVED', 'RESOLVED', 'CLOSING'];
const ZBX_STATUS_DE = ['PROBLEM', 'PROBLEM', 'PROBLEM', 'ERLEDIGT', 'ERLEDIGT', 'ERLEDIGT', 'SCHLIESSEN'];
const ZBX_STATUS_FR = ['PROBLÈME', 'PROBLÈME', 'PROBLÈME', 'RÉSOLU', 'RÉSOLU', 'RÉSOLU', 'FERMETURE'];
const ZBX_STATUS_ES = ['PROBLEMA', 'PROBLEMA', 'PROBLEMA', 'RESUELTO', 'RESUELTO', 'RESUELTO', 'CERRANDO'];
const ZBX_STATUS_IT = ['PROBLEMA', 'PROBLEMA', 'PROBLEMA', 'RISOLTO', 'RISOLTO', 'RISOLTO', 'Chiusura'];
const ZBX_STATUS_PT = ['INCIDENTE', 'INCIDENTE', 'INCIDENTE', 'RESOLVIDO', 'RESOLVIDO', 'RESOLVIDO', 'TERMINANDO'];
const ZBX_HOSTS = ['Zabbix server', 'web-01', 'web-02', 'db-prod-01', 'db-prod-02', 'fw-edge-01', 'sw-core-02', 'mail01.corp.local', 'k8s-node-03', 'nas-backup', 'erp-app-01', 'esx-host-04', 'vpn-gw', 'printsrv01', 'dc01.corp.local'];
const ZBX_PROBLEMS = ['Linux: High CPU utilization (over 90% for 5m)', 'Linux: Load average is too high (per CPU load over 1.5 for 5m)', 'Linux: Lack of available memory (< 20M of 3.84 GB)', '/: Disk space is low (used > 80%)', '/var: Disk space is critically low (used > 90%)', 'Zabbix agent is not available (for 3m)', 'Interface eth0(): Link down', 'Interface Gi0/1(uplink): High bandwidth usage (> 90%)', 'MySQL: Service is down', 'Nginx: Service is down', 'Unavailable by ICMP ping', 'High ICMP ping loss', 'Linux: Number of installed packages has been changed', 'Windows: "Spooler" (Print Spooler) is not running (startup type automatic)', 'SSL certificate expires in less than 14 days', 'Linux: /etc/passwd has been changed'];
const ZBX_OPDATA = ['', '', 'Current utilization: 94.12 %', 'Load averages(1m, 5m, 15m): (6.73, 5.91, 4.02)', 'Available memory: 14.32 MB', 'Space used: 82.4 GB of 98.3 GB (83.82 %)', 'Space used: 45.1 GB of 49.1 GB (91.85 %)', 'Current state: down (2)', 'Loss: 35 %', 'In: 912.4 Mbps, out: 48.03 Mbps, speed: 1 Gbps', 'Days left: 9'];
const ZBX_DURATION_PARTS: Array<[number, number, number, number]> = [[0, 0, 5, 12], [0, 0, 0, 43], [0, 1, 13, 25], [0, 0, 14, 13], [0, 1, 36, 27], [2, 3, 15, 0], [0, 0, 56, 58], [12, 4, 1, 37], [0, 5, 9, 50], [1, 0, 22, 9], [0, 0, 3, 1], [31, 6, 44, 0]];
const ZBX_DURATION_EN = zbxDurations('d', ZBX_DURATION_PARTS);
const ZBX_DURATION_DE = zbxDurations('T', ZBX_DURATION_PARTS);
const ZBX_DURATION_FR = zbxDurations('j', ZBX_DURATION_PARTS);
const ZBX_YES_EN = ['Yes', 'No', 'No'];
const ZBX_YES_DE = ['Ja', 'Nein', 'Nein'];
const ZBX_YES_FR = ['Oui', 'Non', 'Non'];
const ZBX_YES_ES = ['Sí', 'No', 'No'];
const ZBX_YES_IT = ['Si', 'No', 'No'];
const ZBX_YES_PT = ['Sim', 'Não', 'Não'];
const zbxActions = (messages: string, actions: string, severity: string): string[] => ['', '', '', `${messages} (1)`, `${messages} (2)`, `${messages} (3)`, `${messages} (2), ${actions} (1)`, `${actions} (1)`, `${messages} (1), ${severity}`, `${messages} (4), ${actions} (2)`];
const ZBX_ACTIONS_EN = zbxActions('Messages', 'Actions', 'Severity changes');
const ZBX_ACTIONS_DE = zbxActions('Nachrichten', 'Aktionen', 'Schweregradänderungen');
const ZBX_ACTIONS_FR = zbxActions('Messages', 'Actions', 'Changements de gravité');
const ZBX_ACTIONS_ES = zbxActions('Messages', 'Acciones', 'Severity changes');
const ZBX_ACTIONS_IT = zbxActions('Messaggi', 'Azioni', 'Severity changes');
const ZBX_ACTIONS_PT = zbxActions('Mensagens', 'Ações', 'Mudanças de severidade');
const ZBX_TAGS = ['', 'scope: performance', 'scope: availability', 'component: cpu, scope: performance', 'component: memory, scope: capacity', 'component: storage, filesystem: /, scope: capacity', 'component: network, interface: eth0, scope: availability', 'component: database, service: mysql', 'env: prod, service: webshop', 'scope: security', 'env: test, scope: notice', 'component: certificate, scope: notice'];

// iTop: incidents, persons and user accounts.
const IT_ISO = (stamps: Array<Stamp | null>): string[] => phpDates('Y-m-d H:i:s', stamps);
const IT_REFS = seq('I-', 20, 1204, 3, 6);
const IT_START: Stamp[] = [[2026, 2, 2, 8, 12, 4], [2026, 2, 3, 9, 41, 37], [2026, 2, 5, 14, 3, 11], [2026, 2, 9, 7, 55, 0], [2026, 2, 11, 10, 20, 45], [2026, 2, 12, 16, 48, 2], [2026, 2, 16, 8, 30, 19], [2026, 2, 18, 11, 7, 53], [2026, 2, 23, 13, 15, 26], [2026, 2, 25, 9, 2, 8], [2026, 3, 2, 15, 44, 31], [2026, 3, 4, 8, 9, 57]];
const IT_UPDATE: Stamp[] = [[2026, 3, 4, 9, 12, 40], [2026, 3, 4, 10, 5, 2], [2026, 3, 4, 11, 33, 18], [2026, 3, 4, 14, 1, 9], [2026, 3, 5, 8, 47, 55], [2026, 3, 5, 9, 20, 31], [2026, 3, 5, 13, 58, 4], [2026, 3, 5, 16, 26, 47], [2026, 3, 6, 7, 51, 12], [2026, 3, 6, 10, 39, 0]];
const IT_RESOLVED: Array<Stamp | null> = [null, null, null, null, [2026, 2, 2, 10, 5, 33], [2026, 2, 3, 17, 12, 0], [2026, 2, 6, 9, 46, 21], [2026, 2, 10, 11, 3, 8], [2026, 2, 12, 8, 59, 40], [2026, 2, 17, 15, 20, 14], [2026, 2, 19, 9, 11, 2], [2026, 2, 24, 12, 0, 57]];
const IT_CLOSED: Array<Stamp | null> = [null, null, null, null, null, null, [2026, 2, 9, 10, 0, 0], [2026, 2, 13, 10, 0, 0], [2026, 2, 16, 10, 0, 0], [2026, 2, 20, 10, 0, 1], [2026, 2, 27, 10, 0, 0]];
const IT_START_ISO = IT_ISO(IT_START);
const IT_UPDATE_ISO = IT_ISO(IT_UPDATE);
const IT_RESOLVED_ISO = IT_ISO(IT_RESOLVED);
const IT_CLOSED_ISO = IT_ISO(IT_CLOSED);
const IT_TIME_SPENT = ['', '', '', '', '6813', '27180', '70210', '90788', '146375', '326355', '1800', '4920', '259200'];
const IT_TITLES_DE = ['Drucker im 2. OG druckt nicht', 'Kein Zugriff auf Netzlaufwerk S:', 'Outlook startet nicht', 'VPN-Verbindung bricht ständig ab', 'ERP sehr langsam', 'Passwort abgelaufen, Anmeldung nicht möglich', 'Laptop bootet nicht mehr', 'E-Mails von extern kommen nicht an', 'WLAN im Besprechungsraum ausgefallen', 'Telefonanlage: keine externen Anrufe', 'Webshop nicht erreichbar', 'Monitor flackert'];
const IT_TITLES_FR = ['L\'imprimante du 2e étage n\'imprime plus', 'Pas d\'accès au lecteur réseau S:', 'Outlook ne démarre pas', 'La connexion VPN coupe sans arrêt', 'ERP très lent', 'Mot de passe expiré, connexion impossible', 'Le portable ne démarre plus', 'Les e-mails externes n\'arrivent pas', 'Wi-Fi en panne en salle de réunion', 'Standard téléphonique : pas d\'appels sortants', 'Site marchand inaccessible', 'L\'écran clignote'];
const IT_TITLES_ES = ['La impresora de la 2.ª planta no imprime', 'Sin acceso a la unidad de red S:', 'Outlook no arranca', 'La VPN se desconecta continuamente', 'El ERP va muy lento', 'Contraseña caducada, no puedo entrar', 'El portátil no arranca', 'No llegan correos externos', 'Sin wifi en la sala de reuniones', 'Centralita: no hay llamadas externas', 'La tienda online no responde', 'El monitor parpadea'];
const IT_TITLES_IT = ['La stampante del 2° piano non stampa', 'Nessun accesso all\'unità di rete S:', 'Outlook non si avvia', 'La VPN cade in continuazione', 'Gestionale molto lento', 'Password scaduta, impossibile accedere', 'Il portatile non si avvia', 'Le e-mail esterne non arrivano', 'Wi-Fi fuori uso in sala riunioni', 'Centralino: nessuna chiamata esterna', 'E-commerce non raggiungibile', 'Il monitor sfarfalla'];
const IT_TITLES_NL = ['Printer op 2e verdieping print niet', 'Geen toegang tot netwerkschijf S:', 'Outlook start niet', 'VPN-verbinding valt steeds weg', 'ERP erg traag', 'Wachtwoord verlopen, kan niet inloggen', 'Laptop start niet meer op', 'Externe e-mails komen niet binnen', 'Wifi in vergaderzaal uitgevallen', 'Telefooncentrale: geen externe gesprekken', 'Webshop niet bereikbaar', 'Beeldscherm flikkert'];
const IT_TITLES_PT = ['A impressora do 2º andar não imprime', 'Sem acesso à unidade de rede S:', 'O Outlook não abre', 'A VPN cai o tempo todo', 'ERP muito lento', 'Senha expirada, não consigo entrar', 'O notebook não liga', 'E-mails externos não chegam', 'Wi-Fi fora do ar na sala de reuniões', 'PABX: sem chamadas externas', 'Loja virtual fora do ar', 'O monitor está piscando'];
const IT_ORGS_DE = ['Muster GmbH', 'Muster GmbH', 'Muster GmbH Niederlassung Süd', 'Stadtwerke Nordheim', 'Kanzlei Bauer & Partner', 'Logistik Süd AG', 'Praxis Dr. Weber', 'Demo', 'Autohaus Krüger'];
const IT_ORGS_FR = ['Exemple SA', 'Exemple SA', 'Exemple SA agence Lyon', 'Mairie de Saint-Amand', 'Cabinet Martin & Associés', 'Transports Girard', 'Clinique du Parc', 'Demo', 'Garage Lefèvre'];
const IT_ORGS_ES = ['Ejemplo S.L.', 'Ejemplo S.L.', 'Ejemplo S.L. delegación Sevilla', 'Ayuntamiento de Villanueva', 'Bufete García Abogados', 'Transportes Ruiz', 'Clínica Dental Sonrisa', 'Demo', 'Talleres Navarro'];
const IT_ORGS_IT = ['Esempio S.r.l.', 'Esempio S.r.l.', 'Esempio S.r.l. filiale di Bari', 'Comune di Castelnuovo', 'Studio Legale Bianchi', 'Trasporti Ferrari', 'Poliambulatorio San Luca', 'Demo', 'Officina Colombo'];
const IT_ORGS_NL = ['Voorbeeld B.V.', 'Voorbeeld B.V.', 'Voorbeeld B.V. vestiging Zwolle', 'Gemeente Westerveld', 'Advocatenkantoor De Boer', 'Transport Jansen', 'Huisartsenpraktijk Bakker', 'Demo', 'Autobedrijf Visser'];
const IT_ORGS_PT = ['Exemplo Ltda.', 'Exemplo Ltda.', 'Exemplo Ltda. filial Curitiba', 'Prefeitura de Santa Rita', 'Escritório Souza Advogados', 'Transportes Oliveira', 'Clínica São Lucas', 'Demo', 'Oficina Ferreira'];
const IT_PEOPLE_DE = ['Claudia Müller', 'Jens Hoffmann', 'Sabine Wagner', 'Thomas Becker', 'Katrin Schulz', 'Michael Fischer', 'Anna Weber', 'Stefan Koch', 'Julia Richter', 'Markus Wolf'];
const IT_PEOPLE_FR = ['Claire Dubois', 'Julien Moreau', 'Sophie Laurent', 'Nicolas Lefèvre', 'Camille Roux', 'Antoine Fournier', 'Léa Girard', 'Mathieu Bonnet', 'Manon Mercier', 'Hugo Lambert'];
const IT_PEOPLE_ES = ['Lucía García', 'Javier Martínez', 'Carmen López', 'David Sánchez', 'Marta Romero', 'Pablo Navarro', 'Elena Torres', 'Sergio Ruiz', 'Laura Molina', 'Andrés Castro'];
const IT_PEOPLE_IT = ['Giulia Rossi', 'Marco Bianchi', 'Francesca Romano', 'Luca Colombo', 'Chiara Ricci', 'Alessandro Greco', 'Sara Bruno', 'Matteo Gallo', 'Elena Conti', 'Davide Marino'];
const IT_PEOPLE_NL = ['Sanne de Vries', 'Daan Jansen', 'Lotte Bakker', 'Bram Visser', 'Emma Smit', 'Thijs Meijer', 'Fleur de Boer', 'Ruben Mulder', 'Iris de Groot', 'Jeroen Bos'];
const IT_PEOPLE_PT = ['Ana Souza', 'Pedro Oliveira', 'Juliana Santos', 'Rafael Costa', 'Camila Pereira', 'Lucas Almeida', 'Beatriz Lima', 'Thiago Ribeiro', 'Mariana Carvalho', 'Gustavo Rocha'];
const IT_AGENTS_DE = ['', 'Jens Hoffmann', 'Katrin Schulz', 'Stefan Koch', 'Tobias Lange', 'Nina Braun', 'Florian Zimmermann', 'Lena Hartmann', 'Uwe Krause', 'Petra Schmitt'];
const IT_AGENTS_FR = ['', 'Julien Moreau', 'Camille Roux', 'Mathieu Bonnet', 'Romain Petit', 'Chloé Garnier', 'Maxime Chevalier', 'Inès Faure', 'Bruno Perrin', 'Élodie Robin'];
const IT_AGENTS_ES = ['', 'Javier Martínez', 'Marta Romero', 'Sergio Ruiz', 'Raúl Ortega', 'Nuria Delgado', 'Iván Morales', 'Cristina Vidal', 'Óscar Iglesias', 'Silvia Herrera'];
const IT_AGENTS_IT = ['', 'Marco Bianchi', 'Chiara Ricci', 'Matteo Gallo', 'Simone Fontana', 'Valentina Moretti', 'Andrea Barbieri', 'Federica Lombardi', 'Paolo Rinaldi', 'Silvia Caruso'];
const IT_AGENTS_NL = ['', 'Daan Jansen', 'Emma Smit', 'Ruben Mulder', 'Kevin van Dijk', 'Anouk Peters', 'Niels Hendriks', 'Eva van Leeuwen', 'Martijn Dekker', 'Sophie Brouwer'];
const IT_AGENTS_PT = ['', 'Pedro Oliveira', 'Camila Pereira', 'Thiago Ribeiro', 'Felipe Martins', 'Larissa Gomes', 'Rodrigo Barbosa', 'Fernanda Araújo', 'Bruno Cardoso', 'Patrícia Dias'];
const IT_TEAMS_DE = ['', '1st Level Support', '1st Level Support', '2nd Level Support', 'Netzwerk', 'Server & Storage', 'Applikationsbetreuung ERP', 'Arbeitsplatz-Services', 'Security Operations'];
const IT_TEAMS_FR = ['', 'Support niveau 1', 'Support niveau 1', 'Support niveau 2', 'Équipe réseau', 'Serveurs & stockage', 'Applications ERP', 'Poste de travail', 'Sécurité SI'];
const IT_TEAMS_ES = ['', 'Soporte N1', 'Soporte N1', 'Soporte N2', 'Comunicaciones', 'Sistemas y almacenamiento', 'Aplicaciones ERP', 'Puesto de trabajo', 'Seguridad TI'];
const IT_TEAMS_IT = ['', 'Help desk 1° livello', 'Help desk 1° livello', 'Supporto 2° livello', 'Reti', 'Server e storage', 'Applicativi ERP', 'Postazioni di lavoro', 'Sicurezza IT'];
const IT_TEAMS_NL = ['', 'Servicedesk 1e lijn', 'Servicedesk 1e lijn', 'Tweedelijns support', 'Netwerkbeheer', 'Servers & opslag', 'ERP-applicatiebeheer', 'Werkplekbeheer', 'Informatiebeveiliging'];
const IT_TEAMS_PT = ['', 'Service Desk N1', 'Service Desk N1', 'Suporte N2', 'Redes', 'Servidores e storage', 'Sistemas ERP', 'Estações de trabalho', 'Segurança da informação'];
const IT_SERVICES_DE = ['', 'Arbeitsplatz-IT', 'E-Mail & Kalender', 'Netzwerk & VPN', 'ERP', 'Telefonie', 'Druckdienste', 'Webshop', 'Dateiablage'];
const IT_SERVICES_FR = ['', 'Poste de travail', 'Messagerie', 'Réseau & VPN', 'ERP', 'Téléphonie', 'Impression', 'Site marchand', 'Partage de fichiers'];
const IT_SERVICES_ES = ['', 'Puesto de trabajo', 'Correo y calendario', 'Red y VPN', 'ERP', 'Telefonía', 'Impresión', 'Tienda online', 'Almacenamiento de ficheros'];
const IT_SERVICES_IT = ['', 'Postazione di lavoro', 'Posta elettronica', 'Rete e VPN', 'Gestionale ERP', 'Telefonia', 'Stampa', 'E-commerce', 'File server'];
const IT_SERVICES_NL = ['', 'Werkplek', 'E-mail & agenda', 'Netwerk & VPN', 'ERP', 'Telefonie', 'Printen', 'Webshop', 'Bestandsopslag'];
const IT_SERVICES_PT = ['', 'Estação de trabalho', 'E-mail e agenda', 'Rede e VPN', 'ERP', 'Telefonia', 'Impressão', 'Loja virtual', 'Arquivos em rede'];
const IT_STATUS_DE = ['Neu', 'Zugewiesen', 'Zugewiesen', 'Auszeit', 'Gelöst', 'Gelöst', 'Geschlossen', 'Geschlossen', 'Eskaliert TTR'];
const IT_STATUS_FR = ['Nouveau', 'Assigné', 'Assigné', 'En attente', 'Résolu', 'Résolu', 'Fermé', 'Fermé', 'Escalate ttr'];
const IT_STATUS_ES = ['Nuevo', 'Asignado', 'Asignado', 'Pendiente', 'Solucionado', 'Solucionado', 'Cerrado', 'Cerrado', 'Escalado por Tiempo de Solución'];
const IT_STATUS_IT = ['Nuovo', 'Assgnato', 'Assgnato', 'In attesa', 'Risolto', 'Risolto', 'Chiuso', 'Chiuso', 'Escalated TTR'];
const IT_STATUS_NL = ['Nieuw', 'Toegewezen', 'Toegewezen', 'In afwachting', 'Opgelost', 'Opgelost', 'Gesloten', 'Gesloten', 'Geëscaleerde TTR'];
const IT_STATUS_PT = ['Novo', 'Atribuído', 'Atribuído', 'Pendente', 'Solucionado', 'Solucionado', 'Fechado', 'Fechado', 'TTR escalonado'];
/** Priority and urgency share their words (1 critical … 4 low); the commoner ones repeated. */
const itLevels = (critical: string, high: string, medium: string, low: string): string[] => [critical, high, high, medium, medium, medium, low, low];
const IT_LEVEL_DE = itLevels('Kritisch', 'Hoch', 'Mittel', 'Niedrig');
const IT_LEVEL_FR = itLevels('Critique', 'Haute', 'Moyenne', 'Basse');
const IT_LEVEL_ES = itLevels('Crítica', 'Alta', 'Media', 'Baja');
const IT_LEVEL_IT = itLevels('Critica', 'Alta', 'Media', 'Bassa');
const IT_LEVEL_NL = itLevels('Kritisch', 'Hoog', 'Normaal', 'Laag');
const IT_LEVEL_PT = itLevels('Crítica', 'Alta', 'Média', 'Baixa');
const IT_IMPACT_DE = ['Eine Abteilung', 'Ein Service', 'Eine Person', 'Eine Person', 'Eine Person'];
const IT_IMPACT_FR = ['Un département', 'Un service', 'Une personne', 'Une personne', 'Une personne'];
const IT_IMPACT_ES = ['Un Departamento', 'Un Servicio', 'Una Persona', 'Una Persona', 'Una Persona'];
const IT_IMPACT_IT = ['Un dipartimento', 'Un servizio', 'Una persona', 'Una persona', 'Una persona'];
const IT_IMPACT_NL = ['Afdeling', 'Dienst', 'Persoon', 'Persoon', 'Persoon'];
const IT_IMPACT_PT = ['Um departamento', 'Um serviço', 'Uma pessoa', 'Uma pessoa', 'Uma pessoa'];
const IT_ORIGIN_DE = ['Mail', 'Mail', 'Telefon', 'Telefon', 'Portal', 'Portal', 'Monitoring', 'Persönlich'];
const IT_ORIGIN_FR = ['Email', 'Email', 'Téléphone', 'Téléphone', 'Portail', 'Portail', 'Supervision', 'En personne'];
const IT_ORIGIN_ES = ['Correo-e', 'Correo-e', 'Teléfono', 'Teléfono', 'Portal', 'Portal', 'Monitoreo', 'In-person'];
const IT_ORIGIN_IT = ['Mail', 'Mail', 'Telefono', 'Telefono', 'Portale', 'Portale', 'Monitoring', 'In-person'];
const IT_ORIGIN_NL = ['E-mail', 'E-mail', 'Telefoon', 'Telefoon', 'Portaal', 'Portaal', 'Monitoring', 'Persoonlijk'];
const IT_ORIGIN_PT = ['E-mail', 'E-mail', 'Telefone', 'Telefone', 'Portal do usuário', 'Portal do usuário', 'Monitoramento', 'In-person'];
const IT_RESCODE_DE = ['', '', '', 'Unterstützung', 'Unterstützung', 'Bugfix', 'Hardware-Reparatur', 'Andere', 'Software-Patch', 'System-Update', 'Schulung'];
const IT_RESCODE_FR = ['', '', '', 'Assistance', 'Assistance', 'Résolution de bug', 'Réparation matériel', 'Autre', 'Patch logiciel', 'Mise à jour système', 'Formation'];
const IT_RESCODE_ES = ['', '', '', 'Asistencia', 'Asistencia', 'Falla Corregida', 'Reparación de Hardware', 'Otro', 'Parche de Software', 'Actualización de Sistema', 'Capacitación'];
const IT_RESCODE_IT = ['', '', '', 'Assistenza', 'Assistenza', 'Bug risolto', 'Riparato Hardware', 'Altro', 'Software patch', 'Sistema aggiornato', 'Formazione'];
const IT_RESCODE_NL = ['', '', '', 'Assistentie', 'Assistentie', 'Bug opgelost', 'Hardware gerepareerd', 'Anders', 'Softwarepatch', 'Systeemupdate', 'Training'];
const IT_RESCODE_PT = ['', '', '', 'Assistência', 'Assistência', 'Correção de bug', 'Reparação de hardware', 'Outro', 'Atualização de software', 'Atualização de sistema', 'Treinamento'];
const yesNo = (yes: string, no: string): string[] => [no, no, no, no, yes];
const IT_SLA_DE = yesNo('Ja', 'Nein');
const IT_SLA_FR = yesNo('oui', 'non');
const IT_SLA_ES = yesNo('Si', 'No');
const IT_SLA_IT = yesNo('si', 'no');
const IT_SLA_NL = yesNo('Ja', 'Nee');
const IT_SLA_PT = yesNo('Sim', 'Não');
// Persons.
const IT_LAST_DE = ['Müller', 'Hoffmann', 'Wagner', 'Becker', 'Schulz', 'Fischer', 'Weber', 'Koch', 'Richter', 'Wolf', 'Lange', 'Braun'];
const IT_FIRST_DE = ['Claudia', 'Jens', 'Sabine', 'Thomas', 'Katrin', 'Michael', 'Anna', 'Stefan', 'Julia', 'Markus', 'Tobias', 'Nina'];
const IT_LAST_FR = ['Dubois', 'Moreau', 'Laurent', 'Lefèvre', 'Roux', 'Fournier', 'Girard', 'Bonnet', 'Mercier', 'Lambert', 'Petit', 'Garnier'];
const IT_FIRST_FR = ['Claire', 'Julien', 'Sophie', 'Nicolas', 'Camille', 'Antoine', 'Léa', 'Mathieu', 'Manon', 'Hugo', 'Romain', 'Chloé'];
const IT_LAST_ES = ['García', 'Martínez', 'López', 'Sánchez', 'Romero', 'Navarro', 'Torres', 'Ruiz', 'Molina', 'Castro', 'Ortega', 'Delgado'];
const IT_FIRST_ES = ['Lucía', 'Javier', 'Carmen', 'David', 'Marta', 'Pablo', 'Elena', 'Sergio', 'Laura', 'Andrés', 'Raúl', 'Nuria'];
const IT_LAST_NL = ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'van Dijk', 'Peters'];
const IT_FIRST_NL = ['Sanne', 'Daan', 'Lotte', 'Bram', 'Emma', 'Thijs', 'Fleur', 'Ruben', 'Iris', 'Jeroen', 'Kevin', 'Anouk'];
const IT_LOCATIONS_DE = ['', 'Zentrale Hamburg', 'Zentrale Hamburg', 'Werk Bremen', 'Niederlassung München', 'Lager Hannover', 'Homeoffice', 'Rechenzentrum Frankfurt', 'Büro Berlin'];
const IT_LOCATIONS_FR = ['', 'Siège Paris', 'Siège Paris', 'Usine de Lille', 'Agence Lyon', 'Entrepôt Orléans', 'Télétravail', 'Datacenter Marseille', 'Bureau Nantes'];
const IT_LOCATIONS_ES = ['', 'Sede Madrid', 'Sede Madrid', 'Fábrica Zaragoza', 'Delegación Sevilla', 'Almacén Valencia', 'Teletrabajo', 'CPD Barcelona', 'Oficina Bilbao'];
const IT_LOCATIONS_NL = ['', 'Hoofdkantoor Utrecht', 'Hoofdkantoor Utrecht', 'Fabriek Eindhoven', 'Vestiging Zwolle', 'Magazijn Venlo', 'Thuiswerken', 'Datacenter Amsterdam', 'Kantoor Groningen'];
const IT_FUNCTION_DE = ['', 'Sachbearbeiterin Einkauf', 'Vertriebsleiter', 'Buchhalterin', 'Systemadministrator', 'Lagerist', 'Geschäftsführer', 'Personalreferentin', 'Servicetechniker', 'Assistenz der Geschäftsführung'];
const IT_FUNCTION_FR = ['', 'Acheteuse', 'Directeur commercial', 'Comptable', 'Administrateur systèmes', 'Magasinier', 'Directeur général', 'Chargée RH', 'Technicien SAV', 'Assistante de direction'];
const IT_FUNCTION_ES = ['', 'Técnica de compras', 'Director comercial', 'Contable', 'Administrador de sistemas', 'Mozo de almacén', 'Director general', 'Técnica de RR. HH.', 'Técnico de posventa', 'Asistente de dirección'];
const IT_FUNCTION_NL = ['', 'Inkoopmedewerker', 'Salesmanager', 'Boekhouder', 'Systeembeheerder', 'Magazijnmedewerker', 'Algemeen directeur', 'HR-adviseur', 'Servicemonteur', 'Directiesecretaresse'];
const IT_EMPLOYEE_NO = ['', '', '100231', '100245', '100312', '100398', '100417', '100502', '100561', '100604', '100688', '100723'];
const IT_PERSON_STATUS_DE = ['Aktiv', 'Aktiv', 'Aktiv', 'Aktiv', 'Inaktiv'];
const IT_PERSON_STATUS_FR = ['Actif', 'Actif', 'Actif', 'Actif', 'Inactif'];
const IT_PERSON_STATUS_ES = ['Activo', 'Activo', 'Activo', 'Activo', 'Inactivo'];
const IT_PERSON_STATUS_NL = ['Actief', 'Actief', 'Actief', 'Actief', 'Inactief'];
const IT_NOTIFY_DE = ['Ja', 'Ja', 'Ja', 'Nein'];
const IT_NOTIFY_FR = ['oui', 'oui', 'oui', 'non'];
const IT_NOTIFY_ES = ['Si', 'Si', 'Si', 'No'];
const IT_NOTIFY_NL = ['Ja', 'Ja', 'Ja', 'Nee'];
const fullNames = (first: string[], last: string[]): string[] => first.map((f, i) => `${f} ${last[i]}`);
const IT_FULL_DE = fullNames(IT_FIRST_DE, IT_LAST_DE);
const IT_FULL_FR = fullNames(IT_FIRST_FR, IT_LAST_FR);
const IT_FULL_ES = fullNames(IT_FIRST_ES, IT_LAST_ES);
const IT_FULL_NL = fullNames(IT_FIRST_NL, IT_LAST_NL);
// User accounts (iTop users).
const IT_LOGINS = ['admin', 'cmueller', 'jhoffmann', 'g.rossi', 'm.bianchi', 'asouza', 'poliveira', 'jsmith', 'servicedesk', 'helpdesk-bot', 'f.romano', 'camila.pereira', 'emily.clark', 'noc'];
const IT_USER_FIRST = ['', 'Giulia', 'Marco', 'Francesca', 'Ana', 'Pedro', 'Juliana', 'John', 'Emily', 'Luca', 'Camila', 'Rafael'];
const IT_USER_LAST = ['', 'Rossi', 'Bianchi', 'Romano', 'Souza', 'Oliveira', 'Santos', 'Smith', 'Clark', 'Colombo', 'Pereira', 'Costa'];
const IT_USER_ORG_IDS = ['1', '1', '1', '2', '2', '3', '4', '5', '7', '9', '11', '12'];
const IT_LANG_CODES_IT = ['IT IT', 'IT IT', 'IT IT', 'IT IT', 'EN US', 'EN US', 'FR FR', 'DE DE'];
const IT_LANG_CODES_PT = ['PT BR', 'PT BR', 'PT BR', 'PT BR', 'EN US', 'EN US', 'ES CR'];
const IT_LANG_CODES_EN = ['EN US', 'EN US', 'EN US', 'EN US', 'EN GB', 'FR FR', 'DE DE', 'ES CR'];
const IT_RENEWED = ['', '2025-06-30', '2025-09-14', '2025-11-02', '2025-12-19', '2026-01-08', '2026-01-27', '2026-02-10', '2026-02-23', '2026-03-03'];

// Sharetribe Go: listings and users exports.
const ST_ISO = (stamps: Stamp[]): string[] => phpDates('Y-m-d H:i:s', stamps);
const ST_PERSON_IDS = ['Wc3FOBdJcN0R4k1a2pNxJw', 'oYq8vT2Lr0m1KdWbXaZ7Qg', 'H4nZs9eXwq3B2yVc0pLmRA', 'qT7kY2vB9sLd3Wm5ZxNcEw', 'Ak4r9VwQ2Lz1HcYt6bPmSg', 'zX8sR3mN5vQ1cT7wLk2HjA', 'Lp0yV6tQm3NzR8wXc1bKfg', 'uN2cW5xS8kT0mR4vYq7PdQ', 'dF9gH1jK3lM5nB7vC2xZaw', 'Rt6yU8iO0pA2sD4fG6hJkQ'];
const ST_LISTING_IDS = seq('', 20, 48213, 17);
const ST_TITLES = ['Cordless drill Bosch GSR 18V', 'Canon EOS 250D with 18-55 lens', 'Cargo bike for weekend trips', 'Dog walking in Kallio', 'Vintage teak sideboard', 'Party tent 4x8 m', 'Guitar lessons for beginners', 'Pressure washer Kärcher K5', 'Kids bike 20" (used)', 'Bathroom renovation help', 'Camping kit for two', 'Handmade ceramic mugs (set of 4)', 'Lawn mowing, small gardens', 'Projector + screen for events'];
const ST_CREATED: Stamp[] = [[2025, 9, 14, 10, 22, 5], [2025, 10, 2, 18, 4, 51], [2025, 11, 21, 7, 45, 13], [2025, 12, 8, 20, 31, 40], [2026, 1, 5, 12, 0, 9], [2026, 1, 19, 16, 17, 33], [2026, 2, 3, 9, 52, 28], [2026, 2, 17, 21, 8, 2], [2026, 3, 1, 11, 36, 44], [2026, 3, 9, 14, 25, 19]];
const ST_UPDATED: Stamp[] = [[2026, 1, 12, 8, 11, 3], [2026, 2, 4, 19, 40, 27], [2026, 2, 20, 13, 5, 58], [2026, 3, 2, 10, 44, 16], [2026, 3, 5, 17, 29, 1], [2026, 3, 8, 9, 3, 35], [2026, 3, 10, 22, 14, 50], [2026, 3, 11, 7, 58, 12]];
const ST_STATUS = ['Open', 'Open', 'Open', 'Open', 'Closed', 'Expired', 'Pending', 'Rejected'];
const ST_CATEGORIES = ['Tools | Power tools', 'Tools | Garden', 'Electronics | Cameras', 'Sports & outdoors | Bikes', 'Sports & outdoors | Camping', 'Home | Furniture', 'Services | Pets', 'Services | Lessons', 'Services | Home repair', 'Events | Party equipment', 'Handmade'];
const ST_ORDER_TYPES = ['Selling', 'Selling', 'Renting', 'Renting', 'Offering services', 'Giving away'];
const ST_PRICES = ['25.00', '12.50', '450.00', '35.00', '0', '80.00', '18.00', '60.00', '9.90', '120.00', '40.00'];
const ST_CURRENCIES = ['EUR', 'EUR', 'EUR', 'EUR', ''];
const ST_UNITS = ['', '', 'per day', 'per day', 'per hour', 'per night', 'per piece', 'per week'];
const ST_IMAGES = ['', 'https://s3.amazonaws.com/sharetribe-marketplace/images/listing_images/images/91822/big/IMG_2041.jpg', 'https://s3.amazonaws.com/sharetribe-marketplace/images/listing_images/images/91837/big/drill.jpg', 'https://s3.amazonaws.com/sharetribe-marketplace/images/listing_images/images/92004/big/photo_2026-01-05.jpeg', 'https://s3.amazonaws.com/sharetribe-marketplace/images/listing_images/images/92115/big/tent.png', 'https://s3.amazonaws.com/sharetribe-marketplace/images/listing_images/images/92308/big/DSC_0193.JPG', 'https://s3.amazonaws.com/sharetribe-marketplace/images/listing_images/images/92411/big/sideboard-front.jpg', 'https://s3.amazonaws.com/sharetribe-marketplace/images/listing_images/images/92560/big/mugs.jpg', 'https://s3.amazonaws.com/sharetribe-marketplace/images/listing_images/images/92671/big/bike.jpg'];
const ST_DISPLAY = ['', '', '', '', 'Anna\'s Ceramics', 'Mikko Tools & Rent', 'Green Garden Services', 'PartyRent Helsinki', 'Juha K.', 'Sara Music', 'Bike Doctor', 'Kallio Dog Walks', 'Tuomas V.'];
const ST_USERNAMES = ['annak', 'mikko_v', 'jsmith84', 'greengarden', 'partyrent', 'sara.l', 'tuomas', 'e_korhonen', 'laura_bikes', 'pekka77', 'nina_h', 'olli'];
const ST_ADDRESSES = ['', '', 'Mannerheimintie 12, Helsinki', 'Hämeenkatu 5, Tampere', 'Kauppakatu 3, 40100 Jyväskylä', 'Aleksanterinkatu 44, 00100 Helsinki', 'Espoo, Finland', 'Vantaa', 'Turku, Finland', 'Fredrikinkatu 31, Helsinki'];
const ST_JOINED: Stamp[] = [[2024, 4, 2, 9, 14, 22], [2024, 8, 19, 20, 3, 57], [2024, 11, 30, 13, 41, 8], [2025, 2, 14, 8, 29, 31], [2025, 5, 6, 17, 52, 44], [2025, 7, 21, 11, 6, 15], [2025, 10, 3, 22, 18, 39], [2025, 12, 12, 15, 47, 2], [2026, 1, 28, 10, 33, 26], [2026, 3, 4, 19, 9, 50]];
const ST_MEMBERSHIP = ['accepted', 'accepted', 'accepted', 'accepted', 'accepted', 'pending_email_confirmation', 'pending_consent', 'banned'];
const ST_BOOL_MOSTLY_FALSE = ['false', 'false', 'false', 'false', 'true'];
const ST_BOOL_MOSTLY_TRUE = ['true', 'true', 'true', 'false'];
const ST_LOCALES = ['en', 'en', 'en', 'fi', 'fi', 'sv', 'de'];

// Cocorico: listings export.
const CO_LISTING_IDS = seq('', 20, 312, 5);
const CO_STATUS = ['entity.listing.status.published', 'entity.listing.status.published', 'entity.listing.status.published', 'entity.listing.status.new', 'entity.listing.status.to_validate', 'entity.listing.status.suspended', 'entity.listing.status.invalidated', 'entity.listing.status.deleted'];
const CO_OFFERERS = ['Jean Dupont', 'Marie Lefebvre', 'Thomas Bernard', 'Sophie Petit', 'Lucas Durand', 'Emma Leroy', 'Hugo Moreau', 'Chloé Simon', 'Paul Michel', 'Alice Garcia'];
const CO_PHONES = ['', '0612345678', '0698765432', '+33 6 45 12 78 90', '0781234567', '06 22 33 44 55', '+32 478 12 34 56', '0655443322'];
const CO_TITLES = ['Studio lumineux proche gare', 'Salle de réunion 12 places - La Défense', 'Bureau privatif en coworking', 'Cours de yoga à domicile', 'Vélo électrique à la journée', 'Atelier photo équipé', 'Meeting room for 6, Canal Saint-Martin', 'Garage box sécurisé', 'Mobile home 6 pers. camping 4*', 'Baby-sitting soirée et week-end', 'Espace de stockage 10 m²', 'Cuisine professionnelle à louer'];
const CO_PRICES = ['45', '120', '35', '30', '25', '80', '95', '60', '72.5', '15', '150', '49.9'];
const CO_RATINGS = ['', '', '5', '4', '4.5', '3', '4.7', '4', '5', '3.5'];
const CO_UPDATED = dMY([[2026, 1, 7, 0, 0, 0], [2026, 1, 22, 0, 0, 0], [2026, 2, 3, 0, 0, 0], [2026, 2, 14, 0, 0, 0], [2026, 2, 26, 0, 0, 0], [2026, 3, 2, 0, 0, 0], [2026, 3, 5, 0, 0, 0], [2026, 3, 9, 0, 0, 0], [2025, 11, 18, 0, 0, 0], [2025, 12, 30, 0, 0, 0]]);

const ZBX = 'Zabbix 6.0.14 (monitoring; Debian zabbix-frontend-php 1:6.0.14+dfsg-1), Monitoring → Problems → Export to CSV (CScreenProblem)';
const IT_INCIDENTS = 'iTop 3.2+ (IT service management; commit dd34fda), Incidents list → Export… → CSV, the list\'s fields and others ticked';
const IT_PERSONS = 'iTop 3.2+ (commit dd34fda), Contacts → Persons list → Export… → CSV, the list\'s fields and others ticked';
const IT_USERS = 'iTop 3.2+ (commit dd34fda), Administration → User accounts (iTop users) list → Export… → CSV, the list\'s fields and others ticked';
const ST_LISTINGS = 'Sharetribe Go (marketplace platform; commit 79472dd), Admin → Listings → Export to CSV (ExportListingsJob)';
const ST_USERS = 'Sharetribe Go (commit 79472dd), Admin → Users → Export (Admin2::MembershipService#generate_csv_for)';
const CO_LISTINGS = 'Cocorico (rental and service marketplace; commit 7881411), back office → Listings → Export CSV (ListingAdmin::getExportFields)';

/** The files of this set: headers verbatim, each labelled with a key of its TDM or null. */
export const HELD_OUT_27_FILES: HeldOut27File[] = [
  // Zabbix problems, English (no catalogue: the source strings).
  {
    name: 'zabbix-problems-en.csv',
    language: 'en',
    source: `${ZBX}, English (no catalogue: the source strings); operational data shown separately; 11 columns`,
    tdm: 'monitoring_alerts',
    columns: [
      ['Severity', 'severity', ZBX_SEVERITY_EN],
      ['Time', 'started_at', ZBX_TIME_ISO],
      ['Recovery time', 'resolved_at', ZBX_RECOVERY_ISO],
      ['Status', 'status', ZBX_STATUS_EN],
      ['Host', 'host', ZBX_HOSTS],
      ['Problem', 'summary', ZBX_PROBLEMS],
      ['Operational data', 'metric_value', ZBX_OPDATA],
      ['Duration', 'duration', ZBX_DURATION_EN],
      ['Ack', 'acknowledged', ZBX_YES_EN],
      ['Actions', null, ZBX_ACTIONS_EN],
      ['Tags', 'tags', ZBX_TAGS],
    ],
  },
  // Zabbix problems, German (de).
  {
    name: 'zabbix-problems-de.csv',
    language: 'de',
    source: `${ZBX}, German (de); operational data shown separately; 11 columns`,
    tdm: 'monitoring_alerts',
    columns: [
      ['Schweregrad', 'severity', ZBX_SEVERITY_DE],
      ['Zeit', 'started_at', ZBX_TIME_ISO],
      ['Wiederherstellungszeit', 'resolved_at', ZBX_RECOVERY_ISO],
      ['Status', 'status', ZBX_STATUS_DE],
      ['Host', 'host', ZBX_HOSTS],
      ['Problem', 'summary', ZBX_PROBLEMS],
      ['Operative Daten', 'metric_value', ZBX_OPDATA],
      ['Dauer', 'duration', ZBX_DURATION_DE],
      ['Bestätigt', 'acknowledged', ZBX_YES_DE],
      ['Aktionen', null, ZBX_ACTIONS_DE],
      ['Marker', 'tags', ZBX_TAGS],
    ],
  },
  // Zabbix problems, French (fr).
  {
    name: 'zabbix-problems-fr.csv',
    language: 'fr',
    source: `${ZBX}, French (fr); operational data shown separately; 11 columns`,
    tdm: 'monitoring_alerts',
    columns: [
      ['Sévérité', 'severity', ZBX_SEVERITY_FR],
      ['Temps', 'started_at', ZBX_TIME_FR],
      ['Moment de la récupération', 'resolved_at', ZBX_RECOVERY_FR],
      ['État', 'status', ZBX_STATUS_FR],
      ['Hôte', 'host', ZBX_HOSTS],
      ['Problème', 'summary', ZBX_PROBLEMS],
      ['Données opérationnelles', 'metric_value', ZBX_OPDATA],
      ['Durée', 'duration', ZBX_DURATION_FR],
      ['Acquitté', 'acknowledged', ZBX_YES_FR],
      ['Actions', null, ZBX_ACTIONS_FR],
      ['Tags', 'tags', ZBX_TAGS],
    ],
  },
  // Zabbix problems, Spanish (es).
  {
    name: 'zabbix-problems-es.csv',
    language: 'es',
    source: `${ZBX}, Spanish (es); operational data not shown; 10 columns`,
    tdm: 'monitoring_alerts',
    columns: [
      ['Gravedad', 'severity', ZBX_SEVERITY_ES],
      ['Hora', 'started_at', ZBX_TIME_ISO],
      ['Hora de recuperación', 'resolved_at', ZBX_RECOVERY_ISO],
      ['Estado', 'status', ZBX_STATUS_ES],
      ['Equipo', 'host', ZBX_HOSTS],
      ['Problema', 'summary', ZBX_PROBLEMS],
      ['Duración', 'duration', ZBX_DURATION_EN],
      ['Reconocer', 'acknowledged', ZBX_YES_ES],
      ['Acciones', null, ZBX_ACTIONS_ES],
      ['Etiquetas', 'tags', ZBX_TAGS],
    ],
  },
  // Zabbix problems, Italian (it).
  {
    name: 'zabbix-problems-it.csv',
    language: 'it',
    source: `${ZBX}, Italian (it); operational data not shown; 10 columns`,
    tdm: 'monitoring_alerts',
    columns: [
      ['Severity', 'severity', ZBX_SEVERITY_IT],
      ['Ora', 'started_at', ZBX_TIME_ISO],
      ['Periodo di recovery', 'resolved_at', ZBX_RECOVERY_ISO],
      ['Stato', 'status', ZBX_STATUS_IT],
      ['Host', 'host', ZBX_HOSTS],
      ['Problema', 'summary', ZBX_PROBLEMS],
      ['Durata', 'duration', ZBX_DURATION_EN],
      ['Ack', 'acknowledged', ZBX_YES_IT],
      ['Azioni', null, ZBX_ACTIONS_IT],
      ['Tag', 'tags', ZBX_TAGS],
    ],
  },
  // Zabbix problems, Brazilian Portuguese (pt_BR).
  {
    name: 'zabbix-problems-pt.csv',
    language: 'pt',
    source: `${ZBX}, Brazilian Portuguese (pt_BR); operational data not shown; 10 columns`,
    tdm: 'monitoring_alerts',
    columns: [
      ['Severidade', 'severity', ZBX_SEVERITY_PT],
      ['Hora', 'started_at', ZBX_TIME_PT],
      ['Hora da recuperação', 'resolved_at', ZBX_RECOVERY_PT],
      ['Status', 'status', ZBX_STATUS_PT],
      ['Host', 'host', ZBX_HOSTS],
      ['Incidente', 'summary', ZBX_PROBLEMS],
      ['Duração', 'duration', ZBX_DURATION_EN],
      ['Reconhecido', 'acknowledged', ZBX_YES_PT],
      ['Ações', null, ZBX_ACTIONS_PT],
      ['Etiquetas', 'tags', ZBX_TAGS],
    ],
  },
  // iTop incidents, German (de.dict).
  {
    name: 'itop-incidents-de.csv',
    language: 'de',
    source: `${IT_INCIDENTS}, German (de.dict); 19 columns`,
    tdm: 'incidents',
    columns: [
      ['Referenz', 'incident_number', IT_REFS],
      ['Titel', 'title', IT_TITLES_DE],
      ['Organisation->Name', 'customer', IT_ORGS_DE],
      ['Melder->Voller Name (Friendly Name)', 'reported_by', IT_PEOPLE_DE],
      ['Gestartet', 'opened_at', IT_START_ISO],
      ['Status', 'status', IT_STATUS_DE],
      ['Bearbeiter->Voller Name (Friendly Name)', 'assigned_to', IT_AGENTS_DE],
      ['Team->Name', 'assignment_group', IT_TEAMS_DE],
      ['Priorität', 'priority', IT_LEVEL_DE],
      ['Auswirkung', 'impact', IT_IMPACT_DE],
      ['Dringlichkeit', 'urgency', IT_LEVEL_DE],
      ['Service->Name', 'service', IT_SERVICES_DE],
      ['Herkunft', 'channel', IT_ORIGIN_DE],
      ['Letztes Update', 'updated_at', IT_UPDATE_ISO],
      ['Lösungsdatum', 'resolved_at', IT_RESOLVED_ISO],
      ['Schließdatum', 'closed_at', IT_CLOSED_ISO],
      ['Lösungs-Code', 'resolution_code', IT_RESCODE_DE],
      ['Lösungsdauer', 'time_to_resolve_hours', IT_TIME_SPENT],
      ['SLA TTR überschritten', 'sla_breached', IT_SLA_DE],
    ],
  },
  // iTop incidents, French (fr.dict).
  {
    name: 'itop-incidents-fr.csv',
    language: 'fr',
    source: `${IT_INCIDENTS}, French (fr.dict); 19 columns`,
    tdm: 'incidents',
    columns: [
      ['Référence', 'incident_number', IT_REFS],
      ['Titre', 'title', IT_TITLES_FR],
      ['Client->Nom organisation', 'customer', IT_ORGS_FR],
      ['Demandeur->Nom complet', 'reported_by', IT_PEOPLE_FR],
      ['Date de début', 'opened_at', IT_START_ISO],
      ['Etat', 'status', IT_STATUS_FR],
      ['Agent->Nom complet', 'assigned_to', IT_AGENTS_FR],
      ['Equipe->Nom', 'assignment_group', IT_TEAMS_FR],
      ['Priorité', 'priority', IT_LEVEL_FR],
      ['Impact', 'impact', IT_IMPACT_FR],
      ['Urgence', 'urgency', IT_LEVEL_FR],
      ['Service->Nom', 'service', IT_SERVICES_FR],
      ['Origine', 'channel', IT_ORIGIN_FR],
      ['Dernière mise à jour', 'updated_at', IT_UPDATE_ISO],
      ['Date de résolution', 'resolved_at', IT_RESOLVED_ISO],
      ['Date de fermeture', 'closed_at', IT_CLOSED_ISO],
      ['Code de résolution', 'resolution_code', IT_RESCODE_FR],
      ['Délai de résolution', 'time_to_resolve_hours', IT_TIME_SPENT],
      ['SLA TTR dépassé ?', 'sla_breached', IT_SLA_FR],
    ],
  },
  // iTop incidents, Spanish (es_cr.dict).
  {
    name: 'itop-incidents-es.csv',
    language: 'es',
    source: `${IT_INCIDENTS}, Spanish (es_cr.dict); 19 columns`,
    tdm: 'incidents',
    columns: [
      ['Ref', 'incident_number', IT_REFS],
      ['Asunto', 'title', IT_TITLES_ES],
      ['Organización->Nombre', 'customer', IT_ORGS_ES],
      ['Reportado por->Nombre común', 'reported_by', IT_PEOPLE_ES],
      ['Fecha de Inicio', 'opened_at', IT_START_ISO],
      ['Estatus', 'status', IT_STATUS_ES],
      ['Analista->Nombre común', 'assigned_to', IT_AGENTS_ES],
      ['Grupo->Nombre', 'assignment_group', IT_TEAMS_ES],
      ['Prioridad', 'priority', IT_LEVEL_ES],
      ['Impacto', 'impact', IT_IMPACT_ES],
      ['Urgencia', 'urgency', IT_LEVEL_ES],
      ['Servicio->Nombre', 'service', IT_SERVICES_ES],
      ['Origen', 'channel', IT_ORIGIN_ES],
      ['Última Actualización', 'updated_at', IT_UPDATE_ISO],
      ['Fecha de Solución', 'resolved_at', IT_RESOLVED_ISO],
      ['Fecha de Cierre', 'closed_at', IT_CLOSED_ISO],
      ['Código de Solución', 'resolution_code', IT_RESCODE_ES],
      ['Tiempo Utilizado', 'time_to_resolve_hours', IT_TIME_SPENT],
      ['SLA de Tiempo de Solución Cumplido', 'sla_breached', IT_SLA_ES],
    ],
  },
  // iTop incidents, Italian (it.dict).
  {
    name: 'itop-incidents-it.csv',
    language: 'it',
    source: `${IT_INCIDENTS}, Italian (it.dict); 19 columns`,
    tdm: 'incidents',
    columns: [
      ['Rif', 'incident_number', IT_REFS],
      ['Titolo', 'title', IT_TITLES_IT],
      ['Cliente->Cognome', 'customer', IT_ORGS_IT],
      ['Chiamante->Nome', 'reported_by', IT_PEOPLE_IT],
      ['Data di inizio', 'opened_at', IT_START_ISO],
      ['Stato', 'status', IT_STATUS_IT],
      ['Operatore->Nome', 'assigned_to', IT_AGENTS_IT],
      ['Team->Nome', 'assignment_group', IT_TEAMS_IT],
      ['Priorità', 'priority', IT_LEVEL_IT],
      ['Impatto', 'impact', IT_IMPACT_IT],
      ['Urgenza', 'urgency', IT_LEVEL_IT],
      ['Servizio->Nome', 'service', IT_SERVICES_IT],
      ['Origine', 'channel', IT_ORIGIN_IT],
      ['Ultimo aggiornamento', 'updated_at', IT_UPDATE_ISO],
      ['Data di risoluzione', 'resolved_at', IT_RESOLVED_ISO],
      ['Data di Chiusura', 'closed_at', IT_CLOSED_ISO],
      ['Codice di risoluzione', 'resolution_code', IT_RESCODE_IT],
      ['Tempo di risoluzione', 'time_to_resolve_hours', IT_TIME_SPENT],
      ['SLA ttr superato', 'sla_breached', IT_SLA_IT],
    ],
  },
  // iTop incidents, Dutch (nl.dict).
  {
    name: 'itop-incidents-nl.csv',
    language: 'nl',
    source: `${IT_INCIDENTS}, Dutch (nl.dict); 19 columns`,
    tdm: 'incidents',
    columns: [
      ['Nummer', 'incident_number', IT_REFS],
      ['Titel', 'title', IT_TITLES_NL],
      ['Organisatie->Naam', 'customer', IT_ORGS_NL],
      ['Aanvrager->Herkenbare naam', 'reported_by', IT_PEOPLE_NL],
      ['Startdatum', 'opened_at', IT_START_ISO],
      ['Status', 'status', IT_STATUS_NL],
      ['Agent->Herkenbare naam', 'assigned_to', IT_AGENTS_NL],
      ['Team->Naam', 'assignment_group', IT_TEAMS_NL],
      ['Prioriteit', 'priority', IT_LEVEL_NL],
      ['Impact', 'impact', IT_IMPACT_NL],
      ['Urgentie', 'urgency', IT_LEVEL_NL],
      ['Service->Naam', 'service', IT_SERVICES_NL],
      ['Oorsprong', 'channel', IT_ORIGIN_NL],
      ['Laatste update', 'updated_at', IT_UPDATE_ISO],
      ['Opgelost sinds', 'resolved_at', IT_RESOLVED_ISO],
      ['Afgesloten sinds', 'closed_at', IT_CLOSED_ISO],
      ['Code oplossing', 'resolution_code', IT_RESCODE_NL],
      ['Gespendeerde tijd', 'time_to_resolve_hours', IT_TIME_SPENT],
      ['SLA TTR gepasseerd', 'sla_breached', IT_SLA_NL],
    ],
  },
  // iTop incidents, Brazilian Portuguese (pt_br.dict).
  {
    name: 'itop-incidents-pt.csv',
    language: 'pt',
    source: `${IT_INCIDENTS}, Brazilian Portuguese (pt_br.dict); 19 columns`,
    tdm: 'incidents',
    columns: [
      ['Ref.', 'incident_number', IT_REFS],
      ['Título', 'title', IT_TITLES_PT],
      ['Organização->Nome', 'customer', IT_ORGS_PT],
      ['Solicitante->Nome amigável', 'reported_by', IT_PEOPLE_PT],
      ['Data de abertura', 'opened_at', IT_START_ISO],
      ['Status', 'status', IT_STATUS_PT],
      ['Agente->Nome amigável', 'assigned_to', IT_AGENTS_PT],
      ['Equipe->Nome', 'assignment_group', IT_TEAMS_PT],
      ['Prioridade', 'priority', IT_LEVEL_PT],
      ['Impacto', 'impact', IT_IMPACT_PT],
      ['Urgência', 'urgency', IT_LEVEL_PT],
      ['Serviço->Nome', 'service', IT_SERVICES_PT],
      ['Origem', 'channel', IT_ORIGIN_PT],
      ['Última atualização', 'updated_at', IT_UPDATE_ISO],
      ['Data de solução', 'resolved_at', IT_RESOLVED_ISO],
      ['Data de fechamento', 'closed_at', IT_CLOSED_ISO],
      ['Código da solução', 'resolution_code', IT_RESCODE_PT],
      ['Tempo de solução', 'time_to_resolve_hours', IT_TIME_SPENT],
      ['SLA TTR superado', 'sla_breached', IT_SLA_PT],
    ],
  },
  // iTop persons, German (de.dict).
  {
    name: 'itop-persons-de.csv',
    language: 'de',
    source: `${IT_PERSONS}, German (de.dict); 13 columns`,
    tdm: 'user_accounts',
    columns: [
      ['Voller Name (Friendly Name)', 'display_name', IT_FULL_DE],
      ['Name', 'last_name', IT_LAST_DE],
      ['Vorname', 'first_name', IT_FIRST_DE],
      ['Organisation->Name', 'organization', IT_ORGS_DE],
      ['Status', 'account_status', IT_PERSON_STATUS_DE],
      ['Standort->Name', 'location', IT_LOCATIONS_DE],
      ['E-Mail', 'email', 'email'],
      ['Telefonnummer', 'phone', 'phone'],
      ['Mobiltelefon', 'mobile', 'phone'],
      ['Funktion', 'job_title', IT_FUNCTION_DE],
      ['Personalnummer', 'employee_id', IT_EMPLOYEE_NO],
      ['Manager->Voller Name (Friendly Name)', 'manager', ['', ...IT_FULL_DE.slice(0, 9)]],
      ['Benachrichtigung', null, IT_NOTIFY_DE],
    ],
  },
  // iTop persons, French (fr.dict).
  {
    name: 'itop-persons-fr.csv',
    language: 'fr',
    source: `${IT_PERSONS}, French (fr.dict); 13 columns`,
    tdm: 'user_accounts',
    columns: [
      ['Nom complet', 'display_name', IT_FULL_FR],
      ['Nom', 'last_name', IT_LAST_FR],
      ['Prénom', 'first_name', IT_FIRST_FR],
      ['Organisation->Nom organisation', 'organization', IT_ORGS_FR],
      ['Etat', 'account_status', IT_PERSON_STATUS_FR],
      ['Site->Nom', 'location', IT_LOCATIONS_FR],
      ['Email', 'email', 'email'],
      ['Téléphone', 'phone', 'phone'],
      ['Téléphone mobile', 'mobile', 'phone'],
      ['Fonction', 'job_title', IT_FUNCTION_FR],
      ['Numéro d\'employé', 'employee_id', IT_EMPLOYEE_NO],
      ['Manager->Nom complet', 'manager', ['', ...IT_FULL_FR.slice(0, 9)]],
      ['Notification', null, IT_NOTIFY_FR],
    ],
  },
  // iTop persons, Spanish (es_cr.dict).
  {
    name: 'itop-persons-es.csv',
    language: 'es',
    source: `${IT_PERSONS}, Spanish (es_cr.dict); 13 columns`,
    tdm: 'user_accounts',
    columns: [
      ['Nombre común', 'display_name', IT_FULL_ES],
      ['Apellidos', 'last_name', IT_LAST_ES],
      ['Nombre', 'first_name', IT_FIRST_ES],
      ['Organización->Nombre', 'organization', IT_ORGS_ES],
      ['Estatus', 'account_status', IT_PERSON_STATUS_ES],
      ['Localidad->Nombre', 'location', IT_LOCATIONS_ES],
      ['Correo Electrónico', 'email', 'email'],
      ['Teléfono', 'phone', 'phone'],
      ['Móvil', 'mobile', 'phone'],
      ['Función', 'job_title', IT_FUNCTION_ES],
      ['Número de Empleado', 'employee_id', IT_EMPLOYEE_NO],
      ['Jefe->Nombre común', 'manager', ['', ...IT_FULL_ES.slice(0, 9)]],
      ['Notificación', null, IT_NOTIFY_ES],
    ],
  },
  // iTop persons, Dutch (nl.dict).
  {
    name: 'itop-persons-nl.csv',
    language: 'nl',
    source: `${IT_PERSONS}, Dutch (nl.dict); 13 columns`,
    tdm: 'user_accounts',
    columns: [
      ['Herkenbare naam', 'display_name', IT_FULL_NL],
      ['Achternaam', 'last_name', IT_LAST_NL],
      ['Voornaam', 'first_name', IT_FIRST_NL],
      ['Organisatie->Naam', 'organization', IT_ORGS_NL],
      ['Status', 'account_status', IT_PERSON_STATUS_NL],
      ['Locatie->Naam', 'location', IT_LOCATIONS_NL],
      ['E-mailadres', 'email', 'email'],
      ['Telefoon', 'phone', 'phone'],
      ['Mobiele telefoon', 'mobile', 'phone'],
      ['Functie', 'job_title', IT_FUNCTION_NL],
      ['Identificatienummer', 'employee_id', IT_EMPLOYEE_NO],
      ['Manager->Herkenbare naam', 'manager', ['', ...IT_FULL_NL.slice(0, 9)]],
      ['Melding', null, IT_NOTIFY_NL],
    ],
  },
  // iTop user accounts, Italian (it.dict).
  {
    name: 'itop-users-it.csv',
    language: 'it',
    source: `${IT_USERS}, Italian (it.dict); 10 columns`,
    tdm: 'user_accounts',
    columns: [
      ['Login', 'username', IT_LOGINS],
      ['Tipo di account', 'account_type', ['Utente iTop']],
      ['Contatto (persona)->Nome', 'first_name', IT_USER_FIRST],
      ['Contatto (persona)->Last Name', 'last_name', IT_USER_LAST],
      ['Stato', 'account_status', ['Abilitato', 'Abilitato', 'Abilitato', 'Disabilitato']],
      ['Contatto (persona)->Organizzazione', 'organization', IT_USER_ORG_IDS],
      ['Contatto (persona)->Email', 'email', 'email'],
      ['Lingua', 'language', IT_LANG_CODES_IT],
      ['Scadenza della password', null, ['Può scadere', 'Può scadere', 'Non scade', 'Non scade', 'Scaduta', 'Password monouso']],
      ['Rinnovo della password', 'password_changed_at', IT_RENEWED],
    ],
  },
  // iTop user accounts, Brazilian Portuguese (pt_br.dict).
  {
    name: 'itop-users-pt.csv',
    language: 'pt',
    source: `${IT_USERS}, Brazilian Portuguese (pt_br.dict); 10 columns`,
    tdm: 'user_accounts',
    columns: [
      ['Login', 'username', IT_LOGINS],
      ['Tipo de conta', 'account_type', ['Usuário local']],
      ['Pessoa->Primeiro nome', 'first_name', IT_USER_FIRST],
      ['Pessoa->Último nome', 'last_name', IT_USER_LAST],
      ['Status', 'account_status', ['Ativa', 'Ativa', 'Ativa', 'Desativada']],
      ['Pessoa->Organização', 'organization', IT_USER_ORG_IDS],
      ['Pessoa->E-mail', 'email', 'email'],
      ['Idioma', 'language', IT_LANG_CODES_PT],
      ['Expiração da senha', null, ['Senha expira', 'Senha expira', 'Senha nunca expira', 'Senha nunca expira', 'Senha expirada', 'One-Time Password (OTP)']],
      ['Data da última alteração de senha', 'password_changed_at', IT_RENEWED],
    ],
  },
  // iTop user accounts, English (en.dict).
  {
    name: 'itop-users-en.csv',
    language: 'en',
    source: `${IT_USERS}, English (en.dict); 10 columns`,
    tdm: 'user_accounts',
    columns: [
      ['Login', 'username', IT_LOGINS],
      ['Type of account', 'account_type', ['iTop user']],
      ['Person->First Name', 'first_name', IT_USER_FIRST],
      ['Person->Last Name', 'last_name', IT_USER_LAST],
      ['Status', 'account_status', ['Enabled', 'Enabled', 'Enabled', 'Disabled']],
      ['Person->Organization', 'organization', IT_USER_ORG_IDS],
      ['Person->Email', 'email', 'email'],
      ['Language', 'language', IT_LANG_CODES_EN],
      ['Password expiration', null, ['Can expire', 'Can expire', 'Never expire', 'Never expire', 'Expired', 'One-time Password']],
      ['Password renewed on', 'password_changed_at', IT_RENEWED],
    ],
  },
  // Sharetribe Go, English names in every language.
  {
    name: 'sharetribe-listings.csv',
    language: 'en',
    source: `${ST_LISTINGS}, English column names; 12 columns`,
    tdm: 'marketplace_listings',
    columns: [
      ['listing_id', 'listing_id', ST_LISTING_IDS],
      ['listing_title', 'title', ST_TITLES],
      ['user_id', 'seller_id', ST_PERSON_IDS],
      ['created_at', 'created_at', ST_ISO(ST_CREATED)],
      ['updated_at', 'updated_at', ST_ISO(ST_UPDATED)],
      ['status', 'status', ST_STATUS],
      ['category', 'category', ST_CATEGORIES],
      ['order_type', 'listing_type', ST_ORDER_TYPES],
      ['price', 'price', ST_PRICES],
      ['currency', 'currency', ST_CURRENCIES],
      ['pricing_unit', 'price_unit', ST_UNITS],
      ['main_image_url', 'image_url', ST_IMAGES],
    ],
  },
  {
    name: 'sharetribe-users.csv',
    language: 'en',
    source: `${ST_USERS}, English column names; 16 columns`,
    tdm: 'user_accounts',
    columns: [
      ['user_id', 'user_id', ST_PERSON_IDS],
      ['first_name', 'first_name', 'first'],
      ['last_name', 'last_name', 'last'],
      ['display_name', 'display_name', ST_DISPLAY],
      ['username', 'username', ST_USERNAMES],
      ['phone_number', 'phone', ['', '', '+358 40 123 4567', '0401234567', '+358 50 765 4321', '044 987 6543', '+358451112233', '0505556677', '+49 151 23456789']],
      ['address', 'address', ST_ADDRESSES],
      ['email_address', 'email', 'email'],
      ['email_address_confirmed', 'email_verified', ST_BOOL_MOSTLY_TRUE],
      ['joined_at', 'created_at', ST_ISO(ST_JOINED)],
      ['status', 'account_status', ST_MEMBERSHIP],
      ['is_admin', 'is_admin', ST_BOOL_MOSTLY_FALSE],
      ['accept_emails_from_admin', null, ST_BOOL_MOSTLY_TRUE],
      ['language', 'language', ST_LOCALES],
      ['has_connected_paypal', null, ST_BOOL_MOSTLY_FALSE],
      ['has_connected_stripe', null, ST_BOOL_MOSTLY_FALSE],
    ],
  },
  // Cocorico, English keys in every language.
  {
    name: 'cocorico-listings.csv',
    language: 'en',
    source: `${CO_LISTINGS}, English keys; 9 columns`,
    tdm: 'marketplace_listings',
    columns: [
      ['Id', 'listing_id', CO_LISTING_IDS],
      ['Status', 'status', CO_STATUS],
      ['Offerer', 'seller_name', CO_OFFERERS],
      ['Email', 'seller_email', 'email'],
      ['Phone', null, CO_PHONES],
      ['Listing Title', 'title', CO_TITLES],
      ['Price', 'price', CO_PRICES],
      ['Average Rating', 'rating', CO_RATINGS],
      ['Updated At', 'updated_at', CO_UPDATED],
    ],
  },
];
