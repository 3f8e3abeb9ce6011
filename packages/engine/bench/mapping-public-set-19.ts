/**
 * The nineteenth held-out set of the mapping benchmark (`npm run bench:mapping`, docs/mapping.md
 * "Benchmark"), built as a TUNING set: its misses are meant to be studied for general improvements.
 * Headers that nobody working on Ferry wrote, from four open-source programs none of the other sets
 * use, in a domain the matcher was not tuned for: HR administration — leave requests and leave
 * balances, timesheets, and expense claims. Most of it is not English (German, French, Spanish,
 * Italian, Dutch and Portuguese, 14 of its 19 files).
 *
 * How it was built, in this order:
 * 1. Target data models were written first, from scratch, as a company's HR and payroll office
 *    importing such files would write its own (English keys and labels, a description where a label
 *    alone would leave a person guessing, no `alternativeMatches`): leave requests, leave balances,
 *    timesheet entries and expense claims. Some of their columns have no source in any file (a
 *    request's employee number, first and last name, email, end half-day, approver comment,
 *    decision date, payroll code and attachment; a balance's period start and end, entitlement, unit and notes; a timesheet entry's ID,
 *    employee number, department, break, overtime, approver and work location; a claim's ID,
 *    employee number, department, tax amount, project, cost centre, approver, reimbursement date and
 *    receipt), as a company's model has more than one export fills.
 * 2. The headers were taken verbatim from files written by real programs, used by none of the other
 *    sets (every `source` line of mapping-public-set*.ts checked) nor on the list of programs the
 *    matcher's vocabulary reads:
 *    · Jorani (leave management, bbalet/jorani; snapshot of 2023-10-10, commit 446f8f5, package
 *      version 1.0.0). Its exports are XLSX written by PhpSpreadsheet, each header `lang(key)` from
 *      application/language/<german|french|spanish|italian|dutch|portuguese>/*_lang.php, read with a
 *      script that parsed the PHP arrays:
 *      - Requests (a manager's list of the requests submitted to them) → Export
 *        (application/views/requests/export.php): `requests_export_thead_id`, `…_fullname`,
 *        `…_startdate`, `…_startdate_type`, `…_enddate`, `…_enddate_type`, `…_duration`, `…_type`,
 *        `…_cause`, `…_status` (requests_lang.php). The start and end "Morning/Afternoon" columns
 *        have one string in every language, so the second (the end's) was left out: headers must be
 *        distinct.
 *      - My leave requests → Export (application/views/leaves/export.php): `leaves_export_thead_id`,
 *        `…_start_date`, `…_start_date_type`, `…_end_date`, `…_end_date_type`, `…_duration`,
 *        `…_type`, `…_status`, `…_cause` (leaves_lang.php), the end's "Morning/Afternoon" left out
 *        likewise.
 *      - Reports → Leave balance → Export (application/views/reports/balance/export.php): the keys
 *        identifier, firstname, lastname, datehired, department, position, contract translated by
 *        `lang()` (global_lang.php; the Spanish file leaves "position" untranslated), then one
 *        column per leave type headed by the type's name as the database has it — here the six
 *        types sql/jorani.sql installs ("compensate", "paid leave", "maternity leave", "paternity
 *        leave", "special leave", "Sick leave") — each holding that type's entitled minus taken days.
 *      - Reports → Leaves (one month) → Export (application/views/reports/leaves/export.php): the
 *        same seven translated columns and six type columns (days taken of each type), then the
 *        untranslated array keys "leave_duration", "total_days", "non_working_days",
 *        "work_duration", as the code writes them in every language.
 *    · Anuko Time Tracker (anuko/timetracker; snapshot of 2023-12-28, commit b6711df, version
 *      1.22.22.5818), Reports → a report with its columns ticked → Export CSV (tofile.php, the
 *      `'csv' == $type` branch, not totals-only): `label.date`, `label.user`, `label.client`,
 *      `label.project`, `label.task`, `label.start`, `label.finish`, `label.duration`,
 *      `label.work_units_short`, `label.note`, `form.report.per_hour` (written with the cost when
 *      the per-hour option is on), `label.cost`, `label.approved`, `label.paid`, `label.ip`,
 *      `label.invoice`, `label.timesheet`, each from WEB-INF/resources/<lang>.lang.php (read with a
 *      script). Its I18n class falls back to English for a key a language lacks; only the columns
 *      whose key the language file translates were taken into a non-English file (French 11, Italian
 *      12, Spanish 7; German and Dutch translate all 17). No custom fields.
 *    · IceHrm (gamonoid/icehrm; snapshot of 2026-02-12, commit ef8c235, version 35.0.0), Admin →
 *      Reports → Download, CSV (core/src/Reports/Admin/Api/ReportBuilder.php writes the query's
 *      column names as the header; the reports' headers are English literals, untranslated):
 *      Expense Report (core/src/Reports/Admin/Reports/ExpenseReport.php, 12 SQL aliases), Employee
 *      Leave Entitlement (EmployeeLeaveEntitlementReport.php, its 10-string header array) and
 *      Employee Leaves Report (EmployeeLeavesReport.php, 10 SQL aliases).
 *    · TimeOff.Management (timeoff-management/timeoff-management-application; snapshot of
 *      2024-01-30, commit 5b1c1be), Reports → Leaves report → Download as CSV
 *      (lib/route/reports.js, renderLeavesReportAsCsv, its 10 English literal headers).
 * 3. Each header was labelled with the TDM column a person would map it to, or null when none fits
 *    (decided from the header, the field's meaning in the program and the TDM alone; where a file
 *    has two columns for one target, the one that holds what the target describes, the other null).
 *    The non-obvious decisions:
 *    - Jorani: ID (the request's number) the request ID; the start "Morning/Afternoon" the start
 *      half-day; Duration (working days, halves allowed) the days; Type the leave type; Reason/
 *      Cause (the employee's text) the reason. In the reports: identifier (the employee's
 *      identifier field) the employee number; lastname the employee (the model has only a full
 *      name; the surname is how a person would pick the employee) and firstname null; date hired
 *      and position null; contract (Jorani's contract is the working-time and leave-rules model an
 *      employee follows) the contract; the six leave-type columns null (the file is wide, one
 *      column per type, the model has one row per type); in the month report leave_duration (days
 *      of leave taken in the month) the taken days, total_days, non_working_days and work_duration
 *      null.
 *    - Anuko: User the employee; Client null (the model has a project only); Start and Finish (the
 *      entry's times of day) clock in and clock out; Duration the hours worked; Note the
 *      description; Approved (a 0/1 flag) the status, the model's "Approved by" (a person) left
 *      unfilled; Units, Per hour, Cost, Paid, IP, Invoice and Timesheet (the name of the timesheet
 *      the entry was submitted in) null.
 *    - IceHrm: an expense's Date the expense date; Payee the merchant; Notes the description;
 *      Transaction Ref (the payment's transaction number) null; Created (the claim's creation,
 *      which is its submission) the submitted-on date and Updated null. The entitlement report's
 *      Pending (days requested, not yet approved) the planned days, Approved the taken days,
 *      Rejected and Canceled null, Available the remaining days, To be Accrued null, Carried
 *      Forward from Previous Years the carried-over days. The leaves report's Leave Period (a leave
 *      year, "Year 2024") null; Leave Status the status; Full Day Count and the two half-day counts
 *      null (none alone is the length of the leave).
 *    - TimeOff.Management: Deducted days the days; From and To the first and last day; Requested
 *      On the requested-on date; Approved By the approver; Comment (the employee's comment on the
 *      request, lib/model/comment.js) the reason.
 * 4. Then the set was committed, before the matcher was run on it.
 *
 * Values: 20 per column, generated by kind (./mapping-bench.ts) or sampled from the lists below,
 * written in the style of each export (Jorani's status and half-day words translated by `lang()`,
 * durations as decimals, leave-type names as a company would name them; Anuko's times and
 * durations as `%k:%i`, its flags as 0/1, its IP column as "address date time"; IceHrm's enums and
 * master data as stored; TimeOff's dates as YYYY-MM-DD); a free-text or identifier column (names,
 * reasons, notes, references) draws from at least eight distinct values.
 */
import { tdmColumn, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';

const col = tdmColumn;

/** The target data models of this set, written before the headers were collected. */
export const HELD_OUT_19_TDMS = {
  leave_requests: [
    col('request_id', 'Request ID', 'string', 'Reference of the leave request'),
    col('employee_number', 'Employee number', 'string', 'The employee\'s personnel number or ID'),
    col('employee_name', 'Employee', 'string', 'Full name of the employee taking the leave'),
    col('first_name', 'First name', 'string'),
    col('last_name', 'Last name', 'string'),
    col('email', 'Employee email', 'email'),
    col('department', 'Department', 'string', 'Department or team of the employee'),
    col('leave_type', 'Leave type', 'string', 'Annual leave, sick leave, parental leave, unpaid, …'),
    col('start_date', 'First day', 'date', 'First day of the absence'),
    col('start_half', 'Starts in the', 'string', 'Whether the first day starts in the morning or the afternoon'),
    col('end_date', 'Last day', 'date', 'Last day of the absence'),
    col('end_half', 'Ends in the', 'string', 'Whether the last day ends at midday or at the end of the day'),
    col('days', 'Days', 'float', 'Length of the absence in working days'),
    col('status', 'Status', 'string', 'Requested, approved, rejected, cancelled, …'),
    col('reason', 'Reason', 'string', 'What the employee wrote when asking for the leave'),
    col('approver', 'Approver', 'string', 'Manager who approves or approved the request'),
    col('approver_comment', 'Approver comment', 'string', 'What the approver wrote when deciding'),
    col('requested_on', 'Requested on', 'datetime'),
    col('decided_on', 'Decided on', 'datetime', 'When the request was approved or rejected'),
    col('payroll_code', 'Payroll code', 'string', 'Wage type the absence is booked to in payroll'),
    col('attachment', 'Attachment', 'url', 'Link to a sick note or other supporting document'),
  ],
  leave_balances: [
    col('employee_number', 'Employee number', 'string'),
    col('employee_name', 'Employee', 'string'),
    col('department', 'Department', 'string'),
    col('leave_type', 'Leave type', 'string'),
    col('period_start', 'Period start', 'date', 'Start of the leave year the balance is for'),
    col('period_end', 'Period end', 'date'),
    col('entitlement', 'Entitlement', 'float', 'Days granted for the period'),
    col('carried_over', 'Carried over', 'float', 'Days brought forward from the previous period'),
    col('taken', 'Taken', 'float', 'Days already taken'),
    col('planned', 'Planned', 'float', 'Days requested or approved but not yet taken'),
    col('remaining', 'Remaining', 'float', 'Days still available'),
    col('unit', 'Unit', 'string', 'Whether the balance is counted in days or hours'),
    col('contract', 'Contract', 'string', 'Employment contract or working-time model'),
    col('notes', 'Notes', 'string'),
  ],
  timesheets: [
    col('entry_id', 'Entry ID', 'string'),
    col('employee_number', 'Employee number', 'string'),
    col('employee_name', 'Employee', 'string'),
    col('department', 'Department', 'string'),
    col('date', 'Date', 'date', 'Day the work was done'),
    col('clock_in', 'Clock in', 'datetime', 'Start of work'),
    col('clock_out', 'Clock out', 'datetime', 'End of work'),
    col('break_minutes', 'Break (minutes)', 'int'),
    col('hours', 'Hours worked', 'float'),
    col('overtime_hours', 'Overtime hours', 'float'),
    col('project', 'Project', 'string'),
    col('task', 'Task', 'string', 'Task or activity the time was spent on'),
    col('description', 'Description', 'string', 'What was done'),
    col('status', 'Status', 'string', 'Draft, submitted, approved, rejected'),
    col('approver', 'Approved by', 'string'),
    col('location', 'Work location', 'string', 'Office, site or home office where the time was worked'),
  ],
  expense_claims: [
    col('claim_id', 'Claim ID', 'string'),
    col('employee_number', 'Employee number', 'string'),
    col('employee_name', 'Employee', 'string'),
    col('department', 'Department', 'string'),
    col('expense_date', 'Expense date', 'date', 'Day the expense was incurred'),
    col('category', 'Expense category', 'string', 'Travel, meals, lodging, mileage, office supplies, …'),
    col('description', 'Description', 'string', 'What the expense was for'),
    col('merchant', 'Merchant', 'string', 'Shop, restaurant or supplier paid'),
    col('amount', 'Amount', 'float', 'Amount claimed, tax included'),
    col('currency', 'Currency', 'currency_code'),
    col('tax_amount', 'Tax amount', 'float', 'VAT included in the amount'),
    col('payment_method', 'Paid with', 'string', 'Company card, own money, cash advance, …'),
    col('project', 'Project', 'string', 'Project or client the expense is charged to'),
    col('cost_center', 'Cost centre', 'string'),
    col('status', 'Status', 'string', 'Draft, submitted, approved, rejected, reimbursed'),
    col('approver', 'Approved by', 'string'),
    col('submitted_on', 'Submitted on', 'date'),
    col('reimbursed_on', 'Reimbursed on', 'date'),
    col('receipt', 'Receipt', 'url', 'Link to the scanned receipt'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** One file of this set. */
export type HeldOut19File = PublicSetFile<keyof typeof HELD_OUT_19_TDMS>;

const seq = (prefix: string, n: number, start = 1, step = 7): string[] => Array.from({ length: n }, (_, i) => `${prefix}${start + i * step}`);

// Jorani: leave requests.
const JORANI_IDS = seq('', 20, 412, 3);
const DURATIONS = ['1', '0.5', '2', '3', '5', '1.5', '10', '4', '0.5', '1', '2.5', '15'];
const HALF_DE = ['Vormittag', 'Vormittag', 'Vormittag', 'Nachmittag'];
const HALF_FR = ['Matin', 'Matin', 'Matin', 'Après-midi'];
const HALF_ES = ['Mañana', 'Mañana', 'Mañana', 'Tarde'];
const HALF_IT = ['Mattina', 'Mattina', 'Mattina', 'Pomeriggio'];
const HALF_PT = ['Manhã', 'Manhã', 'Manhã', 'Tarde'];
const STATUS_DE = ['Akzeptiert', 'Akzeptiert', 'Akzeptiert', 'Angefragt', 'Angefragt', 'Abgelehnt', 'Geplant', 'Annulliert', 'Annullierung'];
const STATUS_FR = ['Acceptée', 'Acceptée', 'Acceptée', 'Demandée', 'Demandée', 'Rejetée', 'Planifiée', 'Annulée', 'Annulation'];
const STATUS_ES = ['Aceptado', 'Aceptado', 'Aceptado', 'Solicitado', 'Solicitado', 'Rechazado', 'Planificado', 'Canceled'];
const STATUS_IT = ['Accettato', 'Accettato', 'Accettato', 'Richiesto', 'Richiesto', 'Rifiutato', 'Pianificato', 'Canceled'];
const STATUS_PT = ['Aceite', 'Aceite', 'Aceite', 'Pedido', 'Pedido', 'Rejeitado', 'Planeado', 'Cancelado', 'Cancelamento'];
const TYPES_DE = ['Jahresurlaub', 'Jahresurlaub', 'Jahresurlaub', 'Krankheit', 'Überstundenausgleich', 'Sonderurlaub', 'Elternzeit', 'Unbezahlter Urlaub'];
const TYPES_FR = ['Congés payés', 'Congés payés', 'Congés payés', 'RTT', 'Maladie', 'Congé exceptionnel', 'Congé paternité', 'Récupération'];
const TYPES_ES = ['Vacaciones', 'Vacaciones', 'Vacaciones', 'Asuntos propios', 'Baja por enfermedad', 'Permiso retribuido', 'Permiso por nacimiento', 'Compensación horas'];
const TYPES_IT = ['Ferie', 'Ferie', 'Ferie', 'Permesso ROL', 'Malattia', 'Permesso retribuito', 'Congedo parentale', 'Recupero ore'];
const TYPES_PT = ['Férias', 'Férias', 'Férias', 'Doença', 'Compensação', 'Licença parental', 'Falta justificada', 'Licença sem vencimento'];
const REASON_DE = ['', '', 'Familienurlaub Ostsee', 'Umzug', 'Hochzeit meiner Schwester', 'Arzttermin', 'Brückentag', 'Kinderbetreuung, Kita geschlossen', 'Skiurlaub', 'Abbau Überstunden März', 'Behördengang', 'Sommerurlaub Italien'];
const REASON_FR = ['', '', 'Vacances en famille', 'Déménagement', 'Mariage de ma sœur', 'Rendez-vous médical', 'Pont de l\'Ascension', 'Garde d\'enfant', 'Vacances au ski', 'Récupération heures mars', 'Démarches administratives', 'Congés d\'été'];
const REASON_ES = ['', '', 'Vacaciones en familia', 'Mudanza', 'Boda de mi hermana', 'Cita médica', 'Puente de mayo', 'Cuidado de hijos', 'Vacaciones de esquí', 'Compensar horas de marzo', 'Trámites en el ayuntamiento', 'Vacaciones de verano'];
const REASON_IT = ['', '', 'Vacanze in famiglia', 'Trasloco', 'Matrimonio di mia sorella', 'Visita medica', 'Ponte del 25 aprile', 'Assistenza figli', 'Settimana bianca', 'Recupero ore di marzo', 'Pratiche in comune', 'Ferie estive'];
const REASON_PT = ['', '', 'Férias com a família', 'Mudança de casa', 'Casamento da minha irmã', 'Consulta médica', 'Ponte do 25 de Abril', 'Assistência aos filhos', 'Férias na neve', 'Compensação horas de março', 'Tratar de documentos', 'Férias de verão'];

// Jorani: reports.
const IDENTIFIERS = ['E0042', 'E0043', 'E0051', 'E0067', 'E0072', 'E0088', 'E0091', 'E0104', 'E0110', 'E0125', 'E0131', 'E0139'];
const DEPT_DE = ['Personal', 'Buchhaltung', 'Vertrieb', 'IT', 'Produktion', 'Logistik', 'Einkauf', 'Geschäftsleitung'];
const DEPT_ES = ['Recursos Humanos', 'Contabilidad', 'Ventas', 'Informática', 'Producción', 'Logística', 'Compras', 'Dirección'];
const DEPT_NL = ['HR', 'Financiën', 'Verkoop', 'ICT', 'Productie', 'Logistiek', 'Inkoop', 'Directie'];
const DEPT_PT = ['Recursos Humanos', 'Contabilidade', 'Vendas', 'Informática', 'Produção', 'Logística', 'Compras', 'Direção'];
const POSITION_DE = ['Sachbearbeiterin', 'Buchhalter', 'Vertriebsleiter', 'Systemadministrator', 'Schichtleiter', 'Lagerist', 'Einkäuferin', 'Personalreferentin', 'Entwickler'];
const POSITION_ES = ['Administrativa', 'Contable', 'Jefe de ventas', 'Técnico de sistemas', 'Jefe de turno', 'Mozo de almacén', 'Compradora', 'Técnica de RRHH', 'Desarrollador'];
const POSITION_NL = ['Medewerker administratie', 'Boekhouder', 'Salesmanager', 'Systeembeheerder', 'Ploegleider', 'Magazijnmedewerker', 'Inkoper', 'HR-adviseur', 'Ontwikkelaar'];
const POSITION_PT = ['Administrativa', 'Contabilista', 'Diretor comercial', 'Técnico de sistemas', 'Chefe de turno', 'Operador de armazém', 'Compradora', 'Técnica de RH', 'Programador'];
const CONTRACT_DE = ['Vollzeit 40h', 'Vollzeit 40h', 'Vollzeit 40h', 'Teilzeit 20h', 'Teilzeit 30h', 'Auszubildende', 'Schichtdienst'];
const CONTRACT_ES = ['Jornada completa', 'Jornada completa', 'Jornada completa', 'Media jornada', 'Jornada reducida', 'Prácticas', 'Turnos'];
const CONTRACT_NL = ['Fulltime 40 uur', 'Fulltime 40 uur', 'Fulltime 40 uur', 'Parttime 24 uur', 'Parttime 32 uur', 'Stagiair', 'Ploegendienst'];
const CONTRACT_PT = ['Tempo inteiro', 'Tempo inteiro', 'Tempo inteiro', 'Tempo parcial 20h', 'Tempo parcial 30h', 'Estágio', 'Turnos'];
const BALANCE_MAIN = ['25', '18.5', '12', '3', '0', '21', '7.5', '14', '30', '9', '-1', '16.5'];
const BALANCE_SMALL = ['', '', '0', '2', '1.5', '-0.5', '3', '4', '0.5', '1'];
const BALANCE_RARE = ['', '', '', '', '', '', '0', '5', '10', '14'];
const TAKEN_MONTH = ['', '', '1', '2', '0.5', '3', '5', '1.5', '10', '4'];
const TAKEN_TOTAL = ['0', '0', '1', '2', '0.5', '3', '5', '1.5', '10', '4', '2.5', '6'];
const TOTAL_DAYS = ['31'];
const NON_WORKING = ['9', '9', '9', '10', '8', '13', '31'];
const WORK_DURATION = ['22', '21', '20', '19.5', '17', '12', '22', '18', '11', '21.5'];

// Anuko Time Tracker: timesheet report.
const CLIENTS = ['Müller Maschinenbau GmbH', 'Stadtwerke Nord', 'Bakker Bouw B.V.', 'Société Dupuis SA', 'Ferri & Figli S.r.l.', 'Interno', 'Hotel Alpenblick', 'Logística Ibérica SL'];
const PROJECTS = ['ERP-Einführung', 'Website Relaunch', 'Wartungsvertrag 2024', 'Migration Server', 'Intern', 'Schulung', 'Projet Atlas', 'Support', 'Audit Q2'];
const TASKS_DE = ['Analyse', 'Entwicklung', 'Besprechung', 'Dokumentation', 'Test', 'Anfahrt', 'Support', 'Projektleitung'];
const TASKS_FR = ['Analyse', 'Développement', 'Réunion', 'Documentation', 'Tests', 'Déplacement', 'Support', 'Gestion de projet'];
const TASKS_IT = ['Analisi', 'Sviluppo', 'Riunione', 'Documentazione', 'Test', 'Trasferta', 'Assistenza', 'Gestione progetto'];
const TASKS_NL = ['Analyse', 'Ontwikkeling', 'Overleg', 'Documentatie', 'Testen', 'Reistijd', 'Support', 'Projectleiding'];
const TASKS_EN = ['Analysis', 'Development', 'Meeting', 'Documentation', 'Testing', 'Travel', 'Support', 'Project management'];
const STARTS = ['8:00', '8:30', '9:00', '7:45', '13:00', '14:15', '9:30', '10:00', '8:15', '16:00'];
const FINISHES = ['12:00', '17:00', '17:30', '16:15', '18:00', '15:45', '12:30', '13:00', '11:45', '19:00'];
const DURATIONS_HM = ['4:00', '8:30', '8:00', '0:45', '1:30', '3:15', '7:45', '2:00', '0:30', '5:15', '6:00'];
const UNITS = ['0', '1', '1', '2', '4', '8', '3'];
const NOTE_DE = ['', 'Anforderungen mit Kunde abgestimmt', 'Bugfix Rechnungsdruck', 'Jour fixe', 'Testfälle Modul Lager', 'Fahrt zum Kunden', 'Ticket #4471', 'Doku Schnittstelle', 'Release vorbereitet', 'Workshop Datenmigration'];
const NOTE_FR = ['', 'Recueil des besoins avec le client', 'Correction impression factures', 'Point hebdo', 'Cas de test module stock', 'Trajet chez le client', 'Ticket #4471', 'Doc de l\'interface', 'Préparation de la mise en production', 'Atelier migration des données'];
const NOTE_ES = ['', 'Requisitos con el cliente', 'Corrección impresión de facturas', 'Reunión semanal', 'Casos de prueba módulo almacén', 'Desplazamiento al cliente', 'Ticket #4471', 'Documentación interfaz', 'Preparación de la versión', 'Taller migración de datos'];
const NOTE_IT = ['', 'Requisiti concordati con il cliente', 'Correzione stampa fatture', 'Riunione settimanale', 'Casi di test modulo magazzino', 'Trasferta dal cliente', 'Ticket #4471', 'Documentazione interfaccia', 'Preparazione rilascio', 'Workshop migrazione dati'];
const NOTE_NL = ['', 'Eisen afgestemd met klant', 'Bugfix factuurprint', 'Weekoverleg', 'Testgevallen module voorraad', 'Reis naar klant', 'Ticket #4471', 'Documentatie koppeling', 'Release voorbereid', 'Workshop datamigratie'];
const NOTE_EN = ['', 'Requirements call with client', 'Fixed invoice printing', 'Weekly meeting', 'Test cases for stock module', 'Drive to client site', 'Ticket #4471', 'Interface documentation', 'Prepared the release', 'Data migration workshop'];
const RATES = ['85.00', '95.00', '110.00', '0.00', '75.00', '120.00'];
const COSTS = ['340.00', '807.50', '680.00', '71.25', '142.50', '357.50', '0.00', '220.00', '47.50', '498.75', '570.00'];
const FLAGS = ['0', '1', '1', '1'];
const PAID_FLAGS = ['0', '0', '0', '1'];
const IPS = ['192.168.10.23 2024-03-05 17:12:44', '192.168.10.41 2024-03-05 12:03:10', '10.0.4.17 2024-03-06 18:20:02', '192.168.10.23 2024-03-07 16:55:31', '84.143.12.201 2024-03-07 21:14:09', '10.0.4.52 2024-03-08 12:31:47', '192.168.10.19 2024-03-11 17:02:26', '10.0.4.17 2024-03-12 09:48:53', '93.211.40.7 2024-03-12 19:37:15', '192.168.10.41 2024-03-13 13:10:00'];
const INVOICES = ['', '', '', 'RE-2024-031', 'RE-2024-032', 'RE-2024-035', 'RE-2024-038', 'RE-2024-041', 'RE-2024-044', 'RE-2024-047', 'RE-2024-050', 'RE-2024-052'];
const TIMESHEETS_DE = ['', '', 'KW 10 Müller', 'KW 10 Schneider', 'KW 11 Müller', 'KW 11 Weber', 'März 2024 Fischer', 'KW 12 Schneider', 'KW 12 Becker', 'März 2024 Wagner'];
const TIMESHEETS_NL = ['', '', 'Week 10 De Vries', 'Week 10 Jansen', 'Week 11 De Vries', 'Week 11 Bakker', 'Maart 2024 Visser', 'Week 12 Jansen', 'Week 12 Smit', 'Maart 2024 Meijer'];
const TIMESHEETS_EN = ['', '', 'Week 10 Smith', 'Week 10 Jones', 'Week 11 Smith', 'Week 11 Taylor', 'March 2024 Brown', 'Week 12 Jones', 'Week 12 Wilson', 'March 2024 Evans'];

// IceHrm: reports.
const EXPENSE_METHODS = ['Credit Card', 'Credit Card', 'Cash', 'Debit Card', 'Check'];
const TRANSACTION_REFS = ['', 'TRX-882013', 'TRX-882107', '4471-2290-11', 'AUTH 093512', 'TRX-883420', '', 'CHQ 000412', 'AUTH 118734', 'TRX-884001', 'TRX-884317'];
const PAYEES = ['Shell', 'Hilton Garden Inn', 'Uber', 'Lufthansa', 'Staples', 'Pret A Manger', 'National Rail', 'Enterprise Rent-A-Car', 'Ibis Budget', 'Amazon'];
const EXPENSE_CATEGORIES = ['Auto - Gas', 'Hotel / Motel', 'Transportation', 'Dining Out', 'Dining Out', 'Entertainment', 'Auto - Maintenance', 'Office Supplies', 'Travel'];
const EXPENSE_NOTES = ['Client visit Manchester', 'Trade fair Hannover, 2 nights', 'Taxi airport to hotel', 'Team lunch with new hire', 'Flight to Frankfurt', 'Printer toner', 'Fuel for pool car', 'Train to Leeds', 'Dinner with supplier', 'Parking at client site', ''];
const EXPENSE_AMOUNTS = ['45.80', '312.00', '27.50', '86.40', '189.99', '12.75', '64.20', '230.00', '18.00', '97.35', '540.10'];
const EXPENSE_CURRENCIES = ['USD', 'USD', 'USD', 'EUR', 'GBP', 'SGD'];
const EXPENSE_STATUS = ['Approved', 'Approved', 'Pending', 'Pending', 'Rejected', 'Processing', 'Cancellation Requested', 'Cancelled'];
const ICE_LEAVE_TYPES = ['Annual leave', 'Annual leave', 'Casual leave', 'Medical leave'];
const ICE_PERIODS = ['Year 2024', 'Year 2024', 'Year 2024', 'Year 2025'];
const ICE_LEAVE_STATUS = ['Approved', 'Approved', 'Approved', 'Pending', 'Rejected', 'Cancellation Requested', 'Cancelled'];
const ICE_REASONS = ['Family holiday', 'Flu', 'Moving house', 'Dentist appointment', 'Wedding', 'Visiting parents', 'Long weekend', 'Child sick', 'Exam preparation', 'Trip to Bali', ''];
const COUNTS = ['0', '1', '2', '3', '5', '1', '4', '10'];
const HALF_COUNTS = ['0', '0', '0', '0', '1', '1', '2'];
const EMPLOYEE_CODES = ['EMP001', 'EMP002', 'EMP004', 'EMP007', 'EMP011', 'EMP012', 'EMP015', 'EMP019', 'EMP023', 'EMP026', 'EMP030'];
const ENT_PENDING = ['0', '0', '0', '1', '2', '3', '0.5', '5'];
const ENT_APPROVED = ['0', '2', '4', '6.5', '10', '12', '1', '3', '7'];
const ENT_AVAILABLE = ['14', '12', '10', '7.5', '4', '2', '7', '6', '0', '3.5'];
const ENT_ACCRUE = ['0', '0', '0', '1.17', '2.33', '3.5'];
const ENT_CARRIED = ['0', '0', '0', '2', '3', '5', '1.5'];

// TimeOff.Management: leaves report.
const TO_DEPTS = ['Sales', 'Engineering', 'Engineering', 'Finance', 'Customer Success', 'Operations', 'Marketing'];
const TO_TYPES = ['Holiday', 'Holiday', 'Holiday', 'Sick Leave', 'Maternity', 'Compassionate', 'Working from home'];
const TO_DAYS = ['1', '0.5', '2', '3', '5', '1.5', '10', '4', '1', '0.5'];
const TO_STATUS = ['Approved', 'Approved', 'Approved', 'New', 'Rejected', 'Pended Revoke', 'Canceled'];
const TO_COMMENTS = ['', '', 'Family trip to Cornwall', 'Doctor appointment', 'Moving house', 'Half term with the kids', 'Brother\'s wedding', 'Long weekend in Lisbon', 'Feeling unwell', 'Christmas with family', 'Dentist'];

const JORANI_REQUESTS = 'Jorani 1.0.0 (leave management; commit 446f8f5), Requests → Export (application/views/requests/export.php)';
const JORANI_LEAVES = 'Jorani 1.0.0 (leave management; commit 446f8f5), My leave requests → Export (application/views/leaves/export.php)';
const JORANI_BALANCE = 'Jorani 1.0.0 (commit 446f8f5), Reports → Leave balance → Export (application/views/reports/balance/export.php), the six leave types of a default install';
const JORANI_MONTH = 'Jorani 1.0.0 (commit 446f8f5), Reports → Leaves of one month → Export (application/views/reports/leaves/export.php), the six leave types of a default install';
const ANUKO = 'Anuko Time Tracker 1.22.22.5818 (commit b6711df), Reports → Export CSV (tofile.php), the columns ticked';
const ICEHRM = 'IceHrm 35.0.0 (commit ef8c235), Admin → Reports → Download (CSV)';
const TIMEOFF = 'TimeOff.Management (commit 5b1c1be), Reports → Leaves report → Download CSV (lib/route/reports.js, renderLeavesReportAsCsv), its 10 columns';

/** The files of this set. */
export const HELD_OUT_19_FILES: HeldOut19File[] = [
  {
    name: 'jorani-requests-de.xlsx', language: 'de', tdm: 'leave_requests',
    source: `${JORANI_REQUESTS}, German (9 of its 10 columns: the end's Vormittag/Nachmittag, a repeat, left out)`,
    columns: [
      ['ID', 'request_id', JORANI_IDS],
      ['Voller Name', 'employee_name', 'full'],
      ['Anfangsdatum', 'start_date', 'date'],
      ['Vormittag/Nachmittag', 'start_half', HALF_DE],
      ['Enddatum', 'end_date', 'date'],
      ['Dauer', 'days', DURATIONS],
      ['Typ', 'leave_type', TYPES_DE],
      ['Grund', 'reason', REASON_DE],
      ['Status', 'status', STATUS_DE],
    ],
  },
  {
    name: 'jorani-requests-fr.xlsx', language: 'fr', tdm: 'leave_requests',
    source: `${JORANI_REQUESTS}, French (9 of its 10 columns: the end's Matin/Après-midi, a repeat, left out)`,
    columns: [
      ['ID', 'request_id', JORANI_IDS],
      ['Nom complet', 'employee_name', 'full'],
      ['Date début', 'start_date', 'date'],
      ['Matin/Après-midi', 'start_half', HALF_FR],
      ['Date fin', 'end_date', 'date'],
      ['Durée', 'days', DURATIONS],
      ['Type', 'leave_type', TYPES_FR],
      ['Cause', 'reason', REASON_FR],
      ['Statut', 'status', STATUS_FR],
    ],
  },
  {
    name: 'jorani-requests-it.xlsx', language: 'it', tdm: 'leave_requests',
    source: `${JORANI_REQUESTS}, Italian (9 of its 10 columns: the end's Mattina/Pomeriggio, a repeat, left out)`,
    columns: [
      ['ID', 'request_id', JORANI_IDS],
      ['Nome completo', 'employee_name', 'full'],
      ['Data inizio', 'start_date', 'date'],
      ['Mattina/Pomeriggio', 'start_half', HALF_IT],
      ['Data fine', 'end_date', 'date'],
      ['Durata', 'days', DURATIONS],
      ['Tipologia', 'leave_type', TYPES_IT],
      ['Motivo', 'reason', REASON_IT],
      ['Stato', 'status', STATUS_IT],
    ],
  },
  {
    name: 'jorani-my-leaves-es.xlsx', language: 'es', tdm: 'leave_requests',
    source: `${JORANI_LEAVES}, Spanish (8 of its 9 columns: the end's Mañana/Tarde, a repeat, left out)`,
    columns: [
      ['ID', 'request_id', JORANI_IDS],
      ['Primera fecha', 'start_date', 'date'],
      ['Mañana/Tarde', 'start_half', HALF_ES],
      ['Última fecha', 'end_date', 'date'],
      ['Duración', 'days', DURATIONS],
      ['Tipo', 'leave_type', TYPES_ES],
      ['Estado', 'status', STATUS_ES],
      ['Motivo', 'reason', REASON_ES],
    ],
  },
  {
    name: 'jorani-my-leaves-pt.xlsx', language: 'pt', tdm: 'leave_requests',
    source: `${JORANI_LEAVES}, Portuguese (8 of its 9 columns: the end's Manhã/Tarde, a repeat, left out)`,
    columns: [
      ['ID', 'request_id', JORANI_IDS],
      ['Data de inicio', 'start_date', 'date'],
      ['Manhã/Tarde', 'start_half', HALF_PT],
      ['Data final', 'end_date', 'date'],
      ['Duração', 'days', DURATIONS],
      ['Tipo', 'leave_type', TYPES_PT],
      ['Status', 'status', STATUS_PT],
      ['Motivo', 'reason', REASON_PT],
    ],
  },
  {
    name: 'jorani-leave-balance-de.xlsx', language: 'de', tdm: 'leave_balances',
    source: `${JORANI_BALANCE}, German (13 columns)`,
    columns: [
      ['Identifikator', 'employee_number', IDENTIFIERS],
      ['Vorname', null, 'first'],
      ['Nachname', 'employee_name', 'last'],
      ['Anstellungsdatum', null, 'date'],
      ['Abteilung', 'department', DEPT_DE],
      ['Position', null, POSITION_DE],
      ['Vertrag', 'contract', CONTRACT_DE],
      ['compensate', null, BALANCE_SMALL],
      ['paid leave', null, BALANCE_MAIN],
      ['maternity leave', null, BALANCE_RARE],
      ['paternity leave', null, BALANCE_RARE],
      ['special leave', null, BALANCE_SMALL],
      ['Sick leave', null, BALANCE_SMALL],
    ],
  },
  {
    name: 'jorani-leave-balance-es.xlsx', language: 'es', tdm: 'leave_balances',
    source: `${JORANI_BALANCE}, Spanish (13 columns; "position" untranslated in the Spanish file)`,
    columns: [
      ['identificación', 'employee_number', IDENTIFIERS],
      ['nombre', null, 'first'],
      ['apellido', 'employee_name', 'last'],
      ['Fechas de contratación', null, 'date'],
      ['departamento', 'department', DEPT_ES],
      ['position', null, POSITION_ES],
      ['contrato', 'contract', CONTRACT_ES],
      ['compensate', null, BALANCE_SMALL],
      ['paid leave', null, BALANCE_MAIN],
      ['maternity leave', null, BALANCE_RARE],
      ['paternity leave', null, BALANCE_RARE],
      ['special leave', null, BALANCE_SMALL],
      ['Sick leave', null, BALANCE_SMALL],
    ],
  },
  {
    name: 'jorani-monthly-leaves-report-nl.xlsx', language: 'nl', tdm: 'leave_balances',
    source: `${JORANI_MONTH}, Dutch (17 columns)`,
    columns: [
      ['Identifikator', 'employee_number', IDENTIFIERS],
      ['voornaam', null, 'first'],
      ['achternaam', 'employee_name', 'last'],
      ['datum ingehuurd', null, 'date'],
      ['afdeling', 'department', DEPT_NL],
      ['positie', null, POSITION_NL],
      ['contract', 'contract', CONTRACT_NL],
      ['compensate', null, TAKEN_MONTH],
      ['paid leave', null, TAKEN_MONTH],
      ['maternity leave', null, BALANCE_RARE],
      ['paternity leave', null, BALANCE_RARE],
      ['special leave', null, TAKEN_MONTH],
      ['Sick leave', null, TAKEN_MONTH],
      ['leave_duration', 'taken', TAKEN_TOTAL],
      ['total_days', null, TOTAL_DAYS],
      ['non_working_days', null, NON_WORKING],
      ['work_duration', null, WORK_DURATION],
    ],
  },
  {
    name: 'jorani-monthly-leaves-report-pt.xlsx', language: 'pt', tdm: 'leave_balances',
    source: `${JORANI_MONTH}, Portuguese (17 columns)`,
    columns: [
      ['identificador', 'employee_number', IDENTIFIERS],
      ['primeiro nome', null, 'first'],
      ['último nome', 'employee_name', 'last'],
      ['Data de contratação', null, 'date'],
      ['departamento', 'department', DEPT_PT],
      ['posição', null, POSITION_PT],
      ['contrato', 'contract', CONTRACT_PT],
      ['compensate', null, TAKEN_MONTH],
      ['paid leave', null, TAKEN_MONTH],
      ['maternity leave', null, BALANCE_RARE],
      ['paternity leave', null, BALANCE_RARE],
      ['special leave', null, TAKEN_MONTH],
      ['Sick leave', null, TAKEN_MONTH],
      ['leave_duration', 'taken', TAKEN_TOTAL],
      ['total_days', null, TOTAL_DAYS],
      ['non_working_days', null, NON_WORKING],
      ['work_duration', null, WORK_DURATION],
    ],
  },
  {
    name: 'anuko-time-report-de.csv', language: 'de', tdm: 'timesheets',
    source: `${ANUKO}, German (all 17 columns)`,
    columns: [
      ['Datum', 'date', 'date'],
      ['Benutzer', 'employee_name', 'full'],
      ['Kunde', null, CLIENTS],
      ['Projekt', 'project', PROJECTS],
      ['Aufgabe', 'task', TASKS_DE],
      ['Start', 'clock_in', STARTS],
      ['Ende', 'clock_out', FINISHES],
      ['Dauer', 'hours', DURATIONS_HM],
      ['Einheiten', null, UNITS],
      ['Beschreibung', 'description', NOTE_DE],
      ['Stundensatz', null, RATES],
      ['Kosten', null, COSTS],
      ['Genehmigt', 'status', FLAGS],
      ['Bezahlt', null, PAID_FLAGS],
      ['IP', null, IPS],
      ['Rechnung', null, INVOICES],
      ['Arbeitszeittabelle', null, TIMESHEETS_DE],
    ],
  },
  {
    name: 'anuko-time-report-nl.csv', language: 'nl', tdm: 'timesheets',
    source: `${ANUKO}, Dutch (all 17 columns)`,
    columns: [
      ['Datum', 'date', 'date'],
      ['Medewerker', 'employee_name', 'full'],
      ['Klant', null, CLIENTS],
      ['Project', 'project', PROJECTS],
      ['Taak', 'task', TASKS_NL],
      ['Aanvang', 'clock_in', STARTS],
      ['Einde', 'clock_out', FINISHES],
      ['Tijdsduur', 'hours', DURATIONS_HM],
      ['Eenheid', null, UNITS],
      ['Opmerking', 'description', NOTE_NL],
      ['Per uur', null, RATES],
      ['Kosten', null, COSTS],
      ['Goedgekeurd', 'status', FLAGS],
      ['Betaald', null, PAID_FLAGS],
      ['IP adres', null, IPS],
      ['Factuur', null, INVOICES],
      ['Tijdenoverzicht', null, TIMESHEETS_NL],
    ],
  },
  {
    name: 'anuko-time-report-it.csv', language: 'it', tdm: 'timesheets',
    source: `${ANUKO}, Italian (the 12 columns the Italian file translates)`,
    columns: [
      ['Data', 'date', 'date'],
      ['Utente', 'employee_name', 'full'],
      ['Cliente', null, CLIENTS],
      ['Progetto', 'project', PROJECTS],
      ['Compito', 'task', TASKS_IT],
      ['Inizio', 'clock_in', STARTS],
      ['Fine', 'clock_out', FINISHES],
      ['Durata', 'hours', DURATIONS_HM],
      ['Nota', 'description', NOTE_IT],
      ['Costo', null, COSTS],
      ['Pagato', null, PAID_FLAGS],
      ['Fattura', null, INVOICES],
    ],
  },
  {
    name: 'anuko-time-report-fr.csv', language: 'fr', tdm: 'timesheets',
    source: `${ANUKO}, French (the 11 columns the French file translates)`,
    columns: [
      ['Date', 'date', 'date'],
      ['Utilisateur', 'employee_name', 'full'],
      ['Client', null, CLIENTS],
      ['Projet', 'project', PROJECTS],
      ['Tâche', 'task', TASKS_FR],
      ['Début', 'clock_in', STARTS],
      ['Fin', 'clock_out', FINISHES],
      ['Durée', 'hours', DURATIONS_HM],
      ['Note', 'description', NOTE_FR],
      ['Coût', null, COSTS],
      ['Facture', null, INVOICES],
    ],
  },
  {
    name: 'anuko-time-report-es.csv', language: 'es', tdm: 'timesheets',
    source: `${ANUKO}, Spanish (the 7 columns the Spanish file translates)`,
    columns: [
      ['Fecha', 'date', 'date'],
      ['Usuario', 'employee_name', 'full'],
      ['Proyecto', 'project', PROJECTS],
      ['Inicio', 'clock_in', STARTS],
      ['Fin', 'clock_out', FINISHES],
      ['Duración', 'hours', DURATIONS_HM],
      ['Nota', 'description', NOTE_ES],
    ],
  },
  {
    name: 'anuko-time-report-en.csv', language: 'en', tdm: 'timesheets',
    source: `${ANUKO}, English (all 17 columns)`,
    columns: [
      ['Date', 'date', 'date'],
      ['User', 'employee_name', 'full'],
      ['Client', null, CLIENTS],
      ['Project', 'project', PROJECTS],
      ['Task', 'task', TASKS_EN],
      ['Start', 'clock_in', STARTS],
      ['Finish', 'clock_out', FINISHES],
      ['Duration', 'hours', DURATIONS_HM],
      ['Units', null, UNITS],
      ['Note', 'description', NOTE_EN],
      ['Per hour', null, RATES],
      ['Cost', null, COSTS],
      ['Approved', 'status', FLAGS],
      ['Paid', null, PAID_FLAGS],
      ['IP', null, IPS],
      ['Invoice', null, INVOICES],
      ['Timesheet', null, TIMESHEETS_EN],
    ],
  },
  {
    name: 'icehrm-expense-report-en.csv', language: 'en', tdm: 'expense_claims',
    source: `${ICEHRM}, Expense Report (core/src/Reports/Admin/Reports/ExpenseReport.php), its 12 columns`,
    columns: [
      ['Employee', 'employee_name', 'full'],
      ['Date', 'expense_date', 'date'],
      ['Payment Method', 'payment_method', EXPENSE_METHODS],
      ['Transaction Ref', null, TRANSACTION_REFS],
      ['Payee', 'merchant', PAYEES],
      ['Category', 'category', EXPENSE_CATEGORIES],
      ['Notes', 'description', EXPENSE_NOTES],
      ['Amount', 'amount', EXPENSE_AMOUNTS],
      ['Currency', 'currency', EXPENSE_CURRENCIES],
      ['Status', 'status', EXPENSE_STATUS],
      ['Created', 'submitted_on', 'datetime'],
      ['Updated', null, 'datetime'],
    ],
  },
  {
    name: 'icehrm-leave-entitlement-en.csv', language: 'en', tdm: 'leave_balances',
    source: `${ICEHRM}, Employee Leave Entitlement report (EmployeeLeaveEntitlementReport.php), its 10 columns`,
    columns: [
      ['Employee ID', 'employee_number', EMPLOYEE_CODES],
      ['Employee', 'employee_name', 'full'],
      ['Leave Type', 'leave_type', ICE_LEAVE_TYPES],
      ['Pending', 'planned', ENT_PENDING],
      ['Approved', 'taken', ENT_APPROVED],
      ['Rejected', null, HALF_COUNTS],
      ['Canceled', null, HALF_COUNTS],
      ['Available', 'remaining', ENT_AVAILABLE],
      ['To be Accrued', null, ENT_ACCRUE],
      ['Carried Forward from Previous Years', 'carried_over', ENT_CARRIED],
    ],
  },
  {
    name: 'icehrm-employee-leaves-report-en.csv', language: 'en', tdm: 'leave_requests',
    source: `${ICEHRM}, Employee Leaves Report (EmployeeLeavesReport.php), its 10 columns`,
    columns: [
      ['Employee', 'employee_name', 'full'],
      ['Leave Type', 'leave_type', ICE_LEAVE_TYPES],
      ['Leave Period', null, ICE_PERIODS],
      ['Start Date', 'start_date', 'date'],
      ['End Date', 'end_date', 'date'],
      ['Reason', 'reason', ICE_REASONS],
      ['Leave Status', 'status', ICE_LEAVE_STATUS],
      ['Full Day Count', null, COUNTS],
      ['Half Day (Morning) Count', null, HALF_COUNTS],
      ['Half Day (Afternoon) Count', null, HALF_COUNTS],
    ],
  },
  {
    name: 'timeoff-leaves-report-en.csv', language: 'en', tdm: 'leave_requests',
    source: TIMEOFF,
    columns: [
      ['Employee', 'employee_name', 'full'],
      ['Department', 'department', TO_DEPTS],
      ['Leave Type', 'leave_type', TO_TYPES],
      ['Deducted days', 'days', TO_DAYS],
      ['From', 'start_date', 'date'],
      ['To', 'end_date', 'date'],
      ['Status', 'status', TO_STATUS],
      ['Requested On', 'requested_on', 'date'],
      ['Approved By', 'approver', 'full'],
      ['Comment', 'reason', TO_COMMENTS],
    ],
  },
];
