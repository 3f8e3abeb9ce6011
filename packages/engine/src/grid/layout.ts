/**
 * What a run's grid store records per TDM column, decided once the mapping is known: the input
 * columns that feed it (lineage's source cell), and its steps — the mapping's transformations,
 * then the pipeline's rules — in the order they run (a column with steps keeps every cell's
 * chain, ./recorder.ts).
 */
import type { MappingReport, TargetDataModel } from '../types.ts';
import type { GridSource, GridStep } from './store-writer.ts';

/** A rule step as lineage names it (rules/index.ts RuleStep: its id, column, type and what it does). */
export interface RuleStepInfo {
  id: string;
  column: string;
  type: string;
  detail: string;
}

export interface GridLayout {
  /** Per column: its steps, in the order they run. */
  steps: GridStep[][];
  sources: GridSource[][];
}

/**
 * The layout of a run's store. `headers` are the input column names (the header row's), `rules`
 * the pipeline rules that run (in order).
 */
export function gridLayout(tdm: TargetDataModel, mapping: MappingReport, headers: readonly string[], rules: readonly RuleStepInfo[] = []): GridLayout {
  const position = new Map<string, number>();
  headers.forEach((h, i) => { if (!position.has(h)) position.set(h, i); });
  const byKey = new Map(mapping.mappings.map((m) => [m.target_column, m]));
  const steps: GridStep[][] = [];
  const sources: GridSource[][] = [];
  for (const column of tdm.columns) {
    const m = byKey.get(column.key);
    const list: GridStep[] = [];
    (m?.transformations ?? []).forEach((t, i) => {
      list.push({ kind: 'TRANSFORMATION', name: t.name ?? `${t.type} ${i + 1}`, detail: t.function });
    });
    for (const rule of rules) if (rule.column === column.key) list.push({ kind: 'RULE', name: rule.type, detail: rule.detail, id: rule.id });
    steps.push(list);
    sources.push((m?.source_columns ?? []).flatMap((header) => {
      const index = position.get(header);
      return index === undefined ? [] : [{ header, index }];
    }));
  }
  return { steps, sources };
}
