/**
 * The mapping editor shared by CreatePipeline and PipelineDetails: one line per target column —
 * the input column mapped to it (with the engine's suggestion, confidence and reason when there is
 * one) and its transformations (HYPER_FORMULA formulas, OPTION_MAPPING objects).
 */
import { html, nothing } from 'lit';
import type { MappingDraft, TransformationDraft } from './pipeline-settings.ts';

export interface TargetColumn { key: string; label: string; columnType: string }

/** What the engine suggested for a target column (the preview's mapping report). */
export interface Suggestion { source_columns: string[]; confidence?: number; reason?: string; origin?: string }

export interface MappingEditorOptions {
  targets: TargetColumn[];
  /** The input columns of the sample (empty: typed by hand). */
  sources: string[];
  mappings: MappingDraft[];
  suggestions?: Map<string, Suggestion>;
  change: (next: MappingDraft[]) => void;
}

function updateMapping(mappings: MappingDraft[], target: string, patch: Partial<MappingDraft> | null): MappingDraft[] {
  const rest = mappings.filter((m) => m.target_column !== target);
  if (patch === null) return rest;
  const current = mappings.find((m) => m.target_column === target) ?? { source_columns: [], target_column: target, transformations: [] };
  return [...rest, { ...current, ...patch }];
}

export function renderMappingEditor(o: MappingEditorOptions) {
  const byTarget = new Map(o.mappings.map((m) => [m.target_column, m]));
  return html`<div class="scroll-x"><table part="mapping">
    <thead><tr><th scope="col">Target column</th><th scope="col">Input column</th><th scope="col">Transformations</th></tr></thead>
    <tbody>${o.targets.map((t) => {
      const saved = byTarget.get(t.key);
      const suggestion = o.suggestions?.get(t.key);
      const sources = saved?.source_columns.length ? saved.source_columns : [];
      const transformations = saved?.transformations ?? [];
      const setTransformations = (next: TransformationDraft[]) =>
        o.change(updateMapping(o.mappings, t.key, { source_columns: sources.length ? sources : suggestion?.source_columns ?? [], transformations: next }));
      return html`<tr>
        <td><strong>${t.label}</strong><br><code class="muted">${t.key}</code> <span class="muted">${t.columnType}</span></td>
        <td>
          ${o.sources.length
            ? html`<select aria-label=${`Input column for ${t.label}`} @change=${(e: Event) => {
                const v = (e.target as HTMLSelectElement).value;
                o.change(v === '' ? updateMapping(o.mappings, t.key, null) : updateMapping(o.mappings, t.key, { source_columns: v === '\u0000none' ? [] : [v] }));
              }}>
                <option value="" ?selected=${!saved}>${suggestion?.source_columns.length ? `Automatic: ${suggestion.source_columns.join(' + ')}` : 'Automatic (none found)'}</option>
                ${o.sources.map((s) => html`<option value=${s} ?selected=${saved?.source_columns.length === 1 && saved.source_columns[0] === s}>${s}</option>`)}
                ${sources.length > 1 ? html`<option selected value=${sources[0]}>${sources.join(' + ')}</option>` : nothing}
              </select>`
            : html`<input aria-label=${`Input columns for ${t.label}, comma-separated`} placeholder="Automatic" .value=${sources.join(', ')}
                @change=${(e: Event) => {
                  const v = (e.target as HTMLInputElement).value.split(',').map((s) => s.trim()).filter(Boolean);
                  o.change(v.length || transformations.length ? updateMapping(o.mappings, t.key, { source_columns: v }) : updateMapping(o.mappings, t.key, null));
                }}>`}
          ${suggestion && !saved?.source_columns.length
            ? html`<p class="hint">${suggestion.source_columns.length
              ? html`Suggested: <strong>${suggestion.source_columns.join(' + ')}</strong>${typeof suggestion.confidence === 'number' ? html` · confidence ${Math.round(suggestion.confidence * 100)}%` : nothing}${suggestion.reason ? html`<br>${suggestion.reason}` : nothing}`
              : 'No input column matches; it stays empty.'}</p>`
            : nothing}
        </td>
        <td>
          ${transformations.map((tr, i) => html`<div class="row" style="margin-bottom:4px">
            <select aria-label=${`Kind of transformation ${i + 1} of ${t.label}`} @change=${(e: Event) => setTransformations(transformations.map((x, j) => (j === i ? { ...x, type: (e.target as HTMLSelectElement).value as TransformationDraft['type'] } : x)))}>
              <option value="HYPER_FORMULA" ?selected=${tr.type === 'HYPER_FORMULA'}>Formula</option>
              <option value="OPTION_MAPPING" ?selected=${tr.type === 'OPTION_MAPPING'}>Option mapping</option>
            </select>
            <input style="flex:1;min-width:14em;font-family:ui-monospace,monospace" aria-label=${`Transformation ${i + 1} of ${t.label}`}
              placeholder=${tr.type === 'HYPER_FORMULA' ? '=UPPER({value})' : '{"input value": "option value"}'} .value=${tr.function}
              @change=${(e: Event) => setTransformations(transformations.map((x, j) => (j === i ? { ...x, function: (e.target as HTMLInputElement).value } : x)))}>
            <button class="link" aria-label=${`Remove transformation ${i + 1} of ${t.label}`} @click=${() => setTransformations(transformations.filter((_x, j) => j !== i))}>Remove</button>
          </div>`)}
          <button class="link" aria-label=${`Add transformation to ${t.label}`} @click=${() => setTransformations([...transformations, { type: 'HYPER_FORMULA', function: '' }])}>Add transformation</button>
        </td>
      </tr>`;
    })}</tbody></table></div>
    <p class="hint">Formulas are spreadsheet formulas: <code>{value}</code> is the mapped value, <code>{Header}</code> another input column, e.g. <code>=TRIM(UPPER({value}))</code>.</p>`;
}

/** Mappings as the API takes them: empty transformations dropped, mappings without input columns or transformations left out. */
export function mappingsForApi(mappings: MappingDraft[]): MappingDraft[] {
  return mappings
    .map((m) => ({ ...m, transformations: (m.transformations ?? []).filter((t) => t.function.trim()) }))
    .filter((m) => m.source_columns.length > 0);
}
