/**
 * @ferry/engine — the import engine (read → header → map → transform → validate → write).
 * A pure library: no database, no HTTP. See ./types.ts for the contract, ./contracts.ts for the
 * stages and docs/engine.md for how a file goes through them.
 *
 * The server's worker calls {@link runImport}; its `ferry` binary dispatches `ferry run …` to
 * {@link runCommand}. The TDM check is exported for `POST /tdm`, the stages for tools and tests.
 */
export * from './types.ts';
export type * from './contracts.ts';

export { runImport } from './run.ts';
export { runCommand, EXIT_FAILED, EXIT_OK, EXIT_THRESHOLD, type CommandIo } from './cli/run-command.ts';

export { checkTdm, tdmKey, TDM_LIMITS, type CheckTdmResult, type TdmProblem } from './tdm/index.ts';
export { openTable, DEFAULT_LIMITS, resolveLimits } from './readers/index.ts';
export { detectHeader, HEADER_WINDOW } from './header/detect-header.ts';
export { FooterFilter, FOOTER_LOOKBEHIND } from './header/footer-filter.ts';
export { headerNames } from './header/header-names.ts';
export { resolveMapping, MAPPING_SAMPLE_ROWS } from './mapping/resolve-mapping.ts';
export { applySchemaPolicy, columnDrift, findHeader, shapeChanged, SCHEMA_POLICIES, type ColumnDrift, type SchemaDecision, type SchemaPolicy } from './mapping/schema-policy.ts';
export { suggestMappings, suggestColumns, DEFAULT_MATCH_THRESHOLD, type AlreadyMapped, type ColumnSuggestion, type MappingMemoryEntry, type MappingSuggestion, type SuggestOptions } from './mapping/matcher.ts';
export { compileTransformations, type CompileTransformationsInput } from './transform/index.ts';
export { compileValidator } from './validate/index.ts';
export { openWriter } from './writers/open-writer.ts';
export { DEVELOPER_MODE_ROWS } from './run/row-pipeline.ts';
export { compareOutput, readRowsFile, kindOf, CHANGE_CODES, CHANGE_KINDS, REMOVED_KEYS_SAMPLE, type ChangeKind, type ChangeReport, type CompareOptions, type KeyValue } from './changes/compare.ts';
