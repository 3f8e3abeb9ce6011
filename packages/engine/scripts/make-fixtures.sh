#!/usr/bin/env bash
# Generates the reader test fixtures under packages/engine/test/fixtures/ (committed, so tests need
# neither iconv nor LibreOffice). Re-run after changing it:
#   bash packages/engine/scripts/make-fixtures.sh
# Needs: iconv (glibc), python3, and for the workbook fixtures LibreOffice
# (apt-get install -y libreoffice-calc-nogui) and node_modules (SheetJS) from `npm ci`.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
root="$(cd "$here/../.." && pwd)"
out="$here/test/fixtures"
mkdir -p "$out/encodings" "$out/csv" "$out/workbooks" "$out/malicious"

# --- encodings: one file per encoding, same table ------------------------------------------------
# Latin text with characters that differ between the encodings (ß, é, ü, °) and, where the
# encoding has it, the euro sign and curly quotes.
base='name;city;note
Jürgen Müller;Zürich;Größe 12°
Émilie Faÿ;Besançon;"déjà vu; naïve"
Åsa Ødegård;Tromsø;smørbrød'
euro="$base
Zoë Brontë;Köln;5 € net"
curly="$base
Zoë Brontë;Köln;“quoted” 5 € – net"
printf '%s\n' "$base" > "$out/encodings/utf8.csv"
{ printf '\xef\xbb\xbf'; printf '%s\n' "$euro"; } > "$out/encodings/utf8-bom.csv"
{ printf '\xff\xfe'; printf '%s\n' "$euro" | sed 's/$/\r/' | iconv -f UTF-8 -t UTF-16LE; } > "$out/encodings/utf16le-bom.csv"
printf '%s\n' "$euro" | sed 's/$/\r/' | iconv -f UTF-8 -t UTF-16LE > "$out/encodings/utf16le.csv"
{ printf '\xfe\xff'; printf '%s\n' "$euro" | iconv -f UTF-8 -t UTF-16BE; } > "$out/encodings/utf16be-bom.csv"
printf '%s\n' "$euro" | iconv -f UTF-8 -t UTF-16BE > "$out/encodings/utf16be.csv"
printf '%s\n' "$curly" | sed 's/$/\r/' | iconv -f UTF-8 -t WINDOWS-1252 > "$out/encodings/windows-1252.csv"
printf '%s\n' "$base" | iconv -f UTF-8 -t ISO-8859-1 > "$out/encodings/iso-8859-1.csv"
printf '%s\n' "$euro" | iconv -f UTF-8 -t ISO-8859-15 > "$out/encodings/iso-8859-15.csv"
# A file that is ASCII for its first 100 KB and Latin-1 further down (the sample alone says UTF-8).
python3 - "$out/encodings/late-latin1.csv" <<'PY'
import sys
rows = ['id,name'] + [f'{i},name {i}' for i in range(1, 8001)] + ['8001,Ren\xe9e Fran\xe7ois']
open(sys.argv[1], 'wb').write(('\n'.join(rows) + '\n').encode('latin-1'))
PY
printf '%s\n' 'город;улица;дом' 'Москва;Тверская улица;7' 'Санкт-Петербург;Невский проспект;28' 'Новосибирск;Красный проспект;1' \
  | iconv -f UTF-8 -t WINDOWS-1251 > "$out/encodings/windows-1251.csv"

# --- line endings and delimiters ------------------------------------------------------------------
printf 'a,b,c\r\n1,"x\r\ny",3\r\n4,5,6\r\n' > "$out/csv/crlf.csv"
printf 'a,b,c\r1,2,3\r4,5,6\r' > "$out/csv/cr.csv"
printf 'a,b,c\n1,2,3\r\n4,5,6\r7,8,9\n' > "$out/csv/mixed-newlines.csv"
printf 'Artikel;Preis;Menge\nÄpfel;1,99;3\nBirnen, grün;2,49;10\n"Kiwi; Neuseeland";0,5;7\n' > "$out/csv/semicolon-decimal-comma.csv"
printf 'id|name|tags\n1|Ada|a,b\n2|Linus|c\n' > "$out/csv/pipe.csv"
printf 'id\tname\tcomment\n1\tAda\tsays "hi", twice\n2\tLinus\t\n' > "$out/csv/tabs.tsv"
printf 'Report of 2024-05-01\n\nid,name,amount\n1,Ada,10\n2,Linus\n3,Grace,30,extra\n\n' > "$out/csv/ragged-preamble.csv"
printf 'a,b\n1,"never closed\n2,3\n' > "$out/csv/unclosed-quote.csv"



# --- workbooks: SheetJS writes the feature workbook, LibreOffice re-saves it and converts a CSV -----
node="$root/node_modules/.bin/node"
( cd "$root" && TZ=UTC "$node" --input-type=module - "$out/workbooks" <<'JS'
import * as fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
XLSX.set_fs(fs);
const dir = process.argv[2];
// Serial day numbers (1900 system): 2024-01-15 = 45306; 1999-12-31 13:45 = 36525 + 13.75/24.
const date = (serial, z = 'yyyy-mm-dd') => ({ t: 'n', v: serial, z });
const data = XLSX.utils.aoa_to_sheet([
  [],
  [null, 'Quarterly report'],
  [null, 'name', 'amount', 'date', 'active', 'double'],
  [null, 'Ada', 10.5, null, true, null],
  [null, 'Linus', 3, null, false, null],
  [],
  [null, 'Grace', -1, null, null, null],
]);
data.D4 = date(45306);
data.D5 = date(36525 + 13.75 / 24, 'yyyy-mm-dd hh:mm');
data.F4 = { t: 'n', v: 21, f: 'C4*2' };
data.F5 = { t: 'n', v: 6, f: 'C5*2' };
data.F7 = { t: 'e', v: 0x2a, w: '#N/A', f: 'NA()' };
data['!merges'] = [XLSX.utils.decode_range('B2:D2')];
data['!ref'] = 'A1:F7';
const second = XLSX.utils.aoa_to_sheet([['code', 'label'], ['x1', 'Über'], ['x2', '東京']]);
const hidden = XLSX.utils.aoa_to_sheet([['secret'], [42]]);
const wb = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(wb, data, 'Data');
XLSX.utils.book_append_sheet(wb, second, 'Second sheet');
XLSX.utils.book_append_sheet(wb, hidden, 'hidden');
wb.Workbook = { Sheets: [{ Hidden: 0 }, { Hidden: 0 }, { Hidden: 1 }] };
XLSX.writeFile(wb, `${dir}/features.sheetjs.xlsx`, { bookType: 'xlsx' });
XLSX.writeFile(wb, `${dir}/features.sheetjs.xls`, { bookType: 'biff8' });
XLSX.writeFile(wb, `${dir}/features.sheetjs.xml`, { bookType: 'xlml' });
// The 1904 date system: the same day is 1,462 less.
const d1904 = XLSX.utils.aoa_to_sheet([['when'], [null]]);
d1904.A2 = date(45306 - 1462);
const wb1904 = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(wb1904, d1904, 'S');
wb1904.Workbook = { WBProps: { date1904: true } };
XLSX.writeFile(wb1904, `${dir}/date1904.sheetjs.xlsx`, { bookType: 'xlsx' });
JS
)
if command -v soffice >/dev/null; then
  lo="$(mktemp -d)"
  cp "$out/workbooks/features.sheetjs.xlsx" "$lo/features.libreoffice.xlsx"
  cp "$root/node_modules/vega-datasets/data/seattle-weather.csv" "$lo/seattle-weather.csv"
  head -31 "$root/node_modules/vega-datasets/data/seattle-weather.csv" > "$lo/seattle-weather-head.csv"
  ( cd "$lo"
    soffice --headless --convert-to xls --outdir xls features.libreoffice.xlsx >/dev/null
    soffice --headless --convert-to xlsx --outdir xlsx features.libreoffice.xlsx >/dev/null
    # LibreOffice's SpreadsheetML export (an XSLT filter) fails on the merged, sparse feature sheet
    # and writes 26 MB for the whole weather table, so it converts the first 30 days only.
    soffice --headless --infilter='CSV:44,34,76,1' --convert-to 'xml:MS Excel 2003 XML' --outdir xml seattle-weather-head.csv >/dev/null
    soffice --headless --infilter='CSV:44,34,76,1' --convert-to xlsx --outdir xlsx seattle-weather.csv >/dev/null
    soffice --headless --infilter='CSV:44,34,76,1' --convert-to xls --outdir xls seattle-weather.csv >/dev/null
  )
  cp "$lo/xls/features.libreoffice.xls" "$lo/xlsx/features.libreoffice.xlsx" "$lo/xml/seattle-weather-head.xml" \
     "$lo/xlsx/seattle-weather.xlsx" "$lo/xls/seattle-weather.xls" "$out/workbooks/"
  rm -rf "$lo"
else
  echo "soffice not found: LibreOffice workbooks not regenerated (apt-get install -y libreoffice-calc-nogui)" >&2
fi
# --- malicious and broken files: each must give a typed EngineError or safe rows ---------------------
python3 - "$out/malicious" "$out/workbooks/features.sheetjs.xlsx" <<'PY'
import io, os, random, struct, sys, zipfile, zlib
d, features = sys.argv[1], sys.argv[2]
def put(name, data):
    open(os.path.join(d, name), 'wb').write(data if isinstance(data, bytes) else data.encode())

CT = ('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
      '<Default Extension="xml" ContentType="application/xml"/>'
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>')
RELS = ('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>')
WB = ('<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>')
WBRELS = ('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>')
def sheet(rows_xml, dim='A1:B2'):
    return ('<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
            f'<dimension ref="{dim}"/><sheetData>{rows_xml}</sheetData></worksheet>')
def xlsx(sheet_xml, wb=WB, extra=()):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, 'w', zipfile.ZIP_DEFLATED) as z:
        z.writestr('[Content_Types].xml', CT); z.writestr('_rels/.rels', RELS)
        z.writestr('xl/workbook.xml', wb); z.writestr('xl/_rels/workbook.xml.rels', WBRELS)
        z.writestr('xl/worksheets/sheet1.xml', sheet_xml)
        for name, data in extra: z.writestr(name, data)
    return buf.getvalue()

cells = '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="B1"><v>1</v></c></row>'
# A declared dimension of the whole sheet: costs nothing, two real cells.
put('huge-dimension.xlsx', xlsx(sheet(cells, 'A1:XFD1048576')))
# A value in the last column (XFD = 16,384): over maxColumns.
put('last-column.xlsx', xlsx(sheet('<row r="1"><c r="XFD1"><v>1</v></c></row>')))
# A single cell in the last row: a million empty rows before it.
put('last-row.xlsx', xlsx(sheet('<row r="1048576"><c r="A1048576"><v>1</v></c></row>')))
# Zip bomb by ratio: 40 MB of one repeated row compress about 400:1 (refused from the directory).
row = '<row><c><v>0</v></c></row>'
bomb = sheet(row * (40 * 1024 * 1024 // len(row)))
put('zip-bomb-ratio.xlsx', xlsx(bomb))
# Zip bomb by lying sizes: the directory says 1 KB, the entry inflates to 20 MB.
lie = bytearray(xlsx(sheet(row * (20 * 1024 * 1024 // len(row)))))
name = b'xl/worksheets/sheet1.xml'
for sig, off in ((b'PK\x03\x04', 22), (b'PK\x01\x02', 24)):
    at = 0
    while True:
        at = lie.find(sig, at)
        if at < 0: break
        nlen_off = 26 if sig == b'PK\x03\x04' else 28
        nlen = struct.unpack_from('<H', lie, at + nlen_off)[0]
        start = at + (30 if sig == b'PK\x03\x04' else 46)
        if bytes(lie[start:start + nlen]) == name:
            struct.pack_into('<I', lie, at + off, 1024)
        at += 4
put('zip-bomb-lying-size.xlsx', bytes(lie))
# DOCTYPE with entities inside a workbook part.
put('doctype-in-workbook.xlsx', xlsx(sheet(cells), wb='<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>' + WB[WB.index('<workbook'):]))
# Truncated workbook: the first 60% of a real one.
real = open(features, 'rb').read()
put('truncated.xlsx', real[: len(real) * 6 // 10])
# A zip that is not a workbook.
buf = io.BytesIO()
with zipfile.ZipFile(buf, 'w') as z:
    z.writestr('word/document.xml', '<w:document/>'); z.writestr('[Content_Types].xml', CT)
put('word-document.xlsx', buf.getvalue())
# XML attacks.
put('billion-laughs.xml', '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">' + ''.join(
    f'<!ENTITY lol{i} "' + (f'&lol{i-1};' if i > 1 else '&lol;') * 10 + '">' for i in range(1, 10)) + ']><lolz><lol>&lol9;</lol><lol>x</lol></lolz>')
put('xxe.xml', '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><r><a>&xxe;</a><a>x</a></r>')
put('xxe-parameter.xml', '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY % p SYSTEM "http://127.0.0.1:1/evil.dtd"> %p;]><r><a>x</a><a>y</a></r>')
put('doctype-spreadsheetml.xml', '<?xml version="1.0"?><!DOCTYPE Workbook [<!ENTITY x SYSTEM "file:///etc/passwd">]><?mso-application progid="Excel.Sheet"?>'
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">'
    '<Worksheet ss:Name="S"><Table><Row><Cell><Data ss:Type="String">&x;</Data></Cell></Row></Table></Worksheet></Workbook>')
put('char-ref.xml', '<r><a>&#9999999;</a><a>x</a></r>')
# Prototype keys as headers and keys.
put('proto-headers.csv', '__proto__,constructor,prototype,toString\n{"polluted":1},x,y,z\n')
put('proto-keys.json', '[{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"hasOwnProperty":1}]')
put('proto-keys.ndjson', '{"__proto__":{"polluted":"yes"}}\n{"constructor":{"prototype":{"polluted":"yes"}}}\n')
# Broken JSON and deep nesting.
put('truncated.json', open(os.path.join(d, 'proto-keys.json')).read()[:40])
put('deep-nesting.json', '[' * 90000 + ']' * 90000)
put('deep-object.json', '{"a":' * 20000 + '1' + '}' * 20000)
put('deep-nesting.xml', '<a>' * 20000 + '</a>' * 20000)
# Garbage, empty, whitespace, a PNG named .csv, an HTML page named .xls, a CSV named .xlsx.
rnd = random.Random(20240501)
put('garbage.bin', bytes(rnd.randrange(256) for _ in range(50000)))
put('empty.csv', b'')
put('whitespace.csv', ' \r\n\t \n  \n')
put('image.csv', b'\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89' + bytes(200))
put('html-page.xls', '<!DOCTYPE html><html><body><table><tr><td>a</td></tr></table></body></html>')
put('csv-named.xlsx', 'id,name\n1,Ada\n2,Grace\n')

# A hand-written workbook with what generators vary on: namespace prefixes (x:), rich text and
# phonetic runs in shared strings, a shared-string cell without a value, formula strings, error,
# ISO date (t="d") and inline string cells, a custom date format (numFmt 164) next to a
# cellStyleXfs list that must not be taken for cell formats, rows and cells without references.
X = 'xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
sst = (f'<?xml version="1.0" encoding="UTF-8"?><x:sst {X} count="3" uniqueCount="3">'
       '<x:si><x:t>plain</x:t></x:si>'
       '<x:si><x:r><x:t xml:space="preserve">Hello </x:t></x:r><x:r><x:rPr><x:b/></x:rPr><x:t>World</x:t></x:r><x:rPh sb="0" eb="1"><x:t>ハロー</x:t></x:rPh></x:si>'
       '<x:si><x:t>&lt;tag&gt; &amp; more</x:t></x:si></x:sst>')
styles = (f'<?xml version="1.0" encoding="UTF-8"?><x:styleSheet {X}><x:numFmts count="1"><x:numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></x:numFmts>'
          '<x:cellStyleXfs count="2"><x:xf numFmtId="0"/><x:xf numFmtId="164"/></x:cellStyleXfs>'
          '<x:cellXfs count="3"><x:xf numFmtId="0"/><x:xf numFmtId="164"/><x:xf numFmtId="4"/></x:cellXfs></x:styleSheet>')
ws = (f'<?xml version="1.0" encoding="UTF-8"?><x:worksheet {X}><x:sheetData>'
      '<x:row><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c><x:c t="s"><x:v>2</x:v></x:c><x:c t="s"/></x:row>'
      '<x:row><x:c s="1"><x:v>45306</x:v></x:c><x:c s="2"><x:v>1234.5</x:v></x:c><x:c t="str"><x:f>A1&amp;"!"</x:f><x:v>plain!</x:v></x:c><x:c t="e"><x:f>1/0</x:f><x:v>#DIV/0!</x:v></x:c></x:row>'
      '<x:row r="4"><x:c r="B4" t="d"><x:v>2024-02-29T12:00:00Z</x:v></x:c><x:c r="D4" t="inlineStr"><x:is><x:t>in &amp; line</x:t></x:is></x:c><x:c r="E4" t="b"><x:v>0</x:v></x:c></x:row>'
      '</x:sheetData><x:mergeCells count="1"><x:mergeCell ref="A1:B1"/></x:mergeCells></x:worksheet>')
wbx = (f'<?xml version="1.0" encoding="UTF-8"?><x:workbook {X} xmlns:rel="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
       '<x:sheets><x:sheet name="Crafted" sheetId="7" rel:id="rId1"/></x:sheets></x:workbook>')
wbrels = WBRELS.replace('</Relationships>',
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>'
    '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="/xl/styles.xml"/></Relationships>')
buf = io.BytesIO()
with zipfile.ZipFile(buf, 'w', zipfile.ZIP_DEFLATED) as z:
    z.writestr('[Content_Types].xml', CT); z.writestr('_rels/.rels', RELS)
    z.writestr('xl/workbook.xml', wbx); z.writestr('xl/_rels/workbook.xml.rels', wbrels)
    z.writestr('xl/worksheets/sheet1.xml', ws); z.writestr('xl/sharedStrings.xml', sst); z.writestr('xl/styles.xml', styles)
open(os.path.join(d, '..', 'workbooks', 'crafted.xlsx'), 'wb').write(buf.getvalue())
PY
echo "fixtures written to $out"
