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
 * Argument guards ({@link ARGUMENT_BOUNDS}): the functions whose running time grows without bound
 * with an argument answer #NUM! beyond the bound where they stop being useful, and HyperFormula's
 * own result within it (a guard evaluates the arguments, checks them, then calls the built-in):
 *   WORKDAY, WORKDAY.INTL    start or days beyond ±2,958,465 (the serial of 9999-12-31: no later
 *                            or earlier date exists in Excel's or HyperFormula's calendar)
 *   BESSELI/J/K/Y            an order above 1,000 (J and I are 0 there for |x| < ~900; 10^6 took 0.9 s)
 *   MULTINOMIAL              arguments that sum to more than 10,000 (the loop runs to the sum)
 *   CHIDIST, CHISQ.DIST, CHISQ.DIST.RT, CHISQ.INV, CHISQ.INV.RT (and CHIINV…)
 *                            more than 100,000 degrees of freedom (10^7 took 0.35 s)
 *   GAMMA.INV, GAMMA.DIST (GAMMAINV, GAMMADIST)   a shape (alpha) above 10,000 (10^5 took 40 ms a
 *                            cell, 10^7 1.8 s)
 *   POISSON.DIST (POISSON, POISSONDIST), cumulative   x above 1,000 (the sum runs to x; its result
 *                            is already not a number past ~170; 10^6 took 7.7 s)
 *   NEGBINOM.DIST (NEGBINOMDIST), cumulative   more than 1,000 failures (10^6 took 27 s)
 * The list comes from a scan of every allowed function with arguments of 10^7 (each taking more
 * than 0.2 s was looked at); docs/formulas.md lists the bounds for users.
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

/** Where each guarded function stops: the bound and the argument it applies to (see the module comment). */
export const ARGUMENT_BOUNDS = {
  /** Serial number of 9999-12-31 in the 1900 date system. */
  maxDateSerial: 2_958_465,
  maxBesselOrder: 1_000,
  maxMultinomialSum: 10_000,
  maxChiSquareDegrees: 100_000,
  maxGammaShape: 10_000,
  maxCumulativeCount: 1_000,
} as const;

/** A value no function returns: "the arguments are within bounds, run the built-in". */
const WITHIN = '\u0000ferry:within-bounds';
const beyond = (what: string) => new CellError(ErrorType.NUM, `${what} is beyond what this function computes in reasonable time`);

type Check = (...args: never[]) => CellError | typeof WITHIN;
type PluginClass = typeof FunctionPlugin & { implementedFunctions: Record<string, { method: string }>; aliases?: Record<string, string> };

/** Calls a plugin's protected runFunction (the guards run it as the built-in would). */
type Runner = { runFunction(args: unknown, state: unknown, metadata: unknown, fn: unknown): unknown; metadata(name: string): unknown };

/**
 * A subclass of the built-in plugin implementing `name`, overriding that function's method with a
 * guard: `check` gets the coerced arguments (as the built-in would) and answers #NUM! or WITHIN.
 */
function guarded(checks: Record<string, Check>): PluginClass[] {
  const byPlugin = new Map<PluginClass, string[]>();
  for (const name of Object.keys(checks)) {
    const plugin = HyperFormula.getFunctionPlugin(name) as unknown as PluginClass | undefined;
    // An alias (CHIDIST → CHISQ.DIST.RT) is guarded through the function it names.
    if (!plugin || !plugin.implementedFunctions[name]) continue;
    byPlugin.set(plugin, [...(byPlugin.get(plugin) ?? []), name]);
  }
  return [...byPlugin].map(([Base, names]) => {
    const Guarded = class extends (Base as unknown as new (...a: never[]) => FunctionPlugin) {};
    const implemented: Record<string, unknown> = {};
    for (const name of names) {
      const definition = Base.implementedFunctions[name];
      implemented[name] = definition;
      const builtin = (Base.prototype as unknown as Record<string, (ast: ProcedureAst, state: InterpreterState) => unknown>)[definition.method];
      Object.defineProperty(Guarded.prototype, definition.method, {
        value(this: Runner, ast: ProcedureAst, state: InterpreterState) {
          const verdict = this.runFunction(ast.args, state, this.metadata(name), checks[name]);
          return verdict === WITHIN ? builtin.call(this, ast, state) : verdict;
        },
      });
    }
    Object.defineProperty(Guarded, 'implementedFunctions', { value: implemented });
    const aliases = Object.fromEntries(Object.entries(Base.aliases ?? {}).filter(([, target]) => names.includes(target)));
    Object.defineProperty(Guarded, 'aliases', { value: aliases });
    return Guarded as unknown as PluginClass;
  });
}

const date = (serial: number) => Math.abs(serial) > ARGUMENT_BOUNDS.maxDateSerial;
const order = (_x: number, n: number) => (Math.abs(Math.trunc(n)) > ARGUMENT_BOUNDS.maxBesselOrder ? beyond(`An order above ${ARGUMENT_BOUNDS.maxBesselOrder}`) : WITHIN);
const degrees = (_x: number, df: number) => (Math.trunc(df) > ARGUMENT_BOUNDS.maxChiSquareDegrees ? beyond(`More than ${ARGUMENT_BOUNDS.maxChiSquareDegrees} degrees of freedom`) : WITHIN);
const shape = (_p: number, alpha: number) => (alpha > ARGUMENT_BOUNDS.maxGammaShape ? beyond(`A shape above ${ARGUMENT_BOUNDS.maxGammaShape}`) : WITHIN);
const cumulativeCount = (what: string) => (count: number, ...rest: unknown[]) =>
  (rest[rest.length - 1] === true && Math.trunc(count) > ARGUMENT_BOUNDS.maxCumulativeCount ? beyond(`A cumulative ${what} above ${ARGUMENT_BOUNDS.maxCumulativeCount}`) : WITHIN);
const inverseDegrees = (_p: number, df: number) => degrees(0, df);
const workday = (start: number, days: number) => (date(start) || date(days) ? beyond('A date or number of days past 9999-12-31') : WITHIN);

let guards: PluginClass[] | null = null;

/** The guard plugins (built once per process). */
export function guardPlugins(): PluginClass[] {
  guards ??= guarded({
    WORKDAY: workday as Check,
    'WORKDAY.INTL': workday as Check,
    BESSELI: order as Check, BESSELJ: order as Check, BESSELK: order as Check, BESSELY: order as Check,
    MULTINOMIAL: ((...parts: number[]) => (parts.reduce((a, b) => a + Math.abs(Math.trunc(b)), 0) > ARGUMENT_BOUNDS.maxMultinomialSum ? beyond(`Arguments summing to more than ${ARGUMENT_BOUNDS.maxMultinomialSum}`) : WITHIN)) as Check,
    CHIDIST: degrees as Check, 'CHISQ.DIST': degrees as Check, 'CHISQ.DIST.RT': degrees as Check,
    'GAMMA.INV': shape as Check, GAMMAINV: shape as Check,
    'GAMMA.DIST': ((_x: number, alpha: number) => shape(0, alpha)) as Check,
    'CHISQ.INV': inverseDegrees as Check, 'CHISQ.INV.RT': inverseDegrees as Check,
    'POISSON.DIST': cumulativeCount('x') as Check,
    'NEGBINOM.DIST': cumulativeCount('number of failures') as Check,
  });
  return guards;
}

/** Registers {@link FERRY_LANGUAGE} once per process. */
export function ensureFerryLanguage(): void {
  if (HyperFormula.getRegisteredLanguagesCodes().includes(FERRY_LANGUAGE)) return;
  const names = Object.fromEntries(Object.keys(FerryFunctionsPlugin.implementedFunctions).map((n) => [n, n]));
  HyperFormula.registerLanguage(FERRY_LANGUAGE, { ...enGB, functions: { ...enGB.functions, ...names } });
}

/** The plugin list of a Ferry HyperFormula instance: every built-in plugin, then Ferry's. */
export function ferryFunctionPlugins(): unknown[] {
  return [...HyperFormula.getAllFunctionPlugins(), ...guardPlugins(), FerryFunctionsPlugin];
}
