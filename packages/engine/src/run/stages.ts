/**
 * The stages other folders own, compiled for one run: the transformation plan (transform/) and the
 * validator (validate/). Kept in one place so the run's wiring of their signatures is easy to see.
 */
import type { TransformPlan, Validator } from '../contracts.ts';
import { compileTransformations } from '../transform/index.ts';
import { compileValidator } from '../validate/index.ts';
import type { EngineLimits, MappingReport, TargetDataModel } from '../types.ts';

/**
 * Compiles the TDM into a validator. `inputRead` gives the share of the input read so far (0–1),
 * for sizing the `unique` rules' filters. Throws EngineError TDM_INVALID for a TDM that fails the check.
 */
export function compileTdmValidator(tdm: TargetDataModel, limits: EngineLimits, inputRead?: () => number): Validator {
  return compileValidator(tdm, { limits, ...(inputRead ? { inputRead } : {}) });
}

/**
 * Compiles the mapping's transformations. Throws EngineError TRANSFORMATION_INVALID (a formula that
 * does not parse, an OPTION_MAPPING that is not a JSON object, a reference to an unknown column)
 * before any data row is processed.
 */
export function compileTransformPlan(tdm: TargetDataModel, mapping: MappingReport, headers: string[], limits: EngineLimits): TransformPlan {
  return compileTransformations({ tdm, mapping, headers, limits });
}
