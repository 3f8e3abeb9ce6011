/**
 * The fifteenth held-out set of the mapping benchmark (`npm run bench:mapping`, docs/mapping.md
 * "Benchmark"), built as a TUNING set: the matcher's misses on it are to be studied for general
 * improvements. Domain: inventory, warehouse and manufacturing (stock on hand, stock movements,
 * purchase order lines, build orders). Not registered in ./mapping-bench.ts.
 *
 * How it was built, in this order (the matcher was not run on it, nor its code read):
 * 1. Four target data models were written first, from scratch, as a manufacturer importing such
 *    files would write its own (English keys and labels, a description where a label alone would
 *    leave a person guessing, no `alternativeMatches`): stock items, stock movements, purchase
 *    orders (one row per order line) and build orders. Some of their columns have no source in any
 *    file (a stock item's quantity on order, barcode, weight, active flag and last update; a
 *    movement's unit, serial number, status, unit cost, carrier and tracking number; an order's
 *    supplier reference, order and received dates, approver, payment and delivery terms; a build's
 *    BOM version, scrapped quantity, work centre and cost).
 * 2. The headers were taken verbatim from files written by two open-source programs used by no
 *    other set (every `source` line of mapping-public-set*.ts checked) and not among those the
 *    matcher's vocabulary reads:
 *    · OpenBoxes (Grails warehouse and supply-chain system; github.com/openboxes/openboxes,
 *      snapshot commit 03548dd of 2026-06-12, version 0.9.9-SNAPSHOT). Translated headers come from
 *      grails-app/i18n/messages_<lang>.properties (fr, es, nl; its de, it and pt catalogues leave
 *      most of these keys in English, so they were not used) and messages.properties (en), read
 *      with a script that parsed them:
 *      - Inventory → export of the current stock (InventoryController.getCsvForInventoryMap, with its
 *        optional bin-location column): inventoryLevel.status, product.productCode, product.label,
 *        inventoryItem.lotNumber, inventoryItem.expirationDate, product.productFamily,
 *        category.label, product.tags, inventoryLevel.binLocation, product.unitOfMeasure,
 *        inventoryLevel.minQuantity / reorderQuantity / maxQuantity / forecastQuantity /
 *        currentQuantity, product.pricePerUnit, product.totalValue (17 columns; fr, es, nl).
 *      - the product-level variant (getCsvForProductMap), with ABC class and "Quantity ATP" (16
 *        columns; en).
 *      - Purchase order → Download order items (OrderController.downloadOrderItems): orderItem.id,
 *        product.productCode, product.name, product.sourceCode, product.sourceName,
 *        product.supplierCode, product.manufacturer, product.manufacturerCode, default.quantity,
 *        default.unitOfMeasure, default.cost, orderItem.totalCost, order.recipient,
 *        "<orderItem.quotedShipDate> (MM/dd/yyyy)", "<orderItem.currentExpectedShipDate>
 *        (MM/dd/yyyy)" (Constants.DEFAULT_ORDER_IMPORT_DATE_FORMAT appended by the code),
 *        orderItem.budgetCode (16 columns; fr, es, nl).
 *      - two English-only stock-movement exports: "Items shipped not received"
 *        (StockMovementController.exportItems, 9 fixed CSVWriter headers) and the inventory
 *        transaction summary (InventoryTransactionSummaryApiController → DataService.generateCsv,
 *        whose headers are the map keys of InventoryTransactionsSummaryFormatter.toCsv, camelCase).
 *    · InvenTree (Django parts and stock system; upstream history read from the snapshot of the
 *      fork EQUA-AI/InvenTree, whose head is upstream commit 770f7a2 of 2025-11-16, "[UI] Fix for
 *      form OPTIONS query (#10840)", version 1.2.0 dev; the upstream snapshot was too large to
 *      fetch). Its data export (data_exporter/mixins.py, generate_headers; the generic
 *      "InvenTree Exporter" plugin changes no header) heads each column with the DRF serializer
 *      field's label, evaluated in the user's language: an explicit `label=_()` in the serializer,
 *      else the model field's verbose_name (capfirst) where it differs from the field name, else
 *      the field name capitalised (so in English in every language: "Quantity", "Reference",
 *      "Overdue", "Status text", "Stocktake date", "Purchase order reference", and the part's IPN,
 *      declared without a label in PartBriefSerializer, as "Ipn" by str.capitalize()); a nested detail
 *      field listed in export_child_fields is written "<parent label>.<child label>", and an
 *      untranslated msgid stays English. Translations are src/backend/InvenTree/locale/<lang>/
 *      LC_MESSAGES/django.po (de, it, nl, pt), read with a script that parsed them:
 *      - Stock → export of stock items (stock/serializers.py StockItemSerializer, Meta.fields
 *        order; de, it, pt). The file keeps 27 of its columns, in order (the export writes
 *        about 45); the raw integer "Status" column was left out because in German it repeats the
 *        translated status_text header "Status".
 *      - Manufacturing → export of build orders (build/serializers.py BuildSerializer; NotesFieldMixin
 *        drops notes from the list export), 25 of its 29 columns in order (de, it, nl).
 * 3. Each header was labelled with the TDM column a person would map it to, or null when none
 *    fits (decided from the header, the field's meaning in the program and the TDM alone; where a
 *    file has two columns for one target, the one that holds what the target describes, the other
 *    null). Decisions that are not obvious:
 *    OpenBoxes: "Serial / Lot Number" (its lotNumber, usually a lot) the batch number; "Reorder
 *    quantity" (the level at or below which OpenBoxes flags an item for reorder) the reorder level
 *    and "Min quantity" (a lower, "below minimum" level), Max and Forecast quantity null; "Average
 *    Unit Price" the unit cost and "Total value" the stock value; Product Family, Tags, ABC Class
 *    and "Quantity ATP" (available to promise, not the allocated quantity) null. An order line's
 *    "Order Item ID" (an internal id, not a line number) null; Name the item description;
 *    "Supplier code" the supplier part number and Source code/name, Manufacturer, Manufacturer code
 *    (no target in the model) null; Cost (its unit price) the unit price and Total Cost the line
 *    total; Recipient (a person) null, not the deliver-to site; "Current Expected Ship Date" the
 *    expected delivery and "Quoted Ship Date" null; Budget Code null. Items shipped not received:
 *    "Quantity Incoming" the quantity, "Expected Shipping Date" the shipped-on date (the shipment
 *    has shipped), "Expected Delivery Date" null (received-on is an actual date), Shipment Number
 *    the document reference, Shipment Name null, Origin/Destination from/to location. Transaction
 *    summary: alignment (the variance type) and quantityBefore/After null, quantityDifference the
 *    quantity, type the movement type, transactionId the movement ID, rootCauses the reason.
 *    InvenTree stock: ID null; "Part" (the part's database id) null beside <Part>.Ipn (the IPN, the item code),
 *    Part.Name and Part.Description; "Stock Location" (the location's id) null beside
 *    Location.Path (its name path), which is the location; "Supplier Part" (an id) null and
 *    "Supplier Part Number" the supplier part number; Purchase Price (per unit) the unit cost and
 *    its Currency the currency; Allocated Quantity the allocated quantity; Stocktake date the last
 *    stocktake; Status (status_text) the stock status; Customer, In Stock, External Link, Owner,
 *    Packaging, Purchase order reference and Expired null. InvenTree builds: Reference the build
 *    order number, ID null; "Part" (the assembly's id, the only column naming the part by code)
 *    the product code and Part Name the product name; "Build Status" (the integer code) null and
 *    "Status text" (its text) the status; "Description" (the build's title) null; Completed items
 *    the quantity completed; Target completion date the due date; Destination Location (an id, the
 *    only destination column) the destination; Sales Order Reference the sales order; Responsible
 *    the responsible; Build Priority the priority; Source Location, Parent Build, External Build,
 *    Creation Date, Project Code (and label), Overdue, Issued by, External Link and Build Level null.
 * 4. Then the set was committed.
 *
 * Values: 20 per column, generated by kind (./mapping-bench.ts) or sampled from the lists below,
 * in the style of each export (OpenBoxes' dates dd/MM/yyyy in the inventory export and MM/dd/yyyy
 * in the order items, its currency amounts as CSVUtils.formatCurrency writes them; InvenTree's
 * related records as integer ids, decimals and booleans as the API writes them); a free-text or
 * identifier column draws from at least eight distinct values.
 */
import { tdmColumn, type PublicSetFile, type PublicTdmColumn } from './mapping-public-set.ts';

const col = tdmColumn;

/** The target data models of this set, written before the headers were collected. */
export const HELD_OUT_15_TDMS = {
  stock_items: [
    col('item_code', 'Item code', 'string', 'Our internal part number or SKU'),
    col('item_name', 'Item name', 'string'),
    col('description', 'Description', 'string'),
    col('category', 'Category', 'string'),
    col('unit', 'Unit of measure', 'string', 'Pieces, metres, kg, …'),
    col('location', 'Storage location', 'string', 'Warehouse, bin or shelf where the stock lies'),
    col('batch_number', 'Batch / lot number', 'string'),
    col('serial_number', 'Serial number', 'string'),
    col('quantity_on_hand', 'Quantity on hand', 'float', 'Physical stock at the location'),
    col('quantity_allocated', 'Quantity allocated', 'float', 'Stock reserved for orders or builds and not free to use'),
    col('quantity_on_order', 'Quantity on order', 'float', 'Ordered from suppliers but not yet received'),
    col('reorder_level', 'Reorder level', 'float', 'Minimum stock below which we reorder'),
    col('unit_cost', 'Unit cost', 'float', 'Purchase or standard cost of one unit'),
    col('stock_value', 'Stock value', 'float', 'Quantity on hand times unit cost'),
    col('currency', 'Currency', 'currency_code'),
    col('supplier', 'Supplier', 'string'),
    col('supplier_part_number', 'Supplier part number', 'string'),
    col('manufacturer', 'Manufacturer', 'string'),
    col('manufacturer_part_number', 'Manufacturer part number', 'string'),
    col('barcode', 'Barcode', 'string', 'EAN or internal barcode printed on the label'),
    col('status', 'Stock status', 'string', 'OK, damaged, quarantined, …'),
    col('expiry_date', 'Expiry date', 'date'),
    col('last_stocktake', 'Last stocktake', 'date', 'When the stock was last counted'),
    col('weight', 'Weight', 'float'),
    col('active', 'Active', 'boolean', 'Whether the item may still be used or ordered'),
    col('notes', 'Notes', 'string'),
    col('last_updated', 'Last updated', 'datetime'),
  ],
  stock_movements: [
    col('movement_id', 'Movement ID', 'string'),
    col('date', 'Date', 'datetime', 'When the stock moved'),
    col('movement_type', 'Movement type', 'string', 'Receipt, issue, transfer, adjustment, count, …'),
    col('item_code', 'Item code', 'string'),
    col('item_name', 'Item name', 'string'),
    col('quantity', 'Quantity', 'float', 'Quantity moved'),
    col('unit', 'Unit of measure', 'string'),
    col('from_location', 'From location', 'string', 'Warehouse or bin the stock left'),
    col('to_location', 'To location', 'string', 'Warehouse or bin the stock went to'),
    col('batch_number', 'Batch / lot number', 'string'),
    col('serial_number', 'Serial number', 'string'),
    col('reference', 'Document reference', 'string', 'Order, shipment or transfer document the movement belongs to'),
    col('reason', 'Reason', 'string', 'Why stock was adjusted, scrapped or moved'),
    col('performed_by', 'Performed by', 'string', 'User who booked the movement'),
    col('status', 'Status', 'string', 'Pending, shipped, received, cancelled, …'),
    col('unit_cost', 'Unit cost', 'float'),
    col('shipped_date', 'Shipped on', 'date'),
    col('received_date', 'Received on', 'date'),
    col('carrier', 'Carrier', 'string'),
    col('tracking_number', 'Tracking number', 'string'),
    col('notes', 'Notes', 'string'),
  ],
  purchase_orders: [
    col('po_number', 'PO number', 'string', 'Our purchase order number'),
    col('supplier', 'Supplier', 'string'),
    col('supplier_reference', 'Supplier reference', 'string', 'The supplier\'s order confirmation or sales order number'),
    col('order_date', 'Order date', 'date', 'When the order was placed with the supplier'),
    col('expected_date', 'Expected delivery', 'date'),
    col('received_date', 'Received on', 'date', 'When the goods arrived'),
    col('status', 'Order status', 'string', 'Draft, placed, partly received, complete, cancelled, …'),
    col('buyer', 'Buyer', 'string', 'Person who raised or placed the order'),
    col('approved_by', 'Approved by', 'string'),
    col('ship_to', 'Deliver to', 'string', 'Warehouse or site the goods are delivered to'),
    col('line_number', 'Line number', 'int'),
    col('item_code', 'Item code', 'string', 'Our part number for the line'),
    col('item_description', 'Item description', 'string'),
    col('supplier_part_number', 'Supplier part number', 'string'),
    col('quantity_ordered', 'Quantity ordered', 'float'),
    col('quantity_received', 'Quantity received', 'float'),
    col('unit', 'Unit of measure', 'string'),
    col('unit_price', 'Unit price', 'float'),
    col('line_total', 'Line total', 'float'),
    col('order_total', 'Order total', 'float', 'Total value of the whole order'),
    col('currency', 'Currency', 'currency_code'),
    col('payment_terms', 'Payment terms', 'string'),
    col('incoterms', 'Delivery terms', 'string', 'Incoterm or shipping terms'),
    col('notes', 'Notes', 'string'),
  ],
  build_orders: [
    col('build_number', 'Build order number', 'string'),
    col('product_code', 'Product code', 'string', 'Part number of the assembly being built'),
    col('product_name', 'Product name', 'string'),
    col('bom_version', 'BOM version', 'string', 'Revision of the bill of materials used'),
    col('quantity', 'Quantity to build', 'float'),
    col('quantity_completed', 'Quantity completed', 'float'),
    col('quantity_scrapped', 'Quantity scrapped', 'float'),
    col('status', 'Status', 'string', 'Planned, in production, complete, cancelled, …'),
    col('priority', 'Priority', 'string'),
    col('start_date', 'Start date', 'date'),
    col('due_date', 'Due date', 'date', 'Date the build must be finished'),
    col('completion_date', 'Completed on', 'date'),
    col('responsible', 'Responsible', 'string', 'Person or team in charge of the build'),
    col('work_center', 'Work centre', 'string', 'Production line or workshop'),
    col('sales_order', 'Sales order', 'string', 'Customer order the build is for'),
    col('batch_number', 'Batch / lot number', 'string', 'Batch code given to the built items'),
    col('destination', 'Destination location', 'string', 'Where the finished goods are stored'),
    col('cost', 'Build cost', 'float'),
    col('notes', 'Notes', 'string'),
  ],
} satisfies Record<string, PublicTdmColumn[]>;

/** One file of this set. */
export type HeldOut15File = PublicSetFile<keyof typeof HELD_OUT_15_TDMS>;

const seq = (prefix: string, n: number, start = 1, step = 7): string[] => Array.from({ length: n }, (_, i) => `${prefix}${start + i * step}`);

// OpenBoxes: inventory.
const OB_STATUS_EN = ['In stock', 'In stock', 'In stock', 'Low stock', 'Reorder', 'Stock out', 'Overstock'];
const OB_STATUS_FR = ['En stock', 'En stock', 'En stock', 'Stock bas', 'À commander', 'Rupture de stock', 'Surstock'];
const OB_STATUS_ES = ['En stock', 'En stock', 'En stock', 'Stock bajo', 'Reordenar', 'Sin stock', 'Sobrestock'];
const OB_STATUS_NL = ['Op voorraad', 'Op voorraad', 'Op voorraad', 'Lage voorraad', 'Nabestellen', 'Niet op voorraad', 'Overvoorraad'];
const OB_CODES = ['10001', '10002', '10017', '10045', '10103', '10118', '10220', '10231', '10302', '10415', '10511', '10609', 'AB12', 'N7Y4'];
const OB_PRODUCTS_EN = ['Paracetamol 500mg, tablet', 'Gloves, examination, nitrile, medium', 'Syringe, 5ml, luer lock', 'Gauze, roll, 10cm x 4m', 'Amoxicillin 250mg, capsule', 'Catheter, IV, 20G', 'Oral rehydration salts, sachet', 'Bandage, elastic, 10cm', 'Cable tie, 200mm, black', 'Battery, AA, alkaline', 'Mask, surgical, 3-ply', 'Thermometer, digital'];
const OB_PRODUCTS_FR = ['Paracétamol 500mg, comprimé', 'Gants d\'examen, nitrile, M', 'Seringue 5ml, luer lock', 'Gaze, rouleau, 10cm x 4m', 'Amoxicilline 250mg, gélule', 'Cathéter IV 20G', 'Sels de réhydratation orale, sachet', 'Bande élastique 10cm', 'Collier de serrage 200mm', 'Pile AA alcaline', 'Masque chirurgical 3 plis', 'Thermomètre digital'];
const OB_PRODUCTS_ES = ['Paracetamol 500mg, tableta', 'Guantes de examen, nitrilo, M', 'Jeringa 5ml, luer lock', 'Gasa, rollo, 10cm x 4m', 'Amoxicilina 250mg, cápsula', 'Catéter IV 20G', 'Sales de rehidratación oral, sobre', 'Venda elástica 10cm', 'Brida 200mm negra', 'Pila AA alcalina', 'Mascarilla quirúrgica 3 capas', 'Termómetro digital'];
const OB_PRODUCTS_NL = ['Paracetamol 500mg, tablet', 'Onderzoekshandschoenen, nitril, M', 'Spuit 5ml, luer lock', 'Gaas, rol, 10cm x 4m', 'Amoxicilline 250mg, capsule', 'Katheter IV 20G', 'ORS-zakje', 'Elastisch verband 10cm', 'Kabelbinder 200mm zwart', 'Batterij AA alkaline', 'Chirurgisch mondmasker', 'Digitale thermometer'];
const OB_LOTS = ['L2304A', 'L2304B', 'BX-8812', '230911', 'P45521', 'K9981-02', '', 'LOT-0077', '2406-17', 'SN-55120', 'A7731', 'MX2209'];
const OB_FAMILIES = ['', '', 'Analgesics', 'Gloves', 'Syringes', 'Antibiotics', ''];
const OB_CAT_EN = ['Medicines', 'Medical supplies', 'Medical supplies', 'Consumables', 'Equipment', 'Spare parts'];
const OB_CAT_FR = ['Médicaments', 'Fournitures médicales', 'Fournitures médicales', 'Consommables', 'Équipement', 'Pièces détachées'];
const OB_CAT_ES = ['Medicamentos', 'Insumos médicos', 'Insumos médicos', 'Consumibles', 'Equipos', 'Repuestos'];
const OB_CAT_NL = ['Geneesmiddelen', 'Medische hulpmiddelen', 'Medische hulpmiddelen', 'Verbruiksartikelen', 'Apparatuur', 'Reserveonderdelen'];
const OB_TAGS = ['', '', 'essential', 'cold chain', 'essential,donation', 'fast mover', ''];
const OB_BINS = ['A-01-01', 'A-01-02', 'A-02-04', 'B-03-01', 'B-03-02', 'C-10-05', 'Receiving', 'Default', 'COLD-01', 'D-07-03'];
const OB_UOM_EN = ['EA', 'EA', 'BX', 'PK', 'EA', 'RL', 'BT'];
const OB_UOM_FR = ['Unité', 'Unité', 'Boîte', 'Paquet', 'Rouleau', 'Flacon'];
const OB_UOM_ES = ['Unidad', 'Unidad', 'Caja', 'Paquete', 'Rollo', 'Frasco'];
const OB_UOM_NL = ['Stuk', 'Stuk', 'Doos', 'Pak', 'Rol', 'Fles'];
const OB_MIN = ['', '', '10', '50', '100', '20', '5', '200'];
const OB_REORDER = ['', '', '25', '100', '150', '40', '10', '400'];
const OB_MAX = ['', '', '100', '500', '600', '120', '30', '1000'];
const OB_FORECAST = ['', '', '80', '320', '45', '150', '12', '900'];
const OB_QTY = ['0', '12', '48', '250', '1000', '36', '5', '720', '18', '400', '96', '3'];
const OB_PRICE = ['', '0.0125', '0.085', '0.12', '0.45', '1.20', '2.75', '0.03', '14.50', '0.60'];
const OB_TOTAL = ['', '3.00', '85.00', '30.00', '16.20', '43.20', '13.75', '21.60', '261.00', '240.00'];
const OB_ABC = ['A', 'A', 'B', 'B', 'C', ''];
const OB_ATP = ['0', '12', '40', '200', '950', '30', '0', '700', '18', '380'];

// OpenBoxes: purchase order items.
const OB_ITEM_IDS = ['ff80818188f2a1c10188f4b0d5a10012', 'ff80818188f2a1c10188f4b0d5b40013', 'ff80818188f2a1c10188f4b0d5c70014', 'ff80818188f2a1c10188f4b0d5d90015', 'ff80818188f2a1c10188f4b0d5ec0016', 'ff80818188f2a1c10188f4b0d5ff0017', 'ff80818188f2a1c10188f4b0d6120018', 'ff80818188f2a1c10188f4b0d6250019', 'ff80818188f2a1c10188f4b0d638001a', 'ff80818188f2a1c10188f4b0d64b001b'];
const OB_SOURCE_CODES = ['S00012', 'S00013', 'S00027', 'S00041', 'S00058', 'S00063', 'S00071', 'S00089', ''];
const OB_SOURCE_NAMES = ['Paracetamol 500mg (IDA)', 'Nitrile gloves M (Medline)', 'Syringe 5ml (BD)', 'Gauze roll (Hartmann)', 'Amoxicillin 250mg (IDA)', 'IV catheter 20G (B. Braun)', 'ORS sachet (UNICEF SD)', 'Elastic bandage (Lohmann)', ''];
const OB_SUPPLIER_CODES = ['IDA-P500', 'MDS192074', '309646', '4021447', 'IDA-AMX250', '4252527-01', 'S1561010', '30152', 'HTB-0017', ''];
const OB_MANUFACTURERS = ['IDA Foundation', 'Medline', 'BD', 'Hartmann', 'B. Braun', 'Lohmann & Rauscher', 'Cipla', ''];
const OB_MANUFACTURER_CODES = ['P500-1000', 'MDS192074', '309646', '4021447', '4252527-01', '30152', 'CIP-AMX250', ''];
const OB_ORDER_QTY = ['100', '500', '1000', '24', '60', '2000', '250', '12', '400', '150'];
const OB_UNIT_COST = ['0.0125 USD', '0.085 USD', '0.12 USD', '0.45 USD', '1.20 USD', '2.75 USD', '0.03 USD', '14.50 USD', '0.60 USD', '3.10 USD'];
const OB_LINE_COST = ['1.25 USD', '42.50 USD', '120.00 USD', '10.80 USD', '72.00 USD', '5,500.00 USD', '7.50 USD', '174.00 USD', '240.00 USD', '465.00 USD'];
const OB_RECIPIENTS = ['', '', 'Marie Dubois', 'Jean Baptiste', 'Ana López', 'Pieter de Vries', 'Claudine Joseph', 'Carlos Méndez', 'Sanne Bakker', 'Louis Pierre'];
const OB_BUDGET = ['', '', 'PHARM-2024', 'SUPPLY-2024', 'GRANT-GF-07', 'OPS-12', ''];
const MDY = ['01/15/2025', '02/03/2025', '02/20/2025', '03/11/2025', '03/28/2025', '04/14/2025', '05/02/2025', '05/19/2025', '06/06/2025', '06/23/2025', ''];
const MDY_LATER = ['01/29/2025', '02/17/2025', '03/06/2025', '03/25/2025', '04/11/2025', '04/28/2025', '05/16/2025', '06/02/2025', '06/20/2025', '07/07/2025', ''];

// OpenBoxes: stock movements.
const OB_SHIP_DATES = ['04-Mar-25', '11-Mar-25', '18-Mar-25', '25-Mar-25', '01-Apr-25', '08-Apr-25', '15-Apr-25', '22-Apr-25'];
const OB_DELIVERY_DATES = ['12-Mar-25', '19-Mar-25', '26-Mar-25', '02-Apr-25', '09-Apr-25', '16-Apr-25', '23-Apr-25', '30-Apr-25'];
const OB_SHIPMENT_NOS = ['SM-1042', 'SM-1043', 'SM-1051', '4XK7TQ', '7PL2WD', 'SM-1066', 'R3M9ZC', 'SM-1071', 'Q8H1VB', 'SM-1080'];
const OB_SHIPMENT_NAMES = ['Boston to Mirebalais, 04-Mar-2025', 'Monthly replenishment March', 'Donation shipment #7', 'Emergency order cholera kits', 'Boston to Lacolline, 18-Mar-2025', 'Quarterly stock transfer', 'Return of expired stock', 'Lab supplies April'];
const OB_SITES = ['Boston Headquarters', 'Mirebalais Hospital', 'Lacolline Depot', 'Port-au-Prince Warehouse', 'Hinche Clinic', 'Central Medical Store', 'Lima Office', 'Kigali Warehouse'];
const OB_ALIGNMENT = ['', '', 'OVER', 'UNDER', 'UNDER', 'OVER', 'EXACT'];
const OB_TX_TYPE = ['Adjustment', 'Adjustment', 'Product inventory', 'Inventory', 'Damaged', 'Expired', 'Transfer in', 'Transfer out'];
const OB_TX_IDS = ['AB2R7X', 'CD4K1M', 'EF9P3Q', 'GH6T2V', 'JK8W5Y', 'LM3Z7A', 'NP5B9C', 'QR1D4E', 'ST7F6G', 'UV2H8J'];
const OB_USERS = ['Jean Baptiste', 'Marie Dubois', 'Ana López', 'Pieter de Vries', 'Sanne Bakker', 'Carlos Méndez', 'Claudine Joseph', 'Louis Pierre'];
const OB_QTY_BEFORE = ['120', '48', '0', '36', '250', '1000', '18', '7', '400', '96'];
const OB_QTY_AFTER = ['118', '50', '12', '30', '250', '980', '20', '0', '396', '96'];
const OB_QTY_DIFF = ['-2', '2', '12', '-6', '0', '-20', '2', '-7', '-4', '0'];
const OB_ROOT_CAUSES = ['', 'Damaged', 'Expired', 'Data entry error', 'Theft', 'Found', 'Miscount, Damaged', 'Unrecorded receipt'];
const OB_COMMENTS = ['', 'Counted twice', 'Box crushed on arrival', 'Found behind shelf B-03', 'Expired 03/2025, destroyed', 'Wrong bin at receiving', '', 'Confirmed by supervisor', 'Adjusted after cycle count', 'Sample for QA'];

// InvenTree: stock items and build orders.
const IT_IDS = seq('', 20, 212, 3);
const IT_PART_IDS = ['14', '14', '27', '31', '52', '58', '63', '77', '81', '96', '103', '118'];
const IT_IPNS = ['R-0603-10K', 'R-0603-10K', 'C-0805-100N', 'IC-ATMEGA328P', 'CON-USB-C', 'LED-0603-RED', 'PCB-MAIN-R3', 'SCR-M3x8', 'CBL-JST-150', 'ENC-ALU-01', 'MOD-ESP32', 'BAT-18650'];
const IT_PART_NAMES = ['Resistor 10k 0603', 'Resistor 10k 0603', 'Capacitor 100nF 0805', 'ATmega328P-AU', 'USB-C receptacle', 'LED red 0603', 'Main board rev 3', 'Screw M3x8 DIN 912', 'JST cable 150mm', 'Aluminium enclosure', 'ESP32-WROOM-32E', 'Li-ion cell 18650'];
const IT_PART_DESC_DE = ['Dickschicht, 1%, 0,1W', 'Dickschicht, 1%, 0,1W', 'MLCC X7R 50V', '8-Bit-MCU, TQFP-32', 'SMD, 16-polig, USB 2.0', 'Chip-LED 620nm', 'Steuerplatine, 4 Lagen', 'Zylinderschraube, A2', 'JST-PH 2-polig', 'Strangpressprofil, schwarz eloxiert', 'WLAN/BT-Modul, 4MB', '3000mAh, geschützt'];
const IT_PART_DESC_IT = ['Film spesso, 1%, 0,1W', 'Film spesso, 1%, 0,1W', 'MLCC X7R 50V', 'MCU 8 bit, TQFP-32', 'SMD, 16 pin, USB 2.0', 'LED chip 620nm', 'Scheda controllo, 4 strati', 'Vite a testa cilindrica, A2', 'JST-PH 2 poli', 'Estruso, anodizzato nero', 'Modulo Wi-Fi/BT, 4MB', '3000mAh, protetta'];
const IT_PART_DESC_PT = ['Filme espesso, 1%, 0,1W', 'Filme espesso, 1%, 0,1W', 'MLCC X7R 50V', 'MCU 8 bits, TQFP-32', 'SMD, 16 pinos, USB 2.0', 'LED chip 620nm', 'Placa controladora, 4 camadas', 'Parafuso cabeça cilíndrica, A2', 'JST-PH 2 pinos', 'Extrudado, anodizado preto', 'Módulo Wi-Fi/BT, 4MB', '3000mAh, protegida'];
const IT_QTY = ['4000', '2500', '10000', '47', '120', '3000', '12', '500', '85', '6', '24', '1', '60'];
const IT_SERIALS = ['', '', '', '', '', '', '', '', 'MB3-00121', 'MB3-00122', 'MB3-00123', 'ENC-0042', 'ENC-0043', 'GW-1001', 'GW-1002', 'SN2-00017', 'MB3-00130'];
const IT_BATCHES = ['', '', 'B2407-11', 'B2407-12', '24W31', 'LOT-5581', 'X7R-2405', '2408A', '', 'C18650-24-09', 'B2411-02', 'RUN-017'];
const IT_LOC_IDS = ['3', '3', '5', '7', '8', '12', '12', '15', '21', '22'];
const IT_PATHS_DE = ['Lager/Regal A/Fach 1', 'Lager/Regal A/Fach 2', 'Lager/Regal B/Fach 4', 'Lager/SMD-Türme/Turm 1', 'Fertigung/Linie 1', 'Versand/Ausgang', 'Wareneingang', 'Sperrlager', 'Lager/Kleinteile/Schublade 7'];
const IT_PATHS_IT = ['Magazzino/Scaffale A/Ripiano 1', 'Magazzino/Scaffale A/Ripiano 2', 'Magazzino/Scaffale B/Ripiano 4', 'Magazzino/Torri SMD/Torre 1', 'Produzione/Linea 1', 'Spedizioni/Uscita', 'Ricevimento merci', 'Quarantena', 'Magazzino/Minuteria/Cassetto 7'];
const IT_PATHS_PT = ['Armazém/Estante A/Prateleira 1', 'Armazém/Estante A/Prateleira 2', 'Armazém/Estante B/Prateleira 4', 'Armazém/Torres SMD/Torre 1', 'Produção/Linha 1', 'Expedição/Saída', 'Receção', 'Quarentena', 'Armazém/Miudezas/Gaveta 7'];
const IT_CUSTOMERS = ['', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '9', '11', '14'];
const IT_BOOL = ['True', 'True', 'True', 'True', 'False'];
const IT_BOOL_FALSE = ['False', 'False', 'False', 'False', 'False', 'True'];
const IT_LINKS = ['', '', '', '', 'https://www.digikey.de/de/products/detail/yageo/RC0603FR-0710KL/726880', 'https://www.mouser.de/ProductDetail/595-ATMEGA328P-AU', 'https://wiki.example.com/parts/PCB-MAIN-R3', 'https://www.lcsc.com/product-detail/C165948.html', 'https://docs.espressif.com/projects/esp-idf/', 'https://www.reichelt.de/lp/18650', 'https://www.conrad.de/de/p/88213', 'https://www.farnell.com/datasheets/1682209.pdf'];
const IT_NOTES_DE = ['', '', '', 'Rolle angebrochen', 'Aus Rücksendung RMA-0041', 'Nach Inventur korrigiert', 'Feuchtigkeitsempfindlich, MSL 3', 'Für Musterbau reserviert', 'Etikett fehlt', 'Geprüft durch QS', 'Restposten', 'Ersatz für Lieferung 2024-10'];
const IT_NOTES_IT = ['', '', '', 'Bobina aperta', 'Da reso RMA-0041', 'Corretto dopo inventario', 'Sensibile all\'umidità, MSL 3', 'Riservato per prototipi', 'Etichetta mancante', 'Controllato dal CQ', 'Fine serie', 'Sostituzione consegna 2024-10'];
const IT_NOTES_PT = ['', '', '', 'Bobina aberta', 'Da devolução RMA-0041', 'Corrigido após inventário', 'Sensível à humidade, MSL 3', 'Reservado para protótipos', 'Falta etiqueta', 'Verificado pelo CQ', 'Fim de série', 'Substituição da entrega 2024-10'];
const IT_OWNERS = ['', '', '', '2', '2', '5', '7', '9'];
const IT_PACKAGING = ['', '', 'Reel', 'Cut tape', 'Tray', 'Bag', 'Box of 100', 'Tube', 'Bulk'];
const IT_PO_REFS = ['', '', 'PO-0041', 'PO-0043', 'PO-0047', 'PO-0052', 'PO-0058', 'PO-0061', 'PO-0066', 'PO-0070', 'PO-0074'];
const IT_STATUS_DE = ['OK', 'OK', 'OK', 'OK', 'Beschädigt', 'Erfordert Eingriff', 'In Quarantäne'];
const IT_STATUS_IT = ['Ok', 'Ok', 'Ok', 'Ok', 'Danneggiato', 'Attenzione necessaria', 'In quarantena'];
const IT_STATUS_PT = ['OK', 'OK', 'OK', 'OK', 'Danificado', 'Necessita de atenção', 'Em quarentena'];
const IT_SUPPLIER_PART_IDS = ['', '31', '32', '44', '45', '58', '61', '70', '72', '88', '91'];
const IT_SKUS = ['', '311-10.0KHRCT-ND', '1276-1003-1-ND', '556-ATMEGA328P-AU', 'C165948', 'RC0603FR-0710KL', 'ESP32-WROOM-32E-N4', 'C2286', '2829-18650-30Q', 'M3X8-912-A2'];
const IT_MPNS = ['', 'RC0603FR-0710KL', 'CL21B104KBCNNNC', 'ATMEGA328P-AU', 'TYPE-C-31-M-12', '150060RS75000', 'ESP32-WROOM-32E-N4', 'PHR-2', 'INR18650-30Q', 'ISO 4762 M3x8'];
const IT_PRICES = ['', '0.0021', '0.0034', '2.31', '0.18', '0.012', '3.45', '0.045', '0.52', '18.9', '4.1'];
const IT_CURRENCIES = ['EUR', 'EUR', 'EUR', 'USD', 'EUR', 'CHF'];
const IT_ALLOCATED = ['0.0', '0.0', '0.0', '250.0', '1000.0', '12.0', '2.0', '0.0', '48.0', '5.0'];
const IT_DATES = ['', '2025-01-14', '2025-03-31', '2025-06-30', '2025-09-30', '2024-12-18', '2025-10-02', '2026-01-12'];
const IT_EXPIRY = ['', '', '', '', '2026-06-30', '2027-01-31', '2025-12-31', '2026-03-15', '2028-05-31'];

const IT_BUILD_IDS = seq('', 20, 41, 1);
const IT_BUILD_REFS = seq('BO-00', 20, 41, 1);
const IT_BUILD_TITLES_DE = ['Hauptplatinen-Los', 'Hauptplatinen-Los', 'Pilotserie Sensorknoten', 'Gehäusevormontage', 'Kabelbaum', 'Ersatzplatinen für Service', 'Kundenauftrag 2024-118', 'Prototypenlauf', 'Nacharbeit nach ECO-12', 'Fertigungslos November'];
const IT_BUILD_TITLES_IT = ['Lotto schede principali', 'Lotto schede principali', 'Serie pilota nodo sensore', 'Premontaggio involucro', 'Cablaggio', 'Schede di ricambio assistenza', 'Ordine cliente 2024-118', 'Serie prototipo', 'Rilavorazione dopo ECO-12', 'Lotto produzione novembre'];
const IT_BUILD_TITLES_NL = ['Hoofdprint batch', 'Hoofdprint batch', 'Proefserie sensornode', 'Voormontage behuizing', 'Kabelboom', 'Reserveprinten voor service', 'Klantorder 2024-118', 'Prototyperun', 'Herbewerking na ECO-12', 'Productiebatch november'];
const IT_BUILD_BATCHES = ['', 'MB3-2411', 'MB3-2412', 'SN-P01', 'ENC-24-07', 'HAR-118', 'SRV-2024', 'PROTO-5', 'ECO12-RW', 'MB3-2501'];
const IT_ASSEMBLY_IDS = ['63', '63', '63', '120', '96', '134', '63', '141', '120', '152', '158', '161', '170'];
const IT_ASSEMBLY_NAMES = ['Main board rev 3', 'Main board rev 3', 'Sensor node', 'Enclosure assembly', 'Cable harness 6-way', 'Main board rev 3', 'Sensor node v2', 'Gateway', 'Enclosure assembly', 'Main board rev 3 (rework)'];
const IT_BUILD_QTY = ['10', '25', '50', '100', '5', '200', '12', '1', '40', '75'];
const IT_BUILD_DONE = ['0', '0', '10', '25', '50', '100', '5', '12', '1', '40'];
const IT_BUILD_CODES = ['10', '20', '20', '20', '25', '30', '40', '40'];
const IT_BUILD_STATUS_DE = ['Ausstehend', 'In Arbeit', 'In Arbeit', 'In Arbeit', 'On Hold', 'Storniert', 'Fertig', 'Fertig'];
const IT_BUILD_STATUS_IT = ['In attesa', 'Produzione', 'Produzione', 'Produzione', 'In Attesa', 'Annullato', 'Completo', 'Completo'];
const IT_BUILD_STATUS_NL = ['Bezig', 'Productie', 'Productie', 'Productie', 'In de wacht', 'Geannuleerd', 'Voltooid', 'Voltooid'];
const IT_SO_IDS = ['', '', '', '7', '9', '12', '15', '18', '21', '24', '26', '30'];
const IT_PARENT_BUILDS = ['', '', '', '', '', '43', '47', '51'];
const IT_PROJECT_IDS = ['', '', '1', '2', '2', '4'];
const IT_USER_IDS = ['1', '2', '2', '4', '5', '7'];
const IT_OWNER_IDS = ['', '3', '3', '6', '8', '11', '12', '14', '15'];
const IT_PRIORITY = ['0', '0', '0', '1', '2', '5', '10'];
const IT_LEVEL = ['0', '0', '0', '1', '1', '2'];

const OB_INVENTORY = 'OpenBoxes 0.9.9-SNAPSHOT (commit 03548dd), Inventory → export current stock as CSV (InventoryController.getCsvForInventoryMap, with the bin location column)';
const OB_PRODUCTS = 'OpenBoxes 0.9.9-SNAPSHOT (commit 03548dd), product inventory CSV export (InventoryController.getCsvForProductMap), English';
const OB_ORDER_ITEMS = 'OpenBoxes 0.9.9-SNAPSHOT (commit 03548dd), purchase order → Download order items CSV (OrderController.downloadOrderItems)';
const INVENTREE_STOCK = 'InvenTree 1.2.0 dev (commit 770f7a2), Stock → export stock items (StockItemSerializer via the InvenTree Exporter plugin), 27 of its columns in order';
const INVENTREE_BUILDS = 'InvenTree 1.2.0 dev (commit 770f7a2), Manufacturing → export build orders (BuildSerializer via the InvenTree Exporter plugin), 25 of its columns in order';
const DMY = ['', '', '31/03/2026', '30/06/2026', '31/12/2025', '28/02/2027', '15/11/2025', '31/01/2026', '30/09/2026', '31/05/2027'];

/** The files of this set. */
export const HELD_OUT_15_FILES: HeldOut15File[] = [
  {
    name: 'openboxes-inventory-fr.csv', language: 'fr', tdm: 'stock_items',
    source: `${OB_INVENTORY}, French (messages_fr.properties; 17 columns)`,
    columns: [
      ['Statut', 'status', OB_STATUS_FR],
      ['Code de produit', 'item_code', OB_CODES],
      ['Produit', 'item_name', OB_PRODUCTS_FR],
      ['Numéro de série / Numéro de lot', 'batch_number', OB_LOTS],
      ['Date d\'expiration', 'expiry_date', DMY],
      ['Famille de produits', null, OB_FAMILIES],
      ['Catégorie', 'category', OB_CAT_FR],
      ['Mots clés', null, OB_TAGS],
      ['Emplacement de bac', 'location', OB_BINS],
      ['Unité de mesure', 'unit', OB_UOM_FR],
      ['Quantité min', null, OB_MIN],
      ['Seuil de commande', 'reorder_level', OB_REORDER],
      ['Quantité max', null, OB_MAX],
      ['Quantité de prévision', null, OB_FORECAST],
      ['Quantité actuelle', 'quantity_on_hand', OB_QTY],
      ['Prix moyen unitaire', 'unit_cost', OB_PRICE],
      ['Valeur totale', 'stock_value', OB_TOTAL],
    ],
  },
  {
    name: 'openboxes-inventory-es.csv', language: 'es', tdm: 'stock_items',
    source: `${OB_INVENTORY}, Spanish (messages_es.properties; 17 columns)`,
    columns: [
      ['Estado', 'status', OB_STATUS_ES],
      ['Código del Insumo', 'item_code', OB_CODES],
      ['Insumo', 'item_name', OB_PRODUCTS_ES],
      ['Número de Serie / Lote', 'batch_number', OB_LOTS],
      ['Fecha de caducidad', 'expiry_date', DMY],
      ['Familia del insumo', null, OB_FAMILIES],
      ['Categoría', 'category', OB_CAT_ES],
      ['Etiquetas', null, OB_TAGS],
      ['Ubicación del contenedor', 'location', OB_BINS],
      ['Base UM', 'unit', OB_UOM_ES],
      ['Cantidad mínima', null, OB_MIN],
      ['Reordenar Cantidad', 'reorder_level', OB_REORDER],
      ['Cantidad máxima', null, OB_MAX],
      ['Cantidad prevista', null, OB_FORECAST],
      ['Cantidad actual', 'quantity_on_hand', OB_QTY],
      ['Precio promedio unitario', 'unit_cost', OB_PRICE],
      ['Valor total', 'stock_value', OB_TOTAL],
    ],
  },
  {
    name: 'openboxes-inventory-nl.csv', language: 'nl', tdm: 'stock_items',
    source: `${OB_INVENTORY}, Dutch (messages_nl.properties; 17 columns)`,
    columns: [
      ['Status', 'status', OB_STATUS_NL],
      ['Code', 'item_code', OB_CODES],
      ['Product', 'item_name', OB_PRODUCTS_NL],
      ['Serie / Lot nummer', 'batch_number', OB_LOTS],
      ['Verloopdatum', 'expiry_date', DMY],
      ['Productgroep', null, OB_FAMILIES],
      ['Categorie', 'category', OB_CAT_NL],
      ['Tags', null, OB_TAGS],
      ['Bin locatie', 'location', OB_BINS],
      ['Maateenheid', 'unit', OB_UOM_NL],
      ['Min. hoeveelheid', null, OB_MIN],
      ['Opnieuw bestel hoeveelheid', 'reorder_level', OB_REORDER],
      ['Max. hoeveelheid', null, OB_MAX],
      ['Voorspelling aantal', null, OB_FORECAST],
      ['Huidige hoeveelheid', 'quantity_on_hand', OB_QTY],
      ['Gemiddelde prijs', 'unit_cost', OB_PRICE],
      ['Totale waarde', 'stock_value', OB_TOTAL],
    ],
  },
  {
    name: 'openboxes-product-inventory-en.csv', language: 'en', tdm: 'stock_items',
    source: `${OB_PRODUCTS} (messages.properties; 16 columns)`,
    columns: [
      ['Status', 'status', OB_STATUS_EN],
      ['Code', 'item_code', OB_CODES],
      ['Product', 'item_name', OB_PRODUCTS_EN],
      ['Product Family', null, OB_FAMILIES],
      ['Category', 'category', OB_CAT_EN],
      ['Tags', null, OB_TAGS],
      ['ABC Class', null, OB_ABC],
      ['Unit of measure', 'unit', OB_UOM_EN],
      ['Min quantity', null, OB_MIN],
      ['Reorder quantity', 'reorder_level', OB_REORDER],
      ['Max quantity', null, OB_MAX],
      ['Forecast quantity', null, OB_FORECAST],
      ['Current quantity', 'quantity_on_hand', OB_QTY],
      ['Quantity ATP', null, OB_ATP],
      ['Average Unit Price', 'unit_cost', OB_PRICE],
      ['Total value', 'stock_value', OB_TOTAL],
    ],
  },
  {
    name: 'openboxes-order-items-fr.csv', language: 'fr', tdm: 'purchase_orders',
    source: `${OB_ORDER_ITEMS}, French (messages_fr.properties; 16 columns)`,
    columns: [
      ['Order Item ID', null, OB_ITEM_IDS],
      ['Code de produit', 'item_code', OB_CODES],
      ['Nom', 'item_description', OB_PRODUCTS_FR],
      ['Code de la source', null, OB_SOURCE_CODES],
      ['Source name', null, OB_SOURCE_NAMES],
      ['Code du fournisseur', 'supplier_part_number', OB_SUPPLIER_CODES],
      ['Fabricant', null, OB_MANUFACTURERS],
      ['Code du fabricant', null, OB_MANUFACTURER_CODES],
      ['Quantité', 'quantity_ordered', OB_ORDER_QTY],
      ['Unité de mesure', 'unit', OB_UOM_FR],
      ['Coût unitaire', 'unit_price', OB_UNIT_COST],
      ['Coût total', 'line_total', OB_LINE_COST],
      ['Destinataire', null, OB_RECIPIENTS],
      ['Date de livraison estimée (MM/dd/yyyy)', null, MDY],
      ['Date de livraison prévue actuellement (MM/dd/yyyy)', 'expected_date', MDY_LATER],
      ['Codes de budget', null, OB_BUDGET],
    ],
  },
  {
    name: 'openboxes-order-items-es.csv', language: 'es', tdm: 'purchase_orders',
    source: `${OB_ORDER_ITEMS}, Spanish (messages_es.properties; 16 columns)`,
    columns: [
      ['ID del insumo pedido', null, OB_ITEM_IDS],
      ['Código del Insumo', 'item_code', OB_CODES],
      ['Nombre', 'item_description', OB_PRODUCTS_ES],
      ['Código fuente', null, OB_SOURCE_CODES],
      ['Nombre de la fuente', null, OB_SOURCE_NAMES],
      ['Código de proveedor', 'supplier_part_number', OB_SUPPLIER_CODES],
      ['Fabricante', null, OB_MANUFACTURERS],
      ['Código Fabricante', null, OB_MANUFACTURER_CODES],
      ['Cantidad', 'quantity_ordered', OB_ORDER_QTY],
      ['Unidad de medida', 'unit', OB_UOM_ES],
      ['Costo', 'unit_price', OB_UNIT_COST],
      ['Costo total', 'line_total', OB_LINE_COST],
      ['Destinatario', null, OB_RECIPIENTS],
      ['Fecha de envío pactada (MM/dd/yyyy)', null, MDY],
      ['Fecha de envío esperada actual (MM/dd/yyyy)', 'expected_date', MDY_LATER],
      ['Código de presupuesto', null, OB_BUDGET],
    ],
  },
  {
    name: 'openboxes-order-items-nl.csv', language: 'nl', tdm: 'purchase_orders',
    source: `${OB_ORDER_ITEMS}, Dutch (messages_nl.properties; 16 columns)`,
    columns: [
      ['Order item ID', null, OB_ITEM_IDS],
      ['Code', 'item_code', OB_CODES],
      ['Naam', 'item_description', OB_PRODUCTS_NL],
      ['Broncode', null, OB_SOURCE_CODES],
      ['Source name', null, OB_SOURCE_NAMES],
      ['Leverancierscode', 'supplier_part_number', OB_SUPPLIER_CODES],
      ['Fabrikant', null, OB_MANUFACTURERS],
      ['Fabrikant code', null, OB_MANUFACTURER_CODES],
      ['Aantal', 'quantity_ordered', OB_ORDER_QTY],
      ['Maateenheid', 'unit', OB_UOM_NL],
      ['Kosten', 'unit_price', OB_UNIT_COST],
      ['Totaal bedrag', 'line_total', OB_LINE_COST],
      ['Ontvanger', null, OB_RECIPIENTS],
      ['Quoted Ship Date (MM/dd/yyyy)', null, MDY],
      ['Current Expected Ship Date (MM/dd/yyyy)', 'expected_date', MDY_LATER],
      ['Budget code', null, OB_BUDGET],
    ],
  },
  {
    name: 'openboxes-items-shipped-not-received-en.csv', language: 'en', tdm: 'stock_movements',
    source: 'OpenBoxes 0.9.9-SNAPSHOT (commit 03548dd), inbound stock movements → "Items shipped not received" CSV (StockMovementController.exportItems, 9 fixed columns)',
    columns: [
      ['Code', 'item_code', OB_CODES],
      ['Product Name', 'item_name', OB_PRODUCTS_EN],
      ['Quantity Incoming', 'quantity', OB_ORDER_QTY],
      ['Expected Shipping Date', 'shipped_date', OB_SHIP_DATES],
      ['Expected Delivery Date', null, OB_DELIVERY_DATES],
      ['Shipment Number', 'reference', OB_SHIPMENT_NOS],
      ['Shipment Name', null, OB_SHIPMENT_NAMES],
      ['Origin', 'from_location', OB_SITES],
      ['Destination', 'to_location', OB_SITES],
    ],
  },
  {
    name: 'openboxes-inventory-transactions-summary-en.csv', language: 'en', tdm: 'stock_movements',
    source: 'OpenBoxes 0.9.9-SNAPSHOT (commit 03548dd), inventory transaction summary CSV (InventoryTransactionSummaryApiController, InventoryTransactionsSummaryFormatter.toCsv keys as headers; 12 columns)',
    columns: [
      ['alignment', null, OB_ALIGNMENT],
      ['name', 'item_name', OB_PRODUCTS_EN],
      ['productCode', 'item_code', OB_CODES],
      ['type', 'movement_type', OB_TX_TYPE],
      ['dateRecorded', 'date', 'date'],
      ['recordedBy', 'performed_by', OB_USERS],
      ['transactionId', 'movement_id', OB_TX_IDS],
      ['quantityBefore', null, OB_QTY_BEFORE],
      ['quantityAfter', null, OB_QTY_AFTER],
      ['quantityDifference', 'quantity', OB_QTY_DIFF],
      ['rootCauses', 'reason', OB_ROOT_CAUSES],
      ['comments', 'notes', OB_COMMENTS],
    ],
  },
  {
    name: 'inventree-stock-items-de.csv', language: 'de', tdm: 'stock_items',
    source: `${INVENTREE_STOCK}, German (locale/de/LC_MESSAGES/django.po)`,
    columns: [
      ['ID', null, IT_IDS],
      ['Teil', null, IT_PART_IDS],
      ['Quantity', 'quantity_on_hand', IT_QTY],
      ['Seriennummer', 'serial_number', IT_SERIALS],
      ['Losnummer', 'batch_number', IT_BATCHES],
      ['Bestand-Lagerort', null, IT_LOC_IDS],
      ['Kunde', null, IT_CUSTOMERS],
      ['Ablaufdatum', 'expiry_date', IT_EXPIRY],
      ['Auf Lager', null, IT_BOOL],
      ['Externer Link', null, IT_LINKS],
      ['Notizen', 'notes', IT_NOTES_DE],
      ['Besitzer', null, IT_OWNERS],
      ['Verpackungen', null, IT_PACKAGING],
      ['Purchase order reference', null, IT_PO_REFS],
      ['Status', 'status', IT_STATUS_DE],
      ['Zuliefererteil', null, IT_SUPPLIER_PART_IDS],
      ['Supplier Part Number', 'supplier_part_number', IT_SKUS],
      ['Hersteller-Teilenummer', 'manufacturer_part_number', IT_MPNS],
      ['Stocktake date', 'last_stocktake', IT_DATES],
      ['Preis', 'unit_cost', IT_PRICES],
      ['Währung', 'currency', IT_CURRENCIES],
      ['Zugewiesene Menge', 'quantity_allocated', IT_ALLOCATED],
      ['Abgelaufen', null, IT_BOOL_FALSE],
      ['Teil.Ipn', 'item_code', IT_IPNS],
      ['Teil.Name', 'item_name', IT_PART_NAMES],
      ['Teil.Beschreibung', 'description', IT_PART_DESC_DE],
      ['Lagerort.Pfad', 'location', IT_PATHS_DE],
    ],
  },
  {
    name: 'inventree-stock-items-it.csv', language: 'it', tdm: 'stock_items',
    source: `${INVENTREE_STOCK}, Italian (locale/it/LC_MESSAGES/django.po)`,
    columns: [
      ['ID', null, IT_IDS],
      ['Articolo', null, IT_PART_IDS],
      ['Quantity', 'quantity_on_hand', IT_QTY],
      ['Numero Seriale', 'serial_number', IT_SERIALS],
      ['Codice Lotto', 'batch_number', IT_BATCHES],
      ['Ubicazione magazzino', null, IT_LOC_IDS],
      ['Cliente', null, IT_CUSTOMERS],
      ['Data di Scadenza', 'expiry_date', IT_EXPIRY],
      ['In magazzino', null, IT_BOOL],
      ['Collegamento esterno', null, IT_LINKS],
      ['Note', 'notes', IT_NOTES_IT],
      ['Proprietario', null, IT_OWNERS],
      ['Confezionamento', null, IT_PACKAGING],
      ['Purchase order reference', null, IT_PO_REFS],
      ['Stato', 'status', IT_STATUS_IT],
      ['Articolo Fornitore', null, IT_SUPPLIER_PART_IDS],
      ['Supplier Part Number', 'supplier_part_number', IT_SKUS],
      ['Codice articolo produttore', 'manufacturer_part_number', IT_MPNS],
      ['Stocktake date', 'last_stocktake', IT_DATES],
      ['Prezzo di Acquisto', 'unit_cost', IT_PRICES],
      ['Valuta', 'currency', IT_CURRENCIES],
      ['Quantità assegnata', 'quantity_allocated', IT_ALLOCATED],
      ['Scaduto', null, IT_BOOL_FALSE],
      ['Articolo.Ipn', 'item_code', IT_IPNS],
      ['Articolo.Nome', 'item_name', IT_PART_NAMES],
      ['Articolo.Descrizione', 'description', IT_PART_DESC_IT],
      ['Posizione.Percorso', 'location', IT_PATHS_IT],
    ],
  },
  {
    name: 'inventree-stock-items-pt.csv', language: 'pt', tdm: 'stock_items',
    source: `${INVENTREE_STOCK}, Portuguese (locale/pt/LC_MESSAGES/django.po)`,
    columns: [
      ['ID', null, IT_IDS],
      ['Peça', null, IT_PART_IDS],
      ['Quantity', 'quantity_on_hand', IT_QTY],
      ['Número de Sério', 'serial_number', IT_SERIALS],
      ['Código de Lote', 'batch_number', IT_BATCHES],
      ['Localização do estoque', null, IT_LOC_IDS],
      ['Cliente', null, IT_CUSTOMERS],
      ['Data de validade', 'expiry_date', IT_EXPIRY],
      ['Em Estoque', null, IT_BOOL],
      ['Link Externo', null, IT_LINKS],
      ['Anotações', 'notes', IT_NOTES_PT],
      ['Responsavel', null, IT_OWNERS],
      ['Embalagem', null, IT_PACKAGING],
      ['Purchase order reference', null, IT_PO_REFS],
      ['Situação', 'status', IT_STATUS_PT],
      ['Fornecedor da Peça', null, IT_SUPPLIER_PART_IDS],
      ['Supplier Part Number', 'supplier_part_number', IT_SKUS],
      ['Número de Peça do Fabricante', 'manufacturer_part_number', IT_MPNS],
      ['Stocktake date', 'last_stocktake', IT_DATES],
      ['Preço de Compra', 'unit_cost', IT_PRICES],
      ['Moeda', 'currency', IT_CURRENCIES],
      ['Quantidade Alocada', 'quantity_allocated', IT_ALLOCATED],
      ['Expirado', null, IT_BOOL_FALSE],
      ['Peça.Ipn', 'item_code', IT_IPNS],
      ['Peça.Nome', 'item_name', IT_PART_NAMES],
      ['Peça.Descrição', 'description', IT_PART_DESC_PT],
      ['Local.Caminho', 'location', IT_PATHS_PT],
    ],
  },
  {
    name: 'inventree-build-orders-de.csv', language: 'de', tdm: 'build_orders',
    source: `${INVENTREE_BUILDS}, German (locale/de/LC_MESSAGES/django.po)`,
    columns: [
      ['ID', null, IT_BUILD_IDS],
      ['Beschreibung', null, IT_BUILD_TITLES_DE],
      ['Losnummer', 'batch_number', IT_BUILD_BATCHES],
      ['Erstelldatum', null, 'date'],
      ['Fertiggestellte Teile', 'quantity_completed', IT_BUILD_DONE],
      ['Fertigstellungsdatum', 'completion_date', IT_DATES],
      ['Ziel-Lagerort', 'destination', IT_LOC_IDS],
      ['External Build', null, IT_BOOL_FALSE],
      ['Eltern-Bauauftrag', null, IT_PARENT_BUILDS],
      ['Teil', 'product_code', IT_ASSEMBLY_IDS],
      ['Name des Teils', 'product_name', IT_ASSEMBLY_NAMES],
      ['Projektcode', null, IT_PROJECT_IDS],
      ['Overdue', null, IT_BOOL_FALSE],
      ['Reference', 'build_number', IT_BUILD_REFS],
      ['Auftrag Referenz', 'sales_order', IT_SO_IDS],
      ['Quantity', 'quantity', IT_BUILD_QTY],
      ['Startdatum des Bauauftrags', 'start_date', 'date'],
      ['Bauauftrags-Status', null, IT_BUILD_CODES],
      ['Status text', 'status', IT_BUILD_STATUS_DE],
      ['Geplantes Fertigstellungsdatum', 'due_date', 'date'],
      ['Quell-Lagerort', null, IT_LOC_IDS],
      ['Aufgegeben von', null, IT_USER_IDS],
      ['Verantwortlicher Benutzer', 'responsible', IT_OWNER_IDS],
      ['Bauauftrags-Priorität', 'priority', IT_PRIORITY],
      ['Build Level', null, IT_LEVEL],
    ],
  },
  {
    name: 'inventree-build-orders-it.csv', language: 'it', tdm: 'build_orders',
    source: `${INVENTREE_BUILDS}, Italian (locale/it/LC_MESSAGES/django.po)`,
    columns: [
      ['ID', null, IT_BUILD_IDS],
      ['Descrizione', null, IT_BUILD_TITLES_IT],
      ['Codice Lotto', 'batch_number', IT_BUILD_BATCHES],
      ['Data di creazione', null, 'date'],
      ['Articoli completati', 'quantity_completed', IT_BUILD_DONE],
      ['Data di completamento', 'completion_date', IT_DATES],
      ['Posizione Della Destinazione', 'destination', IT_LOC_IDS],
      ['Build Esterno', null, IT_BOOL_FALSE],
      ['Produzione Genitore', null, IT_PARENT_BUILDS],
      ['Articolo', 'product_code', IT_ASSEMBLY_IDS],
      ['Nome Articolo', 'product_name', IT_ASSEMBLY_NAMES],
      ['Codice del progetto', null, IT_PROJECT_IDS],
      ['Overdue', null, IT_BOOL_FALSE],
      ['Reference', 'build_number', IT_BUILD_REFS],
      ['Numero di riferimento ordine di vendita', 'sales_order', IT_SO_IDS],
      ['Quantity', 'quantity', IT_BUILD_QTY],
      ['Data inizio produzione', 'start_date', 'date'],
      ['Stato Produzione', null, IT_BUILD_CODES],
      ['Status text', 'status', IT_BUILD_STATUS_IT],
      ['Data completamento obiettivo', 'due_date', 'date'],
      ['Posizione Di Origine', null, IT_LOC_IDS],
      ['Rilasciato da', null, IT_USER_IDS],
      ['Responsabile', 'responsible', IT_OWNER_IDS],
      ['Priorità di produzione', 'priority', IT_PRIORITY],
      ['Livello Produzione', null, IT_LEVEL],
    ],
  },
  {
    name: 'inventree-build-orders-nl.csv', language: 'nl', tdm: 'build_orders',
    source: `${INVENTREE_BUILDS}, Dutch (locale/nl/LC_MESSAGES/django.po)`,
    columns: [
      ['ID', null, IT_BUILD_IDS],
      ['Omschrijving', null, IT_BUILD_TITLES_NL],
      ['Batchcode', 'batch_number', IT_BUILD_BATCHES],
      ['Aanmaakdatum', null, 'date'],
      ['Voltooide voorraadartikelen', 'quantity_completed', IT_BUILD_DONE],
      ['Opleveringsdatum', 'completion_date', IT_DATES],
      ['Bestemmings Locatie', 'destination', IT_LOC_IDS],
      ['Externe bouw', null, IT_BOOL_FALSE],
      ['Bovenliggende Productie', null, IT_PARENT_BUILDS],
      ['Onderdeel', 'product_code', IT_ASSEMBLY_IDS],
      ['Onderdeel naam', 'product_name', IT_ASSEMBLY_NAMES],
      ['Project code', null, IT_PROJECT_IDS],
      ['Overdue', null, IT_BOOL_FALSE],
      ['Reference', 'build_number', IT_BUILD_REFS],
      ['Verkooporder Referentie', 'sales_order', IT_SO_IDS],
      ['Quantity', 'quantity', IT_BUILD_QTY],
      ['Bouw start datum', 'start_date', 'date'],
      ['Productiestatus', null, IT_BUILD_CODES],
      ['Status text', 'status', IT_BUILD_STATUS_NL],
      ['Verwachte opleveringsdatum', 'due_date', 'date'],
      ['Bronlocatie', null, IT_LOC_IDS],
      ['Uitgegeven door', null, IT_USER_IDS],
      ['Verantwoordelijke', 'responsible', IT_OWNER_IDS],
      ['Bouw prioriteit', 'priority', IT_PRIORITY],
      ['Bouw level', null, IT_LEVEL],
    ],
  },
];
