/**
 * Finds visible texts written into TypeScript sources instead of going through the translation
 * function: in every `html` (and `svg`) template, the text between tags and the values of the
 * attributes people read (aria-label, title, placeholder, alt) that contain a word written out;
 * outside templates, string and template literals that read as words of a sentence (two words or
 * more, the second lower-case: "Choose a file", not "application/json" or "Content-Type").
 * Comments, `${…}` expressions and `<style>` blocks are not texts. A tokenizer, not a parser: it
 * knows strings, template literals, comments and regular expression literals, which is all it needs.
 */

/** Words that are names, the same in every language. */
const NAMES = new Set(['Ferry']);
/** A marker for a `${…}` expression inside a template's text. */
const EXPR = '\u0001';

/** Visible texts in `source` that bypass the translation function, in source order. */
export function rawTexts(source: string): string[] {
  const out: string[] = [];
  scanCode(source, 0, false, out);
  return out;
}

/** Where a `/` starts a regular expression rather than a division (after an operator or keyword). */
function regexStarts(s: string, i: number): boolean {
  let j = i - 1;
  while (j >= 0 && /\s/.test(s[j]!)) j--;
  if (j < 0) return true;
  if (/[(,=:[!&|?{};+\-*%<>~^]/.test(s[j]!)) return true;
  return /\b(return|typeof|case|of|in)$/.test(s.slice(Math.max(0, j - 6), j + 1));
}

/** Scans code from `i`; inside `${…}` (`nested`) returns after the closing brace. */
function scanCode(s: string, i: number, nested: boolean, out: string[]): number {
  let depth = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '/' && s[i + 1] === '/') {
      const end = s.indexOf('\n', i);
      if (end < 0) return s.length;
      i = end;
      continue;
    }
    if (c === '/' && s[i + 1] === '*') {
      const end = s.indexOf('*/', i + 2);
      if (end < 0) return s.length;
      i = end + 2;
      continue;
    }
    if (c === '/' && regexStarts(s, i)) {
      i = skipRegex(s, i);
      continue;
    }
    if (c === '\'' || c === '"') {
      const start = i;
      i = skipString(s, i);
      const text = s.slice(start + 1, i - 1);
      // An import's module name is no text, nor is the message of an error thrown (never shown: errors are shown by kind).
      if (!/(\b(from|import)\s*|\b(Error|DOMException)\(\s*)$/.test(s.slice(Math.max(0, start - 16), start))) checkLiteral(text, out);
      continue;
    }
    if (c === '`') {
      const isHtml = /\b(html|svg)$/.test(s.slice(Math.max(0, i - 4), i));
      i = scanTemplate(s, i, isHtml, out);
      continue;
    }
    if (c === '{') depth++;
    if (c === '}') {
      if (depth === 0 && nested) return i + 1;
      depth--;
    }
    i++;
  }
  return i;
}

function skipString(s: string, i: number): number {
  const quote = s[i];
  i++;
  while (i < s.length && s[i] !== quote) i += s[i] === '\\' ? 2 : 1;
  return i + 1;
}

function skipRegex(s: string, i: number): number {
  i++;
  let inClass = false;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '\\') i += 2;
    else if (c === '\n') return i;
    else {
      if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) return i + 1;
      i++;
    }
  }
  return i;
}

/** Scans a template literal from its backtick; an `html` one has its texts checked. */
function scanTemplate(s: string, i: number, isHtml: boolean, out: string[]): number {
  let text = '';
  i++;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '\\') {
      text += s.slice(i, i + 2);
      i += 2;
    } else if (c === '`') {
      i++;
      break;
    } else if (c === '$' && s[i + 1] === '{') {
      text += EXPR;
      i = scanCode(s, i + 2, true, out);
    } else {
      text += c;
      i++;
    }
  }
  if (isHtml) checkHtml(text, out);
  else checkLiteral(text, out);
  return i;
}

/** Has a word written out (two letters or more), not a name. */
function wordy(text: string): boolean {
  const t = text.trim();
  return /[A-Za-zÄÖÜäöüß]{2,}/.test(t) && !NAMES.has(t);
}

/** A plain string or template literal that reads as words of a sentence. */
function checkLiteral(text: string, out: string[]): void {
  const words = text.split(EXPR).join(' ');
  if (/[A-Za-z][a-z]+,? [a-z]{2,}/.test(words) && !/[<>{}=]|^\s*[a-z-]+:|\[|\.(ts|js)\b/.test(words)) out.push(text.split(EXPR).join('…'));
}

function checkHtml(template: string, out: string[]): void {
  const h = template.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  const tag = /<\/?[a-zA-Z][^>]*>/g;
  let last = 0;
  const text = (segment: string) => {
    for (const part of segment.split(EXPR)) if (wordy(part)) out.push(part.trim());
  };
  for (const m of h.matchAll(tag)) {
    text(h.slice(last, m.index));
    last = m.index + m[0].length;
    for (const a of m[0].matchAll(/\s(aria-label|title|placeholder|alt)=("([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
      const value = a[3] ?? a[4] ?? a[5] ?? '';
      if (value.split(EXPR).some(wordy)) out.push(`${a[1]}="${value.split(EXPR).join('…')}"`);
    }
  }
  text(h.slice(last));
}
