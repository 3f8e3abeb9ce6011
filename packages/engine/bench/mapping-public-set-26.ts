/**
 * The twenty-sixth held-out set of the mapping benchmark (`npm run bench:mapping`, docs/mapping.md
 * "Benchmark"), built as a CLEAN set: never used to tune; only its aggregate figures are to be read.
 * Headers that nobody working on Ferry wrote, from six open-source programs none of the other sets
 * use, in three domains the matcher was not tuned for: electric-vehicle charging (the charging
 * sessions a home energy manager and two charge-point management systems export), nutrition (the
 * daily food-diary totals of a calorie counter) and restaurant sales (the orders of a point of sale
 * and the order lines of a restaurant point of sale). Most of it is not English (German, French,
 * Spanish, Italian, Dutch and Portuguese, 14 of its 20 files; 297 columns).
 *
 * How it was built, in this order:
 * 1. Target data models were written first, from scratch, as an energy company running charging for
 *    fleets and homes, a dietitians' coaching platform and a restaurant group importing such files
 *    would write their own (English keys and labels, a description where a label alone would leave
 *    a person guessing, no `alternativeMatches`): charging sessions, nutrition diary days,
 *    restaurant orders (one ticket or check) and order items (one line of a ticket). The programs
 *    had been surveyed before (to find ones whose exports are really translated), so the models'
 *    writer had seen which exports exist, but the models were written from the domain, before any
 *    header was labelled. Some of their columns have no source in any file (a session's peak power
 *    and tariff; a diary day's client, water, meals logged and notes; an order's closing time,
 *    outlet, table, guests, status, payment method, subtotal, discount, tip and notes; an order
 *    item's menu category, modifiers, table, course, kitchen station, void reason and tax rate), as
 *    a company's model has more than one export fills.
 * 2. The headers were taken verbatim from files written by real programs, used by none of the other
 *    sets (every `source` line and header comment of mapping-public-set*.ts checked) nor on the list
 *    of programs the matcher's vocabulary reads (src/mapping/NOTICE.md):
 *    · evcc (solar and EV charging controller, evcc-io/evcc; snapshot of 2026-08-08, commit
 *      b29b49e3056ead3c99ff1f4711b2bb17083114b0). Sessions → download as CSV
 *      (server/http_session_handler.go, `/api/sessions?format=csv&lang=…`): the header is one
 *      caption per field of the Session struct (core/session/session.go, 19 fields, the ID left out
 *      by its `csv:"-"` tag), written by util/export/writer.go writeHeader: the message
 *      `sessions.csv.<field name, lower-cased>` of i18n/<en|de|fr|es|it|nl|pt>.json (loaded by
 *      util/locale/locale.go into a go-i18n bundle whose default is English), and where the
 *      localizer returns an error, the field's `csv` tag. go-i18n v2.6.1 (the version go.mod pins;
 *      read in nicksnyder/go-i18n at tag v2.6.1, i18n/localizer.go) returns the English message
 *      WITH an error when the asked language lacks a key, so a missing translation gives the csv
 *      tag, not the English message: "Added Range (km)" in French, Spanish, Italian, Dutch and
 *      Portuguese, "SoC Start (%)" and "SoC End (%)" in Spanish and Italian; the two reference
 *      columns have no message in any language and are their tags everywhere ("Reference
 *      Price/kWh", "Reference CO2/kWh (gCO2eq)"). Seven files, 19 columns each.
 *    · Open e-Mobility (charge-point management, sap-labs-france/ev-server; snapshot of
 *      2023-08-06, commit 1e44bbe36b03411dde91cd8a978b3ff29b87f31a, version 2.7.9). Sessions →
 *      History → Export (`exported-sessions.csv`): the 21 literal header names of convertToCSV in
 *      src/server/rest/v1/service/TransactionService.ts, untranslated (its i18n files are for
 *      e-mails and messages). English.
 *    · SteVe (OCPP charge-point backend, steve-community/steve; snapshot of 2026-08-21, commit
 *      38b299a149c6e3ff45ebb37dd7897c7d81a5d320, version 3.15.0-SNAPSHOT). Data Management →
 *      Transactions → "Get as CSV" (TransactionQueryForm.returnCSV; TransactionRepositoryImpl
 *      .writeTransactionsCSV, jOOQ's formatCSV, whose header is the selected fields' names, 9
 *      columns; evse_id is the connector column renamed in db/migration/V1_1_4__update.sql). The
 *      UI is English only.
 *    · Waistline (calorie counter and food diary, davidhealey/waistline; snapshot of 2026-08-15,
 *      commit 28f540aa2130d08960bbbc698b107470773d01d2, version 3.11.1). Settings → Import/Export
 *      → Export Diary to CSV (www/activities/settings/js/settings.js writeDiaryToCsvFile,
 *      `;`-separated): the header is `settings.import-export.date`, then for each nutriment the
 *      user shows (Settings → Nutriments; the default shows fat, saturated fat, carbohydrates,
 *      sugars, proteins and salt) and always the energy in the user's unit, its name from
 *      `nutriments.<key>` and ` (` + its unit symbol from `unit-symbols` + `)`, in the app's
 *      nutriment order, then each body statistic shown (Settings → Body Stats; weight by
 *      default) with `statistics.<key>` and its unit, all from www/assets/locales/locale-<lang>.json.
 *      Seven files, one per language, each with a plausible choice of shown nutriments and body
 *      statistics on top of the default (the choice is the user's; every header is the program's
 *      string for it): English with fibre, sodium, cholesterol and waist; German with the energy in
 *      kJ and fibre, sodium, cholesterol, alcohol, waist and body fat; French with fibre, sodium and
 *      body fat; Spanish with fibre, cholesterol, trans fat and waist; Italian with fibre, caffeine
 *      and alcohol; Dutch with fibre, sodium, potassium, calcium, iron and body fat; Portuguese
 *      with fibre, mono- and polyunsaturated fat and hips. The Portuguese catalogue leaves the date
 *      header "Date" and misspells "Açucares" and "monossaturadaa": kept as written.
 *    · NexoPOS (point of sale, Blair2004/NexoPOS; snapshot of 2026-07-24, commit
 *      7eb7393762f5713bc7cb8dead9228e5fbe7581da, version 6.2.1). Orders → list → Export CSV
 *      (app/Http/Controllers/Dashboard/CrudController.php exportCrud: the header row is each
 *      column's label, app/Crud/OrderCrud.php getColumns, 9 `__()` strings, looked up in
 *      lang/<lang>.json). Taken in Italian, Portuguese and English. The German, French and Dutch
 *      catalogues "translate" Code with a leftover machine-translation prompt ("Translate from
 *      English to Deutsch: Hello %s, your order has been shipped! …") and the Spanish one Total
 *      with "Hola, {name}. ¿Cómo estás?": headers no export of a working shop would be read by,
 *      so those four languages were not taken. Its product list (menu items) was read and not
 *      taken: the set has no menu model.
 *    · SambaPOS 3 (restaurant point of sale, emreeren/SambaPOS-3; snapshot of 2014-02-08, commit
 *      26ce3780f2411e2b8305c2d9ac2a067d2dec8b0c). Reports → CSV Builder → Export Sales Data
 *      (Samba.Modules.BasicReports/Reports/CSVBuilder/CsvBuilderViewModel.cs; AsCsv in
 *      Samba.Presentation.Common/ExtensionServices.cs writes the property names of an anonymous
 *      type as the header, 14 columns): not translated, whatever the program's language, so one
 *      English file. Its translated reports are saved as XPS documents, not tables.
 * 3. Each header was labelled with the TDM column a person would map it to, or null when none fits
 *    (decided from the header, the field's meaning in the program and the TDM alone; where a file
 *    has two columns for one target, the one that holds what the target describes, the other null).
 *    The non-obvious decisions:
 *    - evcc: Created / Finished (Startzeit, Hora de início, …) the start and end; the load point
 *      (the wallbox's name) the charge point; Identifier (the RFID tag or vehicle identifier that
 *      identified who charged) the charge card; Mileage the odometer; Meter start / stop the meter
 *      readings; Energy the energy; Duration (a Go duration, "1h12m5s") the duration; Solar the solar
 *      share; Cost (Kosten, Precio, Prezzo, Prijs: the session's price) the cost; Price/kWh the
 *      price per kWh; CO₂/kWh the carbon intensity; the two reference columns (the grid's price and
 *      CO₂ the session is compared with) null.
 *    - Open e-Mobility: id the session ID; chargingStationID the charge point; connectorID the
 *      connector; companyName and siteAreaName null, siteName the site; userID (an internal
 *      object ID) null and user the driver; tagID (the RFID badge's UID) the charge card,
 *      visualTagID (the number printed on the badge) and tagDescription null; timezone null;
 *      startDate and endDate (the day) the start and end, startTime and endTime (the clock time of
 *      that day) null; totalConsumptionkWh the energy; totalDurationMins the duration;
 *      totalInactivityMins the idle time; price the cost; priceUnit the currency.
 *    - SteVe: transaction_pk the session ID; charge_box_id the charge point; evse_id the
 *      connector; id_tag the charge card; user_pk (an internal user number, not a name) null;
 *      start_value and stop_value (the meter readings, in Wh) the meter start and end.
 *    - Waistline: the energy column (Calories, Kilojoule, …) the energy in its unit; Sat Fat the
 *      saturated fat; Carbs the carbohydrates; Weight (Masse in French) the body weight; Waist the
 *      waist; body fat the body-fat percentage; trans fat, mono- and polyunsaturated fat,
 *      potassium, calcium, iron, caffeine and hips null.
 *    - NexoPOS: Code (the order's code, "260312-004") the order number; Type (take away or
 *      delivery; Modelo in Portuguese) the order type; Customer (the customer's first name) the
 *      customer; Delivery (the delivery status) the delivery status; Payment (paid, unpaid, …) the
 *      payment status; Author (the cashier's user name) the server; Created At the order time.
 *    - SambaPOS: DateTime the ordered-at time, Date and Time (the same moment's parts) null;
 *      TicketNumber the ticket number; UserName (who entered the line) the waiter; OrderNumber (the
 *      round of the ticket the line was sent to the kitchen in) null; CalculatePrice (false for a
 *      gift or void) and DecreaseFromInventory null; Name the menu item; Portion the portion;
 *      Price the unit price; Value (price × quantity) the line total; Total (the line's share after
 *      the ticket's discounts and service charges, 0 when not charged) the net amount.
 * 4. Then the set was committed, before the matcher was run on it.
 *
 * Values: 20 per column, sampled from the lists below, written in the style of each export (evcc's
 * times as `2006-01-02 15:04:05`, floats rounded to four digits and written with a dot whatever the
 * language, durations as Go prints them, empty cells for what the vehicle did not report;
 * Open e-Mobility's dates and times as moment formats them, consumption and durations truncated to
 * two decimals; SteVe's timestamps as Joda's ISO strings and meter values in Wh; Waistline's dates
 * and numbers as the device's locale writes them, `toLocaleDateString` with two-digit day and month
 * and decimal commas outside English, body statistics empty on days nothing was measured; NexoPOS's
 * order codes as generateOrderCode builds them, its type, delivery and payment labels as the
 * catalogues translate them — "padre" for "Paid" in Italian included —, money as its
 * CurrencyService formats it, with the symbol after and the space its format leaves; SambaPOS's
 * values as .NET's en-US ToString writes them, decimals with two places, booleans True/False); a
 * free-text or identifier column (names, charge points, identifiers, codes) draws from at least
 * eight distinct values.
 */
import { tdmColumn, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';

const col = tdmColumn;

/** The target data models of this set, written before the headers were labelled. */
export const HELD_OUT_26_TDMS = {
  charging_sessions: [
    col('session_id', 'Session ID', 'string', 'Number or ID of the charging session (transaction)'),
    col('charge_point', 'Charge point', 'string', 'Charging station or wallbox the vehicle charged at'),
    col('connector', 'Connector', 'int', 'Connector (outlet) number on the charging station'),
    col('site', 'Site', 'string', 'Location or car park where the charge point is installed'),
    col('driver', 'Driver', 'string', 'Name of the person who charged'),
    col('card_id', 'Charge card', 'string', 'ID of the RFID card, badge or token that authorised the session'),
    col('vehicle', 'Vehicle', 'string'),
    col('start_time', 'Start', 'datetime', 'When charging began'),
    col('end_time', 'End', 'datetime', 'When the session ended'),
    col('duration_minutes', 'Duration (min)', 'float', 'Length of the session'),
    col('idle_minutes', 'Idle time (min)', 'float', 'Time the vehicle stayed plugged in without charging'),
    col('energy_kwh', 'Energy (kWh)', 'float', 'Energy delivered to the vehicle'),
    col('meter_start', 'Meter start', 'float', 'Meter reading when the session started'),
    col('meter_end', 'Meter end', 'float', 'Meter reading when the session ended'),
    col('odometer_km', 'Odometer (km)', 'float', 'Mileage of the vehicle at the session'),
    col('soc_start', 'Battery at start (%)', 'float', 'State of charge of the battery when charging began'),
    col('soc_end', 'Battery at end (%)', 'float', 'State of charge of the battery when charging ended'),
    col('range_added_km', 'Range added (km)', 'float'),
    col('solar_share', 'Solar share (%)', 'float', 'Share of the energy that came from the site\'s own solar panels'),
    col('cost', 'Cost', 'float', 'Total price of the session'),
    col('price_per_kwh', 'Price per kWh', 'float'),
    col('currency', 'Currency', 'currency_code'),
    col('co2_g_per_kwh', 'CO₂ intensity (g/kWh)', 'float', 'Carbon intensity of the energy charged'),
    col('peak_power_kw', 'Peak power (kW)', 'float', 'Highest charging power reached'),
    col('tariff', 'Tariff', 'string', 'Pricing plan applied to the session'),
  ],
  nutrition_diary: [
    col('date', 'Date', 'date', 'Day the intake was logged for'),
    col('client', 'Client', 'string', 'Person whose diary it is'),
    col('energy_kcal', 'Energy (kcal)', 'float', 'Food energy eaten that day, in kilocalories'),
    col('energy_kj', 'Energy (kJ)', 'float', 'Food energy eaten that day, in kilojoules'),
    col('fat_g', 'Fat (g)', 'float', 'Total fat'),
    col('saturated_fat_g', 'Saturated fat (g)', 'float'),
    col('carbohydrates_g', 'Carbohydrates (g)', 'float'),
    col('sugars_g', 'Sugars (g)', 'float'),
    col('fibre_g', 'Fibre (g)', 'float', 'Dietary fibre'),
    col('protein_g', 'Protein (g)', 'float'),
    col('salt_g', 'Salt (g)', 'float'),
    col('sodium_mg', 'Sodium (mg)', 'float'),
    col('cholesterol_mg', 'Cholesterol (mg)', 'float'),
    col('alcohol_g', 'Alcohol (g)', 'float'),
    col('water_ml', 'Water (ml)', 'float', 'Water drunk'),
    col('meals_logged', 'Meals logged', 'int', 'Number of meals or snacks entered that day'),
    col('body_weight_kg', 'Body weight (kg)', 'float', 'Weight measured that day'),
    col('body_fat_pct', 'Body fat (%)', 'float'),
    col('waist_cm', 'Waist (cm)', 'float', 'Waist circumference'),
    col('notes', 'Notes', 'string'),
  ],
  restaurant_orders: [
    col('order_number', 'Order number', 'string', 'Number or code of the order (ticket, check) in the point of sale'),
    col('opened_at', 'Order time', 'datetime', 'When the order was placed or the ticket opened'),
    col('closed_at', 'Closed', 'datetime', 'When the ticket was settled and closed'),
    col('order_type', 'Order type', 'string', 'Dine-in, takeaway or delivery'),
    col('outlet', 'Outlet', 'string', 'Restaurant or location the order was taken at'),
    col('table', 'Table', 'string'),
    col('guests', 'Guests', 'int', 'Number of covers'),
    col('customer', 'Customer', 'string', 'Customer the order is for (takeaway and delivery)'),
    col('server', 'Server', 'string', 'Waiter or cashier who took the order'),
    col('status', 'Order status', 'string', 'Open, closed, cancelled, …'),
    col('payment_status', 'Payment status', 'string', 'Paid, unpaid, partly paid, refunded, …'),
    col('payment_method', 'Payment method', 'string'),
    col('delivery_status', 'Delivery status', 'string', 'For delivery orders: pending, on the way, delivered'),
    col('subtotal', 'Subtotal', 'float', 'Amount before tax'),
    col('discount', 'Discount', 'float'),
    col('tax', 'Tax', 'float'),
    col('tip', 'Tip', 'float'),
    col('total', 'Total', 'float', 'Amount the guest pays, tax included'),
    col('notes', 'Notes', 'string'),
  ],
  order_items: [
    col('ticket_number', 'Ticket number', 'string', 'Number of the ticket (check) the line is on'),
    col('ordered_at', 'Ordered at', 'datetime', 'When the item was ordered'),
    col('item_name', 'Menu item', 'string'),
    col('portion', 'Portion', 'string', 'Size or portion ordered: small, large, half, glass, bottle, …'),
    col('menu_category', 'Menu category', 'string'),
    col('quantity', 'Quantity', 'float'),
    col('unit_price', 'Unit price', 'float', 'Price of one item, extras included'),
    col('line_total', 'Line total', 'float', 'Quantity × unit price, before discounts'),
    col('net_amount', 'Net amount', 'float', 'What the line adds to sales after its share of the ticket\'s discounts and service charges'),
    col('modifiers', 'Modifiers', 'string', 'Extras and preparation notes (no onions, well done, …)'),
    col('waiter', 'Waiter', 'string', 'Staff member who entered the item'),
    col('table', 'Table', 'string'),
    col('course', 'Course', 'string', 'Starter, main, dessert, …'),
    col('kitchen_station', 'Kitchen station', 'string', 'Where the item is prepared: grill, bar, pizza oven, …'),
    col('void_reason', 'Void reason', 'string', 'Why the item was voided or given free; empty for a normal sale'),
    col('tax_rate', 'Tax rate (%)', 'float'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** One file of this set. */
export type HeldOut26File = PublicSetFile<keyof typeof HELD_OUT_26_TDMS>;

const seq = (prefix: string, n: number, start = 1, step = 7): string[] => Array.from({ length: n }, (_, i) => `${prefix}${start + i * step}`);
const p2 = (n: number): string => String(n).padStart(2, '0');

// evcc: charging sessions (values are written the same in every language; captions differ).
const EVCC_CREATED = ['2026-03-02 18:04:11', '2026-03-03 07:41:56', '2026-03-04 12:15:02', '2026-03-05 19:22:47', '2026-03-07 10:03:30', '2026-03-08 14:48:09', '2026-03-09 21:10:44', '2026-03-11 06:55:18', '2026-03-12 13:37:25', '2026-03-14 09:12:01', '2026-03-15 17:59:33', '2026-03-17 11:26:40'];
const EVCC_FINISHED = ['2026-03-02 21:16:40', '2026-03-03 08:53:02', '2026-03-04 16:17:19', '2026-03-05 23:40:12', '2026-03-07 10:38:42', '2026-03-08 20:58:09', '2026-03-10 04:43:03', '2026-03-11 07:53:21', '2026-03-12 15:36:24', '2026-03-14 11:02:55', '2026-03-15 19:10:08', '2026-03-17 13:48:31'];
const EVCC_ID = ['', '', '04A1B2C3D4E580', '7F3A21C9', 'E34A910C', 'rfid:anna', 'rfid:thomas', '0x3B9AC9FF', '12345678', 'A0B1C2D3', 'guest-card-2'];
const EVCC_VEHICLE = ['', '', 'Tesla Model 3', 'VW ID.3', 'Renault Zoe', 'Hyundai Ioniq 5', 'Skoda Enyaq', 'BMW i3', 'Kia EV6', 'Fiat 500e', 'Polestar 2', 'Peugeot e-208'];
const EVCC_ODOMETER = ['', '', '12450', '23811', '40233', '8120', '56790', '31002', '19876', '67450'];
const EVCC_METER_START = ['', '1523.4521', '1587.12', '2034.87', '812.3', '3310.0542', '945.61', '2710.4', '1802.2291', '4120.9'];
const EVCC_METER_STOP = ['', '1530.6862', '1598.17', '2058.7412', '816.4', '3345.2542', '964.244', '2711.0', '1854.3436', '4135.1'];
const EVCC_ENERGY = ['7.2341', '11.05', '23.8712', '4.1', '35.2', '18.634', '0.512', '52.1145', '9.87', '14.2'];
const EVCC_DURATION = ['1h12m5s', '2h45m31.5s', '4h2m17s', '35m12s', '6h10m0s', '3h1m44.208s', '58m3s', '7h33m19s', '1h59m59s', '12m40s'];
const EVCC_SOC_START = ['', '', '23', '41', '12', '55', '30', '67', '18', '8'];
const EVCC_SOC_END = ['', '', '80', '100', '90', '80', '85', '95', '70', '80'];
const EVCC_RANGE = ['', '', '45', '120', '210', '33', '95', '160', '74', '280'];
const EVCC_SOLAR = ['0', '100', '63.2145', '87.5', '12.03', '45', '99.1', '0', '71.8832', '28.4'];
const EVCC_PRICE = ['2.1703', '3.315', '0.812', '7.1614', '1.23', '10.56', '5.5903', '0.2', '4.02', '15.63'];
const EVCC_PRICE_KWH = ['0.3', '0.2987', '0.1352', '0.3451', '0.0821', '0.2104', '0.32', '0.1775', '0.2899', '0.3'];
const EVCC_CO2 = ['', '312.4', '289.0143', '154.2', '401.87', '356', '98.5', '201.33', '275.9', '330.1'];
const EVCC_REF_PRICE = ['0.32', '0.32', '0.3451', '0.31', '0.3212', '0.3', '0.33', '0.2987', '0.35', '0.34'];
const EVCC_REF_CO2 = ['380', '412.5', '395.2', '401', '366.8', '420', '388.4', '376.1'];
const EVCC_LP_EN = ['Garage', 'Driveway', 'Office wallbox', 'Bay 1', 'Bay 2', 'Car park level -1', 'Yard', 'Workshop', 'Visitor bay'];
const EVCC_LP_DE = ['Garage', 'Carport', 'Wallbox Büro', 'Stellplatz 1', 'Stellplatz 2', 'Tiefgarage P3', 'Hof', 'Werkstatt', 'Besucherparkplatz'];
const EVCC_LP_FR = ['Garage', 'Carport', 'Borne bureau', 'Place 1', 'Place 2', 'Parking sous-sol', 'Cour', 'Atelier', 'Place visiteurs'];
const EVCC_LP_ES = ['Garaje', 'Cochera', 'Cargador oficina', 'Plaza 1', 'Plaza 2', 'Parking sótano', 'Patio', 'Taller', 'Plaza visitas'];
const EVCC_LP_IT = ['Garage', 'Tettoia', 'Wallbox ufficio', 'Posto 1', 'Posto 2', 'Autorimessa -1', 'Cortile', 'Officina', 'Posto ospiti'];
const EVCC_LP_NL = ['Garage', 'Carport', 'Laadpaal kantoor', 'Parkeerplaats 1', 'Parkeerplaats 2', 'Parkeergarage -1', 'Oprit', 'Werkplaats', 'Bezoekersplek'];
const EVCC_LP_PT = ['Garagem', 'Telheiro', 'Wallbox escritório', 'Lugar 1', 'Lugar 2', 'Cave -1', 'Pátio', 'Oficina', 'Lugar visitas'];

// Open e-Mobility: sessions history export.
const OEM_IDS = seq('', 20, 48213, 17);
const OEM_CS = ['SAP-Mougins-01', 'SAP-Mougins-02', 'SAP-Caen-07', 'ACME-HQ-CS1', 'ACME-HQ-CS2', 'Depot-Lyon-A', 'Depot-Lyon-B', 'PR-Nord-03', 'CS-Schneider-12', 'ABB-Terra-54'];
const OEM_CONNECTOR = ['1', '1', '2', '1', '2', '3'];
const OEM_COMPANY = ['ACME Mobility', 'SAP Labs France', 'Ville de Lyon', 'Transports Martin', 'Green Fleet SAS', 'Hôtel du Parc', 'Clinique Saint-Jean', 'Sophia Park Services'];
const OEM_SITE = ['Mougins Campus', 'Caen Office', 'HQ Paris', 'Lyon Depot', 'P+R Nord', 'Hôtel du Parc', 'Sophia Antipolis', 'Clinique Saint-Jean', 'Nice Airport P5'];
const OEM_AREA = ['Parking A', 'Parking B', 'Level -1', 'Level -2', 'Visitors', 'Fleet', 'Rooftop', 'Building 3'];
const OEM_USER_ID = ['5be7fb271014d90008992f06', '5ce249a2372f0b1c8caf9294', '60a3f1e2b9c4d21a8f7e6c55', '61b2c3d4e5f6a7b8c9d0e1f2', '5f8e7d6c5b4a39281706f5e4', '62a1b2c3d4e5f60718293a4b', '5d9c8b7a6f5e4d3c2b1a0f9e', '63c4d5e6f708192a3b4c5d6e', ''];
const OEM_USER = ['Jean DUPONT', 'Marie MARTIN', 'Lukas WEBER', 'Sofia ROSSI', 'Pieter DE VRIES', 'Ana COSTA', 'Thomas LEROY', 'Camille BERNARD', 'UNKNOWN', '-'];
const OEM_TAG = ['04A2B3C4D5E680', '0489F1A2B3C480', '04C1D2E3F4A580', 'B7E4C2A1', 'DE81AA09', '04117A2B3C4D80', '3F6E2D9A', '04D4E5F6A7B880', 'A1F09C33'];
const OEM_VISUAL = ['1c9a6c0e-3b7f-4a21-9d7e-2f5b8a1c4e63', '7d2e4f10-8a3b-4c5d-9e6f-0a1b2c3d4e5f', 'a4b5c6d7-e8f9-4011-8223-344556677889', '0f1e2d3c-4b5a-4968-8776-655443322110', 'BADGE-0012', 'BADGE-0047', 'FLEET-12', 'c3d2e1f0-a9b8-4c7d-8e6f-5a4b3c2d1e0f', 'VISITOR-3'];
const OEM_TAG_DESC = ['', '', 'Badge Jean Dupont', 'Fleet card 12', 'Carte visiteur', 'Badge Marie', 'Pool car key fob', 'RFID Lukas', 'Spare badge', 'Carte parking'];
const OEM_TZ = ['Europe/Paris', 'Europe/Paris', 'Europe/Paris', 'Europe/Berlin', 'N/A (UTC by default)'];
const OEM_START_DATE = ['2023-06-01', '2023-06-02', '2023-06-05', '2023-06-06', '2023-06-07', '2023-06-09', '2023-06-12', '2023-06-13', '2023-06-15', '2023-06-19'];
const OEM_START_TIME = ['07:58:41', '08:14:05', '08:31:27', '09:02:50', '11:45:13', '12:20:09', '13:05:44', '17:32:18', '19:48:02', '22:10:36'];
const OEM_END_DATE = ['2023-06-01', '2023-06-02', '2023-06-05', '2023-06-06', '2023-06-07', '2023-06-10', '2023-06-12', '2023-06-13', '2023-06-16', '2023-06-19'];
const OEM_END_TIME = ['10:12:03', '11:40:55', '16:02:31', '09:48:20', '13:01:07', '07:15:42', '18:40:00', '19:02:11', '06:58:30', '23:31:19'];
const OEM_KWH = ['23.45', '7.8', '41.12', '0', '15.5', '55.03', '3.21', '28.9', '12.66', '36.4'];
const OEM_DURATION = ['184.5', '62.33', '420', '15.02', '95.75', '510.4', '33.1', '240', '128.66', '301.2'];
const OEM_INACTIVITY = ['0', '35.2', '12.5', '0', '180.33', '5.1', '62', '0', '240.75', '18.4'];
const OEM_PRICE = ['6.21', '2.07', '10.9', '0', '4.11', '14.58', '0.85', '7.66', '3.35', '9.65'];
const OEM_PRICE_UNIT = ['EUR', 'EUR', 'EUR', 'EUR', 'CHF'];

// SteVe: transactions "Get as CSV".
const STEVE_PK = seq('', 20, 1201, 3);
const STEVE_CB = ['CP-LAB-01', 'CP-LAB-02', 'EVB-P1-0042', 'wallbox-garage', 'ABB-TAC-7731', 'KEBA-P30-1', 'DEPOT-NORTH-03', 'HQ-PARK-12', 'CP-TEST-99'];
const STEVE_EVSE = ['1', '1', '2', '1', '2'];
const STEVE_TAG = ['A1B2C3D4', '04E3F2A1B2C380', 'DE81AA09', 'FREEVEND', 'TAG-0042', '3F6E2D9A', '0489F1A2B3C480', 'B7E4C2A1', 'CARD-1177'];
const STEVE_USER = ['', '', '1', '2', '3', '5', '8', '13', '21', '34'];
const STEVE_START_TS = ['2026-03-02T07:58:41.000+01:00', '2026-03-02T18:14:05.000+01:00', '2026-03-03T08:31:27.000+01:00', '2026-03-04T12:02:50.000+01:00', '2026-03-05T06:45:13.000+01:00', '2026-03-06T17:20:09.000+01:00', '2026-03-09T09:05:44.000+01:00', '2026-03-10T22:32:18.000+01:00', '2026-03-12T13:48:02.000+01:00', '2026-03-13T19:10:36.000+01:00'];
const STEVE_STOP_TS = ['', '2026-03-02T10:12:03.000+01:00', '2026-03-02T21:40:55.000+01:00', '2026-03-03T16:02:31.000+01:00', '2026-03-04T12:48:20.000+01:00', '2026-03-05T09:01:07.000+01:00', '2026-03-07T07:15:42.000+01:00', '2026-03-09T18:40:00.000+01:00', '2026-03-11T06:02:11.000+01:00', '2026-03-12T15:58:30.000+01:00'];
const STEVE_START_VAL = ['1523400', '1601250', '88120', '0', '2410987', '733004', '1045522', '356790', '1899001', '45210'];
const STEVE_STOP_VAL = ['', '1546850', '1609050', '129240', '2426487', '788034', '1048732', '385690', '1911661', '81610'];

// Waistline: diary export, one line per day; dates and numbers in the device's locale.
const DAYS = Array.from({ length: 12 }, (_, i) => Date.UTC(2026, 2, 1 + i));
const wlDates = (locale: string): string[] => DAYS.map((t) => new Date(t).toLocaleDateString(locale, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }));
const wlNums = (locale: string, values: Array<number | null>): string[] => values.map((v) => (v === null ? '' : (Math.round(v * 100) / 100).toLocaleString(locale, { useGrouping: false })));
const KCAL = [1843, 2210.5, 1675, 2432, 1988.25, 1520, 2105, 2760.4, 1932, 2288, 1710.6, 2050];
const KJ = [7711.31, 9248.73, 7008.2, 10175.49, 8318.84, 6359.68, 8807.32, 11549.51, 8083.49, 9572.99, 7157.15, 8577.2];
const FAT = [62.4, 88.15, 51, 97.3, 70.8, 45.2, 74, 112.6, 66.35, 81.9, 58.7, 69];
const SAT = [21.3, 33.8, 17.45, 38.1, 24.6, 14.9, 27.2, 45.05, 22.8, 30.4, 19.6, 25.1];
const CARB = [221.5, 254.3, 198, 286.9, 240.2, 176.4, 231, 301.75, 225.6, 262.1, 205.3, 244.8];
const SUGAR = [68.2, 91.4, 55.7, 102.35, 77.1, 49.8, 63, 118.2, 71.45, 84.9, 60.3, 75.6];
const FIBRE = [24.1, 18.6, 31.25, 15.9, 27.4, 22, 19.85, 13.2, 29.6, 21.3, 26.8, 17.4];
const PROTEIN = [84.3, 97.6, 72.15, 110.4, 88, 65.7, 92.9, 121.3, 80.45, 101.2, 76.8, 90.1];
const SALT = [6.2, 8.45, 5.1, 9.8, 7.05, 4.6, 6.9, 11.2, 5.85, 7.7, 5.4, 6.6];
const SODIUM = [2480, 3380, 2040, 3920, 2820, 1840, 2760, 4480, 2340, 3080, 2160, 2640];
const CHOLESTEROL = [212.5, 305, 180.2, 356.8, 240, 150.4, 268.9, 410.3, 198.6, 287, 175.5, 230];
const ALCOHOL = [0, 0, 14.2, 0, 28.6, 0, 9.5, 42.1, 0, 12.8, 0, 19.3];
const CAFFEINE = [95, 190, 285, 140, 380, 0, 210, 95, 320, 160, 240, 65];
const TRANS = [0.4, 1.2, 0, 2.05, 0.6, 0.1, 0.9, 3.1, 0.3, 1.5, 0, 0.7];
const MONO = [24.8, 35.2, 19.6, 38.9, 27.3, 17.1, 29.4, 44.7, 25.55, 32.6, 22.9, 27.8];
const POLY = [11.2, 14.9, 9.35, 17.4, 12.6, 8.8, 13.7, 19.9, 10.45, 15.1, 10.2, 12.3];
const POTASSIUM = [3120, 2780.5, 3560, 2410, 3305, 2950, 2640, 3890, 3010, 2875, 3440, 2560];
const CALCIUM = [845, 1012.5, 690, 1180, 920, 610, 975, 1320, 780, 1055, 720, 890];
const IRON = [11.2, 14.6, 9.85, 16.3, 12.4, 8.9, 13.1, 18.7, 10.6, 15.2, 9.4, 12.8];
const WEIGHT = [null, null, null, 82.4, 82.1, 81.95, 81.7, 81.8, 81.35, 81.2, null, 80.9];
const WAIST = [null, null, null, null, null, 94, 93.5, 93, null, 92.5, null, null];
const BODY_FAT = [null, null, null, null, 24.6, 24.3, 24.1, null, null, 23.8, null, 23.5];
const HIPS = [null, null, null, null, null, null, 104, 103.5, null, 103, null, null];

// NexoPOS: orders list export.
const NP_CODES = ['260302-001', '260302-002', '260302-003', '260303-001', '260303-002', '260305-004', '260306-001', '260306-007', '260307-012', '260308-003', '260309-002', '260310-005'];
const NP_CREATED = ['2026-03-02 12:14:05', '2026-03-02 12:31:48', '2026-03-02 19:05:12', '2026-03-03 13:02:40', '2026-03-03 20:18:33', '2026-03-05 19:44:01', '2026-03-06 12:09:27', '2026-03-06 21:15:50', '2026-03-07 20:36:14', '2026-03-08 13:21:08', '2026-03-09 19:58:42', '2026-03-10 12:47:19'];
const eur = (values: number[]): string[] => values.map((v) => ` ${v.toFixed(2).replace('.', ',')} €`);
const NP_TOTALS = [24.5, 38, 12.9, 56.4, 18.5, 31.2, 9.8, 72.6, 44.1, 15, 27.3, 63.9];
const NP_TAXES_IT = eur(NP_TOTALS.map((v) => Math.round((v / 1.1) * 0.1 * 100) / 100));
const NP_TAXES_PT = eur(NP_TOTALS.map((v) => Math.round((v / 1.13) * 0.13 * 100) / 100));
const NP_TOTAL_EUR = eur(NP_TOTALS);
const NP_TAX_EN = NP_TOTALS.map((v) => `$ ${(Math.round((v / 1.08) * 0.08 * 100) / 100).toFixed(2)} `);
const NP_TOTAL_EN = NP_TOTALS.map((v) => `$ ${v.toFixed(2)} `);
const NP_TYPE_IT = ['porta via', 'porta via', 'porta via', 'consegna'];
const NP_TYPE_PT = ['Remover', 'Remover', 'Remover', 'Entrega'];
const NP_TYPE_EN = ['Take Away', 'Take Away', 'Take Away', 'Delivery'];
const NP_CUSTOMER_IT = ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo', 'Elena'];
const NP_CUSTOMER_PT = ['João', 'Maria', 'Pedro', 'Ana', 'Rui', 'Inês', 'Tiago', 'Beatriz', 'Miguel'];
const NP_CUSTOMER_EN = ['James', 'Olivia', 'Harry', 'Amelia', 'Jack', 'Isla', 'George', 'Emily', 'Oscar'];
const NP_DELIVERY_IT = ['Non disponibile', 'Non disponibile', 'Non disponibile', 'In attesa di', 'In corso', 'Consegnato'];
const NP_DELIVERY_PT = ['Não disponível', 'Não disponível', 'Não disponível', 'Pendente', 'Em andamento', 'Entregue'];
const NP_DELIVERY_EN = ['Not Available', 'Not Available', 'Not Available', 'Pending', 'Ongoing', 'Delivered'];
const NP_PAYMENT_IT = ['padre', 'padre', 'padre', 'padre', 'non pagato', 'Parzialmente pagato', 'Rimborsato', 'annullato'];
const NP_PAYMENT_PT = ['Pago', 'Pago', 'Pago', 'Pago', 'Não pago', 'Parcialmente pago', 'Devolveu', 'Anulado'];
const NP_PAYMENT_EN = ['Paid', 'Paid', 'Paid', 'Paid', 'Unpaid', 'Partially Paid', 'Refunded', 'Voided'];
const NP_AUTHOR_IT = ['admin', 'cassa1', 'cassa2', 'giulia.r', 'marco.b', 'turno.sera', 'manager', 'luca.p'];
const NP_AUTHOR_PT = ['admin', 'caixa1', 'caixa2', 'joana.s', 'rui.m', 'turno.noite', 'gerente', 'tiago.f'];
const NP_AUTHOR_EN = ['admin', 'till1', 'till2', 'sarah.k', 'tom.h', 'evening.shift', 'manager', 'dan.w'];

// SambaPOS: CSV Builder "Export Sales Data", en-US.
type Moment = [m: number, d: number, h: number, i: number, s: number];
const SP_MOMENTS: Moment[] = [[3, 2, 12, 14, 5], [3, 2, 12, 31, 48], [3, 2, 19, 5, 12], [3, 3, 13, 2, 40], [3, 3, 20, 18, 33], [3, 5, 19, 44, 1], [3, 6, 12, 9, 27], [3, 6, 21, 15, 50], [3, 7, 20, 36, 14], [3, 8, 13, 21, 8], [3, 9, 19, 58, 42], [3, 10, 12, 47, 19]];
const h12 = (h: number): string => `${h % 12 === 0 ? 12 : h % 12}`;
const ampm = (h: number): string => (h < 12 ? 'AM' : 'PM');
const SP_DATETIME = SP_MOMENTS.map(([m, d, h, i, s]) => `${m}/${d}/2025 ${h12(h)}:${p2(i)}:${p2(s)} ${ampm(h)}`);
const SP_DATE = SP_MOMENTS.map(([m, d]) => `${m}/${d}/2025`);
const SP_TIME = SP_MOMENTS.map(([, , h, i]) => `${h12(h)}:${p2(i)} ${ampm(h)}`);
const SP_TICKET = seq('', 20, 1024, 3);
const SP_USER = ['Administrator', 'Maria', 'John', 'Kevin', 'Sarah', 'Tom', 'Lucy', 'Daniel', 'Emma'];
const SP_ORDER_NO = ['1', '1', '1', '1', '2', '2', '2', '3', '3', '4'];
const SP_CALCULATE = ['True', 'True', 'True', 'True', 'True', 'True', 'False'];
const SP_DECREASE = ['True', 'True', 'True', 'True', 'True', 'False'];
const SP_NAME = ['Hamburger', 'Cheeseburger', 'French Fries', 'Caesar Salad', 'Margherita Pizza', 'Coca-Cola', 'Espresso', 'Chicken Wings', 'Grilled Salmon', 'Tiramisu', 'House Red Wine', 'Draft Beer'];
const SP_PORTION = ['Normal', 'Normal', 'Normal', 'Large', 'Small', 'Medium', 'Double', 'Half', 'Glass', 'Bottle', 'Pint'];
const SP_QTY = ['1.00', '1.00', '1.00', '1.00', '2.00', '2.00', '3.00', '4.00', '0.50'];
const SP_PRICE = ['8.50', '9.50', '3.50', '7.90', '11.00', '2.50', '2.20', '6.90', '16.50', '5.50', '4.80', '3.90'];
const SP_VALUE = ['8.50', '19.00', '3.50', '15.80', '11.00', '7.50', '2.20', '27.60', '16.50', '5.50', '9.60', '3.90'];
const SP_TOTAL = ['8.50', '17.10', '3.50', '14.22', '11.00', '6.75', '0', '27.60', '14.85', '5.50', '9.60', '0'];

const EVCC = 'evcc (solar and EV charging controller), Sessions → download as CSV';
const OEM = 'Open e-Mobility 2.7.9 (charge-point management), Sessions → History → Export (CSV)';
const STEVE = 'SteVe 3.15 (OCPP charge-point backend), Transactions → Get as CSV';
const WAISTLINE = 'Waistline 3.11.1 (calorie counter), Settings → Import/Export → Export Diary to CSV';
const NEXOPOS = 'NexoPOS 6.2.1 (point of sale), Orders → Export CSV';
const SAMBAPOS = 'SambaPOS 3 (restaurant point of sale), Reports → CSV Builder → Export Sales Data';

/** The files of this set: headers verbatim, each labelled with a key of its TDM or null. */
export const HELD_OUT_26_FILES: HeldOut26File[] = [
  {
    name: 'evcc-sessions-de.csv',
    language: 'de',
    source: `${EVCC}, German (de; 19 columns)`,
    tdm: 'charging_sessions',
    columns: [
      ['Startzeit', 'start_time', EVCC_CREATED],
      ['Endzeit', 'end_time', EVCC_FINISHED],
      ['Ladepunkt', 'charge_point', EVCC_LP_DE],
      ['Kennung', 'card_id', EVCC_ID],
      ['Fahrzeug', 'vehicle', EVCC_VEHICLE],
      ['Kilometerstand (km)', 'odometer_km', EVCC_ODOMETER],
      ['Anfangszählerstand (kWh)', 'meter_start', EVCC_METER_START],
      ['Endzählerstand (kWh)', 'meter_end', EVCC_METER_STOP],
      ['Energie (kWh)', 'energy_kwh', EVCC_ENERGY],
      ['Ladedauer', 'duration_minutes', EVCC_DURATION],
      ['Ladestand Start (%)', 'soc_start', EVCC_SOC_START],
      ['Ladestand Ende (%)', 'soc_end', EVCC_SOC_END],
      ['Geladene Reichweite (km)', 'range_added_km', EVCC_RANGE],
      ['Sonne (%)', 'solar_share', EVCC_SOLAR],
      ['Kosten', 'cost', EVCC_PRICE],
      ['Preis/kWh', 'price_per_kwh', EVCC_PRICE_KWH],
      ['CO₂/kWh', 'co2_g_per_kwh', EVCC_CO2],
      ['Reference Price/kWh', null, EVCC_REF_PRICE],
      ['Reference CO2/kWh (gCO2eq)', null, EVCC_REF_CO2],
    ],
  },
  {
    name: 'evcc-sessions-fr.csv',
    language: 'fr',
    source: `${EVCC}, French (fr; 19 columns)`,
    tdm: 'charging_sessions',
    columns: [
      ['Créé', 'start_time', EVCC_CREATED],
      ['Terminé', 'end_time', EVCC_FINISHED],
      ['Point de charge', 'charge_point', EVCC_LP_FR],
      ['Identifiant', 'card_id', EVCC_ID],
      ['Véhicule', 'vehicle', EVCC_VEHICLE],
      ['Kilométrage (km)', 'odometer_km', EVCC_ODOMETER],
      ['Début de Compteur (kWh)', 'meter_start', EVCC_METER_START],
      ['Fin de Compteur (kWh)', 'meter_end', EVCC_METER_STOP],
      ['Énergie (kWh)', 'energy_kwh', EVCC_ENERGY],
      ['Durée', 'duration_minutes', EVCC_DURATION],
      ['EdC début (%)', 'soc_start', EVCC_SOC_START],
      ['EdC de fin (%)', 'soc_end', EVCC_SOC_END],
      ['Added Range (km)', 'range_added_km', EVCC_RANGE],
      ['Solaire (%)', 'solar_share', EVCC_SOLAR],
      ['Coût', 'cost', EVCC_PRICE],
      ['Prix/kWh', 'price_per_kwh', EVCC_PRICE_KWH],
      ['CO₂/kWh', 'co2_g_per_kwh', EVCC_CO2],
      ['Reference Price/kWh', null, EVCC_REF_PRICE],
      ['Reference CO2/kWh (gCO2eq)', null, EVCC_REF_CO2],
    ],
  },
  {
    name: 'evcc-sessions-es.csv',
    language: 'es',
    source: `${EVCC}, Spanish (es; 19 columns)`,
    tdm: 'charging_sessions',
    columns: [
      ['Hora de inicio', 'start_time', EVCC_CREATED],
      ['Terminado', 'end_time', EVCC_FINISHED],
      ['Punto de carga', 'charge_point', EVCC_LP_ES],
      ['Identificador', 'card_id', EVCC_ID],
      ['Vehículo', 'vehicle', EVCC_VEHICLE],
      ['Kilometraje (km)', 'odometer_km', EVCC_ODOMETER],
      ['Inicio de metro (kWh)', 'meter_start', EVCC_METER_START],
      ['Parón de metro (kWh)', 'meter_end', EVCC_METER_STOP],
      ['Energía (kWh)', 'energy_kwh', EVCC_ENERGY],
      ['«Duración»', 'duration_minutes', EVCC_DURATION],
      ['SoC Start (%)', 'soc_start', EVCC_SOC_START],
      ['SoC End (%)', 'soc_end', EVCC_SOC_END],
      ['Added Range (km)', 'range_added_km', EVCC_RANGE],
      ['Solar (%)', 'solar_share', EVCC_SOLAR],
      ['Precio', 'cost', EVCC_PRICE],
      ['Precio/kWh', 'price_per_kwh', EVCC_PRICE_KWH],
      ['CO₂/kWh', 'co2_g_per_kwh', EVCC_CO2],
      ['Reference Price/kWh', null, EVCC_REF_PRICE],
      ['Reference CO2/kWh (gCO2eq)', null, EVCC_REF_CO2],
    ],
  },
  {
    name: 'evcc-sessions-it.csv',
    language: 'it',
    source: `${EVCC}, Italian (it; 19 columns)`,
    tdm: 'charging_sessions',
    columns: [
      ['Creato', 'start_time', EVCC_CREATED],
      ['Finito', 'end_time', EVCC_FINISHED],
      ['Punto di ricarica', 'charge_point', EVCC_LP_IT],
      ['Identificativo', 'card_id', EVCC_ID],
      ['Veicolo', 'vehicle', EVCC_VEHICLE],
      ['Chilometraggio (km)', 'odometer_km', EVCC_ODOMETER],
      ['Inizio contatore (kWh)', 'meter_start', EVCC_METER_START],
      ['Ferma contatore (kWh)', 'meter_end', EVCC_METER_STOP],
      ['Energia (kWh)', 'energy_kwh', EVCC_ENERGY],
      ['Durata', 'duration_minutes', EVCC_DURATION],
      ['SoC Start (%)', 'soc_start', EVCC_SOC_START],
      ['SoC End (%)', 'soc_end', EVCC_SOC_END],
      ['Added Range (km)', 'range_added_km', EVCC_RANGE],
      ['Solare (%)', 'solar_share', EVCC_SOLAR],
      ['Prezzo', 'cost', EVCC_PRICE],
      ['Prezzo/kWh', 'price_per_kwh', EVCC_PRICE_KWH],
      ['CO₂/kWh', 'co2_g_per_kwh', EVCC_CO2],
      ['Reference Price/kWh', null, EVCC_REF_PRICE],
      ['Reference CO2/kWh (gCO2eq)', null, EVCC_REF_CO2],
    ],
  },
  {
    name: 'evcc-sessions-nl.csv',
    language: 'nl',
    source: `${EVCC}, Dutch (nl; 19 columns)`,
    tdm: 'charging_sessions',
    columns: [
      ['Aangemaakt', 'start_time', EVCC_CREATED],
      ['Beëindigd', 'end_time', EVCC_FINISHED],
      ['Oplaadpunt', 'charge_point', EVCC_LP_NL],
      ['Identificatie', 'card_id', EVCC_ID],
      ['Voertuig', 'vehicle', EVCC_VEHICLE],
      ['Kilometerstand (km)', 'odometer_km', EVCC_ODOMETER],
      ['Beginwaarde meter (kWh)', 'meter_start', EVCC_METER_START],
      ['Eindwaarde meter (kWh)', 'meter_end', EVCC_METER_STOP],
      ['Energie (kWh)', 'energy_kwh', EVCC_ENERGY],
      ['Duur', 'duration_minutes', EVCC_DURATION],
      ['SoC start (%)', 'soc_start', EVCC_SOC_START],
      ['SoC eind (%)', 'soc_end', EVCC_SOC_END],
      ['Added Range (km)', 'range_added_km', EVCC_RANGE],
      ['Zonne-energie (%)', 'solar_share', EVCC_SOLAR],
      ['Prijs', 'cost', EVCC_PRICE],
      ['Prijs/kWh', 'price_per_kwh', EVCC_PRICE_KWH],
      ['CO₂/kWh', 'co2_g_per_kwh', EVCC_CO2],
      ['Reference Price/kWh', null, EVCC_REF_PRICE],
      ['Reference CO2/kWh (gCO2eq)', null, EVCC_REF_CO2],
    ],
  },
  {
    name: 'evcc-sessions-pt.csv',
    language: 'pt',
    source: `${EVCC}, Portuguese (pt; 19 columns)`,
    tdm: 'charging_sessions',
    columns: [
      ['Hora de início', 'start_time', EVCC_CREATED],
      ['Hora final', 'end_time', EVCC_FINISHED],
      ['Posto de Carregamento', 'charge_point', EVCC_LP_PT],
      ['Identificador', 'card_id', EVCC_ID],
      ['Veículo', 'vehicle', EVCC_VEHICLE],
      ['Quilometragem (km)', 'odometer_km', EVCC_ODOMETER],
      ['Início do Contador (kWh)', 'meter_start', EVCC_METER_START],
      ['Contagem final (kWh)', 'meter_end', EVCC_METER_STOP],
      ['Energia (kWh)', 'energy_kwh', EVCC_ENERGY],
      ['Duração', 'duration_minutes', EVCC_DURATION],
      ['SoC inicial (%)', 'soc_start', EVCC_SOC_START],
      ['SoC final (%)', 'soc_end', EVCC_SOC_END],
      ['Added Range (km)', 'range_added_km', EVCC_RANGE],
      ['Solar (%)', 'solar_share', EVCC_SOLAR],
      ['Custo', 'cost', EVCC_PRICE],
      ['Preço/kWh', 'price_per_kwh', EVCC_PRICE_KWH],
      ['CO₂/kWh', 'co2_g_per_kwh', EVCC_CO2],
      ['Reference Price/kWh', null, EVCC_REF_PRICE],
      ['Reference CO2/kWh (gCO2eq)', null, EVCC_REF_CO2],
    ],
  },
  {
    name: 'evcc-sessions-en.csv',
    language: 'en',
    source: `${EVCC}, English (en; 19 columns)`,
    tdm: 'charging_sessions',
    columns: [
      ['Created', 'start_time', EVCC_CREATED],
      ['Finished', 'end_time', EVCC_FINISHED],
      ['Charging point', 'charge_point', EVCC_LP_EN],
      ['Identifier', 'card_id', EVCC_ID],
      ['Vehicle', 'vehicle', EVCC_VEHICLE],
      ['Mileage (km)', 'odometer_km', EVCC_ODOMETER],
      ['Meter start (kWh)', 'meter_start', EVCC_METER_START],
      ['Meter stop (kWh)', 'meter_end', EVCC_METER_STOP],
      ['Energy (kWh)', 'energy_kwh', EVCC_ENERGY],
      ['Duration', 'duration_minutes', EVCC_DURATION],
      ['SoC start (%)', 'soc_start', EVCC_SOC_START],
      ['SoC end (%)', 'soc_end', EVCC_SOC_END],
      ['Added range (km)', 'range_added_km', EVCC_RANGE],
      ['Solar (%)', 'solar_share', EVCC_SOLAR],
      ['Cost', 'cost', EVCC_PRICE],
      ['Price/kWh', 'price_per_kwh', EVCC_PRICE_KWH],
      ['CO₂/kWh', 'co2_g_per_kwh', EVCC_CO2],
      ['Reference Price/kWh', null, EVCC_REF_PRICE],
      ['Reference CO2/kWh (gCO2eq)', null, EVCC_REF_CO2],
    ],
  },
  {
    name: 'open-e-mobility-sessions-en.csv',
    language: 'en',
    source: `${OEM}, English (21 columns)`,
    tdm: 'charging_sessions',
    columns: [
      ['id', 'session_id', OEM_IDS],
      ['chargingStationID', 'charge_point', OEM_CS],
      ['connectorID', 'connector', OEM_CONNECTOR],
      ['companyName', null, OEM_COMPANY],
      ['siteName', 'site', OEM_SITE],
      ['siteAreaName', null, OEM_AREA],
      ['userID', null, OEM_USER_ID],
      ['user', 'driver', OEM_USER],
      ['tagID', 'card_id', OEM_TAG],
      ['visualTagID', null, OEM_VISUAL],
      ['tagDescription', null, OEM_TAG_DESC],
      ['timezone', null, OEM_TZ],
      ['startDate', 'start_time', OEM_START_DATE],
      ['startTime', null, OEM_START_TIME],
      ['endDate', 'end_time', OEM_END_DATE],
      ['endTime', null, OEM_END_TIME],
      ['totalConsumptionkWh', 'energy_kwh', OEM_KWH],
      ['totalDurationMins', 'duration_minutes', OEM_DURATION],
      ['totalInactivityMins', 'idle_minutes', OEM_INACTIVITY],
      ['price', 'cost', OEM_PRICE],
      ['priceUnit', 'currency', OEM_PRICE_UNIT],
    ],
  },
  {
    name: 'steve-transactions-en.csv',
    language: 'en',
    source: `${STEVE}, English (9 columns)`,
    tdm: 'charging_sessions',
    columns: [
      ['transaction_pk', 'session_id', STEVE_PK],
      ['charge_box_id', 'charge_point', STEVE_CB],
      ['evse_id', 'connector', STEVE_EVSE],
      ['id_tag', 'card_id', STEVE_TAG],
      ['user_pk', null, STEVE_USER],
      ['start_timestamp', 'start_time', STEVE_START_TS],
      ['start_value', 'meter_start', STEVE_START_VAL],
      ['stop_timestamp', 'end_time', STEVE_STOP_TS],
      ['stop_value', 'meter_end', STEVE_STOP_VAL],
    ],
  },
  {
    name: 'waistline-diary-de.csv',
    language: 'de',
    source: `${WAISTLINE}, German (de; energy in kJ; 15 columns)`,
    tdm: 'nutrition_diary',
    columns: [
      ['Datum', 'date', wlDates('de-DE')],
      ['Kilojoule (kJ)', 'energy_kj', wlNums('de-DE', KJ)],
      ['Fett (g)', 'fat_g', wlNums('de-DE', FAT)],
      ['Gesättigte Fettsäuren (g)', 'saturated_fat_g', wlNums('de-DE', SAT)],
      ['Kohlenhydrate (g)', 'carbohydrates_g', wlNums('de-DE', CARB)],
      ['Zucker (g)', 'sugars_g', wlNums('de-DE', SUGAR)],
      ['Ballaststoffe (g)', 'fibre_g', wlNums('de-DE', FIBRE)],
      ['Eiweiß (g)', 'protein_g', wlNums('de-DE', PROTEIN)],
      ['Salz (g)', 'salt_g', wlNums('de-DE', SALT)],
      ['Natrium (mg)', 'sodium_mg', wlNums('de-DE', SODIUM)],
      ['Cholesterin (mg)', 'cholesterol_mg', wlNums('de-DE', CHOLESTEROL)],
      ['Alkohol (g)', 'alcohol_g', wlNums('de-DE', ALCOHOL)],
      ['Gewicht (kg)', 'body_weight_kg', wlNums('de-DE', WEIGHT)],
      ['Taille (cm)', 'waist_cm', wlNums('de-DE', WAIST)],
      ['Körperfettanteil (%)', 'body_fat_pct', wlNums('de-DE', BODY_FAT)],
    ],
  },
  {
    name: 'waistline-diary-fr.csv',
    language: 'fr',
    source: `${WAISTLINE}, French (fr; 12 columns)`,
    tdm: 'nutrition_diary',
    columns: [
      ['Date', 'date', wlDates('fr-FR')],
      ['Kilocalories (kcal)', 'energy_kcal', wlNums('fr-FR', KCAL)],
      ['Lipides (g)', 'fat_g', wlNums('fr-FR', FAT)],
      ['Acides gras saturés (g)', 'saturated_fat_g', wlNums('fr-FR', SAT)],
      ['Glucides (g)', 'carbohydrates_g', wlNums('fr-FR', CARB)],
      ['Sucres (g)', 'sugars_g', wlNums('fr-FR', SUGAR)],
      ['Fibres (g)', 'fibre_g', wlNums('fr-FR', FIBRE)],
      ['Protéines (g)', 'protein_g', wlNums('fr-FR', PROTEIN)],
      ['Sel (g)', 'salt_g', wlNums('fr-FR', SALT)],
      ['Sodium (mg)', 'sodium_mg', wlNums('fr-FR', SODIUM)],
      ['Masse (kg)', 'body_weight_kg', wlNums('fr-FR', WEIGHT)],
      ['Graisse corporelle (%)', 'body_fat_pct', wlNums('fr-FR', BODY_FAT)],
    ],
  },
  {
    name: 'waistline-diary-es.csv',
    language: 'es',
    source: `${WAISTLINE}, Spanish (es; 13 columns)`,
    tdm: 'nutrition_diary',
    columns: [
      ['Fecha', 'date', wlDates('es-ES')],
      ['Calorías (kcal)', 'energy_kcal', wlNums('es-ES', KCAL)],
      ['Grasa (g)', 'fat_g', wlNums('es-ES', FAT)],
      ['Grasas Saturadas (g)', 'saturated_fat_g', wlNums('es-ES', SAT)],
      ['Carbohidratos (g)', 'carbohydrates_g', wlNums('es-ES', CARB)],
      ['Azúcares (g)', 'sugars_g', wlNums('es-ES', SUGAR)],
      ['Fibra (g)', 'fibre_g', wlNums('es-ES', FIBRE)],
      ['Proteínas (g)', 'protein_g', wlNums('es-ES', PROTEIN)],
      ['Sal (g)', 'salt_g', wlNums('es-ES', SALT)],
      ['Colesterol (mg)', 'cholesterol_mg', wlNums('es-ES', CHOLESTEROL)],
      ['Grasas Trans (g)', null, wlNums('es-ES', TRANS)],
      ['Peso (kg)', 'body_weight_kg', wlNums('es-ES', WEIGHT)],
      ['Cintura (cm)', 'waist_cm', wlNums('es-ES', WAIST)],
    ],
  },
  {
    name: 'waistline-diary-it.csv',
    language: 'it',
    source: `${WAISTLINE}, Italian (it; 12 columns)`,
    tdm: 'nutrition_diary',
    columns: [
      ['Data', 'date', wlDates('it-IT')],
      ['Calorie (kCal)', 'energy_kcal', wlNums('it-IT', KCAL)],
      ['Grasso (g)', 'fat_g', wlNums('it-IT', FAT)],
      ['Grassi saturi (g)', 'saturated_fat_g', wlNums('it-IT', SAT)],
      ['Carboidrati (g)', 'carbohydrates_g', wlNums('it-IT', CARB)],
      ['Zuccheri (g)', 'sugars_g', wlNums('it-IT', SUGAR)],
      ['Fibre (g)', 'fibre_g', wlNums('it-IT', FIBRE)],
      ['Proteine (g)', 'protein_g', wlNums('it-IT', PROTEIN)],
      ['Sale (g)', 'salt_g', wlNums('it-IT', SALT)],
      ['Caffeina (mg)', null, wlNums('it-IT', CAFFEINE)],
      ['Alcool (g)', 'alcohol_g', wlNums('it-IT', ALCOHOL)],
      ['Peso (kg)', 'body_weight_kg', wlNums('it-IT', WEIGHT)],
    ],
  },
  {
    name: 'waistline-diary-nl.csv',
    language: 'nl',
    source: `${WAISTLINE}, Dutch (nl; 15 columns)`,
    tdm: 'nutrition_diary',
    columns: [
      ['Datum', 'date', wlDates('nl-NL')],
      ['Calorieën (kcal)', 'energy_kcal', wlNums('nl-NL', KCAL)],
      ['Vet (g)', 'fat_g', wlNums('nl-NL', FAT)],
      ['Verzadigd vet (g)', 'saturated_fat_g', wlNums('nl-NL', SAT)],
      ['Koolhydraten (g)', 'carbohydrates_g', wlNums('nl-NL', CARB)],
      ['Suiker (g)', 'sugars_g', wlNums('nl-NL', SUGAR)],
      ['Vezels (g)', 'fibre_g', wlNums('nl-NL', FIBRE)],
      ['Eiwitten (g)', 'protein_g', wlNums('nl-NL', PROTEIN)],
      ['Zout (g)', 'salt_g', wlNums('nl-NL', SALT)],
      ['Sodium (mg)', 'sodium_mg', wlNums('nl-NL', SODIUM)],
      ['Potassium (mg)', null, wlNums('nl-NL', POTASSIUM)],
      ['Calcium (mg)', null, wlNums('nl-NL', CALCIUM)],
      ['IJzer (mg)', null, wlNums('nl-NL', IRON)],
      ['Gewicht (kg)', 'body_weight_kg', wlNums('nl-NL', WEIGHT)],
      ['Lichaamsvet (%)', 'body_fat_pct', wlNums('nl-NL', BODY_FAT)],
    ],
  },
  {
    name: 'waistline-diary-pt.csv',
    language: 'pt',
    source: `${WAISTLINE}, Portuguese (pt; 13 columns)`,
    tdm: 'nutrition_diary',
    columns: [
      ['Date', 'date', wlDates('pt-BR')],
      ['Calorias (kcal)', 'energy_kcal', wlNums('pt-BR', KCAL)],
      ['Gorduras (g)', 'fat_g', wlNums('pt-BR', FAT)],
      ['Gorduras Saturadas (g)', 'saturated_fat_g', wlNums('pt-BR', SAT)],
      ['Carboidratos (g)', 'carbohydrates_g', wlNums('pt-BR', CARB)],
      ['Açucares (g)', 'sugars_g', wlNums('pt-BR', SUGAR)],
      ['Fibras (g)', 'fibre_g', wlNums('pt-BR', FIBRE)],
      ['Proteínas (g)', 'protein_g', wlNums('pt-BR', PROTEIN)],
      ['Sal (g)', 'salt_g', wlNums('pt-BR', SALT)],
      ['Gorduras monossaturadaa (g)', null, wlNums('pt-BR', MONO)],
      ['Gordura poli-insaturada (g)', null, wlNums('pt-BR', POLY)],
      ['Peso (kg)', 'body_weight_kg', wlNums('pt-BR', WEIGHT)],
      ['Quadril (cm)', null, wlNums('pt-BR', HIPS)],
    ],
  },
  {
    name: 'waistline-diary-en.csv',
    language: 'en',
    source: `${WAISTLINE}, English (en; 13 columns)`,
    tdm: 'nutrition_diary',
    columns: [
      ['Date', 'date', wlDates('en-US')],
      ['Calories (kcal)', 'energy_kcal', wlNums('en-US', KCAL)],
      ['Fat (g)', 'fat_g', wlNums('en-US', FAT)],
      ['Sat Fat (g)', 'saturated_fat_g', wlNums('en-US', SAT)],
      ['Carbs (g)', 'carbohydrates_g', wlNums('en-US', CARB)],
      ['Sugars (g)', 'sugars_g', wlNums('en-US', SUGAR)],
      ['Fiber (g)', 'fibre_g', wlNums('en-US', FIBRE)],
      ['Protein (g)', 'protein_g', wlNums('en-US', PROTEIN)],
      ['Salt (g)', 'salt_g', wlNums('en-US', SALT)],
      ['Sodium (mg)', 'sodium_mg', wlNums('en-US', SODIUM)],
      ['Cholesterol (mg)', 'cholesterol_mg', wlNums('en-US', CHOLESTEROL)],
      ['Weight (kg)', 'body_weight_kg', wlNums('en-US', WEIGHT)],
      ['Waist (cm)', 'waist_cm', wlNums('en-US', WAIST)],
    ],
  },
  {
    name: 'nexopos-orders-it.csv',
    language: 'it',
    source: `${NEXOPOS}, Italian (it; 9 columns)`,
    tdm: 'restaurant_orders',
    columns: [
      ['Codice', 'order_number', NP_CODES],
      ['Tipo', 'order_type', NP_TYPE_IT],
      ['cliente', 'customer', NP_CUSTOMER_IT],
      ['consegna', 'delivery_status', NP_DELIVERY_IT],
      ['Pagamento', 'payment_status', NP_PAYMENT_IT],
      ['Imposta', 'tax', NP_TAXES_IT],
      ['Totale', 'total', NP_TOTAL_EUR],
      ['Autore', 'server', NP_AUTHOR_IT],
      ['Creato a', 'opened_at', NP_CREATED],
    ],
  },
  {
    name: 'nexopos-orders-pt.csv',
    language: 'pt',
    source: `${NEXOPOS}, Portuguese (pt; 9 columns)`,
    tdm: 'restaurant_orders',
    columns: [
      ['Código', 'order_number', NP_CODES],
      ['Modelo', 'order_type', NP_TYPE_PT],
      ['Cliente', 'customer', NP_CUSTOMER_PT],
      ['Entrega', 'delivery_status', NP_DELIVERY_PT],
      ['Pagamento', 'payment_status', NP_PAYMENT_PT],
      ['Imposto', 'tax', NP_TAXES_PT],
      ['Total', 'total', NP_TOTAL_EUR],
      ['Autor', 'server', NP_AUTHOR_PT],
      ['Criado em', 'opened_at', NP_CREATED],
    ],
  },
  {
    name: 'nexopos-orders-en.csv',
    language: 'en',
    source: `${NEXOPOS}, English (en; 9 columns)`,
    tdm: 'restaurant_orders',
    columns: [
      ['Code', 'order_number', NP_CODES],
      ['Type', 'order_type', NP_TYPE_EN],
      ['Customer', 'customer', NP_CUSTOMER_EN],
      ['Delivery', 'delivery_status', NP_DELIVERY_EN],
      ['Payment', 'payment_status', NP_PAYMENT_EN],
      ['Tax', 'tax', NP_TAX_EN],
      ['Total', 'total', NP_TOTAL_EN],
      ['Author', 'server', NP_AUTHOR_EN],
      ['Created At', 'opened_at', NP_CREATED],
    ],
  },
  {
    name: 'sambapos-sales-data-en.csv',
    language: 'en',
    source: `${SAMBAPOS}, English (property names; 14 columns)`,
    tdm: 'order_items',
    columns: [
      ['DateTime', 'ordered_at', SP_DATETIME],
      ['Date', null, SP_DATE],
      ['Time', null, SP_TIME],
      ['TicketNumber', 'ticket_number', SP_TICKET],
      ['UserName', 'waiter', SP_USER],
      ['OrderNumber', null, SP_ORDER_NO],
      ['CalculatePrice', null, SP_CALCULATE],
      ['DecreaseFromInventory', null, SP_DECREASE],
      ['Name', 'item_name', SP_NAME],
      ['Portion', 'portion', SP_PORTION],
      ['Quantity', 'quantity', SP_QTY],
      ['Price', 'unit_price', SP_PRICE],
      ['Value', 'line_total', SP_VALUE],
      ['Total', 'net_amount', SP_TOTAL],
    ],
  },
];
