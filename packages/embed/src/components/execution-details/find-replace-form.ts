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
import type { Translate } from '../../base/i18n.ts';

/** Where a find and replace looks. */
export type Scope = 'column' | 'selection' | 'filtered';

/** The form's fields. */
export type FindState = FindReplace & { scope: Scope; column: string };

/** The count: being read (rows read of rows in all), or ready with the changes it would make (for the EditStore `version` counted on). */
export type FindPreview = { state: 'counting'; read: number; total: number } | { state: 'ready'; changes: CellChange[]; version: number } | null;

const SCOPES: readonly Scope[] = ['column', 'selection', 'filtered'];

export function renderFindReplace(t: Translate, f: FindState, p: FindPreview, columns: GridColumn[], on: { change: (f: FindState) => void; count: () => void; replace: () => void }): TemplateResult {
  const set = (patch: Partial<FindState>) => on.change({ ...f, ...patch });
  return html`<form class="find" aria-label=${t('find.title')} @submit=${(ev: Event) => { ev.preventDefault(); on.count(); }}>
    <label class="inline">${t('find.find')} <input aria-label=${t('find.find')} .value=${f.find} @input=${(ev: Event) => set({ find: (ev.target as HTMLInputElement).value })}></label>
    <label class="inline">${t('find.replaceWith')} <input aria-label=${t('find.replaceWith')} .value=${f.replace} @input=${(ev: Event) => set({ replace: (ev.target as HTMLInputElement).value })}></label>
    <label class="inline">${t('find.in')} <select aria-label=${t('find.replaceIn')} @change=${(ev: Event) => set({ scope: (ev.target as HTMLSelectElement).value as Scope })}>
      ${SCOPES.map((s) => html`<option value=${s} ?selected=${f.scope === s}>${t(`find.scope.${s}`)}</option>`)}
    </select></label>
    ${f.scope === 'column' ? html`<select aria-label=${t('find.column')} @change=${(ev: Event) => set({ column: (ev.target as HTMLSelectElement).value })}>
      ${columns.map((c) => html`<option value=${c.key} ?selected=${(f.column || columns[0]?.key) === c.key}>${c.label}</option>`)}</select>` : nothing}
    <label class="check"><input type="checkbox" .checked=${f.whole} @change=${(ev: Event) => set({ whole: (ev.target as HTMLInputElement).checked })}> ${t('find.whole')}</label>
    <label class="check"><input type="checkbox" .checked=${f.matchCase} @change=${(ev: Event) => set({ matchCase: (ev.target as HTMLInputElement).checked })}> ${t('find.matchCase')}</label>
    <button type="submit">${t('find.count')}</button>
    ${p?.state === 'counting' ? html`<span role="status">${t('find.reading', { read: formatNumber(p.read), total: formatNumber(p.total) })}</span>` : nothing}
    ${p?.state === 'ready' ? html`<span role="status">${t('find.willChange', { count: p.changes.length })}</span>
      <button type="button" class="primary" ?disabled=${!p.changes.length} @click=${on.replace}>${t('find.replaceCells', { count: p.changes.length })}</button>` : nothing}
  </form>`;
}
