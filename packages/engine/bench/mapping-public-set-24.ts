/**
 * The twenty-fourth held-out set of the mapping benchmark (`npm run bench:mapping`, docs/mapping.md
 * "Benchmark"), built as a CLEAN set: never used to tune; only its aggregate figures are to be read.
 * Headers that nobody working on Ferry wrote, from three open-source programs none of the other sets
 * use, in two domains the matcher was not tuned for: web analytics (a site's visits, traffic
 * channels, visitor countries and device types, and a shop's product sales, as a web analytics
 * program exports its reports) and e-mail marketing (a newsletter program's campaign statistics and
 * the subscriber lists of two newsletter programs). Most of it is not English (German, French,
 * Spanish, Italian, Dutch and Portuguese, 19 of its 22 files; 297 columns).
 *
 * How it was built, in this order:
 * 1. Target data models were written first, from scratch, as an online retailer that runs its own
 *    web analytics and newsletter would write its own (English keys and labels, a description where
 *    a label alone would leave a person guessing, no `alternativeMatches`): web traffic, product
 *    sales, newsletter subscribers and e-mail campaign statistics. They were written after the
 *    programs were chosen and a first look at which exports they write, before any header was
 *    collected, translated or labelled. Some of their columns have no source in any file (web
 *    traffic's website, page URL and title, source, campaign, pageviews, average time on page, exit
 *    rate and conversion rate; a product's period, abandoned carts, refunds and currency; a
 *    subscriber's first and last name, unsubscribe date, language, country, sign-up source and IP
 *    address; a campaign's ID, subject line, list, delivered count, bounce, open and click rates,
 *    unsubscribes and complaints), as a company's model has more than one export fills.
 * 2. The headers were taken verbatim from files written by real programs, used by none of the other
 *    sets (every `source` line and header comment of mapping-public-set*.ts checked) nor on the list
 *    of programs the matcher's vocabulary reads (src/mapping/NOTICE.md):
 *    · Matomo (web analytics, matomo-org/matomo; snapshot of 2024-10-24, commit
 *      f09912cb702a76d06ab1a129a8e0a4e2a61818a8, version 5.2.0-b5). A report's Export → CSV
 *      (plugins/CoreHome/vue/src/ReportExport/ReportExportPopover.vue adds translateColumnNames=1 and
 *      the user's language to the API URL for CSV and TSV), written by core/DataTable/Renderer/Csv.php:
 *      each column name is looked up in Metrics::getDefaultMetricTranslations() (core/Metrics.php)
 *      merged with the report's own metric names from its metadata; `label` becomes
 *      General_ColumnLabel; a goal's columns are flattened as "<metric> (<Goals_GoalX of the key
 *      'idgoal=N'>)", e.g. "Konversionen (Ziel idgoal=1)"; row metadata is exported as
 *      "<General_Metadata>: <name>", the name untranslated; a report over several dates (the
 *      evolution graph's export) starts with General_Date. The columns and their order are those the
 *      system tests expect from the API for these reports (tests/PHPUnit/System/expected:
 *      test_csvExport_xp1_inner0_trans-en__VisitsSummary.get_day.csv and its German twin, which show
 *      the translated header; test___UserCountry.getCountry_day.xml, test___DevicesDetection.getType_day.xml,
 *      test_OneVisitorTwoVisits__Referrers.getReferrerType_day.xml and
 *      plugins/Ecommerce/tests/System/expected/test_ecommerceOrderWithItems__Goals.getItemsSku_day.xml
 *      for the columns and metadata of each kind of row), exported from a site with two goals (ids 1
 *      and 2). Each string is the key's value in lang/<de|fr|es|it|nl|pt|en>.json or
 *      plugins/<Plugin>/lang/<…>.json (read with a script; a key missing in a language falls back to
 *      English, as Matomo's Translator does, and "%%" becomes "%"). Reports taken: Visitors →
 *      Overview evolution graph (VisitsSummary.get over 30 days, 12 columns), Acquisition → Channel
 *      Type (Referrers.getReferrerType, 19), Visitors → Locations → Country (UserCountry.getCountry,
 *      21), Visitors → Devices → Device type (DevicesDetection.getType, 19), and Ecommerce →
 *      Products by SKU, name and category (Goals.getItemsSku, getItemsName, getItemsCategory, 11).
 *      Matomo's Portuguese is `pt` (Portugal).
 *    · phpList (newsletter manager, phpList/phplist3; snapshot of 2025-01-26, commit
 *      72dd0d6f21010571066260abcd622ba4ca249095, version 3.6.15). Statistics → Campaign statistics →
 *      "Download as CSV file" (public_html/lists/admin/actions/statsoverview.php), a tab-separated
 *      file written by WebblerListing::tabDelimited() (admin/inc/interfacelib.php): the element
 *      heading s('Campaign') and the column names s('Date sent'), s('sent'), s('bncs'), s('fwds'),
 *      s('Unique views'), s('Total Clicks'), s('Unique Clicks'), the last five followed by a Help()
 *      link whose text, once strip_tags() has removed the link, leaves a "?" at the end of the header
 *      ("Retouren?", "Tr.?"): kept as written. s() reads admin/locale/<de|fr|es|it|nl|pt|en>/phplist.po
 *      into phpList's i18n table (parsePo() in admin/languages.php: fuzzy entries are taken like the
 *      others, empty ones skipped, English kept when none) and looks a string up with MySQL's
 *      case-insensitive comparison, so where the catalogue has "Sent" and "sent" (or "Unique views"
 *      and "Unique Views") the translation that comes last in the file is the one written; this was
 *      reproduced with a script. Its other downloads (a campaign's opens and clicks, domain
 *      statistics) were not taken.
 *      Subscribers → Export (admin/export.php and actions/export.php), English: the exportable
 *      columns of the user table (the second element of each $DBstruct['user'] entry in
 *      admin/structure.php that has no "sys" or is "sysexp:", "ID" written "id"), untranslated in
 *      every admin language, then s('List Membership'); an installation without subscriber
 *      attributes (their columns are named by the administrator).
 *    · listmonk (newsletter and mailing list manager, knadh/listmonk; snapshot of 2026-07-21, commit
 *      911e0b774abad4fbf7b534be43a34a80fb6ace5b, after v6.2.0). Subscribers → Export
 *      (cmd/subscribers.go, ExportSubscribers: a CSV whose header is seven fixed English field names).
 *      Its interface is translated, its exports are not.
 *    Subscriber lists come in English only: the newsletter programs looked at write their exports
 *    with English or technical field names in every interface language (phpList, listmonk, Keila's
 *    contacts export, Mailtrain's subscription export), and Mautic (named in the brief) keeps only its
 *    English strings in its repository (the translations are distributed as language packs), so no
 *    marketing-automation program was taken.
 * 3. Each header was labelled with the TDM column a person would map it to, or null when none fits
 *    (decided from the header, the field's meaning in the program and the TDM alone; where a file
 *    has two columns for one target, the one that holds what the target describes, the other null).
 *    The non-obvious decisions:
 *    - Matomo, every report: Label (Bezeichnung, Nom, Etiqueta, Etichetta, Waarde) is the row's
 *      dimension: the channel, the country, the device type, or the product's SKU, name or category.
 *      Users (logged-in users), Maximum actions in one visit and Total time spent by visitors null;
 *      Visits with Conversions null (visits, not conversions); the goal-specific conversions, visits
 *      and revenue "(Goal idgoal=N)" null, the totals Conversions and Revenue the conversions and the
 *      revenue; every Metadata column null (segment definitions, logo paths, the logo's height,
 *      the country's code — the country is the Label — and the channel's numeric referrer_type).
 *    - Matomo, visits overview: Date the period; Avg. Visit Duration (in seconds) the average visit
 *      duration.
 *    - Matomo, products: Product Revenue the revenue; Quantity the units sold; Unique Purchases (the
 *      number of orders with the product) the orders; Visits (visits on the product's page) the
 *      product page visits; Unique visitors and Actions null; Average Quantity the units per order;
 *      Product Conversion Rate the conversion rate.
 *    - phpList campaigns: Campaign (Nachricht, Messaggi, Berichten: the campaign's title, its
 *      subject written after it when the two differ) the campaign name; sent the recipients; bncs the
 *      bounces; fwds the forwards; Unique views the unique opens; Total Clicks the clicks; Unique
 *      Clicks the unique clicks.
 *    - phpList subscribers: id the subscriber ID and Unique ID (a random token used in links) null;
 *      Is this subscriber confirmed the opt-in confirmation and Did this subscriber manually confirm
 *      null; Is this subscriber blacklisted the blocklist flag; Entered the subscription date; Last
 *      Modified the last change; Send this subscriber HTML emails the HTML flag; RSS Frequency and
 *      Is this account disabled? null; Additional data the other attributes; Foreign Key (an ID from
 *      another system) the CRM ID; List Membership the lists.
 *    - listmonk: uuid the subscriber ID; name the (full) name; attributes (a JSON object) the other
 *      attributes; created_at the subscription date.
 * 4. Then the set was committed, before the matcher was run on it.
 *
 * Values: 20 per column, sampled from the lists below, written in the style of each export
 * (Matomo's raw numbers, revenue without currency, dates as the API's period keys, percentages in
 * the locale's percent format — "47,31 %" with a no-break space in German, French and Spanish —
 * labels as Matomo translates them: channel names, country names, device types; segments URL-encoded
 * as PHP's urlencode writes them; phpList's counts with number_format's thousands commas, bounces,
 * views and unique clicks with their share in brackets, dates as its default date format `j F Y`
 * with the month abbreviation its catalogue gives, HTML entities included ("M&auml;r"), campaign
 * names shortened by shortenText() beyond 30 characters; phpList's subscriber flags as 0/1 and
 * MySQL datetimes; listmonk's UUIDs, JSON attributes and Go's time.Time.String() timestamps); a
 * free-text or identifier column (names, subjects, SKUs, UUIDs, e-mail addresses, list names)
 * draws from at least eight distinct values.
 */
import { tdmColumn, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';

const col = tdmColumn;

/** The target data models of this set, written before the headers were collected. */
export const HELD_OUT_24_TDMS = {
  web_traffic: [
    col('period', 'Date', 'date', 'Day (or first day of the period) the figures are for'),
    col('site', 'Website', 'string', 'Which of the company\'s websites or shops'),
    col('page_url', 'Page URL', 'url'),
    col('page_title', 'Page title', 'string'),
    col('channel', 'Channel', 'string', 'Kind of traffic source: direct, search, social, referral website, campaign, …'),
    col('source', 'Source', 'string', 'Referring website, search engine or social network'),
    col('campaign', 'Campaign', 'string', 'Marketing campaign name (utm_campaign)'),
    col('country', 'Country', 'string', 'Country the visitors came from'),
    col('device_type', 'Device type', 'string', 'Desktop, smartphone, tablet, …'),
    col('visits', 'Visits', 'int', 'Number of sessions'),
    col('unique_visitors', 'Unique visitors', 'int'),
    col('pageviews', 'Pageviews', 'int'),
    col('actions', 'Actions', 'int', 'Interactions recorded: pageviews, downloads, outbound link clicks, searches, …'),
    col('actions_per_visit', 'Actions per visit', 'float'),
    col('bounces', 'Bounces', 'int', 'Visits that left after a single page'),
    col('bounce_rate', 'Bounce rate', 'float', 'Share of visits that left after a single page'),
    col('avg_visit_duration', 'Avg. visit duration (s)', 'float', 'Average length of a visit, in seconds'),
    col('avg_time_on_page', 'Avg. time on page (s)', 'float'),
    col('exit_rate', 'Exit rate', 'float'),
    col('conversions', 'Conversions', 'int', 'Goals reached: sign-ups, purchases, contact requests, …'),
    col('conversion_rate', 'Conversion rate', 'float'),
    col('revenue', 'Revenue', 'float', 'Revenue attributed to these visits'),
  ],
  product_sales: [
    col('period', 'Period', 'string', 'Day, month or date range the figures cover'),
    col('sku', 'SKU', 'string', 'The product\'s article number'),
    col('product_name', 'Product', 'string', 'Name of the product'),
    col('category', 'Product category', 'string'),
    col('units_sold', 'Units sold', 'int', 'Number of items sold'),
    col('orders', 'Orders', 'int', 'Number of orders that contained the product'),
    col('revenue', 'Sales revenue', 'float', 'Revenue from the product'),
    col('avg_price', 'Average selling price', 'float'),
    col('avg_units_per_order', 'Units per order', 'float', 'Average quantity of the product in an order that contained it'),
    col('product_page_visits', 'Product page visits', 'int', 'Visits in which the product page was viewed'),
    col('conversion_rate', 'Conversion rate', 'float', 'Share of visits viewing the product that ended in buying it'),
    col('abandoned_carts', 'Abandoned carts', 'int', 'Carts that held the product and were left without ordering'),
    col('refunds', 'Refunded units', 'int'),
    col('currency', 'Currency', 'currency_code'),
  ],
  subscribers: [
    col('subscriber_id', 'Subscriber ID', 'string', 'Identifier of the subscriber in the newsletter tool'),
    col('email', 'Email', 'email'),
    col('first_name', 'First name', 'string'),
    col('last_name', 'Last name', 'string'),
    col('full_name', 'Name', 'string', 'Full name, when first and last name are not apart'),
    col('status', 'Status', 'string', 'Subscribed, unsubscribed, bounced, blocklisted, …'),
    col('confirmed', 'Opt-in confirmed', 'bool', 'Whether the subscriber confirmed the double opt-in'),
    col('blocklisted', 'Blocklisted', 'bool', 'Never to be mailed again (unsubscribed from everything, complained or bounced too often)'),
    col('lists', 'Lists', 'string', 'Mailing lists the subscriber is on'),
    col('subscribed_at', 'Subscribed on', 'datetime'),
    col('updated_at', 'Last changed', 'datetime'),
    col('unsubscribed_at', 'Unsubscribed on', 'datetime'),
    col('bounce_count', 'Bounces', 'int', 'How many mailings to the subscriber bounced'),
    col('html_email', 'Receives HTML', 'bool', 'Whether the subscriber gets the HTML version rather than plain text'),
    col('language', 'Language', 'string'),
    col('country', 'Country', 'string'),
    col('signup_source', 'Sign-up source', 'string', 'Form, page or import the subscriber came from'),
    col('ip_address', 'IP address', 'string', 'Address the subscription was made from'),
    col('external_id', 'CRM ID', 'string', 'The contact\'s ID in the CRM or shop'),
    col('custom_fields', 'Other attributes', 'string', 'Further fields of the subscriber, as the tool writes them'),
  ],
  campaign_stats: [
    col('campaign_id', 'Campaign ID', 'string'),
    col('campaign_name', 'Campaign', 'string', 'Internal name of the mailing'),
    col('subject', 'Subject line', 'string'),
    col('list', 'Sent to list', 'string', 'Mailing list or segment the campaign went to'),
    col('sent_at', 'Sent on', 'datetime'),
    col('recipients', 'Recipients', 'int', 'Number of messages sent'),
    col('delivered', 'Delivered', 'int'),
    col('bounces', 'Bounces', 'int'),
    col('bounce_rate', 'Bounce rate', 'float'),
    col('unique_opens', 'Unique opens', 'int', 'Recipients who opened the message at least once'),
    col('open_rate', 'Open rate', 'float'),
    col('clicks', 'Clicks', 'int', 'All clicks on links in the message'),
    col('unique_clicks', 'Unique clicks', 'int', 'Recipients who clicked at least one link'),
    col('click_rate', 'Click rate', 'float'),
    col('forwards', 'Forwards', 'int', 'Times the message was forwarded to a friend'),
    col('unsubscribes', 'Unsubscribes', 'int'),
    col('complaints', 'Spam complaints', 'int'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** One file of this set. */
export type HeldOut24File = PublicSetFile<keyof typeof HELD_OUT_24_TDMS>;

const seq = (prefix: string, n: number, start = 1, step = 7): string[] => Array.from({ length: n }, (_, i) => `${prefix}${start + i * step}`);

// Matomo: percentages as its NumberFormatter writes them (up to two decimals, trailing zeros dropped),
// with the locale's decimal sign and percent pattern (Intl_NumberFormatPercent: "#,##0 %" with a
// no-break space in de, fr and es; "#,##0%" in it, nl, pt and en).
type MatomoLang = 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'en';
const percent = (lang: MatomoLang, values: number[]): string[] => values.map((v) => {
  const n = String(Math.round(v * 100) / 100);
  const num = lang === 'en' ? n : n.replace('.', ',');
  return lang === 'de' || lang === 'fr' || lang === 'es' ? `${num}\u00a0%` : `${num}%`;
});
/** PHP's urlencode(): spaces as +, everything but letters, digits and -_. percent-encoded. */
const urlencode = (s: string): string => encodeURIComponent(s).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(/%20/g, '+');

// Matomo: visits overview, one row a day (VisitsSummary.get over a date range).
const MT_DAYS = Array.from({ length: 20 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
const MT_D_UNIQ = ['1187', '1243', '1105', '932', '1321', '1468', '1402', '1359', '1210', '998', '871', '1288', '1455', '1493', '1236'];
const MT_D_USERS = ['0', '0', '0', '2', '0', '3', '1', '0', '0', '4', '0', '1'];
const MT_D_VISITS = ['1284', '1376', '1190', '987', '1452', '1611', '1533', '1498', '1322', '1075', '948', '1401', '1587', '1620', '1349'];
const MT_D_ACTIONS = ['3851', '4207', '3472', '2769', '4495', '5012', '4660', '4389', '3987', '3118', '2702', '4236', '4938', '5164', '4021'];
const MT_D_CONV_VISITS = ['31', '28', '44', '19', '37', '52', '26', '40', '33', '22', '17', '35'];
const MT_D_BOUNCES = ['602', '651', '544', '470', '688', '731', '709', '675', '618', '512', '455', '663'];
const MT_D_SUM_LENGTH = ['228552', '249056', '206060', '171738', '262812', '295413', '276474', '264650', '237312', '188125', '163056', '252180'];
const MT_D_MAX_ACTIONS = ['48', '62', '37', '95', '51', '74', '40', '133', '58', '66', '44', '87'];
const MT_D_BOUNCE_RATE = [46.88, 47.31, 45.71, 47.62, 47.38, 45.38, 46.25, 45.06, 46.75, 47.63, 48, 47.32];
const MT_D_ACTIONS_PER_VISIT = ['3', '3.1', '2.9', '2.8', '3.1', '3.1', '3', '2.9', '3', '2.9', '2.8', '3.2'];
const MT_D_AVG_DURATION = ['178', '181', '173', '174', '181', '183', '180', '177', '180', '175', '172', '180'];

// Matomo: rows of a report over a month (channels, countries, device types); two goals, the first
// (a newsletter sign-up) without revenue, the second (a quote request) worth 25.
const MT_R_UNIQ = ['8214', '14933', '2107', '1766', '1382', '7905', '15420', '1998', '2245', '1190', '412', '97'];
const MT_R_VISITS = ['10342', '18577', '2688', '2231', '1604', '9876', '19240', '2540', '2897', '1455', '488', '112'];
const MT_R_ACTIONS = ['33190', '51033', '8412', '7640', '3977', '31877', '53620', '7988', '9911', '3602', '1305', '240'];
const MT_R_USERS = ['12', '0', '3', '0', '0', '9', '1', '2', '0', '0', '0', '0'];
const MT_R_MAX_ACTIONS = ['133', '210', '76', '64', '41', '118', '187', '69', '88', '37', '29', '12'];
const MT_R_SUM_LENGTH = ['2079742', '3158090', '441532', '412735', '171828', '1968310', '3309280', '419100', '539442', '154230', '61488', '9520'];
const MT_R_BOUNCES = ['4137', '8731', '1129', '825', '914', '3950', '8850', '1067', '1014', '829', '236', '71'];
const MT_R_CONV_VISITS = ['288', '401', '52', '97', '21', '270', '433', '48', '121', '18', '6', '0'];
const MT_G1_CONV = ['176', '244', '31', '64', '12', '161', '259', '27', '80', '9', '4', '0'];
const MT_G1_CONV_VISITS = ['174', '240', '31', '63', '12', '160', '255', '27', '79', '9', '4', '0'];
const MT_G1_REVENUE = ['0'];
const MT_G2_CONV = ['58', '97', '12', '19', '6', '63', '104', '14', '26', '4', '1', '0'];
const MT_G2_CONV_VISITS = ['57', '95', '12', '19', '6', '62', '101', '14', '25', '4', '1', '0'];
const MT_G2_REVENUE = ['1450', '2425', '300', '475', '150', '1575', '2600', '350', '650', '100', '25', '0'];
const MT_CONV = ['234', '341', '43', '83', '18', '224', '363', '41', '106', '13', '5', '0'];
const MT_REVENUE = MT_G2_REVENUE;

// Matomo: channel types (Referrers_DirectEntry, _SearchEngines, _Websites, _Campaigns, _Socials).
const MT_CHANNEL_DE = ['Direkte Zugriffe', 'Suchmaschinen', 'Webseiten', 'Kampagnen', 'Soziale Netzwerke'];
const MT_CHANNEL_ES = ['Entrada directa', 'Motores de búsqueda', 'Sitios de internet', 'Campañas', 'Redes sociales'];
const MT_CHANNEL_PT = ['Entrada direta', 'Motores de pesquisa', 'Sites', 'Campanhas', 'Redes sociais'];
const MT_CHANNEL_SEGMENT = ['referrerType==direct', 'referrerType==search', 'referrerType==website', 'referrerType==campaign', 'referrerType==social'];
const MT_CHANNEL_TYPE = ['1', '2', '3', '6', '7'];

// Matomo: countries (Intl_Country_XX) and their metadata.
const MT_COUNTRY_CODES = ['de', 'at', 'ch', 'fr', 'be', 'nl', 'it', 'es', 'pt', 'gb', 'us', 'pl', 'se', 'dk', 'cz', 'ie', 'lu', 'br', 'ca'];
const MT_COUNTRY_FR = ['Allemagne', 'Autriche', 'Suisse', 'France', 'Belgique', 'Pays-Bas', 'Italie', 'Espagne', 'Portugal', 'Royaume-Uni', 'États-Unis', 'Pologne', 'Suède', 'Danemark', 'Tchéquie', 'Irlande', 'Luxembourg', 'Brésil', 'Canada'];
const MT_COUNTRY_IT = ['Germania', 'Austria', 'Svizzera', 'Francia', 'Belgio', 'Paesi Bassi', 'Italia', 'Spagna', 'Portogallo', 'Regno Unito', 'Stati Uniti', 'Polonia', 'Svezia', 'Danimarca', 'Cechia', 'Irlanda', 'Lussemburgo', 'Brasile', 'Canada'];
const MT_COUNTRY_NL = ['Duitsland', 'Oostenrijk', 'Zwitserland', 'Frankrijk', 'België', 'Nederland', 'Italië', 'Spanje', 'Portugal', 'Verenigd Koninkrijk', 'Verenigde Staten', 'Polen', 'Zweden', 'Denemarken', 'Tsjechië', 'Ierland', 'Luxemburg', 'Brazilië', 'Canada'];
const MT_COUNTRY_LOGO = MT_COUNTRY_CODES.map((c) => `plugins/Morpheus/icons/dist/flags/${c}.png`);
const MT_COUNTRY_SEGMENT = MT_COUNTRY_CODES.map((c) => `countryCode==${c}`);
const MT_LOGO_HEIGHT = ['16'];

// Matomo: device types (getDeviceTypeLabel) and their metadata; the unknown type has no segment.
const MT_DEVICE_KEYS = ['desktop', 'smartphone', 'tablet', 'phablet', 'feature phone', 'console', 'tv', 'smart display', 'unknown'];
const MT_DEVICE_PT = ['Computador', 'Smartphone', 'Tablet', 'Phablet', 'Telemóvel simples', 'Consola', 'Tv', 'Ecrã inteligente', 'Desconhecido'];
const MT_DEVICE_EN = ['Desktop', 'Smartphone', 'Tablet', 'Phablet', 'Feature phone', 'Console', 'Tv', 'Smart display', 'Unknown'];
const MT_DEVICE_SEGMENT = MT_DEVICE_KEYS.map((k) => (k === 'unknown' ? '' : `deviceType==${urlencode(k)}`));
const MT_DEVICE_LOGO = MT_DEVICE_KEYS.map((k) => `plugins/Morpheus/icons/dist/devices/${k.replace(/ /g, '_')}.png`);

// Matomo: ecommerce product reports of an outdoor shop (a month).
const MT_SKUS = ['OD-1042-BLK-M', 'OD-1042-BLU-L', 'TR-2207-38', 'TR-2207-42', 'BP-3010-30L', 'SB-4451-REG', 'TN-5102-2P', 'HL-6033', 'BT-7780-500', 'GL-8124-M', 'CP-9001', 'SK-1150-39-42'];
const MT_PRODUCTS_ES = ['Chaqueta impermeable Trail', 'Forro polar Sierra', 'Zapatillas de trail Roca', 'Mochila técnica 30 L', 'Saco de dormir Valle -5 °C', 'Tienda de campaña 2 plazas', 'Frontal LED 350 lm', 'Botella térmica 500 ml', 'Guantes de softshell', 'Hornillo de gas compacto', 'Calcetines de merino (pack de 2)', 'Bastones de trekking plegables'];
const MT_CATEGORIES_FR = ['Vestes', 'Polaires', 'Chaussures de trail', 'Sacs à dos', 'Sacs de couchage', 'Tentes', 'Lampes frontales', 'Gourdes et bouteilles', 'Gants et bonnets', 'Réchauds', 'Chaussettes', 'Bâtons de randonnée'];
const MT_ITEM_REVENUE = ['14988.5', '9342', '7120.8', '5994', '4386.6', '3897.4', '2678', '1912.5', '1245.3', '869.7', '538.2', '329.85'];
const MT_ITEM_QUANTITY = ['102', '87', '64', '60', '31', '26', '58', '75', '41', '17', '44', '9'];
const MT_ITEM_ORDERS = ['98', '81', '61', '57', '30', '26', '51', '66', '38', '17', '39', '9'];
const MT_ITEM_VISITS = ['2140', '1876', '1533', '1402', '988', '861', '1204', '1350', '776', '402', '690', '233'];
const MT_ITEM_UNIQ = ['1966', '1710', '1398', '1288', '904', '792', '1117', '1240', '702', '377', '641', '215'];
const MT_ITEM_ACTIONS = ['9842', '8311', '7046', '6170', '4052', '3618', '4937', '5265', '3104', '1527', '2622', '862'];
const MT_ITEM_AVG_PRICE = ['146.95', '107.38', '111.26', '99.9', '141.5', '149.9', '46.17', '25.5', '30.37', '51.16', '12.23', '36.65'];
const MT_ITEM_AVG_QUANTITY = ['1.04', '1.07', '1.05', '1.05', '1.03', '1', '1.14', '1.14', '1.08', '1', '1.13', '1'];
const MT_ITEM_CONVERSION = [4.58, 4.32, 3.98, 4.07, 3.04, 3.02, 4.24, 4.89, 4.9, 4.23, 5.65, 3.86];

// phpList: campaign statistics. Each row: [subject (or [title, subject] when they differ), date sent,
// sent, bounced, forwarded, unique views, total clicks, unique clicks]; the cells are computed as
// statsoverview.php writes them.
type PlRow = [campaign: string | [title: string, subject: string], sent: [number, number, number], total: number, bounced: number, fwds: number, views: number, clicks: number, clickers: number];
const PL_MONTHS: Record<'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt', string[]> = {
  de: ['Jan', 'Feb', 'M&auml;r', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'],
  fr: ['Jan', 'Fév', 'Mar', 'Avril', 'Mai', 'Jun', 'Jul', 'Aoû', 'Sep', 'Oct', 'Nov', 'Déc'],
  es: ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Set', 'Oct', 'Nov', 'Dic'],
  it: ['Gen', 'Feb', 'Mar', 'Apr', 'Maggio', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic'],
  nl: ['Jan', 'Feb', 'Mrt', 'Apr', 'Mei', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dec'],
  pt: ['Jan', 'Fev', 'Mar', 'Abr', 'Maio', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'],
};
/** shortenText($text, 30) of phpList: beyond 30 characters, the first 20, " ... " and the last 10. */
const short = (s: string): string => ([...s].length > 30 ? `${[...s].slice(0, 20).join('')} ... ${[...s].slice(-10).join('')}` : s);
const nf = (n: number): string => n.toLocaleString('en-US');
const share = (n: number, of: number): string => (n > 0 && of > 0 ? `${nf(n)} (${((n / of) * 100).toFixed(2)} %)` : nf(n));
const plStats = (lang: keyof typeof PL_MONTHS, rows: PlRow[]) => ({
  campaign: rows.map(([c]) => (Array.isArray(c) ? short(c[0]) + short(c[1]) : short(c))),
  date: rows.map(([, [y, m, d]]) => `${d} ${PL_MONTHS[lang][m - 1]} ${y}`),
  sent: rows.map((r) => nf(r[2])),
  bounces: rows.map((r) => share(r[3], r[2])),
  fwds: rows.map((r) => nf(r[4])),
  views: rows.map((r) => share(r[5], r[2] - r[3])),
  clicks: rows.map((r) => nf(r[6])),
  clickers: rows.map((r) => share(r[7], r[2] - r[3])),
});
const PL_DE = plStats('de', [
  ['Frühjahrs-Sale: bis zu 30 % auf Jacken', [2026, 3, 12], 12804, 61, 4, 4633, 1288, 802],
  ['Neu im Shop: Trailschuhe', [2026, 3, 3], 12761, 58, 1, 4410, 967, 644],
  [['Newsletter Februar 2026', 'Tipps für die Wintertour'], [2026, 2, 17], 12695, 64, 7, 4826, 1402, 911],
  ['Ihr Gutschein wartet noch', [2026, 2, 5], 2431, 12, 0, 1022, 388, 301],
  ['Packliste für den Hüttentrek', [2026, 1, 22], 12630, 70, 12, 5102, 1733, 1085],
  ['Jahresrückblick 2025', [2025, 12, 30], 12588, 55, 3, 3987, 602, 455],
  ['Letzte Chance: Versand bis Heiligabend', [2025, 12, 18], 12540, 49, 2, 4390, 1120, 760],
  ['Black Week: 20 % auf alles', [2025, 11, 27], 12477, 66, 9, 5618, 2241, 1302],
  ['Einladung: Lampenabend im Laden', [2025, 11, 6], 3120, 15, 18, 1410, 274, 219],
  ['Herbstkollektion ist da', [2025, 10, 9], 12391, 72, 5, 4735, 1189, 793],
]);
const PL_FR = plStats('fr', [
  ['Soldes de printemps : jusqu\'à -30 % sur les vestes', [2026, 3, 12], 8410, 44, 2, 2918, 840, 533],
  ['Nouveau : chaussures de trail', [2026, 3, 3], 8376, 39, 0, 2790, 611, 402],
  [['Lettre de février 2026', 'Nos conseils pour la rando hivernale'], [2026, 2, 17], 8341, 47, 5, 3072, 907, 588],
  ['Votre bon d\'achat vous attend', [2026, 2, 5], 1596, 9, 0, 671, 240, 187],
  ['La liste pour partir en refuge', [2026, 1, 22], 8302, 51, 8, 3340, 1102, 701],
  ['Notre année 2025', [2025, 12, 30], 8270, 40, 1, 2507, 377, 290],
  ['Dernier délai pour une livraison avant Noël', [2025, 12, 18], 8244, 36, 3, 2866, 702, 488],
  ['Black Friday : -20 % sur tout', [2025, 11, 27], 8199, 53, 6, 3711, 1480, 866],
  ['Invitation : soirée lampes frontales', [2025, 11, 6], 2046, 11, 14, 902, 168, 131],
  ['La collection automne est arrivée', [2025, 10, 9], 8135, 58, 4, 3055, 760, 512],
]);
const PL_ES = plStats('es', [
  ['Rebajas de primavera: hasta un 30 % en chaquetas', [2026, 3, 12], 6120, 38, 1, 2150, 602, 391],
  ['Novedad: zapatillas de trail', [2026, 3, 3], 6098, 35, 0, 2033, 455, 300],
  [['Boletín de febrero 2026', 'Consejos para la ruta de invierno'], [2026, 2, 17], 6071, 41, 3, 2286, 688, 430],
  ['Tu cupón te está esperando', [2026, 2, 5], 1188, 7, 0, 489, 171, 133],
  ['Lista de equipaje para el refugio', [2026, 1, 22], 6040, 44, 6, 2411, 790, 497],
  ['Nuestro 2025 en resumen', [2025, 12, 30], 6012, 33, 2, 1798, 260, 204],
  ['Última oportunidad: envío antes de Navidad', [2025, 12, 18], 5990, 30, 1, 2069, 517, 352],
  ['Black Friday: 20 % en todo', [2025, 11, 27], 5962, 47, 4, 2702, 1077, 629],
  ['Invitación: noche de linternas', [2025, 11, 6], 1490, 8, 10, 655, 121, 97],
  ['Ya llegó la colección de otoño', [2025, 10, 9], 5921, 50, 2, 2210, 548, 369],
]);
const PL_IT = plStats('it', [
  ['Saldi di primavera: fino al 30 % sulle giacche', [2026, 3, 12], 5432, 31, 2, 1904, 520, 338],
  ['Novità: scarpe da trail', [2026, 3, 3], 5410, 28, 0, 1788, 402, 266],
  [['Newsletter di febbraio 2026', 'Consigli per l\'escursione invernale'], [2026, 2, 17], 5391, 36, 4, 2012, 611, 382],
  ['Il tuo buono ti aspetta', [2026, 2, 5], 1041, 6, 0, 433, 150, 117],
  ['Cosa mettere nello zaino per il rifugio', [2026, 1, 22], 5367, 39, 5, 2144, 702, 441],
  ['Il nostro 2025', [2025, 12, 30], 5349, 27, 1, 1601, 231, 180],
  ['Ultima occasione: consegna prima di Natale', [2025, 12, 18], 5330, 25, 2, 1843, 460, 313],
  ['Black Friday: 20 % su tutto', [2025, 11, 27], 5302, 40, 5, 2398, 955, 560],
  ['Invito: serata lampade frontali', [2025, 11, 6], 1322, 7, 9, 584, 108, 86],
  ['È arrivata la collezione autunno', [2025, 10, 9], 5268, 43, 3, 1966, 488, 330],
]);
const PL_NL = plStats('nl', [
  ['Voorjaarsuitverkoop: tot 30 % op jassen', [2026, 3, 12], 7305, 35, 3, 2677, 733, 470],
  ['Nieuw in de winkel: trailschoenen', [2026, 3, 3], 7281, 33, 1, 2541, 548, 361],
  [['Nieuwsbrief februari 2026', 'Tips voor de wintertocht'], [2026, 2, 17], 7248, 40, 4, 2809, 812, 527],
  ['Je kortingsbon wacht nog', [2026, 2, 5], 1390, 8, 0, 590, 208, 162],
  ['Paklijst voor de huttentocht', [2026, 1, 22], 7213, 42, 9, 2985, 979, 612],
  ['Ons jaar 2025', [2025, 12, 30], 7190, 31, 2, 2270, 340, 259],
  ['Laatste kans: bezorging voor Kerstmis', [2025, 12, 18], 7166, 29, 1, 2533, 640, 430],
  ['Black Friday: 20 % op alles', [2025, 11, 27], 7130, 45, 7, 3260, 1290, 752],
  ['Uitnodiging: hoofdlampenavond', [2025, 11, 6], 1785, 9, 11, 802, 150, 121],
  ['De herfstcollectie is binnen', [2025, 10, 9], 7077, 48, 3, 2701, 672, 451],
]);
const PL_PT = plStats('pt', [
  ['Saldos de primavera: até 30 % em casacos', [2026, 3, 12], 4410, 27, 1, 1531, 430, 279],
  ['Novidade: sapatilhas de trail', [2026, 3, 3], 4392, 24, 0, 1452, 320, 212],
  [['Newsletter de fevereiro 2026', 'Dicas para o trilho de inverno'], [2026, 2, 17], 4377, 30, 2, 1630, 501, 310],
  ['O seu vale ainda está à espera', [2026, 2, 5], 846, 5, 0, 351, 122, 95],
  ['Lista de material para o refúgio', [2026, 1, 22], 4356, 33, 4, 1744, 572, 359],
  ['O nosso 2025', [2025, 12, 30], 4341, 22, 0, 1298, 188, 146],
  ['Última oportunidade: entrega antes do Natal', [2025, 12, 18], 4325, 21, 1, 1496, 374, 255],
  ['Black Friday: 20 % em tudo', [2025, 11, 27], 4301, 34, 3, 1947, 780, 455],
  ['Convite: noite das lanternas frontais', [2025, 11, 6], 1072, 6, 7, 474, 88, 70],
  ['Já chegou a coleção de outono', [2025, 10, 9], 4274, 36, 2, 1597, 396, 268],
]);

// phpList: subscriber export (tab-separated; user table columns, then the lists).
const PL_IDS = seq('', 20, 1041, 13);
const PL_FLAG_CONFIRMED = ['1', '1', '1', '1', '1', '1', '0', '0'];
const PL_FLAG_BLACKLISTED = ['0', '0', '0', '0', '0', '0', '0', '1'];
const PL_FLAG_OPTEDIN = ['1', '1', '1', '0', '0', '1', '0'];
const PL_BOUNCES = ['0', '0', '0', '0', '0', '1', '0', '2', '0', '3'];
const PL_ENTERED = ['2023-04-18 09:12:44', '2023-11-02 17:40:03', '2024-01-15 08:05:51', '2024-03-28 21:33:10', '2024-06-09 12:00:27', '2024-08-21 14:48:39', '2024-10-30 07:19:02', '2025-01-06 19:25:58', '2025-02-14 10:41:17', '2025-03-03 16:02:45', '2025-05-19 11:37:20', '2025-09-27 22:14:09'];
const PL_MODIFIED = ['2025-03-04 10:12:33', '2025-03-11 08:47:19', '2025-02-20 15:30:02', '2025-01-09 13:22:48', '2024-12-17 18:05:11', '2025-03-18 09:58:26', '2024-11-28 07:44:50', '2025-02-02 20:16:37', '2025-03-21 12:29:04', '2025-10-02 14:51:13', '2025-06-30 06:33:45', '2025-09-27 22:14:09'];
const PL_UNIQIDS = ['3f2a9c1be07d4a58c6e1f09b27d4c8a1', '9b0e47d21c6f8a35e2d7b4190fa6c3e8', 'c41d7e09a8b2f6354e1c9d0b7a2f8e63', '05e8b3c7d1f29a64b0c8e7d2f1a9b346', 'e7a1d4c90b3f8e25a6d1c7b4e09f2a58', '6d2c9f0a7e41b83c5d9e2f6a1b07c4d9', 'a08f3e6d2c1b9475e8a0d3c6f9b2e714', '1c7b5a9e3d0f24c86b1e7a5d9c3f0b28', 'f5e2a8d1c6b04937a2e5d8c1b6f03a49', '82d0c6f4a9e3b157d0c2f8e6a4b9d3c5'];
const PL_HTML = ['1', '1', '1', '1', '1', '0'];
const PL_RSS = ['', '', '', '', '', '', '', '', 'weekly'];
const PL_DISABLED = ['0', '0', '0', '0', '0', '0', '0', '0', '0', '1'];
const PL_EXTRADATA = ['', '', '', '', '', 'Imported from the shop, February 2024', 'Signed up at the Outdoor Fair 2024', 'Old list 2019 (re-confirmed)', 'Requested by phone', 'Imported from the shop, June 2025', 'Competition entry', 'Signed up in the shop (paper form)', 'Transferred from the old newsletter tool'];
const PL_FOREIGN = ['', '', '', '', 'CRM-10023', 'CRM-10388', 'CRM-10491', 'CRM-11207', 'CRM-11946', 'CRM-12310', 'CRM-12874', 'CRM-13052', 'CRM-13399'];
const PL_LISTS = ['Newsletter; ', 'Newsletter; ', 'Newsletter; Product news; ', 'Product news; ', 'Newsletter; Events; ', 'No Lists', 'Newsletter; Product news; Events; ', 'Test list; ', 'Events; ', 'Newsletter; Customers 2025; ', 'Customers 2025; '];

// listmonk: subscriber export.
const LM_UUIDS = ['5f0c2d8e-91a3-4b7e-8c2f-0d6e3a9b1c47', 'a3e91b27-6c4d-4f80-9e15-72b0d8c3f6a2', '0b7d4e1c-2f95-4a36-b8d0-e6c1a9f37254', 'c8f2a640-3d1e-47b9-a5c2-19e0b7d4f683', '7e15b9d3-a048-4c62-9f7b-3a2d6e01c8b5', 'e2c06a9f-5b71-4d38-8e24-b9f3c1a07d66', '41d8f3b2-0e6a-4c95-b7a1-8c2e5f9d03a4', 'd96b0e57-c2f4-4a13-9d08-5e7a1b3c6f29', '8a4c1f0e-d7b3-4e52-a6c9-0f2b8d5e7c13', '2f7e9d15-84a0-4b6c-9c3e-d1a6f0b2e859'];
const LM_ATTRIBUTES = ['{}', '{}', '{}', '{"city": "Lyon"}', '{"city": "Hamburg", "customer": true}', '{"plan": "pro", "customer_id": 4471}', '{"source": "checkout"}', '{"language": "nl"}', '{"city": "Porto", "interests": ["trail", "camping"]}', '{"customer_id": 5120, "vip": false}'];
const LM_STATUS = ['enabled', 'enabled', 'enabled', 'enabled', 'enabled', 'blocklisted', 'disabled'];
const LM_CREATED = ['2024-02-11 09:32:11.482913 +0000 +0000', '2024-05-03 18:04:57.120044 +0000 +0000', '2024-07-22 07:45:30.903187 +0000 +0000', '2024-09-14 21:18:02.556710 +0000 +0000', '2024-11-29 12:01:44.031298 +0000 +0000', '2025-01-08 16:27:39.774125 +0000 +0000', '2025-03-19 10:50:21.298367 +0000 +0000', '2025-06-02 14:12:08.645902 +0000 +0000', '2025-08-25 08:39:56.117483 +0000 +0000', '2025-10-30 19:55:13.860251 +0000 +0000'];
const LM_UPDATED = ['2025-11-04 10:02:17.338190 +0000 +0000', '2025-12-12 08:41:50.904376 +0000 +0000', '2026-01-20 15:27:03.215849 +0000 +0000', '2026-02-07 11:16:44.672031 +0000 +0000', '2026-02-28 17:59:38.481265 +0000 +0000', '2026-03-03 09:08:22.093517 +0000 +0000', '2025-10-30 19:55:13.860251 +0000 +0000', '2026-03-15 13:34:09.750628 +0000 +0000'];

const MT_VISITS_OVERVIEW = 'Matomo 5.2 (web analytics), Visitors → Overview → evolution graph → Export → CSV (VisitsSummary.get, one row a day)';
const MT_CHANNELS = 'Matomo 5.2, Acquisition → Channel Type → Export → CSV (Referrers.getReferrerType)';
const MT_COUNTRIES = 'Matomo 5.2, Visitors → Locations → Country → Export → CSV (UserCountry.getCountry)';
const MT_DEVICES = 'Matomo 5.2, Visitors → Devices → Device type → Export → CSV (DevicesDetection.getType)';
const MT_PRODUCTS = 'Matomo 5.2, Ecommerce → Products → Export → CSV';
const PL_CAMPAIGNS = 'phpList 3.6.15 (newsletter manager), Statistics → Campaign statistics → Download as CSV file (statsoverview.php, tab-separated)';

/** The files of this set: headers verbatim, each labelled with a key of its TDM or null. */
export const HELD_OUT_24_FILES: HeldOut24File[] = [
  {
    name: 'matomo-visits-overview-fr.csv',
    language: 'fr',
    source: `${MT_VISITS_OVERVIEW}, French (fr; 12 columns)`,
    tdm: 'web_traffic',
    columns: [
      ['Date', 'period', MT_DAYS],
      ['Visiteurs uniques', 'unique_visitors', MT_D_UNIQ],
      ['Utilisateurs', null, MT_D_USERS],
      ['Visites', 'visits', MT_D_VISITS],
      ['Actions', 'actions', MT_D_ACTIONS],
      ['Visites avec conversions', null, MT_D_CONV_VISITS],
      ['Rebonds', 'bounces', MT_D_BOUNCES],
      ['Temps total passé par les visiteurs (en secondes)', null, MT_D_SUM_LENGTH],
      ['Nombre maximum d\'actions en une visite', null, MT_D_MAX_ACTIONS],
      ['Taux de rebond', 'bounce_rate', percent('fr', MT_D_BOUNCE_RATE)],
      ['Actions par visite', 'actions_per_visit', MT_D_ACTIONS_PER_VISIT],
      ['Durée moy. des visites (en secondes)', 'avg_visit_duration', MT_D_AVG_DURATION],
    ],
  },
  {
    name: 'matomo-visits-overview-it.csv',
    language: 'it',
    source: `${MT_VISITS_OVERVIEW}, Italian (it; 12 columns)`,
    tdm: 'web_traffic',
    columns: [
      ['Data', 'period', MT_DAYS],
      ['Visitatori unici', 'unique_visitors', MT_D_UNIQ],
      ['Utenti', null, MT_D_USERS],
      ['Visite', 'visits', MT_D_VISITS],
      ['Azioni nel sito', 'actions', MT_D_ACTIONS],
      ['Visite con Conversioni', null, MT_D_CONV_VISITS],
      ['Rimbalzi', 'bounces', MT_D_BOUNCES],
      ['Durata totale delle visite (in secondi)', null, MT_D_SUM_LENGTH],
      ['Numero massimo di azioni in una visita', null, MT_D_MAX_ACTIONS],
      ['% rimbalzi', 'bounce_rate', percent('it', MT_D_BOUNCE_RATE)],
      ['Azioni per visita', 'actions_per_visit', MT_D_ACTIONS_PER_VISIT],
      ['Durata media delle visite (in secondi)', 'avg_visit_duration', MT_D_AVG_DURATION],
    ],
  },
  {
    name: 'matomo-visits-overview-nl.csv',
    language: 'nl',
    source: `${MT_VISITS_OVERVIEW}, Dutch (nl; 12 columns)`,
    tdm: 'web_traffic',
    columns: [
      ['Datum', 'period', MT_DAYS],
      ['Unieke bezoekers', 'unique_visitors', MT_D_UNIQ],
      ['Gebruikers', null, MT_D_USERS],
      ['Bezoeken', 'visits', MT_D_VISITS],
      ['Acties', 'actions', MT_D_ACTIONS],
      ['Bezoeken met conversies', null, MT_D_CONV_VISITS],
      ['Bounces', 'bounces', MT_D_BOUNCES],
      ['Totale bestede tijd door bezoekers (in seconden)', null, MT_D_SUM_LENGTH],
      ['Maximaal aantal acties in een bezoek', null, MT_D_MAX_ACTIONS],
      ['Bounce-ratio', 'bounce_rate', percent('nl', MT_D_BOUNCE_RATE)],
      ['Acties per bezoek', 'actions_per_visit', MT_D_ACTIONS_PER_VISIT],
      ['Gemiddelde duur bezoek (in seconden)', 'avg_visit_duration', MT_D_AVG_DURATION],
    ],
  },
  {
    name: 'matomo-channel-type-de.csv',
    language: 'de',
    source: `${MT_CHANNELS}, German (de; 19 columns)`,
    tdm: 'web_traffic',
    columns: [
      ['Bezeichnung', 'channel', MT_CHANNEL_DE],
      ['Eindeutige Besucher', 'unique_visitors', MT_R_UNIQ],
      ['Besuche', 'visits', MT_R_VISITS],
      ['Aktionen', 'actions', MT_R_ACTIONS],
      ['Benutzer', null, MT_R_USERS],
      ['Maximale Aktionen pro Besuch', null, MT_R_MAX_ACTIONS],
      ['Von Besuchern verbrachte Gesamtzeit (in Sekunden)', null, MT_R_SUM_LENGTH],
      ['Absprünge', 'bounces', MT_R_BOUNCES],
      ['Besuche mit Konversionen', null, MT_R_CONV_VISITS],
      ['Konversionen (Ziel idgoal=1)', null, MT_G1_CONV],
      ['Besuche mit Konversionen (Ziel idgoal=1)', null, MT_G1_CONV_VISITS],
      ['Umsatz (Ziel idgoal=1)', null, MT_G1_REVENUE],
      ['Konversionen (Ziel idgoal=2)', null, MT_G2_CONV],
      ['Besuche mit Konversionen (Ziel idgoal=2)', null, MT_G2_CONV_VISITS],
      ['Umsatz (Ziel idgoal=2)', null, MT_G2_REVENUE],
      ['Konversionen', 'conversions', MT_CONV],
      ['Umsatz', 'revenue', MT_REVENUE],
      ['Metadaten: segment', null, MT_CHANNEL_SEGMENT],
      ['Metadaten: referrer_type', null, MT_CHANNEL_TYPE],
    ],
  },
  {
    name: 'matomo-channel-type-es.csv',
    language: 'es',
    source: `${MT_CHANNELS}, Spanish (es; 19 columns)`,
    tdm: 'web_traffic',
    columns: [
      ['Etiqueta', 'channel', MT_CHANNEL_ES],
      ['Visitantes únicos', 'unique_visitors', MT_R_UNIQ],
      ['Visitas', 'visits', MT_R_VISITS],
      ['Acciones', 'actions', MT_R_ACTIONS],
      ['Usuarios', null, MT_R_USERS],
      ['Acciones máximas en una visita', null, MT_R_MAX_ACTIONS],
      ['Tiempo total de los visitantes en el sitio (en segundos)', null, MT_R_SUM_LENGTH],
      ['Rebotes', 'bounces', MT_R_BOUNCES],
      ['Visitas con conversiones', null, MT_R_CONV_VISITS],
      ['Conversiones (Objetivo idgoal=1)', null, MT_G1_CONV],
      ['Visitas con conversiones (Objetivo idgoal=1)', null, MT_G1_CONV_VISITS],
      ['Ingresos (Objetivo idgoal=1)', null, MT_G1_REVENUE],
      ['Conversiones (Objetivo idgoal=2)', null, MT_G2_CONV],
      ['Visitas con conversiones (Objetivo idgoal=2)', null, MT_G2_CONV_VISITS],
      ['Ingresos (Objetivo idgoal=2)', null, MT_G2_REVENUE],
      ['Conversiones', 'conversions', MT_CONV],
      ['Ingresos', 'revenue', MT_REVENUE],
      ['Metadatos: segment', null, MT_CHANNEL_SEGMENT],
      ['Metadatos: referrer_type', null, MT_CHANNEL_TYPE],
    ],
  },
  {
    name: 'matomo-channel-type-pt.csv',
    language: 'pt',
    source: `${MT_CHANNELS}, Portuguese (pt; 19 columns)`,
    tdm: 'web_traffic',
    columns: [
      ['Etiqueta', 'channel', MT_CHANNEL_PT],
      ['Visitantes únicos', 'unique_visitors', MT_R_UNIQ],
      ['Visitas', 'visits', MT_R_VISITS],
      ['Ações', 'actions', MT_R_ACTIONS],
      ['Utilizadores', null, MT_R_USERS],
      ['Número máximo de ações numa visita', null, MT_R_MAX_ACTIONS],
      ['Tempo total gasto pelos visitantes (em segundos)', null, MT_R_SUM_LENGTH],
      ['Ressaltos', 'bounces', MT_R_BOUNCES],
      ['Visitas com Conversões', null, MT_R_CONV_VISITS],
      ['Conversões (Objetivo idgoal=1)', null, MT_G1_CONV],
      ['Visitas com Conversões (Objetivo idgoal=1)', null, MT_G1_CONV_VISITS],
      ['Rendimento (Objetivo idgoal=1)', null, MT_G1_REVENUE],
      ['Conversões (Objetivo idgoal=2)', null, MT_G2_CONV],
      ['Visitas com Conversões (Objetivo idgoal=2)', null, MT_G2_CONV_VISITS],
      ['Rendimento (Objetivo idgoal=2)', null, MT_G2_REVENUE],
      ['Conversões', 'conversions', MT_CONV],
      ['Rendimento', 'revenue', MT_REVENUE],
      ['Metadados: segment', null, MT_CHANNEL_SEGMENT],
      ['Metadados: referrer_type', null, MT_CHANNEL_TYPE],
    ],
  },
  {
    name: 'matomo-countries-fr.csv',
    language: 'fr',
    source: `${MT_COUNTRIES}, French (fr; 21 columns)`,
    tdm: 'web_traffic',
    columns: [
      ['Nom', 'country', MT_COUNTRY_FR],
      ['Visiteurs uniques', 'unique_visitors', MT_R_UNIQ],
      ['Visites', 'visits', MT_R_VISITS],
      ['Actions', 'actions', MT_R_ACTIONS],
      ['Utilisateurs', null, MT_R_USERS],
      ['Nombre maximum d\'actions en une visite', null, MT_R_MAX_ACTIONS],
      ['Temps total passé par les visiteurs (en secondes)', null, MT_R_SUM_LENGTH],
      ['Rebonds', 'bounces', MT_R_BOUNCES],
      ['Visites avec conversions', null, MT_R_CONV_VISITS],
      ['Conversions (Objectif idgoal=1)', null, MT_G1_CONV],
      ['Visites avec conversions (Objectif idgoal=1)', null, MT_G1_CONV_VISITS],
      ['Revenu (Objectif idgoal=1)', null, MT_G1_REVENUE],
      ['Conversions (Objectif idgoal=2)', null, MT_G2_CONV],
      ['Visites avec conversions (Objectif idgoal=2)', null, MT_G2_CONV_VISITS],
      ['Revenu (Objectif idgoal=2)', null, MT_G2_REVENUE],
      ['Conversions', 'conversions', MT_CONV],
      ['Revenu', 'revenue', MT_REVENUE],
      ['Méta-données: code', null, MT_COUNTRY_CODES],
      ['Méta-données: logo', null, MT_COUNTRY_LOGO],
      ['Méta-données: segment', null, MT_COUNTRY_SEGMENT],
      ['Méta-données: logoHeight', null, MT_LOGO_HEIGHT],
    ],
  },
  {
    name: 'matomo-countries-it.csv',
    language: 'it',
    source: `${MT_COUNTRIES}, Italian (it; 21 columns)`,
    tdm: 'web_traffic',
    columns: [
      ['Etichetta', 'country', MT_COUNTRY_IT],
      ['Visitatori unici', 'unique_visitors', MT_R_UNIQ],
      ['Visite', 'visits', MT_R_VISITS],
      ['Azioni nel sito', 'actions', MT_R_ACTIONS],
      ['Utenti', null, MT_R_USERS],
      ['Numero massimo di azioni in una visita', null, MT_R_MAX_ACTIONS],
      ['Durata totale delle visite (in secondi)', null, MT_R_SUM_LENGTH],
      ['Rimbalzi', 'bounces', MT_R_BOUNCES],
      ['Visite con Conversioni', null, MT_R_CONV_VISITS],
      ['Conversioni (Goal idgoal=1)', null, MT_G1_CONV],
      ['Visite con Conversioni (Goal idgoal=1)', null, MT_G1_CONV_VISITS],
      ['Ricavo (Goal idgoal=1)', null, MT_G1_REVENUE],
      ['Conversioni (Goal idgoal=2)', null, MT_G2_CONV],
      ['Visite con Conversioni (Goal idgoal=2)', null, MT_G2_CONV_VISITS],
      ['Ricavo (Goal idgoal=2)', null, MT_G2_REVENUE],
      ['Conversioni', 'conversions', MT_CONV],
      ['Ricavo', 'revenue', MT_REVENUE],
      ['Metadati: code', null, MT_COUNTRY_CODES],
      ['Metadati: logo', null, MT_COUNTRY_LOGO],
      ['Metadati: segment', null, MT_COUNTRY_SEGMENT],
      ['Metadati: logoHeight', null, MT_LOGO_HEIGHT],
    ],
  },
  {
    name: 'matomo-countries-nl.csv',
    language: 'nl',
    source: `${MT_COUNTRIES}, Dutch (nl; 21 columns)`,
    tdm: 'web_traffic',
    columns: [
      ['Waarde', 'country', MT_COUNTRY_NL],
      ['Unieke bezoekers', 'unique_visitors', MT_R_UNIQ],
      ['Bezoeken', 'visits', MT_R_VISITS],
      ['Acties', 'actions', MT_R_ACTIONS],
      ['Gebruikers', null, MT_R_USERS],
      ['Maximaal aantal acties in een bezoek', null, MT_R_MAX_ACTIONS],
      ['Totale bestede tijd door bezoekers (in seconden)', null, MT_R_SUM_LENGTH],
      ['Bounces', 'bounces', MT_R_BOUNCES],
      ['Bezoeken met conversies', null, MT_R_CONV_VISITS],
      ['Conversies (Doelstelling idgoal=1)', null, MT_G1_CONV],
      ['Bezoeken met conversies (Doelstelling idgoal=1)', null, MT_G1_CONV_VISITS],
      ['Inkomsten (Doelstelling idgoal=1)', null, MT_G1_REVENUE],
      ['Conversies (Doelstelling idgoal=2)', null, MT_G2_CONV],
      ['Bezoeken met conversies (Doelstelling idgoal=2)', null, MT_G2_CONV_VISITS],
      ['Inkomsten (Doelstelling idgoal=2)', null, MT_G2_REVENUE],
      ['Conversies', 'conversions', MT_CONV],
      ['Inkomsten', 'revenue', MT_REVENUE],
      ['Metadata: code', null, MT_COUNTRY_CODES],
      ['Metadata: logo', null, MT_COUNTRY_LOGO],
      ['Metadata: segment', null, MT_COUNTRY_SEGMENT],
      ['Metadata: logoHeight', null, MT_LOGO_HEIGHT],
    ],
  },
  {
    name: 'matomo-device-type-pt.csv',
    language: 'pt',
    source: `${MT_DEVICES}, Portuguese (pt; 19 columns)`,
    tdm: 'web_traffic',
    columns: [
      ['Etiqueta', 'device_type', MT_DEVICE_PT],
      ['Visitantes únicos', 'unique_visitors', MT_R_UNIQ],
      ['Visitas', 'visits', MT_R_VISITS],
      ['Ações', 'actions', MT_R_ACTIONS],
      ['Utilizadores', null, MT_R_USERS],
      ['Número máximo de ações numa visita', null, MT_R_MAX_ACTIONS],
      ['Tempo total gasto pelos visitantes (em segundos)', null, MT_R_SUM_LENGTH],
      ['Ressaltos', 'bounces', MT_R_BOUNCES],
      ['Visitas com Conversões', null, MT_R_CONV_VISITS],
      ['Conversões (Objetivo idgoal=1)', null, MT_G1_CONV],
      ['Visitas com Conversões (Objetivo idgoal=1)', null, MT_G1_CONV_VISITS],
      ['Rendimento (Objetivo idgoal=1)', null, MT_G1_REVENUE],
      ['Conversões (Objetivo idgoal=2)', null, MT_G2_CONV],
      ['Visitas com Conversões (Objetivo idgoal=2)', null, MT_G2_CONV_VISITS],
      ['Rendimento (Objetivo idgoal=2)', null, MT_G2_REVENUE],
      ['Conversões', 'conversions', MT_CONV],
      ['Rendimento', 'revenue', MT_REVENUE],
      ['Metadados: segment', null, MT_DEVICE_SEGMENT],
      ['Metadados: logo', null, MT_DEVICE_LOGO],
    ],
  },
  {
    name: 'matomo-device-type-en.csv',
    language: 'en',
    source: `${MT_DEVICES}, English (en; 19 columns)`,
    tdm: 'web_traffic',
    columns: [
      ['Label', 'device_type', MT_DEVICE_EN],
      ['Unique visitors', 'unique_visitors', MT_R_UNIQ],
      ['Visits', 'visits', MT_R_VISITS],
      ['Actions', 'actions', MT_R_ACTIONS],
      ['Users', null, MT_R_USERS],
      ['Maximum actions in one visit', null, MT_R_MAX_ACTIONS],
      ['Total time spent by visitors (in seconds)', null, MT_R_SUM_LENGTH],
      ['Bounces', 'bounces', MT_R_BOUNCES],
      ['Visits with Conversions', null, MT_R_CONV_VISITS],
      ['Conversions (Goal idgoal=1)', null, MT_G1_CONV],
      ['Visits with Conversions (Goal idgoal=1)', null, MT_G1_CONV_VISITS],
      ['Revenue (Goal idgoal=1)', null, MT_G1_REVENUE],
      ['Conversions (Goal idgoal=2)', null, MT_G2_CONV],
      ['Visits with Conversions (Goal idgoal=2)', null, MT_G2_CONV_VISITS],
      ['Revenue (Goal idgoal=2)', null, MT_G2_REVENUE],
      ['Conversions', 'conversions', MT_CONV],
      ['Revenue', 'revenue', MT_REVENUE],
      ['Metadata: segment', null, MT_DEVICE_SEGMENT],
      ['Metadata: logo', null, MT_DEVICE_LOGO],
    ],
  },
  {
    name: 'matomo-products-sku-de.csv',
    language: 'de',
    source: `${MT_PRODUCTS} (Product SKU, Goals.getItemsSku), German (de; 11 columns)`,
    tdm: 'product_sales',
    columns: [
      ['Bezeichnung', 'sku', MT_SKUS],
      ['Produkteinnahmen', 'revenue', MT_ITEM_REVENUE],
      ['Menge', 'units_sold', MT_ITEM_QUANTITY],
      ['Eindeutige Käufe', 'orders', MT_ITEM_ORDERS],
      ['Besuche', 'product_page_visits', MT_ITEM_VISITS],
      ['Eindeutige Besucher', null, MT_ITEM_UNIQ],
      ['Aktionen', null, MT_ITEM_ACTIONS],
      ['Durchschnittlicher Preis', 'avg_price', MT_ITEM_AVG_PRICE],
      ['Durchschnittliche Menge', 'avg_units_per_order', MT_ITEM_AVG_QUANTITY],
      ['Produkt Konversationsrate', 'conversion_rate', percent('de', MT_ITEM_CONVERSION)],
      ['Metadaten: segment', null, MT_SKUS.map((s) => `productSku==${urlencode(s)}`)],
    ],
  },
  {
    name: 'matomo-products-name-es.csv',
    language: 'es',
    source: `${MT_PRODUCTS} (Product name, Goals.getItemsName), Spanish (es; 11 columns)`,
    tdm: 'product_sales',
    columns: [
      ['Etiqueta', 'product_name', MT_PRODUCTS_ES],
      ['Ingresos del producto', 'revenue', MT_ITEM_REVENUE],
      ['Cantidad', 'units_sold', MT_ITEM_QUANTITY],
      ['Compras únicas', 'orders', MT_ITEM_ORDERS],
      ['Visitas', 'product_page_visits', MT_ITEM_VISITS],
      ['Visitantes únicos', null, MT_ITEM_UNIQ],
      ['Acciones', null, MT_ITEM_ACTIONS],
      ['Precio promedio', 'avg_price', MT_ITEM_AVG_PRICE],
      ['Cantidad promedio', 'avg_units_per_order', MT_ITEM_AVG_QUANTITY],
      ['Tasa de conversión de producto', 'conversion_rate', percent('es', MT_ITEM_CONVERSION)],
      ['Metadatos: segment', null, MT_PRODUCTS_ES.map((s) => `productName==${urlencode(s)}`)],
    ],
  },
  {
    name: 'matomo-products-category-fr.csv',
    language: 'fr',
    source: `${MT_PRODUCTS} (Product category, Goals.getItemsCategory), French (fr; 11 columns)`,
    tdm: 'product_sales',
    columns: [
      ['Nom', 'category', MT_CATEGORIES_FR],
      ['Recettes du produit', 'revenue', MT_ITEM_REVENUE],
      ['Quantité', 'units_sold', MT_ITEM_QUANTITY],
      ['Achats uniques', 'orders', MT_ITEM_ORDERS],
      ['Visites', 'product_page_visits', MT_ITEM_VISITS],
      ['Visiteurs uniques', null, MT_ITEM_UNIQ],
      ['Actions', null, MT_ITEM_ACTIONS],
      ['Prix moyen', 'avg_price', MT_ITEM_AVG_PRICE],
      ['Quantité moyenne', 'avg_units_per_order', MT_ITEM_AVG_QUANTITY],
      ['Taux de conversion du produit', 'conversion_rate', percent('fr', MT_ITEM_CONVERSION)],
      ['Méta-données: segment', null, MT_CATEGORIES_FR.map((s) => `productCategory==${urlencode(s)}`)],
    ],
  },
  {
    name: 'phplist-campaign-statistics-de.csv',
    language: 'de',
    source: `${PL_CAMPAIGNS}, German (de; 8 columns)`,
    tdm: 'campaign_stats',
    columns: [
      ['Nachricht', 'campaign_name', PL_DE.campaign],
      ['Gesendet am', 'sent_at', PL_DE.date],
      ['Gesendet', 'recipients', PL_DE.sent],
      ['Retouren?', 'bounces', PL_DE.bounces],
      ['Weiterleitungen?', 'forwards', PL_DE.fwds],
      ['Gesehen von unterschiedlichen Nutzern?', 'unique_opens', PL_DE.views],
      ['Klicks gesamt?', 'clicks', PL_DE.clicks],
      ['Unique Clicks?', 'unique_clicks', PL_DE.clickers],
    ],
  },
  {
    name: 'phplist-campaign-statistics-fr.csv',
    language: 'fr',
    source: `${PL_CAMPAIGNS}, French (fr; 8 columns)`,
    tdm: 'campaign_stats',
    columns: [
      ['Campagne', 'campaign_name', PL_FR.campaign],
      ['Date d\'envoi', 'sent_at', PL_FR.date],
      ['Envoyé', 'recipients', PL_FR.sent],
      ['Rejets?', 'bounces', PL_FR.bounces],
      ['Tr.?', 'forwards', PL_FR.fwds],
      ['Vues Uniques?', 'unique_opens', PL_FR.views],
      ['Nombre total de clics?', 'clicks', PL_FR.clicks],
      ['Clics uniques?', 'unique_clicks', PL_FR.clickers],
    ],
  },
  {
    name: 'phplist-campaign-statistics-es.csv',
    language: 'es',
    source: `${PL_CAMPAIGNS}, Spanish (es; 8 columns)`,
    tdm: 'campaign_stats',
    columns: [
      ['Campaña', 'campaign_name', PL_ES.campaign],
      ['Fecha de envío', 'sent_at', PL_ES.date],
      ['Enviado', 'recipients', PL_ES.sent],
      ['rebts?', 'bounces', PL_ES.bounces],
      ['reenvíos?', 'forwards', PL_ES.fwds],
      ['Vistas únicas?', 'unique_opens', PL_ES.views],
      ['Total de clics?', 'clicks', PL_ES.clicks],
      ['Clics únicos?', 'unique_clicks', PL_ES.clickers],
    ],
  },
  {
    name: 'phplist-campaign-statistics-it.csv',
    language: 'it',
    source: `${PL_CAMPAIGNS}, Italian (it; 8 columns)`,
    tdm: 'campaign_stats',
    columns: [
      ['Messaggi', 'campaign_name', PL_IT.campaign],
      ['Data di invio', 'sent_at', PL_IT.date],
      ['Inviato', 'recipients', PL_IT.sent],
      ['respinti?', 'bounces', PL_IT.bounces],
      ['inoltrati?', 'forwards', PL_IT.fwds],
      ['Visti unici?', 'unique_opens', PL_IT.views],
      ['Click totali?', 'clicks', PL_IT.clicks],
      ['Click Unici?', 'unique_clicks', PL_IT.clickers],
    ],
  },
  {
    name: 'phplist-campaign-statistics-nl.csv',
    language: 'nl',
    source: `${PL_CAMPAIGNS}, Dutch (nl; 8 columns)`,
    tdm: 'campaign_stats',
    columns: [
      ['Berichten', 'campaign_name', PL_NL.campaign],
      ['Datum van verzending', 'sent_at', PL_NL.date],
      ['Verzonden', 'recipients', PL_NL.sent],
      ['terug?', 'bounces', PL_NL.bounces],
      ['doorgestuurd?', 'forwards', PL_NL.fwds],
      ['Aantal unieke keren bekeken?', 'unique_opens', PL_NL.views],
      ['Totaal kliks?', 'clicks', PL_NL.clicks],
      ['unieke kliks?', 'unique_clicks', PL_NL.clickers],
    ],
  },
  {
    name: 'phplist-campaign-statistics-pt.csv',
    language: 'pt',
    source: `${PL_CAMPAIGNS}, Portuguese (pt; 8 columns)`,
    tdm: 'campaign_stats',
    columns: [
      ['Campanha', 'campaign_name', PL_PT.campaign],
      ['Data de envio', 'sent_at', PL_PT.date],
      ['Enviada', 'recipients', PL_PT.sent],
      ['erros?', 'bounces', PL_PT.bounces],
      ['Fwds?', 'forwards', PL_PT.fwds],
      ['Exibidas uma vez?', 'unique_opens', PL_PT.views],
      ['Total de cliques?', 'clicks', PL_PT.clicks],
      ['Cliques exclusivos?', 'unique_clicks', PL_PT.clickers],
    ],
  },
  {
    name: 'phplist-subscribers-en.csv',
    language: 'en',
    source: 'phpList 3.6.15, Subscribers → Export (export.php, tab-separated), English (15 columns, no attributes defined)',
    tdm: 'subscribers',
    columns: [
      ['id', 'subscriber_id', PL_IDS],
      ['Email', 'email', 'email'],
      ['Is this subscriber confirmed', 'confirmed', PL_FLAG_CONFIRMED],
      ['Is this subscriber blacklisted', 'blocklisted', PL_FLAG_BLACKLISTED],
      ['Did this subscriber manually confirm', null, PL_FLAG_OPTEDIN],
      ['Number of bounces', 'bounce_count', PL_BOUNCES],
      ['Entered', 'subscribed_at', PL_ENTERED],
      ['Last Modified', 'updated_at', PL_MODIFIED],
      ['Unique ID', null, PL_UNIQIDS],
      ['Send this subscriber HTML emails', 'html_email', PL_HTML],
      ['RSS Frequency', null, PL_RSS],
      ['Is this account disabled?', null, PL_DISABLED],
      ['Additional data', 'custom_fields', PL_EXTRADATA],
      ['Foreign Key', 'external_id', PL_FOREIGN],
      ['List Membership', 'lists', PL_LISTS],
    ],
  },
  {
    name: 'listmonk-subscribers-en.csv',
    language: 'en',
    source: 'listmonk 6.2+ (newsletter and mailing list manager), Subscribers → Export (cmd/subscribers.go, CSV), English (7 columns)',
    tdm: 'subscribers',
    columns: [
      ['uuid', 'subscriber_id', LM_UUIDS],
      ['email', 'email', 'email'],
      ['name', 'full_name', 'full'],
      ['attributes', 'custom_fields', LM_ATTRIBUTES],
      ['status', 'status', LM_STATUS],
      ['created_at', 'subscribed_at', LM_CREATED],
      ['updated_at', 'updated_at', LM_UPDATED],
    ],
  },
];
