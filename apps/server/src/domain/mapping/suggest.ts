/**
 * The suggestion endpoints (docs/mapping.md): column mapping (`POST /mapping/suggest`), option
 * mapping (`POST /mapping/suggest-options`) and formulas from prompts
 * (`POST /transformation/suggest`). Offline first (the engine's matcher, option layers and intent
 * library, with the tenant's memory); the language model, when configured, only for what the
 * offline pass left open (./llm.ts). Nothing is stored.
 */
import { matchIntent, suggestColumns, suggestOptions, tryFormula, valuesContradict, warmUpMapping, type ColumnSuggestion, type FormulaTrial, type MappingMemoryEntry, type OptionSuggestion } from '@ferry/engine/mapping';
import { EngineError, type CellValue, type Row, type TdmColumn } from '@ferry/engine';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { subOrganizations } from '../../db/schema.ts';
import { errors } from '../../errors.ts';
import type { Principal } from '../principal.ts';
import { checkedTdm, findVisibleTdm } from '../tdms/service.ts';
import { recall } from './memory.ts';
import { askJson, clip, SAMPLE_VALUES, type LlmConfig, type WarnLog } from './llm.ts';
import { fileColumnValues, type FileValuesSource } from './file-values.ts';
import type { ArtifactStore } from '../../storage/types.ts';

export interface SuggestDeps {
  db: Database;
  config: Pick<Config, 'llm'>;
  log: WarnLog;
}

/**
 * The engine's warm-up of column suggestions (`warmUpMapping`, docs/mapping.md "Latency"): compiles
 * the header lexicon and loads the value checks' libraries, ~100 ms of CPU that the process's first
 * `POST /mapping/suggest` would otherwise spend. The server runs it once it listens
 * (http/routes/mapping.ts). Logs how long it took, or the error: it never throws.
 */
export function warmUpSuggestions(log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void }): void {
  const start = performance.now();
  try {
    warmUpMapping();
    log.info({ ms: Math.round(performance.now() - start) }, 'mapping suggestions warmed up');
  } catch (err) {
    log.error({ err }, 'mapping suggestions warm-up failed: the first suggestion builds what it needs');
  }
}

/** The highest confidence a model's answer gets (it explains itself less than the offline signals). */
const MODEL_CONFIDENCE_CAP = 0.8;

/** The TDM columns of a request: a visible TDM's, or the columns sent. */
async function columnsOf(db: Database, principal: Principal, body: { tdm?: string; columns?: unknown[] }): Promise<TdmColumn[]> {
  if (body.tdm !== undefined && body.columns !== undefined) throw errors.validation('send either "tdm" or "columns", not both', [{ field: 'columns', message: 'cannot be sent with tdm' }]);
  if (body.tdm !== undefined) {
    const row = await findVisibleTdm(db, principal, body.tdm);
    return row.columns as unknown as TdmColumn[];
  }
  if (body.columns !== undefined) return checkedTdm('suggestion', body.columns, null).columns as TdmColumn[];
  throw errors.validation('send "tdm" (a target data model id) or "columns" (TDM columns)', [{ field: 'tdm', message: 'is required (or columns)' }]);
}

/** Whose memory a request reads (docs/mapping.md "Memory"). 404 for a sub-organization the caller cannot see. */
async function memoryScope(db: Database, principal: Principal, subOrganization: string | undefined): Promise<{ organization: boolean; subOrganizationId: string | null }> {
  if (principal.subOrganizationId) {
    if (subOrganization !== undefined && subOrganization !== principal.subOrganizationId) throw errors.notFound('sub-organization', subOrganization);
    return { organization: false, subOrganizationId: principal.subOrganizationId };
  }
  if (subOrganization === undefined) return { organization: true, subOrganizationId: null };
  const [row] = await db.select({ id: subOrganizations.id }).from(subOrganizations).where(and(eq(subOrganizations.id, subOrganization), eq(subOrganizations.organizationId, principal.organizationId))).limit(1);
  if (!row) throw errors.notFound('sub-organization', subOrganization);
  return { organization: true, subOrganizationId: row.id };
}

function samplesOf(headers: string[], rows: CellValue[][]): CellValue[][] {
  return headers.map((_, i) => rows.map((r) => r[i] ?? null));
}

function checkSample(headers: string[], rows: CellValue[][]): void {
  const seen = new Set<string>();
  headers.forEach((h, i) => {
    if (seen.has(h)) throw errors.validation(`headers[${i}] repeats "${h}": input column names must be distinct`, [{ field: `headers[${i}]`, message: 'is a duplicate' }]);
    seen.add(h);
  });
  rows.forEach((r, i) => {
    if (r.length > headers.length) throw errors.validation(`rows[${i}] has ${r.length} cells for ${headers.length} headers`, [{ field: `rows[${i}]`, message: 'has more cells than there are headers' }]);
  });
}

/** `POST /mapping/suggest`: one suggestion per input header, in input order. */
export async function suggestColumnMappings(
  deps: SuggestDeps,
  principal: Principal,
  body: { tdm?: string; columns?: unknown[]; headers: string[]; rows?: CellValue[][]; sub_organization?: string },
): Promise<{ mappings: ColumnSuggestion[] }> {
  const columns = await columnsOf(deps.db, principal, body);
  const rows = body.rows ?? [];
  checkSample(body.headers, rows);
  const scope = await memoryScope(deps.db, principal, body.sub_organization);
  const memory: MappingMemoryEntry[] = await recall(deps.db, principal.organizationId, scope, body.headers);
  const samples = samplesOf(body.headers, rows);
  const mappings = suggestColumns(body.headers, samples, columns, undefined, { memory });
  if (deps.config.llm && mappings.some((m) => m.target_column === null)) {
    await askModelForColumns(deps.config.llm, deps.log, mappings, samples, columns);
  }
  return { mappings };
}

async function askModelForColumns(llm: LlmConfig, log: WarnLog, mappings: ColumnSuggestion[], samples: CellValue[][], columns: TdmColumn[]): Promise<void> {
  const taken = new Set(mappings.map((m) => m.target_column).filter((t): t is string => t !== null));
  const free = columns.filter((c) => !taken.has(c.key));
  const open = mappings.map((m, i) => ({ m, i })).filter(({ m }) => m.target_column === null);
  if (free.length === 0 || open.length === 0) return;
  const question = {
    input_columns: open.map(({ m, i }) => ({ header: m.source_column, sample_values: samples[i].filter((v) => v !== null && v !== '').slice(0, SAMPLE_VALUES).map(clip) })),
    target_columns: free.map((c) => ({ key: c.key, label: c.label, type: c.columnType, ...(c.description ? { description: clip(c.description) } : {}) })),
  };
  const answer = await askJson(
    llm,
    'You map columns of a customer data file to the columns of a target data model. Answer with one JSON object: {"mappings": [{"header": "<input header>", "target_column": "<target key>" or null, "confidence": <0..1>, "reason": "<a few words>"}]}. Map a header only when you are sure; use each target at most once; null is a good answer.',
    JSON.stringify(question),
    log,
  );
  const list = Array.isArray(answer?.mappings) ? (answer.mappings as Array<Record<string, unknown>>) : [];
  for (const item of list) {
    const entry = open.find(({ m }) => m.source_column === item.header && m.target_column === null);
    const target = free.find((c) => c.key === item.target_column);
    if (!entry || !target || taken.has(target.key)) continue;
    const confidence = typeof item.confidence === 'number' && item.confidence >= 0 && item.confidence <= 1 ? item.confidence : 0.5;
    if (valuesContradict(samples[entry.i], target)) continue; // the model cannot overrule the values (the matcher's veto)
    taken.add(target.key);
    const why = typeof item.reason === 'string' ? `: ${clip(item.reason)}` : '';
    mappings[entry.i] = {
      ...entry.m,
      target_column: target.key,
      confidence: Math.round(Math.min(confidence, MODEL_CONFIDENCE_CAP) * 1000) / 1000,
      reason: `suggested by the language model (${llm.model})${why}`,
      match: 'similar',
      alternatives: entry.m.alternatives.filter((a) => a.target_column !== target.key),
    };
  }
}

/** `POST /mapping/suggest-options`: an option for each distinct value, and the OPTION_MAPPING transformation they make. */
export async function suggestOptionMappings(
  deps: SuggestDeps,
  principal: Principal,
  body: { tdm?: string; columns?: unknown[]; column: string; values?: string[]; source?: FileValuesSource; layers?: Array<'EXACT' | 'FUZZY' | 'SMART'> },
  files?: { storage: ArtifactStore; now: Date },
): Promise<{
  column: string;
  options: Array<OptionSuggestion & { label: string | null; rows?: number }>;
  transformation: { type: 'OPTION_MAPPING'; name: string; function: string };
  judged: { rows: number; distinct_values: number; whole_file: boolean; truncated: boolean };
}> {
  const columns = await columnsOf(deps.db, principal, body);
  const column = columns.find((c) => c.key === body.column);
  if (!column) throw errors.validation(`the target data model has no column "${body.column}"`, [{ field: 'column', message: 'is not a column key of the TDM' }]);
  if (column.columnType !== 'category' || !(column.optionConfiguration?.options?.length)) {
    throw errors.validation(`column "${column.key}" is not a category column with options`, [{ field: 'column', message: 'must be a category column with options' }]);
  }
  if ((body.values === undefined) === (body.source === undefined)) {
    throw errors.validation('send either "values" or "source" (a file to read whole)', [{ field: 'values', message: 'send values or source, one of the two' }]);
  }
  let counts: Map<string, number>;
  let judged: { rows: number; distinct_values: number; whole_file: boolean; truncated: boolean };
  if (body.source) {
    if (!files) throw errors.unavailable('file storage is not configured in this process');
    const read = await fileColumnValues(deps.db, files.storage, principal, body.source, files.now);
    counts = read.counts;
    judged = { rows: read.rows, distinct_values: read.counts.size, whole_file: true, truncated: read.truncated };
  } else {
    counts = new Map();
    for (const v of body.values!) counts.set(v, (counts.get(v) ?? 0) + 1);
    judged = { rows: body.values!.length, distinct_values: counts.size, whole_file: false, truncated: false };
  }
  const suggestions: Array<OptionSuggestion & { rows?: number }> = counts.size ? suggestOptions([...counts.keys()], column.optionConfiguration, body.layers) : [];
  for (const s of suggestions) s.rows = counts.get(s.value);
  const layers = body.layers ?? column.optionConfiguration.mappingConfiguration?.layers ?? ['EXACT', 'SMART', 'FUZZY'];
  if (deps.config.llm && layers.includes('SMART') && suggestions.some((s) => s.option === null)) {
    await askModelForOptions(deps.config.llm, deps.log, suggestions, column);
  }
  const labels = new Map(column.optionConfiguration.options.map((o) => [o.value, o.label ?? o.value]));
  const mapping: Record<string, string> = {};
  for (const s of suggestions) if (s.option !== null && s.layer !== 'EXACT') mapping[s.value] = s.option;
  return {
    column: column.key,
    options: suggestions.map((s) => ({ ...s, label: s.option === null ? null : (labels.get(s.option) ?? s.option) })),
    transformation: { type: 'OPTION_MAPPING', name: `${column.key} options`, function: JSON.stringify(mapping) },
    judged,
  };
}

async function askModelForOptions(llm: LlmConfig, log: WarnLog, suggestions: OptionSuggestion[], column: TdmColumn): Promise<void> {
  const options = column.optionConfiguration!.options;
  const open = suggestions.filter((s) => s.option === null).slice(0, 200);
  const answer = await askJson(
    llm,
    'You match values from a customer file to the options of a category column. Answer with one JSON object: {"matches": [{"value": "<input value>", "option": "<option value>" or null, "confidence": <0..1>}]}. Use only the option values given; null when none fits.',
    JSON.stringify({ column: { key: column.key, label: column.label }, options: options.map((o) => ({ value: o.value, label: o.label })), values: open.map((s) => clip(s.value)) }),
    log,
  );
  const list = Array.isArray(answer?.matches) ? (answer.matches as Array<Record<string, unknown>>) : [];
  for (const item of list) {
    const s = open.find((o) => clip(o.value) === item.value && o.option === null);
    const option = options.find((o) => o.value === item.option);
    if (!s || !option) continue;
    const confidence = typeof item.confidence === 'number' && item.confidence >= 0 && item.confidence <= 1 ? item.confidence : 0.5;
    Object.assign(s, { option: option.value, layer: 'SMART', confidence: Math.round(Math.min(confidence, MODEL_CONFIDENCE_CAP) * 1000) / 1000, reason: `suggested by the language model (${llm.model})` });
  }
}

type PreviewValue = string | number | boolean | null;
const previewValue = (v: CellValue): PreviewValue => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

/** What `POST /transformation/suggest` answers. */
export interface TransformationSuggestion {
  transformation: { type: 'HYPER_FORMULA'; name: string; prompt: string; function: string } | null;
  /** The intent recognised (`upper_case`, …), `language_model`, or null. */
  intent: string | null;
  explanation: string;
  /** The formula on the sample: value before, after, and the error where it failed. */
  preview: Array<{ row: number; before: PreviewValue; after: PreviewValue; error: string | null }>;
}

/** `POST /transformation/suggest`: a formula for a prompt, tried on the sample before it is offered. */
export async function suggestTransformation(
  deps: SuggestDeps,
  body: { prompt: string; headers?: string[]; rows?: CellValue[][]; source_column?: string | null },
): Promise<TransformationSuggestion> {
  const headers = body.headers ?? [];
  const rows = (body.rows ?? []) as Row[];
  checkSample(headers, rows);
  if (body.source_column && !headers.includes(body.source_column)) {
    throw errors.validation(`source_column "${body.source_column}" is not one of the headers`, [{ field: 'source_column', message: 'must be one of headers' }]);
  }
  const source = body.source_column ?? null;
  const tried: string[] = [];
  const attempt = (formula: string): FormulaTrial | null => {
    try {
      const trial = tryFormula(formula, headers, rows, source);
      tried.push(formula);
      return trial;
    } catch (err) {
      if (err instanceof EngineError) return null;
      throw err;
    }
  };
  const offer = (formula: string, intent: string, explanation: string, trial: FormulaTrial): TransformationSuggestion => ({
    transformation: { type: 'HYPER_FORMULA', name: body.prompt.slice(0, 100), prompt: body.prompt, function: formula },
    intent,
    explanation,
    preview: trial.before.map((before, row) => ({ row, before: previewValue(before), after: previewValue(trial.after[row] ?? null), error: trial.errors.find((e) => e.row === row)?.message ?? null })),
  });

  if (deps.config.llm) {
    const answer = await askJson(
      deps.config.llm,
      'You write one spreadsheet formula (Excel/HyperFormula syntax) that transforms a value of a data file. {value} is the current value; {Header} is the cell of the input column with that header in the same row. No cell references such as A1. Answer with one JSON object: {"function": "=...", "explanation": "<a few words>"}.',
      JSON.stringify({ request: body.prompt.slice(0, 500), value_comes_from: source, headers, sample_rows: rows.slice(0, SAMPLE_VALUES).map((r) => r.map(clip)) }),
      deps.log,
    );
    if (typeof answer?.function === 'string' && answer.function.length <= 2000) {
      const trial = attempt(answer.function);
      if (trial && trial.errors.length === 0) return offer(answer.function, 'language_model', typeof answer.explanation === 'string' ? clip(answer.explanation) : `written by the language model (${deps.config.llm.model})`, trial);
    }
  }
  const intent = matchIntent(body.prompt, { headers, rows, sourceColumn: source });
  if (!intent) {
    return { transformation: null, intent: null, explanation: 'no known transformation matches this request; try words such as "upper-case", "join first and last name", "format as DD.MM.YYYY", "first 5 characters" or write the formula yourself (docs/formulas.md)', preview: [] };
  }
  let fallback: { formula: string; trial: FormulaTrial } | null = null;
  for (const formula of intent.candidates) {
    const trial = attempt(formula);
    if (!trial) continue;
    if (trial.errors.length === 0) return offer(formula, intent.intent, intent.explanation, trial);
    fallback ??= { formula, trial };
  }
  if (fallback) return offer(fallback.formula, intent.intent, `${intent.explanation} — it fails on ${fallback.trial.errors.length} of ${rows.length} sample rows; check the preview`, fallback.trial);
  return { transformation: null, intent: intent.intent, explanation: `${intent.explanation}, but no formula for it works on these columns`, preview: [] };
}
