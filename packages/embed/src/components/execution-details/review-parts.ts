/**
 * Parts of ferry-execution-details' review that are drawn with Lit around the grid: the active
 * row's panel (every value in full, its problems, the active cell's lineage), the fix history and
 * the offer to keep a fix as a pipeline rule.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { EditStore } from '../../base/grid/edit-store.ts';
import type { GridView } from '../../base/grid/grid-view.ts';
import type { CellFix, CellLineage, PipelineRuleInput } from '../../base/grid/review-api.ts';
import { ruleTypeName, replacementFormula, ruleTypes, type RuleOffer } from '../../base/grid/rule-offer.ts';
import type { GridColumn, GridRow } from '../../base/grid/types.ts';
import { formatDate } from '../../base/format.ts';
import type { Translate } from '../../base/i18n.ts';
import { rich } from '../../base/rich-text.ts';

/** The lineage of the active cell: loading, answered, or why not. */
export type LineageState = { key: string; state: 'loading' } | { key: string; state: 'done'; data: CellLineage } | { key: string; state: 'failed'; message: string };

const shownIn = (t: Translate) => (v: string | null | undefined) => (v === null || v === undefined || v === '' ? html`<span class="muted">${t('review.empty')}</span>` : v);

const STEP_KINDS = ['TRANSFORMATION', 'RULE', 'TYPE', 'EDIT'] as const;

export function renderLineage(t: Translate, l: LineageState | null, column: GridColumn | undefined): TemplateResult | typeof nothing {
  if (!l || !column) return nothing;
  if (l.state === 'loading') return html`<p class="muted" role="status">${t('review.lineageLoading')}</p>`;
  if (l.state === 'failed') return html`<p class="muted">${t('review.lineageFailed', { message: l.message })}</p>`;
  const shown = shownIn(t);
  const d = l.data;
  const src = d.source;
  const kind = (k: string) => ((STEP_KINDS as readonly string[]).includes(k) ? t(`review.step.${k as (typeof STEP_KINDS)[number]}`) : k);
  return html`<h5 class="lineage-title">${t('review.lineageTitle')}</h5><ol class="lineage" aria-label=${t('review.lineageOf', { label: column.label })}>
    <li><span class="step">${t('review.source')}</span> ${src
      ? html`${src.sheet ? rich(t('review.sourceSheet'), { sheet: src.sheet }) : nothing}${t('review.sourceRow', { row: src.row })}${src.column !== null ? rich(t('review.sourceColumn'), { column: src.column }) : nothing}${src.column_index !== null ? ` (${src.column_index + 1})` : ''}: <q>${shown(src.text)}</q>`
      : html`<span class="muted">${t('review.noSource')}</span>`}</li>
    ${d.steps.map((s) => html`<li><span class="step">${kind(s.kind)}</span> ${s.name}${s.detail ? html` <code>${s.detail}</code>` : nothing}:
      ${s.kind === 'EDIT' ? html`<q>${shown(s.previous)}</q> → ` : nothing}<q>${shown(s.value)}</q>${s.message ? html` <span class="error-text">${s.message}</span>` : nothing}
      ${s.by ? html`<span class="muted">${t('review.by', { name: s.by.name })}${s.at ? `, ${formatDate(s.at)}` : ''}</span>` : nothing}</li>`)}
    <li><span class="step">${t('review.final')}</span> <q>${shown(d.final.value)}</q> ${d.final.valid ? html`<span class="ok">${t('review.valid')}</span>` : html`<span class="error-text">${d.final.message ?? t('review.notValid')}</span>`}</li>
  </ol>`;
}

/** The active row: every column's value in full, marked as the grid marks it; the active cell first in focus. */
export function renderRowPanel(t: Translate, row: GridRow | undefined, columns: GridColumn[], activeKey: string | undefined, grid: GridView | null, edits: EditStore | null, lineage: TemplateResult | typeof nothing): TemplateResult {
  if (!row || !grid || !edits) return html`<p class="muted">${t('review.chooseCell')}</p>`;
  const shown = shownIn(t);
  const problems = columns.filter((c) => grid.cellState(row, c.key).problem);
  return html`<h4>${t('review.row', { row: row.row })}${row.change ? html` <span class="badge">${row.change}</span>` : nothing}</h4>
    ${problems.length ? html`<p class=${problems.length ? 'error-text' : ''}>${t('review.problemsInRow', { count: problems.length })}</p>` : html`<p class="ok">${t('review.noProblem')}</p>`}
    <dl class="row-values">${columns.map((c) => {
      const s = grid.cellState(row, c.key);
      const staged = edits.get(row.row, c.key);
      const fixed = row.edited?.[c.key];
      return html`<div class=${c.key === activeKey ? 'active' : ''}>
        <dt>${c.label}</dt>
        <dd><span class="value ${s.problem ? 'error-text' : ''}">${shown(s.text)}</span>
          ${staged ? html`<span class="muted">${staged.original === null || staged.original === '' ? t('review.wasEmptyStaged') : t('review.wasStaged', { value: staged.original })}</span>` : nothing}
          ${fixed && !staged ? html`<span class="muted">${fixed.previous === null ? t('review.fixedWasEmpty', { name: fixed.by.name, date: formatDate(fixed.at) }) : t('review.fixedWas', { name: fixed.by.name, date: formatDate(fixed.at), value: fixed.previous })}</span>` : nothing}
          ${s.problem ? html`<div class="error-text problem">${s.problem.message}</div>` : nothing}
          ${c.key === activeKey ? lineage : nothing}</dd>
      </div>`;
    })}</dl>`;
}

/** The fix history table (newest first). */
export function renderHistory(t: Translate, fixes: { items: CellFix[]; total: number } | null, columns: GridColumn[], more: () => void): TemplateResult {
  if (!fixes) return html`<p class="muted" role="status">${t('common.loading')}</p>`;
  if (!fixes.items.length) return html`<p class="muted">${t('review.noFixes')}</p>`;
  const shown = shownIn(t);
  const label = (key: string) => columns.find((c) => c.key === key)?.label ?? key;
  return html`<table class="history">
    <thead><tr><th scope="col">${t('review.when')}</th><th scope="col">${t('review.who')}</th><th scope="col">${t('review.rowColumn')}</th><th scope="col">${t('review.column')}</th><th scope="col">${t('review.before')}</th><th scope="col">${t('review.after')}</th><th scope="col">${t('review.applied')}</th></tr></thead>
    <tbody>${fixes.items.map((f) => html`<tr>
      <td>${formatDate(f.at)}</td><td>${f.by.name}</td><td>${f.row}</td><td>${label(f.column)}</td>
      <td class="value">${shown(f.previous)}</td><td class="value">${shown(f.value)}</td><td>${f.applied ? t('common.yes') : t('review.notYet')}${f.carried_from ? html`<br><span class="muted">${t('review.keptFromBefore')}</span>` : nothing}</td>
    </tr>`)}</tbody></table>
    ${fixes.items.length < fixes.total ? html`<button @click=${more}>${t('review.showMore', { count: fixes.total - fixes.items.length })}</button>` : nothing}`;
}

/** The offer to keep a replacement as a pipeline rule. */
export function renderRuleOffer(t: Translate, offer: RuleOffer, column: GridColumn | undefined, state: { type: PipelineRuleInput['type']; formula: string }, on: { type: (t: PipelineRuleInput['type']) => void; formula: (f: string) => void; keep: () => void; dismiss: () => void }, busy: boolean): TemplateResult {
  const types = ruleTypes(offer, column);
  const type = types.includes(state.type) ? state.type : types[0]!;
  const replaced = { from: offer.from, to: offer.to === null || offer.to === '' ? t('review.empty') : offer.to, column: column?.label ?? offer.column, count: offer.cells };
  return html`<div class="offer" role="region" aria-label=${t('review.keepAsRuleRegion')}>
    <p>${rich(t(offer.cells > 1 ? 'review.youReplacedCells' : 'review.youReplaced'), replaced)}
      ${t('review.doTheSame')}</p>
    <div class="row">
      <label for="rule-type" style="margin:0">${t('review.keepItAs')}</label>
      <select id="rule-type" @change=${(e: Event) => on.type(types.find((ty) => ty === (e.target as HTMLSelectElement).value) ?? type)}>
        ${types.map((ty) => html`<option value=${ty} ?selected=${ty === type}>${ruleTypeName(t, ty)}</option>`)}
      </select>
      ${type === 'HYPER_FORMULA' ? html`<input aria-label=${t('review.formula')} class="formula" .value=${state.formula || replacementFormula(offer.from, offer.to)} @input=${(e: Event) => on.formula((e.target as HTMLInputElement).value)}>` : nothing}
      <button class="primary" ?disabled=${busy} @click=${on.keep}>${t('review.keepAsRule')}</button>
      <button @click=${on.dismiss}>${t('review.notNow')}</button>
    </div>
    <p class="hint">${t(type === 'VALUE_REPLACEMENT' ? 'review.hint.VALUE_REPLACEMENT' : type === 'OPTION_MAPPING' ? 'review.hint.OPTION_MAPPING' : 'review.hint.HYPER_FORMULA')}
      ${t('review.rulesListed')}</p>
  </div>`;
}
