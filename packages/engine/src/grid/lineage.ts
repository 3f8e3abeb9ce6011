/**
 * The lineage of one cell (docs/executions.md "Lineage"): where its value came from and what
 * happened to it, in order — the source cell (sheet, row, header, position, text as read), each
 * transformation and rule step with the value after it, a person's edit, the type conversion —
 * and the final value with its verdict. Read from the grid store alone (./format.ts keeps each
 * cell's chain), so it costs one block read whatever the size of the execution.
 */
import type { TargetDataModel } from '../types.ts';
import { valueText, type StoredValue } from './format.ts';
import { gridValue, type GridStore } from './store-reader.ts';

export interface LineageSource {
  sheet: string | null;
  row: number;
  /** The input column's header (several joined by ` + ` when the mapping joins several). */
  column: string | null;
  column_index: number | null;
  /** The cell as read (several: their texts joined by one space, as the mapping joins them). */
  text: string | null;
  /** When the mapping joins several input columns: each of them. */
  columns?: Array<{ column: string; column_index: number }>;
}

export interface LineageStep {
  kind: 'TRANSFORMATION' | 'RULE' | 'TYPE' | 'EDIT';
  name: string;
  detail?: string;
  /** The value after the step (null: empty, or the step failed the cell). */
  value: string | null;
  /** The step failed the cell: why. */
  message?: string;
  /** A rule step: the rule's id. */
  rule_id?: string;
}

export interface CellLineage {
  row: number;
  column: string;
  source: LineageSource | null;
  steps: LineageStep[];
  final: { value: string | null; valid: boolean; message?: string; rule?: string };
}

/** A target the store lacks (a column, or a row it did not read). */
export class LineageTargetInvalid extends Error {
  readonly field: 'column' | 'row';
  constructor(field: 'column' | 'row', message: string) {
    super(message);
    this.name = 'LineageTargetInvalid';
    this.field = field;
  }
}

/** What the type step did, in words: the column type and its output format or options. */
function typeDetail(tdm: TargetDataModel | null, key: string): { name: string; detail?: string } {
  const column = tdm?.columns.find((c) => c.key === key);
  if (!column) return { name: 'type' };
  const parts: string[] = [];
  if (column.outputFormat) parts.push(`output format ${column.outputFormat}`);
  if (column.optionConfiguration?.options?.length) parts.push(`options ${column.optionConfiguration.options.map((o) => o.value).join(', ')}`);
  if (column.validations?.length) parts.push(`then ${column.validations.map((v) => v.validate).join(', ')}`);
  return { name: String(column.columnType), ...(parts.length ? { detail: parts.join('; ') } : {}) };
}

/**
 * The lineage of the cell in source row `row`, column `column` (a TDM key). `tdm` (the
 * execution's) names the type step. Throws LineageTargetInvalid for a column or row the store lacks.
 */
export async function cellLineage(store: GridStore, tdm: TargetDataModel | null, row: number, column: string): Promise<CellLineage> {
  const meta = store.footer.meta;
  const c = meta.columns.indexOf(column);
  if (c < 0) throw new LineageTargetInvalid('column', `"${column}" is not a column of this execution's target data model (its columns: ${meta.columns.join(', ')})`);
  const at = await store.locateRow(row, { traces: true });
  if (!at) {
    const b = store.footer.blocks;
    throw new LineageTargetInvalid('row', `row ${row} is not one of the rows this execution read (rows ${b.first_row[0] ?? '–'}–${b.last_row.at(-1) ?? '–'}, without header, blank and footer rows)`);
  }
  const { block, index } = at;
  const { value: shown, error } = gridValue(block, index, c);
  const trace = block.body.traces(c).get(index);
  // The chain: as fed, after each step, then a person's edit; without a trace, the value as read is
  // the value shown (its text is the output's, or the erroneous cell's as read).
  const chain: StoredValue[] = trace ? trace.values : [shown];
  const cleaned = trace?.cleaned ?? false;
  const stepsMeta = meta.steps[c];
  const sources = meta.sources[c];
  const fed = valueText(chain[0]);
  const source: LineageSource | null = sources.length === 0
    ? null
    : {
      sheet: meta.sheet,
      row,
      column: sources.map((s) => s.header).join(' + '),
      column_index: sources.length === 1 ? sources[0].index : null,
      text: fed,
      ...(sources.length > 1 ? { columns: sources.map((s) => ({ column: s.header, column_index: s.index })) } : {}),
    };
  const steps: LineageStep[] = [];
  // Values after the steps: chain[1…] (the edit, when there is one, is the chain's last).
  const stepValues = chain.slice(1, cleaned ? chain.length - 1 : chain.length);
  for (let i = 0; i < stepsMeta.length; i++) {
    const step = stepsMeta[i];
    const base = { kind: step.kind, name: step.name, ...(step.detail !== undefined ? { detail: step.detail } : {}), ...(step.id ? { rule_id: step.id } : {}) };
    if (i < stepValues.length) {
      steps.push({ ...base, value: valueText(stepValues[i]) });
      continue;
    }
    // The chain ends here: this step failed the cell (unless a fix replaced it), and the ones after did not run.
    if (!cleaned && error && (error[2] === 'transformation' || error[2] === 'option')) steps.push({ ...base, value: null, message: error[3] });
    break;
  }
  if (cleaned) steps.push({ kind: 'EDIT', name: 'fix', value: valueText(chain[chain.length - 1]) });
  const failedBefore = !cleaned && stepValues.length < stepsMeta.length && error !== null;
  if (!failedBefore) {
    const type = typeDetail(tdm, column);
    steps.push({ kind: 'TYPE', ...type, value: error ? null : valueText(shown), ...(error ? { message: error[3] } : {}) });
  }
  return {
    row,
    column,
    source,
    steps,
    final: { value: valueText(shown), valid: error === null, ...(error ? { message: error[3], rule: error[2] } : {}) },
  };
}
