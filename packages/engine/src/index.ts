/**
 * @ferry/engine — the import engine (read → header → map → transform → validate → write).
 * A pure library: no database, no HTTP. See ./types.ts for the contract, ./contracts.ts for the
 * stages and docs/engine.md for how a file goes through them.
 *
 * The server's worker calls {@link runImport}; its `ferry` binary dispatches `ferry run …` to
 * {@link runCommand}. The TDM check is exported for `POST /tdm`, what checks a configuration when
 * it is saved (formulas, option mappings, option matchers) for the pipeline routes, the stages for
 * tools and tests.
 *
 * The package's entry points (package.json `exports`; nothing else can be imported):
 *   `@ferry/engine`            this file
 *   `@ferry/engine/mapping`    suggestions for a person mapping columns (./mapping/index.ts)
 *   `@ferry/engine/grid`       reading a run's grid store (./grid/index.ts)
 *   `@ferry/engine/cli`        `ferry run` (./cli/run-command.ts), loaded only when it runs
 *   `@ferry/engine/heap-size`, `@ferry/engine/v8-flags`   process settings, loadable without the engine
 *   `@ferry/engine/testing/…`  fidelity, mutate-json and prng helpers for tests and benchmarks
 */
export * from './types.ts';
export type * from './contracts.ts';

export { runImport } from './run.ts';
export { runCommand, EXIT_FAILED, EXIT_OK, EXIT_THRESHOLD, type CommandIo } from './cli/run-command.ts';

export { checkTdm, tdmKey, TDM_LIMITS, type CheckTdmResult, type TdmProblem } from './tdm/index.ts';
export { openTable, sniffFormat, DEFAULT_LIMITS, resolveLimits, type SniffResult } from './readers/index.ts';
export { detectHeader, HEADER_WINDOW } from './header/detect-header.ts';
export { FooterFilter, FOOTER_LOOKBEHIND } from './header/footer-filter.ts';
export { headerNames } from './header/header-names.ts';
export { resolveMapping, MAPPING_SAMPLE_ROWS } from './mapping/resolve-mapping.ts';
export { applySchemaPolicy, columnDrift, findHeader, shapeChanged, SCHEMA_POLICIES, type ColumnDrift, type SchemaDecision, type SchemaPolicy } from './mapping/schema-policy.ts';
export { compileTransformations, type CompileTransformationsInput } from './transform/index.ts';
export { prepareFormula, FormulaInvalid, type PreparedFormula } from './transform/formula-compiler.ts';
export { compileOptionMapping, OptionMappingInvalid, type OptionMappingResult } from './transform/option-mapping.ts';
export { compileOptionMatcher, type OptionMatch, type OptionMatcher } from './transform/option-matcher.ts';
export { compileValidator } from './validate/index.ts';
export { openWriter } from './writers/open-writer.ts';
export { DEVELOPER_MODE_ROWS } from './run/row-pipeline.ts';
export { compareOutput, readRowsFile, kindOf, CHANGE_CODES, CHANGE_KINDS, REMOVED_KEYS_SAMPLE, type ChangeKind, type CompareOptions } from './changes/compare.ts';
