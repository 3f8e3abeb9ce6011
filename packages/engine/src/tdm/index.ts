/**
 * Target data model checks (SPEC.md §Target data model): `checkTdm` validates and normalises a TDM
 * as clients send it; the server calls it at save time, the engine before each run.
 */
export { checkTdm, type CheckTdmResult, type TdmProblem } from './check-tdm.ts';
export { tdmKey } from './key.ts';
export { TDM_LIMITS } from './tdm-problems.ts';
export { MAX_REGEX_LENGTH, MAX_REGEX_PROGRAM_SIZE } from '../validate/tenant-regex.ts';
