/**
 * The review grid's calls to the Ferry API (an execution's rows, checks, fixes, lineage and the
 * pipeline's rules), typed by the API's own shapes. Every call goes through the element's
 * FerryClient (token, retry after a refreshed token, errors as FerryApiError).
 */
import type { Execution, FerryClient, RequestOptions } from '@ferry/client';
import type { CellCheck, GridActor, RowsPage, RowsQuery } from './types.ts';

type Call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, init: { params?: { path?: Record<string, string>; query?: unknown }; body?: unknown }, options?: RequestOptions) => Promise<unknown>;

/** A stored fix of one cell (`GET /execution/{id}/fixes`). */
export interface CellFix {
  id: string;
  row: number;
  column: string;
  previous: string | null;
  value: string | null;
  by: GridActor;
  at: string;
  /** True once a run validated the execution with it. */
  applied: boolean;
  /** The execution a run from the file carried the fix from, or null (made here). */
  carried_from?: string | null;
}

/** A pipeline rule learned from a fix (`/pipeline/{id}/rules`). */
export interface PipelineRule {
  id: string;
  column: string;
  type: 'VALUE_REPLACEMENT' | 'OPTION_MAPPING' | 'HYPER_FORMULA';
  from?: string;
  to?: string | null;
  match_case?: boolean;
  mapping?: Record<string, string>;
  formula?: string;
  active: boolean;
  source_execution: string | null;
  created_at: string;
  created_by: GridActor | null;
  updated_at: string;
  updated_by: GridActor | null;
}

/** What a rule is made of (create and update). */
export type PipelineRuleInput = Pick<PipelineRule, 'column' | 'type'> & Partial<Pick<PipelineRule, 'from' | 'to' | 'match_case' | 'mapping' | 'formula' | 'active' | 'source_execution'>>;

/** Where a cell came from and what happened to it (`GET /execution/{id}/lineage`). */
export interface CellLineage {
  row: number;
  column: string;
  /** null: no input column feeds the cell (unmapped, or computed by a formula). */
  source: { sheet: string | null; row: number; column: string | null; column_index: number | null; text: string | null } | null;
  /** What happened to the value, in order; `message`: the step failed the cell. */
  steps: Array<{ kind: 'TRANSFORMATION' | 'RULE' | 'TYPE' | 'EDIT'; name: string; detail?: string; value: string | null; message?: string; by?: GridActor; at?: string; previous?: string | null }>;
  final: { value: string | null; valid: boolean; message?: string; rule?: string };
}

export class ReviewApi {
  readonly #client: () => FerryClient;

  constructor(client: () => FerryClient) {
    this.#client = client;
  }

  #call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, init: { params?: { path?: Record<string, string>; query?: unknown }; body?: unknown }, options?: RequestOptions): Promise<T> {
    const client = this.#client();
    return (client['call' as keyof FerryClient] as unknown as Call).call(client, method, `/dp/api/v1${path}`, init, options) as Promise<T>;
  }

  /** A page of an execution's rows in the view `query` (`GET /execution/{id}/rows`). */
  rows(id: string, query: RowsQuery, offset: number, limit: number, signal?: AbortSignal): Promise<RowsPage> {
    const q: Record<string, string | number | boolean> = { offset, limit };
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q[k] = v as string | boolean;
    return this.#call('GET', '/execution/{id}/rows', { params: { path: { id }, query: q } }, { signal });
  }

  /** Checks new values with the engine's rules (`POST /execution/{id}/check`, 1–1,000 cells). */
  async check(id: string, cells: Array<{ row: number; column: string; value: string | null }>): Promise<Array<CellCheck & { row: number; column: string; value: string | null }>> {
    const answer = await this.#call<{ data: Array<CellCheck & { row: number; column: string; value: string | null }> }>('POST', '/execution/{id}/check', { params: { path: { id } }, body: { cells } });
    return answer.data;
  }

  /** The fix history, newest first (`GET /execution/{id}/fixes`). */
  async fixes(id: string, offset: number, limit: number): Promise<{ data: CellFix[]; total: number }> {
    let total = Number.NaN;
    const answer = await this.#call<{ data: CellFix[] }>('GET', '/execution/{id}/fixes', { params: { path: { id }, query: { offset, limit } } }, { onResponse: (r) => (total = Number(r.headers.get('x-total-count'))) });
    return { data: answer.data, total: Number.isFinite(total) ? total : answer.data.length };
  }

  /**
   * Runs the execution again from its stored file; `keep_fixes` re-applies the stored fixes,
   * `acceptSchema` first makes the file's columns the pipeline's accepted ones (after a
   * SCHEMA_CHANGED failure) (`POST /execution/{id}/rerun`).
   */
  async rerun(id: string, keepFixes: boolean, acceptSchema = false): Promise<{ data: Execution }> {
    return this.#call('POST', '/execution/{id}/rerun', { params: { path: { id } }, body: { keep_fixes: keepFixes, ...(acceptSchema ? { accept_schema: true } : {}) } });
  }

  /** The lineage of one cell (`GET /execution/{id}/lineage`). */
  async lineage(id: string, row: number, column: string, signal?: AbortSignal): Promise<CellLineage> {
    const answer = await this.#call<{ data: CellLineage }>('GET', '/execution/{id}/lineage', { params: { path: { id }, query: { row, column } } }, { signal });
    return answer.data;
  }

  async rules(pipelineId: string): Promise<PipelineRule[]> {
    const answer = await this.#call<{ data: PipelineRule[] }>('GET', '/pipeline/{id}/rules', { params: { path: { id: pipelineId } } });
    return answer.data;
  }

  async createRule(pipelineId: string, rule: PipelineRuleInput): Promise<PipelineRule> {
    const answer = await this.#call<{ data: PipelineRule }>('POST', '/pipeline/{id}/rules', { params: { path: { id: pipelineId } }, body: rule });
    return answer.data;
  }

  async updateRule(pipelineId: string, ruleId: string, rule: Partial<PipelineRuleInput>): Promise<PipelineRule> {
    const answer = await this.#call<{ data: PipelineRule }>('PUT', '/pipeline/{id}/rules/{rule_id}', { params: { path: { id: pipelineId, rule_id: ruleId } }, body: rule });
    return answer.data;
  }

  async deleteRule(pipelineId: string, ruleId: string): Promise<void> {
    await this.#call('DELETE', '/pipeline/{id}/rules/{rule_id}', { params: { path: { id: pipelineId, rule_id: ruleId } } });
  }
}
