/**
 * The twentieth held-out set of the mapping benchmark (`npm run bench:mapping`, docs/mapping.md
 * "Benchmark"), built as a TUNING set: the matcher's misses on it are to be studied for general
 * improvements. Domain: logistics — parcel shipments, the shop orders a fulfilment partner ships,
 * carrier tracking and a delivery company's transport orders. Headers that nobody working on
 * Ferry wrote, from four open-source programs none of the other sets use. Most of it is not English
 * (German, French, Spanish, Italian, Dutch and Portuguese, 15 of its 18 files; 233 columns, 162
 * labelled). Not registered in ./mapping-bench.ts.
 *
 * How it was built, in this order (the matcher was not run on it, nor its code read):
 * 1. Four target data models were written first, from scratch, as a shipping and fulfilment
 *    company importing such files would write its own (English keys and labels, a description
 *    where a label alone would leave a person guessing, no `alternativeMatches`): shipments,
 *    tracking events, transport orders and carriers. The carriers model was dropped unused: no
 *    export of a carrier list was found in the programs used (Fleetbase's service-rate export and
 *    Karrio's rate sheets are price tables, which it does not describe).
 *    Some columns of the other three have no source in any file (a shipment's expected delivery,
 *    delivered-on date and notes; a tracking event's time, code, description, location, country,
 *    signer, shipment reference, expected delivery and delivered flag — the one tracking export
 *    found writes a tracker's current state only; a transport order's customer reference,
 *    delivery time, route, weight, volume, distance and notes), and others only in one program
 *    (a shipment's carrier, tracking number, status, phone, street, postal code, city, country,
 *    parcel count and weight only in Karrio's file).
 * 2. The headers were taken verbatim from files written by real programs, used by no other set
 *    (every `source` line of mapping-public-set*.ts checked) and not among the programs the brief
 *    excludes:
 *    · Magento Open Source 2 (magento/magento2), the admin grids' Export → CSV
 *      (mui/export/gridToCsv; Magento\Ui\Model\Export\MetadataProvider writes the translated label
 *      of each column visible in the grid's current view, so a file is one choice of columns, in the
 *      grid's order):
 *      - Sales → Shipments (app/code/Magento/Sales/view/adminhtml/ui_component/
 *        sales_order_shipment_grid.xml, read at commit 64bad6b6f0ded98af843eb711a8d1781cec97e66):
 *        Shipment, Ship Date, Order, Order Date, Ship-to Name, Total Quantity, Order Status,
 *        Purchased From, Customer Name, Email, Customer Group, Billing Address, Shipping Address,
 *        Payment Method, Shipping Information (the last nine hidden by default).
 *      - Sales → Orders (…/sales_order_grid.xml, read at commit
 *        0150eaeced63bfe4bed9bd9e532a578da18709e6): ID, Purchase Point, Purchase Date, Bill-to Name,
 *        Ship-to Name, Grand Total (Base), Grand Total (Purchased), Status, Billing Address,
 *        Shipping Address, Shipping Information, Customer Email, Customer Group, Subtotal, Shipping
 *        and Handling, Customer Name, Payment Method, Total Refunded — the file a shop hands its
 *        fulfilment partner.
 *      Magento core ships only en_US strings; the translations are the community language packs
 *      mageplaza/magento-2-{german,french,spanish,italian,dutch,portuguese}-language-pack
 *      (de_DE.csv at 7e7376c, fr_FR.csv at f9ce09d, es_ES.csv at 83a0c3c, it_IT.csv at 59a13f1,
 *      nl_NL.csv at 5a2a55d, pt_PT.csv at 28a9db7; each pack also has a github_contributions.csv).
 *      Magento's Language\Dictionary reads every CSV of a pack in file-name order and keeps the
 *      last translation of a phrase (the module column ignored), so the strings were read that way
 *      by a script: the French pack's github_contributions.csv overrides fr_FR.csv ("Date
 *      d’expédition" with a typographic apostrophe, "Nom de livraison", "Statut de la commande"),
 *      and the Spanish "Order" column reads "Encargar" (the verb), kept as the pack has it.
 *    · Bagisto 2.4.10 (Laravel e-commerce; bagisto/bagisto, snapshot of 2026-08-21, commit
 *      889a7c6bd7200867d528f6ddc2668798e7db05d8), admin datagrid → Export (CSV): DataGridExport
 *      (packages/Webkul/DataGrid/src/Exports/DataGridExport.php) heads each exportable column with
 *      its label:
 *      - Sales → Shipments (packages/Webkul/Admin/src/DataGrids/Sales/OrderShipmentDataGrid.php):
 *        `admin::app.sales.shipments.index.datagrid.` id, order-id, total-qty, inventory-source,
 *        shipment-to, order-date, shipment-date — its 7 columns.
 *      - Sales → Orders (…/Sales/OrderDataGrid.php): `admin::app.sales.orders.index.datagrid.`
 *        order-id, status, grand-total, pay-via, channel-name, customer, email, location, date (the
 *        items column is not exportable) — 9 columns.
 *      Strings from packages/Webkul/Admin/src/Resources/lang/<fr|es|it|nl|pt_BR>/app.php.
 *    · Karrio (multi-carrier shipping API; karrioapi/karrio, snapshot of 2026-06-23, version
 *      2026.1.32, commit deea10f8568b2d48c71bbcc11ec11c62cdaf2a6a), data export (CSV) of
 *      shipments and trackers (modules/data/karrio/server/data/resources/shipments.py and
 *      trackers.py): the headers are the English DEFAULT_HEADERS strings of the exported fields,
 *      in DEFAULT_HEADERS order (the shipments export's 35 fields of `_fields`; the trackers
 *      export's 5). Karrio has no translation for them.
 *    · Fleetbase FleetOps 0.6.57 (delivery and transport operations; fleetbase/fleetops, snapshot of
 *      2026-07-01, commit e59e9250b99a0cf4d79608c1ef933c817a7bb9a0), Orders → Export
 *      (server/src/Exports/OrderExport.php, headings()): its 23 fixed English headings (the
 *      translations/*.yaml files translate the interface, not the export).
 * 3. Each header was labelled with the TDM column a person would map it to, or null when none fits
 *    (decided from the header, the field's meaning in the program and the TDM alone; where a file
 *    has two columns for one target, the one that holds what the target describes, the other
 *    null). The non-obvious decisions:
 *    - Magento's Shipment (the shipment's increment number) the shipment number, Order the order
 *      number, Ship Date (the shipment's creation date) the shipped-on date, Total Quantity the
 *      item count, Purchased From / Purchase Point (the store view) the sales channel, Shipping
 *      Information (carrier title and method, "Flat Rate - Fixed", "United Parcel Service -
 *      Ground") the carrier service, Shipping Address (one text) the delivery address, Email (the
 *      customer's) the customer email, Shipping and Handling the shipping cost; Order Status and
 *      the order grid's Status (pending, processing, complete: the order's state, not the
 *      parcel's) null, as are Billing Address, Bill-to Name, Customer Group, Payment Method, the
 *      grand totals, Subtotal and Total Refunded.
 *    - Bagisto's ID (the shipment's number in the grid) the shipment number, Order ID the order
 *      number, Inventory Source (the warehouse it left from) the ship-from location, Shipment To
 *      (the ship-to first and last name) the recipient, Shipment Date the shipped-on date; in the
 *      order export Channel the sales channel, Customer the customer, Location (the billing city,
 *      state and country) null, Status, Grand Total and Pay Via null.
 *    - Karrio's Reference (the user's own reference of the shipment) the shipment number and its ID
 *      (Karrio's record id, shp_…) null; Recipient name the recipient and Recipient Company null
 *      beside it; Recipient email null (the TDM's email is the ordering customer's); Recipient
 *      address 1 the delivery street, address 2 and state null; every Shipper column null (the
 *      ship-from model column is a site name, not the sender's address); Parcel weight the weight
 *      (its unit is the next column, KG or LB), the dimensions and units null; Number of pieces the
 *      parcel count; Rate the shipping cost. The trackers' ID null, Options null.
 *    - Fleetbase's ID (order_…) the transport order; Internal ID (the operator's own internal
 *      reference) null, not the customer reference; Facilitator (the vendor or partner carrying
 *      the order) the carrier; Item Count (the payload's entities) the packages; Pick Up and Drop
 *      Off (the place names of the payload) the pickup and delivery addresses, Return and
 *      Waypoints null; Date Scheduled (when the order is to start) the pickup time; Transaction
 *      Amount the price; Payload ID, SKU, Created By, Updated By and Date Updated null.
 *
 * Values: 20 per column, generated by kind (./mapping-bench.ts) or sampled from the lists below,
 * written in the style of each export (Magento's dates as its export formats them, quantities as
 * decimal(12,4), prices with the currency sign, addresses as the grid joins them, option labels
 * as stored; Bagisto's and Fleetbase's raw database values: status codes, channel ids, payment
 * method codes, amounts in cents for Fleetbase; Karrio's status codes, carrier names and units);
 * a free-text or identifier column draws from at least eight distinct values.
 */
import { tdmColumn, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';

const col = tdmColumn;

/** The target data models of this set, written before the headers were collected (a carriers model, unused, left out). */
export const HELD_OUT_20_TDMS = {
  shipments: [
    col('shipment_number', 'Shipment number', 'string', 'Our reference for the shipment (delivery note or consignment number)'),
    col('order_number', 'Order number', 'string', 'The customer order the shipment fulfils'),
    col('order_date', 'Order date', 'date'),
    col('ship_date', 'Shipped on', 'date', 'Date the parcel left our site'),
    col('carrier', 'Carrier', 'string', 'Transport company: DHL, UPS, PostNL, GLS, …'),
    col('service', 'Carrier service', 'string', 'Shipping method or service level: standard, express, pallet, …'),
    col('tracking_number', 'Tracking number', 'string'),
    col('status', 'Shipment status', 'string', 'Pending, shipped, in transit, delivered, returned, …'),
    col('customer_name', 'Customer', 'string', 'The customer who ordered (may differ from the recipient)'),
    col('customer_email', 'Customer email', 'email'),
    col('recipient_name', 'Recipient', 'string', 'Person or company the parcel is addressed to'),
    col('recipient_phone', 'Recipient phone', 'phone'),
    col('delivery_address', 'Delivery address', 'string', 'The full delivery address, as one text'),
    col('delivery_street', 'Delivery street', 'string', 'Street and house number of the delivery address'),
    col('delivery_postal_code', 'Delivery postal code', 'string'),
    col('delivery_city', 'Delivery city', 'string'),
    col('delivery_country', 'Delivery country', 'string'),
    col('ship_from', 'Ship-from location', 'string', 'Warehouse or site the shipment leaves from'),
    col('sales_channel', 'Sales channel', 'string', 'Web shop, store or marketplace the order came from'),
    col('item_count', 'Items', 'int', 'Number of items (units) in the shipment'),
    col('parcel_count', 'Parcels', 'int', 'Number of packages in the shipment'),
    col('weight_kg', 'Weight (kg)', 'float'),
    col('shipping_cost', 'Shipping cost', 'float', 'What the shipment costs or was charged for shipping'),
    col('currency', 'Currency', 'currency_code'),
    col('expected_delivery', 'Expected delivery', 'date'),
    col('delivered_at', 'Delivered on', 'datetime'),
    col('notes', 'Notes', 'string'),
    col('created_at', 'Created', 'datetime', 'When the shipment record was created'),
  ],
  tracking_events: [
    col('tracking_number', 'Tracking number', 'string'),
    col('carrier', 'Carrier', 'string'),
    col('shipment_reference', 'Shipment reference', 'string', 'Our shipment or order reference the parcel belongs to'),
    col('event_time', 'Event time', 'datetime', 'When the scan or event happened'),
    col('event_code', 'Event code', 'string', 'The carrier\'s code for the event'),
    col('status', 'Status', 'string', 'Shipment status after the event: in transit, out for delivery, delivered, exception, …'),
    col('description', 'Event description', 'string', 'What happened, as the carrier words it'),
    col('location', 'Event location', 'string', 'Depot, hub or city where the event was recorded'),
    col('country', 'Country', 'string'),
    col('signed_by', 'Signed by', 'string', 'Who signed for the delivery'),
    col('expected_delivery', 'Expected delivery', 'date'),
    col('delivered', 'Delivered', 'boolean'),
  ],
  transport_orders: [
    col('order_id', 'Transport order', 'string', 'Our ID of the freight or delivery order'),
    col('external_reference', 'Customer reference', 'string', 'The shipper\'s own reference for the order'),
    col('customer', 'Customer', 'string', 'Who ordered the transport'),
    col('order_type', 'Order type', 'string', 'Transport, delivery, pickup, …'),
    col('status', 'Status', 'string', 'Created, dispatched, in progress, completed, cancelled, …'),
    col('pickup_address', 'Pickup address', 'string'),
    col('pickup_time', 'Pickup time', 'datetime', 'Scheduled or actual time of the pickup'),
    col('dropoff_address', 'Delivery address', 'string'),
    col('delivery_time', 'Delivery time', 'datetime', 'Scheduled or actual time of the delivery'),
    col('driver', 'Driver', 'string'),
    col('vehicle', 'Vehicle', 'string', 'Truck or van, by plate or fleet number'),
    col('carrier', 'Carrier', 'string', 'Subcontracted transport company, if any'),
    col('route', 'Route', 'string', 'Route or tour the order is planned on'),
    col('packages', 'Packages', 'int', 'Number of packages, pallets or other handling units'),
    col('weight_kg', 'Weight (kg)', 'float'),
    col('volume_m3', 'Volume (m³)', 'float'),
    col('distance_km', 'Distance (km)', 'float'),
    col('price', 'Price', 'float', 'Freight charge for the order'),
    col('currency', 'Currency', 'currency_code'),
    col('tracking_number', 'Tracking number', 'string'),
    col('notes', 'Notes', 'string'),
    col('created_at', 'Created', 'datetime'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** One file of this set. */
export type HeldOut20File = PublicSetFile<keyof typeof HELD_OUT_20_TDMS>;

const seq = (prefix: string, n: number, start = 1, step = 7, width = 0): string[] =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(start + i * step).padStart(width, '0')}`);

// Magento: grid exports.
const MAG_SHIPMENT_NOS = seq('', 20, 1204, 3, 9);
const MAG_ORDER_NOS = seq('', 20, 2311, 4, 9);
const MAG_DATES = ['Mar 4, 2024 10:15:32 AM', 'Mar 4, 2024 03:02:11 PM', 'Mar 5, 2024 09:41:07 AM', 'Mar 6, 2024 11:58:45 AM', 'Mar 7, 2024 04:20:19 PM', 'Mar 8, 2024 08:05:53 AM', 'Mar 11, 2024 01:37:28 PM', 'Mar 12, 2024 10:49:02 AM', 'Mar 12, 2024 05:12:40 PM', 'Mar 13, 2024 09:26:14 AM', 'Mar 14, 2024 02:51:36 PM', 'Mar 15, 2024 12:03:09 PM'];
const MAG_ORDER_DATES = ['Mar 1, 2024 08:12:04 PM', 'Mar 2, 2024 11:47:51 AM', 'Mar 3, 2024 07:30:22 PM', 'Mar 4, 2024 09:02:16 AM', 'Mar 5, 2024 10:44:38 PM', 'Mar 6, 2024 06:15:57 AM', 'Mar 8, 2024 12:21:43 PM', 'Mar 9, 2024 03:58:10 PM', 'Mar 10, 2024 09:09:29 PM', 'Mar 11, 2024 07:36:01 AM', 'Mar 12, 2024 01:18:47 PM', 'Mar 13, 2024 10:27:35 PM'];
const MAG_QTY = ['1.0000', '1.0000', '2.0000', '1.0000', '3.0000', '2.0000', '4.0000', '1.0000', '6.0000', '2.0000', '12.0000'];
const MAG_ORDER_STATUS = ['Complete', 'Complete', 'Complete', 'Processing', 'Processing', 'Closed', 'Complete', 'Suspected Fraud'];
const MAG_STATUS = ['Pending', 'Processing', 'Processing', 'Complete', 'Complete', 'Complete', 'Closed', 'Canceled', 'On Hold', 'Pending Payment'];
const MAG_STORES_DE = ['Main Website Main Website Store Deutsch', 'Main Website Main Website Store Deutsch', 'Main Website Main Website Store English', 'Main Website Main Website Store Österreich', 'Main Website Main Website Store Schweiz (DE)'];
const MAG_STORES_FR = ['Main Website Main Website Store Français', 'Main Website Main Website Store Français', 'Main Website Main Website Store Belgique (FR)', 'Main Website Main Website Store Suisse (FR)', 'Main Website Main Website Store English'];
const MAG_STORES_ES = ['Main Website Main Website Store Español', 'Main Website Main Website Store Español', 'Main Website Main Website Store Català', 'Main Website Main Website Store English'];
const MAG_STORES_IT = ['Main Website Main Website Store Italiano', 'Main Website Main Website Store Italiano', 'Main Website Main Website Store Svizzera (IT)', 'Main Website Main Website Store English'];
const MAG_STORES_NL = ['Main Website Main Website Store Nederlands', 'Main Website Main Website Store Nederlands', 'Main Website Main Website Store België (NL)', 'Main Website Main Website Store English'];
const MAG_STORES_PT = ['Main Website Main Website Store Português', 'Main Website Main Website Store Português', 'Main Website Main Website Store Brasil', 'Main Website Main Website Store English'];
const MAG_GROUPS = ['General', 'General', 'General', 'NOT LOGGED IN', 'NOT LOGGED IN', 'Wholesale', 'Retailer'];
const MAG_PAYMENT = ['Check / Money order', 'PayPal Express Checkout', 'Bank Transfer Payment', 'Cash On Delivery', 'Credit Card (Braintree)', 'PayPal Express Checkout'];
const MAG_SHIPPING_INFO = ['Flat Rate - Fixed', 'Flat Rate - Fixed', 'Free Shipping - Free', 'Table Rate - Best Way', 'United Parcel Service - UPS Standard', 'DHL - Express worldwide', 'Federal Express - International Economy', 'United States Postal Service - Priority Mail'];
const ADDR_DE = ['Hauptstraße 12,Berlin,Berlin,10115', 'Lindenallee 4,Hamburg,Hamburg,20259', 'Bahnhofstraße 88,München,Bayern,80335', 'Am Markt 3,Leipzig,Sachsen,04109', 'Schillerweg 17,Stuttgart,Baden-Württemberg,70173', 'Kölner Str. 210,Düsseldorf,Nordrhein-Westfalen,40227', 'Mühlgasse 5,Wien,Wien,1040', 'Seestrasse 41,Zürich,Zürich,8002', 'Goethestraße 9a,Frankfurt am Main,Hessen,60313', 'Friedensplatz 1,Bonn,Nordrhein-Westfalen,53111'];
const ADDR_FR = ['12 rue de la République,Lyon,Rhône,69002', '4 avenue Jean Jaurès,Toulouse,Haute-Garonne,31000', '88 boulevard Voltaire,Paris,Paris,75011', '3 place du Marché,Lille,Nord,59000', '17 rue des Lilas,Nantes,Loire-Atlantique,44000', '210 chemin des Vignes,Bordeaux,Gironde,33000', '5 rue Neuve,Bruxelles,Bruxelles,1000', '41 quai du Mont-Blanc,Genève,Genève,1201', '9 allée des Pins,Marseille,Bouches-du-Rhône,13008'];
const ADDR_ES = ['Calle Mayor 12,Madrid,Madrid,28013', 'Avenida Diagonal 401,Barcelona,Barcelona,08008', 'Calle Colón 4,Valencia,Valencia,46004', 'Plaza Nueva 3,Sevilla,Sevilla,41001', 'Calle Alfonso I 17,Zaragoza,Zaragoza,50003', 'Gran Vía 58,Bilbao,Bizkaia,48011', 'Calle Larios 5,Málaga,Málaga,29005', 'Rúa do Vilar 9,Santiago de Compostela,A Coruña,15705'];
const ADDR_IT = ['Via Roma 12,Milano,MI,20121', 'Corso Vittorio Emanuele 4,Torino,TO,10121', 'Via del Corso 88,Roma,RM,00186', 'Piazza Maggiore 3,Bologna,BO,40124', 'Via Toledo 17,Napoli,NA,80134', 'Via Garibaldi 210,Genova,GE,16124', 'Via Nazionale 5,Lugano,Ticino,6900', 'Viale dei Mille 41,Firenze,FI,50131', 'Via Mazzini 9,Verona,VR,37121'];
const ADDR_NL = ['Kerkstraat 12,Amsterdam,Noord-Holland,1017 GB', 'Oudegracht 4,Utrecht,Utrecht,3511 AB', 'Coolsingel 88,Rotterdam,Zuid-Holland,3012 AD', 'Grote Markt 3,Groningen,Groningen,9711 LV', 'Stratumseind 17,Eindhoven,Noord-Brabant,5611 ET', 'Lange Voorhout 210,Den Haag,Zuid-Holland,2514 EG', 'Meir 5,Antwerpen,Antwerpen,2000', 'Vrijthof 41,Maastricht,Limburg,6211 LE', 'Spoorstraat 9,Tilburg,Noord-Brabant,5038 AA'];
const ADDR_PT = ['Rua Augusta 12,Lisboa,Lisboa,1100-053', 'Avenida dos Aliados 4,Porto,Porto,4000-064', 'Rua Ferreira Borges 88,Coimbra,Coimbra,3000-180', 'Largo do Toural 3,Guimarães,Braga,4810-427', 'Rua de Santo António 17,Faro,Faro,8000-283', 'Avenida Central 210,Braga,Braga,4710-229', 'Rua Direita 5,Viseu,Viseu,3500-116', 'Rua Serpa Pinto 41,Aveiro,Aveiro,3810-196', 'Praça do Giraldo 9,Évora,Évora,7000-508'];
const PRICE_DE = ['49,90 €', '129,00 €', '18,50 €', '249,99 €', '76,40 €', '12,95 €', '310,00 €', '89,90 €', '1.049,00 €', '34,99 €'];
const PRICE_IT = ['49,90 €', '129,00 €', '18,50 €', '249,99 €', '76,40 €', '12,95 €', '310,00 €', '89,90 €', '1.049,00 €', '34,99 €'];
const PRICE_ES = ['49,90 €', '129,00 €', '18,50 €', '249,99 €', '76,40 €', '12,95 €', '310,00 €', '89,90 €', '1.049,00 €', '34,99 €'];
const PRICE_FR = ['49,90 €', '129,00 €', '18,50 €', '249,99 €', '76,40 €', '12,95 €', '310,00 €', '89,90 €', '1 049,00 €', '34,99 €'];
const SHIPPING_PRICE_FR = ['4,90 €', '0,00 €', '5,95 €', '0,00 €', '9,90 €', '4,90 €', '14,50 €', '6,99 €', '0,00 €'];
const SHIPPING_PRICE_EU = ['4,90 €', '0,00 €', '5,95 €', '0,00 €', '9,90 €', '4,90 €', '14,50 €', '6,99 €', '0,00 €'];
const REFUNDED_EU = ['', '', '', '', '0,00 €', '18,50 €', '49,90 €', ''];

// Bagisto: datagrid exports (raw column values).
const BAG_SHIPMENT_IDS = seq('', 20, 318, 1);
const BAG_ORDER_IDS = seq('', 20, 1042, 2);
const BAG_QTY = ['1', '1', '2', '1', '3', '2', '5', '1', '4', '2'];
const BAG_SOURCES = ['Default', 'Default', 'Default', 'Lager Nord', 'Entrepôt Lyon', 'Almacén Madrid', 'Dropship'];
const BAG_DATETIMES = ['2024-05-03 14:22:10', '2024-05-03 16:05:44', '2024-05-04 09:12:31', '2024-05-06 11:47:02', '2024-05-06 15:30:19', '2024-05-07 10:01:58', '2024-05-08 13:44:27', '2024-05-09 08:55:13', '2024-05-10 17:20:36', '2024-05-13 12:09:49'];
const BAG_ORDER_STATUS = ['pending', 'processing', 'processing', 'completed', 'completed', 'completed', 'canceled', 'closed', 'pending_payment', 'fraud'];
const BAG_TOTALS = ['249.0000', '89.9000', '1299.0000', '45.5000', '610.2500', '19.9900', '154.0000', '72.3000', '388.0000', '129.0000'];
const BAG_PAY = ['cashondelivery', 'moneytransfer', 'paypal_standard', 'paypal_smart_button', 'cashondelivery', 'moneytransfer'];
const BAG_CHANNELS = ['1', '1', '1', '2', '1', '3'];
const BAG_LOCATION_NL = ['Amsterdam, NH, NL', 'Utrecht, UT, NL', 'Rotterdam, ZH, NL', 'Eindhoven, NB, NL', 'Groningen, GR, NL', 'Antwerpen, VAN, BE', 'Gent, VOV, BE', 'Zwolle, OV, NL', 'Haarlem, NH, NL'];

// Karrio: shipments and trackers exports.
const KARRIO_IDS = ['shp_6f3a9c1e2b7d4e8fa0c5', 'shp_0d2b7e4f91c34a6b8e12', 'shp_a81c5e0f3b6d4729c4d8', 'shp_3e9f7b2a5c1d4e60b7f3', 'shp_c4d0a6e8b2f14937a5e1', 'shp_7b1e3d5f9a2c4068d6b4', 'shp_e5a2c8f0d7b34196b3c9', 'shp_19c7e3b5a0d24f8e91a7', 'shp_b6f4d2a8e0c34b75f2e6', 'shp_52e8a0c6f4b14d39a8c0'];
const KARRIO_CREATED = ['2024-06-03 08:14:22.481305+00:00', '2024-06-03 09:02:57.119842+00:00', '2024-06-03 13:45:10.774021+00:00', '2024-06-04 07:58:31.502667+00:00', '2024-06-04 15:21:06.338190+00:00', '2024-06-05 10:07:44.906513+00:00', '2024-06-05 16:39:18.220754+00:00', '2024-06-06 11:12:55.617309+00:00', '2024-06-07 08:30:02.045882+00:00', '2024-06-07 14:53:49.873416+00:00'];
const TRACKING_NOS = ['1Z999AA10123456784', '1Z4E80V86815349372', '00340434161094042557', '00340434161094038161', '794644790138', '781234567899', 'JJD000390007812345678', '6A12345678901', 'LX123456785DE', '3SABCD1234567', '9400111899223344556677', '8004412340001'];
const KARRIO_STATUS = ['created', 'created', 'purchased', 'shipped', 'in_transit', 'in_transit', 'delivered', 'delivered', 'cancelled', 'needs_attention'];
const SHIPPER_NAMES = ['Lena Vogt', 'Shipping Desk', 'Marco Bianchi', 'Warehouse Team', 'Sophie Martin', 'Jan de Vries', 'Fulfilment', 'Ana Costa'];
const SHIPPER_COMPANIES = ['Nordlicht Versand GmbH', 'Nordlicht Versand GmbH', 'Bergkristall Naturkosmetik GmbH', 'Casa Verde S.r.l.', 'Atelier Lumière SAS', 'Groen & Co B.V.', 'Tienda Sol S.L.', 'Maple Goods Inc.', 'Loja Atlântica Lda.'];
const SHIPPER_STREETS = ['Industriestraße 14', 'Industriestraße 14', 'Gewerbepark 7', 'Unit 5, Riverside Trading Estate', 'Via dell\'Industria 22', '3 rue des Entrepôts', 'Havenweg 8', 'Polígono Las Mercedes 5', '1200 Commerce Dr', 'Rua do Porto 61'];
const STATES_US_CA = ['', '', '', 'CA', 'NY', 'ON', 'QC', 'TX', 'IL', 'BC'];
const DIMS = ['30.0', '40.0', '20.0', '25.0', '60.0', '15.0', '35.0', '12.0', '45.0'];
const DIM_UNITS = ['CM', 'CM', 'CM', 'IN', 'CM', 'IN'];
const WEIGHTS = ['0.5', '1.2', '2.0', '3.75', '0.8', '5.0', '12.5', '1.0', '7.3', '0.25'];
const WEIGHT_UNITS = ['KG', 'KG', 'KG', 'LB', 'KG', 'LB'];
const PIECES = ['1', '1', '1', '1', '2', '1', '3', '1', '2'];
const KARRIO_SERVICES = ['UPS Standard', 'UPS Express Saver', 'DHL Paket', 'DHL Paket International', 'FedEx International Priority', 'FedEx Ground', 'Colissimo Domicile Sans Signature', 'GLS Business Parcel', 'Canada Post Expedited Parcel', 'USPS Priority Mail'];
const KARRIO_CARRIERS = ['UPS', 'UPS', 'DHL Parcel DE', 'FedEx', 'Colissimo', 'GLS', 'Canada Post', 'USPS', 'DHL Express'];
const RATES = ['12.45', '8.99', '5.49', '27.80', '14.20', '9.75', '44.10', '6.90', '18.35', '11.00'];
const CURRENCIES = ['EUR', 'EUR', 'EUR', 'USD', 'CAD', 'GBP', 'CHF'];
const REFERENCES = ['ORD-10421', 'ORD-10422', 'ORD-10425', '#1187', '#1188', 'SO-2024-0533', 'SO-2024-0541', 'RMA-0091', 'ORD-10431', '#1196', ''];
const TRACKER_IDS = ['trk_5e0c3a8b1f7d4e29a6c2', 'trk_b2d9f4a61c8e47305e1b', 'trk_8a1f6c3e0b5d49a7c3f8', 'trk_0c7e2b9d4a6f4185b2d0', 'trk_d3a5f8c1e7b04269f0a4', 'trk_64b1e0d8a3c74f5ea9e7', 'trk_f9c2a7e5b0d14836c1b5', 'trk_2e8d6b0f3a9c47e1d5c3'];
const TRACKER_STATUS = ['pending', 'in_transit', 'in_transit', 'in_transit', 'out_for_delivery', 'delivered', 'delivered', 'on_hold', 'delivery_failed', 'return_to_sender'];
const TRACKER_CARRIERS = ['ups', 'ups', 'dhl_parcel_de', 'fedex', 'colissimo', 'gls', 'canadapost', 'usps', 'dhl_express', 'postat'];
const TRACKER_OPTIONS = ['{}', '{}', '{}', '{"1Z999AA10123456784": {"carrier": "ups"}}', '{"00340434161094042557": {"language": "de"}}', '{"794644790138": {"account_number": "510087020"}}', '{"LX123456785DE": {"language": "fr"}}', '{"6A12345678901": {"language": "fr"}}', '{"JJD000390007812345678": {"language": "en"}}', '{"9400111899223344556677": {"carrier": "usps"}}', '{}'];

// Fleetbase: orders export.
const FLB_IDS = ['order_8xK2mQ1', 'order_3vN7pT0', 'order_Zr4hW9c', 'order_Lq1sB6e', 'order_9dF3jY2', 'order_Tb5kR8u', 'order_2mC7xV4', 'order_Hw0gP3n', 'order_Qe6yA1z', 'order_Jn4tD7s'];
const FLB_TRACKING = ['FLB1K2M3N4P5', 'FLB7Q8R9S0T1', 'FLB2U3V4W5X6', 'FLB8Y9Z0A1B2', 'FLB3C4D5E6F7', 'FLB9G0H1J2K3', 'FLB4L5M6N7P8', 'FLB0Q1R2S3T4', 'FLB5U6V7W8X9', 'FLB1Y2Z3A4B5'];
const FLB_INTERNAL = ['', '', 'PO-55102', 'WMS-88341', 'DN-2024-0412', 'DN-2024-0413', '', 'INV-7781', 'WMS-88397', 'PO-55139', 'DN-2024-0420'];
const FLB_PAYLOADS = ['payload_4hT9kE2', 'payload_Bn1cX7q', 'payload_8vR3mL0', 'payload_Yw6dP2j', 'payload_0sG5fK9', 'payload_Ua7zN1t', 'payload_Mq3bH8e', 'payload_Cx2rJ6w'];
const FLB_VEHICLES = ['Ford Transit (SGX 4821 K)', 'Mercedes-Benz Sprinter (B-FL 2041)', 'Isuzu N-Series (GBH 7712)', 'Renault Master (GH-512-KL)', 'Iveco Daily (VX-38-RT)', 'Toyota Hiace (SLA 9023 B)', 'Volkswagen Crafter (M-LG 880)', 'Fiat Ducato (FD 731 XT)', ''];
const FLB_CUSTOMERS = ['Acme Retail Pte Ltd', 'Sunrise Bakery', 'Kowloon Electronics', 'Harbor Pharmacy', 'GreenLeaf Grocers', 'Nordic Furniture Outlet', 'Metro Office Supplies', 'Bella Flowers', 'TechNova Components', ''];
const FLB_FACILITATORS = ['', '', '', 'Lalamove', 'GrabExpress', 'Ninja Van', 'Swift Couriers Ltd', 'CityVan Co.', 'J&T Express', 'Qxpress', 'Kerry Logistics', 'Lion City Movers', ''];
const FLB_SKUS = ['SKU-1001', 'SKU-1001|SKU-1044', 'CHAIR-OAK-02|TABLE-OAK-01', 'entity_9sK2pL4', 'PH-RX-5531', 'BOX-M|BOX-M|BOX-L', 'FLW-ROSE-12', 'entity_3tQ7wE1|entity_3tQ7wE2', 'TV-55-OLED', ''];
const FLB_ITEM_COUNT = ['1', '2', '2', '1', '3', '1', '5', '2', '12', '4'];
const FLB_AMOUNTS = ['4500', '1250', '8999', '3200', '15000', '780', '2450', '6000', '11875', '990'];
const FLB_CURRENCIES = ['SGD', 'SGD', 'USD', 'USD', 'EUR', 'MNT', 'SGD'];
const FLB_PICKUPS = ['Acme Warehouse - 12 Jurong Port Rd', 'Central Kitchen', 'Kowloon Electronics HQ', 'Distribution Center East', '45 Tuas Ave 3', 'Nordic Outlet Loading Bay', 'Metro DC - Gate 4', 'Bella Flowers Shop', 'TechNova Plant 2'];
const FLB_DROPOFFS = ['Tan Wei Ming', '78 Orchard Road #05-12', 'Harbor Pharmacy - Marina Branch', 'Block 231 Bishan St 22 #07-118', 'Sarah Lim', 'Customer Home', '1 Raffles Place', 'Changi Business Park Central 1', '15 Kampong Bahru Rd', 'Unit 3, 22 Ubi Ave 1'];
const FLB_RETURNS = ['', '', '', '', 'Acme Warehouse - 12 Jurong Port Rd', 'Distribution Center East', 'Central Kitchen', 'Nordic Outlet Loading Bay', 'Metro DC - Gate 4', 'Returns Hub Tai Seng', 'TechNova Plant 2', 'Bella Flowers Shop', 'Harbor Pharmacy - Marina Branch', ''];
const FLB_WAYPOINTS = ['', '', '', '12 Jurong Port Rd|78 Orchard Road', '45 Tuas Ave 3|1 Raffles Place|15 Kampong Bahru Rd', 'Block 231 Bishan St 22|Changi Business Park Central 1', '', '22 Ubi Ave 1|8 Marina Blvd', '3 Temasek Blvd|10 Bayfront Ave', '50 Jurong Gateway Rd|2 Jurong East St 21|1 Jurong West Central 2', '6 Raffles Blvd|9 Raffles Blvd', '101 Thomson Rd|238 Thomson Rd', '1 HarbourFront Walk|31 Ocean Way', '200 Victoria St|68 Orchard Rd'];
const FLB_TYPES = ['transport', 'transport', 'transport', 'default', 'delivery', 'pickup', 'transport'];
const FLB_STATUS = ['created', 'created', 'dispatched', 'started', 'enroute', 'completed', 'completed', 'completed', 'canceled'];
const FLB_USERS = ['Ops Admin', 'Rachel Tan', 'Daniel Koh', 'API Key: Shop Integration', 'Siti Rahman', 'Marcus Lee', 'Priya Nair', 'Ops Admin', 'Ahmad Faiz', 'Chloe Wong', 'Ravi Kumar'];

const MAGENTO_SHIPMENTS = 'Magento Open Source 2, Sales → Shipments → Export → CSV (sales_order_shipment_grid; MetadataProvider writes the visible columns\' translated labels)';
const MAGENTO_ORDERS = 'Magento Open Source 2, Sales → Orders → Export → CSV (sales_order_grid; MetadataProvider writes the visible columns\' translated labels)';
const BAGISTO_SHIPMENTS = 'Bagisto 2.4.10 (commit 889a7c6), Sales → Shipments → Export CSV (OrderShipmentDataGrid via DataGridExport), its 7 columns';
const BAGISTO_ORDERS = 'Bagisto 2.4.10 (commit 889a7c6), Sales → Orders → Export CSV (OrderDataGrid via DataGridExport), its 9 exportable columns';
const KARRIO = 'Karrio 2026.1.32 (commit deea10f), data export CSV';
const FLEETBASE = 'Fleetbase FleetOps 0.6.57 (commit e59e925), Orders → Export (OrderExport::headings), its 23 columns, English';

export const HELD_OUT_20_FILES: HeldOut20File[] = [
  {
    name: 'magento-shipments-de.csv', language: 'de', tdm: 'shipments',
    source: `${MAGENTO_SHIPMENTS}, German (mageplaza language pack de_DE, commit 7e7376c; all 15 columns)`,
    columns: [
      ['Versand', 'shipment_number', MAG_SHIPMENT_NOS],
      ['Versanddatum', 'ship_date', MAG_DATES],
      ['Bestellung', 'order_number', MAG_ORDER_NOS],
      ['Bestelldatum', 'order_date', MAG_ORDER_DATES],
      ['Versandname', 'recipient_name', 'full'],
      ['Gesamtmenge', 'item_count', MAG_QTY],
      ['Bestellstatus', null, MAG_ORDER_STATUS],
      ['Bestellt in', 'sales_channel', MAG_STORES_DE],
      ['Kundenname', 'customer_name', 'full'],
      ['E-Mail', 'customer_email', 'email'],
      ['Kundengruppe', null, MAG_GROUPS],
      ['Rechnungsadresse', null, ADDR_DE],
      ['Lieferadresse', 'delivery_address', ADDR_DE],
      ['Zahlungsart', null, MAG_PAYMENT],
      ['Versandinformation', 'service', MAG_SHIPPING_INFO],
    ],
  },
  {
    name: 'magento-shipments-fr.csv', language: 'fr', tdm: 'shipments',
    source: `${MAGENTO_SHIPMENTS}, French (mageplaza language pack fr_FR, commit f9ce09d, its github_contributions.csv winning; 11 columns)`,
    columns: [
      ['Expédition', 'shipment_number', MAG_SHIPMENT_NOS],
      ['Date d’expédition', 'ship_date', MAG_DATES],
      ['Commande', 'order_number', MAG_ORDER_NOS],
      ['Date de commande', 'order_date', MAG_ORDER_DATES],
      ['Nom de livraison', 'recipient_name', 'full'],
      ['Quantité totale', 'item_count', MAG_QTY],
      ['Acheté sur', 'sales_channel', MAG_STORES_FR],
      ['Nom du client', 'customer_name', 'full'],
      ['Email', 'customer_email', 'email'],
      ['Adresse de livraison', 'delivery_address', ADDR_FR],
      ['Informations de livraison', 'service', MAG_SHIPPING_INFO],
    ],
  },
  {
    name: 'magento-shipments-es.csv', language: 'es', tdm: 'shipments',
    source: `${MAGENTO_SHIPMENTS}, Spanish (mageplaza language pack es_ES, commit 83a0c3c; the 6 default columns, Order Status, Shipping Address and Shipping Information)`,
    columns: [
      ['Envío', 'shipment_number', MAG_SHIPMENT_NOS],
      ['Fecha de envío', 'ship_date', MAG_DATES],
      ['Encargar', 'order_number', MAG_ORDER_NOS],
      ['Fecha del pedido', 'order_date', MAG_ORDER_DATES],
      ['Nombre de envío', 'recipient_name', 'full'],
      ['Cantidad Total', 'item_count', MAG_QTY],
      ['Estado de pedido', null, MAG_ORDER_STATUS],
      ['Dirección de envío', 'delivery_address', ADDR_ES],
      ['Información de envío', 'service', MAG_SHIPPING_INFO],
    ],
  },
  {
    name: 'magento-shipments-nl.csv', language: 'nl', tdm: 'shipments',
    source: `${MAGENTO_SHIPMENTS}, Dutch (mageplaza language pack nl_NL, commit 5a2a55d; 13 columns, without Customer Group and Payment Method)`,
    columns: [
      ['Verzending', 'shipment_number', MAG_SHIPMENT_NOS],
      ['Verzenddatum', 'ship_date', MAG_DATES],
      ['Bestelling', 'order_number', MAG_ORDER_NOS],
      ['Besteldatum', 'order_date', MAG_ORDER_DATES],
      ['Verzendnaam', 'recipient_name', 'full'],
      ['Totaal aantal', 'item_count', MAG_QTY],
      ['Bestelling Status', null, MAG_ORDER_STATUS],
      ['Gekocht via', 'sales_channel', MAG_STORES_NL],
      ['Naam klant', 'customer_name', 'full'],
      ['E-mail', 'customer_email', 'email'],
      ['Factuuradres', null, ADDR_NL],
      ['Bezorgadres', 'delivery_address', ADDR_NL],
      ['Bezorg Informatie', 'service', MAG_SHIPPING_INFO],
    ],
  },
  {
    name: 'magento-shipments-pt.csv', language: 'pt', tdm: 'shipments',
    source: `${MAGENTO_SHIPMENTS}, Portuguese (mageplaza language pack pt_PT, commit 28a9db7; all 15 columns)`,
    columns: [
      ['Expedição', 'shipment_number', MAG_SHIPMENT_NOS],
      ['Data de Envio', 'ship_date', MAG_DATES],
      ['Encomenda', 'order_number', MAG_ORDER_NOS],
      ['Data da Encomenda', 'order_date', MAG_ORDER_DATES],
      ['Nome do Destinatário de Envio', 'recipient_name', 'full'],
      ['Quantidade Total', 'item_count', MAG_QTY],
      ['Estado da Encomenda', null, MAG_ORDER_STATUS],
      ['Comprado De', 'sales_channel', MAG_STORES_PT],
      ['Nome de Cliente', 'customer_name', 'full'],
      ['Correio electrónico', 'customer_email', 'email'],
      ['Grupos de Clientes', null, MAG_GROUPS],
      ['Morada de Faturação', null, ADDR_PT],
      ['Morada de Envio', 'delivery_address', ADDR_PT],
      ['Método de Pagamento', null, MAG_PAYMENT],
      ['Informação de Envio', 'service', MAG_SHIPPING_INFO],
    ],
  },
  {
    name: 'magento-orders-it.csv', language: 'it', tdm: 'shipments',
    source: `${MAGENTO_ORDERS}, Italian (mageplaza language pack it_IT, commit 59a13f1; all 18 columns)`,
    columns: [
      ['ID', 'order_number', MAG_ORDER_NOS],
      ['Punto di acquisto', 'sales_channel', MAG_STORES_IT],
      ['Data di acquisto', 'order_date', MAG_ORDER_DATES],
      ['Fattura intestata a', null, 'full'],
      ['Nome Destinatario', 'recipient_name', 'full'],
      ['Totale complessivo (Base)', null, PRICE_IT],
      ['Totale complessivo (acquistato)', null, PRICE_IT],
      ['Stato', null, MAG_STATUS],
      ['Indirizzo di Fatturazione', null, ADDR_IT],
      ['Indirizzo di Spedizione', 'delivery_address', ADDR_IT],
      ['Informazioni di spedizione', 'service', MAG_SHIPPING_INFO],
      ['Email cliente', 'customer_email', 'email'],
      ['Gruppo Cliente', null, MAG_GROUPS],
      ['Subtotale', null, PRICE_IT],
      ['Spedizione e gestione', 'shipping_cost', SHIPPING_PRICE_EU],
      ['Nome cliente', 'customer_name', 'full'],
      ['Metodo di pagamento', null, MAG_PAYMENT],
      ['Totale rimborsato', null, REFUNDED_EU],
    ],
  },
  {
    name: 'magento-orders-es.csv', language: 'es', tdm: 'shipments',
    source: `${MAGENTO_ORDERS}, Spanish (mageplaza language pack es_ES, commit 83a0c3c; 16 columns, without Customer Group and Total Refunded)`,
    columns: [
      ['Número de Identificación (ID)', 'order_number', MAG_ORDER_NOS],
      ['Punto de compra', 'sales_channel', MAG_STORES_ES],
      ['Fecha de compra', 'order_date', MAG_ORDER_DATES],
      ['Nombre de facturación', null, 'full'],
      ['Nombre de envío', 'recipient_name', 'full'],
      ['Gran Total (Base)', null, PRICE_ES],
      ['Gran Total (comprado)', null, PRICE_ES],
      ['Estatus', null, MAG_STATUS],
      ['Dirección de facturación', null, ADDR_ES],
      ['Dirección de envío', 'delivery_address', ADDR_ES],
      ['Información de envío', 'service', MAG_SHIPPING_INFO],
      ['Correo electrónico del cliente', 'customer_email', 'email'],
      ['Subtotal', null, PRICE_ES],
      ['Gastos de envío', 'shipping_cost', SHIPPING_PRICE_EU],
      ['Cliente nombre', 'customer_name', 'full'],
      ['Método de pago', null, MAG_PAYMENT],
    ],
  },
  {
    name: 'magento-orders-de.csv', language: 'de', tdm: 'shipments',
    source: `${MAGENTO_ORDERS}, German (mageplaza language pack de_DE, commit 7e7376c; 15 columns, without Grand Total (Base), Subtotal and Total Refunded)`,
    columns: [
      ['Id', 'order_number', MAG_ORDER_NOS],
      ['Verkaufsort', 'sales_channel', MAG_STORES_DE],
      ['Kaufdatum', 'order_date', MAG_ORDER_DATES],
      ['Rechnungsname', null, 'full'],
      ['Versandname', 'recipient_name', 'full'],
      ['Gesamtsumme (Einkauf)', null, PRICE_DE],
      ['Status', null, MAG_STATUS],
      ['Rechnungsadresse', null, ADDR_DE],
      ['Lieferadresse', 'delivery_address', ADDR_DE],
      ['Versandinformation', 'service', MAG_SHIPPING_INFO],
      ['Kunden-E-Mail', 'customer_email', 'email'],
      ['Kundengruppe', null, MAG_GROUPS],
      ['Versand und Bearbeitung', 'shipping_cost', SHIPPING_PRICE_EU],
      ['Kundenname', 'customer_name', 'full'],
      ['Zahlungsart', null, MAG_PAYMENT],
    ],
  },
  {
    name: 'magento-orders-fr.csv', language: 'fr', tdm: 'shipments',
    source: `${MAGENTO_ORDERS}, French (mageplaza language pack fr_FR, commit f9ce09d, its github_contributions.csv winning; 14 columns, without Grand Total (Base), Billing Address, Customer Group and Total Refunded)`,
    columns: [
      ['ID', 'order_number', MAG_ORDER_NOS],
      ['Acheté sur', 'sales_channel', MAG_STORES_FR],
      ['Date d’achat', 'order_date', MAG_ORDER_DATES],
      ['Nom de facturation', null, 'full'],
      ['Nom de livraison', 'recipient_name', 'full'],
      ['Total (commandé)', null, PRICE_FR],
      ['Statut', null, MAG_STATUS],
      ['Adresse de livraison', 'delivery_address', ADDR_FR],
      ['Informations de livraison', 'service', MAG_SHIPPING_INFO],
      ['Email du client', 'customer_email', 'email'],
      ['Sous-total', null, PRICE_FR],
      ['Livraison et frais de traitement', 'shipping_cost', SHIPPING_PRICE_FR],
      ['Nom du client', 'customer_name', 'full'],
      ['Mode de paiement', null, MAG_PAYMENT],
    ],
  },
  {
    name: 'bagisto-shipments-fr.csv', language: 'fr', tdm: 'shipments',
    source: `${BAGISTO_SHIPMENTS}, French (lang/fr/app.php)`,
    columns: [
      ['ID', 'shipment_number', BAG_SHIPMENT_IDS],
      ['ID de commande', 'order_number', BAG_ORDER_IDS],
      ['Quantité totale', 'item_count', BAG_QTY],
      ['Source d\'inventaire', 'ship_from', BAG_SOURCES],
      ['Destinataire de l\'expédition', 'recipient_name', 'full'],
      ['Date de commande', 'order_date', BAG_DATETIMES],
      ['Date d\'expédition', 'ship_date', BAG_DATETIMES],
    ],
  },
  {
    name: 'bagisto-shipments-es.csv', language: 'es', tdm: 'shipments',
    source: `${BAGISTO_SHIPMENTS}, Spanish (lang/es/app.php)`,
    columns: [
      ['ID', 'shipment_number', BAG_SHIPMENT_IDS],
      ['ID de Pedido', 'order_number', BAG_ORDER_IDS],
      ['Cantidad Total', 'item_count', BAG_QTY],
      ['Fuente de Inventario', 'ship_from', BAG_SOURCES],
      ['Envío a', 'recipient_name', 'full'],
      ['Fecha del Pedido', 'order_date', BAG_DATETIMES],
      ['Fecha del Envío', 'ship_date', BAG_DATETIMES],
    ],
  },
  {
    name: 'bagisto-shipments-it.csv', language: 'it', tdm: 'shipments',
    source: `${BAGISTO_SHIPMENTS}, Italian (lang/it/app.php)`,
    columns: [
      ['ID', 'shipment_number', BAG_SHIPMENT_IDS],
      ['ID Ordine', 'order_number', BAG_ORDER_IDS],
      ['Quantità Totale', 'item_count', BAG_QTY],
      ['Origine Inventario', 'ship_from', BAG_SOURCES],
      ['Spedizione a', 'recipient_name', 'full'],
      ['Data Ordine', 'order_date', BAG_DATETIMES],
      ['Data Spedizione', 'ship_date', BAG_DATETIMES],
    ],
  },
  {
    name: 'bagisto-shipments-nl.csv', language: 'nl', tdm: 'shipments',
    source: `${BAGISTO_SHIPMENTS}, Dutch (lang/nl/app.php)`,
    columns: [
      ['ID', 'shipment_number', BAG_SHIPMENT_IDS],
      ['Bestelnummer', 'order_number', BAG_ORDER_IDS],
      ['Totaal Hoeveelheid', 'item_count', BAG_QTY],
      ['Voorraadbron', 'ship_from', BAG_SOURCES],
      ['Verzonden naar', 'recipient_name', 'full'],
      ['Besteldatum', 'order_date', BAG_DATETIMES],
      ['Verzendingsdatum', 'ship_date', BAG_DATETIMES],
    ],
  },
  {
    name: 'bagisto-shipments-pt.csv', language: 'pt', tdm: 'shipments',
    source: `${BAGISTO_SHIPMENTS}, Brazilian Portuguese (lang/pt_BR/app.php)`,
    columns: [
      ['ID', 'shipment_number', BAG_SHIPMENT_IDS],
      ['ID do Pedido', 'order_number', BAG_ORDER_IDS],
      ['Quantidade Total', 'item_count', BAG_QTY],
      ['Fonte de Estoque', 'ship_from', BAG_SOURCES],
      ['Enviar Para', 'recipient_name', 'full'],
      ['Data do Pedido', 'order_date', BAG_DATETIMES],
      ['Data da Remessa', 'ship_date', BAG_DATETIMES],
    ],
  },
  {
    name: 'bagisto-orders-nl.csv', language: 'nl', tdm: 'shipments',
    source: `${BAGISTO_ORDERS}, Dutch (lang/nl/app.php)`,
    columns: [
      ['Bestelnummer', 'order_number', BAG_ORDER_IDS],
      ['Status', null, BAG_ORDER_STATUS],
      ['Totaalbedrag', null, BAG_TOTALS],
      ['Betaal Via', null, BAG_PAY],
      ['Kanaal', 'sales_channel', BAG_CHANNELS],
      ['Klant', 'customer_name', 'full'],
      ['E-mail', 'customer_email', 'email'],
      ['Locatie', null, BAG_LOCATION_NL],
      ['Datum', 'order_date', BAG_DATETIMES],
    ],
  },
  {
    name: 'karrio-shipments-en.csv', language: 'en', tdm: 'shipments',
    source: `${KARRIO}, shipments (modules/data/karrio/server/data/resources/shipments.py), its 35 columns, English`,
    columns: [
      ['ID', null, KARRIO_IDS],
      ['Created at', 'created_at', KARRIO_CREATED],
      ['Tracking number', 'tracking_number', TRACKING_NOS],
      ['Status', 'status', KARRIO_STATUS],
      ['Shipper name', null, SHIPPER_NAMES],
      ['Shipper Company', null, SHIPPER_COMPANIES],
      ['Shipper phone', null, 'phone'],
      ['Shipper email', null, 'email'],
      ['Shipper address 1', null, SHIPPER_STREETS],
      ['Shipper city', null, 'city'],
      ['Shipper state', null, STATES_US_CA],
      ['Shipper postal code', null, 'postcode'],
      ['Shipper country', null, 'country2'],
      ['Recipient name', 'recipient_name', 'full'],
      ['Recipient Company', null, 'company'],
      ['Recipient phone', 'recipient_phone', 'phone'],
      ['Recipient email', null, 'email'],
      ['Recipient address 1', 'delivery_street', 'street'],
      ['Recipient address 2', null, ['', '', '', 'Apt 4B', 'Suite 200', '2nd floor', 'c/o Reception', 'Unit 12', 'Building C', '']],
      ['Recipient city', 'delivery_city', 'city'],
      ['Recipient state', null, STATES_US_CA],
      ['Recipient postal code', 'delivery_postal_code', 'postcode'],
      ['Recipient country', 'delivery_country', 'country2'],
      ['Parcel width', null, DIMS],
      ['Parcel height', null, DIMS],
      ['Parcel length', null, DIMS],
      ['Parcel dimension unit', null, DIM_UNITS],
      ['Parcel weight', 'weight_kg', WEIGHTS],
      ['Parcel weight unit', null, WEIGHT_UNITS],
      ['Number of pieces', 'parcel_count', PIECES],
      ['Service', 'service', KARRIO_SERVICES],
      ['Carrier', 'carrier', KARRIO_CARRIERS],
      ['Rate', 'shipping_cost', RATES],
      ['Currency', 'currency', CURRENCIES],
      ['Reference', 'shipment_number', REFERENCES],
    ],
  },
  {
    name: 'karrio-trackers-en.csv', language: 'en', tdm: 'tracking_events',
    source: `${KARRIO}, trackers (modules/data/karrio/server/data/resources/trackers.py), its 5 columns, English`,
    columns: [
      ['ID', null, TRACKER_IDS],
      ['Tracking Number', 'tracking_number', TRACKING_NOS],
      ['Status', 'status', TRACKER_STATUS],
      ['Carrier', 'carrier', TRACKER_CARRIERS],
      ['Options', null, TRACKER_OPTIONS],
    ],
  },
  {
    name: 'fleetbase-orders-en.csv', language: 'en', tdm: 'transport_orders',
    source: FLEETBASE,
    columns: [
      ['ID', 'order_id', FLB_IDS],
      ['Tracking Number', 'tracking_number', FLB_TRACKING],
      ['Internal ID', null, FLB_INTERNAL],
      ['Payload ID', null, FLB_PAYLOADS],
      ['Driver', 'driver', 'full'],
      ['Vehicle', 'vehicle', FLB_VEHICLES],
      ['Customer', 'customer', FLB_CUSTOMERS],
      ['Facilitator', 'carrier', FLB_FACILITATORS],
      ['SKU', null, FLB_SKUS],
      ['Item Count', 'packages', FLB_ITEM_COUNT],
      ['Transaction Amount', 'price', FLB_AMOUNTS],
      ['Transaction Currency', 'currency', FLB_CURRENCIES],
      ['Pick Up', 'pickup_address', FLB_PICKUPS],
      ['Drop Off', 'dropoff_address', FLB_DROPOFFS],
      ['Return', null, FLB_RETURNS],
      ['Waypoints', null, FLB_WAYPOINTS],
      ['Date Scheduled', 'pickup_time', 'datetime'],
      ['Type', 'order_type', FLB_TYPES],
      ['Status', 'status', FLB_STATUS],
      ['Created By', null, FLB_USERS],
      ['Updated By', null, FLB_USERS],
      ['Date Created', 'created_at', 'datetime'],
      ['Date Updated', null, 'datetime'],
    ],
  },
];
