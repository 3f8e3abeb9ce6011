/**
 * Mapping help for the mapping editor (CreatePipeline, PipelineDetails): column suggestions
 * from `POST /mapping/suggest` (confidence, reason, alternatives), formulas from a prompt
 * (`POST /transformation/suggest`, with before/after values on the sample) and option matches
 * for category columns (`POST /mapping/suggest-options`). Holds the answers between renders;
 * the host re-renders when `update` is called.
 */
import type { FerryClient, HeaderConfigInput, SheetConfigInput } from '@ferry/client';
import { describeError } from './errors.ts';
import type { Translate } from './i18n.ts';

/** One input column's suggestion (the API's ColumnMappingSuggestion). */
export interface ColumnSuggestion {
  source_column: string;
  target_column: string | null;
  confidence: number;
  reason: string;
  alternatives: Array<{ target_column: string; confidence: number }>;
  match?: string;
}

/** What the editor shows for one target column. */
export interface TargetSuggestion {
  /** Input columns suggested for it (two or three for a joined full name). */
  source_columns: string[];
  confidence?: number;
  reason?: string;
  /** Other input columns that could feed it, best first. */
  alternatives: Array<{ source_column: string; confidence: number }>;
}

export interface FormulaResult {
  busy: boolean;
  prompt: string;
  answer?: {
    transformation: { type: 'HYPER_FORMULA'; name: string; prompt: string; function: string } | null;
    intent: string | null;
    explanation: string;
    preview: Array<{ row: number; before: unknown; after: unknown; error: string | null }>;
  };
  failed?: string;
}

export interface OptionResult {
  busy: boolean;
  answer?: {
    options: Array<{ value: string; option: string | null; label: string | null; confidence: number; layer: string | null; reason: string; rows?: number }>;
    transformation: { type: 'OPTION_MAPPING'; name: string; function: string };
    /** What the answer is based on: the rows judged, whether they were the whole file. */
    judged: { rows: number; distinct_values: number; whole_file: boolean; truncated: boolean };
  };
  failed?: string;
}

/** A file the server can read whole for option matching: a pipeline sample or an execution's input. */
export interface AssistFile {
  sample_id?: string;
  execution_id?: string;
  header_config?: HeaderConfigInput | null;
  sheet_config?: SheetConfigInput | null;
  /** Its name, to say which file was judged. */
  file_name?: string;
}

/** The sample the help works on: input headers and data rows (cells in header order). */
export interface AssistSample {
  headers: string[];
  rows: unknown[][];
}

const cell = (v: unknown): string | number | boolean | null => (v === undefined ? null : typeof v === 'object' && v !== null ? JSON.stringify(v) : (v as string | number | boolean | null));

/** See the module comment. */
export class MappingAssist {
  /** The last column suggestions, one per input header. */
  columns: ColumnSuggestion[] = [];
  sample: AssistSample = { headers: [], rows: [] };
  /** The whole file behind the sample, when the server has it (option matching can judge every row). */
  file: AssistFile | null = null;
  readonly formulas = new Map<string, FormulaResult>();
  readonly options = new Map<string, OptionResult>();
  #seq = 0;

  readonly #client: () => FerryClient;
  readonly #update: () => void;
  readonly #t: Translate;

  /** @param client the host's client (read on each call: the token may change); @param update re-renders the host; @param t the host's texts */
  constructor(client: () => FerryClient, update: () => void, t: Translate) {
    this.#client = client;
    this.#update = update;
    this.#t = t;
  }

  /** A failed call in words (the server's message for a refused request; ours for the rest). */
  #failure(error: unknown): string {
    const shown = describeError(error, this.#t);
    return [shown.message, ...shown.problems].join(' ');
  }

  private client(): FerryClient {
    return this.#client();
  }

  private update(): void {
    this.#update();
  }

  /** Asks for column suggestions of `sample` against TDM `tdm`; stale answers are dropped. */
  async suggestColumns(tdm: string, sample: AssistSample): Promise<void> {
    this.sample = sample;
    if (sample.headers.length === 0) return;
    const seq = ++this.#seq;
    try {
      const answer = await this.client().suggestMapping({ tdm, headers: sample.headers.slice(0, 1000), rows: sample.rows.slice(0, 50).map((r) => sample.headers.map((_h, i) => cell(r[i]))) });
      if (seq !== this.#seq) return;
      this.columns = (answer.data as { mappings: ColumnSuggestion[] }).mappings;
    } catch {
      if (seq === this.#seq) this.columns = [];
    }
    this.update();
  }

  /** The suggestions per target key: the input columns suggested, and the alternatives that name it. */
  byTarget(): Map<string, TargetSuggestion> {
    const map = new Map<string, TargetSuggestion>();
    const get = (key: string) => map.get(key) ?? map.set(key, { source_columns: [], alternatives: [] }).get(key)!;
    for (const c of this.columns) {
      if (c.target_column) {
        const s = get(c.target_column);
        s.source_columns.push(c.source_column);
        s.confidence = s.confidence === undefined ? c.confidence : Math.min(s.confidence, c.confidence);
        s.reason = s.reason ? s.reason : c.reason;
      }
      for (const a of c.alternatives) get(a.target_column).alternatives.push({ source_column: c.source_column, confidence: a.confidence });
    }
    for (const s of map.values()) s.alternatives.sort((a, b) => b.confidence - a.confidence);
    return map;
  }

  /** The input column suggested for `target`, if any. */
  sourceFor(target: string): string | null {
    return this.columns.find((c) => c.target_column === target)?.source_column ?? null;
  }

  /** Sets the prompt typed for `target`. */
  setPrompt(target: string, prompt: string): void {
    const current = this.formulas.get(target);
    this.formulas.set(target, { busy: false, ...current, prompt });
    this.update();
  }

  /** Asks for a formula for `target`'s prompt, tried on the sample with `{value}` from `sourceColumn`. */
  async suggestFormula(target: string, sourceColumn: string | null): Promise<void> {
    const state = this.formulas.get(target);
    const prompt = state?.prompt.trim() ?? '';
    if (!prompt) return;
    this.formulas.set(target, { prompt: state!.prompt, busy: true });
    this.update();
    try {
      const { headers, rows } = this.sample;
      const answer = await this.client().suggestTransformation({
        prompt,
        headers,
        rows: rows.slice(0, 8).map((r) => headers.map((_h, i) => cell(r[i]))),
        source_column: sourceColumn && headers.includes(sourceColumn) ? sourceColumn : null,
      });
      this.formulas.set(target, { prompt: state!.prompt, busy: false, answer: answer.data as FormulaResult['answer'] });
    } catch (error) {
      this.formulas.set(target, { prompt: state!.prompt, busy: false, failed: this.#failure(error) });
    }
    this.update();
  }

  /** Forgets the formula answer of `target` (after it was added or dismissed). */
  clearFormula(target: string): void {
    this.formulas.delete(target);
    this.update();
  }

  /**
   * Asks which option each value of `sourceColumn` stands for: the values of the sample rows, or,
   * with `wholeFile` (or when the sample holds no rows but the file is known), every row of the
   * file, read by the server.
   */
  async suggestOptions(tdm: string, target: string, sourceColumn: string | null, wholeFile = false): Promise<void> {
    const index = sourceColumn ? this.sample.headers.indexOf(sourceColumn) : -1;
    const values = this.sample.rows.map((r) => (index >= 0 ? r[index] : null)).filter((v): v is string | number => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number').map(String);
    const whole = !!this.file && !!sourceColumn && (wholeFile || values.length === 0);
    if (!whole && values.length === 0) {
      this.options.set(target, { busy: false, failed: this.#t('mapping.noSampleValues') });
      this.update();
      return;
    }
    this.options.set(target, { busy: true });
    this.update();
    try {
      const { file_name: _name, ...file } = this.file ?? {};
      const answer = await this.client().suggestOptionMapping({ tdm, column: target, ...(whole ? { source: { ...file, source_column: sourceColumn } } : { values: values.slice(0, 1000) }) });
      this.options.set(target, { busy: false, answer: answer.data as OptionResult['answer'] });
    } catch (error) {
      this.options.set(target, { busy: false, failed: this.#failure(error) });
    }
    this.update();
  }

  clearOptions(target: string): void {
    this.options.delete(target);
    this.update();
  }
}
