/**
 * Parts of ferry-execution-details' review that are drawn with Lit around the grid: the active
 * row's panel (every value in full, its problems, the active cell's lineage), the fix history and
 * the offer to keep a fix as a pipeline rule.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { EditStore } from '../../base/grid/edit-store.ts';
import type { GridView } from '../../base/grid/grid-view.ts';
import type { CellFix, CellLineage } from '../../base/grid/review-api.ts';
import { RULE_TYPE_NAMES, replacementFormula, ruleTypes, type RuleOffer } from '../../base/grid/rule-offer.ts';
import type { GridColumn, GridRow } from '../../base/grid/types.ts';
import { formatDate } from '../../base/format.ts';

/** The lineage of the active cell: loading, answered, or why not. */
export type LineageState = { key: string; state: 'loading' } | { key: string; state: 'done'; data: CellLineage } | { key: string; state: 'failed'; message: string };

const shown = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? html`<span class="muted">(empty)</span>` : v);

const STEP_KIND: Record<string, string> = { TRANSFORMATION: 'Transformation', RULE: 'Pipeline rule', TYPE: 'Type', EDIT: 'Edited' };

export function renderLineage(l: LineageState | null, column: GridColumn | undefined): TemplateResult | typeof nothing {
  if (!l || !column) return nothing;
  if (l.state === 'loading') return html`<p class="muted" role="status">Reading where this value came from…</p>`;
  if (l.state === 'failed') return html`<p class="muted">Where this value came from cannot be shown: ${l.message}</p>`;
  const d = l.data;
  const src = d.source;
  return html`<h5 class="lineage-title">Where this value came from</h5><ol class="lineage" aria-label=${`Lineage of ${column.label}`}>
    <li><span class="step">Source</span> ${src
      ? html`${src.sheet ? html`sheet <b>${src.sheet}</b>, ` : nothing}row ${src.row}${src.column !== null ? html`, column <b>${src.column}</b>` : nothing}${src.column_index !== null ? ` (${src.column_index + 1})` : ''}: <q>${shown(src.text)}</q>`
      : html`<span class="muted">no source column (not mapped, or computed)</span>`}</li>
    ${d.steps.map((s) => html`<li><span class="step">${STEP_KIND[s.kind] ?? s.kind}</span> ${s.name}${s.detail ? html` <code>${s.detail}</code>` : nothing}:
      ${s.kind === 'EDIT' ? html`<q>${shown(s.previous)}</q> → ` : nothing}<q>${shown(s.value)}</q>${s.message ? html` <span class="error-text">${s.message}</span>` : nothing}
      ${s.by ? html`<span class="muted">by ${s.by.name}${s.at ? `, ${formatDate(s.at)}` : ''}</span>` : nothing}</li>`)}
    <li><span class="step">Final</span> <q>${shown(d.final.value)}</q> ${d.final.valid ? html`<span class="ok">valid</span>` : html`<span class="error-text">${d.final.message ?? 'not valid'}</span>`}</li>
  </ol>`;
}

/** The active row: every column's value in full, marked as the grid marks it; the active cell first in focus. */
export function renderRowPanel(row: GridRow | undefined, columns: GridColumn[], activeKey: string | undefined, grid: GridView | null, edits: EditStore | null, lineage: TemplateResult | typeof nothing): TemplateResult {
  if (!row || !grid || !edits) return html`<p class="muted">Choose a cell to see its row here.</p>`;
  const problems = columns.filter((c) => grid.cellState(row, c.key).problem);
  return html`<h4>Row ${row.row}${row.change ? html` <span class="badge">${row.change}</span>` : nothing}</h4>
    ${problems.length ? html`<p class=${problems.length ? 'error-text' : ''}>${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in this row</p>` : html`<p class="ok">No problem in this row.</p>`}
    <dl class="row-values">${columns.map((c) => {
      const s = grid.cellState(row, c.key);
      const staged = edits.get(row.row, c.key);
      const fixed = row.edited?.[c.key];
      return html`<div class=${c.key === activeKey ? 'active' : ''}>
        <dt>${c.label}</dt>
        <dd><span class="value ${s.problem ? 'error-text' : ''}">${shown(s.text)}</span>
          ${staged ? html`<span class="muted">(was ${staged.original === null || staged.original === '' ? 'empty' : `“${staged.original}”`}; not applied yet)</span>` : nothing}
          ${fixed && !staged ? html`<span class="muted">(fixed by ${fixed.by.name}, ${formatDate(fixed.at)}; was ${fixed.previous === null ? 'empty' : `“${fixed.previous}”`})</span>` : nothing}
          ${s.problem ? html`<div class="error-text problem">${s.problem.message}</div>` : nothing}
          ${c.key === activeKey ? lineage : nothing}</dd>
      </div>`;
    })}</dl>`;
}

/** The fix history table (newest first). */
export function renderHistory(fixes: { items: CellFix[]; total: number } | null, columns: GridColumn[], more: () => void): TemplateResult {
  if (!fixes) return html`<p class="muted" role="status">Loading…</p>`;
  if (!fixes.items.length) return html`<p class="muted">No fix was made to this execution yet.</p>`;
  const label = (key: string) => columns.find((c) => c.key === key)?.label ?? key;
  return html`<table class="history">
    <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">Row</th><th scope="col">Column</th><th scope="col">Before</th><th scope="col">After</th><th scope="col">Applied</th></tr></thead>
    <tbody>${fixes.items.map((f) => html`<tr>
      <td>${formatDate(f.at)}</td><td>${f.by.name}</td><td>${f.row}</td><td>${label(f.column)}</td>
      <td class="value">${shown(f.previous)}</td><td class="value">${shown(f.value)}</td><td>${f.applied ? 'Yes' : 'Not yet'}${f.carried_from ? html`<br><span class="muted">kept from the run before</span>` : nothing}</td>
    </tr>`)}</tbody></table>
    ${fixes.items.length < fixes.total ? html`<button @click=${more}>Show more (${fixes.total - fixes.items.length} older)</button>` : nothing}`;
}

/** The offer to keep a replacement as a pipeline rule. */
export function renderRuleOffer(offer: RuleOffer, column: GridColumn | undefined, state: { type: string; formula: string }, on: { type: (t: string) => void; formula: (f: string) => void; keep: () => void; dismiss: () => void }, busy: boolean): TemplateResult {
  const types = ruleTypes(offer, column);
  const type = types.includes(state.type as never) ? state.type : types[0]!;
  return html`<div class="offer" role="region" aria-label="Keep this fix as a rule">
    <p>You replaced <q>${offer.from}</q> with <q>${shown(offer.to)}</q> in <b>${column?.label ?? offer.column}</b>${offer.cells > 1 ? ` (${offer.cells} cells)` : ''}.
      Do the same in this pipeline's later files, before their values are checked?</p>
    <div class="row">
      <label for="rule-type" style="margin:0">Keep it as</label>
      <select id="rule-type" @change=${(e: Event) => on.type((e.target as HTMLSelectElement).value)}>
        ${types.map((t) => html`<option value=${t} ?selected=${t === type}>${RULE_TYPE_NAMES[t]}</option>`)}
      </select>
      ${type === 'HYPER_FORMULA' ? html`<input aria-label="Formula" class="formula" .value=${state.formula || replacementFormula(offer.from, offer.to)} @input=${(e: Event) => on.formula((e.target as HTMLInputElement).value)}>` : nothing}
      <button class="primary" ?disabled=${busy} @click=${on.keep}>Keep as a rule</button>
      <button @click=${on.dismiss}>Not now</button>
    </div>
    <p class="hint">${type === 'VALUE_REPLACEMENT' ? 'A value replacement changes cells whose whole value is exactly this one.' : type === 'OPTION_MAPPING' ? 'An option mapping matches this input value to the column’s option.' : 'The formula is applied to every value of the column ({value} is the value so far).'}
      Rules are listed, switched off and edited in the pipeline's details.</p>
  </div>`;
}
