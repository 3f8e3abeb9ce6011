/**
 * The multilingual header lexicon, as data: how column names are written in English, German,
 * French, Spanish, Italian, Dutch and Portuguese, for the fields of contacts, companies, addresses,
 * orders, invoices, products, HR, logistics, real estate and finance (docs/mapping.md "Lexicon").
 *
 * Format, one concept per line:
 *   `canonical english phrase | en: term, term | de: term | fr: … | es: … | it: … | nl: … | pt: …`
 * A concept written `narrow < broad` is a kind of the broad one (`payee < counterparty`): a header
 * naming it may fill a target named by the broad concept, at a lower score, never the reverse.
 * A line `@domain` starts a domain. Terms are compared after the header normalisation of
 * ./header-tokens.ts (case, accents, separators, camelCase, abbreviations), so `E-Mail-Adresse`,
 * `e-mail adresse` and `EmailAdresse` are one term. A term may be a single word (`Kunde`), which
 * also translates that word inside longer headers (`Kunde Name` → `customer name`), or a phrase.
 * A term listed under several concepts keeps the first, except in a file of a later concept's
 * domain, which reads the word in that domain's sense (and in its first sense second). A term
 * written `~term` is a second sense only: in a file of its domain (of any domain, under a
 * `@general` concept) the word is read in its first sense and, second, in this one (a bank
 * statement's `Description` may be the payment's purpose; any record's `State` its status).
 *
 * {@link VALUE_LEXICON} has the same format for category values (option mapping): `yes`/`ja`/`oui`
 * → `true`, `männlich` → `male`, …
 */
export const HEADER_LEXICON = `
@general
id | en: id, identifier, key, record id | de: kennung, schlüssel | fr: identifiant | es: identificador | it: identificativo, codice identificativo | nl: identificatie | pt: identificador
code | en: code | de: code, kennziffer | fr: code | es: código, cód, cod | it: codice, cod | nl: code | pt: código, cód, cod
number | en: number, no, num, nr | de: nummer, nr | fr: numéro, n°, no | es: número, núm, nº | it: numero, n° | nl: nummer, nr | pt: número, nº
name | en: name, ~title | de: name, bezeichnung, ~titel | fr: nom, ~titre | es: nombre, ~título | it: nome, denominazione, ~titolo | nl: naam, benaming, ~titel | pt: nome, designação, ~título
description | en: description, details | de: beschreibung, erläuterung | fr: description, libellé | es: descripción | it: descrizione | nl: omschrijving, beschrijving | pt: descrição
note | en: note, notes, remark, remarks, comment, comments, memo | de: bemerkung, bemerkungen, notiz, notizen, kommentar, anmerkung | fr: remarque, remarques, commentaire, commentaires, note, notes, observations | es: nota, notas, observaciones, comentario, comentarios | it: note, nota, osservazioni, commento, commenti | nl: opmerking, opmerkingen, notitie, notities | pt: observação, observações, nota, notas, comentário, comentários
status | en: status, ~state | de: status, zustand | fr: statut, état | es: estado, situación | it: stato | nl: status, toestand | pt: estado, situação, status
type | en: type, kind | de: typ, art | fr: type | es: tipo | it: tipo, tipologia | nl: soort, type | pt: tipo
category | en: category, group | de: kategorie, gruppe, warengruppe | fr: catégorie, groupe | es: categoría, grupo | it: categoria, gruppo | nl: categorie, groep | pt: categoria, grupo
date | en: date | de: datum | fr: date | es: fecha | it: data | nl: datum | pt: data
time | en: time | de: uhrzeit, zeit | fr: heure | es: hora | it: ora, orario | nl: tijd, tijdstip | pt: hora
created at | en: created at, created, creation date, created on, date created | de: erstellt am, erstellt, erstelldatum, angelegt am, anlagedatum | fr: créé le, date de création | es: fecha de creación, creado | it: data creazione, data di creazione, creato il | nl: aangemaakt op, aanmaakdatum | pt: data de criação, criado em
updated at | en: updated at, updated, last modified, modified, last updated | de: geändert am, änderungsdatum, aktualisiert am | fr: modifié le, date de modification | es: fecha de modificación, actualizado | it: data modifica, modificato il | nl: gewijzigd op, wijzigingsdatum | pt: data de atualização, atualizado em
start date | en: start date, start, valid from | de: startdatum, beginn, gültig ab | fr: date de début, début | es: fecha de inicio, inicio | it: data inizio, inizio | nl: startdatum, begindatum | pt: data de início, início
end date | en: end date, end, valid to, valid until | de: enddatum, ende, gültig bis | fr: date de fin, fin | es: fecha de fin, fin | it: data fine, fine | nl: einddatum | pt: data de fim, data de término, fim
url | en: url, website, web site, homepage, link, web | de: webseite, internetseite, homepage, link | fr: site web, site internet, lien | es: sitio web, página web, enlace, web | it: sito web, sito, collegamento | nl: website, webadres, link | pt: site, sítio web, página web, ligação
language | en: language, locale | de: sprache | fr: langue | es: idioma, lengua | it: lingua | nl: taal | pt: idioma, língua
active | en: active, enabled, is active | de: aktiv | fr: actif | es: activo | it: attivo | nl: actief | pt: ativo
source | en: source, channel, lead source | de: quelle, kanal | fr: source, canal | es: fuente, canal | it: fonte, canale | nl: bron, kanaal | pt: fonte, canal
tags | en: tags, labels, tag | de: schlagwörter, stichworte | fr: étiquettes, mots clés | es: etiquetas | it: etichette, tag | nl: labels, trefwoorden | pt: etiquetas
owner | en: owner, account owner, assigned to | de: besitzer, verantwortlich, zuständig | fr: propriétaire, responsable | es: propietario, responsable | it: proprietario, responsabile | nl: eigenaar, verantwoordelijke | pt: proprietário, responsável

@contacts
first name | en: first name, firstname, given name, forename | de: vorname, rufname | fr: prénom | es: nombre de pila, nombres | it: nome di battesimo | nl: voornaam, roepnaam | pt: primeiro nome, nome próprio
last name | en: last name, lastname, surname, family name | de: nachname, familienname, zuname | fr: nom de famille | es: apellido, apellidos, primer apellido | it: cognome | nl: achternaam, familienaam | pt: sobrenome, apelido, último nome
middle name | en: middle name, middle initial | de: zweiter vorname | fr: deuxième prénom | es: segundo nombre | it: secondo nome | nl: tussenvoegsel, tweede voornaam | pt: nome do meio
full name | en: full name, contact name, contact person, person name | de: vollständiger name, voller name, ansprechpartner, kontaktperson | fr: nom complet, contact, personne de contact, interlocuteur | es: nombre completo, persona de contacto, contacto | it: nome completo, nominativo, referente, persona di contatto | nl: volledige naam, contactpersoon | pt: nome completo, pessoa de contacto, contacto
salutation | en: salutation, title, prefix, honorific | de: anrede, titel | fr: civilité, titre | es: tratamiento, título | it: titolo, appellativo | nl: aanhef, titel | pt: tratamento, título
gender | en: gender, sex | de: geschlecht | fr: sexe, genre | es: sexo, género | it: sesso, genere | nl: geslacht | pt: sexo, género, gênero
date birth | en: date of birth, birth date, birthday, dob, born | de: geburtsdatum, geburtstag, geboren am | fr: date de naissance, né le | es: fecha de nacimiento | it: data di nascita, nato il | nl: geboortedatum, geboren | pt: data de nascimento, nascido em
email | en: email, e-mail, email address, mail, e mail address, electronic mail | de: e-mail-adresse, emailadresse, mailadresse, e-mail adresse | fr: courriel, adresse e-mail, adresse électronique, mél, adresse mail, email | es: correo, correo electrónico, dirección de correo, email, e-mail | it: posta elettronica, indirizzo email, indirizzo e-mail, e-mail | nl: e-mailadres, mailadres, e-mail | pt: correio eletrónico, correio eletronico, endereço de email, endereço eletrónico, e-mail
phone | en: phone, telephone, phone number, tel, landline | de: telefon, telefonnummer, rufnummer, festnetz | fr: téléphone, tél, numéro de téléphone, tel | es: teléfono, número de teléfono, tlf, telf | it: telefono, numero di telefono, tel | nl: telefoon, telefoonnummer, tel | pt: telefone, número de telefone, tel
mobile phone | en: mobile, mobile phone, cell, cell phone, mobile number, cellphone | de: mobil, mobiltelefon, handy, mobilnummer, handynummer | fr: portable, mobile, téléphone portable, téléphone mobile | es: móvil, teléfono móvil, celular | it: cellulare, telefono cellulare, mobile | nl: mobiel, mobiele telefoon, mobiel nummer, gsm | pt: telemóvel, celular, telefone móvel
fax | en: fax, fax number | de: fax, faxnummer, telefax | fr: fax, télécopie | es: fax | it: fax | nl: fax, faxnummer | pt: fax
job title | en: job title, position, role, occupation | de: position, funktion, berufsbezeichnung, stellenbezeichnung, beruf | fr: fonction, poste, intitulé du poste, profession | es: cargo, puesto, profesión | it: qualifica, ruolo, mansione, professione | nl: functie, functietitel, beroep | pt: cargo, função, profissão
customer id | en: customer id, customer number, customer no, client id, client number, account number, customer code | de: kundennummer, kunden nr, kundennr, kunden id, debitorennummer | fr: numéro client, n° client, code client, identifiant client, référence client | es: número de cliente, código de cliente, id cliente | it: codice cliente, numero cliente, id cliente | nl: klantnummer, klant nr, klantcode, debiteurnummer | pt: número de cliente, código de cliente, id cliente
customer | en: customer, client, buyer | de: kunde, kunden, auftraggeber | fr: client, acheteur | es: cliente, comprador | it: cliente, acquirente | nl: klant, afnemer, koper | pt: cliente, comprador
customer name | en: customer name, client name, buyer name | de: kundenname, name des kunden | fr: nom du client, nom client | es: nombre del cliente, nombre cliente | it: nome cliente, ragione sociale cliente | nl: klantnaam, naam klant | pt: nome do cliente, nome cliente
newsletter | en: newsletter, opt in, marketing consent, subscribed | de: newsletter, einwilligung, werbeeinwilligung | fr: newsletter, consentement, abonné | es: boletín, consentimiento, suscrito | it: newsletter, consenso, iscritto | nl: nieuwsbrief, toestemming | pt: newsletter, consentimento, subscrito

@companies
company name | en: company name, company, organization, organisation, business name, account name, firm, employer | de: firma, firmenname, unternehmen, unternehmensname, organisation, arbeitgeber | fr: société, entreprise, raison sociale, nom de la société, nom de l'entreprise, organisation, employeur | es: empresa, compañía, razón social, nombre de la empresa, organización, empleador | it: azienda, società, ragione sociale, ditta, organizzazione, datore di lavoro | nl: bedrijf, bedrijfsnaam, onderneming, firma, organisatie, werkgever | pt: empresa, companhia, razão social, nome da empresa, organização, empregador, denominação social
vat id | en: vat id, vat number, vat no, tax id, tax number, vat registration number, tin, vat reg no, vat reg number | de: ust id, ust idnr, umsatzsteuer id, steuernummer, steuer nr, mwst nr, ust identifikationsnummer | fr: numéro de tva, n° tva, tva intracommunautaire, numéro fiscal, siret | es: nif, cif, número de iva, número fiscal, nif iva | it: partita iva, p iva, codice fiscale, numero iva | nl: btw nummer, btw nr, btw id, fiscaal nummer | pt: nif, número de contribuinte, nipc, número de iva
registration number | en: registration number, company number, registry number, trade register, company reg number, reg number, company registration number | de: handelsregisternummer, registernummer, hrb | fr: numéro d'immatriculation, rcs, siren | es: número de registro, registro mercantil | it: numero rea, numero di registrazione | nl: kvk nummer, kvk, handelsregister | pt: número de registo, matrícula
industry | en: industry, sector, vertical | de: branche, industrie, sektor | fr: secteur, secteur d'activité, industrie | es: sector, industria | it: settore, industria, comparto | nl: branche, sector, industrie | pt: setor, sector, indústria, ramo
employees | en: employees, number of employees, employee count, headcount, staff | de: mitarbeiter, mitarbeiteranzahl, anzahl mitarbeiter, beschäftigte, mitarbeiterzahl | fr: effectif, nombre d'employés, salariés | es: empleados, número de empleados, plantilla | it: dipendenti, numero dipendenti, organico | nl: medewerkers, aantal medewerkers, werknemers | pt: funcionários, número de funcionários, colaboradores
revenue | en: revenue, annual revenue, turnover, sales | de: umsatz, jahresumsatz | fr: chiffre d'affaires, ca, revenu | es: facturación, ingresos, volumen de negocio | it: fatturato, ricavi | nl: omzet, jaaromzet | pt: faturação, volume de negócios, receita
founded | en: founded, year founded, founding date, established, year est, year established | de: gründungsjahr, gegründet, gründungsdatum | fr: date de création de la société, année de création, fondée | es: año de fundación, fundada | it: anno di fondazione, fondata | nl: oprichtingsjaar, opgericht | pt: ano de fundação, fundada

@addresses
address | en: address, address line, address 1, address line 1, street address | de: adresse, anschrift, straße und hausnummer, strasse hausnummer, straße + hausnr, strasse hausnr, straße hausnummer | fr: adresse, adresse postale, adresse ligne 1 | es: dirección, domicilio, dirección postal | it: indirizzo, indirizzo postale | nl: adres, straat en huisnummer, adresregel, straat + huisnr, straat huisnummer | pt: morada, endereço, endereço postal
address line 2 | en: address line 2, address 2, address2, suite, apartment, apt, c/o | de: adresszusatz, zusatz | fr: complément d'adresse, adresse ligne 2 | es: dirección 2, dirección línea 2 | it: indirizzo 2, indirizzo riga 2, presso | nl: adresregel 2, toevoeging | pt: morada 2, complemento
street | en: street, street name, road | de: straße, strasse, str | fr: rue, voie | es: calle, vía | it: via, strada | nl: straat, straatnaam | pt: rua, arruamento
house number | en: house number, street number, building number | de: hausnummer, hausnr, hnr | fr: numéro de rue, numéro de voie | es: número de calle, portal | it: numero civico, civico | nl: huisnummer, huisnr | pt: número da porta, número de polícia
postal code | en: postal code, zip, zip code, postcode, post code | de: plz, postleitzahl | fr: code postal, cp | es: código postal, cp, c.p. | it: cap, codice postale | nl: postcode | pt: código postal, cep
city | en: city, town, locality, municipality | de: stadt, ort, wohnort, gemeinde | fr: ville, localité, commune | es: ciudad, localidad, población, municipio | it: città, località, comune | nl: plaats, stad, woonplaats, gemeente | pt: cidade, localidade, concelho, município
region | en: region, state, province, county | de: bundesland, region, kanton, provinz | fr: région, département, province | es: provincia, región, comunidad autónoma | it: provincia, regione | nl: provincie, regio | pt: distrito, região, província
country | en: country, nation, country code, country name | de: land, staat, ländercode, länderkennzeichen, länderkennz, länderkennzeichen | fr: pays, code pays | es: país, código de país | it: paese, nazione, codice paese | nl: land, landcode | pt: país, código do país
latitude | en: latitude, lat | de: breitengrad, breite | fr: latitude | es: latitud | it: latitudine | nl: breedtegraad | pt: latitude
longitude | en: longitude, lng, lon | de: längengrad, länge | fr: longitude | es: longitud | it: longitudine | nl: lengtegraad | pt: longitude
billing address | en: billing address, invoice address, bill to | de: rechnungsadresse, rechnungsanschrift | fr: adresse de facturation | es: dirección de facturación | it: indirizzo di fatturazione | nl: factuuradres | pt: morada de faturação, endereço de cobrança
shipping address | en: shipping address, delivery address, ship to | de: lieferadresse, lieferanschrift, versandadresse | fr: adresse de livraison, adresse d'expédition | es: dirección de envío, dirección de entrega | it: indirizzo di spedizione, indirizzo di consegna | nl: afleveradres, leveringsadres, verzendadres | pt: morada de entrega, endereço de entrega

@orders
order | en: order, purchase order | de: bestellung, auftrag, order | fr: commande | es: pedido | it: ordine | nl: bestelling, order | pt: encomenda, pedido
order id | en: order id, order number, order no, order ref, order reference, purchase order, po number | de: bestellnummer, bestell nr, auftragsnummer, auftrags nr | fr: numéro de commande, n° de commande, référence commande | es: número de pedido, nº pedido, id pedido, referencia del pedido | it: numero ordine, n ordine, id ordine, riferimento ordine | nl: bestelnummer, ordernummer, order nr | pt: número da encomenda, número do pedido, id encomenda
order date | en: order date, ordered on, date ordered, purchase date | de: bestelldatum, auftragsdatum, bestellt am | fr: date de commande, commandé le, date d'achat | es: fecha de pedido, fecha del pedido, fecha de compra | it: data ordine, data dell'ordine, data acquisto | nl: besteldatum, orderdatum | pt: data da encomenda, data do pedido, data de compra
quantity | en: quantity, qty, units, count, amount ordered, pieces, pcs | de: menge, anzahl, stückzahl, stück | fr: quantité, qté | es: cantidad, cant, unidades | it: quantità, qtà, pezzi, q.tà | nl: aantal, hoeveelheid, stuks | pt: quantidade, qtd, unidades
unit price | en: unit price, price, price per unit, rate, list price | de: einzelpreis, preis, stückpreis, listenpreis | fr: prix unitaire, prix, pu, tarif | es: precio unitario, precio, tarifa, pvp, precio de venta al público | it: prezzo unitario, prezzo, listino | nl: stukprijs, prijs, eenheidsprijs, verkoopprijs | pt: preço unitário, preço, pvp, preço de venda ao público
discount | en: discount, rebate | de: rabatt, nachlass, skonto | fr: remise, rabais, réduction | es: descuento, rebaja | it: sconto, ribasso | nl: korting | pt: desconto
total | en: total, total amount, order total, grand total, line total | de: gesamt, gesamtbetrag, summe, gesamtsumme, gesamtpreis | fr: total, montant total | es: total, importe total | it: totale, importo totale | nl: totaal, totaalbedrag | pt: total, valor total, montante total
currency | en: currency, currency code, ccy | de: währung | fr: devise, monnaie | es: moneda, divisa | it: valuta, divisa | nl: valuta, munteenheid, munt | pt: moeda, divisa
payment method | en: payment method, payment type, paid by, payment, payment | de: zahlungsart, zahlungsmethode, zahlweise, zahlart | fr: mode de paiement, moyen de paiement, règlement | es: método de pago, forma de pago, medio de pago | it: metodo di pagamento, modalità di pagamento, pagamento | nl: betaalmethode, betaalwijze | pt: método de pagamento, forma de pagamento, meio de pagamento
sales channel | en: sales channel, channel, store | de: vertriebskanal, verkaufskanal, shop | fr: canal de vente, boutique | es: canal de venta, tienda | it: canale di vendita, negozio | nl: verkoopkanaal, winkel | pt: canal de venda, loja

@invoices
invoice number | en: invoice number, invoice no, invoice id, invoice, bill number, invoice ref | de: rechnungsnummer, rechnungs nr, rechnung, beleg nr, belegnummer | fr: numéro de facture, n° facture, facture, référence facture | es: número de factura, nº factura, factura | it: numero fattura, n fattura, fattura | nl: factuurnummer, factuur nr, factuur | pt: número da fatura, nº fatura, fatura, número de factura
invoice date | en: invoice date, billing date, date of invoice, issue date | de: rechnungsdatum, belegdatum, ausstellungsdatum | fr: date de facture, date de facturation, date d'émission | es: fecha de factura, fecha de emisión | it: data fattura, data emissione | nl: factuurdatum | pt: data da fatura, data de emissão
due date | en: due date, payment due, due, payable by | de: fälligkeitsdatum, fällig am, fälligkeit, zahlbar bis | fr: date d'échéance, échéance | es: fecha de vencimiento, vencimiento | it: data di scadenza, scadenza | nl: vervaldatum | pt: data de vencimento, vencimento
net amount | en: net amount, net, subtotal, amount excl vat, net total | de: nettobetrag, netto, zwischensumme, nettosumme | fr: montant ht, total ht, ht, montant hors taxes, sous total | es: base imponible, importe neto, neto, subtotal | it: imponibile, importo netto, netto, subtotale | nl: netto bedrag, netto, subtotaal, bedrag excl btw | pt: valor líquido, montante sem iva, subtotal, base tributável
tax amount | en: tax amount, vat amount | de: steuerbetrag | fr: montant tva | es: importe iva | it: importo iva | nl: btw bedrag | pt: valor do iva
tax | en: tax, vat, sales tax | de: steuer, mehrwertsteuer, mwst, ust, umsatzsteuer | fr: tva, taxe | es: iva, impuesto | it: iva, imposta | nl: btw, belasting | pt: iva, imposto
tax rate | en: tax rate, vat rate, vat percent | de: steuersatz, mwst satz, ust satz | fr: taux de tva, taux tva | es: tipo de iva, tipo impositivo, tasa de iva | it: aliquota iva, aliquota | nl: btw tarief, btw percentage | pt: taxa de iva, taxa
gross amount | en: gross amount, gross, amount incl vat, total incl vat, amount due | de: bruttobetrag, brutto, rechnungsbetrag, endbetrag | fr: montant ttc, ttc, montant à payer, net à payer, total ttc | es: importe bruto, total factura, importe total factura | it: importo lordo, lordo, totale fattura, totale documento | nl: bruto bedrag, bruto, te betalen | pt: valor bruto, total da fatura, valor a pagar, total a pagar
amount | en: amount, value, sum | de: betrag, wert, summe | fr: montant, valeur, somme | es: importe, monto, valor, cantidad monetaria | it: importo, valore, ammontare | nl: bedrag, waarde | pt: valor, montante, importância
paid | en: paid, is paid, payment status | de: bezahlt, zahlungsstatus | fr: payé, statut de paiement, réglé, réglée, payée | es: pagado, estado del pago, pagada | it: pagato, stato pagamento, pagata | nl: betaald, betaalstatus | pt: pago, estado do pagamento, paga
payment terms | en: payment terms, terms | de: zahlungsbedingungen, zahlungsziel | fr: conditions de paiement, délai de paiement | es: condiciones de pago, plazo de pago | it: termini di pagamento, condizioni di pagamento | nl: betalingsvoorwaarden, betalingstermijn | pt: condições de pagamento, prazo de pagamento

@products
sku | en: sku, item number, item no, article number, product code, part number, item code, product id, product number | de: artikelnummer, artikel nr, artikelnr, art nr, materialnummer, produktnummer | fr: référence, réf, référence article, code article, référence produit | es: referencia, código de artículo, código de producto, ref artículo, ref. artículo, referencia artículo | it: codice articolo, codice prodotto, cod art, riferimento, cod articolo, cod. articolo | nl: artikelnummer, artikelcode, productcode | pt: referência, código do artigo, código do produto, ref. artigo, referência artigo
product name | en: product name, product, item, item name, article, product title | de: produkt, produktname, artikel, artikelname, artikelbezeichnung, bezeichnung des artikels | fr: produit, nom du produit, article, désignation, libellé article | es: producto, nombre del producto, artículo | it: prodotto, nome prodotto, articolo, descrizione articolo | nl: product, productnaam, artikel, artikelnaam | pt: produto, nome do produto, artigo, designação
gtin | en: gtin, ean, upc, barcode, ean code, isbn | de: ean, strichcode, barcode, gtin | fr: code barre, code ean, ean, code barres, code-barres | es: código de barras, ean | it: codice a barre, ean | nl: streepjescode, barcode, ean | pt: código de barras, ean
brand | en: brand, manufacturer, make | de: marke, hersteller | fr: marque, fabricant | es: marca, fabricante | it: marca, marchio, produttore | nl: merk, fabrikant | pt: marca, fabricante
weight | en: weight, net weight, gross weight | de: gewicht, nettogewicht, bruttogewicht | fr: poids, poids net | es: peso, peso neto | it: peso, peso netto | nl: gewicht, nettogewicht | pt: peso, peso líquido
color | en: color, colour | de: farbe | fr: couleur | es: color | it: colore | nl: kleur | pt: cor
size | en: size | de: größe, groesse | fr: taille | es: talla, tamaño | it: taglia, misura | nl: maat | pt: tamanho
stock | en: stock, in stock, inventory, on hand, available | de: bestand, lagerbestand, verfügbar | fr: stock, quantité en stock, disponible | es: existencias, stock, inventario | it: giacenza, scorte, disponibilità | nl: voorraad, op voorraad | pt: stock, existências, inventário
unit | en: unit, uom, unit of measure | de: einheit, mengeneinheit | fr: unité, unité de mesure | es: unidad, unidad de medida | it: unità, unità di misura, um | nl: eenheid, maateenheid | pt: unidade, unidade de medida
cost price | en: cost price, cost, purchase price | de: einkaufspreis, ek preis, ek | fr: prix d'achat, coût | es: precio de coste, precio de compra, coste | it: prezzo di acquisto, costo | nl: inkoopprijs, kostprijs | pt: preço de custo, preço de compra, custo
supplier | en: supplier, vendor name | de: lieferant | fr: fournisseur | es: proveedor | it: fornitore | nl: leverancier | pt: fornecedor

@hr
employee id | en: employee id, employee number, staff id, personnel number, emp id, emp no | de: personalnummer, mitarbeiternummer, pers nr | fr: matricule, numéro d'employé, numéro de salarié | es: número de empleado, id empleado, legajo | it: matricola, numero dipendente | nl: personeelsnummer, medewerkernummer | pt: número de funcionário, número mecanográfico, nº mecanográfico
employee | en: employee, staff member, worker | de: mitarbeiter, angestellter, beschäftigter | fr: employé, salarié, collaborateur | es: empleado, trabajador | it: dipendente, lavoratore | nl: medewerker, werknemer, personeel | pt: funcionário, colaborador, trabalhador
department | en: department, dept, division, team, business unit | de: abteilung, bereich, team | fr: département, division, équipe | es: departamento, división | it: reparto, dipartimento, ufficio, divisione | nl: afdeling, team | pt: departamento, divisão, equipa
manager | en: manager, supervisor, reports to, line manager | de: vorgesetzter, führungskraft, manager, vorgesetzte, vorgesetzter | fr: responsable hiérarchique, manager, supérieur | es: jefe, supervisor, responsable directo | it: responsabile, supervisore | nl: leidinggevende, manager | pt: chefe, supervisor, gestor
hire date | en: hire date, start date employment, date of hire, joined, joining date, employment start | de: eintrittsdatum, einstellungsdatum, eintritt | fr: date d'embauche, date d'entrée | es: fecha de alta, fecha de contratación, fecha de incorporación | it: data assunzione, data di assunzione | nl: datum in dienst, indiensttreding | pt: data de admissão, data de contratação
termination date | en: termination date, leave date, exit date, end of employment | de: austrittsdatum, austritt | fr: date de sortie, date de départ | es: fecha de baja | it: data cessazione, data di cessazione | nl: datum uit dienst | pt: data de saída, data de cessação
salary | en: salary, annual salary, base salary, pay, wage | de: gehalt, jahresgehalt, lohn, grundgehalt | fr: salaire, salaire annuel, rémunération | es: salario, sueldo, salario anual | it: stipendio, retribuzione, ral, salario | nl: salaris, jaarsalaris, loon | pt: salário, vencimento, ordenado
employment type | en: employment type, contract type, full time part time, ft pt, ft/pt | de: beschäftigungsart, vertragsart, anstellungsart | fr: type de contrat, type d'emploi | es: tipo de contrato, tipo de empleo | it: tipo di contratto, tipologia contrattuale | nl: dienstverband, contracttype, soort contract | pt: tipo de contrato
working hours | en: working hours, hours per week, weekly hours, fte | de: wochenstunden, arbeitszeit, stunden pro woche | fr: heures hebdomadaires, temps de travail, heures hebdo | es: horas semanales, jornada | it: ore settimanali, orario di lavoro | nl: uren per week, werkuren | pt: horas semanais, horário de trabalho
national id | en: national id, social security number, ssn, national insurance number | de: sozialversicherungsnummer, svnr, personalausweisnummer | fr: numéro de sécurité sociale, nir | es: dni, nie, número de la seguridad social | it: codice fiscale persona, numero previdenza | nl: bsn, burgerservicenummer | pt: número de segurança social, niss, cartão de cidadão

@logistics
tracking number | en: tracking number, tracking id, tracking no, tracking code, consignment number | de: sendungsnummer, sendungsverfolgung, tracking nummer, paketnummer | fr: numéro de suivi, n° de suivi, code de suivi | es: número de seguimiento, código de seguimiento | it: numero di tracciamento, codice di tracciamento, tracking | nl: trackingnummer, track en trace, zendingnummer | pt: número de seguimento, código de rastreio, número de rastreamento
tracking | en: tracking, trace | de: sendungsverfolgung, verfolgung | fr: suivi | es: seguimiento, rastreo | it: tracciamento, tracking | nl: tracking, track trace | pt: rastreio, seguimento, rastreamento
shipment id | en: shipment id, shipment number, delivery number, dispatch number | de: lieferscheinnummer, liefernummer, versandnummer, lieferschein | fr: numéro d'expédition, numéro de livraison, bon de livraison | es: número de envío, número de albarán, albarán | it: numero spedizione, numero ddt, ddt, bolla | nl: zendingsnummer, leveringsnummer, pakbon | pt: número de envio, número de guia, guia de remessa
shipment | en: shipment, consignment, dispatch | de: sendung, versand | fr: expédition, envoi | es: envío, expedición | it: spedizione | nl: zending, verzending | pt: envio, expedição, remessa, guia
carrier | en: carrier, shipping carrier, courier, shipper | de: spediteur, versanddienstleister, paketdienst, frachtführer | fr: transporteur, messagerie | es: transportista, mensajería | it: vettore, corriere, trasportatore | nl: vervoerder, pakketdienst, transporteur | pt: transportadora
ship date | en: ship date, shipping date, dispatch date, shipped on, date shipped | de: versanddatum, lieferdatum versand, versendet am | fr: date d'expédition, expédié le | es: fecha de envío, enviado el | it: data spedizione, data di spedizione | nl: verzenddatum, verzonden op | pt: data de envio, data de expedição
delivery date | en: delivery date, delivered on, expected delivery, eta | de: lieferdatum, liefertermin, zustelldatum | fr: date de livraison, livré le | es: fecha de entrega, entregado el | it: data consegna, data di consegna | nl: leverdatum, afleverdatum | pt: data de entrega, entregue em
origin | en: origin, from location, ship from, origin warehouse | de: abgangsort, versandort, herkunft | fr: origine, lieu d'expédition | es: origen | it: origine, luogo di partenza, partenza | nl: herkomst, vertrekpunt | pt: origem
destination | en: destination, to location, ship to location | de: zielort, bestimmungsort, empfangsort | fr: destination, lieu de livraison | es: destino | it: destinazione | nl: bestemming, bestemmingsplaats | pt: destino
warehouse | en: warehouse, depot, location, storage location | de: lager, lagerort, lagerplatz | fr: entrepôt, dépôt, emplacement | es: almacén, depósito, ubicación | it: magazzino, deposito, ubicazione | nl: magazijn, opslaglocatie, locatie | pt: armazém, depósito, localização
packages | en: packages, parcels, number of packages, cartons, pallets | de: pakete, packstücke, anzahl pakete, paletten | fr: colis, nombre de colis, palettes | es: bultos, paquetes, número de bultos, palés | it: colli, numero colli, pacchi, pallet | nl: colli, pakketten, aantal colli, pallets | pt: volumes, embalagens, número de volumes, paletes
recipient < counterparty | en: recipient, consignee, receiver | de: empfänger | fr: destinataire | es: destinatario | it: destinatario | nl: ontvanger, geadresseerde | pt: destinatário
sender < counterparty | en: sender, consignor | de: absender, versender | fr: expéditeur | es: remitente | it: mittente | nl: afzender | pt: remetente
volume | en: volume, cubic meters, cbm | de: volumen, rauminhalt | fr: volume | es: volumen | it: volume | nl: volume, inhoud | pt: volume

@real_estate
property id | en: property id, property number, listing id, unit id, property reference | de: objektnummer, objekt id, objekt nr, immobilien id | fr: référence du bien, numéro du bien, référence annonce | es: referencia del inmueble, id inmueble, referencia de la propiedad | it: codice immobile, riferimento immobile, id immobile | nl: objectnummer, woning id, referentie object | pt: referência do imóvel, id imóvel
property | en: property, estate, listing | de: objekt, immobilie | fr: bien, logement | es: inmueble, propiedad | it: immobile, proprietà | nl: object, woning, pand | pt: imóvel, propriedade
property type | en: property type, type of property, building type | de: objektart, immobilientyp, objekttyp | fr: type de bien, type de logement | es: tipo de inmueble, tipo de propiedad | it: tipologia immobile, tipo immobile | nl: woningtype, soort woning, objecttype | pt: tipo de imóvel, tipologia
living area | en: living area, floor area, area, square meters, sqm, size sqm, surface, sq m, sq. m, sq ft | de: wohnfläche, fläche, quadratmeter, qm, nutzfläche | fr: surface habitable, surface, superficie, m2 | es: superficie, superficie útil, metros cuadrados, m2 | it: superficie, metri quadri, mq, superficie commerciale | nl: woonoppervlakte, oppervlakte, vierkante meters, m2 | pt: área, área útil, metros quadrados, m2
plot area | en: plot area, lot size, land area | de: grundstücksfläche, grundstück | fr: surface du terrain, terrain | es: superficie de parcela, parcela | it: superficie terreno, terreno | nl: perceeloppervlakte, perceel | pt: área do terreno, terreno
rooms | en: rooms, number of rooms, bedrooms | de: zimmer, zimmeranzahl, anzahl zimmer, räume | fr: pièces, nombre de pièces, chambres, nb pièces, nombre de pièces | es: habitaciones, número de habitaciones, dormitorios | it: locali, vani, numero locali, camere | nl: kamers, aantal kamers, slaapkamers | pt: quartos, divisões, assoalhadas
rent | en: rent, monthly rent, rental price, cold rent | de: miete, kaltmiete, monatsmiete, nettokaltmiete | fr: loyer, loyer mensuel | es: alquiler, renta mensual, precio de alquiler | it: affitto, canone, canone mensile | nl: huur, huurprijs, kale huur | pt: renda, renda mensal, aluguel
purchase price | en: purchase price, sale price, asking price, listing price | de: kaufpreis, verkaufspreis | fr: prix de vente, prix d'achat du bien | es: precio de venta, precio | it: prezzo di vendita | nl: koopprijs, vraagprijs | pt: preço de venda
year built | en: year built, construction year, built in | de: baujahr | fr: année de construction | es: año de construcción | it: anno di costruzione | nl: bouwjaar | pt: ano de construção
floor | en: floor, storey | de: etage, stockwerk, geschoss | fr: étage | es: planta, piso | it: piano | nl: verdieping, etage | pt: andar, piso
tenant | en: tenant, lessee, occupant | de: mieter | fr: locataire | es: inquilino, arrendatario | it: inquilino, conduttore | nl: huurder | pt: inquilino, arrendatário
landlord | en: landlord, lessor, property owner | de: vermieter, eigentümer | fr: bailleur, propriétaire du bien | es: arrendador, propietario del inmueble | it: locatore, proprietario immobile | nl: verhuurder | pt: senhorio, arrendador
energy class | en: energy class, energy rating, epc | de: energieklasse, energieeffizienzklasse | fr: classe énergétique, dpe | es: calificación energética, clase energética | it: classe energetica, ape | nl: energielabel, energieklasse | pt: classe energética, certificado energético

@finance
iban | en: iban, bank account, account iban | de: iban, kontonummer iban, bankverbindung | fr: iban, rib, compte bancaire | es: iban, cuenta bancaria | it: iban, conto corrente | nl: iban, rekeningnummer, bankrekening | pt: iban, nib, conta bancária
bic | en: bic, swift, swift code, bic code | de: bic, swift code | fr: bic, code swift | es: bic, código swift | it: bic, codice swift | nl: bic, swift code | pt: bic, código swift
bank name | en: bank name, bank | de: bank, kreditinstitut, bankname | fr: banque, nom de la banque | es: banco, entidad bancaria | it: banca, istituto bancario | nl: bank, banknaam | pt: banco, nome do banco
payer < counterparty | en: payer, remitter, ordering party, originator | de: zahler, zahlungspflichtiger, auftraggeber, einzahler | fr: payeur, donneur d'ordre | es: pagador, ordenante | it: pagatore, ordinante | nl: betaler, opdrachtgever | pt: pagador, ordenante
payee < counterparty | en: payee, beneficiary, paid to | de: zahlungsempfänger, begünstigter, empfänger | fr: bénéficiaire | es: beneficiario | it: beneficiario | nl: begunstigde, ontvanger | pt: beneficiário, favorecido
account holder | en: account holder, account name holder | de: kontoinhaber | fr: titulaire du compte | es: titular de la cuenta | it: intestatario del conto | nl: rekeninghouder | pt: titular da conta
transaction date | en: transaction date, booking date, posting date | de: buchungsdatum, buchungstag | fr: date d'opération, date comptable | es: fecha de operación, fecha contable | it: data operazione, data contabile | nl: boekingsdatum, transactiedatum, boekdatum | pt: data do movimento, data da operação
value date | en: value date | de: valutadatum, valuta datum, wertstellung, valuta | fr: date de valeur | es: fecha valor, fecha de valor | it: data valuta | nl: valutadatum, valuta datum | pt: data valor, data de valor
transaction | en: transaction, operation, movement | de: umsatz, buchung, vorgang, transaktion | fr: opération, mouvement, transaction | es: movimiento, operación, transacción | it: operazione, movimento, transazione | nl: transactie, mutatie, verrichting, boeking | pt: movimento, operação, transação, lançamento
transaction id | en: transaction id, transaction reference, reference number | de: transaktionsnummer, transaktions id, referenznummer, vorgangsnummer | fr: référence de l'opération, numéro de transaction | es: referencia de la operación, número de transacción | it: riferimento operazione, id transazione | nl: transactienummer, kenmerk, referentie | pt: referência do movimento, número da transação
debit | en: debit, withdrawal, outflow, money out | de: soll, lastschrift, belastung, ausgang | fr: débit, sortie | es: cargo, débito, salida | it: dare, addebito, uscita | nl: debet, af | pt: débito, saída
credit | en: credit, deposit, inflow, money in | de: haben, gutschrift, eingang | fr: crédit, entrée | es: abono, crédito, entrada | it: avere, accredito, entrata | nl: credit, bij | pt: crédito, entrada
balance | en: balance, running balance, closing balance | de: saldo, kontostand | fr: solde | es: saldo | it: saldo | nl: saldo | pt: saldo
purpose | en: purpose, payment reference, reference text, booking text, remittance information, ~description | de: verwendungszweck, buchungstext, ~beschreibung | fr: libellé de l'opération, motif, ~libellé, ~communication | es: concepto, descripción de la operación, ~descripción | it: causale, descrizione operazione, ~descrizione | nl: omschrijving transactie, betalingskenmerk, ~omschrijving, ~mededeling, ~mededelingen | pt: descritivo, descrição do movimento, ~descrição
counterparty | en: counterparty, other party | de: auftraggeber empfänger, gegenkonto, empfänger zahler, gegenpartei | fr: contrepartie, tiers | es: contraparte | it: controparte | nl: tegenpartij, tegenrekening | pt: contraparte
fee | en: fee, fees, charge, charges, commission, service fee, transaction fee | de: gebühr, gebühren, entgelt, provision, spesen | fr: frais, commission, commissions | es: comisión, comisiones, gastos | it: commissione, commissioni, spese | nl: kosten, provisie, transactiekosten | pt: comissão, comissões, tarifa, encargos
exchange rate | en: exchange rate, fx rate, conversion rate, rate of exchange | de: wechselkurs, umrechnungskurs, devisenkurs | fr: taux de change | es: tipo de cambio, tasa de cambio | it: tasso di cambio | nl: wisselkoers | pt: taxa de câmbio, câmbio
refund | en: refund, refunds, reimbursement | de: erstattung, rückerstattung | fr: remboursement | es: reembolso | it: rimborso | nl: terugbetaling, restitutie | pt: reembolso
cost center | en: cost center, cost centre | de: kostenstelle | fr: centre de coûts, centre de coût | es: centro de coste, centro de costo | it: centro di costo | nl: kostenplaats, kostenpost | pt: centro de custo
account | en: account, ledger account, gl account | de: konto, sachkonto | fr: compte, compte comptable | es: cuenta, cuenta contable | it: conto, conto contabile | nl: grootboekrekening, rekening | pt: conta, conta contabilística
`;

/** Category values across languages (option mapping, SMART layer). Same format as {@link HEADER_LEXICON}. */
export const VALUE_LEXICON = `
@boolean
true | en: yes, y, true, t, 1, x, on, checked | de: ja, j, wahr, ok | fr: oui, o, vrai | es: sí, si, s, verdadero, cierto | it: sì, si, vero | nl: ja, j, waar | pt: sim, s, verdadeiro
false | en: no, n, false, f, 0, off, unchecked | de: nein, falsch | fr: non, faux | es: no, falso | it: no, falso | nl: nee, neen, onwaar | pt: não, nao, falso

@people
male | en: male, m, man, masculine | de: männlich, mann, herr, m | fr: homme, masculin, h | es: hombre, masculino, varón | it: uomo, maschio, maschile | nl: man, mannelijk | pt: homem, masculino
female | en: female, f, woman, feminine | de: weiblich, frau, w | fr: femme, féminin | es: mujer, femenino | it: donna, femmina, femminile | nl: vrouw, vrouwelijk, v | pt: mulher, feminino
diverse | en: diverse, other, non binary, x | de: divers, d, andere | fr: autre, non binaire | es: otro, no binario | it: altro, non binario | nl: anders, non binair | pt: outro, não binário
mr | en: mr, mr., mister, sir | de: herr, hr | fr: monsieur, m., mr | es: señor, sr, sr. | it: signor, sig, sig. | nl: meneer, dhr, de heer | pt: senhor, sr, sr.
ms | en: ms, mrs, miss, madam | de: frau, fr | fr: madame, mme, mademoiselle, mlle | es: señora, sra, señorita, srta | it: signora, sig.ra, signorina | nl: mevrouw, mevr, mw | pt: senhora, sra, menina

@status
active | en: active, enabled, live, current | de: aktiv, aktiviert | fr: actif, active, activé | es: activo, activa, habilitado | it: attivo, attiva, abilitato | nl: actief, ingeschakeld | pt: ativo, ativa, habilitado
inactive | en: inactive, disabled, archived, dormant | de: inaktiv, deaktiviert, archiviert | fr: inactif, inactive, désactivé, archivé | es: inactivo, inactiva, deshabilitado, archivado | it: inattivo, inattiva, disattivato, archiviato | nl: inactief, uitgeschakeld, gearchiveerd | pt: inativo, inativa, desativado, arquivado
pending | en: pending, waiting, on hold, open | de: ausstehend, offen, wartend, in bearbeitung | fr: en attente, ouvert | es: pendiente, en espera, abierto | it: in attesa, sospeso, aperto | nl: in behandeling, openstaand, wachtend | pt: pendente, em espera, aberto
completed | en: completed, done, closed, finished, fulfilled | de: erledigt, abgeschlossen, fertig, geschlossen | fr: terminé, clôturé, fermé, complété | es: completado, cerrado, terminado, finalizado | it: completato, chiuso, evaso, concluso | nl: voltooid, afgerond, gesloten | pt: concluído, fechado, terminado
cancelled | en: cancelled, canceled, void, aborted | de: storniert, abgebrochen, annulliert | fr: annulé, annulée | es: cancelado, anulado | it: annullato, cancellato | nl: geannuleerd | pt: cancelado, anulado
paid | en: paid, settled | de: bezahlt, beglichen | fr: payé, payée, réglé | es: pagado, pagada, liquidado | it: pagato, pagata, saldato | nl: betaald, voldaan | pt: pago, paga, liquidado
unpaid | en: unpaid, outstanding, due, overdue | de: unbezahlt, offen, fällig, überfällig | fr: impayé, impayée, en retard | es: impagado, no pagado, vencido | it: non pagato, insoluto, scaduto | nl: onbetaald, achterstallig | pt: não pago, em dívida, vencido
shipped | en: shipped, dispatched, in transit, sent | de: versendet, versandt, unterwegs | fr: expédié, en transit, envoyé | es: enviado, en tránsito | it: spedito, in transito | nl: verzonden, onderweg | pt: enviado, expedido, em trânsito
delivered | en: delivered, received | de: zugestellt, geliefert, ausgeliefert | fr: livré, reçu | es: entregado, recibido | it: consegnato, ricevuto | nl: geleverd, afgeleverd, bezorgd | pt: entregue, recebido
returned | en: returned, refunded | de: retourniert, zurückgesendet, erstattet | fr: retourné, remboursé | es: devuelto, reembolsado | it: reso, rimborsato | nl: geretourneerd, terugbetaald | pt: devolvido, reembolsado

@levels
low | en: low, minor | de: niedrig, gering | fr: bas, basse, faible | es: bajo, baja | it: basso, bassa | nl: laag | pt: baixo, baixa
medium | en: medium, normal, moderate | de: mittel, normal | fr: moyen, moyenne, normal | es: medio, media, normal | it: medio, media, normale | nl: gemiddeld, normaal, middel | pt: médio, média, normal
high | en: high, major, urgent | de: hoch, dringend | fr: haut, haute, élevé, urgent | es: alto, alta, urgente | it: alto, alta, urgente | nl: hoog, dringend | pt: alto, alta, urgente

@employment
full time | en: full time, full-time, ft | de: vollzeit | fr: temps plein, temps complet | es: tiempo completo, jornada completa | it: tempo pieno, full time | nl: voltijd, fulltime | pt: tempo inteiro, tempo integral
part time | en: part time, part-time, pt | de: teilzeit | fr: temps partiel | es: tiempo parcial, media jornada | it: part time, tempo parziale | nl: deeltijd, parttime | pt: tempo parcial, part-time
contractor | en: contractor, freelance, freelancer, temporary | de: freiberufler, freelancer, befristet, aushilfe | fr: indépendant, freelance, intérimaire | es: autónomo, freelance, temporal | it: libero professionista, collaboratore, temporaneo | nl: zzp, freelancer, uitzendkracht | pt: freelancer, prestador de serviços, temporário
single | en: single, unmarried | de: ledig | fr: célibataire | es: soltero, soltera | it: celibe, nubile | nl: ongehuwd, alleenstaand | pt: solteiro, solteira
married | en: married | de: verheiratet | fr: marié, mariée | es: casado, casada | it: sposato, sposata, coniugato | nl: gehuwd, getrouwd | pt: casado, casada

@payment
credit card | en: credit card, card, visa, mastercard, cc | de: kreditkarte, karte | fr: carte bancaire, carte de crédit, cb, carte | es: tarjeta, tarjeta de crédito | it: carta di credito, carta | nl: creditcard, kaart | pt: cartão de crédito, cartão
bank transfer | en: bank transfer, wire transfer, transfer, wire | de: überweisung, banküberweisung, vorkasse | fr: virement, virement bancaire | es: transferencia, transferencia bancaria | it: bonifico, bonifico bancario | nl: overschrijving, bankoverschrijving | pt: transferência bancária, transferência
cash | en: cash | de: bar, barzahlung | fr: espèces, liquide | es: efectivo, contado | it: contanti, contante | nl: contant, contanten | pt: dinheiro, numerário
invoice | en: invoice, on account | de: rechnung, auf rechnung | fr: facture, sur facture | es: factura | it: fattura | nl: factuur, op rekening | pt: fatura
direct debit | en: direct debit, sepa debit | de: lastschrift, sepa lastschrift, bankeinzug | fr: prélèvement, prélèvement sepa | es: domiciliación, adeudo directo | it: addebito diretto, rid, sdd | nl: automatische incasso, incasso | pt: débito direto

@real_estate
apartment | en: apartment, flat, condo | de: wohnung, etagenwohnung | fr: appartement | es: piso, apartamento | it: appartamento | nl: appartement, flat | pt: apartamento
house | en: house, detached house, home | de: haus, einfamilienhaus | fr: maison | es: casa, chalet, vivienda | it: casa, villa | nl: huis, woning, eengezinswoning | pt: moradia, casa, vivenda
office | en: office, commercial | de: büro, gewerbe | fr: bureau, local commercial | es: oficina, local | it: ufficio, negozio | nl: kantoor, bedrijfspand | pt: escritório, loja
land | en: land, plot, lot | de: grundstück, bauland | fr: terrain | es: terreno, solar, parcela | it: terreno | nl: grond, kavel, bouwgrond | pt: terreno, lote
`;
