/**
 * Ferry's HyperFormula function plugin: guards and additions that both the compiled fast path
 * (./formula-functions.ts) and HyperFormula use, so the two stay identical.
 *
 *   REPT        results longer than 32,767 characters are #VALUE! (SECURITY.md "formula abuse":
 *               `=REPT(REPT("x",30000),30000)` would otherwise build a 900-million-character string)
 *   SUBSTITUTE  literal replacement; an empty search text returns the text unchanged (HyperFormula
 *               inserts the replacement between every character and, with a fractional occurrence
 *               number, never returns); results longer than 32,767 characters are #VALUE!
 *   CONCAT      Excel's CONCAT, the same as CONCATENATE (HyperFormula 3.5 has no CONCAT)
 *
 * The plugin is given per instance (`functionPlugins`), never registered globally, and its names
 * are added to a copy of the enGB language registered as {@link FERRY_LANGUAGE}.
 */
import { CellError, ErrorType, FunctionArgumentType, FunctionPlugin, HyperFormula } from 'hyperformula';
import { enGB } from 'hyperformula/i18n/languages';
import { rept, substitute } from './formula-functions.ts';
import { FormulaError } from './formula-values.ts';

type RunArgs = Parameters<FunctionPlugin['runFunction']>;
/** HyperFormula's call node and interpreter state, as a plugin method receives them. */
type ProcedureAst = { args: RunArgs[0] };
type InterpreterState = RunArgs[1];

/** The language code of enGB plus Ferry's functions. */
export const FERRY_LANGUAGE = 'ferryEN';

function toCellError(v: string | FormulaError): string | CellError {
  return v instanceof FormulaError ? new CellError(ErrorType.VALUE, 'Result longer than 32,767 characters or invalid count') : v;
}

export class FerryFunctionsPlugin extends FunctionPlugin {
  static implementedFunctions = {
    REPT: {
      method: 'rept',
      parameters: [{ argumentType: FunctionArgumentType.STRING }, { argumentType: FunctionArgumentType.NUMBER }],
    },
    SUBSTITUTE: {
      method: 'substitute',
      parameters: [
        { argumentType: FunctionArgumentType.STRING },
        { argumentType: FunctionArgumentType.STRING },
        { argumentType: FunctionArgumentType.STRING },
        { argumentType: FunctionArgumentType.NUMBER, optionalArg: true },
      ],
    },
    CONCAT: {
      method: 'concat',
      parameters: [{ argumentType: FunctionArgumentType.STRING }],
      repeatLastArgs: 1,
      expandRanges: true,
    },
  };

  rept(ast: ProcedureAst, state: InterpreterState) {
    return this.runFunction(ast.args, state, this.metadata('REPT'), (text: string, count: number) => toCellError(rept(text, count)));
  }

  substitute(ast: ProcedureAst, state: InterpreterState) {
    return this.runFunction(ast.args, state, this.metadata('SUBSTITUTE'),
      (text: string, search: string, replacement: string, occurrence?: number) => toCellError(substitute(text, search, replacement, occurrence)));
  }

  concat(ast: ProcedureAst, state: InterpreterState) {
    return this.runFunction(ast.args, state, this.metadata('CONCAT'), (...parts: string[]) => ''.concat(...parts));
  }
}

/** Registers {@link FERRY_LANGUAGE} once per process. */
export function ensureFerryLanguage(): void {
  if (HyperFormula.getRegisteredLanguagesCodes().includes(FERRY_LANGUAGE)) return;
  const names = Object.fromEntries(Object.keys(FerryFunctionsPlugin.implementedFunctions).map((n) => [n, n]));
  HyperFormula.registerLanguage(FERRY_LANGUAGE, { ...enGB, functions: { ...enGB.functions, ...names } });
}

/** The plugin list of a Ferry HyperFormula instance: every built-in plugin, then Ferry's. */
export function ferryFunctionPlugins(): unknown[] {
  return [...HyperFormula.getAllFunctionPlugins(), FerryFunctionsPlugin];
}
