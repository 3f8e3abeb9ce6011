/**
 * XML 1.0 helpers for the XML writer: element names from TDM keys, and escaped character data.
 *
 * Names (XML 1.0 Fifth Edition §2.3, without `:` so the result is also a namespace-safe NCName):
 * a key that is already a valid name is used as is. Every character that may not appear at its
 * position is written as `_xHHHH_` (its code point in upper-case hex, at least four digits), the
 * convention of .NET's `XmlConvert.EncodeName` and of Office's XML maps; an underscore that starts
 * such a sequence in the key itself is written `_x005F_` so decoding is unambiguous. The empty key
 * becomes `_`. Examples: `first name` → `first_x0020_name`, `1st` → `_x0031_st`, `a:b` → `a_x003A_b`.
 *
 * Text: `&`, `<`, `>` are escaped; CR is written as `&#13;` (parsers would otherwise turn it into
 * LF); characters XML 1.0 cannot carry at all (C0 controls except TAB/LF/CR, lone surrogates,
 * U+FFFE, U+FFFF) become U+FFFD, the replacement character.
 */

const NAME_START =
  /[A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}]/u;
const NAME_CHAR =
  /[-.0-9A-Z_a-z\u00B7\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u037D\u037F-\u1FFF\u200C-\u200D\u203F-\u2040\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}]/u;
const VALID_NAME = new RegExp(`^${NAME_START.source}${NAME_CHAR.source}*$`, 'u');
const ESCAPE_LIKE = /^_x[0-9A-Fa-f]{4,8}_/;

function encodeChar(codePoint: number): string {
  return `_x${codePoint.toString(16).toUpperCase().padStart(4, '0')}_`;
}

/** Maps a TDM key to a valid XML element name (see the module comment). Pure and injective. */
export function toXmlName(key: string): string {
  if (key === '') return '_';
  if (VALID_NAME.test(key) && !key.includes('_x')) return key;
  let out = '';
  let index = 0;
  for (const ch of key) {
    const codePoint = ch.codePointAt(0)!;
    const valid = index === 0 ? NAME_START.test(ch) : NAME_CHAR.test(ch);
    if (!valid) out += encodeChar(codePoint);
    else if (ch === '_' && ESCAPE_LIKE.test(key.slice(index))) out += encodeChar(codePoint);
    else out += ch;
    index += ch.length;
  }
  return out;
}

// C0 controls other than TAB, LF, CR; lone surrogates; U+FFFE and U+FFFF.
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPECIAL = /[&<>\r]/g;
const NEEDS_WORK = /[&<>\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

function replaceSpecial(ch: string): string {
  switch (ch) {
    case '&': return '&amp;';
    case '<': return '&lt;';
    case '>': return '&gt;';
    default: return '&#13;';
  }
}

/** Escapes text for element content (see the module comment). */
export function escapeXmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(INVALID_XML_CHARS, '\uFFFD').replace(SPECIAL, replaceSpecial);
}
