/**
 * The column editor shared by CreateTargetDataModel and TargetDataModelDetails: label, key, type,
 * required, unique and (for categories) options of each column. Validations other than required
 * and unique, and any other field of a column, are kept as they are.
 */
import { html, nothing } from 'lit';

export const COLUMN_TYPES = [
  'string', 'int', 'float', 'boolean', 'date', 'datetime', 'time', 'email', 'url', 'phone', 'category',
  'country_code_alpha_2', 'country_code_alpha_3', 'currency_code', 'percentage', 'iban', 'bic', 'gtin',
] as const;

/** A column as the API takes it (fields the editor does not know are kept). */
export interface EditableColumn {
  key: string;
  label: string;
  columnType: string;
  validations?: Array<{ validate: string; [k: string]: unknown }>;
  optionConfiguration?: { options: Array<{ label: string; value: string }>; [k: string]: unknown };
  [k: string]: unknown;
}

/** A key from a label: lower case, words joined by `_`. */
export function keyFromLabel(label: string): string {
  return label.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 60);
}

function hasRule(c: EditableColumn, rule: string) {
  return (c.validations ?? []).some((v) => v.validate === rule);
}

function withRule(c: EditableColumn, rule: string, on: boolean): EditableColumn {
  const rest = (c.validations ?? []).filter((v) => v.validate !== rule);
  return { ...c, validations: on ? [...rest, { validate: rule }] : rest };
}

function optionsText(c: EditableColumn): string {
  return (c.optionConfiguration?.options ?? []).map((o) => (o.label === o.value ? o.value : `${o.label}=${o.value}`)).join(', ');
}

function parseOptions(text: string) {
  return text.split(',').map((s) => s.trim()).filter(Boolean).map((s) => {
    const i = s.indexOf('=');
    return i > 0 ? { label: s.slice(0, i).trim(), value: s.slice(i + 1).trim() } : { label: s, value: s };
  });
}

/**
 * Renders the editor over `columns`; `change(next)` receives the edited array. `keyed` holds the
 * indexes whose key the person typed (others follow the label).
 */
export function renderColumnsEditor(columns: EditableColumn[], change: (next: EditableColumn[]) => void, keyed: Set<number>, readOnly = false) {
  const set = (i: number, c: EditableColumn) => change(columns.map((x, j) => (j === i ? c : x)));
  return html`<div class="scroll-x"><table part="columns">
    <thead><tr><th scope="col">Label</th><th scope="col">Key</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Unique</th><th scope="col">Options (categories)</th>${readOnly ? nothing : html`<th scope="col"><span class="sr-only">Remove</span></th>`}</tr></thead>
    <tbody>${columns.map((c, i) => html`<tr>
      <td><input aria-label=${`Label of column ${i + 1}`} .value=${c.label} ?disabled=${readOnly} required
        @input=${(e: Event) => { const label = (e.target as HTMLInputElement).value; set(i, { ...c, label, ...(keyed.has(i) ? {} : { key: keyFromLabel(label) }) }); }}></td>
      <td><input aria-label=${`Key of column ${i + 1}`} .value=${c.key} ?disabled=${readOnly} required
        @input=${(e: Event) => { keyed.add(i); set(i, { ...c, key: (e.target as HTMLInputElement).value }); }}></td>
      <td><select aria-label=${`Type of column ${i + 1}`} ?disabled=${readOnly} @change=${(e: Event) => set(i, { ...c, columnType: (e.target as HTMLSelectElement).value })}>
        ${COLUMN_TYPES.map((t) => html`<option value=${t} ?selected=${t === c.columnType}>${t}</option>`)}</select></td>
      <td><input type="checkbox" aria-label=${`Column ${i + 1} is required`} ?disabled=${readOnly} .checked=${hasRule(c, 'required')} @change=${(e: Event) => set(i, withRule(c, 'required', (e.target as HTMLInputElement).checked))}></td>
      <td><input type="checkbox" aria-label=${`Column ${i + 1} is unique`} ?disabled=${readOnly} .checked=${hasRule(c, 'unique')} @change=${(e: Event) => set(i, withRule(c, 'unique', (e.target as HTMLInputElement).checked))}></td>
      <td>${c.columnType === 'category'
        ? html`<input aria-label=${`Options of column ${i + 1}, comma-separated (label=value)`} placeholder="red, green, Blue=BLUE" .value=${optionsText(c)} ?disabled=${readOnly}
            @change=${(e: Event) => set(i, { ...c, optionConfiguration: { ...(c.optionConfiguration ?? {}), options: parseOptions((e.target as HTMLInputElement).value) } })}>`
        : html`<span class="muted">—</span>`}</td>
      ${readOnly ? nothing : html`<td><button class="link" aria-label=${`Remove column ${i + 1}`} @click=${() => change(columns.filter((_x, j) => j !== i))}>Remove</button></td>`}
    </tr>`)}</tbody></table></div>
    ${readOnly ? nothing : html`<button @click=${() => change([...columns, { key: '', label: '', columnType: 'string', validations: [] }])}>Add column</button>`}`;
}

/** Problems a person must fix before saving (the server checks again). */
export function columnProblems(columns: EditableColumn[]): string[] {
  const problems: string[] = [];
  if (!columns.length) problems.push('Add at least one column.');
  const seen = new Set<string>();
  columns.forEach((c, i) => {
    if (!c.label.trim()) problems.push(`Column ${i + 1} needs a label.`);
    if (!c.key.trim()) problems.push(`Column ${i + 1} needs a key.`);
    else if (seen.has(c.key)) problems.push(`The key “${c.key}” is used twice.`);
    seen.add(c.key);
    if (c.columnType === 'category' && !(c.optionConfiguration?.options ?? []).length) problems.push(`Column “${c.label || i + 1}” is a category: give its options.`);
  });
  return problems;
}

/** Columns as the API takes them: empty validation lists and options of non-categories dropped. */
export function columnsForApi(columns: EditableColumn[]): EditableColumn[] {
  return columns.map((c) => {
    const out: EditableColumn = { ...c };
    if (!out.validations?.length) delete out.validations;
    if (out.columnType !== 'category') delete out.optionConfiguration;
    return out;
  });
}
