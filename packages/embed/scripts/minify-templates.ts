/**
 * Build-time whitespace removal in the Lit templates of the embed's sources (scripts/build.ts uses
 * `minifyTemplates()` as a Vite plugin). The JavaScript minifier keeps template literals as they
 * are written; their indentation was about 1 KB of the plain script's gzip bytes.
 *
 * What changes, and why the page does not:
 * - `html` templates: a run of whitespace holding a line break, between tags or around a binding,
 *   becomes one line break (the indentation after it goes); between a tag's attributes, one line
 *   break or one space. Rendered with `white-space` normal, nowrap or pre-line this is the same
 *   (a run of spaces and breaks is one space there); accessible names collapse whitespace too.
 *   Left exactly as written: quoted attribute values, comments, runs without a line break, and the
 *   contents of <pre>, <textarea>, <script>, <style> and <title>.
 * - `css` templates without bindings: comments go; each line loses its indentation and the spaces
 *   after `{ } ; , : > (` and before `{ } ; , > ) !` (never inside quotes; a space before `(` stays:
 *   `and (` is not `and(`); a `;` before `}` goes.
 * Line breaks stay where they were, so the line numbers of the source map stay right.
 */
import { parseSync, type Plugin } from 'vite';
import { applyEdits, type SourceEdit } from './source-edits.ts';

/** Elements whose text is shown (or used) as written: their contents are never touched. */
const RAW_ELEMENTS = new Set(['pre', 'textarea', 'script', 'style', 'title']);

type HtmlState =
  | { in: 'text' }
  | { in: 'tag'; name: string; closing: boolean }
  | { in: 'quote'; quote: '"' | "'"; tag: { name: string; closing: boolean } }
  | { in: 'comment' }
  | { in: 'raw'; name: string };

/** A whitespace run in `html`: one line break when it holds one (`keepSpace`: else one space), as it is otherwise. */
const squeeze = (run: string, keepSpace: boolean) => (run.includes('\n') ? '\n' : keepSpace ? ' ' : run);

/**
 * The static parts of one `html` template (as written: the raw strings between the bindings),
 * whitespace removed as described above. The parts are read as one document, so a tag that a
 * binding interrupts (`<a href=${x} class="y">`) is known on both sides of it.
 */
export function minifyHtmlStrings(strings: readonly string[]): string[] {
  let state: HtmlState = { in: 'text' };
  return strings.map((s) => {
    let out = '';
    let i = 0;
    while (i < s.length) {
      const c = s[i]!;
      switch (state.in) {
        case 'text': {
          if (/\s/.test(c)) {
            const run = /^\s+/.exec(s.slice(i))![0];
            out += squeeze(run, false);
            i += run.length;
            continue;
          }
          if (c === '<' && s.startsWith('<!--', i)) {
            state = { in: 'comment' };
            out += '<!--';
            i += 4;
            continue;
          }
          const tag = /^<(\/?)([a-zA-Z][\w-]*)/.exec(s.slice(i));
          if (tag) {
            state = { in: 'tag', name: tag[2]!.toLowerCase(), closing: tag[1] === '/' };
            out += tag[0];
            i += tag[0].length;
            continue;
          }
          break;
        }
        case 'tag': {
          if (/\s/.test(c)) {
            const run = /^\s+/.exec(s.slice(i))![0];
            out += squeeze(run, true);
            i += run.length;
            continue;
          }
          if (c === '"' || c === "'") state = { in: 'quote', quote: c, tag: state };
          else if (c === '>') state = !state.closing && RAW_ELEMENTS.has(state.name) ? { in: 'raw', name: state.name } : { in: 'text' };
          break;
        }
        case 'quote':
          if (c === state.quote) state = { in: 'tag', ...state.tag };
          break;
        case 'comment':
          if (s.startsWith('-->', i)) {
            state = { in: 'text' };
            out += '-->';
            i += 3;
            continue;
          }
          break;
        case 'raw': {
          const end = new RegExp(`^</${state.name}[\\s>]`, 'i').exec(s.slice(i));
          if (end) {
            state = { in: 'tag', name: state.name, closing: true };
            out += s.slice(i, i + end[0].length - 1);
            i += end[0].length - 1;
            continue;
          }
          break;
        }
      }
      out += c;
      i++;
    }
    return out;
  });
}

/**
 * The text of one `css` template (without bindings), whitespace and comments removed as described
 * above; its line breaks kept.
 */
export function minifyCss(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1);
      const to = end < 0 ? css.length : end + 1;
      out += css.slice(i, to);
      i = to;
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      const to = end < 0 ? css.length : end + 2;
      out += '\n'.repeat(css.slice(i, to).split('\n').length - 1);
      i = to;
      continue;
    }
    if (/\s/.test(c)) {
      const run = /^\s+/.exec(css.slice(i))![0];
      const breaks = run.split('\n').length - 1;
      const before = out.at(-1) ?? '\n';
      const after = css[i + run.length] ?? '\n';
      // A space is needed only between two things that would otherwise run together.
      const needed = !/[\n{};,:>(]/.test(before) && !/[{};,>)!]/.test(after);
      out += breaks ? '\n'.repeat(breaks) : needed ? ' ' : '';
      i += run.length;
      continue;
    }
    if (c === '}') out = out.replace(/;(\n*)$/, '$1');
    out += c;
    i++;
  }
  return out;
}

/** Whitespace removed from every `html` and `css` template of one module's code (null when it has none). */
export function minifyTemplatesIn(code: string, filename: string): string | null {
  if (!code.includes('html`') && !code.includes('css`')) return null;
  const { program, errors } = parseSync(filename, code, { lang: 'ts' });
  if (errors.length) throw new Error(`${filename}: ${errors[0]!.message}`);
  const edits: SourceEdit[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) visit(n);
      return;
    }
    const n = node as { type?: string; tag?: { type: string; name?: string }; quasi?: { quasis: Array<{ start: number; value: { raw: string } }> } };
    if (n.type === 'TaggedTemplateExpression' && n.tag?.type === 'Identifier' && (n.tag.name === 'html' || n.tag.name === 'css')) {
      const quasis = n.quasi!.quasis;
      // Each quasi starts at the backtick or the `}` before its raw text.
      const raws = quasis.map((q) => ({ start: q.start + 1, raw: q.value.raw }));
      for (const r of raws) if (code.slice(r.start, r.start + r.raw.length) !== r.raw) throw new Error(`${filename}: a template's text is not where the parser says (${r.start})`);
      const minified = n.tag.name === 'html' ? minifyHtmlStrings(raws.map((r) => r.raw)) : raws.length === 1 ? [minifyCss(raws[0]!.raw)] : raws.map((r) => r.raw);
      raws.forEach((r, k) => {
        if (minified[k] !== r.raw) edits.push({ start: r.start, end: r.start + r.raw.length, text: minified[k]! });
      });
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') visit(value);
  };
  visit(program);
  return edits.length ? applyEdits(code, edits) : null;
}

/** The Vite plugin: every TypeScript module of the embed's `src/` goes through `minifyTemplatesIn`. */
export function minifyTemplates(): Plugin {
  return {
    name: 'ferry-minify-templates',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/packages\/embed\/src\/.*\.ts$/.test(id)) return null;
      const out = minifyTemplatesIn(code, id);
      // Line breaks are kept: the lines of the map stay right, the columns inside templates move.
      return out === null ? null : { code: out, map: null };
    },
  };
}
