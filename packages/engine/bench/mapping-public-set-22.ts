/**
 * The twenty-second held-out set of the mapping benchmark (`npm run bench:mapping`, docs/mapping.md
 * "Benchmark"), built as a CLEAN set: never used to tune; only its aggregate figures are to be read.
 * Headers that nobody working on Ferry wrote, from three open-source programs none of the other sets
 * use, in two domains the matcher was not tuned for: project and issue tracking (tasks, sub-tasks
 * and tickets of a kanban board and a project-management tool, and the time logged on them) and
 * property management (a landlord's tenants moving in and out: leases, deposits, balances). Most of
 * it is not English (German, French, Spanish, Italian, Dutch and Portuguese, 18 of its 20 files;
 * 305 columns).
 *
 * How it was built, in this order:
 * 1. Target data models were written first, from scratch, as a software agency and a property
 *    manager importing such files would write their own (English keys and labels, a description
 *    where a label alone would leave a person guessing, no `alternativeMatches`): issues, time logs
 *    and leases. Some of their columns have no source in any file (an issue's description, type and
 *    percent done; a time log's person email, issue ID, start and end, billable flag and hourly
 *    rate; a lease's property (building), unit type, address, tenant email and phone, rent, service
 *    charges, VAT, payment frequency, last payment, status and area), as a company's model has more
 *    than one export fills. A fourth model, survey responses (HELD_OUT_22_DROPPED_TDMS below, kept as
 *    written), was dropped unused: the program whose response export was meant (LimeSurvey) has a
 *    repository snapshot too big to fetch, and no other survey program was taken in the time.
 * 2. The headers were taken verbatim from files written by real programs, used by none of the other
 *    sets (every `source` line and header comment of mapping-public-set*.ts checked) nor on the list
 *    of programs the matcher's vocabulary reads (src/mapping/NOTICE.md):
 *    · Kanboard (kanban project management, kanboard/kanboard; snapshot of 2026-08-01, commit
 *      2cba210dbad4e110d4efdec97d71a38b5df48dad, one commit after v1.2.53). Project → Export → Tasks
 *      and → Subtasks (app/Controller/ExportController.php, CSV): the headers are the `e('…')`
 *      strings of getColumns() in app/Export/TaskExport.php (24) and app/Export/SubtaskExport.php
 *      (8); `e()` is Translator::translateNoEscaping, which looks the English string up in
 *      app/Locale/<de_DE|fr_FR|es_ES|it_IT|nl_NL|pt_PT>/translations.php (read with a script that
 *      parsed the PHP arrays, commented-out entries skipped) and falls back to the English string.
 *      All 24 and 8 strings are translated in those six locales (some translated to the English
 *      word itself: "Swimlane", "Status", "Position", "Tags"). The English subtask file is the
 *      getColumns() literals.
 *    · Leantime (project management, Leantime/leantime; snapshot of 2026-08-15, commit
 *      9a9f49f1008f4782b30f6723c54228f4f992e636, version 3.9.8). Two list pages whose DataTables
 *      "Download" button (csvHtml5, app/Domain/Timesheets/Js/timesheetsController.js and
 *      app/Domain/Tickets/Js/ticketsController.js) writes the table's header cells as the CSV header:
 *      Timesheets → All timesheets (app/Domain/Timesheets/Templates/showAll.blade.php, its 16 `<th>`
 *      keys label.id … label.paid) and Tickets → table view (app/Domain/Tickets/Templates/
 *      showAll.blade.php, its 13 titled `<th>`; the last, untitled column (row actions) left out).
 *      Each header is the key's string in app/Language/<de-DE|es-ES|pt-BR|en-US|fr-FR|it-IT|nl-NL>.ini
 *      (all present in those files). The template writes `{!! __('label.editor') !!}.`, so the
 *      assignee's header ends in a full stop ("Assignée à.", "Assegnato a.", "Toegewezen aan."),
 *      kept as written.
 *    · MicroRealEstate (property management for landlords, microrealestate/microrealestate; snapshot
 *      of 2025-12-09, commit 479d0ad703436071b64dfdf4e48321c121d8efb5, version 1.0.0-alpha.1).
 *      Accounting → a year → "Incoming tenants" and "Outgoing tenants" CSV
 *      (services/api/src/managers/accountingmanager.js, incomingTenantsAsCsv with 7 fields and
 *      outgoingTenantsAsCsv with 10, json2csv, `;`-separated), each label `i18n.__('…')` from
 *      services/api/src/locales/<fr-FR|de-DE|es-CO|pt-BR>.json. Its settlements CSV (tenant and
 *      twelve month-name columns) was not taken.
 * 3. Each header was labelled with the TDM column a person would map it to, or null when none fits
 *    (decided from the header, the field's meaning in the program and the TDM alone; where a file
 *    has two columns for one target, the one that holds what the target describes, the other null).
 *    The non-obvious decisions:
 *    - Kanboard tasks: Task Id the issue ID, Reference (a free reference to an outside ticket)
 *      null; Status (open or closed) the status, Column (the board column the card stands in) null,
 *      as are Swimlane, Position and Color; Creator and Assignee Username (login names) null, Creator
 *      Name the reporter and Assignee Name the assignee; Complexity (Kanboard's story-point score)
 *      the story points; Completion date the closed date; Time estimated and Time spent (hours) the
 *      estimated and spent hours.
 *    - Kanboard subtasks (issues too: a sub-task is an issue with a parent): Subtask Id the issue ID,
 *      Task Id the parent issue, Task Title (the parent's title) null.
 *    - Leantime timesheets: ID the entry ID; Ticket (the ticket's headline) the issue title; Employee
 *      the person; Type (the kind of hours: general billable or not, project management, development,
 *      correction, review) the activity, the model's billable flag left unfilled; Plan Hours,
 *      Difference, Client, Milestone and Tags null; Invoiced, MGR Approval and Paid (the dates the
 *      entry was invoiced, approved and paid, empty until then) null.
 *    - Leantime tickets: Milestone the milestone and Sprint null (two columns, one target; the
 *      milestone is the one named so); Effort (story points shown as T-shirt sizes) the story points;
 *      Planned Hours the estimated hours, Hours Left null, Logged Hours the spent hours.
 *    - MicroRealEstate: Name the tenant; Reference (the lease's reference) the lease ID; Properties
 *      (the names of the rented premises: flat, parking space, shop) the unit, not the property (the
 *      model's property is the building they are in); Contract end date the end date and Contract
 *      termination date (an early end, empty otherwise) null; Deposit the deposit, Refunded deposit
 *      null; Last rent balance (payments less what was due for the last rent) the balance due,
 *      Final balance (that balance with the deposit and its refund) null.
 * 4. Then the set was committed, before the matcher was run on it.
 *
 * Values: 20 per column, generated by kind (./mapping-bench.ts) or sampled from the lists below,
 * written in the style of each export (Kanboard's dates in its user date formats with ` H:i`, its
 * open/closed, sub-task status, default column, swimlane and colour names as its locale translates
 * them, hours as decimals; Leantime's cells as their `data-order` attributes, which the download
 * writes: raw ids, work dates and due dates as the database stores them, kinds, statuses, "no
 * milestone", "not assigned" and "no sprint" words translated, priorities and effort sizes in
 * English as the code has them; MicroRealEstate's dates as moment's `L` and money as
 * Intl.NumberFormat with the realm's currency writes them); a free-text or identifier column
 * (titles, names, references, descriptions, tags) draws from at least eight distinct values — so
 * Kanboard's Project column, which in a real export holds the one project exported, is sampled from
 * several project names here.
 */
import { tdmColumn, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';

const col = tdmColumn;

/** The target data models of this set, written before the headers were collected. */
export const HELD_OUT_22_TDMS = {
  issues: [
    col('issue_id', 'Issue ID', 'string', 'Number or key of the issue or task in the tracker'),
    col('title', 'Title', 'string', 'Short summary of the issue'),
    col('description', 'Description', 'string'),
    col('project', 'Project', 'string'),
    col('issue_type', 'Type', 'string', 'Bug, feature, task, support request, …'),
    col('status', 'Status', 'string', 'Where the issue stands in the workflow: new, in progress, done, …'),
    col('priority', 'Priority', 'string'),
    col('assignee', 'Assignee', 'string', 'Person the issue is assigned to'),
    col('reporter', 'Reporter', 'string', 'Person who opened the issue'),
    col('category', 'Category', 'string', 'Component or area of the product the issue belongs to'),
    col('milestone', 'Milestone', 'string', 'Sprint, version or milestone the issue is planned for'),
    col('tags', 'Tags', 'string'),
    col('created_at', 'Created', 'datetime'),
    col('updated_at', 'Last updated', 'datetime'),
    col('start_date', 'Start date', 'date'),
    col('due_date', 'Due date', 'date'),
    col('closed_at', 'Closed', 'datetime', 'When the issue was closed or completed'),
    col('estimated_hours', 'Estimated hours', 'float', 'Time the work is expected to take'),
    col('spent_hours', 'Hours spent', 'float', 'Time logged on the issue so far'),
    col('percent_done', '% done', 'int', 'Progress of the work in percent'),
    col('story_points', 'Story points', 'float'),
    col('parent_issue', 'Parent issue', 'string', 'The issue this one is a sub-task of'),
  ],
  time_logs: [
    col('entry_id', 'Entry ID', 'string'),
    col('date', 'Date', 'date', 'Day the time was spent'),
    col('person', 'Person', 'string', 'Who spent the time'),
    col('person_email', 'Email', 'email'),
    col('project', 'Project', 'string'),
    col('issue_id', 'Issue ID', 'string', 'Number or key of the issue or task the time was spent on'),
    col('issue_title', 'Issue', 'string', 'Title of the issue or task the time was spent on'),
    col('activity', 'Activity', 'string', 'Kind of work: development, design, meeting, …'),
    col('start_time', 'Start', 'datetime'),
    col('end_time', 'End', 'datetime'),
    col('hours', 'Hours', 'float', 'Time spent, in hours'),
    col('comment', 'Comment', 'string', 'What was done'),
    col('billable', 'Billable', 'bool'),
    col('hourly_rate', 'Hourly rate', 'float'),
  ],
  leases: [
    col('lease_id', 'Lease ID', 'string', 'Reference of the lease (rental contract)'),
    col('property', 'Property', 'string', 'Building or property the rented unit is in'),
    col('unit', 'Unit', 'string', 'Flat, office, shop or parking space rented'),
    col('unit_type', 'Unit type', 'string', 'Apartment, office, shop, garage, …'),
    col('address', 'Address', 'string', 'Street address of the rented unit'),
    col('tenant_name', 'Tenant', 'string', 'Name of the tenant (person or company)'),
    col('tenant_email', 'Tenant email', 'email'),
    col('tenant_phone', 'Tenant phone', 'phone'),
    col('start_date', 'Lease start', 'date'),
    col('end_date', 'Lease end', 'date', 'End of the lease term or date the tenant moved out'),
    col('rent', 'Rent', 'float', 'Base rent per period, without charges'),
    col('service_charges', 'Service charges', 'float', 'Advance payment on utilities and building costs, per period'),
    col('vat', 'VAT', 'float', 'Value added tax charged on the rent'),
    col('deposit', 'Deposit', 'float', 'Security deposit paid by the tenant'),
    col('payment_frequency', 'Payment frequency', 'string', 'Monthly, quarterly, yearly, …'),
    col('balance', 'Balance due', 'float', 'What the tenant owes now (arrears)'),
    col('last_payment_date', 'Last payment', 'date'),
    col('status', 'Status', 'string', 'Active, ended, notice given, …'),
    col('area_m2', 'Area (m²)', 'float', 'Floor area of the unit'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** Written with the others and dropped unused (see 1. above); no file uses it. */
export const HELD_OUT_22_DROPPED_TDMS = {
  survey_responses: [
    col('response_id', 'Response ID', 'string'),
    col('survey', 'Survey', 'string', 'Which survey or form the response belongs to'),
    col('submitted_at', 'Submitted', 'datetime', 'When the respondent finished and sent the response'),
    col('started_at', 'Started', 'datetime'),
    col('last_activity_at', 'Last activity', 'datetime'),
    col('completed', 'Completed', 'bool', 'Whether the respondent reached the end'),
    col('last_page', 'Last page reached', 'int'),
    col('language', 'Language', 'string', 'Language the survey was answered in'),
    col('respondent_name', 'Respondent', 'string'),
    col('respondent_email', 'Respondent email', 'email'),
    col('invitation_code', 'Invitation code', 'string', 'Personal token or code the respondent was invited with'),
    col('ip_address', 'IP address', 'string'),
    col('referrer', 'Referrer', 'url', 'Page the respondent came from'),
    col('duration_seconds', 'Time taken (s)', 'int', 'How long the respondent took, in seconds'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** One file of this set. */
export type HeldOut22File = PublicSetFile<keyof typeof HELD_OUT_22_TDMS>;

const seq = (prefix: string, n: number, start = 1, step = 7): string[] => Array.from({ length: n }, (_, i) => `${prefix}${start + i * step}`);
const money = (locale: string, currency: string, values: number[]): string[] => values.map((v) => Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(v));
type Stamp = [y: number, m: number, d: number, h: number, i: number];
const p2 = (n: number): string => String(n).padStart(2, '0');
/** Dates as PHP's date() writes them with Kanboard's user formats (`d.m.Y`, `d/m/Y`, `Y/m/d`, `m/d/Y`) and ` H:i`; null stamps stay empty. */
const kbDates = (format: 'd.m.Y' | 'd/m/Y' | 'Y/m/d' | 'm/d/Y', stamps: Array<Stamp | null>): string[] => stamps.map((s) => {
  if (!s) return '';
  const [y, m, d, h, i] = s;
  const date = format === 'd.m.Y' ? `${p2(d)}.${p2(m)}.${y}` : format === 'd/m/Y' ? `${p2(d)}/${p2(m)}/${y}` : format === 'Y/m/d' ? `${y}/${p2(m)}/${p2(d)}` : `${p2(m)}/${p2(d)}/${y}`;
  return `${date} ${p2(h)}:${p2(i)}`;
});
/** Dates as moment's `L` writes them (DD/MM/YYYY, DD.MM.YYYY); null stays empty. */
const momentL = (sep: '/' | '.', stamps: Array<[number, number, number] | null>): string[] => stamps.map((s) => (s ? `${p2(s[2])}${sep}${p2(s[1])}${sep}${s[0]}` : ''));

// Shared project vocabulary.
const PROJECTS_DE = ['Relaunch Webshop', 'ERP-Einführung', 'Intranet 2.0', 'Kundenportal', 'Migration Rechenzentrum', 'Mobile App Außendienst', 'DSGVO-Audit', 'Umzug Büro Hamburg', 'Marketing Kampagne Frühjahr'];
const PROJECTS_FR = ['Refonte site e-commerce', 'Déploiement ERP', 'Intranet 2.0', 'Portail client', 'Migration datacenter', 'Application mobile terrain', 'Audit RGPD', 'Déménagement agence Lyon', 'Campagne marketing printemps'];
const PROJECTS_ES = ['Rediseño tienda online', 'Implantación ERP', 'Intranet 2.0', 'Portal de clientes', 'Migración del CPD', 'App móvil comerciales', 'Auditoría RGPD', 'Traslado oficina Valencia', 'Campaña de primavera'];
const PROJECTS_IT = ['Restyling e-commerce', 'Introduzione ERP', 'Intranet 2.0', 'Portale clienti', 'Migrazione data center', 'App mobile agenti', 'Audit GDPR', 'Trasloco sede Bologna', 'Campagna primavera'];
const PROJECTS_NL = ['Vernieuwing webshop', 'ERP-implementatie', 'Intranet 2.0', 'Klantportaal', 'Migratie datacenter', 'Mobiele app buitendienst', 'AVG-audit', 'Verhuizing kantoor Utrecht', 'Voorjaarscampagne'];
const PROJECTS_PT = ['Renovação da loja online', 'Implementação ERP', 'Intranet 2.0', 'Portal do cliente', 'Migração do datacenter', 'App móvel comercial', 'Auditoria RGPD', 'Mudança escritório Porto', 'Campanha de primavera'];
const PROJECTS_EN = ['Webshop relaunch', 'ERP rollout', 'Intranet 2.0', 'Customer portal', 'Data centre migration', 'Field sales mobile app', 'GDPR audit', 'Office move Leeds', 'Spring marketing campaign'];
const TASK_TITLES_DE = ['Login mit SSO', 'Fehler beim PDF-Export der Rechnung', 'Startseite: neues Hero-Banner', 'Datenbank-Backup automatisieren', 'Passwort-Reset per E-Mail', 'Suchfunktion beschleunigen', 'Newsletter-Anmeldung DSGVO-konform', 'Lieferadresse im Checkout ändern', 'Server-Update auf PHP 8.3', 'Benutzerhandbuch aktualisieren', 'Lasttest vor Go-live', 'Zahlungsanbieter anbinden'];
const TASK_TITLES_FR = ['Connexion via SSO', 'Erreur à l\'export PDF de la facture', 'Accueil : nouvelle bannière', 'Automatiser la sauvegarde de la base', 'Réinitialisation du mot de passe par e-mail', 'Accélérer la recherche', 'Inscription newsletter conforme RGPD', 'Modifier l\'adresse de livraison au paiement', 'Mise à jour serveur PHP 8.3', 'Mettre à jour le manuel utilisateur', 'Test de charge avant mise en ligne', 'Intégrer le prestataire de paiement'];
const TASK_TITLES_ES = ['Inicio de sesión con SSO', 'Error al exportar la factura en PDF', 'Portada: nuevo banner', 'Automatizar la copia de seguridad', 'Restablecer contraseña por correo', 'Acelerar el buscador', 'Alta en el boletín conforme al RGPD', 'Cambiar dirección de envío en el pago', 'Actualizar servidor a PHP 8.3', 'Actualizar el manual de usuario', 'Prueba de carga antes del lanzamiento', 'Integrar pasarela de pago'];
const TASK_TITLES_IT = ['Accesso con SSO', 'Errore nell\'esportazione PDF della fattura', 'Home page: nuovo banner', 'Automatizzare il backup del database', 'Reimpostazione password via e-mail', 'Velocizzare la ricerca', 'Iscrizione newsletter conforme GDPR', 'Modificare l\'indirizzo di consegna nel checkout', 'Aggiornamento server a PHP 8.3', 'Aggiornare il manuale utente', 'Test di carico prima del go-live', 'Integrare il gateway di pagamento'];
const TASK_TITLES_NL = ['Inloggen met SSO', 'Fout bij PDF-export van factuur', 'Homepage: nieuwe banner', 'Databaseback-up automatiseren', 'Wachtwoord resetten via e-mail', 'Zoekfunctie versnellen', 'Nieuwsbriefinschrijving AVG-proof', 'Afleveradres wijzigen in checkout', 'Server updaten naar PHP 8.3', 'Gebruikershandleiding bijwerken', 'Loadtest voor livegang', 'Betaalprovider koppelen'];
const TASK_TITLES_PT = ['Login com SSO', 'Erro ao exportar a fatura em PDF', 'Página inicial: novo banner', 'Automatizar a cópia de segurança', 'Repor palavra-passe por e-mail', 'Acelerar a pesquisa', 'Subscrição da newsletter conforme RGPD', 'Alterar morada de entrega no checkout', 'Atualizar servidor para PHP 8.3', 'Atualizar o manual do utilizador', 'Teste de carga antes do lançamento', 'Integrar prestador de pagamentos'];
const TASK_TITLES_EN = ['Sign in with SSO', 'Invoice PDF export fails', 'Home page: new hero banner', 'Automate the database backup', 'Password reset by email', 'Speed up search', 'GDPR-compliant newsletter sign-up', 'Change delivery address at checkout', 'Upgrade server to PHP 8.3', 'Update the user manual', 'Load test before go-live', 'Connect the payment provider'];
const TAGS_DE = ['', '', 'Backend', 'Frontend', 'Backend, Sicherheit', 'Kunde', 'dringend', 'UX', 'Frontend, UX', 'Infrastruktur', 'Dokumentation', 'Bug'];
const TAGS_FR = ['', '', 'backend', 'frontend', 'backend, sécurité', 'client', 'urgent', 'UX', 'frontend, UX', 'infrastructure', 'documentation', 'bug'];
const TAGS_ES = ['', '', 'backend', 'frontend', 'backend, seguridad', 'cliente', 'urgente', 'UX', 'frontend, UX', 'infraestructura', 'documentación', 'bug'];
const TAGS_IT = ['', '', 'backend', 'frontend', 'backend, sicurezza', 'cliente', 'urgente', 'UX', 'frontend, UX', 'infrastruttura', 'documentazione', 'bug'];
const TAGS_NL = ['', '', 'backend', 'frontend', 'backend, beveiliging', 'klant', 'spoed', 'UX', 'frontend, UX', 'infrastructuur', 'documentatie', 'bug'];
const TAGS_PT = ['', '', 'backend', 'frontend', 'backend, segurança', 'cliente', 'urgente', 'UX', 'frontend, UX', 'infraestrutura', 'documentação', 'bug'];
const TAGS_EN = ['', '', 'backend', 'frontend', 'backend, security', 'customer', 'urgent', 'UX', 'frontend, UX', 'infrastructure', 'documentation', 'bug'];

// Kanboard: task and subtask exports.
const KB_TASK_IDS = seq('', 20, 118, 3);
const KB_SUBTASK_IDS = seq('', 20, 402, 2);
const KB_REFS = ['', '', '', '', 'JIRA-2231', 'SUP-0457', '#881', 'RFC-12', 'OTRS 2026031210000123', 'GH-1432', 'SUP-0470', 'JIRA-2290', 'INC-7781'];
const KB_OPEN_DE = ['Offen', 'Offen', 'Offen', 'Abgeschlossen'];
const KB_OPEN_FR = ['Ouvert', 'Ouvert', 'Ouvert', 'Fermé'];
const KB_OPEN_ES = ['Abierto', 'Abierto', 'Abierto', 'Cerrado'];
const KB_OPEN_IT = ['Aperto', 'Aperto', 'Aperto', 'Chiuso'];
const KB_OPEN_NL = ['Open', 'Open', 'Open', 'Gesloten'];
const KB_OPEN_PT = ['Aberto', 'Aberto', 'Aberto', 'Finalizado'];
const KB_CATEGORY_DE = ['', 'Backend', 'Frontend', 'Design', 'Betrieb', 'Support', 'Dokumentation', 'Qualitätssicherung', 'Konzept'];
const KB_CATEGORY_FR = ['', 'Backend', 'Frontend', 'Design', 'Exploitation', 'Support', 'Documentation', 'Recette', 'Conception'];
const KB_CATEGORY_ES = ['', 'Backend', 'Frontend', 'Diseño', 'Sistemas', 'Soporte', 'Documentación', 'Calidad', 'Análisis'];
const KB_CATEGORY_IT = ['', 'Backend', 'Frontend', 'Design', 'Sistemi', 'Assistenza', 'Documentazione', 'Collaudo', 'Analisi'];
const KB_CATEGORY_NL = ['', 'Backend', 'Frontend', 'Ontwerp', 'Beheer', 'Support', 'Documentatie', 'Testen', 'Analyse'];
const KB_CATEGORY_PT = ['', 'Backend', 'Frontend', 'Design', 'Operações', 'Suporte', 'Documentação', 'Qualidade', 'Análise'];
const KB_SWIMLANE_DE = ['Standard-Swimlane', 'Standard-Swimlane', 'Standard-Swimlane', 'Team Web', 'Team App', 'Team Infrastruktur', 'Expedite', 'Kunde A', 'Kunde B', 'Wartung'];
const KB_SWIMLANE_FR = ['Swimlane par défaut', 'Swimlane par défaut', 'Swimlane par défaut', 'Équipe Web', 'Équipe App', 'Équipe Infra', 'Urgent', 'Client A', 'Client B', 'Maintenance'];
const KB_SWIMLANE_ES = ['Carril por defecto', 'Carril por defecto', 'Carril por defecto', 'Equipo Web', 'Equipo App', 'Equipo Sistemas', 'Urgente', 'Cliente A', 'Cliente B', 'Mantenimiento'];
const KB_SWIMLANE_IT = ['Corsia predefinita', 'Corsia predefinita', 'Corsia predefinita', 'Team Web', 'Team App', 'Team Sistemi', 'Urgente', 'Cliente A', 'Cliente B', 'Manutenzione'];
const KB_SWIMLANE_NL = ['Standaard swimlane', 'Standaard swimlane', 'Standaard swimlane', 'Team Web', 'Team App', 'Team Infra', 'Spoed', 'Klant A', 'Klant B', 'Onderhoud'];
const KB_SWIMLANE_PT = ['Swimlane padrão', 'Swimlane padrão', 'Swimlane padrão', 'Equipa Web', 'Equipa App', 'Equipa Infra', 'Urgente', 'Cliente A', 'Cliente B', 'Manutenção'];
const KB_COLUMN_DE = ['Ideen', 'Bereit', 'In Arbeit', 'Erledigt'];
const KB_COLUMN_FR = ['En attente', 'Prêt', 'En cours', 'Terminé'];
const KB_COLUMN_ES = ['En espera', 'Listo', 'En curso', 'Hecho'];
const KB_COLUMN_IT = ['In attesa', 'Pronto', 'In corso', 'Fatto'];
const KB_COLUMN_NL = ['In afwachting', 'Klaar', 'In uitvoering', 'Afgerond'];
const KB_COLUMN_PT = ['Backlog', 'Pronto', 'Em andamento', 'Finalizado'];
const KB_POSITION = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
const KB_COLOR_DE = ['Gelb', 'Gelb', 'Blau', 'Grün', 'Rot', 'Orange', 'Grau', 'Violett'];
const KB_COLOR_FR = ['Jaune', 'Jaune', 'Bleu', 'Vert', 'Rouge', 'Orange', 'Gris', 'Violet'];
const KB_COLOR_ES = ['Amarillo', 'Amarillo', 'Azul', 'Verde', 'Rojo', 'Naranja', 'Gris', 'Púrpura'];
const KB_COLOR_IT = ['Giallo', 'Giallo', 'Blu', 'Verde', 'Rosso', 'Arancione', 'Grigio', 'Viola'];
const KB_COLOR_NL = ['Geel', 'Geel', 'Blauw', 'Groen', 'Rood', 'Oranje', 'Grijs', 'Paars'];
const KB_COLOR_PT = ['Amarelo', 'Amarelo', 'Azul', 'Verde', 'Vermelho', 'Laranja', 'Cinza', 'Roxo'];
const USERNAMES = ['admin', 'jdoe', 'mmueller', 'cdupont', 'agarcia', 'lrossi', 'pdevries', 'asilva', 'kschmidt', 'tnguyen', 'bwagner'];
const KB_SCORE = ['0', '0', '1', '2', '3', '5', '8', '13'];
const KB_PRIORITY = ['0', '0', '0', '1', '2', '3'];
const KB_ESTIMATED = ['0', '0', '1', '2', '4', '6', '8', '16', '0.5', '3', '12', '24'];
const KB_SPENT = ['0', '0', '0.5', '1.5', '3', '4', '7.25', '10', '2', '5.5', '14', '20'];
const KB_SUB_ESTIMATED = ['0', '0', '0.5', '1', '1.5', '2', '3', '4', '6', '8'];
const KB_SUB_SPENT = ['0', '0', '0', '0.25', '0.5', '1', '1.75', '2', '3.5', '5'];
const CREATED: Stamp[] = [[2026, 1, 12, 9, 14], [2026, 1, 13, 10, 2], [2026, 1, 20, 16, 45], [2026, 2, 2, 8, 31], [2026, 2, 3, 11, 20], [2026, 2, 9, 14, 5], [2026, 2, 17, 9, 58], [2026, 2, 24, 15, 12], [2026, 3, 2, 8, 7], [2026, 3, 5, 13, 40], [2026, 3, 11, 10, 26], [2026, 3, 16, 17, 3]];
const MODIFIED: Stamp[] = [[2026, 3, 18, 9, 1], [2026, 3, 18, 11, 47], [2026, 3, 19, 8, 15], [2026, 3, 19, 16, 22], [2026, 3, 20, 10, 9], [2026, 3, 20, 14, 33], [2026, 3, 23, 9, 40], [2026, 3, 23, 12, 5], [2026, 3, 24, 15, 51], [2026, 3, 25, 8, 28]];
const COMPLETED: Array<Stamp | null> = [null, null, null, null, null, null, [2026, 2, 27, 17, 4], [2026, 3, 6, 11, 30], [2026, 3, 13, 16, 12], [2026, 3, 20, 9, 45]];
const DUE: Array<Stamp | null> = [null, null, null, [2026, 3, 31, 0, 0], [2026, 4, 15, 0, 0], [2026, 4, 30, 12, 0], [2026, 3, 27, 17, 0], [2026, 5, 8, 0, 0], [2026, 4, 3, 0, 0], [2026, 6, 1, 9, 0]];
const STARTED: Array<Stamp | null> = [null, null, [2026, 2, 3, 9, 0], [2026, 2, 10, 8, 30], [2026, 2, 18, 10, 15], [2026, 3, 2, 9, 5], [2026, 3, 9, 13, 0], [2026, 3, 12, 8, 45], [2026, 3, 16, 14, 20], [2026, 3, 19, 9, 30]];
const KB_CREATED_DE = kbDates('d.m.Y', CREATED);
const KB_MODIFIED_DE = kbDates('d.m.Y', MODIFIED);
const KB_COMPLETED_DE = kbDates('d.m.Y', COMPLETED);
const KB_DUE_DE = kbDates('d.m.Y', DUE);
const KB_STARTED_DE = kbDates('d.m.Y', STARTED);
const KB_CREATED_FR = kbDates('d/m/Y', CREATED);
const KB_MODIFIED_FR = kbDates('d/m/Y', MODIFIED);
const KB_COMPLETED_FR = kbDates('d/m/Y', COMPLETED);
const KB_DUE_FR = kbDates('d/m/Y', DUE);
const KB_STARTED_FR = kbDates('d/m/Y', STARTED);
const KB_CREATED_ES = KB_CREATED_FR;
const KB_MODIFIED_ES = KB_MODIFIED_FR;
const KB_COMPLETED_ES = KB_COMPLETED_FR;
const KB_DUE_ES = KB_DUE_FR;
const KB_STARTED_ES = KB_STARTED_FR;
const KB_CREATED_IT = KB_CREATED_FR;
const KB_MODIFIED_IT = KB_MODIFIED_FR;
const KB_COMPLETED_IT = KB_COMPLETED_FR;
const KB_DUE_IT = KB_DUE_FR;
const KB_STARTED_IT = KB_STARTED_FR;
const KB_CREATED_NL = kbDates('Y/m/d', CREATED);
const KB_MODIFIED_NL = kbDates('Y/m/d', MODIFIED);
const KB_COMPLETED_NL = kbDates('Y/m/d', COMPLETED);
const KB_DUE_NL = kbDates('Y/m/d', DUE);
const KB_STARTED_NL = kbDates('Y/m/d', STARTED);
const KB_CREATED_PT = KB_CREATED_FR;
const KB_MODIFIED_PT = KB_MODIFIED_FR;
const KB_COMPLETED_PT = KB_COMPLETED_FR;
const KB_DUE_PT = KB_DUE_FR;
const KB_STARTED_PT = KB_STARTED_FR;
const SUBTASK_TITLES_IT = ['Scrivere i test unitari', 'Revisione del codice', 'Aggiornare la documentazione', 'Preparare i dati di prova', 'Verifica su staging', 'Stima con il cliente', 'Correggere i messaggi di errore', 'Traduzione dei testi', 'Controllo accessibilità', 'Rilascio in produzione'];
const SUBTASK_TITLES_NL = ['Unittests schrijven', 'Codereview', 'Documentatie bijwerken', 'Testdata klaarzetten', 'Controle op staging', 'Inschatting met klant', 'Foutmeldingen verbeteren', 'Teksten vertalen', 'Toegankelijkheid controleren', 'Uitrol naar productie'];
const SUBTASK_TITLES_EN = ['Write unit tests', 'Code review', 'Update the documentation', 'Prepare test data', 'Check on staging', 'Estimate with the customer', 'Fix the error messages', 'Translate the texts', 'Accessibility check', 'Deploy to production'];
const KB_SUBSTATUS_IT = ['Da fare', 'Da fare', 'In corso', 'Fatto'];
const KB_SUBSTATUS_NL = ['Nog te doen', 'Nog te doen', 'In behandeling', 'Afgerond'];
const KB_SUBSTATUS_EN = ['Todo', 'Todo', 'In progress', 'Done'];

// Leantime: timesheets and tickets.
const LT_TS_IDS = seq('', 20, 1204, 1);
const LT_TICKET_IDS = seq('', 20, 311, 4);
const LT_WORKDATES = ['2026-03-02 00:00:00', '2026-03-02 00:00:00', '2026-03-03 00:00:00', '2026-03-04 00:00:00', '2026-03-05 00:00:00', '2026-03-06 00:00:00', '2026-03-09 00:00:00', '2026-03-10 00:00:00', '2026-03-11 00:00:00', '2026-03-12 00:00:00', '2026-03-13 00:00:00', '2026-03-16 00:00:00'];
const LT_HOURS = ['0.5', '1', '1.5', '2', '2.25', '3', '4', '6', '7.5', '8', '0.75', '5'];
const LT_PLAN_HOURS = ['0', '0', '2', '4', '8', '12', '16', '3', '6', '20', '1', '40'];
const LT_DIFF = ['0', '-1', '-0.5', '2', '4', '-2.25', '6', '1.5', '-4', '10', '0.25', '12'];
const LT_LEFT = ['0', '0', '1', '2', '4', '6', '8', '3.5', '10', '0.5', '12', '16'];
const LT_BOOKED = ['0', '0', '0.5', '1.5', '3', '4.25', '6', '8', '11', '2', '14.5', '22'];
const LT_TICKETS_DE = TASK_TITLES_DE;
const LT_TICKETS_ES = TASK_TITLES_ES;
const LT_TICKETS_PT = ['Login com SSO', 'Erro ao exportar a nota fiscal em PDF', 'Página inicial: novo banner', 'Automatizar o backup do banco de dados', 'Redefinir senha por e-mail', 'Acelerar a busca', 'Inscrição na newsletter conforme a LGPD', 'Alterar endereço de entrega no checkout', 'Atualizar servidor para PHP 8.3', 'Atualizar o manual do usuário', 'Teste de carga antes do lançamento', 'Integrar gateway de pagamento'];
const LT_TICKETS_EN = TASK_TITLES_EN;
const LT_TICKETS_FR = TASK_TITLES_FR;
const LT_TICKETS_IT = TASK_TITLES_IT;
const LT_TICKETS_NL = TASK_TITLES_NL;
const LT_KIND_DE = ['Allgemein, abrechnungsfähig', 'Allgemein, abrechnungsfähig', 'Allgemein, nicht abrechnungsfähig', 'Projekt Management', 'Entwicklung', 'Entwicklung', 'Korrektur, nicht abrechnungsfähig', 'Überprüfung'];
const LT_KIND_ES = ['General, facturable', 'General, facturable', 'General, no facturable', 'Gestión del proyecto', 'Desarrollo', 'Desarrollo', 'Corrección, no facturable', 'Revisión/Testing'];
const LT_KIND_PT = ['Geral, faturável', 'Geral, faturável', 'Geral, não faturável', 'Gestão de Projetos', 'Desenvolvimento', 'Desenvolvimento', 'Correção, não faturável', 'Revisão/Teste'];
const LT_KIND_EN = ['General, billable', 'General, billable', 'General, not billable', 'Project Management', 'Development', 'Development', 'Correction, not billable', 'Review/Testing'];
const LT_MILESTONES_DE = ['', '', 'MVP', 'Beta-Release', 'Go-live', 'Phase 1: Konzept', 'Phase 2: Umsetzung', 'Abnahme', 'Release 2.1', 'Schulungen'];
const LT_MILESTONES_ES = ['', '', 'MVP', 'Versión beta', 'Puesta en marcha', 'Fase 1: Análisis', 'Fase 2: Desarrollo', 'Aceptación', 'Versión 2.1', 'Formación'];
const LT_MILESTONES_PT = ['', '', 'MVP', 'Versão beta', 'Go-live', 'Fase 1: Análise', 'Fase 2: Desenvolvimento', 'Homologação', 'Versão 2.1', 'Treinamentos'];
const LT_MILESTONES_EN = ['', '', 'MVP', 'Beta release', 'Go-live', 'Phase 1: Discovery', 'Phase 2: Build', 'Acceptance', 'Release 2.1', 'Training'];
const LT_MILESTONE_OR_NONE_FR = ['Pas d\'étape', 'Pas d\'étape', 'MVP', 'Version bêta', 'Mise en production', 'Phase 1 : cadrage', 'Phase 2 : réalisation', 'Recette', 'Version 2.1', 'Formations'];
const LT_MILESTONE_OR_NONE_IT = ['Nessun Milestone', 'Nessun Milestone', 'MVP', 'Versione beta', 'Go-live', 'Fase 1: analisi', 'Fase 2: sviluppo', 'Collaudo', 'Versione 2.1', 'Formazione'];
const LT_MILESTONE_OR_NONE_NL = ['Geen mijlpaal', 'Geen mijlpaal', 'MVP', 'Bètaversie', 'Livegang', 'Fase 1: analyse', 'Fase 2: bouw', 'Acceptatie', 'Release 2.1', 'Trainingen'];
const LT_DESC_DE = ['', 'Abstimmung mit dem Kunden', 'Fehler analysiert und behoben', 'Code-Review', 'Daily Stand-up', 'Testfälle geschrieben', 'Deployment auf Staging', 'Anforderungen dokumentiert', 'Workshop vorbereitet', 'Bugfix nach Kundenmeldung', 'Performance gemessen'];
const LT_DESC_ES = ['', 'Reunión con el cliente', 'Error analizado y corregido', 'Revisión de código', 'Reunión diaria', 'Casos de prueba escritos', 'Despliegue en preproducción', 'Requisitos documentados', 'Preparación del taller', 'Corrección tras aviso del cliente', 'Mediciones de rendimiento'];
const LT_DESC_PT = ['', 'Reunião com o cliente', 'Erro analisado e corrigido', 'Revisão de código', 'Daily', 'Casos de teste escritos', 'Deploy em homologação', 'Requisitos documentados', 'Preparação do workshop', 'Correção após chamado do cliente', 'Medição de desempenho'];
const LT_DESC_EN = ['', 'Call with the customer', 'Analysed and fixed the bug', 'Code review', 'Daily stand-up', 'Wrote test cases', 'Deployed to staging', 'Documented the requirements', 'Prepared the workshop', 'Fix after customer report', 'Measured performance'];
const LT_INV_DE = ['', '', '', '', '', '31.03.2026', '31.03.2026', '15.03.2026'];
const LT_APPROVED_DE = ['', '', '', '20.03.2026', '20.03.2026', '27.03.2026', '13.03.2026'];
const LT_PAID_DE = ['', '', '', '', '', '', '10.04.2026', '15.04.2026'];
const LT_INV_ES = ['', '', '', '', '', '31/03/2026', '31/03/2026', '15/03/2026'];
const LT_APPROVED_ES = ['', '', '', '20/03/2026', '20/03/2026', '27/03/2026', '13/03/2026'];
const LT_PAID_ES = ['', '', '', '', '', '', '10/04/2026', '15/04/2026'];
const LT_INV_PT = LT_INV_ES;
const LT_APPROVED_PT = LT_APPROVED_ES;
const LT_PAID_PT = LT_PAID_ES;
const LT_INV_EN = ['', '', '', '', '', '03/31/2026', '03/31/2026', '03/15/2026'];
const LT_APPROVED_EN = ['', '', '', '03/20/2026', '03/20/2026', '03/27/2026', '03/13/2026'];
const LT_PAID_EN = ['', '', '', '', '', '', '04/10/2026', '04/15/2026'];
const LT_STATUS_FR = ['Nouveau', 'Nouveau', 'En cours', 'En cours', 'Bloqué', 'En attente de validation', 'Terminé', 'Terminé'];
const LT_STATUS_IT = ['Nuovo', 'Nuovo', 'In corso', 'In corso', 'Bloccato', 'In attesa di approvazione', 'Fatto', 'Fatto'];
const LT_STATUS_NL = ['Nieuw', 'Nieuw', 'In uitvoering', 'In uitvoering', 'Geblokkeerd', 'Wacht op goedkeuring', 'Gereed', 'Gereed'];
const LT_EFFORT = ['?', '?', 'XS', 'S', 'S', 'M', 'L', 'XL', 'XXL', '< 2min'];
const LT_PRIORITY = ['?', 'Critical', 'High', 'High', 'Medium', 'Medium', 'Medium', 'Low', 'Lowest'];
const LT_EDITOR_FR = ['Non assigné', 'Non assigné', 'Camille', 'Julien', 'Sophie', 'Thomas', 'Léa', 'Nicolas', 'Manon', 'Antoine'];
const LT_EDITOR_IT = ['Non assegnato', 'Non assegnato', 'Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo'];
const LT_EDITOR_NL = ['Niet toegewezen', 'Niet toegewezen', 'Sanne', 'Daan', 'Lotte', 'Bram', 'Emma', 'Thijs', 'Fleur', 'Ruben'];
const LT_SPRINT_FR = ['Non assigné à un sprint', 'Non assigné à un sprint', 'Sprint 14', 'Sprint 15', 'Sprint 16', 'Sprint 17', 'Sprint de stabilisation', 'Sprint 18', 'Sprint 19', 'Sprint 20'];
const LT_SPRINT_IT = ['Non assegnato a uno sprint', 'Non assegnato a uno sprint', 'Sprint 14', 'Sprint 15', 'Sprint 16', 'Sprint 17', 'Sprint di stabilizzazione', 'Sprint 18', 'Sprint 19', 'Sprint 20'];
const LT_SPRINT_NL = ['Niet toegewezen aan een sprint', 'Niet toegewezen aan een sprint', 'Sprint 14', 'Sprint 15', 'Sprint 16', 'Sprint 17', 'Stabilisatiesprint', 'Sprint 18', 'Sprint 19', 'Sprint 20'];
const LT_DUE = ['0000-00-00 00:00:00', '0000-00-00 00:00:00', '2026-03-27 00:00:00', '2026-03-31 00:00:00', '2026-04-10 00:00:00', '2026-04-17 00:00:00', '2026-04-30 00:00:00', '2026-05-15 00:00:00', '2026-05-29 00:00:00', '2026-06-12 00:00:00'];

// MicroRealEstate: incoming and outgoing tenants of a year.
const MRE_TENANTS = ['Martin Dubois', 'SARL Boulangerie du Parc', 'Sophie Lefèvre', 'Jonas Becker', 'Ana Lima', 'Cabinet Girard & Associés', 'Lukas Schneider', 'María Fernández', 'Pierre et Claire Moreau', 'Atelier Nord SAS', 'Beatriz Costa', 'Karim Benali'];
const MRE_REFS = ['', 'LOC-2026-001', 'LOC-2026-002', 'LOC-2025-014', 'B12', 'A03', 'PARK-07', 'C-21', 'T0045', 'T0046', 'LOC-2026-005', 'GAR-2'];
const MRE_PROPERTIES_FR = ['Appartement T2 - 2e étage', 'Studio 12', 'Local commercial rez-de-chaussée', 'Parking n°7', 'Appartement T3 - 4e étage\nParking n°3', 'Bureau 204', 'Maison rue des Lilas', 'Cave n°5', 'Appartement T1 bis', 'Box garage 2'];
const MRE_PROPERTIES_DE = ['Wohnung 2. OG links', 'Apartment 12', 'Ladenlokal EG', 'Stellplatz 7', 'Wohnung 4. OG rechts\nStellplatz 3', 'Büro 204', 'Einfamilienhaus Lindenweg 4', 'Kellerraum 5', 'Dachgeschosswohnung', 'Garage 2'];
const MRE_PROPERTIES_ES = ['Apartamento 201', 'Estudio 12', 'Local comercial piso 1', 'Parqueadero 7', 'Apartamento 402\nParqueadero 3', 'Oficina 204', 'Casa Calle 45', 'Depósito 5', 'Apartaestudio 3B', 'Garaje 2'];
const MRE_PROPERTIES_PT = ['Apartamento 201', 'Kitnet 12', 'Loja térreo', 'Vaga de garagem 7', 'Apartamento 402\nVaga 3', 'Sala comercial 204', 'Casa Rua das Flores', 'Depósito 5', 'Cobertura 1101', 'Box 2'];
const BEGIN: Array<[number, number, number]> = [[2026, 1, 1], [2026, 2, 1], [2026, 3, 15], [2026, 4, 1], [2026, 5, 1], [2026, 6, 1], [2026, 7, 1], [2026, 9, 1], [2026, 10, 1], [2026, 11, 15]];
const BEGIN_OLD: Array<[number, number, number]> = [[2017, 9, 1], [2019, 1, 1], [2020, 4, 1], [2021, 7, 15], [2022, 2, 1], [2022, 10, 1], [2023, 3, 1], [2023, 6, 1], [2024, 1, 1], [2024, 9, 1]];
const END: Array<[number, number, number]> = [[2026, 12, 31], [2027, 1, 31], [2027, 3, 14], [2029, 3, 31], [2035, 4, 30], [2027, 5, 31], [2029, 6, 30], [2032, 8, 31], [2027, 9, 30], [2035, 11, 14]];
const END_OLD: Array<[number, number, number]> = [[2026, 8, 31], [2026, 12, 31], [2026, 3, 31], [2026, 7, 14], [2031, 1, 31], [2026, 9, 30], [2026, 2, 28], [2026, 5, 31], [2026, 12, 31], [2026, 8, 31]];
const TERMINATION: Array<[number, number, number] | null> = [null, null, null, [2026, 6, 30], [2026, 4, 15], [2026, 11, 30], [2026, 10, 31], [2026, 5, 31]];
const MRE_BEGIN_FR = momentL('/', BEGIN_OLD);
const MRE_END_FR = momentL('/', END_OLD);
const MRE_TERMINATION_FR = momentL('/', TERMINATION);
const MRE_BEGIN_DE = momentL('.', BEGIN_OLD);
const MRE_END_DE = momentL('.', END_OLD);
const MRE_TERMINATION_DE = momentL('.', TERMINATION);
const MRE_BEGIN_ES = momentL('/', BEGIN);
const MRE_END_ES = momentL('/', END);
const MRE_TERMINATION_ES = momentL('/', [null, null, null, null, null, null, null, [2026, 12, 31]]);
const MRE_BEGIN_PT = MRE_BEGIN_ES;
const MRE_END_PT = MRE_END_ES;
const MRE_TERMINATION_PT = MRE_TERMINATION_ES;
const MRE_DEPOSIT_FR = money('fr-FR', 'EUR', [1200, 850, 0, 1650, 2400, 720, 980, 1500, 3000, 640]);
const MRE_REFUNDED_FR = money('fr-FR', 'EUR', [1200, 850, 0, 1650, 2100, 720, 0, 1500, 2750, 640]);
const MRE_BALANCE_FR = money('fr-FR', 'EUR', [0, -850, 0, -120.5, 0, -1440, 35, 0, -60, 0]);
const MRE_FINAL_FR = money('fr-FR', 'EUR', [0, 0, 0, -120.5, 300, -720, 35, 0, 190, 0]);
const MRE_DEPOSIT_DE = money('de-DE', 'EUR', [1500, 900, 0, 2250, 3000, 780, 1140, 1800, 2700, 690]);
const MRE_REFUNDED_DE = money('de-DE', 'EUR', [1500, 900, 0, 2250, 2600, 780, 0, 1800, 2450, 690]);
const MRE_BALANCE_DE = money('de-DE', 'EUR', [0, -900, 0, -95.4, 0, -1560, 12, 0, -250, 0]);
const MRE_FINAL_DE = money('de-DE', 'EUR', [0, 0, 0, -95.4, 400, -780, 12, 0, 0, 0]);
const MRE_DEPOSIT_ES = money('es-CO', 'COP', [2400000, 1800000, 0, 3600000, 1500000, 2000000, 4200000, 2750000, 1650000, 3000000]);
const MRE_DEPOSIT_PT = money('pt-BR', 'BRL', [4500, 3200, 0, 6000, 2800, 3750, 9000, 5100, 2400, 7200]);

const KB_TASKS = 'Kanboard 1.2.53+ (kanban project management), Project → Export → Tasks (TaskExport, CSV)';
const KB_SUBTASKS = 'Kanboard 1.2.53+, Project → Export → Subtasks (SubtaskExport, CSV)';
const LT_TIMESHEETS = 'Leantime 3.9.8 (project management), Timesheets → All timesheets → Download (DataTables CSV)';
const LT_TICKETS = 'Leantime 3.9.8, Tickets → table view → Download (DataTables CSV)';
const MRE_INCOMING = 'MicroRealEstate 1.0.0-alpha.1 (property management), Accounting → Incoming tenants of a year (CSV)';
const MRE_OUTGOING = 'MicroRealEstate 1.0.0-alpha.1, Accounting → Outgoing tenants of a year (CSV)';

/** The files of this set: headers verbatim, each labelled with a key of its TDM or null. */
export const HELD_OUT_22_FILES: HeldOut22File[] = [
  {
    name: 'kanboard-tasks-de.csv',
    language: 'de',
    source: `${KB_TASKS}, German (de_DE; 24 columns)`,
    tdm: 'issues',
    columns: [
      ['Aufgaben-ID', 'issue_id', KB_TASK_IDS],
      ['Referenz', null, KB_REFS],
      ['Projekt', 'project', PROJECTS_DE],
      ['Status', 'status', KB_OPEN_DE],
      ['Kategorie', 'category', KB_CATEGORY_DE],
      ['Swimlane', null, KB_SWIMLANE_DE],
      ['Spalte', null, KB_COLUMN_DE],
      ['Position', null, KB_POSITION],
      ['Farbe', null, KB_COLOR_DE],
      ['Fälligkeitsdatum', 'due_date', KB_DUE_DE],
      ['Erstellt von', null, USERNAMES],
      ['Name des Erstellers', 'reporter', 'full'],
      ['Benutzername des Zuständigen', null, USERNAMES],
      ['Name des Zuständigen', 'assignee', 'full'],
      ['Komplexität', 'story_points', KB_SCORE],
      ['Titel', 'title', TASK_TITLES_DE],
      ['Erstellungsdatum', 'created_at', KB_CREATED_DE],
      ['Änderungsdatum', 'updated_at', KB_MODIFIED_DE],
      ['Abschlussdatum', 'closed_at', KB_COMPLETED_DE],
      ['Startdatum', 'start_date', KB_STARTED_DE],
      ['Geschätzte Zeit', 'estimated_hours', KB_ESTIMATED],
      ['Aufgewendete Zeit', 'spent_hours', KB_SPENT],
      ['Priorität', 'priority', KB_PRIORITY],
      ['Schlagworte', 'tags', TAGS_DE],
    ],
  },
  {
    name: 'kanboard-tasks-fr.csv',
    language: 'fr',
    source: `${KB_TASKS}, French (fr_FR; 24 columns)`,
    tdm: 'issues',
    columns: [
      ['Identifiant de la tâche', 'issue_id', KB_TASK_IDS],
      ['Référence', null, KB_REFS],
      ['Projet', 'project', PROJECTS_FR],
      ['État', 'status', KB_OPEN_FR],
      ['Catégorie', 'category', KB_CATEGORY_FR],
      ['Swimlane', null, KB_SWIMLANE_FR],
      ['Colonne', null, KB_COLUMN_FR],
      ['Position', null, KB_POSITION],
      ['Couleur', null, KB_COLOR_FR],
      ['Date d\'échéance', 'due_date', KB_DUE_FR],
      ['Créateur', null, USERNAMES],
      ['Nom du créateur', 'reporter', 'full'],
      ['Utilisateur assigné', null, USERNAMES],
      ['Nom de l\'assigné', 'assignee', 'full'],
      ['Complexité', 'story_points', KB_SCORE],
      ['Titre', 'title', TASK_TITLES_FR],
      ['Date de création', 'created_at', KB_CREATED_FR],
      ['Date de modification', 'updated_at', KB_MODIFIED_FR],
      ['Date de complétion', 'closed_at', KB_COMPLETED_FR],
      ['Date de début', 'start_date', KB_STARTED_FR],
      ['Temps estimé', 'estimated_hours', KB_ESTIMATED],
      ['Temps passé', 'spent_hours', KB_SPENT],
      ['Priorité', 'priority', KB_PRIORITY],
      ['Libellés', 'tags', TAGS_FR],
    ],
  },
  {
    name: 'kanboard-tasks-es.csv',
    language: 'es',
    source: `${KB_TASKS}, Spanish (es_ES; 24 columns)`,
    tdm: 'issues',
    columns: [
      ['ID de tarea', 'issue_id', KB_TASK_IDS],
      ['Referencia', null, KB_REFS],
      ['Proyecto', 'project', PROJECTS_ES],
      ['Estado', 'status', KB_OPEN_ES],
      ['Categoría', 'category', KB_CATEGORY_ES],
      ['Carril', null, KB_SWIMLANE_ES],
      ['Columna', null, KB_COLUMN_ES],
      ['Posición', null, KB_POSITION],
      ['Color', null, KB_COLOR_ES],
      ['Fecha Límite', 'due_date', KB_DUE_ES],
      ['Creador', null, USERNAMES],
      ['Nombre del Creador', 'reporter', 'full'],
      ['Usuario asignado', null, USERNAMES],
      ['Nombre del asignado', 'assignee', 'full'],
      ['Complejidad', 'story_points', KB_SCORE],
      ['Titulo', 'title', TASK_TITLES_ES],
      ['Fecha de creación', 'created_at', KB_CREATED_ES],
      ['Fecha de modificación', 'updated_at', KB_MODIFIED_ES],
      ['Fecha de Fin', 'closed_at', KB_COMPLETED_ES],
      ['Fecha de inicio', 'start_date', KB_STARTED_ES],
      ['Horas Presupuestadas', 'estimated_hours', KB_ESTIMATED],
      ['Horas Ejecutadas', 'spent_hours', KB_SPENT],
      ['Prioridad', 'priority', KB_PRIORITY],
      ['Etiquetas', 'tags', TAGS_ES],
    ],
  },
  {
    name: 'kanboard-tasks-it.csv',
    language: 'it',
    source: `${KB_TASKS}, Italian (it_IT; 24 columns)`,
    tdm: 'issues',
    columns: [
      ['Id del compito', 'issue_id', KB_TASK_IDS],
      ['Riferimento', null, KB_REFS],
      ['Progetto', 'project', PROJECTS_IT],
      ['Stato', 'status', KB_OPEN_IT],
      ['Categoria', 'category', KB_CATEGORY_IT],
      ['Corsia', null, KB_SWIMLANE_IT],
      ['Colonna', null, KB_COLUMN_IT],
      ['Posizione', null, KB_POSITION],
      ['Colore', null, KB_COLOR_IT],
      ['Data di scadenza', 'due_date', KB_DUE_IT],
      ['Creatore', null, USERNAMES],
      ['Nome del creatore', 'reporter', 'full'],
      ['Nome utente dell\'assegnatario', null, USERNAMES],
      ['Nome dell\'assegnatario', 'assignee', 'full'],
      ['Complessità', 'story_points', KB_SCORE],
      ['Titolo', 'title', TASK_TITLES_IT],
      ['Data di creazione', 'created_at', KB_CREATED_IT],
      ['Data di modifica', 'updated_at', KB_MODIFIED_IT],
      ['Data di termine', 'closed_at', KB_COMPLETED_IT],
      ['Data di inizio', 'start_date', KB_STARTED_IT],
      ['Tempo stimato', 'estimated_hours', KB_ESTIMATED],
      ['Tempo trascorso', 'spent_hours', KB_SPENT],
      ['Priorità', 'priority', KB_PRIORITY],
      ['Tag', 'tags', TAGS_IT],
    ],
  },
  {
    name: 'kanboard-tasks-nl.csv',
    language: 'nl',
    source: `${KB_TASKS}, Dutch (nl_NL; 24 columns)`,
    tdm: 'issues',
    columns: [
      ['Taak-ID', 'issue_id', KB_TASK_IDS],
      ['Referentie', null, KB_REFS],
      ['Project', 'project', PROJECTS_NL],
      ['Status', 'status', KB_OPEN_NL],
      ['Categorie', 'category', KB_CATEGORY_NL],
      ['Swimlane', null, KB_SWIMLANE_NL],
      ['Kolom', null, KB_COLUMN_NL],
      ['Positie', null, KB_POSITION],
      ['Kleur', null, KB_COLOR_NL],
      ['Vervaldatum', 'due_date', KB_DUE_NL],
      ['Aangemaakt door', null, USERNAMES],
      ['Naam aanmaker', 'reporter', 'full'],
      ['Gebruikersnaam ontvanger', null, USERNAMES],
      ['Naam toewijzing', 'assignee', 'full'],
      ['Complexiteit', 'story_points', KB_SCORE],
      ['Titel', 'title', TASK_TITLES_NL],
      ['Aanmaakdatum', 'created_at', KB_CREATED_NL],
      ['Wijzigingsdatum', 'updated_at', KB_MODIFIED_NL],
      ['Afgerond op', 'closed_at', KB_COMPLETED_NL],
      ['Startdatum', 'start_date', KB_STARTED_NL],
      ['Geschatte tijd', 'estimated_hours', KB_ESTIMATED],
      ['Bestede tijd', 'spent_hours', KB_SPENT],
      ['Prioriteit', 'priority', KB_PRIORITY],
      ['Tags', 'tags', TAGS_NL],
    ],
  },
  {
    name: 'kanboard-tasks-pt.csv',
    language: 'pt',
    source: `${KB_TASKS}, Portuguese (pt_PT; 24 columns)`,
    tdm: 'issues',
    columns: [
      ['ID da Tarefa', 'issue_id', KB_TASK_IDS],
      ['Referência', null, KB_REFS],
      ['Projeto', 'project', PROJECTS_PT],
      ['Estado', 'status', KB_OPEN_PT],
      ['Categoria', 'category', KB_CATEGORY_PT],
      ['Swimlane', null, KB_SWIMLANE_PT],
      ['Coluna', null, KB_COLUMN_PT],
      ['Posição', null, KB_POSITION],
      ['Cor', null, KB_COLOR_PT],
      ['Data de vencimento', 'due_date', KB_DUE_PT],
      ['Criado por', null, USERNAMES],
      ['Nome do Criador', 'reporter', 'full'],
      ['Utilizador do Assignado', null, USERNAMES],
      ['Nome do Assignado', 'assignee', 'full'],
      ['Complexidade', 'story_points', KB_SCORE],
      ['Título', 'title', TASK_TITLES_PT],
      ['Data de criação', 'created_at', KB_CREATED_PT],
      ['Data da modificação', 'updated_at', KB_MODIFIED_PT],
      ['Data da finalização', 'closed_at', KB_COMPLETED_PT],
      ['Data de início', 'start_date', KB_STARTED_PT],
      ['Tempo estimado', 'estimated_hours', KB_ESTIMATED],
      ['Tempo gasto', 'spent_hours', KB_SPENT],
      ['Prioridade', 'priority', KB_PRIORITY],
      ['Etiquetas', 'tags', TAGS_PT],
    ],
  },
  {
    name: 'kanboard-subtasks-it.csv',
    language: 'it',
    source: `${KB_SUBTASKS}, Italian (it_IT; 8 columns)`,
    tdm: 'issues',
    columns: [
      ['Id del sotto-compito', 'issue_id', KB_SUBTASK_IDS],
      ['Titolo', 'title', SUBTASK_TITLES_IT],
      ['Stato', 'status', KB_SUBSTATUS_IT],
      ['Assegnatario', 'assignee', 'full'],
      ['Tempo stimato', 'estimated_hours', KB_SUB_ESTIMATED],
      ['Tempo trascorso', 'spent_hours', KB_SUB_SPENT],
      ['Id del compito', 'parent_issue', KB_TASK_IDS],
      ['Titolo del compito', null, TASK_TITLES_IT],
    ],
  },
  {
    name: 'kanboard-subtasks-nl.csv',
    language: 'nl',
    source: `${KB_SUBTASKS}, Dutch (nl_NL; 8 columns)`,
    tdm: 'issues',
    columns: [
      ['Subtaak-ID', 'issue_id', KB_SUBTASK_IDS],
      ['Titel', 'title', SUBTASK_TITLES_NL],
      ['Status', 'status', KB_SUBSTATUS_NL],
      ['Toegewezene', 'assignee', 'full'],
      ['Geschatte tijd', 'estimated_hours', KB_SUB_ESTIMATED],
      ['Bestede tijd', 'spent_hours', KB_SUB_SPENT],
      ['Taak-ID', 'parent_issue', KB_TASK_IDS],
      ['Taaktitel', null, TASK_TITLES_NL],
    ],
  },
  {
    name: 'kanboard-subtasks-en.csv',
    language: 'en',
    source: `${KB_SUBTASKS}, English (en; 8 columns)`,
    tdm: 'issues',
    columns: [
      ['Subtask Id', 'issue_id', KB_SUBTASK_IDS],
      ['Title', 'title', SUBTASK_TITLES_EN],
      ['Status', 'status', KB_SUBSTATUS_EN],
      ['Assignee', 'assignee', 'full'],
      ['Time estimated', 'estimated_hours', KB_SUB_ESTIMATED],
      ['Time spent', 'spent_hours', KB_SUB_SPENT],
      ['Task Id', 'parent_issue', KB_TASK_IDS],
      ['Task Title', null, TASK_TITLES_EN],
    ],
  },
  {
    name: 'leantime-timesheets-de.csv',
    language: 'de',
    source: `${LT_TIMESHEETS}, German (de-DE; 16 columns)`,
    tdm: 'time_logs',
    columns: [
      ['ID', 'entry_id', LT_TS_IDS],
      ['Datum', 'date', LT_WORKDATES],
      ['Stunden', 'hours', LT_HOURS],
      ['Plan-Stunden', null, LT_PLAN_HOURS],
      ['Unterschied', null, LT_DIFF],
      ['Ticket', 'issue_title', LT_TICKETS_DE],
      ['Projekt', 'project', PROJECTS_DE],
      ['Kunde', null, 'company'],
      ['Mitarbeiter', 'person', 'full'],
      ['Typ', 'activity', LT_KIND_DE],
      ['Meilenstein', null, LT_MILESTONES_DE],
      ['Tags', null, TAGS_DE],
      ['Beschreibung', 'comment', LT_DESC_DE],
      ['Berechnet', null, LT_INV_DE],
      ['Manager Genehmigung', null, LT_APPROVED_DE],
      ['Bezahlt', null, LT_PAID_DE],
    ],
  },
  {
    name: 'leantime-timesheets-es.csv',
    language: 'es',
    source: `${LT_TIMESHEETS}, Spanish (es-ES; 16 columns)`,
    tdm: 'time_logs',
    columns: [
      ['ID', 'entry_id', LT_TS_IDS],
      ['Fecha', 'date', LT_WORKDATES],
      ['Horas', 'hours', LT_HOURS],
      ['Horas planificadas', null, LT_PLAN_HOURS],
      ['Diferencia', null, LT_DIFF],
      ['Ticket', 'issue_title', LT_TICKETS_ES],
      ['Proyecto', 'project', PROJECTS_ES],
      ['Grupo', null, 'company'],
      ['Empleado', 'person', 'full'],
      ['Tipo', 'activity', LT_KIND_ES],
      ['Hito', null, LT_MILESTONES_ES],
      ['Etiquetas', null, TAGS_ES],
      ['Descripción', 'comment', LT_DESC_ES],
      ['Facturado', null, LT_INV_ES],
      ['Aprobación MGR', null, LT_APPROVED_ES],
      ['Pagado', null, LT_PAID_ES],
    ],
  },
  {
    name: 'leantime-timesheets-pt.csv',
    language: 'pt',
    source: `${LT_TIMESHEETS}, Portuguese (pt-BR; 16 columns)`,
    tdm: 'time_logs',
    columns: [
      ['ID', 'entry_id', LT_TS_IDS],
      ['Data', 'date', LT_WORKDATES],
      ['Horas', 'hours', LT_HOURS],
      ['Horas de Planejamento', null, LT_PLAN_HOURS],
      ['Diferença', null, LT_DIFF],
      ['Tarefa', 'issue_title', LT_TICKETS_PT],
      ['Projeto', 'project', PROJECTS_PT],
      ['Cliente', null, 'company'],
      ['Empregado', 'person', 'full'],
      ['Tipo', 'activity', LT_KIND_PT],
      ['Marco', null, LT_MILESTONES_PT],
      ['Etiqueta', null, TAGS_PT],
      ['Descrição', 'comment', LT_DESC_PT],
      ['Feita a Nota Fiscal', null, LT_INV_PT],
      ['Aprovação MGR', null, LT_APPROVED_PT],
      ['Pago', null, LT_PAID_PT],
    ],
  },
  {
    name: 'leantime-timesheets-en.csv',
    language: 'en',
    source: `${LT_TIMESHEETS}, English (en-US; 16 columns)`,
    tdm: 'time_logs',
    columns: [
      ['ID', 'entry_id', LT_TS_IDS],
      ['Date', 'date', LT_WORKDATES],
      ['Hours', 'hours', LT_HOURS],
      ['Plan Hours', null, LT_PLAN_HOURS],
      ['Difference', null, LT_DIFF],
      ['Ticket', 'issue_title', LT_TICKETS_EN],
      ['Project', 'project', PROJECTS_EN],
      ['Client', null, 'company'],
      ['Employee', 'person', 'full'],
      ['Type', 'activity', LT_KIND_EN],
      ['Milestone', null, LT_MILESTONES_EN],
      ['Tags', null, TAGS_EN],
      ['Description', 'comment', LT_DESC_EN],
      ['Invoiced', null, LT_INV_EN],
      ['MGR Approval', null, LT_APPROVED_EN],
      ['Paid', null, LT_PAID_EN],
    ],
  },
  {
    name: 'leantime-tickets-fr.csv',
    language: 'fr',
    source: `${LT_TICKETS}, French (fr-FR; 13 columns, the untitled last column left out)`,
    tdm: 'issues',
    columns: [
      ['ID', 'issue_id', LT_TICKET_IDS],
      ['Titre', 'title', LT_TICKETS_FR],
      ['État', 'status', LT_STATUS_FR],
      ['Étape', 'milestone', LT_MILESTONE_OR_NONE_FR],
      ['Effort', 'story_points', LT_EFFORT],
      ['Priorité', 'priority', LT_PRIORITY],
      ['Assignée à.', 'assignee', LT_EDITOR_FR],
      ['Sprint', null, LT_SPRINT_FR],
      ['Mots clés', 'tags', TAGS_FR],
      ['Date d\'échéance', 'due_date', LT_DUE],
      ['Heures planifiées', 'estimated_hours', LT_PLAN_HOURS],
      ['Estimation du temps restant', null, LT_LEFT],
      ['Heures enregistrées', 'spent_hours', LT_BOOKED],
    ],
  },
  {
    name: 'leantime-tickets-it.csv',
    language: 'it',
    source: `${LT_TICKETS}, Italian (it-IT; 13 columns, the untitled last column left out)`,
    tdm: 'issues',
    columns: [
      ['ID', 'issue_id', LT_TICKET_IDS],
      ['Titolo', 'title', LT_TICKETS_IT],
      ['Stato', 'status', LT_STATUS_IT],
      ['Milestone', 'milestone', LT_MILESTONE_OR_NONE_IT],
      ['Sforzo', 'story_points', LT_EFFORT],
      ['Priorita\'', 'priority', LT_PRIORITY],
      ['Assegnato a.', 'assignee', LT_EDITOR_IT],
      ['Sprint', null, LT_SPRINT_IT],
      ['Tag', 'tags', TAGS_IT],
      ['Scadenza', 'due_date', LT_DUE],
      ['Ore programmate', 'estimated_hours', LT_PLAN_HOURS],
      ['Ore rimaste', null, LT_LEFT],
      ['Ore registrate', 'spent_hours', LT_BOOKED],
    ],
  },
  {
    name: 'leantime-tickets-nl.csv',
    language: 'nl',
    source: `${LT_TICKETS}, Dutch (nl-NL; 13 columns, the untitled last column left out)`,
    tdm: 'issues',
    columns: [
      ['ID', 'issue_id', LT_TICKET_IDS],
      ['Titel', 'title', LT_TICKETS_NL],
      ['Status', 'status', LT_STATUS_NL],
      ['Mijlpaal', 'milestone', LT_MILESTONE_OR_NONE_NL],
      ['Inspanning', 'story_points', LT_EFFORT],
      ['Prioriteit', 'priority', LT_PRIORITY],
      ['Toegewezen aan.', 'assignee', LT_EDITOR_NL],
      ['Sprint', null, LT_SPRINT_NL],
      ['Labels', 'tags', TAGS_NL],
      ['Vervaldatum', 'due_date', LT_DUE],
      ['Geplande uren', 'estimated_hours', LT_PLAN_HOURS],
      ['Resterende uren', null, LT_LEFT],
      ['Geregistreerde uren', 'spent_hours', LT_BOOKED],
    ],
  },
  {
    name: 'microrealestate-outgoing-tenants-fr.csv',
    language: 'fr',
    source: `${MRE_OUTGOING}, French (fr-FR; 10 columns)`,
    tdm: 'leases',
    columns: [
      ['Nom', 'tenant_name', MRE_TENANTS],
      ['Référence', 'lease_id', MRE_REFS],
      ['Biens', 'unit', MRE_PROPERTIES_FR],
      ['Date de début de contrat', 'start_date', MRE_BEGIN_FR],
      ['Date de fin de contract', 'end_date', MRE_END_FR],
      ['Date de résiliation', null, MRE_TERMINATION_FR],
      ['Dépôt de garantie', 'deposit', MRE_DEPOSIT_FR],
      ['Remboursement du dépôt de garantie', null, MRE_REFUNDED_FR],
      ['Solde des loyers', 'balance', MRE_BALANCE_FR],
      ['Solde final', null, MRE_FINAL_FR],
    ],
  },
  {
    name: 'microrealestate-outgoing-tenants-de.csv',
    language: 'de',
    source: `${MRE_OUTGOING}, German (de-DE; 10 columns)`,
    tdm: 'leases',
    columns: [
      ['Name', 'tenant_name', MRE_TENANTS],
      ['Referenz', 'lease_id', MRE_REFS],
      ['Grundstücke', 'unit', MRE_PROPERTIES_DE],
      ['Vertragsbeginndatum', 'start_date', MRE_BEGIN_DE],
      ['Vertragsenddatum', 'end_date', MRE_END_DE],
      ['Datum der Vertragsbeendigung', null, MRE_TERMINATION_DE],
      ['Kaution', 'deposit', MRE_DEPOSIT_DE],
      ['Zurückerstattete Kaution', null, MRE_REFUNDED_DE],
      ['Letzter Mietsaldo', 'balance', MRE_BALANCE_DE],
      ['Schlusssaldo', null, MRE_FINAL_DE],
    ],
  },
  {
    name: 'microrealestate-incoming-tenants-es.csv',
    language: 'es',
    source: `${MRE_INCOMING}, Spanish (es-CO; 7 columns)`,
    tdm: 'leases',
    columns: [
      ['Nombre', 'tenant_name', MRE_TENANTS],
      ['Referencia', 'lease_id', MRE_REFS],
      ['Propiedades', 'unit', MRE_PROPERTIES_ES],
      ['Fecha incial del contrato', 'start_date', MRE_BEGIN_ES],
      ['Fecha final del contrato', 'end_date', MRE_END_ES],
      ['Fecha de finalización del contrato', null, MRE_TERMINATION_ES],
      ['Depósito', 'deposit', MRE_DEPOSIT_ES],
    ],
  },
  {
    name: 'microrealestate-incoming-tenants-pt.csv',
    language: 'pt',
    source: `${MRE_INCOMING}, Portuguese (pt-BR; 7 columns)`,
    tdm: 'leases',
    columns: [
      ['Nome', 'tenant_name', MRE_TENANTS],
      ['Referência', 'lease_id', MRE_REFS],
      ['Imóveis', 'unit', MRE_PROPERTIES_PT],
      ['Data de início do contrato', 'start_date', MRE_BEGIN_PT],
      ['Data de fim do contrato', 'end_date', MRE_END_PT],
      ['Data de encerramento do contrato', null, MRE_TERMINATION_PT],
      ['Depósito', 'deposit', MRE_DEPOSIT_PT],
    ],
  },
];
