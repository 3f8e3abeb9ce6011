/**
 * The stages other folders own, compiled for one run: the transformation plan (transform/) and the
 * validator (validate/). Kept in one place so the run's wiring of their signatures is easy to see.
 */
import type { TransformPlan, Validator } from '../contracts.ts';
import { compileTransformations } from '../transform/index.ts';
import { compileValidator } from '../validate/index.ts';
import type { EngineLimits, MappingReport, TargetDataModel } from '../types.ts';

/** Compiles the TDM into a validator. Throws EngineError TDM_INVALID for a TDM that fails the check. */
export function compileTdmValidator(tdm: TargetDataModel, limits: EngineLimits): Validator {
  return compileValidator(tdm, { limits });
}

/**
 * Compiles the mapping's transformations. Throws EngineError TRANSFORMATION_INVALID (a formula that
 * does not parse, an OPTION_MAPPING that is not a JSON object, a reference to an unknown column)
 * before any data row is processed.
 */
export function compileTransformPlan(tdm: TargetDataModel, mapping: MappingReport, headers: string[], limits: EngineLimits): TransformPlan {
  return compileTransformations({ tdm, mapping, headers, limits });
}
