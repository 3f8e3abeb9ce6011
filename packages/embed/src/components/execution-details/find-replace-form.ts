/**
 * ferry-execution-details' *Find and replace* form: what to find and what to put instead, where
 * (one column of the rows shown, the selected cells, every column of the rows shown), whole values
 * or parts, matching case or not; *Count* says how many cells will change before *Replace* does it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { CellChange } from '../../base/grid/edit-store.ts';
import type { FindReplace } from '../../base/grid/find-replace.ts';
import type { GridColumn } from '../../base/grid/types.ts';
import { formatNumber } from '../../base/format.ts';

/** Where a find and replace looks. */
export type Scope = 'column' | 'selection' | 'filtered';

/** The form's fields. */
export type FindState = FindReplace & { scope: Scope; column: string };

/** The count: being read (rows read of rows in all), or ready with the changes it would make (for the EditStore `version` counted on). */
export type FindPreview = { state: 'counting'; read: number; total: number } | { state: 'ready'; changes: CellChange[]; version: number } | null;

const SCOPES: Record<Scope, string> = { column: 'one column (rows shown)', selection: 'the selected cells', filtered: 'every column (rows shown)' };

export function renderFindReplace(f: FindState, p: FindPreview, columns: GridColumn[], on: { change: (f: FindState) => void; count: () => void; replace: () => void }): TemplateResult {
  const set = (patch: Partial<FindState>) => on.change({ ...f, ...patch });
  return html`<form class="find" aria-label="Find and replace" @submit=${(ev: Event) => { ev.preventDefault(); on.count(); }}>
    <label class="inline">Find <input aria-label="Find" .value=${f.find} @input=${(ev: Event) => set({ find: (ev.target as HTMLInputElement).value })}></label>
    <label class="inline">Replace with <input aria-label="Replace with" .value=${f.replace} @input=${(ev: Event) => set({ replace: (ev.target as HTMLInputElement).value })}></label>
    <label class="inline">In <select aria-label="Replace in" @change=${(ev: Event) => set({ scope: (ev.target as HTMLSelectElement).value as Scope })}>
      ${(Object.keys(SCOPES) as Scope[]).map((s) => html`<option value=${s} ?selected=${f.scope === s}>${SCOPES[s]}</option>`)}
    </select></label>
    ${f.scope === 'column' ? html`<select aria-label="Column" @change=${(ev: Event) => set({ column: (ev.target as HTMLSelectElement).value })}>
      ${columns.map((c) => html`<option value=${c.key} ?selected=${(f.column || columns[0]?.key) === c.key}>${c.label}</option>`)}</select>` : nothing}
    <label class="check"><input type="checkbox" .checked=${f.whole} @change=${(ev: Event) => set({ whole: (ev.target as HTMLInputElement).checked })}> Whole value</label>
    <label class="check"><input type="checkbox" .checked=${f.matchCase} @change=${(ev: Event) => set({ matchCase: (ev.target as HTMLInputElement).checked })}> Match case</label>
    <button type="submit">Count</button>
    ${p?.state === 'counting' ? html`<span role="status">Reading rows: ${formatNumber(p.read)} of ${formatNumber(p.total)}…</span>` : nothing}
    ${p?.state === 'ready' ? html`<span role="status">${formatNumber(p.changes.length)} ${p.changes.length === 1 ? 'cell' : 'cells'} will change.</span>
      <button type="button" class="primary" ?disabled=${!p.changes.length} @click=${on.replace}>Replace in ${formatNumber(p.changes.length)} ${p.changes.length === 1 ? 'cell' : 'cells'}</button>` : nothing}
  </form>`;
}
