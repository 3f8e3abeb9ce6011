/**
 * The column editor shared by CreateTargetDataModel and TargetDataModelDetails. Each column's row
 * holds label, key, type, required, unique and (for categories) a quick list of options; *Rules and
 * settings* opens everything else the API accepts for the column:
 *
 * - what it holds, for people (`description`, `example`) and other header spellings the mapping
 *   recognises (`alternativeMatches`);
 * - how values are written (`outputFormat` of dates and times; `trimWhitespace` of text);
 * - the options of a category (label, value, alternative matches), how values are matched to them
 *   (`mappingConfiguration`: layers EXACT, SMART, FUZZY and the fuzzy threshold);
 * - every validation with its parameters (`required`, `unique` alone or with other columns, `regex`,
 *   `required_with`, `required_without`, `required_with_all`, `required_without_all`,
 *   `required_with_values`, `required_without_values`) and its `errorMessage`;
 * - a test box: sample values judged by the server's engine with the column as edited
 *   (`POST /tdm/check-values`), so a regular expression or a date or number format is tried with
 *   exactly a run's semantics (RE2, the engine's date and number readers) before it is saved.
 *
 * Fields the editor does not know are kept as they are.
 */
import { html, nothing } from 'lit';
import type { ColumnType, FerryClient, OptionMappingLayer, TdmColumnInput, ValidationRule } from '@ferry/client';
import { describeError } from './errors.ts';
import type { Translate } from './i18n.ts';

export { columnsEditorStyles } from './tdm-columns.styles.ts';

export const COLUMN_TYPES = [
  'string', 'int', 'float', 'boolean', 'date', 'datetime', 'time', 'email', 'url', 'phone', 'category',
  'country_code_alpha_2', 'country_code_alpha_3', 'currency_code', 'percentage', 'iban', 'bic', 'gtin',
] as const satisfies readonly ColumnType[];

export const RULES = ['required', 'unique', 'regex', 'required_with', 'required_with_all', 'required_without', 'required_without_all', 'required_with_values', 'required_without_values'] as const satisfies readonly ValidationRule[];
type Rule = (typeof RULES)[number];

const WITH_COLUMNS = new Set<string>(['required_with', 'required_with_all', 'required_without', 'required_without_all']);
const WITH_VALUES = new Set<string>(['required_with_values', 'required_without_values']);

export interface EditableValidation {
  validate: ValidationRule;
  columns?: string[];
  regex?: string;
  columnValues?: Record<string, string[]>;
  errorMessage?: string;
  [k: string]: unknown;
}

export interface EditableOption { label: string; value: string; alternativeMatches?: string[]; [k: string]: unknown }

/** A column as the API takes it (fields the editor does not know are kept). */
export interface EditableColumn {
  key: string;
  label: string;
  columnType: ColumnType;
  validations?: EditableValidation[];
  optionConfiguration?: { options: EditableOption[]; mappingConfiguration?: { layers: string[]; threshold?: number }; [k: string]: unknown };
  outputFormat?: string;
  alternativeMatches?: string[];
  description?: string;
  example?: string;
  trimWhitespace?: boolean;
  [k: string]: unknown;
}

/** One column's test box: the sample text, and the last answer. */
interface ColumnTest {
  text: string;
  busy: boolean;
  results?: Array<{ value: string | null; valid: boolean; output: unknown; message?: string }>;
  failed?: string;
}

/**
 * What the editor keeps between renders: which keys were typed (others follow the label), which
 * columns have their rules open, and each column's test box. Identified by position; removing a
 * column shifts them with it.
 */
export class ColumnsEditorState {
  readonly keyed = new Set<number>();
  readonly open = new Set<number>();
  readonly tests = new Map<number, ColumnTest>();
  readonly #client: () => FerryClient;
  readonly #update: () => void;
  readonly #t: Translate;

  /** @param client the host's client (read on each call); @param update re-renders the host; @param t the host's texts */
  constructor(client: () => FerryClient, update: () => void, t: Translate) {
    this.#client = client;
    this.#update = update;
    this.#t = t;
  }

  /** Forgets everything (a newly loaded TDM); `keyed` marks the columns whose key stays as it is. */
  reset(keyedCount: number): void {
    this.keyed.clear();
    for (let i = 0; i < keyedCount; i++) this.keyed.add(i);
    this.open.clear();
    this.tests.clear();
  }

  /** Shifts the per-column state after column `index` was removed. */
  removed(index: number): void {
    for (const set of [this.keyed, this.open]) {
      const next = [...set].filter((i) => i !== index).map((i) => (i > index ? i - 1 : i));
      set.clear();
      for (const i of next) set.add(i);
    }
    const tests = [...this.tests].filter(([i]) => i !== index).map(([i, t]) => [i > index ? i - 1 : i, t] as const);
    this.tests.clear();
    for (const [i, t] of tests) this.tests.set(i, t);
  }

  /** Column `index` was edited: its last test answer no longer says anything (the sample text stays). */
  edited(index: number): void {
    const t = this.tests.get(index);
    if (t && (t.results || t.failed)) this.tests.set(index, { text: t.text, busy: false });
  }

  toggle(index: number): void {
    if (this.open.has(index)) this.open.delete(index);
    else this.open.add(index);
    this.#update();
  }

  setText(index: number, text: string): void {
    this.tests.set(index, { ...(this.tests.get(index) ?? { busy: false }), text, results: undefined, failed: undefined } as ColumnTest);
    this.#update();
  }

  /** Asks the server to judge the test values of column `index` with `columns` as edited. */
  async test(columns: EditableColumn[], index: number): Promise<void> {
    const current = this.tests.get(index) ?? { text: '', busy: false };
    const values = current.text.split('\n').map((v) => (v === '' ? null : v)).slice(0, 100);
    while (values.length && values[values.length - 1] === null) values.pop();
    if (!values.length) {
      this.tests.set(index, { ...current, failed: this.#t('columns.typeOneValue') });
      this.#update();
      return;
    }
    this.tests.set(index, { ...current, busy: true, failed: undefined });
    this.#update();
    try {
      const answer = await this.#client().checkTdmValues({ columns: columnsForApi(columns), column: columns[index]!.key, values });
      this.tests.set(index, { text: current.text, busy: false, results: (answer.data as { results: ColumnTest['results'] }).results });
    } catch (error) {
      const shown = describeError(error, this.#t);
      this.tests.set(index, { text: current.text, busy: false, failed: [shown.message, ...shown.problems].join(' ') });
    }
    this.#update();
  }
}

/** A key from a label: lower case, words joined by `_`. */
export function keyFromLabel(label: string): string {
  return label.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 60);
}

function hasRule(c: EditableColumn, rule: ValidationRule) {
  return (c.validations ?? []).some((v) => v.validate === rule);
}

function withRule(c: EditableColumn, rule: ValidationRule, on: boolean): EditableColumn {
  if (on === hasRule(c, rule)) return c;
  const rest = (c.validations ?? []).filter((v) => v.validate !== rule);
  return { ...c, validations: on ? [...rest, { validate: rule }] : rest };
}

const list = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

function optionsText(c: EditableColumn): string {
  return (c.optionConfiguration?.options ?? []).map((o) => (o.label === o.value ? o.value : `${o.label}=${o.value}`)).join(', ');
}

/** `red, Blue=BLUE` → options; an option kept by value keeps its alternative matches. */
function parseOptions(text: string, previous: EditableOption[]): EditableOption[] {
  return list(text).map((s) => {
    const i = s.indexOf('=');
    const option = i > 0 ? { label: s.slice(0, i).trim(), value: s.slice(i + 1).trim() } : { label: s, value: s };
    const before = previous.find((p) => p.value === option.value);
    return before ? { ...before, ...option } : option;
  });
}

/** How many settings beyond the row the column has (shown on its *Rules and settings* button). */
function extraCount(c: EditableColumn): number {
  const rules = (c.validations ?? []).filter((v) => !((v.validate === 'required' || v.validate === 'unique') && !v.errorMessage && !v.columns?.length)).length;
  return rules + (c.outputFormat ? 1 : 0) + (c.alternativeMatches?.length ? 1 : 0) + (c.description ? 1 : 0) + (c.example ? 1 : 0) + (c.trimWhitespace === false ? 1 : 0)
    + (c.optionConfiguration?.mappingConfiguration ? 1 : 0) + (c.optionConfiguration?.options ?? []).filter((o) => o.alternativeMatches?.length).length;
}

function renderColumnPicker(t: Translate, id: string, columns: EditableColumn[], self: number, chosen: string[], change: (next: string[]) => void, readOnly: boolean) {
  const others = columns.filter((_c, j) => j !== self && columns[j]!.key);
  if (!others.length) return html`<p class="hint">${t('columns.addOthersFirst')}</p>`;
  return html`<fieldset class="picker"><legend class="sr-only">${t('columns.columns')}</legend>${others.map((o) => html`<label class="check">
    <input type="checkbox" aria-label=${`${id}: ${o.label || o.key}`} ?disabled=${readOnly} .checked=${chosen.includes(o.key)}
      @change=${(e: Event) => change((e.target as HTMLInputElement).checked ? [...chosen, o.key] : chosen.filter((k) => k !== o.key))}> ${o.label || o.key}</label>`)}</fieldset>`;
}

function renderValidation(t: Translate, columns: EditableColumn[], i: number, v: EditableValidation, r: number, set: (next: EditableValidation | null) => void, readOnly: boolean) {
  const n = i + 1;
  const name = t('columns.ruleName', { rule: r + 1, column: n });
  const valueRows = Object.entries(v.columnValues ?? {});
  return html`<li class="rule">
    <div class="row">
      <select aria-label=${t('columns.kind', { name })} ?disabled=${readOnly} @change=${(e: Event) => {
        const rule = RULES.find((x) => x === (e.target as HTMLSelectElement).value) ?? v.validate;
        set({ validate: rule, ...(v.errorMessage ? { errorMessage: v.errorMessage } : {}), ...(rule === 'regex' ? { regex: v.regex ?? '' } : {}), ...(WITH_COLUMNS.has(rule) || rule === 'unique' ? { columns: v.columns ?? [] } : {}), ...(WITH_VALUES.has(rule) ? { columnValues: v.columnValues ?? {} } : {}) });
      }}>${RULES.map((rule) => html`<option value=${rule} ?selected=${rule === v.validate}>${t(`rule.${rule}`)}</option>`)}
        ${(RULES as readonly string[]).includes(v.validate) ? nothing : html`<option selected value=${v.validate}>${v.validate}</option>`}</select>
      ${readOnly ? nothing : html`<button class="link" aria-label=${t('columns.removeRule', { rule: r + 1, column: n })} @click=${() => set(null)}>${t('columns.remove')}</button>`}
    </div>
    ${v.validate === 'regex' ? html`<div class="field"><label for=${`re-${i}-${r}`}>${t('columns.pattern')}</label>
      <input id=${`re-${i}-${r}`} class="mono" ?disabled=${readOnly} .value=${v.regex ?? ''} placeholder="^[0-9]{5}$" @input=${(e: Event) => set({ ...v, regex: (e.target as HTMLInputElement).value })}></div>` : nothing}
    ${WITH_COLUMNS.has(v.validate) || v.validate === 'unique' ? html`<div class="field"><span class="label">${v.validate === 'unique' ? t('columns.together') : t('columns.columns')}</span>
      ${renderColumnPicker(t, name, columns, i, v.columns ?? [], (next) => set({ ...v, columns: next }), readOnly)}</div>` : nothing}
    ${WITH_VALUES.has(v.validate) ? html`<div class="field"><span class="label">${t('columns.columnsAndValues')}</span>
      ${valueRows.map(([key, values], k) => html`<div class="row value-row">
        <select aria-label=${t('columns.valueColumn', { name, n: k + 1 })} ?disabled=${readOnly} @change=${(e: Event) => {
          const entries = valueRows.map(([kk, vv], x) => (x === k ? [(e.target as HTMLSelectElement).value, vv] : [kk, vv]));
          set({ ...v, columnValues: Object.fromEntries(entries) });
        }}>${columns.filter((_c, j) => j !== i).map((o) => html`<option value=${o.key} ?selected=${o.key === key}>${o.label || o.key}</option>`)}</select>
        <input aria-label=${t('columns.valuesOf', { name, n: k + 1 })} ?disabled=${readOnly} .value=${values.join(', ')} placeholder=${t('columns.placeholder.values')}
          @change=${(e: Event) => set({ ...v, columnValues: { ...v.columnValues, [key]: list((e.target as HTMLInputElement).value) } })}>
        ${readOnly ? nothing : html`<button class="link" aria-label=${t('columns.removeValueColumn', { name, n: k + 1 })} @click=${() => set({ ...v, columnValues: Object.fromEntries(valueRows.filter((_x, x) => x !== k)) })}>${t('columns.remove')}</button>`}
      </div>`)}
      ${readOnly ? nothing : html`<button @click=${() => {
        const free = columns.find((o, j) => j !== i && o.key && !(o.key in (v.columnValues ?? {})));
        if (free) set({ ...v, columnValues: { ...v.columnValues, [free.key]: [] } });
      }}>${t('columns.addColumnValue')}</button>`}</div>` : nothing}
    <div class="field"><label for=${`msg-${i}-${r}`}>${t('columns.failMessage')}</label>
      <input id=${`msg-${i}-${r}`} ?disabled=${readOnly} .value=${v.errorMessage ?? ''} placeholder=${t('columns.ownMessage')}
        @input=${(e: Event) => { const m = (e.target as HTMLInputElement).value; const { errorMessage: _m, ...rest } = v; set(m ? { ...rest, errorMessage: m } : rest); }}></div>
  </li>`;
}

function renderOptions(t: Translate, c: EditableColumn, i: number, set: (c: EditableColumn) => void, readOnly: boolean) {
  const n = i + 1;
  const config = c.optionConfiguration ?? { options: [] };
  const options = config.options;
  const setOptions = (next: EditableOption[]) => set({ ...c, optionConfiguration: { ...config, options: next } });
  const layers = config.mappingConfiguration?.layers ?? [];
  const setMatching = (patch: { layers?: string[]; threshold?: number | undefined }) => {
    const current = config.mappingConfiguration ?? { layers: ['EXACT', 'SMART', 'FUZZY'] };
    const next = { ...current, ...patch };
    if (next.threshold === undefined) delete next.threshold;
    set({ ...c, optionConfiguration: { ...config, mappingConfiguration: next } });
  };
  return html`<h4>${t('columns.options')}</h4>
    <table class="options"><thead><tr><th scope="col">${t('columns.optionLabel')}</th><th scope="col">${t('columns.optionValue')}</th><th scope="col">${t('columns.optionSpellings')}</th>${readOnly ? nothing : html`<th scope="col"><span class="sr-only">${t('columns.remove')}</span></th>`}</tr></thead>
      <tbody>${options.map((o, k) => html`<tr>
        <td><input aria-label=${t('columns.optionLabelOf', { k: k + 1, n })} ?disabled=${readOnly} .value=${o.label} @input=${(e: Event) => setOptions(options.map((x, y) => (y === k ? { ...x, label: (e.target as HTMLInputElement).value } : x)))}></td>
        <td><input aria-label=${t('columns.optionValueOf', { k: k + 1, n })} ?disabled=${readOnly} .value=${o.value} @input=${(e: Event) => setOptions(options.map((x, y) => (y === k ? { ...x, value: (e.target as HTMLInputElement).value } : x)))}></td>
        <td><input aria-label=${t('columns.optionSpellingsOf', { k: k + 1, n })} ?disabled=${readOnly} .value=${(o.alternativeMatches ?? []).join(', ')} placeholder=${t('columns.placeholder.spellings')}
          @change=${(e: Event) => setOptions(options.map((x, y) => { if (y !== k) return x; const m = list((e.target as HTMLInputElement).value); const { alternativeMatches: _a, ...rest } = x; return m.length ? { ...rest, alternativeMatches: m } : rest; }))}></td>
        ${readOnly ? nothing : html`<td><button class="link" aria-label=${t('columns.removeOption', { k: k + 1, n })} @click=${() => setOptions(options.filter((_x, y) => y !== k))}>${t('columns.remove')}</button></td>`}
      </tr>`)}</tbody></table>
    ${readOnly ? nothing : html`<button @click=${() => setOptions([...options, { label: '', value: '' }])}>${t('columns.addOption')}</button>`}
    <fieldset class="matching"><legend>${t('columns.matching')}</legend>
      ${(['EXACT', 'SMART', 'FUZZY'] as const).map((layer) => html`<label class="check">
        <input type="checkbox" aria-label=${t(`columns.matchOf.${layer}`, { n })} ?disabled=${readOnly} .checked=${config.mappingConfiguration ? layers.includes(layer) : true}
          @change=${(e: Event) => { const on = (e.target as HTMLInputElement).checked; const base = config.mappingConfiguration ? layers : ['EXACT', 'SMART', 'FUZZY']; setMatching({ layers: on ? [...base.filter((l) => l !== layer), layer] : base.filter((l) => l !== layer) }); }}> ${t(`columns.match.${layer}`)}</label>`)}
      <div class="field"><label for=${`threshold-${i}`}>${t('columns.threshold')}</label>
        <input id=${`threshold-${i}`} type="number" min="0" max="1" step="0.05" ?disabled=${readOnly} .value=${config.mappingConfiguration?.threshold === undefined ? '' : String(config.mappingConfiguration.threshold)}
          @change=${(e: Event) => { const raw = (e.target as HTMLInputElement).value; setMatching({ threshold: raw === '' ? undefined : Math.min(1, Math.max(0, Number(raw))) }); }}></div>
      <p class="hint">${t('columns.noMatch')} ${config.mappingConfiguration ? '' : t('columns.allThree')}</p>
    </fieldset>`;
}

function renderTest(tr: Translate, state: ColumnsEditorState, columns: EditableColumn[], i: number) {
  const c = columns[i]!;
  const t = state.tests.get(i);
  const n = i + 1;
  const example = c.columnType === 'date' ? '2026-11-27\n27.11.2026\nNov 27, 2026' : c.columnType === 'float' ? '1.234,50\n7.25' : c.example ?? '';
  return html`<h4>${tr('columns.tryIt')}</h4>
    <p class="hint">${tr(c.columnType === 'date' || c.columnType === 'datetime' || c.columnType === 'time' ? 'columns.tryHintDates' : 'columns.tryHint')}</p>
    <div class="test row">
      <textarea aria-label=${tr('columns.samplesOf', { n })} rows="4" placeholder=${example} .value=${t?.text ?? ''} @input=${(e: Event) => state.setText(i, (e.target as HTMLTextAreaElement).value)}></textarea>
      <button ?disabled=${t?.busy || !c.key} @click=${() => void state.test(columns, i)}>${t?.busy ? tr('columns.testing') : tr('columns.test')}</button>
    </div>
    ${t?.failed ? html`<p class="alert" role="alert">${t.failed}</p>` : nothing}
    ${t?.results ? html`<table class="results" aria-label=${tr('columns.resultsOf', { n })}><thead><tr><th scope="col">${tr('columns.value')}</th><th scope="col">${tr('columns.result')}</th><th scope="col">${tr('columns.writtenAs')}</th></tr></thead>
      <tbody>${t.results.map((r) => html`<tr class=${r.valid ? 'ok' : 'bad'}><td><code>${r.value ?? tr('columns.empty')}</code></td>
        <td>${r.valid ? html`<span class="good">${tr('columns.valid')}</span>` : html`<span class="error-text">✗ ${r.message}</span>`}</td>
        <td>${r.valid ? html`<code>${r.output === null ? tr('columns.empty') : String(r.output)}</code>` : html`<span class="muted">—</span>`}</td></tr>`)}</tbody></table>` : nothing}`;
}

function renderPanel(t: Translate, state: ColumnsEditorState, columns: EditableColumn[], i: number, set: (c: EditableColumn) => void, readOnly: boolean) {
  const c = columns[i]!;
  const n = i + 1;
  const validations = c.validations ?? [];
  const text = (field: 'description' | 'example', label: string, placeholder: string) => html`<div class="field"><label for=${`${field}-${i}`}>${label}</label>
    <input id=${`${field}-${i}`} ?disabled=${readOnly} .value=${c[field] ?? ''} placeholder=${placeholder}
      @input=${(e: Event) => { const v = (e.target as HTMLInputElement).value; const { [field]: _x, ...rest } = c; set(v ? { ...rest, [field]: v } as EditableColumn : rest as EditableColumn); }}></div>`;
  return html`<div class="panel" role="group" aria-label=${t('columns.panelOf', { n })}>
    <div class="cols">
      <div>
        <h4>${t('columns.about')}</h4>
        ${text('description', t('columns.description'), t('columns.descriptionPlaceholder'))}
        ${text('example', t('columns.example'), c.columnType === 'date' ? '2026-11-27' : '')}
        <div class="field"><label for=${`alt-${i}`}>${t('columns.alternatives')}</label>
          <input id=${`alt-${i}`} ?disabled=${readOnly} .value=${(c.alternativeMatches ?? []).join(', ')} placeholder=${t('columns.placeholder.headers')}
            @change=${(e: Event) => { const v = list((e.target as HTMLInputElement).value); const { alternativeMatches: _a, ...rest } = c; set(v.length ? { ...rest, alternativeMatches: v } : rest); }}>
          <p class="hint">${t('columns.alternativesHint')}</p></div>
        ${c.columnType === 'date' || c.columnType === 'datetime' || c.columnType === 'time' ? html`<div class="field"><label for=${`format-${i}`}>${t('columns.format')}</label>
          <input id=${`format-${i}`} class="mono" ?disabled=${readOnly} .value=${c.outputFormat ?? ''} placeholder=${c.columnType === 'time' ? 'HH:mm' : c.columnType === 'date' ? 'DD.MM.YYYY' : 'DD.MM.YYYY HH:mm'}
            @input=${(e: Event) => { const v = (e.target as HTMLInputElement).value; const { outputFormat: _f, ...rest } = c; set(v ? { ...rest, outputFormat: v } : rest); }}>
          <p class="hint">${t('columns.formatHint')}</p></div>` : nothing}
        ${c.columnType === 'string' ? html`<div class="field"><label class="check"><input type="checkbox" aria-label=${t('columns.keepSpacesOf', { n })} ?disabled=${readOnly} .checked=${c.trimWhitespace === false}
            @change=${(e: Event) => { const keep = (e.target as HTMLInputElement).checked; const { trimWhitespace: _t, ...rest } = c; set(keep ? { ...rest, trimWhitespace: false } : rest); }}> ${t('columns.keepSpaces')}</label>
          <p class="hint">${t('columns.keepSpacesHint')}</p></div>` : nothing}
        ${c.columnType === 'float' || c.columnType === 'int' || c.columnType === 'percentage' ? html`<p class="hint">${t('columns.numbersHint')}</p>` : nothing}
      </div>
      <div>
        <h4>${t('columns.rules')}</h4>
        ${validations.length ? html`<ol class="rules">${validations.map((v, r) => renderValidation(t, columns, i, v, r, (next) => set({ ...c, validations: next ? validations.map((x, y) => (y === r ? next : x)) : validations.filter((_x, y) => y !== r) }), readOnly))}</ol>`
          : html`<p class="hint">${t('columns.noRules')}</p>`}
        ${readOnly ? nothing : html`<button @click=${() => set({ ...c, validations: [...validations, { validate: hasRule(c, 'required') ? 'regex' : 'required', ...(hasRule(c, 'required') ? { regex: '' } : {}) }] })}>${t('columns.addRule')}</button>`}
      </div>
    </div>
    ${c.columnType === 'category' ? renderOptions(t, c, i, set, readOnly) : nothing}
    ${renderTest(t, state, columns, i)}
  </div>`;
}

/**
 * Renders the editor over `columns`; `change(next)` receives the edited array. `state` keeps what
 * the editor shows between renders (see {@link ColumnsEditorState}).
 */
export function renderColumnsEditor(t: Translate, columns: EditableColumn[], change: (next: EditableColumn[]) => void, state: ColumnsEditorState, readOnly = false) {
  const set = (i: number, c: EditableColumn) => {
    state.edited(i);
    change(columns.map((x, j) => (j === i ? c : x)));
  };
  return html`<div class="scroll-x"><table part="columns" class="columns">
    <thead><tr><th scope="col">${t('columns.label')}</th><th scope="col">${t('columns.key')}</th><th scope="col">${t('columns.type')}</th><th scope="col">${t('columns.required')}</th><th scope="col">${t('columns.unique')}</th><th scope="col">${t('columns.optionsColumn')}</th><th scope="col"><span class="sr-only">${t('columns.rulesAndSettings')}</span></th>${readOnly ? nothing : html`<th scope="col"><span class="sr-only">${t('columns.remove')}</span></th>`}</tr></thead>
    <tbody>${columns.map((c, i) => {
      const extra = extraCount(c);
      const open = state.open.has(i);
      return html`<tr>
      <td><input aria-label=${t('columns.labelOf', { n: i + 1 })} .value=${c.label} ?disabled=${readOnly} required
        @input=${(e: Event) => { const label = (e.target as HTMLInputElement).value; set(i, { ...c, label, ...(state.keyed.has(i) ? {} : { key: keyFromLabel(label) }) }); }}></td>
      <td><input aria-label=${t('columns.keyOf', { n: i + 1 })} .value=${c.key} ?disabled=${readOnly} required
        @input=${(e: Event) => { state.keyed.add(i); set(i, { ...c, key: (e.target as HTMLInputElement).value }); }}></td>
      <td><select aria-label=${t('columns.typeOf', { n: i + 1 })} ?disabled=${readOnly} @change=${(e: Event) => {
        const columnType = COLUMN_TYPES.find((t) => t === (e.target as HTMLSelectElement).value) ?? c.columnType;
        const next: EditableColumn = { ...c, columnType };
        if (!['date', 'datetime', 'time'].includes(columnType)) delete next.outputFormat;
        if (columnType !== 'string') delete next.trimWhitespace;
        set(i, next);
      }}>${COLUMN_TYPES.map((type) => html`<option value=${type} ?selected=${type === c.columnType}>${t(`type.${type}`)}</option>`)}</select></td>
      <td><input type="checkbox" aria-label=${t('columns.requiredOf', { n: i + 1 })} ?disabled=${readOnly} .checked=${hasRule(c, 'required')} @change=${(e: Event) => set(i, withRule(c, 'required', (e.target as HTMLInputElement).checked))}></td>
      <td><input type="checkbox" aria-label=${t('columns.uniqueOf', { n: i + 1 })} ?disabled=${readOnly} .checked=${hasRule(c, 'unique')} @change=${(e: Event) => set(i, withRule(c, 'unique', (e.target as HTMLInputElement).checked))}></td>
      <td>${c.columnType === 'category'
        ? html`<input aria-label=${t('columns.optionsOf', { n: i + 1 })} placeholder=${t('columns.placeholder.options')} .value=${optionsText(c)} ?disabled=${readOnly}
            @change=${(e: Event) => set(i, { ...c, optionConfiguration: { ...(c.optionConfiguration ?? {}), options: parseOptions((e.target as HTMLInputElement).value, c.optionConfiguration?.options ?? []) } })}>`
        : html`<span class="muted">—</span>`}</td>
      <td><button class="link" aria-expanded=${open ? 'true' : 'false'} aria-label=${t('columns.panelOf', { n: i + 1 })} @click=${() => state.toggle(i)}>${t('columns.rulesAndSettings')}${extra ? ` (${extra})` : ''}</button></td>
      ${readOnly ? nothing : html`<td><button class="link" aria-label=${t('columns.removeColumn', { n: i + 1 })} @click=${() => { state.removed(i); change(columns.filter((_x, j) => j !== i)); }}>${t('columns.remove')}</button></td>`}
    </tr>
    ${open ? html`<tr class="panel-row"><td colspan=${readOnly ? 7 : 8}>${renderPanel(t, state, columns, i, (next) => set(i, next), readOnly)}</td></tr>` : nothing}`;
    })}</tbody></table></div>
    ${readOnly ? nothing : html`<button @click=${() => change([...columns, { key: '', label: '', columnType: 'string', validations: [] }])}>${t('columns.addColumn')}</button>`}`;
}

/**
 * The TDM's key (`key`): the columns whose values together identify a row from one file of a feed to
 * the next. Empty: the columns of the first `unique` rule stand in.
 */
export function renderKeyEditor(t: Translate, columns: EditableColumn[], key: string[], change: (next: string[]) => void, readOnly = false) {
  const named = columns.filter((c) => c.key);
  const firstUnique = columns.find((c) => hasRule(c, 'unique'));
  return html`<fieldset class="key"><legend>${t('columns.keyLegend')}</legend>
    ${named.map((c) => html`<label class="check"><input type="checkbox" aria-label=${t('columns.keyColumn', { name: c.label || c.key })} ?disabled=${readOnly} .checked=${key.includes(c.key)}
      @change=${(e: Event) => change((e.target as HTMLInputElement).checked ? [...key, c.key] : key.filter((k) => k !== c.key))}> ${c.label || c.key}</label>`)}
    <p class="hint">${key.length ? t('columns.keyHint', { count: key.length }) : firstUnique ? t('columns.keyUnique', { name: firstUnique.label || firstUnique.key }) : t('columns.keyNone')}</p>
  </fieldset>`;
}

/** Problems a person must fix before saving (the server checks again). */
export function columnProblems(t: Translate, columns: EditableColumn[]): string[] {
  const problems: string[] = [];
  if (!columns.length) problems.push(t('columns.problem.none'));
  const seen = new Set<string>();
  columns.forEach((c, i) => {
    const name = t('columns.problem.name', { name: c.label || i + 1 });
    if (!c.label.trim()) problems.push(t('columns.problem.label', { n: i + 1 }));
    if (!c.key.trim()) problems.push(t('columns.problem.key', { n: i + 1 }));
    else if (seen.has(c.key)) problems.push(t('columns.problem.twice', { key: c.key }));
    seen.add(c.key);
    if (c.columnType === 'category' && !(c.optionConfiguration?.options ?? []).length) problems.push(t('columns.problem.options', { name }));
    if (c.columnType === 'category' && (c.optionConfiguration?.options ?? []).some((o) => !o.value.trim())) problems.push(t('columns.problem.optionValue', { name }));
    for (const v of c.validations ?? []) {
      if (v.validate === 'regex' && !(v.regex ?? '').trim()) problems.push(t('columns.problem.pattern', { name }));
      if (WITH_COLUMNS.has(v.validate) && !(v.columns ?? []).length) problems.push(t('columns.problem.columns', { name, rule: t(`rule.${v.validate as Rule}`) }));
      if (WITH_VALUES.has(v.validate) && !Object.values(v.columnValues ?? {}).some((vals) => vals.length)) problems.push(t('columns.problem.values', { name, rule: t(`rule.${v.validate as Rule}`) }));
    }
  });
  return problems;
}

/** Columns as the API takes them: empty lists and options of non-categories dropped. */
export function columnsForApi(columns: EditableColumn[]): TdmColumnInput[] {
  return columns.map((c) => {
    const { optionConfiguration, ...rest } = c;
    const out: TdmColumnInput = { ...rest };
    if (!c.validations?.length) delete out.validations;
    else {
      out.validations = c.validations.map((v) => {
        const x = { ...v };
        if (Array.isArray(x.columns) && !x.columns.length) delete x.columns;
        if (x.columnValues) x.columnValues = Object.fromEntries(Object.entries(x.columnValues).filter(([, vals]) => vals.length));
        return x;
      });
    }
    if (c.columnType === 'category' && optionConfiguration) {
      const { mappingConfiguration, ...options } = optionConfiguration;
      out.optionConfiguration = {
        ...options,
        ...(mappingConfiguration ? { mappingConfiguration: { ...mappingConfiguration, layers: mappingConfiguration.layers.filter(isLayer) } } : {}),
      };
    }
    return out;
  });
}

/** The option matching layers the API knows (the editor's checkboxes give their names as strings). */
function isLayer(layer: string): layer is OptionMappingLayer {
  return layer === 'EXACT' || layer === 'FUZZY' || layer === 'SMART';
}
