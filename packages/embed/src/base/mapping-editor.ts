/**
 * The mapping editor shared by CreatePipeline and PipelineDetails: one line per target column —
 * the input column mapped to it (with the suggestion, confidence, reason and the other candidates
 * when there are some) and its transformations (HYPER_FORMULA formulas, OPTION_MAPPING objects).
 * With a {@link MappingAssist} and a sample, a transformation can be described in words (the
 * formula is suggested and shown on the sample before it is added) and a category column's values
 * matched to its options.
 */
import { css, html, nothing } from 'lit';
import type { MappingInput } from '@ferry/client';
import type { MappingDraft, TransformationDraft } from './pipeline-settings.ts';
import type { MappingAssist, OptionResult } from './mapping-assist.ts';
import type { Translate } from './i18n.ts';
import { rich } from './rich-text.ts';

export interface TargetColumn { key: string; label: string; columnType: string; optionConfiguration?: { options?: unknown[] } }

/** What the engine suggested for a target column (the preview's mapping report). */
export interface Suggestion { source_columns: string[]; confidence?: number; reason?: string; origin?: string }

export interface MappingEditorOptions {
  /** The host's texts. */
  t: Translate;
  targets: TargetColumn[];
  /** The input columns of the sample (empty: typed by hand). */
  sources: string[];
  mappings: MappingDraft[];
  suggestions?: Map<string, Suggestion>;
  /** Suggestion help (column candidates, formulas from prompts, option matching) when a sample is known. */
  assist?: MappingAssist;
  /** The TDM id (option matching asks by it). */
  tdmId?: string | null;
  change: (next: MappingDraft[]) => void;
}

function shown(tr: Translate, v: unknown): string {
  if (v === null || v === undefined || v === '') return tr('mapping.empty');
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function updateMapping(mappings: MappingDraft[], target: string, patch: Partial<MappingDraft> | null): MappingDraft[] {
  const rest = mappings.filter((m) => m.target_column !== target);
  if (patch === null) return rest;
  const current = mappings.find((m) => m.target_column === target) ?? { source_columns: [], target_column: target, transformations: [] };
  return [...rest, { ...current, ...patch }];
}

const count = (n: number) => n.toLocaleString();

/** An option matching answer: what was judged (a sample of N rows, or every row of the file), each value with its option, and what to do. */
function renderOptionAnswer(o: MappingEditorOptions, t: TargetColumn, valueSource: string | null, answer: NonNullable<OptionResult['answer']>, add: () => void) {
  const tr = o.t;
  const judged = answer.judged;
  const unmatched = answer.options.filter((m) => m.option === null);
  const mapping = Object.keys(JSON.parse(answer.transformation.function) as object).length;
  const rows = tr('mapping.rows', { count: judged.rows });
  const distinct = tr('mapping.distinct', { count: judged.distinct_values });
  const scope = judged.whole_file
    ? tr(judged.truncated ? 'mapping.judgedWholeTruncated' : 'mapping.judgedWhole', { file: o.assist?.file?.file_name ?? tr('mapping.theFile'), rows, distinct })
    : tr('mapping.judgedSample', { rows, distinct });
  const unmatchedRows = unmatched.reduce((n, m) => n + (m.rows ?? 0), 0);
  return html`<div class="suggested" role="status" aria-label=${tr('mapping.optionMatchesFor', { label: t.label })}>
    <p>${scope}
      ${!judged.whole_file && o.assist?.file ? html`<button class="link" @click=${() => void o.assist!.suggestOptions(o.tdmId!, t.key, valueSource, true)}>${tr('mapping.checkWholeFile')}</button>` : nothing}</p>
    <table class="sheet" aria-label=${tr('mapping.valuesOf', { column: valueSource ?? '' })}><thead><tr><th scope="col">${tr('mapping.valueInFile')}</th>${judged.whole_file ? html`<th scope="col">${tr('mapping.rowsColumn')}</th>` : nothing}<th scope="col">${tr('mapping.option')}</th><th scope="col">${tr('mapping.why')}</th></tr></thead>
      <tbody>${answer.options.slice(0, 200).map((m) => html`<tr><td>${m.value}</td>${judged.whole_file ? html`<td>${count(m.rows ?? 0)}</td>` : nothing}<td>${m.option === null ? html`<span class="bad">${tr('mapping.none')}</span>` : html`<strong>${m.label ?? m.option}</strong> (${Math.round(m.confidence * 100)}%)`}</td><td class="muted">${m.reason}</td></tr>`)}</tbody></table>
    ${answer.options.length > 200 ? html`<p class="hint">${tr('mapping.moreValues', { count: answer.options.length - 200 })}</p>` : nothing}
    ${unmatched.length ? html`<p class="bad">${judged.whole_file ? tr('mapping.unmatchedRows', { count: unmatched.length, rows: tr('mapping.rows', { count: unmatchedRows }) }) : tr('mapping.unmatched', { count: unmatched.length })}</p>` : nothing}
    ${mapping
      ? html`<button class="primary" @click=${add}>${tr('mapping.addOptionMapping')}</button>`
      : html`<span class="muted">${unmatched.length ? tr('mapping.nothingToMap') : judged.whole_file ? tr('mapping.allOptionsFile') : tr('mapping.allOptionsRows', { count: judged.rows })}</span>`}
    <button class="link" @click=${() => o.assist!.clearOptions(t.key)}>${tr('mapping.dismiss')}</button>
  </div>`;
}

export function renderMappingEditor(o: MappingEditorOptions) {
  const tx = o.t;
  const byTarget = new Map(o.mappings.map((m) => [m.target_column, m]));
  const assisted = o.assist?.byTarget();
  const hasSample = (o.assist?.sample.headers.length ?? 0) > 0;
  return html`<div class="scroll-x"><table part="mapping">
    <thead><tr><th scope="col">${tx('mapping.target')}</th><th scope="col">${tx('mapping.input')}</th><th scope="col">${tx('mapping.transformations')}</th></tr></thead>
    <tbody>${o.targets.map((t) => {
      const saved = byTarget.get(t.key);
      const candidates = assisted?.get(t.key);
      const suggestion: Suggestion | undefined = o.suggestions?.get(t.key) ?? (candidates ? { source_columns: candidates.source_columns, confidence: candidates.confidence, reason: candidates.reason } : undefined);
      const others = (candidates?.alternatives ?? []).filter((a) => !suggestion?.source_columns.includes(a.source_column) && !(saved?.source_columns ?? []).includes(a.source_column)).slice(0, 3);
      const valueSource = saved?.source_columns.length === 1 ? saved.source_columns[0] : suggestion?.source_columns.length === 1 ? suggestion.source_columns[0] : null;
      const formula = o.assist?.formulas.get(t.key);
      const optionMatch = o.assist?.options.get(t.key);
      const isCategory = t.columnType === 'category' && (t.optionConfiguration?.options?.length ?? 0) > 0;
      const sources = saved?.source_columns.length ? saved.source_columns : [];
      const transformations = saved?.transformations ?? [];
      const setTransformations = (next: TransformationDraft[]) =>
        o.change(updateMapping(o.mappings, t.key, { source_columns: sources.length ? sources : suggestion?.source_columns ?? [], transformations: next }));
      return html`<tr>
        <td><strong>${t.label}</strong><br><code class="muted">${t.key}</code> <span class="muted">${t.columnType}</span></td>
        <td>
          ${o.sources.length
            ? html`<select aria-label=${tx('mapping.inputFor', { label: t.label })} @change=${(e: Event) => {
                const v = (e.target as HTMLSelectElement).value;
                o.change(v === '' ? updateMapping(o.mappings, t.key, null) : updateMapping(o.mappings, t.key, { source_columns: v === '\u0000none' ? [] : [v] }));
              }}>
                <option value="" ?selected=${!saved}>${suggestion?.source_columns.length ? tx('mapping.automatic', { columns: suggestion.source_columns.join(' + ') }) : tx('mapping.automaticNone')}</option>
                ${o.sources.map((s) => html`<option value=${s} ?selected=${saved?.source_columns.length === 1 && saved.source_columns[0] === s}>${s}</option>`)}
                ${sources.length > 1 ? html`<option selected value=${sources[0]}>${sources.join(' + ')}</option>` : nothing}
                ${sources.length === 1 && !o.sources.includes(sources[0]) ? html`<option selected value=${sources[0]}>${tx('mapping.notInFile', { column: sources[0]! })}</option>` : nothing}
              </select>`
            : html`<input aria-label=${tx('mapping.inputsFor', { label: t.label })} placeholder=${tx('mapping.automaticPlaceholder')} .value=${sources.join(', ')}
                @change=${(e: Event) => {
                  const v = (e.target as HTMLInputElement).value.split(',').map((s) => s.trim()).filter(Boolean);
                  o.change(v.length || transformations.length ? updateMapping(o.mappings, t.key, { source_columns: v }) : updateMapping(o.mappings, t.key, null));
                }}>`}
          ${suggestion && !saved?.source_columns.length
            ? html`<p class="hint">${suggestion.source_columns.length
              ? html`${rich(tx('mapping.suggested'), { columns: suggestion.source_columns.join(' + ') })}${typeof suggestion.confidence === 'number' ? html` · ${tx('mapping.confidence', { percent: Math.round(suggestion.confidence * 100) })}` : nothing}${suggestion.reason ? html`<br>${suggestion.reason}` : nothing}`
              : tx('mapping.noMatch')}</p>`
            : nothing}
          ${others.length && o.sources.length ? html`<p class="hint">${tx('mapping.otherCandidates')} ${others.map((a, i) => html`${i ? ', ' : ''}<button class="link" aria-label=${tx('mapping.mapTo', { column: a.source_column, label: t.label })}
              @click=${() => o.change(updateMapping(o.mappings, t.key, { source_columns: [a.source_column] }))}>${a.source_column}</button> (${Math.round(a.confidence * 100)}%)`)}</p>` : nothing}
        </td>
        <td>
          ${transformations.map((tr, i) => html`<div class="row" style="margin-bottom:4px">
            <select aria-label=${tx('mapping.kindOf', { n: i + 1, label: t.label })} @change=${(e: Event) => setTransformations(transformations.map((x, j) => (j === i ? { ...x, type: (e.target as HTMLSelectElement).value as TransformationDraft['type'] } : x)))}>
              <option value="HYPER_FORMULA" ?selected=${tr.type === 'HYPER_FORMULA'}>${tx('mapping.formula')}</option>
              <option value="OPTION_MAPPING" ?selected=${tr.type === 'OPTION_MAPPING'}>${tx('mapping.optionMapping')}</option>
            </select>
            <input style="flex:1;min-width:14em;font-family:ui-monospace,monospace" aria-label=${tx('mapping.transformationOf', { n: i + 1, label: t.label })}
              placeholder=${tr.type === 'HYPER_FORMULA' ? '=UPPER({value})' : tx('mapping.optionPlaceholder')} .value=${tr.function}
              @change=${(e: Event) => setTransformations(transformations.map((x, j) => (j === i ? { ...x, function: (e.target as HTMLInputElement).value } : x)))}>
            <button class="link" aria-label=${tx('mapping.removeTransformation', { n: i + 1, label: t.label })} @click=${() => setTransformations(transformations.filter((_x, j) => j !== i))}>${tx('mapping.remove')}</button>
          </div>`)}
          <button class="link" aria-label=${tx('mapping.addTransformationTo', { label: t.label })} @click=${() => setTransformations([...transformations, { type: 'HYPER_FORMULA', function: '' }])}>${tx('mapping.addTransformation')}</button>
          ${o.assist && hasSample ? html`<div class="row describe" style="margin-top:4px">
            <input style="flex:1;min-width:12em" aria-label=${tx('mapping.describeTo', { label: t.label })} placeholder=${tx('mapping.describePlaceholder')} title=${tx('mapping.describeTitle')}
              .value=${formula?.prompt ?? ''} @input=${(e: Event) => o.assist!.setPrompt(t.key, (e.target as HTMLInputElement).value)}
              @keydown=${(e: KeyboardEvent) => { if (e.key === 'Enter') void o.assist!.suggestFormula(t.key, valueSource); }}>
            <button ?disabled=${formula?.busy || !(formula?.prompt ?? '').trim()} @click=${() => void o.assist!.suggestFormula(t.key, valueSource)}>${formula?.busy ? tx('mapping.suggesting') : tx('mapping.suggestFormula')}</button>
          </div>` : nothing}
          ${formula?.failed ? html`<p class="alert" role="alert">${formula.failed}</p>` : nothing}
          ${formula?.answer ? html`<div class="suggested" role="status" aria-label=${tx('mapping.suggestedFormulaFor', { label: t.label })}>
            ${formula.answer.transformation
              ? html`<p><code>${formula.answer.transformation.function}</code><br><span class="muted">${formula.answer.explanation}</span></p>
                ${formula.answer.preview.length
                  ? html`<table class="sheet" aria-label=${tx('mapping.formulaOnSample', { label: t.label })}><thead><tr><th scope="col">${tx('mapping.before')}</th><th scope="col">${tx('mapping.after')}</th></tr></thead>
                    <tbody>${formula.answer.preview.slice(0, 5).map((r) => html`<tr><td class="was">${shown(tx, r.before)}</td><td>${r.error ? html`<span class="bad">${r.error}</span>` : html`<strong>${shown(tx, r.after)}</strong>`}</td></tr>`)}</tbody></table>`
                  : html`<p class="hint">${tx('mapping.noSampleRows')}</p>`}
                <button class="primary" @click=${() => { setTransformations([...transformations, { type: 'HYPER_FORMULA', function: formula.answer!.transformation!.function, prompt: formula.answer!.transformation!.prompt }]); o.assist!.clearFormula(t.key); }}>${tx('mapping.addFormula')}</button>
                <button class="link" @click=${() => o.assist!.clearFormula(t.key)}>${tx('mapping.dismiss')}</button>`
              : html`<p>${formula.answer.explanation}</p><button class="link" @click=${() => o.assist!.clearFormula(t.key)}>${tx('mapping.dismiss')}</button>`}
          </div>` : nothing}
          ${o.assist && (hasSample || o.assist.file) && isCategory && o.tdmId ? html`<button class="link" ?disabled=${optionMatch?.busy || !valueSource} @click=${() => void o.assist!.suggestOptions(o.tdmId!, t.key, valueSource)}>${optionMatch?.busy ? tx('mapping.matching') : tx('mapping.matchValues')}</button>` : nothing}
          ${optionMatch?.failed ? html`<p class="alert" role="alert">${optionMatch.failed}</p>` : nothing}
          ${optionMatch?.answer ? renderOptionAnswer(o, t, valueSource, optionMatch.answer, () => { setTransformations([...transformations, { type: 'OPTION_MAPPING', function: optionMatch.answer!.transformation.function }]); o.assist!.clearOptions(t.key); }) : nothing}
        </td>
      </tr>`;
    })}</tbody></table></div>
    <p class="hint">${rich(tx('mapping.formulaHint'))}</p>`;
}

/** Styles of the editor's suggestion boxes (hosts add them to their styles). */
export const mappingEditorStyles = css`
  .suggested { border: 1px solid var(--_border); border-left: 4px solid var(--_primary); border-radius: 6px; padding: 6px var(--_space); margin: 6px 0; background: var(--_surface); }
  .suggested p { margin: 4px 0; }
  .suggested table { margin: 4px 0; }
  .suggested td, .suggested table.sheet td { white-space: normal; overflow: visible; text-overflow: clip; max-width: none; }
  .suggested code { word-break: break-all; }
  .was { color: var(--_muted); }
  .bad { color: var(--_danger); font-weight: 600; }
  .reason { border-left: 4px solid var(--_primary); padding: 4px var(--_space); margin: var(--_space) 0; background: var(--_surface); }
`;

/** Mappings as the API takes them: empty transformations dropped, mappings without input columns or transformations left out. */
export function mappingsForApi(mappings: MappingDraft[]): MappingInput[] {
  return mappings
    .map((m) => ({ ...m, transformations: (m.transformations ?? []).filter((t) => t.function.trim()).map(({ name, ...t }) => (name == null ? t : { ...t, name })) }))
    .filter((m) => m.source_columns.length > 0);
}
