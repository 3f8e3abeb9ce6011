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
echo "fixtures written to $out"
