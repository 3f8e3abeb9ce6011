/**
 * The eleventh held-out set of the mapping benchmark (`npm run bench:mapping`, docs/mapping.md
 * "Benchmark"): headers that nobody working on Ferry wrote, from one program none of the other sets
 * use: an open-source ERP's sales orders, sale lines, purchase orders, purchase lines, suppliers,
 * customers, products, stock levels, projects and tasks, in six languages and English.
 *
 * How it was built, in this order, and committed before the matcher was run on it:
 * 1. Target data models were written first, from scratch, as a company importing such files would
 *    write its own model (English keys and labels, a description where a label alone would leave a
 *    person guessing, no `alternativeMatches`): sales orders, sales-order lines, purchase orders,
 *    purchase-order lines, suppliers, products, stock levels, customers, projects and tasks. An
 *    expenses model was written too and dropped unused: the program has no expense module (its 6.0
 *    series), and no second source was found in the time.
 * 2. The headers were taken verbatim from files written by a real program, used by none of held-out
 *    2 to 10 (every `source` of those sets checked) nor among the programs whose interface
 *    translations the matcher reads:
 *    · Tryton 6.0 (open-source ERP), the client's "Export Data" dialog (CSV, "Add field names" on,
 *      its default). In tryton/gui/window/win_export.py (tryton-client 6.0.26) the header row is
 *      `writer.writerow(fields)` with, for each chosen field, the `string` of the model's
 *      `fields_get` (answered in the user's language), a sub-field's name prefixed with its parent
 *      field's and "/" ("Adressen/Postleitzahl"); a relation field exports its record name. The
 *      server translates each field's string in Field.definition (trytond/model/fields/field.py)
 *      by `ir.translation.get_source('<model>,<field>', 'field', language, source)`, which skips
 *      fuzzy and empty translations; those translations are the module's locale/<lang>.po entries
 *      `msgctxt "field:<model>,<field>:"`. Each header here is that entry's msgstr in the Debian 12
 *      packages tryton-modules-* 6.0 (sale 6.0.10, purchase 6.0.10, stock 6.0.18, stock_lot,
 *      product 6.0.3, party 6.0.3, project, project_plan, project_revenue, account_invoice,
 *      purchase, sale and product_measurements extensions), read with a script that parsed the .po
 *      files; the English file uses the msgid, checked against the field definition in the module's
 *      Python source (each field name checked to exist there as `<name> = fields.…` or, for
 *      quoted_by/confirmed_by, `employee_field(`). Left out: fields whose translation is empty or
 *      fuzzy in a language (Italian sale contact, product identifiers and the whole lots-by-location
 *      model; Portuguese postal code; the same lots model in Portuguese), a Dutch string that is a
 *      translator's question ("Opbrengst/omzet?"), and a Portuguese sale-line file whose amount's
 *      translation repeats the quantity's ("Quantidade"): headers must be distinct. A user picks the
 *      fields to export; each file is one such selection, the order the user's.
 * 3. Each header was labelled with the TDM column a person would map it to, or null when none fits
 *    (decided from the header, the field's meaning in Tryton and the TDM alone; where a file has two
 *    columns for one target, the one that holds what the target describes, the other null): a
 *    sale's Reference is the customer's reference, a purchase's Reference (the supplier's) null;
 *    the comment is the notes, the short description null; Quoted By (the employee who made the
 *    quotation) is the salesperson, Confirmed By null, but of a purchase Confirmed By is the buyer;
 *    the sale's Shipping Date is the requested delivery date; the warehouse of a sale null (the
 *    TDM's warehouse is a line's); a sale line's From Location and a purchase line's To Location
 *    are the line's warehouse; a line's Product (its record name, "[code] name") is the product
 *    name, and where the file also has Product/Code that is the code; a purchase line's
 *    Description null beside Product, its Actual Quantity the quantity received; a line's Taxes
 *    (tax names such as "TVA 20%") the tax rate; a party's supplier or customer payment term the
 *    payment terms of suppliers and null for customers; a party's Categories the supplier or
 *    customer group; Identifiers/Code of a customer the tax ID; the lead time of a product the
 *    lead time in days; the product's Type, Consumable, Salable and Purchasable null. Products by
 *    Locations is exported for the warehouse chosen in its context, so it has no warehouse
 *    column: its Forecast Quantity is the available quantity, Cost Value the stock value; an
 *    inventory line's Location is the warehouse, its counted Quantity on hand, its Expected
 *    Quantity null. A project's actual (Dutch) or early (English) start and finish are its start
 *    and end dates, its Effort and Duration null; a task's Parent is the parent task, its Effort the
 *    estimated hours, its Duration (timesheet time) the hours spent, Allocations/Employee the
 *    assignee, Early Start the start date, Constraint Finish (a fixed finish) the due date.
 * 4. Then the set was committed, and only then the matcher was run on it. It is not used to tune
 *    anything; its misses are reported as they are.
 *
 * Values: 20 per column, generated by kind (./mapping-bench.ts) or sampled from the lists below,
 * written in the style of the export (selection fields as their stored keys — "draft",
 * "confirmed" —, relation fields as record names, a product as "[code] name", durations as
 * decimals); a free-text or identifier column (names, descriptions, comments, numbers) draws from at
 * least eight distinct values, so that it does not look like a category.
 */
import { tdmColumn, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';

/** One file of this set. */
export type HeldOut11File = PublicSetFile<keyof typeof HELD_OUT_11_TDMS>;

const col = tdmColumn;

export const HELD_OUT_11_TDMS = {
  sales_orders: [
    col('order_number', 'Order number', 'string'),
    col('order_date', 'Order date', 'date'),
    col('customer_name', 'Customer', 'string', 'The name of the customer (company or person) who placed the order'),
    col('customer_reference', 'Customer reference', 'string', "The customer's own purchase-order number or reference for this order"),
    col('delivery_date', 'Requested delivery date', 'date'),
    col('status', 'Order status', 'string'),
    col('currency', 'Currency', 'string'),
    col('net_total', 'Net total', 'decimal', 'Order total before tax'),
    col('tax_total', 'Tax amount', 'decimal'),
    col('grand_total', 'Total incl. tax', 'decimal'),
    col('salesperson', 'Salesperson', 'string'),
    col('payment_terms', 'Payment terms', 'string'),
    col('shipping_address', 'Shipping address', 'string'),
    col('notes', 'Notes', 'string'),
  ],
  sales_order_lines: [
    col('order_number', 'Order number', 'string', 'The order this line belongs to'),
    col('line_number', 'Line number', 'integer', 'Position of the line within the order'),
    col('product_code', 'Product code (SKU)', 'string'),
    col('product_name', 'Product name', 'string'),
    col('description', 'Line description', 'string'),
    col('quantity', 'Quantity', 'decimal'),
    col('unit', 'Unit of measure', 'string'),
    col('unit_price', 'Unit price', 'decimal'),
    col('discount_percent', 'Discount %', 'decimal'),
    col('line_total', 'Line amount', 'decimal', 'Quantity × unit price after discount, before tax'),
    col('tax_rate', 'Tax rate', 'decimal'),
    col('warehouse', 'Ship from warehouse', 'string'),
    col('delivery_date', 'Delivery date', 'date'),
  ],
  purchase_orders: [
    col('po_number', 'PO number', 'string'),
    col('order_date', 'Order date', 'date'),
    col('supplier_name', 'Supplier', 'string'),
    col('expected_date', 'Expected receipt date', 'date', 'When the goods are due to arrive'),
    col('status', 'Status', 'string'),
    col('currency', 'Currency', 'string'),
    col('net_total', 'Net total', 'decimal', 'Total before tax'),
    col('tax_total', 'Tax amount', 'decimal'),
    col('grand_total', 'Total incl. tax', 'decimal'),
    col('buyer', 'Buyer', 'string', 'The employee who placed the order'),
    col('receiving_warehouse', 'Receiving warehouse', 'string'),
    col('notes', 'Notes', 'string'),
  ],
  purchase_order_lines: [
    col('po_number', 'PO number', 'string', 'The purchase order this line belongs to'),
    col('product_code', 'Product code (SKU)', 'string', 'Our item code'),
    col('supplier_product_code', 'Supplier part number', 'string', "The supplier's own code for the item"),
    col('product_name', 'Product name', 'string'),
    col('quantity', 'Quantity ordered', 'decimal'),
    col('received_quantity', 'Quantity received', 'decimal'),
    col('unit', 'Unit of measure', 'string'),
    col('unit_price', 'Unit cost', 'decimal'),
    col('line_total', 'Line amount', 'decimal'),
    col('expected_date', 'Expected date', 'date'),
    col('warehouse', 'Warehouse', 'string'),
  ],
  suppliers: [
    col('supplier_id', 'Supplier ID', 'string'),
    col('name', 'Supplier name', 'string'),
    col('supplier_group', 'Supplier category', 'string'),
    col('country', 'Country', 'string'),
    col('tax_id', 'VAT / tax ID', 'string'),
    col('email', 'Email', 'string'),
    col('phone', 'Phone', 'string'),
    col('website', 'Website', 'string'),
    col('currency', 'Billing currency', 'string'),
    col('payment_terms', 'Payment terms', 'string'),
    col('contact_person', 'Contact person', 'string'),
    col('street', 'Street address', 'string'),
    col('postcode', 'Postcode', 'string'),
    col('city', 'City', 'string'),
    col('iban', 'Bank account (IBAN)', 'string'),
    col('active', 'Active', 'boolean', 'False when the supplier is blocked or disabled'),
  ],
  products: [
    col('sku', 'SKU', 'string', 'Our item code'),
    col('name', 'Product name', 'string'),
    col('description', 'Description', 'string'),
    col('category', 'Product category', 'string'),
    col('brand', 'Brand', 'string'),
    col('barcode', 'Barcode (EAN/GTIN)', 'string'),
    col('unit', 'Unit of measure', 'string'),
    col('sale_price', 'Sales price', 'decimal'),
    col('cost_price', 'Cost price', 'decimal'),
    col('weight', 'Weight', 'decimal'),
    col('is_stock_item', 'Stocked', 'boolean', 'Whether stock levels are kept for the item (false for services)'),
    col('active', 'Active', 'boolean', 'False when the item is disabled or archived'),
    col('reorder_level', 'Reorder level', 'decimal', 'Stock level at which to reorder'),
    col('lead_time_days', 'Lead time (days)', 'integer'),
  ],
  stock_levels: [
    col('sku', 'SKU', 'string'),
    col('product_name', 'Product name', 'string'),
    col('warehouse', 'Warehouse', 'string', 'The warehouse or stock location holding the stock'),
    col('on_hand', 'Quantity on hand', 'decimal'),
    col('reserved', 'Reserved quantity', 'decimal', 'Held for open sales orders'),
    col('on_order', 'Quantity on order', 'decimal', 'Ordered from suppliers, not yet received'),
    col('available', 'Available quantity', 'decimal', 'Projected or free quantity after reservations'),
    col('unit', 'Unit of measure', 'string'),
    col('valuation_rate', 'Unit cost', 'decimal', 'Valuation rate per unit'),
    col('stock_value', 'Stock value', 'decimal'),
    col('lot', 'Lot / batch', 'string'),
  ],
  customers: [
    col('customer_id', 'Customer ID', 'string'),
    col('name', 'Name', 'string', 'Company name, or full name of a private customer'),
    col('first_name', 'First name', 'string', 'Of the contact person'),
    col('last_name', 'Last name', 'string', 'Of the contact person'),
    col('job_title', 'Job title', 'string'),
    col('email', 'Email', 'string'),
    col('phone', 'Phone', 'string'),
    col('mobile', 'Mobile', 'string'),
    col('website', 'Website', 'string'),
    col('street', 'Street address', 'string'),
    col('postcode', 'Postcode', 'string'),
    col('city', 'City', 'string'),
    col('region', 'State / region', 'string'),
    col('country', 'Country', 'string'),
    col('tax_id', 'VAT / tax ID', 'string'),
    col('customer_group', 'Customer group', 'string', 'Segment or category of the customer'),
    col('language', 'Language', 'string'),
    col('credit_limit', 'Credit limit', 'decimal'),
    col('notes', 'Notes', 'string'),
  ],
  projects: [
    col('project_code', 'Project code', 'string'),
    col('name', 'Project name', 'string'),
    col('customer', 'Customer', 'string'),
    col('manager', 'Project manager', 'string'),
    col('status', 'Status', 'string'),
    col('start_date', 'Start date', 'date'),
    col('end_date', 'End date', 'date', 'Planned or actual end'),
    col('budget', 'Budget', 'decimal'),
    col('progress', 'Progress %', 'decimal', 'Percent complete'),
    col('description', 'Description', 'string'),
  ],
  tasks: [
    col('task_id', 'Task ID', 'string'),
    col('title', 'Title', 'string'),
    col('project', 'Project', 'string'),
    col('assignee', 'Assigned to', 'string'),
    col('status', 'Status', 'string'),
    col('priority', 'Priority', 'string'),
    col('start_date', 'Start date', 'date'),
    col('due_date', 'Due date', 'date'),
    col('estimated_hours', 'Estimated hours', 'decimal'),
    col('spent_hours', 'Hours spent', 'decimal'),
    col('progress', 'Progress %', 'decimal'),
    col('parent_task', 'Parent task', 'string'),
    col('description', 'Description', 'string'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** The files: one export each, headers as the program writes them (the field each comes from in a trailing comment). */
export const HELD_OUT_11_FILES: HeldOut11File[] = [
  {
    name: 'tryton-sale-de',
    language: 'de',
    source: 'Tryton 6.0, Sales (sale.sale) → Export Data, CSV with field names, German (20 fields, fields_get strings of the de locale)',
    tdm: 'sales_orders',
    columns: [
      ['Nummer', 'order_number', ['VK-2024-0412', 'VK-2024-0413', 'VK-2024-0414', 'VK-2024-0415', 'VK-2024-0416', 'VK-2024-0417', 'VK-2024-0418', 'VK-2024-0419', 'VK-2024-0420', 'VK-2024-0421']], // number
      ['Referenz', 'customer_reference', ['PO-88123', 'B-2024-117', '4500012345', 'Best. 7781', '45-991', 'PO-88140', '', 'K-2211', '4500012377', 'BX-0091']], // reference
      ['Verkaufsdatum', 'order_date', 'date'], // sale_date
      ['Partei', 'customer_name', 'company'], // party
      ['Lieferadresse', 'shipping_address', ['Hauptstraße 12, 10115 Berlin', 'Industriestr. 4, 70565 Stuttgart', 'Am Hafen 3, 20457 Hamburg', 'Lindenweg 7, 80331 München', 'Bahnhofstr. 21, 50667 Köln', 'Gewerbepark 9, 04109 Leipzig', 'Ringstraße 55, 60311 Frankfurt', 'Marktplatz 1, 90403 Nürnberg']], // shipment_address
      ['Rechnungsadresse', null, ['Hauptstraße 12, 10115 Berlin', 'Postfach 1120, 70565 Stuttgart', 'Am Hafen 3, 20457 Hamburg', 'Lindenweg 7, 80331 München', 'Bahnhofstr. 21, 50667 Köln', 'Gewerbepark 9, 04109 Leipzig', 'Ringstraße 55, 60311 Frankfurt', 'Marktplatz 1, 90403 Nürnberg']], // invoice_address
      ['Währung', 'currency', ['EUR', 'EUR', 'EUR', 'USD', 'EUR', 'CHF', 'EUR', 'GBP']], // currency
      ['Zahlungsbedingung', 'payment_terms', ['30 Tage netto', '14 Tage 2% Skonto, 30 Tage netto', 'Sofort', '60 Tage netto']], // payment_term
      ['Warenlager', null, ['Lager Nord', 'Zentrallager']], // warehouse
      ['Lieferdatum', 'delivery_date', 'date'], // shipping_date
      ['Angeboten von', 'salesperson', ['Anna Schmidt', 'Jonas Weber', 'Lena Fischer', 'Tobias Wagner', 'Miriam Becker', 'Paul Hoffmann', 'Sara Schulz', 'Felix Koch']], // quoted_by
      ['Bestätigt von', null, ['Anna Schmidt', 'Jonas Weber', 'Lena Fischer', 'Tobias Wagner', 'Miriam Becker', 'Paul Hoffmann', 'Sara Schulz', 'Felix Koch']], // confirmed_by
      ['Status', 'status', ['draft', 'quotation', 'confirmed', 'processing', 'done', 'cancelled']], // state
      ['Rechnungsstatus', null, ['none', 'waiting', 'paid', 'exception']], // invoice_state
      ['Lieferstatus', null, ['none', 'waiting', 'sent', 'exception']], // shipment_state
      ['Netto', 'net_total', 'amount'], // untaxed_amount
      ['Steuer', 'tax_total', 'amount'], // tax_amount
      ['Gesamt', 'grand_total', 'amount'], // total_amount
      ['Beschreibung', null, ['Rahmenvertrag 2024', 'Nachlieferung', 'Messeauftrag', 'Ersatzteile Linie 3', 'Musterbestellung', 'Jahresbedarf Büro', 'Projekt Umbau Halle 2', 'Eilauftrag', 'Bestellung per Telefon', 'Quartalslieferung']], // description
      ['Kommentar', 'notes', ['Lieferung nur vormittags', 'Bitte Lieferschein beilegen', 'Anlieferung Rampe 2', 'Kunde ruft vor Lieferung an', 'Teillieferung erlaubt', 'Rechnung per E-Mail', 'Palette nicht stapeln', 'Ansprechpartner: Herr Braun', 'Ware an Filiale', 'Express']], // comment
    ],
  },
  {
    name: 'tryton-sale-it',
    language: 'it',
    source: 'Tryton 6.0, Sales (sale.sale) → Export Data, CSV with field names, Italian (15 fields, fields_get strings of the it locale)',
    tdm: 'sales_orders',
    columns: [
      ['Numero', 'order_number', ['OV/2024/0091', 'OV/2024/0092', 'OV/2024/0093', 'OV/2024/0094', 'OV/2024/0095', 'OV/2024/0096', 'OV/2024/0097', 'OV/2024/0098', 'OV/2024/0099', 'OV/2024/0100']], // number
      ['Controparte', 'customer_name', 'company'], // party
      ['data ordine', 'order_date', 'date'], // sale_date
      ['Riferimento', 'customer_reference', ['ODA 2024/551', 'PO-7712', 'Ordine 118', '4500098812', 'ODA 2024/602', 'Rif. Rossi', 'PO-7790', 'Ordine 131', '', 'Conferma d\'ordine 77']], // reference
      ['Stato', 'status', ['draft', 'quotation', 'confirmed', 'processing', 'done', 'cancelled']], // state
      ['Valuta', 'currency', ['EUR', 'EUR', 'EUR', 'USD', 'EUR', 'CHF', 'EUR', 'GBP']], // currency
      ['Ante imposte', 'net_total', 'amount'], // untaxed_amount
      ['Imposta', 'tax_total', 'amount'], // tax_amount
      ['Totale', 'grand_total', 'amount'], // total_amount
      ['Termine di pagamento', 'payment_terms', ['30 gg DF', '60 gg DFFM', 'Rimessa diretta', 'Bonifico anticipato']], // payment_term
      ['metodo di fatturazione', null, ['order', 'shipment', 'manual']], // invoice_method
      ['metodo di spedizione', null, ['order', 'invoice', 'manual']], // shipment_method
      ['controparte di spedizione', null, 'company'], // shipment_party
      ['Azienda', null, ['Ferreteria Lopez SL', 'Ferreteria Lopez SL']], // company
      ['Commento', 'notes', ['Consegna al piano', 'Chiamare prima della consegna', 'Merce fragile', 'Consegna parziale ammessa', 'Fattura elettronica SDI', 'Imballo rinforzato', 'Ritiro in sede', 'Urgente', 'Scarico con sponda idraulica', 'Orari 8-12']], // comment
    ],
  },
  {
    name: 'tryton-sale-line-fr',
    language: 'fr',
    source: 'Tryton 6.0, Sale Lines (sale.line) → Export Data, CSV with field names, French (14 fields, fields_get strings of the fr locale)',
    tdm: 'sales_order_lines',
    columns: [
      ['Vente', 'order_number', ['CV-2024-118', 'CV-2024-118', 'CV-2024-119', 'CV-2024-120', 'CV-2024-121', 'CV-2024-121', 'CV-2024-122', 'CV-2024-123', 'CV-2024-124', 'CV-2024-125']], // sale
      ['Type', null, ['line', 'line', 'line', 'subtotal', 'comment', 'title']], // type
      ['Produit/Code', 'product_code', ['MB-1001', 'MB-1002', 'KL-2001', 'KL-2002', 'VL-3001', 'VL-3002', 'PA-4001', 'PA-4002', 'TE-5001', 'TE-5002']], // product/code
      ['Produit/Nom', 'product_name', ['Chaise de bureau Ergo', 'Bureau 160x80', 'Armoire métallique', 'Caisson 3 tiroirs', 'Lampe de bureau LED', 'Bras écran double', 'Papier A4 80 g', 'Classeur 8 cm', 'Clavier sans fil', 'Souris ergonomique']], // product/name
      ['Description', 'description', ['Chaise de bureau Ergo, noire', 'Bureau 160x80, chêne clair', 'Armoire métallique 2 portes', 'Caisson 3 tiroirs sur roulettes', 'Lampe de bureau LED dimmable', 'Bras écran double, fixation pince', 'Papier A4 80 g, carton de 5 ramettes', 'Classeur levier dos 8 cm', 'Clavier sans fil AZERTY', 'Souris ergonomique verticale']], // description
      ['Quantité', 'quantity', 'decimal'], // quantity
      ['Unité', 'unit', ['Unité', 'Unité', 'Carton', 'Mètre']], // unit
      ['Prix unitaire', 'unit_price', 'amount'], // unit_price
      ['Montant', 'line_total', 'amount'], // amount
      ['Taxes', 'tax_rate', ['TVA 20%', 'TVA 20%', 'TVA 5,5%', 'TVA 10%']], // taxes
      ['Entrepôt', 'warehouse', ['Entrepôt Lyon', 'Entrepôt Paris Nord']], // warehouse
      ['Date de livraison', 'delivery_date', 'date'], // shipping_date
      ['État de la vente', null, ['draft', 'quotation', 'confirmed', 'processing', 'done']], // sale_state
      ['Note', null, ['Emballage cadeau', 'Livrer avec la commande précédente', 'Couleur à confirmer', 'Remise accordée par M. Petit', 'Article de remplacement', 'Sans étiquette prix', 'Montage inclus', 'Garantie 3 ans', 'Réf. client 4471', 'Coloris anthracite']], // note
    ],
  },
  {
    name: 'tryton-sale-line-nl',
    language: 'nl',
    source: 'Tryton 6.0, Sale Lines (sale.line) → Export Data, CSV with field names, Dutch (12 fields, fields_get strings of the nl locale)',
    tdm: 'sales_order_lines',
    columns: [
      ['Verkoop', 'order_number', ['VO24-0311', 'VO24-0311', 'VO24-0312', 'VO24-0313', 'VO24-0314', 'VO24-0315', 'VO24-0316', 'VO24-0317', 'VO24-0318', 'VO24-0319']], // sale
      ['Product', 'product_code', ['[MB-1001] Bureaustoel Ergo', '[MB-1002] Bureau 160x80', '[KL-2001] Archiefkast staal', '[KL-2002] Ladeblok 3 laden', '[VL-3001] Bureaulamp LED', '[VL-3002] Monitorarm dubbel', '[PA-4001] Kopieerpapier A4 80g', '[PA-4002] Ordner 8 cm', '[TE-5001] Toetsenbord draadloos', '[TE-5002] Muis ergonomisch']], // product
      ['Specificatie', 'description', ['Bureaustoel Ergo, zwart', 'Bureau 160x80, eiken', 'Archiefkast staal, 2 deuren', 'Ladeblok 3 laden op wielen', 'Bureaulamp LED dimbaar', 'Monitorarm dubbel, klembevestiging', 'Kopieerpapier A4 80g, doos 5 pakken', 'Ordner rug 8 cm', 'Toetsenbord draadloos QWERTY', 'Muis ergonomisch verticaal']], // description
      ['Hoeveelheid', 'quantity', 'decimal'], // quantity
      ['Werkelijke hoeveelheid', null, 'decimal'], // actual_quantity
      ['Eenheid', 'unit', ['Stuk', 'Stuk', 'Doos', 'Meter']], // unit
      ['Eenheidsprijs', 'unit_price', 'amount'], // unit_price
      ['Bedrag', 'line_total', 'amount'], // amount
      ['Van locatie', 'warehouse', ['Magazijn Tilburg – Uitgaand', 'Magazijn Zwolle – Uitgaand']], // from_location
      ['Naar locatie', null, ['Klant', 'Klant']], // to_location
      ['Verzendingsdatum', 'delivery_date', 'date'], // shipping_date
      ['Genegeerde boekingen', null, ['', '', '', '']], // moves_ignored
    ],
  },
  {
    name: 'tryton-purchase-es',
    language: 'es',
    source: 'Tryton 6.0, Purchases (purchase.purchase) → Export Data, CSV with field names, Spanish (18 fields, fields_get strings of the es locale)',
    tdm: 'purchase_orders',
    columns: [
      ['Número', 'po_number', ['PC-2024-0051', 'PC-2024-0052', 'PC-2024-0053', 'PC-2024-0054', 'PC-2024-0055', 'PC-2024-0056', 'PC-2024-0057', 'PC-2024-0058', 'PC-2024-0059', 'PC-2024-0060']], // number
      ['Referencia', null, ['PED-99812', 'OF-2024-331', 'Presup. 1187', 'SO-55120', 'PED-99907', 'OF-2024-402', 'A-7781', 'SO-55201', '', 'Presup. 1230']], // reference
      ['Fecha de compra', 'order_date', 'date'], // purchase_date
      ['Tercero', 'supplier_name', 'company'], // party
      ['Fecha de entrega', 'expected_date', 'date'], // delivery_date
      ['Estado', 'status', ['draft', 'quotation', 'confirmed', 'processing', 'done', 'cancelled']], // state
      ['Moneda', 'currency', ['EUR', 'EUR', 'EUR', 'USD', 'EUR', 'CHF', 'EUR', 'GBP']], // currency
      ['Base imponible', 'net_total', 'amount'], // untaxed_amount
      ['Impuestos', 'tax_total', 'amount'], // tax_amount
      ['Total', 'grand_total', 'amount'], // total_amount
      ['Almacén', 'receiving_warehouse', ['Almacén Central', 'Almacén Valencia']], // warehouse
      ['Presupuestada por', null, ['Lucía García', 'Javier Martín', 'Carmen Ruiz', 'Sergio Díaz', 'Elena Moreno', 'Pablo Jiménez', 'Marta Navarro', 'Diego Romero']], // quoted_by
      ['Confirmada por', 'buyer', ['Lucía García', 'Javier Martín', 'Carmen Ruiz', 'Sergio Díaz', 'Elena Moreno', 'Pablo Jiménez', 'Marta Navarro', 'Diego Romero']], // confirmed_by
      ['Plazo de pago', null, ['30 días', 'Contado', '60 días fecha factura', 'Recibo domiciliado 30 días']], // payment_term
      ['Estado de la factura', null, ['none', 'waiting', 'paid', 'exception']], // invoice_state
      ['Estado envío', null, ['none', 'waiting', 'received', 'exception']], // shipment_state
      ['Descripción', null, ['Reposición mensual', 'Material de oficina', 'Pedido urgente', 'Stock de seguridad', 'Campaña verano', 'Repuestos línea 2', 'Muestras', 'Pedido marco 2024', 'Compra puntual', 'Pedido semanal']], // description
      ['Comentario', 'notes', ['Entregar en muelle 3', 'Confirmar plazo por email', 'Portes pagados', 'Factura en PDF', 'Entrega parcial permitida', 'Llamar antes de entregar', 'Palets europeos', 'Horario 8-14', 'Referencia obligatoria en albarán', 'Sin embalaje de cartón']], // comment
    ],
  },
  {
    name: 'tryton-purchase-line-it',
    language: 'it',
    source: 'Tryton 6.0, Purchase Lines (purchase.line) → Export Data, CSV with field names, Italian (14 fields, fields_get strings of the it locale)',
    tdm: 'purchase_order_lines',
    columns: [
      ['Acquisto', 'po_number', ['OA/2024/031', 'OA/2024/031', 'OA/2024/032', 'OA/2024/033', 'OA/2024/034', 'OA/2024/035', 'OA/2024/036', 'OA/2024/037', 'OA/2024/038', 'OA/2024/039']], // purchase
      ['Prodotto', 'product_code', ['[MB-1001] Sedia ufficio Ergo', '[MB-1002] Scrivania 160x80', '[KL-2001] Armadio metallico', '[KL-2002] Cassettiera 3 cassetti', '[VL-3001] Lampada LED da tavolo', '[VL-3002] Braccio monitor doppio', '[PA-4001] Carta A4 80 g', '[PA-4002] Raccoglitore 8 cm', '[TE-5001] Tastiera wireless', '[TE-5002] Mouse ergonomico']], // product
      ['Prodotto del fornitore', 'supplier_product_code', ['SUP-77801', 'SUP-77802', 'AX-2001', 'AX-2002', 'L-300-LED', 'MA-DUO', 'CA4-80', 'RAC-8', 'KB-WL-IT', 'MS-ERG-V']], // product_supplier
      ['Descrizione', 'product_name', ['Sedia ufficio Ergo, nera', 'Scrivania 160x80, rovere', 'Armadio metallico 2 ante', 'Cassettiera 3 cassetti su ruote', 'Lampada LED dimmerabile', 'Braccio monitor doppio a morsetto', 'Carta A4 80 g, scatola 5 risme', 'Raccoglitore dorso 8 cm', 'Tastiera wireless layout IT', 'Mouse ergonomico verticale']], // description
      ['Quantità', 'quantity', 'decimal'], // quantity
      ['Quantità effettiva', 'received_quantity', 'decimal'], // actual_quantity
      ['Unità', 'unit', ['Unità', 'Unità', 'Scatola', 'Metro']], // unit
      ['Prezzo unitario', 'unit_price', 'amount'], // unit_price
      ['Importo', 'line_total', 'amount'], // amount
      ['Imposte', null, ['IVA 22% acquisti', 'IVA 22% acquisti', 'IVA 10% acquisti']], // taxes
      ['Data di consegna', 'expected_date', 'date'], // delivery_date
      ['a locazione', 'warehouse', ['Magazzino Bologna – Ingresso', 'Magazzino Torino – Ingresso']], // to_location
      ['Stato ordine di acquisto', null, ['draft', 'quotation', 'confirmed', 'processing', 'done']], // purchase_state
      ['Nota', null, ['Consegna su bancale', 'Colore antracite', 'Verificare imballo', 'Sostituisce art. 1988', 'Prezzo da listino 2024', 'Campione gratuito', 'Consegna entro fine mese', 'Lotto unico', 'Spedizione separata', 'Con certificato CE']], // note
    ],
  },
  {
    name: 'tryton-purchase-line-es',
    language: 'es',
    source: 'Tryton 6.0, Purchase Lines (purchase.line) → Export Data, CSV with field names, Spanish (12 fields, fields_get strings of the es locale)',
    tdm: 'purchase_order_lines',
    columns: [
      ['Compra', 'po_number', ['PC-2024-0051', 'PC-2024-0051', 'PC-2024-0052', 'PC-2024-0053', 'PC-2024-0054', 'PC-2024-0055', 'PC-2024-0056', 'PC-2024-0057', 'PC-2024-0058', 'PC-2024-0059']], // purchase
      ['Tipo', null, ['line', 'line', 'line', 'comment']], // type
      ['Producto', 'product_name', ['[MB-1001] Silla de oficina Ergo', '[MB-1002] Mesa 160x80', '[KL-2001] Armario metálico', '[KL-2002] Cajonera 3 cajones', '[VL-3001] Lámpara LED', '[VL-3002] Brazo monitor doble', '[PA-4001] Papel A4 80 g', '[PA-4002] Archivador 8 cm', '[TE-5001] Teclado inalámbrico', '[TE-5002] Ratón ergonómico']], // product
      ['Producto proveedor', 'supplier_product_code', ['PRV-1001', 'PRV-1002', 'ARM-200', 'CJ-3', 'LED-60', 'BMD-2', 'A4-80-5', 'ARCH-8', 'TI-ES', 'RE-V']], // product_supplier
      ['Cantidad', 'quantity', 'decimal'], // quantity
      ['Unidad', 'unit', ['Unidad', 'Unidad', 'Caja', 'Metro']], // unit
      ['Precio unitario', 'unit_price', 'amount'], // unit_price
      ['Importe', 'line_total', 'amount'], // amount
      ['Fecha de entrega', 'expected_date', 'date'], // delivery_date
      ['Cantidad actual', 'received_quantity', 'decimal'], // actual_quantity
      ['Movimientos recreados', null, ['', '', '']], // moves_recreated
      ['Nota', null, ['Entregar con albarán valorado', 'Color gris', 'Sustituye ref. 1988', 'Precio tarifa 2024', 'Muestra gratuita', 'Revisar embalaje', 'Lote único', 'Envío separado', 'Con certificado CE', 'Urgente']], // note
    ],
  },
  {
    name: 'tryton-suppliers-nl',
    language: 'nl',
    source: 'Tryton 6.0, Parties (party.party), suppliers → Export Data, CSV with field names, Dutch (16 fields, fields_get strings of the nl locale)',
    tdm: 'suppliers',
    columns: [
      ['Code', 'supplier_id', ['LEV-0001', 'LEV-0002', 'LEV-0003', 'LEV-0004', 'LEV-0005', 'LEV-0006', 'LEV-0007', 'LEV-0008', 'LEV-0009', 'LEV-0010']], // code
      ['Naam', 'name', ['Kantoorgroothandel Van Dijk B.V.', 'De Vries Meubelen B.V.', 'Papierhandel Jansen', 'TechNed Distributie B.V.', 'Bakker Verlichting', 'Smit & Zonen Staalbouw', 'Mulder Logistiek B.V.', 'Visser Office Supplies', 'Meijer Import B.V.', 'De Boer Verpakkingen']], // name
      ['Categorieën', 'supplier_group', ['Leverancier', 'Leverancier, Kantoorartikelen', 'Meubilair', 'Elektronica']], // categories
      ['Adressen/Straat', 'street', 'street'], // addresses/street
      ['Adressen/Postcode', 'postcode', 'postcode'], // addresses/postal_code
      ['Adressen/Stad', 'city', 'city'], // addresses/city
      ['Adressen/Land', 'country', ['Nederland', 'Nederland', 'België', 'Duitsland']], // addresses/country
      ['BTW identificatie (Tax Identifier)', 'tax_id', ['DE811907980', 'FR40303265045', 'NL853746333B01', 'BE0403170701', 'ES B12345674', 'IT00743110157', 'PT501964843', 'DE129273398', 'ATU13585627', 'NL001234567B02']], // tax_identifier
      ['E-mail', 'email', 'email'], // email
      ['Telefoon', 'phone', 'phone'], // phone
      ['Fax', null, 'phone'], // fax
      ['Website', 'website', 'url'], // website
      ['Taal', null, ['Nederlands', 'Engels', 'Duits']], // lang
      ['Betalingstermijn crediteur', 'payment_terms', ['30 dagen netto', '14 dagen', 'Direct', '60 dagen netto']], // supplier_payment_term
      ['Doorlooptijd', null, ['5 days, 0:00:00', '10 days, 0:00:00', '3 days, 0:00:00', '14 days, 0:00:00']], // supplier_lead_time
      ['Klantencode', null, ['K-88120', 'DEB-4471', 'C10293', 'K-88991', '', '7781-NL', 'C10377', 'DEB-5012', 'K-90012', 'C10411']], // customer_code
    ],
  },
  {
    name: 'tryton-suppliers-de',
    language: 'de',
    source: 'Tryton 6.0, Parties (party.party), suppliers → Export Data, CSV with field names, German (14 fields, fields_get strings of the de locale)',
    tdm: 'suppliers',
    columns: [
      ['Code Partei', 'supplier_id', ['L-1001', 'L-1002', 'L-1003', 'L-1004', 'L-1005', 'L-1006', 'L-1007', 'L-1008', 'L-1009', 'L-1010']], // code
      ['Name', 'name', ['Büroprofi GmbH', 'Möbelwerk Schneider KG', 'Papier Meyer e.K.', 'Elektro Braun GmbH', 'Stahlbau Krüger AG', 'Logistik Hartmann GmbH', 'Licht & Raum GmbH', 'Verpackung Wolf OHG', 'Technik Lange GmbH', 'Druckhaus Zimmermann']], // name
      ['Kategorien', 'supplier_group', ['Lieferant', 'Lieferant, Büromaterial', 'Möbel', 'Elektronik']], // categories
      ['Steueridentifikator', 'tax_id', ['DE811907980', 'FR40303265045', 'NL853746333B01', 'BE0403170701', 'ES B12345674', 'IT00743110157', 'PT501964843', 'DE129273398', 'ATU13585627', 'NL001234567B02']], // tax_identifier
      ['Adressen/Anschrift', 'street', 'street'], // addresses/street
      ['Adressen/Postleitzahl', 'postcode', 'postcode'], // addresses/postal_code
      ['Adressen/Stadt', 'city', 'city'], // addresses/city
      ['Adressen/Staat', 'country', ['Deutschland', 'Deutschland', 'Österreich', 'Schweiz']], // addresses/country
      ['Telefon', 'phone', 'phone'], // phone
      ['E-Mail', 'email', 'email'], // email
      ['Website', 'website', 'url'], // website
      ['Zahlungsbedingung Einkauf', 'payment_terms', ['30 Tage netto', '14 Tage 2% Skonto', 'Sofort', '60 Tage netto']], // supplier_payment_term
      ['Kundennummer', null, ['KD-77120', '40012', 'KD-77191', '', 'DEB-331', '40177', 'KD-77302', 'DEB-402', '40290', 'KD-77455']], // customer_code
      ['Kontaktinformationen', null, ['info@bueroprofi.de', '+49 30 1234567', 'einkauf@moebelwerk.de', '+49 711 998877', 'service@papier-meyer.de', '+49 40 556677', 'vertrieb@elektro-braun.de', '+49 89 445566']], // contact_mechanisms
    ],
  },
  {
    name: 'tryton-customers-pt',
    language: 'pt',
    source: 'Tryton 6.0, Parties (party.party), customers → Export Data, CSV with field names, Portuguese (15 fields, fields_get strings of the pt locale)',
    tdm: 'customers',
    columns: [
      ['Código', 'customer_id', ['CLI-0001', 'CLI-0002', 'CLI-0003', 'CLI-0004', 'CLI-0005', 'CLI-0006', 'CLI-0007', 'CLI-0008', 'CLI-0009', 'CLI-0010']], // code
      ['Nome', 'name', ['Papelaria Central Lda', 'Mobiliário Sousa & Filhos', 'João Pereira', 'Construções Almeida SA', 'Escola Básica de Braga', 'Hotel Atlântico Lda', 'Maria Fernandes', 'Clínica Santa Luzia', 'TecnoLisboa Lda', 'Farmácia Oliveira']], // name
      ['Endereços/Rua', 'street', 'street'], // addresses/street
      ['Endereços/Cidade', 'city', 'city'], // addresses/city
      ['Endereços/UF', 'region', ['Lisboa', 'Porto', 'Braga', 'Setúbal', 'Faro', 'Coimbra']], // addresses/subdivision
      ['Endereços/País', 'country', ['Portugal', 'Portugal', 'Espanha', 'Brasil']], // addresses/country
      ['E-mail', 'email', 'email'], // email
      ['Telefone', 'phone', 'phone'], // phone
      ['Celular', 'mobile', 'phone'], // mobile
      ['Sítio web', 'website', 'url'], // website
      ['Idioma', 'language', ['Português', 'Inglês', 'Espanhol']], // lang
      ['Categorias', 'customer_group', ['Cliente', 'Cliente, Revenda', 'Cliente final', 'Setor público']], // categories
      ['Identificador de Tributo', 'tax_id', ['DE811907980', 'FR40303265045', 'NL853746333B01', 'BE0403170701', 'ES B12345674', 'IT00743110157', 'PT501964843', 'DE129273398', 'ATU13585627', 'NL001234567B02']], // tax_identifier
      ['Prazo de Pagamento do Cliente', null, ['30 dias', 'Pronto pagamento', '60 dias']], // customer_payment_term
      ['Lista de Preço de Venda', null, ['Tabela geral', 'Revenda', 'Setor público']], // sale_price_list
    ],
  },
  {
    name: 'tryton-customers-fr',
    language: 'fr',
    source: 'Tryton 6.0, Parties (party.party), customers → Export Data, CSV with field names, French (16 fields, fields_get strings of the fr locale)',
    tdm: 'customers',
    columns: [
      ['Code', 'customer_id', ['C0001', 'C0002', 'C0003', 'C0004', 'C0005', 'C0006', 'C0007', 'C0008', 'C0009', 'C0010']], // code
      ['Nom', 'name', ['Librairie Dupont', 'Bureau Vallée Nantes', 'Martin Électricité SARL', 'Claire Bernard', 'Cabinet Lefèvre & Associés', 'Hôtel des Alpes', 'Boulangerie Moreau', 'Mairie de Villeurbanne', 'Garage Laurent', 'Pharmacie du Centre']], // name
      ['Nom complet', null, ['Librairie Dupont SARL', 'Bureau Vallée Nantes SAS', 'Martin Électricité SARL', 'Claire Bernard', 'Cabinet Lefèvre & Associés SCP', 'Hôtel des Alpes SA', 'Boulangerie Moreau EURL', 'Mairie de Villeurbanne', 'Garage Laurent SARL', 'Pharmacie du Centre SELARL']], // full_name
      ['Catégories', 'customer_group', ['Client', 'Client, Revendeur', 'Particulier', 'Collectivité']], // categories
      ['Langue', 'language', ['Français', 'Anglais', 'Allemand']], // lang
      ['E-Mail', 'email', 'email'], // email
      ['Téléphone', 'phone', 'phone'], // phone
      ['Mobile', 'mobile', 'phone'], // mobile
      ['Fax', null, 'phone'], // fax
      ['Site web', 'website', 'url'], // website
      ['Adresses/Rue', 'street', 'street'], // addresses/street
      ['Adresses/Code postal', 'postcode', 'postcode'], // addresses/postal_code
      ['Adresses/Ville', 'city', 'city'], // addresses/city
      ['Adresses/Pays', 'country', ['France', 'France', 'Belgique', 'Suisse']], // addresses/country
      ['Identifiants/Code', 'tax_id', ['FR40303265045', 'FR83404833048', 'FR27514385741', '', 'FR61552100554', 'CHE-123.456.789', 'BE0403170701', 'FR12345678901', 'FR98765432109', 'FR44732829320']], // identifiers/code
      ['Conditions de paiement client', null, ['30 jours fin de mois', 'Comptant', '45 jours', '60 jours']], // customer_payment_term
    ],
  },
  {
    name: 'tryton-products-it',
    language: 'it',
    source: 'Tryton 6.0, Variants (product.product) → Export Data, CSV with field names, Italian (15 fields, fields_get strings of the it locale)',
    tdm: 'products',
    columns: [
      ['Codice', 'sku', ['MB-1001', 'MB-1002', 'KL-2001', 'KL-2002', 'VL-3001', 'VL-3002', 'PA-4001', 'PA-4002', 'TE-5001', 'TE-5002', 'SV-9001']], // code
      ['Nome', 'name', ['Sedia ufficio Ergo', 'Scrivania 160x80', 'Armadio metallico', 'Cassettiera 3 cassetti', 'Lampada LED da tavolo', 'Braccio monitor doppio', 'Carta A4 80 g', 'Raccoglitore 8 cm', 'Tastiera wireless', 'Mouse ergonomico', 'Montaggio arredi']], // name
      ['Descrizione', 'description', ['Sedia con supporto lombare regolabile', 'Piano in rovere, gambe in acciaio', 'Armadio 2 ante con serratura', 'Cassettiera su ruote con chiave', 'Lampada dimmerabile 8 W', 'Braccio a morsetto per 2 monitor', 'Risma da 500 fogli', 'Raccoglitore a leva dorso 8 cm', 'Layout italiano, batterie incluse', 'Mouse verticale 6 tasti', 'Servizio di montaggio in sede']], // description
      ['Categorie', 'category', ['Arredo', 'Arredo / Sedute', 'Cancelleria', 'Informatica', 'Servizi']], // categories
      ['Tipo', null, ['goods', 'goods', 'goods', 'service']], // type
      ['Consumabile', null, 'bool'], // consumable
      ['UdM predefinita', 'unit', ['Unità', 'Unità', 'Scatola', 'Ora']], // default_uom
      ['Listino prezzi', 'sale_price', 'amount'], // list_price
      ['Costo', 'cost_price', 'amount'], // cost_price
      ['Peso', 'weight', 'decimal'], // weight
      ['UdM Peso', null, ['Chilogrammo', 'Grammo']], // weight_uom
      ['lead time', 'lead_time_days', ['3 days, 0:00:00', '5 days, 0:00:00', '7 days, 0:00:00', '10 days, 0:00:00', '2 days, 0:00:00']], // lead_time
      ['vendibile', null, 'bool'], // salable
      ['Acquistabile', null, 'bool'], // purchasable
      ['Quantità', null, 'decimal'], // quantity
    ],
  },
  {
    name: 'tryton-products-pt',
    language: 'pt',
    source: 'Tryton 6.0, Variants (product.product) → Export Data, CSV with field names, Portuguese (12 fields, fields_get strings of the pt locale)',
    tdm: 'products',
    columns: [
      ['Código', 'sku', ['MB-1001', 'MB-1002', 'KL-2001', 'KL-2002', 'VL-3001', 'VL-3002', 'PA-4001', 'PA-4002', 'TE-5001', 'TE-5002']], // code
      ['Nome', 'name', ['Cadeira de escritório Ergo', 'Secretária 160x80', 'Armário metálico', 'Bloco de 3 gavetas', 'Candeeiro LED', 'Braço monitor duplo', 'Papel A4 80 g', 'Pasta de arquivo 8 cm', 'Teclado sem fios', 'Rato ergonómico']], // name
      ['Categorias', 'category', ['Mobiliário', 'Mobiliário / Cadeiras', 'Papelaria', 'Informática']], // categories
      ['UDM padrão', 'unit', ['Unidade', 'Unidade', 'Caixa', 'Metro']], // default_uom
      ['Preço de Tabela', 'sale_price', 'amount'], // list_price
      ['Preço de Custo', 'cost_price', 'amount'], // cost_price
      ['Método do preço de custo', null, ['fixed', 'average']], // cost_price_method
      ['Peso', 'weight', 'decimal'], // weight
      ['Volume', null, 'decimal'], // volume
      ['Comprável', null, 'bool'], // purchasable
      ['UDM de compra', null, ['Unidade', 'Caixa']], // purchase_uom
      ['Descrição', 'description', ['Cadeira com apoio lombar regulável', 'Tampo em carvalho, pés em aço', 'Armário de 2 portas com fechadura', 'Bloco de gavetas com rodas', 'Candeeiro regulável de 8 W', 'Braço com grampo para 2 monitores', 'Resma de 500 folhas', 'Pasta de alavanca lombada 8 cm', 'Teclado PT, pilhas incluídas', 'Rato vertical de 6 botões']], // description
    ],
  },
  {
    name: 'tryton-stock-es',
    language: 'es',
    source: 'Tryton 6.0, Products by Locations (stock.products_by_locations), the products of one warehouse → Export Data, CSV with field names, Spanish (6 fields, fields_get strings of the es locale)',
    tdm: 'stock_levels',
    columns: [
      ['Producto', 'product_name', ['[MB-1001] Silla de oficina Ergo', '[MB-1002] Mesa 160x80', '[KL-2001] Armario metálico', '[KL-2002] Cajonera 3 cajones', '[VL-3001] Lámpara LED', '[VL-3002] Brazo monitor doble', '[PA-4001] Papel A4 80 g', '[PA-4002] Archivador 8 cm', '[TE-5001] Teclado inalámbrico', '[TE-5002] Ratón ergonómico']], // product
      ['Cantidad', 'on_hand', 'decimal'], // quantity
      ['Cantidad prevista', 'available', 'decimal'], // forecast_quantity
      ['UdM por defecto', 'unit', ['Unidad', 'Unidad', 'Caja', 'Metro']], // default_uom
      ['Valor de coste', 'stock_value', 'amount'], // cost_value
      ['Consumible', null, 'bool'], // consumable
    ],
  },
  {
    name: 'tryton-stock-inv-de',
    language: 'de',
    source: 'Tryton 6.0, Inventory Lines (stock.inventory.line) → Export Data, CSV with field names, German (9 fields, fields_get strings of the de locale)',
    tdm: 'stock_levels',
    columns: [
      ['Lagerbestand', null, ['INV-2024-01', 'INV-2024-01', 'INV-2024-02', 'INV-2024-02', 'INV-2024-03']], // inventory
      ['Datum', null, 'date'], // inventory_date
      ['Lagerort', 'warehouse', ['Zentrallager – Lagerzone', 'Lager Nord – Lagerzone', 'Zentrallager – Regal A', 'Lager Nord – Regal B']], // inventory_location
      ['Artikel', 'product_name', ['[MB-1001] Bürostuhl Ergo', '[MB-1002] Schreibtisch 160x80', '[KL-2001] Aktenschrank Stahl', '[KL-2002] Rollcontainer 3 Schubladen', '[VL-3001] Schreibtischlampe LED', '[VL-3002] Monitorarm doppelt', '[PA-4001] Kopierpapier A4 80 g', '[PA-4002] Ordner 8 cm', '[TE-5001] Tastatur kabellos', '[TE-5002] Maus ergonomisch']], // product
      ['Charge', 'lot', ['L2024-001', 'L2024-017', 'L2024-031', 'L2024-044', 'L2024-052', 'L2024-068', 'L2024-075', 'L2024-089', 'L2025-003', 'L2025-011']], // lot
      ['Erwartete Menge', null, 'decimal'], // expected_quantity
      ['Menge', 'on_hand', 'decimal'], // quantity
      ['Maßeinheit', 'unit', ['Stück', 'Stück', 'Karton', 'Meter']], // uom
      ['Inventurstatus', null, ['draft', 'done', 'cancelled']], // inventory_state
    ],
  },
  {
    name: 'tryton-lots-nl',
    language: 'nl',
    source: 'Tryton 6.0, Lots by Locations (stock.lots_by_locations) → Export Data, CSV with field names, Dutch (5 fields, fields_get strings of the nl locale)',
    tdm: 'stock_levels',
    columns: [
      ['Lot', 'lot', ['L2024-001', 'L2024-017', 'L2024-031', 'L2024-044', 'L2024-052', 'L2024-068', 'L2024-075', 'L2024-089', 'L2025-003', 'L2025-011']], // lot
      ['Product', 'product_name', ['[MB-1001] Bureaustoel Ergo', '[MB-1002] Bureau 160x80', '[KL-2001] Archiefkast staal', '[KL-2002] Ladeblok 3 laden', '[VL-3001] Bureaulamp LED', '[VL-3002] Monitorarm dubbel', '[PA-4001] Kopieerpapier A4 80g', '[PA-4002] Ordner 8 cm', '[TE-5001] Toetsenbord draadloos', '[TE-5002] Muis ergonomisch']], // product
      ['Hoeveelheid', 'on_hand', 'decimal'], // quantity
      ['Verwachte hoeveelheid', 'available', 'decimal'], // forecast_quantity
      ['Standaard maateenheid', 'unit', ['Stuk', 'Stuk', 'Doos', 'Meter']], // default_uom
    ],
  },
  {
    name: 'tryton-projects-nl',
    language: 'nl',
    source: 'Tryton 6.0, Works (project.work), projects → Export Data, CSV with field names, Dutch (13 fields, fields_get strings of the nl locale)',
    tdm: 'projects',
    columns: [
      ['Naam', 'name', ['Inrichting kantoor Utrecht', 'Verhuizing hoofdkantoor', 'Renovatie vergaderzalen', 'Nieuwe werkplekken 2e verdieping', 'Ergonomie-audit', 'Showroom Eindhoven', 'Archiefruimte Zwolle', 'Kantine Tilburg', 'Receptie Den Haag', 'Thuiswerkpakketten']], // name
      ['Type', null, ['project', 'project']], // type
      ['Relatie', 'customer', 'company'], // party
      ['Status', 'status', ['Open', 'Gesloten']], // status
      ['Werkelijke start', 'start_date', 'date'], // actual_start_date
      ['Werkelijke einddatum', 'end_date', 'date'], // actual_finish_date
      ['Inspanning', null, 'decimal'], // effort_duration
      ['Looptijd', null, 'decimal'], // timesheet_duration
      ['Vooruitgang', 'progress', ['0.0', '0.25', '0.5', '0.75', '1.0', '0.1', '0.6', '0.9']], // progress
      ['Totale vooruitgang', null, ['0.0', '0.2', '0.45', '0.8', '1.0', '0.35']], // total_progress
      ['Catalogusprijs', null, 'amount'], // list_price
      ['Bedrijf', null, ['Kantoorgroothandel Van Dijk B.V.', 'Kantoorgroothandel Van Dijk B.V.']], // company
      ['Opmerking', 'description', ['Fase 1: ontwerp, fase 2: levering', 'Let op: sleutel ophalen bij receptie', 'Klant wil wekelijkse rapportage', 'Budget inclusief montage', 'Oplevering voor 1 september', 'Contactpersoon: mevr. De Wit', 'Meerwerk apart factureren', 'Levering in twee delen', 'Inclusief afvoer oud meubilair', 'Offerte Q-2024-118 geaccepteerd']], // comment
    ],
  },
  {
    name: 'tryton-projects-en',
    language: 'en',
    source: 'Tryton 6.0, Works (project.work), projects → Export Data, CSV with field names, English (11 fields, fields_get strings of the en locale)',
    tdm: 'projects',
    columns: [
      ['Name', 'name', ['Office fit-out Leeds', 'Head office move', 'Meeting room refurbishment', 'New desks 2nd floor', 'Ergonomics audit', 'Showroom Bristol', 'Archive room Leicester', 'Canteen York', 'Reception Cardiff', 'Home-working kits']], // name
      ['Party', 'customer', 'company'], // party
      ['Status', 'status', ['Open', 'Done']], // status
      ['Early Start', 'start_date', 'date'], // early_start_date
      ['Early Finish', 'end_date', 'date'], // early_finish_date
      ['Effort', null, 'decimal'], // effort_duration
      ['Total Effort', null, 'decimal'], // total_effort
      ['Progress', 'progress', ['0.0', '0.25', '0.5', '0.75', '1.0', '0.1', '0.6', '0.9']], // progress
      ['List Price', null, 'amount'], // list_price
      ['Product', null, ['Consulting hour', 'Installation hour', 'Project management']], // product
      ['Comment', 'description', ['Phase 1 design, phase 2 delivery', 'Collect keys at reception', 'Weekly report to client', 'Budget includes installation', 'Handover before 1 September', 'Contact: Ms Wright', 'Extra work invoiced separately', 'Delivery in two parts', 'Includes removal of old furniture', 'Quote Q-2024-118 accepted']], // comment
    ],
  },
  {
    name: 'tryton-tasks-es',
    language: 'es',
    source: 'Tryton 6.0, Works (project.work), tasks → Export Data, CSV with field names, Spanish (12 fields, fields_get strings of the es locale)',
    tdm: 'tasks',
    columns: [
      ['Nombre', 'title', ['Medición de espacios', 'Diseño de planta', 'Pedido de mobiliario', 'Montaje de mesas', 'Instalación eléctrica', 'Cableado de red', 'Entrega de sillas', 'Revisión con cliente', 'Retirada de embalajes', 'Acta de entrega']], // name
      ['Padre', 'parent_task', ['Oficina Madrid', 'Reforma sala de juntas', 'Diseño de planta', 'Traslado sede', 'Auditoría ergonómica', 'Showroom Sevilla', 'Archivo Zaragoza', 'Comedor Bilbao', 'Recepción Valencia', 'Kits teletrabajo']], // parent
      ['Estado', 'status', ['Abierto', 'Hecho']], // status
      ['Asignaciones/Empleado', 'assignee', ['Lucía García', 'Javier Martín', 'Carmen Ruiz', 'Sergio Díaz', 'Elena Moreno', 'Pablo Jiménez', 'Marta Navarro', 'Diego Romero']], // allocations/employee
      ['Inicio anticipado', 'start_date', 'date'], // early_start_date
      ['Restricción de finalización', 'due_date', 'date'], // constraint_finish_date
      ['Esfuerzo', 'estimated_hours', 'decimal'], // effort_duration
      ['Tiempo', 'spent_hours', 'decimal'], // timesheet_duration
      ['Progreso', 'progress', ['0.0', '0.25', '0.5', '0.75', '1.0', '0.1', '0.6', '0.9']], // progress
      ['Tiempo total', null, 'decimal'], // total_effort
      ['Tercero', null, 'company'], // party
      ['Comentario', 'description', ['Confirmar medidas con arquitecto', 'Esperar aprobación del cliente', 'Material en almacén', 'Coordinar con electricista', 'Usar planos versión 3', 'Cliente pide fotos', 'Bloqueado por permiso de obra', 'Revisar presupuesto', 'Hecho parcialmente', 'Prioridad alta']], // comment
    ],
  },
  {
    name: 'tryton-tasks-de',
    language: 'de',
    source: 'Tryton 6.0, Works (project.work), tasks → Export Data, CSV with field names, German (11 fields, fields_get strings of the de locale)',
    tdm: 'tasks',
    columns: [
      ['Name', 'title', ['Aufmaß vor Ort', 'Grundrissplanung', 'Möbelbestellung', 'Montage Schreibtische', 'Elektroinstallation', 'Netzwerkverkabelung', 'Lieferung Stühle', 'Abnahme mit Kunde', 'Entsorgung Verpackung', 'Übergabeprotokoll']], // name
      ['Typ', null, ['task', 'task', 'project']], // type
      ['Übergeordnet (Projekt/Aufgabe)', 'parent_task', ['Büro Berlin', 'Umbau Besprechungsräume', 'Grundrissplanung', 'Umzug Zentrale', 'Ergonomie-Audit', 'Showroom Hannover', 'Archivraum Kassel', 'Kantine Dresden', 'Empfang Bremen', 'Homeoffice-Pakete']], // parent
      ['Status', 'status', ['Offen', 'Erledigt']], // status
      ['Zeitaufwand', 'estimated_hours', 'decimal'], // effort_duration
      ['Dauer', 'spent_hours', 'decimal'], // timesheet_duration
      ['Fortschritt', 'progress', ['0.0', '0.25', '0.5', '0.75', '1.0', '0.1', '0.6', '0.9']], // progress
      ['Tatsächliches Startdatum', 'start_date', 'date'], // actual_start_date
      ['Tatsächliches Enddatum', null, 'date'], // actual_finish_date
      ['Vorgänger', null, ['Aufmaß vor Ort', 'Grundrissplanung', 'Möbelbestellung', '', 'Elektroinstallation', 'Lieferung Stühle', 'Montage Schreibtische', 'Netzwerkverkabelung', 'Abnahme mit Kunde']], // predecessors
      ['Kommentar', 'description', ['Maße mit Architekt abstimmen', 'Freigabe des Kunden abwarten', 'Material im Lager', 'Mit Elektriker koordinieren', 'Pläne Version 3 verwenden', 'Kunde wünscht Fotos', 'Wartet auf Genehmigung', 'Budget prüfen', 'Teilweise erledigt', 'Hohe Priorität']], // comment
    ],
  },
];
