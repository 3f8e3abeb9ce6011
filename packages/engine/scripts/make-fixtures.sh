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

echo "fixtures written to $out"
