/**
 * The labelled mapping corpus (`npm run bench:mapping`, docs/mapping.md "Benchmark").
 *
 * Ten domains, each with a target data model (English keys and labels, as most companies write
 * them) and, per column, the header as a file in each of seven languages would carry it. The headers
 * were written as exports from ERP, CRM, shop, HR, bank and property software label their columns
 * (abbreviations, units in brackets, house styles), not taken from Ferry's lexicon; some are
 * deliberately unlike any lexicon term. `extra` columns have no target and must stay unmapped.
 * Files are built from this deterministically (./mapping-bench.ts): one per domain and language,
 * columns shuffled, one or two TDM columns missing, a header style applied, 20 sampled values each.
 */

export type Language = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt';

/** What a column's sampled values look like (./mapping-bench.ts generates them). */
export type ValueKind =
  | 'id' | 'first' | 'last' | 'full' | 'email' | 'phone' | 'date' | 'datetime' | 'int' | 'amount' | 'percent'
  | 'city' | 'postcode' | 'street' | 'country2' | 'country' | 'iban' | 'bic' | 'url' | 'text' | 'company'
  | 'sku' | 'gtin' | 'currency' | 'bool' | 'gender' | 'status' | 'word' | 'year' | 'decimal';

export interface CorpusColumn {
  key: string;
  label: string;
  columnType: string;
  values: ValueKind;
  headers: Record<Language, string>;
}

export interface CorpusDomain {
  domain: string;
  columns: CorpusColumn[];
  /** Input columns with no target: [values, header per language]. */
  extra: Array<{ values: ValueKind; headers: Record<Language, string> }>;
}

const c = (key: string, label: string, columnType: string, values: ValueKind, en: string, de: string, fr: string, es: string, it: string, nl: string, pt: string): CorpusColumn =>
  ({ key, label, columnType, values, headers: { en, de, fr, es, it, nl, pt } });
const x = (values: ValueKind, en: string, de: string, fr: string, es: string, it: string, nl: string, pt: string) => ({ values, headers: { en, de, fr, es, it, nl, pt } });

export const CORPUS: CorpusDomain[] = [
  {
    domain: 'contacts',
    columns: [
      c('first_name', 'First name', 'string', 'first', 'First Name', 'Vorname', 'Prénom', 'Nombre', 'Nome', 'Voornaam', 'Nome próprio'),
      c('last_name', 'Last name', 'string', 'last', 'Surname', 'Nachname', 'Nom de famille', 'Apellidos', 'Cognome', 'Achternaam', 'Apelido'),
      c('email', 'Email', 'email', 'email', 'E-mail Address', 'E-Mail', 'Adresse mail', 'Correo electrónico', 'Indirizzo e-mail', 'E-mailadres', 'Endereço de e-mail'),
      c('phone', 'Phone', 'phone', 'phone', 'Phone No.', 'Telefonnr.', 'Tél. fixe', 'Teléfono', 'Tel.', 'Telefoonnummer', 'Telefone'),
      c('mobile', 'Mobile phone', 'phone', 'phone', 'Cell', 'Handynummer', 'Portable', 'Móvil', 'Cellulare', 'Mobiel nummer', 'Telemóvel'),
      c('date_of_birth', 'Date of birth', 'date', 'date', 'DOB', 'Geburtsdatum', 'Date de naissance', 'Fecha nacimiento', 'Data di nascita', 'Geboortedatum', 'Data de nascimento'),
      c('gender', 'Gender', 'category', 'gender', 'Sex', 'Geschlecht', 'Sexe', 'Sexo', 'Sesso', 'Geslacht', 'Género'),
      c('job_title', 'Job title', 'string', 'word', 'Position', 'Funktion', 'Fonction', 'Cargo', 'Ruolo', 'Functie', 'Cargo'),
      c('city', 'City', 'string', 'city', 'Town/City', 'Wohnort', 'Ville', 'Localidad', 'Città', 'Woonplaats', 'Localidade'),
      c('newsletter', 'Newsletter opt-in', 'boolean', 'bool', 'Subscribed', 'Newsletter-Einwilligung', 'Abonné newsletter', 'Suscrito', 'Consenso newsletter', 'Nieuwsbrief', 'Subscreveu newsletter'),
    ],
    extra: [
      x('int', 'Lead score', 'Lead-Score', 'Score prospect', 'Puntuación lead', 'Punteggio lead', 'Leadscore', 'Pontuação lead'),
      x('text', 'Hobbies', 'Hobbys', 'Loisirs', 'Aficiones', 'Hobby', 'Hobby\'s', 'Passatempos'),
    ],
  },
  {
    domain: 'companies',
    columns: [
      c('company_name', 'Company name', 'string', 'company', 'Company', 'Firmenname', 'Raison sociale', 'Razón social', 'Ragione sociale', 'Bedrijfsnaam', 'Denominação social'),
      c('vat_id', 'VAT ID', 'string', 'id', 'VAT Reg. No', 'USt-IdNr.', 'N° TVA intracom.', 'NIF-IVA', 'Partita IVA', 'Btw-nummer', 'NIPC'),
      c('registration_number', 'Registration number', 'string', 'id', 'Company Reg. Number', 'Handelsregister-Nr.', 'SIREN', 'Registro Mercantil', 'Numero REA', 'KvK-nummer', 'Matrícula'),
      c('industry', 'Industry', 'string', 'word', 'Sector', 'Branche', 'Secteur d\'activité', 'Sector', 'Settore', 'Branche', 'Setor de atividade'),
      c('employees', 'Employees', 'int', 'int', 'No. of employees', 'Mitarbeiterzahl', 'Effectif', 'Nº empleados', 'N. dipendenti', 'Aantal werknemers', 'Nº de colaboradores'),
      c('annual_revenue', 'Annual revenue', 'float', 'amount', 'Turnover (EUR)', 'Jahresumsatz', 'CA annuel', 'Facturación anual', 'Fatturato annuo', 'Jaaromzet', 'Volume de negócios'),
      c('website', 'Website', 'url', 'url', 'Web', 'Homepage', 'Site internet', 'Página web', 'Sito web', 'Website', 'Site'),
      c('country', 'Country', 'country_code_alpha_2', 'country2', 'Country Code', 'Land', 'Pays', 'País', 'Paese', 'Land', 'País'),
      c('founded', 'Founded', 'int', 'year', 'Year est.', 'Gründungsjahr', 'Année de création', 'Año fundación', 'Anno di fondazione', 'Opgericht', 'Ano de fundação'),
      c('phone', 'Phone', 'phone', 'phone', 'Main phone', 'Zentrale', 'Standard', 'Centralita', 'Centralino', 'Telefoon', 'Telefone geral'),
    ],
    extra: [
      x('text', 'Stock ticker', 'Börsenkürzel', 'Symbole boursier', 'Símbolo bursátil', 'Simbolo borsa', 'Beurssymbool', 'Símbolo bolsa'),
    ],
  },
  {
    domain: 'addresses',
    columns: [
      c('street', 'Street', 'string', 'street', 'Street Address', 'Straße + Hausnr.', 'Adresse', 'Dirección', 'Indirizzo', 'Straat + huisnr', 'Morada'),
      c('address_line_2', 'Address line 2', 'string', 'text', 'Address 2', 'Adresszusatz', 'Complément d\'adresse', 'Dirección 2', 'Presso', 'Toevoeging', 'Complemento'),
      c('postal_code', 'Postal code', 'string', 'postcode', 'ZIP', 'PLZ', 'CP', 'C.P.', 'CAP', 'Postcode', 'Código postal'),
      c('city', 'City', 'string', 'city', 'City', 'Ort', 'Commune', 'Población', 'Comune', 'Plaats', 'Cidade'),
      c('region', 'Region', 'string', 'word', 'State/Province', 'Bundesland', 'Région', 'Provincia', 'Provincia', 'Provincie', 'Distrito'),
      c('country_code', 'Country code', 'country_code_alpha_2', 'country2', 'Country', 'Länderkennz.', 'Code pays', 'Cód. país', 'Sigla nazione', 'Landcode', 'Cód. país'),
      c('latitude', 'Latitude', 'float', 'decimal', 'Lat', 'Breitengrad', 'Latitude', 'Latitud', 'Latitudine', 'Breedtegraad', 'Latitude'),
      c('longitude', 'Longitude', 'float', 'decimal', 'Lng', 'Längengrad', 'Longitude', 'Longitud', 'Longitudine', 'Lengtegraad', 'Longitude'),
      c('recipient', 'Recipient', 'string', 'full', 'Addressee', 'Empfänger', 'Destinataire', 'Destinatario', 'Destinatario', 'Geadresseerde', 'Destinatário'),
    ],
    extra: [
      x('int', 'Delivery zone', 'Zustellbezirk', 'Tournée', 'Ruta reparto', 'Zona consegna', 'Bezorgwijk', 'Giro de entrega'),
      x('bool', 'Verified', 'Geprüft', 'Vérifiée', 'Verificada', 'Verificato', 'Gecontroleerd', 'Verificada'),
    ],
  },
  {
    domain: 'orders',
    columns: [
      c('order_id', 'Order ID', 'string', 'id', 'Order #', 'Bestell-Nr.', 'N° commande', 'Nº pedido', 'N. ordine', 'Ordernr.', 'Nº encomenda'),
      c('order_date', 'Order date', 'date', 'date', 'Order Date', 'Bestelldatum', 'Date commande', 'Fecha pedido', 'Data ordine', 'Besteldatum', 'Data da encomenda'),
      c('customer_id', 'Customer ID', 'string', 'id', 'Customer No', 'Kunden-Nr.', 'Code client', 'Cód. cliente', 'Cod. cliente', 'Klantnr.', 'Nº cliente'),
      c('customer_email', 'Customer email', 'email', 'email', 'Buyer Email', 'Kunden-E-Mail', 'E-mail client', 'Email cliente', 'Email cliente', 'E-mail klant', 'Email do cliente'),
      c('sku', 'SKU', 'string', 'sku', 'Item No.', 'Artikelnr.', 'Réf. article', 'Ref. artículo', 'Cod. articolo', 'Artikelnummer', 'Ref. artigo'),
      c('quantity', 'Quantity', 'int', 'int', 'Qty', 'Menge', 'Qté', 'Cantidad', 'Q.tà', 'Aantal', 'Qtd.'),
      c('unit_price', 'Unit price', 'float', 'amount', 'Unit Price', 'Einzelpreis', 'Prix unitaire', 'Precio unitario', 'Prezzo unitario', 'Stuksprijs', 'Preço unitário'),
      c('total', 'Total', 'float', 'amount', 'Line Total', 'Gesamtpreis', 'Montant total', 'Importe total', 'Totale riga', 'Totaalbedrag', 'Total linha'),
      c('currency', 'Currency', 'currency_code', 'currency', 'Curr.', 'Währung', 'Devise', 'Moneda', 'Valuta', 'Valuta', 'Moeda'),
      c('status', 'Status', 'category', 'status', 'Order Status', 'Status', 'Statut', 'Estado', 'Stato', 'Status', 'Estado'),
      c('payment_method', 'Payment method', 'string', 'word', 'Paid with', 'Zahlart', 'Mode de règlement', 'Forma de pago', 'Pagamento', 'Betaalwijze', 'Meio de pagamento'),
    ],
    extra: [
      x('text', 'Gift message', 'Geschenknachricht', 'Message cadeau', 'Mensaje regalo', 'Messaggio regalo', 'Cadeaubericht', 'Mensagem de oferta'),
      x('id', 'Affiliate ID', 'Partner-ID', 'ID affilié', 'ID afiliado', 'ID affiliato', 'Partner-ID', 'ID afiliado'),
    ],
  },
  {
    domain: 'invoices',
    columns: [
      c('invoice_number', 'Invoice number', 'string', 'id', 'Invoice No.', 'Rechnungs-Nr.', 'N° de facture', 'Nº factura', 'Numero fattura', 'Factuurnr.', 'Nº da fatura'),
      c('invoice_date', 'Invoice date', 'date', 'date', 'Invoice Date', 'Rechnungsdatum', 'Date facture', 'Fecha factura', 'Data fattura', 'Factuurdatum', 'Data da fatura'),
      c('due_date', 'Due date', 'date', 'date', 'Due', 'Fällig am', 'Échéance', 'Vencimiento', 'Scadenza', 'Vervaldatum', 'Data de vencimento'),
      c('customer_name', 'Customer name', 'string', 'company', 'Bill To', 'Kunde', 'Client', 'Cliente', 'Cliente', 'Klant', 'Cliente'),
      c('net_amount', 'Net amount', 'float', 'amount', 'Subtotal', 'Netto', 'Total HT', 'Base imponible', 'Imponibile', 'Netto bedrag', 'Valor s/ IVA'),
      c('tax_amount', 'Tax amount', 'float', 'amount', 'VAT', 'MwSt.', 'TVA', 'IVA', 'IVA', 'BTW', 'IVA'),
      c('gross_amount', 'Gross amount', 'float', 'amount', 'Amount Due', 'Brutto', 'Total TTC', 'Total factura', 'Totale documento', 'Te betalen', 'Total a pagar'),
      c('tax_rate', 'Tax rate', 'percentage', 'percent', 'VAT %', 'MwSt.-Satz', 'Taux TVA', 'Tipo IVA', 'Aliquota', 'Btw-tarief', 'Taxa IVA'),
      c('currency', 'Currency', 'currency_code', 'currency', 'Currency', 'Währung', 'Devise', 'Divisa', 'Divisa', 'Munteenheid', 'Moeda'),
      c('paid', 'Paid', 'boolean', 'bool', 'Paid?', 'Bezahlt', 'Réglée', 'Pagada', 'Pagata', 'Betaald', 'Paga'),
    ],
    extra: [
      x('text', 'Dunning level', 'Mahnstufe', 'Niveau de relance', 'Nivel de reclamación', 'Livello sollecito', 'Aanmaningsniveau', 'Nível de cobrança'),
    ],
  },
  {
    domain: 'products',
    columns: [
      c('sku', 'SKU', 'string', 'sku', 'SKU', 'Art.-Nr.', 'Référence', 'Referencia', 'Codice articolo', 'Artikelcode', 'Referência'),
      c('name', 'Product name', 'string', 'word', 'Product Title', 'Artikelbezeichnung', 'Désignation', 'Descripción artículo', 'Descrizione articolo', 'Productnaam', 'Designação'),
      c('gtin', 'GTIN', 'gtin', 'gtin', 'EAN/UPC', 'EAN', 'Code-barres', 'Código de barras', 'Codice a barre', 'EAN-code', 'Código de barras'),
      c('brand', 'Brand', 'string', 'company', 'Manufacturer', 'Hersteller', 'Marque', 'Marca', 'Marca', 'Merk', 'Marca'),
      c('category', 'Category', 'string', 'word', 'Product Category', 'Warengruppe', 'Catégorie', 'Categoría', 'Categoria', 'Categorie', 'Categoria'),
      c('price', 'Price', 'float', 'amount', 'Retail Price', 'VK-Preis', 'Prix TTC', 'PVP', 'Prezzo', 'Verkoopprijs', 'PVP'),
      c('cost_price', 'Cost price', 'float', 'amount', 'Cost', 'EK-Preis', 'Prix d\'achat', 'Precio coste', 'Costo', 'Inkoopprijs', 'Preço de custo'),
      c('stock', 'Stock', 'int', 'int', 'On Hand', 'Lagerbestand', 'Stock dispo', 'Existencias', 'Giacenza', 'Voorraad', 'Stock'),
      c('weight_kg', 'Weight (kg)', 'float', 'decimal', 'Weight (kg)', 'Gewicht (kg)', 'Poids (kg)', 'Peso (kg)', 'Peso (kg)', 'Gewicht (kg)', 'Peso (kg)'),
      c('color', 'Color', 'string', 'word', 'Colour', 'Farbe', 'Coloris', 'Color', 'Colore', 'Kleur', 'Cor'),
      c('active', 'Active', 'boolean', 'bool', 'Enabled', 'Aktiv', 'Actif', 'Activo', 'Attivo', 'Actief', 'Ativo'),
    ],
    extra: [
      x('text', 'Care instructions', 'Pflegehinweise', 'Conseils d\'entretien', 'Instrucciones de lavado', 'Istruzioni lavaggio', 'Wasvoorschrift', 'Instruções de lavagem'),
      x('url', 'Image URL', 'Bild-URL', 'URL image', 'URL imagen', 'URL immagine', 'Afbeelding-URL', 'URL imagem'),
    ],
  },
  {
    domain: 'hr',
    columns: [
      c('employee_id', 'Employee ID', 'string', 'id', 'Emp. No.', 'Personalnummer', 'Matricule', 'Nº empleado', 'Matricola', 'Personeelsnr.', 'Nº mecanográfico'),
      c('first_name', 'First name', 'string', 'first', 'Given Name', 'Vorname', 'Prénom', 'Nombre', 'Nome', 'Voornaam', 'Primeiro nome'),
      c('last_name', 'Last name', 'string', 'last', 'Family Name', 'Familienname', 'Nom', 'Apellido', 'Cognome', 'Achternaam', 'Sobrenome'),
      c('work_email', 'Work email', 'email', 'email', 'Work E-mail', 'Dienstliche E-Mail', 'Email professionnel', 'Correo corporativo', 'Email aziendale', 'Zakelijk e-mailadres', 'Email profissional'),
      c('department', 'Department', 'string', 'word', 'Dept', 'Abteilung', 'Service', 'Departamento', 'Reparto', 'Afdeling', 'Departamento'),
      c('hire_date', 'Hire date', 'date', 'date', 'Start Date', 'Eintrittsdatum', 'Date d\'embauche', 'Fecha de alta', 'Data assunzione', 'Datum in dienst', 'Data de admissão'),
      c('salary', 'Annual salary', 'float', 'amount', 'Base Salary', 'Jahresgehalt', 'Salaire brut annuel', 'Salario bruto anual', 'RAL', 'Bruto jaarsalaris', 'Vencimento anual'),
      c('employment_type', 'Employment type', 'string', 'word', 'FT/PT', 'Beschäftigungsart', 'Type de contrat', 'Tipo de contrato', 'Tipo contratto', 'Dienstverband', 'Tipo de contrato'),
      c('manager', 'Manager', 'string', 'full', 'Reports To', 'Vorgesetzte/r', 'Manager', 'Responsable', 'Responsabile', 'Leidinggevende', 'Chefia direta'),
      c('weekly_hours', 'Weekly hours', 'float', 'decimal', 'Hours/Week', 'Wochenstunden', 'Heures hebdo', 'Horas semanales', 'Ore settimanali', 'Uren per week', 'Horas semanais'),
    ],
    extra: [
      x('text', 'T-shirt size', 'T-Shirt-Größe', 'Taille t-shirt', 'Talla camiseta', 'Taglia maglietta', 'T-shirtmaat', 'Tamanho t-shirt'),
      x('int', 'Badge', 'Ausweis', 'Badge', 'Tarjeta acceso', 'Badge', 'Pasnummer', 'Cartão acesso'),
    ],
  },
  {
    domain: 'logistics',
    columns: [
      c('shipment_id', 'Shipment ID', 'string', 'id', 'Shipment No.', 'Lieferschein-Nr.', 'N° d\'expédition', 'Nº albarán', 'Numero DDT', 'Pakbonnr.', 'Nº guia'),
      c('tracking_number', 'Tracking number', 'string', 'id', 'Tracking #', 'Sendungsnummer', 'N° de suivi', 'Nº seguimiento', 'Codice tracking', 'Track & Trace', 'Código de rastreio'),
      c('carrier', 'Carrier', 'string', 'company', 'Carrier', 'Versanddienstleister', 'Transporteur', 'Transportista', 'Corriere', 'Vervoerder', 'Transportadora'),
      c('ship_date', 'Ship date', 'date', 'date', 'Dispatch Date', 'Versanddatum', 'Date d\'expédition', 'Fecha de envío', 'Data spedizione', 'Verzenddatum', 'Data de expedição'),
      c('delivery_date', 'Delivery date', 'date', 'date', 'Delivered', 'Zustelldatum', 'Livré le', 'Fecha entrega', 'Data consegna', 'Afleverdatum', 'Data de entrega'),
      c('origin', 'Origin', 'string', 'city', 'From', 'Abgangsort', 'Origine', 'Origen', 'Partenza', 'Vertrekpunt', 'Origem'),
      c('destination', 'Destination', 'string', 'city', 'To', 'Zielort', 'Destination', 'Destino', 'Destinazione', 'Bestemming', 'Destino'),
      c('packages', 'Packages', 'int', 'int', 'Pcs', 'Packstücke', 'Nb colis', 'Bultos', 'Colli', 'Colli', 'Volumes'),
      c('weight_kg', 'Weight (kg)', 'float', 'decimal', 'Gross Wt (kg)', 'Bruttogewicht kg', 'Poids brut (kg)', 'Peso bruto (kg)', 'Peso lordo (kg)', 'Brutogewicht (kg)', 'Peso bruto (kg)'),
      c('recipient', 'Recipient', 'string', 'full', 'Consignee', 'Empfänger', 'Destinataire', 'Destinatario', 'Destinatario', 'Ontvanger', 'Destinatário'),
    ],
    extra: [
      x('text', 'Incoterm', 'Incoterm', 'Incoterm', 'Incoterm', 'Resa', 'Leveringsconditie', 'Incoterm'),
      x('int', 'Dock door', 'Ladetor', 'Quai', 'Muelle', 'Baia di carico', 'Laaddock', 'Cais'),
    ],
  },
  {
    domain: 'real_estate',
    columns: [
      c('property_id', 'Property ID', 'string', 'id', 'Listing Ref', 'Objekt-Nr.', 'Réf. du bien', 'Ref. inmueble', 'Rif. immobile', 'Objectnummer', 'Ref. imóvel'),
      c('property_type', 'Property type', 'category', 'word', 'Property Type', 'Objektart', 'Type de bien', 'Tipo de inmueble', 'Tipologia', 'Woningtype', 'Tipo de imóvel'),
      c('street', 'Street', 'string', 'street', 'Address', 'Anschrift', 'Adresse du bien', 'Dirección', 'Indirizzo', 'Adres', 'Morada'),
      c('city', 'City', 'string', 'city', 'City', 'Ort', 'Ville', 'Municipio', 'Comune', 'Plaats', 'Concelho'),
      c('living_area', 'Living area (m²)', 'float', 'decimal', 'Sq. m', 'Wohnfläche (m²)', 'Surface habitable', 'm² útiles', 'Superficie (mq)', 'Woonoppervlakte', 'Área útil (m²)'),
      c('rooms', 'Rooms', 'float', 'int', 'Bedrooms', 'Zimmer', 'Nb pièces', 'Habitaciones', 'Locali', 'Kamers', 'Quartos'),
      c('rent', 'Monthly rent', 'float', 'amount', 'Rent pcm', 'Kaltmiete', 'Loyer mensuel', 'Renta mensual', 'Canone mensile', 'Huurprijs p/m', 'Renda mensal'),
      c('year_built', 'Year built', 'int', 'year', 'Built', 'Baujahr', 'Année de construction', 'Año construcción', 'Anno costruzione', 'Bouwjaar', 'Ano de construção'),
      c('energy_class', 'Energy class', 'string', 'word', 'EPC Rating', 'Energieeffizienzklasse', 'DPE', 'Certificado energético', 'Classe energetica', 'Energielabel', 'Certificado energético'),
      c('available_from', 'Available from', 'date', 'date', 'Available From', 'Verfügbar ab', 'Disponible le', 'Disponible desde', 'Disponibile dal', 'Beschikbaar per', 'Disponível a partir de'),
    ],
    extra: [
      x('bool', 'Pets allowed', 'Haustiere erlaubt', 'Animaux acceptés', 'Admite mascotas', 'Animali ammessi', 'Huisdieren toegestaan', 'Aceita animais'),
      x('text', 'Agent notes', 'Maklernotiz', 'Note agent', 'Nota agente', 'Nota agente', 'Notitie makelaar', 'Nota do agente'),
    ],
  },
  {
    domain: 'finance',
    columns: [
      c('booking_date', 'Booking date', 'date', 'date', 'Posting Date', 'Buchungstag', 'Date d\'opération', 'Fecha operación', 'Data contabile', 'Boekdatum', 'Data do movimento'),
      c('value_date', 'Value date', 'date', 'date', 'Value Date', 'Valuta', 'Date de valeur', 'Fecha valor', 'Data valuta', 'Valutadatum', 'Data valor'),
      c('amount', 'Amount', 'float', 'amount', 'Amount', 'Betrag', 'Montant', 'Importe', 'Importo', 'Bedrag', 'Montante'),
      c('currency', 'Currency', 'currency_code', 'currency', 'CCY', 'Währung', 'Devise', 'Divisa', 'Divisa', 'Munt', 'Moeda'),
      c('counterparty_iban', 'Counterparty IBAN', 'iban', 'iban', 'Counterparty Account', 'IBAN Auftraggeber/Empfänger', 'IBAN contrepartie', 'IBAN contraparte', 'IBAN controparte', 'Tegenrekening', 'IBAN contraparte'),
      c('counterparty_bic', 'Counterparty BIC', 'bic', 'bic', 'BIC/SWIFT', 'BIC', 'BIC', 'BIC', 'BIC', 'BIC tegenrekening', 'BIC'),
      c('counterparty_name', 'Counterparty', 'string', 'company', 'Payee/Payer', 'Zahlungsempfänger', 'Tiers', 'Ordenante/Beneficiario', 'Controparte', 'Naam tegenpartij', 'Contraparte'),
      c('purpose', 'Purpose', 'string', 'text', 'Reference', 'Verwendungszweck', 'Libellé', 'Concepto', 'Causale', 'Omschrijving', 'Descritivo'),
      c('balance', 'Balance', 'float', 'amount', 'Running Balance', 'Saldo', 'Solde', 'Saldo', 'Saldo', 'Saldo na boeking', 'Saldo'),
      c('cost_center', 'Cost center', 'string', 'id', 'Cost Centre', 'Kostenstelle', 'Centre de coût', 'Centro de coste', 'Centro di costo', 'Kostenplaats', 'Centro de custo'),
    ],
    extra: [
      x('id', 'Mandate ref.', 'Mandatsreferenz', 'RUM', 'Ref. mandato', 'Rif. mandato', 'Machtigingskenmerk', 'Ref. autorização'),
      x('text', 'Creditor ID', 'Gläubiger-ID', 'ICS', 'ID acreedor', 'ID creditore', 'Incassant-ID', 'ID credor'),
    ],
  },
];

/** Option-mapping cases: a category column's options and input values with the option each must become (null: none fits). */
export interface OptionCase {
  domain: string;
  options: Array<{ value: string; label: string }>;
  values: Array<[string, string | null]>;
}

export const OPTION_CASES: OptionCase[] = [
  {
    domain: 'contacts',
    options: [{ value: 'male', label: 'Male' }, { value: 'female', label: 'Female' }, { value: 'diverse', label: 'Diverse' }],
    values: [['M', 'male'], ['w', 'female'], ['Femme', 'female'], ['Homme', 'male'], ['männlich', 'male'], ['weiblich', 'female'], ['Mujer', 'female'], ['Hombre', 'male'], ['Donna', 'female'], ['Uomo', 'male'], ['Vrouw', 'female'], ['Man', 'male'], ['Feminino', 'female'], ['Masculino', 'male'], ['divers', 'diverse'], ['Femal', 'female'], ['unknown', null]],
  },
  {
    domain: 'orders',
    options: [{ value: 'OPEN', label: 'Open' }, { value: 'SHIPPED', label: 'Shipped' }, { value: 'DELIVERED', label: 'Delivered' }, { value: 'CANCELLED', label: 'Cancelled' }],
    values: [['open', 'OPEN'], ['Offen', 'OPEN'], ['En attente', 'OPEN'], ['Pendiente', 'OPEN'], ['versendet', 'SHIPPED'], ['Expédié', 'SHIPPED'], ['Enviado', 'SHIPPED'], ['Spedito', 'SHIPPED'], ['Verzonden', 'SHIPPED'], ['zugestellt', 'DELIVERED'], ['Livré', 'DELIVERED'], ['Entregado', 'DELIVERED'], ['Consegnato', 'DELIVERED'], ['Geleverd', 'DELIVERED'], ['Entregue', 'DELIVERED'], ['storniert', 'CANCELLED'], ['Annulé', 'CANCELLED'], ['Cancelado', 'CANCELLED'], ['Annullato', 'CANCELLED'], ['Geannuleerd', 'CANCELLED'], ['canceled', 'CANCELLED'], ['Shiped', 'SHIPPED'], ['lost in space', null]],
  },
  {
    domain: 'invoices',
    options: [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }],
    values: [['Ja', 'true'], ['Nein', 'false'], ['Oui', 'true'], ['Non', 'false'], ['Sí', 'true'], ['No', 'false'], ['Sì', 'true'], ['Nee', 'false'], ['Sim', 'true'], ['Não', 'false'], ['Y', 'true'], ['N', 'false'], ['x', 'true'], ['maybe', null]],
  },
  {
    domain: 'real_estate',
    options: [{ value: 'APARTMENT', label: 'Apartment' }, { value: 'HOUSE', label: 'House' }, { value: 'OFFICE', label: 'Office' }, { value: 'LAND', label: 'Land' }],
    values: [['Wohnung', 'APARTMENT'], ['Appartement', 'APARTMENT'], ['Piso', 'APARTMENT'], ['Appartamento', 'APARTMENT'], ['Apartamento', 'APARTMENT'], ['Flat', 'APARTMENT'], ['Einfamilienhaus', 'HOUSE'], ['Maison', 'HOUSE'], ['Casa', 'HOUSE'], ['Woning', 'HOUSE'], ['Moradia', 'HOUSE'], ['Büro', 'OFFICE'], ['Bureau', 'OFFICE'], ['Oficina', 'OFFICE'], ['Ufficio', 'OFFICE'], ['Kantoor', 'OFFICE'], ['Grundstück', 'LAND'], ['Terrain', 'LAND'], ['Terreno', 'LAND'], ['Parking space', null]],
  },
  {
    domain: 'hr',
    options: [{ value: 'FT', label: 'Full-time' }, { value: 'PT', label: 'Part-time' }, { value: 'CONTRACTOR', label: 'Contractor' }],
    values: [['Vollzeit', 'FT'], ['Teilzeit', 'PT'], ['Temps plein', 'FT'], ['Temps partiel', 'PT'], ['Tiempo completo', 'FT'], ['Tiempo parcial', 'PT'], ['Tempo pieno', 'FT'], ['Voltijd', 'FT'], ['Deeltijd', 'PT'], ['Tempo inteiro', 'FT'], ['Freelancer', 'CONTRACTOR'], ['full time', 'FT'], ['part time', 'PT'], ['Intern', null]],
  },
  {
    domain: 'addresses',
    options: [{ value: 'DE', label: 'Germany' }, { value: 'FR', label: 'France' }, { value: 'ES', label: 'Spain' }, { value: 'IT', label: 'Italy' }, { value: 'NL', label: 'Netherlands' }, { value: 'PT', label: 'Portugal' }, { value: 'GB', label: 'United Kingdom' }],
    values: [['Deutschland', 'DE'], ['Allemagne', 'DE'], ['Alemania', 'DE'], ['Germania', 'DE'], ['Duitsland', 'DE'], ['Frankreich', 'FR'], ['Francia', 'FR'], ['Frankrijk', 'FR'], ['España', 'ES'], ['Spanien', 'ES'], ['Espagne', 'ES'], ['Italien', 'IT'], ['Italia', 'IT'], ['Niederlande', 'NL'], ['Pays-Bas', 'NL'], ['Países Bajos', 'NL'], ['Nederland', 'NL'], ['Portugal', 'PT'], ['UK', 'GB'], ['Großbritannien', 'GB'], ['Royaume-Uni', 'GB'], ['DEU', 'DE'], ['Atlantis', null]],
  },
];

/**
 * The held-out set: other files' headers for the same domains and TDMs, written after the lexicon
 * was last changed and never used to change it, so their figures show how the matcher does on
 * spellings it was not tuned on. Each entry: [header, TDM key or null].
 */
export interface HeldOutFile {
  domain: string;
  language: Language;
  columns: Array<[string, string | null]>;
}

export const HELD_OUT: HeldOutFile[] = [
  { domain: 'contacts', language: 'en', columns: [['Given name', 'first_name'], ['Family name', 'last_name'], ['Email addr', 'email'], ['Home tel.', 'phone'], ['Mobile no.', 'mobile'], ['Birthdate', 'date_of_birth'], ['Occupation', 'job_title'], ['Town', 'city'], ['Favourite colour', null]] },
  { domain: 'contacts', language: 'de', columns: [['Rufname', 'first_name'], ['Familienname', 'last_name'], ['Mailadresse', 'email'], ['Festnetz', 'phone'], ['Mobiltelefon', 'mobile'], ['Geboren am', 'date_of_birth'], ['Berufsbezeichnung', 'job_title'], ['Stadt', 'city'], ['Kundenbetreuer intern', null]] },
  { domain: 'companies', language: 'fr', columns: [['Nom de l\'entreprise', 'company_name'], ['N° TVA', 'vat_id'], ['Numéro SIREN', 'registration_number'], ['Secteur', 'industry'], ['Nombre d\'employés', 'employees'], ['Chiffre d\'affaires', 'annual_revenue'], ['Site web', 'website'], ['Code pays', 'country'], ['Notation interne', null]] },
  { domain: 'addresses', language: 'es', columns: [['Calle', 'street'], ['Código postal', 'postal_code'], ['Ciudad', 'city'], ['Comunidad autónoma', 'region'], ['País', 'country_code'], ['Latitud', 'latitude'], ['Longitud', 'longitude'], ['Persona de contacto', 'recipient'], ['Horario de entrega', null]] },
  { domain: 'orders', language: 'it', columns: [['Numero ordine', 'order_id'], ['Data dell\'ordine', 'order_date'], ['Codice cliente', 'customer_id'], ['Email del cliente', 'customer_email'], ['Codice prodotto', 'sku'], ['Quantità', 'quantity'], ['Prezzo', 'unit_price'], ['Totale', 'total'], ['Valuta', 'currency'], ['Note di consegna', null]] },
  { domain: 'invoices', language: 'nl', columns: [['Factuurnummer', 'invoice_number'], ['Factuurdatum', 'invoice_date'], ['Vervaldatum', 'due_date'], ['Klantnaam', 'customer_name'], ['Subtotaal', 'net_amount'], ['Btw-bedrag', 'tax_amount'], ['Totaal incl. btw', 'gross_amount'], ['Btw %', 'tax_rate'], ['Valuta', 'currency'], ['Boekhouder', null]] },
  { domain: 'products', language: 'pt', columns: [['Código do artigo', 'sku'], ['Nome do produto', 'name'], ['EAN', 'gtin'], ['Fabricante', 'brand'], ['Categoria', 'category'], ['Preço de venda', 'price'], ['Preço de compra', 'cost_price'], ['Existências', 'stock'], ['Peso líquido (kg)', 'weight_kg'], ['Cor', 'color'], ['Fornecedor preferido', null]] },
  { domain: 'hr', language: 'fr', columns: [['N° de salarié', 'employee_id'], ['Prénom', 'first_name'], ['Nom de famille', 'last_name'], ['Courriel pro', 'work_email'], ['Département', 'department'], ['Date d\'entrée', 'hire_date'], ['Salaire annuel', 'salary'], ['Type de contrat', 'employment_type'], ['Heures par semaine', 'weekly_hours'], ['Pointure', null]] },
  { domain: 'logistics', language: 'de', columns: [['Lieferscheinnummer', 'shipment_id'], ['Trackingnummer', 'tracking_number'], ['Spediteur', 'carrier'], ['Versendet am', 'ship_date'], ['Liefertermin', 'delivery_date'], ['Versandort', 'origin'], ['Bestimmungsort', 'destination'], ['Anzahl Pakete', 'packages'], ['Gewicht brutto (kg)', 'weight_kg'], ['Empfänger', 'recipient'], ['Fahrer', null]] },
  { domain: 'real_estate', language: 'nl', columns: [['Objectnummer', 'property_id'], ['Soort woning', 'property_type'], ['Straat', 'street'], ['Woonplaats', 'city'], ['Woonoppervlakte (m²)', 'living_area'], ['Aantal kamers', 'rooms'], ['Huur per maand', 'rent'], ['Bouwjaar', 'year_built'], ['Energielabel', 'energy_class'], ['Beschikbaar vanaf', 'available_from'], ['Makelaar', null]] },
  { domain: 'finance', language: 'en', columns: [['Booking date', 'booking_date'], ['Value date', 'value_date'], ['Amount', 'amount'], ['Currency', 'currency'], ['IBAN', 'counterparty_iban'], ['SWIFT code', 'counterparty_bic'], ['Beneficiary', 'counterparty_name'], ['Payment reference', 'purpose'], ['Balance after', 'balance'], ['Cost centre', 'cost_center'], ['Category (auto)', null]] },
  { domain: 'finance', language: 'it', columns: [['Data operazione', 'booking_date'], ['Data valuta', 'value_date'], ['Importo', 'amount'], ['Divisa', 'currency'], ['IBAN beneficiario', 'counterparty_iban'], ['BIC', 'counterparty_bic'], ['Beneficiario', 'counterparty_name'], ['Causale', 'purpose'], ['Saldo contabile', 'balance'], ['Centro di costo', 'cost_center'], ['Codice ABI', null]] },
];
