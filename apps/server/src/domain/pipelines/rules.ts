/**
 * Pipeline rules (docs/executions.md "Rules learned from fixes"): corrections kept for every later
 * execution of a pipeline, made by hand or from a fix. Tenancy is the pipeline's: whoever may see
 * the pipeline may read its rules, whoever may change it may change them (pipeline.read /
 * pipeline.write). Each execution takes the pipeline's active rules when it is created
 * (`snapshot.rules`), so a rule changed later does not change a run under way, and a fix of that
 * execution runs with the rules it ran with; a rerun takes the rules as they are then.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { compileOptionMatcher, type PipelineRule as EngineRule } from '@ferry/engine';
import { MAX_PIPELINE_RULES, MAX_RULE_MAPPING_ENTRIES, type PipelineRuleCreate, type PipelineRuleUpdate } from '@ferry/schemas/pipeline-rules';
import type { Database } from '../../db/client.ts';
import { executions, pipelineRules, tdms } from '../../db/schema.ts';
import { errors, type ErrorDetail } from '../../errors.ts';
import { isId, newId } from '../ids.ts';
import type { Principal } from '../principal.ts';
import { isoTimestamp, type Clock } from '../time.ts';
import { assertCanChange } from '../visibility.ts';
import { transformationProblem } from './configuration.ts';
import { findVisiblePipeline, type PipelineRow } from './service.ts';

export type PipelineRuleRow = typeof pipelineRules.$inferSelect;
type RuleType = PipelineRuleRow['type'];

/** The fields of a rule's definition, per type. */
const DEFINITION_FIELDS: Record<RuleType, readonly string[]> = {
  VALUE_REPLACEMENT: ['from', 'to', 'match_case'],
  OPTION_MAPPING: ['mapping'],
  HYPER_FORMULA: ['formula'],
};

/** A rule as the API answers it. */
export function toPipelineRule(row: PipelineRuleRow) {
  const d = row.definition;
  return {
    id: row.id,
    pipeline_id: row.pipelineId,
    column: row.column,
    type: row.type,
    ...(row.type === 'VALUE_REPLACEMENT' ? { from: String(d.from ?? ''), to: (d.to as string | null | undefined) ?? null, match_case: d.match_case !== false } : {}),
    ...(row.type === 'OPTION_MAPPING' ? { mapping: (d.mapping as Record<string, string>) ?? {} } : {}),
    ...(row.type === 'HYPER_FORMULA' ? { formula: String(d.formula ?? '') } : {}),
    active: row.active,
    source_execution: row.sourceExecution ?? null,
    created_at: isoTimestamp(row.createdAt),
    created_by: row.createdBy ?? null,
    updated_at: isoTimestamp(row.updatedAt),
    updated_by: row.updatedBy ?? null,
  };
}

/** A stored rule as the engine takes it. */
export function engineRule(row: PipelineRuleRow): EngineRule {
  const r = toPipelineRule(row);
  return {
    id: r.id,
    column: r.column,
    type: r.type,
    ...(r.from !== undefined ? { from: r.from } : {}),
    ...(r.to !== undefined ? { to: r.to } : {}),
    ...(r.match_case !== undefined ? { match_case: r.match_case } : {}),
    ...(r.mapping !== undefined ? { mapping: r.mapping } : {}),
    ...(r.formula !== undefined ? { formula: r.formula } : {}),
  };
}

/** The pipeline's TDM columns (404 for none? no: a draft without a TDM has no columns to rule). */
async function tdmColumns(db: Database, pipeline: PipelineRow): Promise<Array<{ key: string; label: string; columnType: string; optionConfiguration?: { options: Array<{ label: string; value: string }> } }>> {
  if (!pipeline.tdmId) throw errors.conflict('PIPELINE_NOT_EXECUTABLE', `pipeline "${pipeline.name}" has no target data model, so its rules have no columns to apply to`);
  const [tdm] = await db.select({ columns: tdms.columns }).from(tdms).where(eq(tdms.id, pipeline.tdmId)).limit(1);
  return (tdm?.columns ?? []) as never;
}

interface Candidate {
  column: string;
  type: RuleType;
  definition: Record<string, unknown>;
  sourceExecution: string | null;
}

/** Checks a rule against the pipeline; throws 400 naming the field. */
async function checkRule(db: Database, pipeline: PipelineRow, rule: Candidate, sent: Record<string, unknown>): Promise<void> {
  const problems: ErrorDetail[] = [];
  for (const [type, fields] of Object.entries(DEFINITION_FIELDS)) {
    if (type === rule.type) continue;
    for (const f of fields) if (sent[f] !== undefined && !DEFINITION_FIELDS[rule.type].includes(f)) problems.push({ field: f, message: `is not a field of a ${rule.type} rule` });
  }
  const columns = await tdmColumns(db, pipeline);
  const column = columns.find((c) => c.key === rule.column);
  if (!column) {
    throw errors.badRequest('UNKNOWN_COLUMN', `body.column: "${rule.column}" is not a column of the pipeline's target data model (its columns: ${columns.map((c) => c.key).join(', ')})`, [{ field: 'column', message: 'is not a column of the target data model', column: rule.column }]);
  }
  const d = rule.definition;
  if (rule.type === 'VALUE_REPLACEMENT') {
    if (typeof d.from !== 'string') problems.push({ field: 'from', message: 'is required: the whole value to replace ("" for an empty cell)' });
    if (d.to === undefined) problems.push({ field: 'to', message: 'is required: the new value, or null to empty the cell' });
  } else if (rule.type === 'OPTION_MAPPING') {
    const mapping = d.mapping as Record<string, string> | undefined;
    const entries = Object.entries(mapping ?? {});
    if (entries.length === 0) problems.push({ field: 'mapping', message: 'is required: at least one input value → option' });
    else if (entries.length > MAX_RULE_MAPPING_ENTRIES) problems.push({ field: 'mapping', message: `has ${entries.length} entries, more than the ${MAX_RULE_MAPPING_ENTRIES} allowed` });
    else if (column.optionConfiguration?.options?.length) {
      const matcher = compileOptionMatcher(column.optionConfiguration as never);
      for (const [from, to] of entries) {
        if (!matcher.matchExact(to)) problems.push({ field: `mapping.${from}`, message: `"${to}" is not an option of column "${column.key}" (its options: ${column.optionConfiguration.options.map((o) => o.value).join(', ')})` });
      }
    }
  } else {
    if (typeof d.formula !== 'string') problems.push({ field: 'formula', message: 'is required' });
    else {
      const problem = transformationProblem({ type: 'HYPER_FORMULA', function: d.formula }, column as never);
      if (problem) problems.push({ field: 'formula', message: problem });
    }
  }
  if (rule.sourceExecution !== null) {
    const [e] = isId(rule.sourceExecution)
      ? await db.select({ id: executions.id }).from(executions).where(and(eq(executions.id, rule.sourceExecution), eq(executions.pipelineId, pipeline.id))).limit(1)
      : [];
    if (!e) problems.push({ field: 'source_execution', message: `"${rule.sourceExecution}" is not an execution of this pipeline` });
  }
  if (problems.length) throw errors.validation(`body.${problems[0]!.field} ${problems[0]!.message}`, problems.map((p) => ({ ...p, field: `body.${p.field}` })));
}

function definitionOf(type: RuleType, input: Record<string, unknown>): Record<string, unknown> {
  if (type === 'VALUE_REPLACEMENT') return { from: input.from, to: input.to === '' ? null : input.to, match_case: input.match_case !== false };
  if (type === 'OPTION_MAPPING') return { mapping: input.mapping };
  return { formula: input.formula };
}

/** The pipeline's rules, in the order they run. Throws 404 (not visible). */
export async function listPipelineRules(db: Database, principal: Principal, pipelineId: string) {
  const pipeline = await findVisiblePipeline(db, principal, pipelineId);
  const rows = await db.select().from(pipelineRules).where(eq(pipelineRules.pipelineId, pipeline.id)).orderBy(asc(pipelineRules.createdAt), asc(pipelineRules.id));
  return rows.map(toPipelineRule);
}

/** Adds a rule; throws 404, 403 (a sub-organization and the organization's pipeline), 400, 409 (no TDM). */
export async function createPipelineRule(db: Database, clock: Clock, principal: Principal, pipelineId: string, input: PipelineRuleCreate) {
  const pipeline = await findVisiblePipeline(db, principal, pipelineId);
  assertCanChange(principal, pipeline, 'pipeline');
  const sent = input as unknown as Record<string, unknown>;
  const candidate: Candidate = { column: input.column, type: input.type, definition: definitionOf(input.type, sent), sourceExecution: input.source_execution ?? null };
  await checkRule(db, pipeline, candidate, sent);
  const [{ n }] = await db.select({ n: count() }).from(pipelineRules).where(eq(pipelineRules.pipelineId, pipeline.id));
  if (Number(n) >= MAX_PIPELINE_RULES) throw errors.validation(`the pipeline has ${MAX_PIPELINE_RULES} rules, the most it may have; delete some first`, [{ field: 'body', message: 'too many rules' }]);
  const now = clock.now();
  const [row] = await db
    .insert(pipelineRules)
    .values({
      id: newId(),
      organizationId: pipeline.organizationId,
      subOrganizationId: pipeline.subOrganizationId,
      pipelineId: pipeline.id,
      column: candidate.column,
      type: candidate.type,
      definition: candidate.definition,
      active: input.active ?? true,
      sourceExecution: candidate.sourceExecution,
      createdAt: now,
      createdBy: principal.actor,
      updatedAt: now,
      updatedBy: principal.actor,
    })
    .returning();
  return toPipelineRule(row!);
}

async function findRule(db: Database, pipeline: PipelineRow, ruleId: string): Promise<PipelineRuleRow> {
  const [row] = isId(ruleId) ? await db.select().from(pipelineRules).where(and(eq(pipelineRules.id, ruleId), eq(pipelineRules.pipelineId, pipeline.id))).limit(1) : [];
  if (!row) throw errors.notFound('pipeline rule', ruleId);
  return row;
}

/** Changes a rule: the fields sent replace the stored ones. Throws as create does, and 404 for an unknown rule. */
export async function updatePipelineRule(db: Database, clock: Clock, principal: Principal, pipelineId: string, ruleId: string, input: PipelineRuleUpdate) {
  const pipeline = await findVisiblePipeline(db, principal, pipelineId);
  assertCanChange(principal, pipeline, 'pipeline');
  const current = await findRule(db, pipeline, ruleId);
  const sent = input as unknown as Record<string, unknown>;
  const type = input.type ?? current.type;
  // A rule keeps its definition's fields unless they are sent (all of them anew when the type changes).
  const merged = { ...(type === current.type ? toPipelineRule(current) : {}), ...sent } as Record<string, unknown>;
  const candidate: Candidate = {
    column: input.column ?? current.column,
    type,
    definition: definitionOf(type, merged),
    sourceExecution: input.source_execution === undefined ? current.sourceExecution : input.source_execution,
  };
  await checkRule(db, pipeline, candidate, sent);
  const [row] = await db
    .update(pipelineRules)
    .set({
      column: candidate.column,
      type: candidate.type,
      definition: candidate.definition,
      active: input.active ?? current.active,
      sourceExecution: candidate.sourceExecution,
      updatedAt: clock.now(),
      updatedBy: principal.actor,
    })
    .where(eq(pipelineRules.id, current.id))
    .returning();
  return toPipelineRule(row!);
}

/** Deletes a rule; answers it as it was. Throws 404, 403. */
export async function deletePipelineRule(db: Database, principal: Principal, pipelineId: string, ruleId: string) {
  const pipeline = await findVisiblePipeline(db, principal, pipelineId);
  assertCanChange(principal, pipeline, 'pipeline');
  const current = await findRule(db, pipeline, ruleId);
  await db.delete(pipelineRules).where(eq(pipelineRules.id, current.id));
  return toPipelineRule(current);
}

/** The active rules an execution of the pipeline runs with, in order (for its snapshot). */
export async function activeRulesFor(db: Database, pipelineId: string): Promise<EngineRule[]> {
  const rows = await db
    .select()
    .from(pipelineRules)
    .where(and(eq(pipelineRules.pipelineId, pipelineId), eq(pipelineRules.active, true)))
    .orderBy(asc(pipelineRules.createdAt), asc(pipelineRules.id));
  return rows.map(engineRule);
}
