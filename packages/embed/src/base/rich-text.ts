/**
 * Texts with a little markup, as templates: `**strong**`, `*emphasis*`, `` `code` `` and
 * `[words](/path)` links. The markup is read from the catalog's text before the values are filled
 * in, so a value (a customer's name with a `*`) is always plain text, never markup or HTML.
 */
import { html, type TemplateResult } from 'lit';
import { format, type TextValues } from './i18n.ts';

const MARKUP = /\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** `text` (a catalog text with markup and `{name}` placeholders) as a template, `values` filled in as text. */
export function rich(text: string, values: TextValues = {}): TemplateResult {
  // one|other forms are chosen first, so that the markup of the chosen form is read.
  const bar = text.indexOf('|');
  const chosen = bar >= 0 && typeof values.count === 'number' ? (values.count === 1 ? text.slice(0, bar) : text.slice(bar + 1)) : text;
  const parts: unknown[] = [];
  let last = 0;
  const fill = (s: string) => format(s, values);
  for (const m of chosen.matchAll(MARKUP)) {
    parts.push(fill(chosen.slice(last, m.index)));
    if (m[1] !== undefined) parts.push(html`<strong>${fill(m[1])}</strong>`);
    else if (m[2] !== undefined) parts.push(html`<em>${fill(m[2])}</em>`);
    else if (m[3] !== undefined) parts.push(html`<code>${fill(m[3])}</code>`);
    else parts.push(html`<a href=${fill(m[5]!)}>${fill(m[4]!)}</a>`);
    last = m.index + m[0].length;
  }
  parts.push(fill(chosen.slice(last)));
  return html`${parts}`;
}
