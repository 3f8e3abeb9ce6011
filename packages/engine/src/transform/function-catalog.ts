/**
 * Which functions a HYPER_FORMULA may call, and with how many arguments: every function of
 * HyperFormula 3.5 plus Ferry's plugin (./hyperformula-plugin.ts), minus the ones that look at the
 * sheet around the formula (ROW, OFFSET, …): a transformation sees its own row only, through
 * `{Column}` references, and the sheet it is evaluated on is an implementation detail.
 *
 * Argument counts follow HyperFormula's function metadata (`parameters`, `repeatLastArgs`,
 * `optionalArg`/`defaultValue`), so a call HyperFormula would answer with #N/A on every row is
 * refused when the transformation is compiled.
 */
import { HyperFormula } from 'hyperformula';
import { FerryFunctionsPlugin } from './hyperformula-plugin.ts';

interface ParameterMeta { optionalArg?: boolean; defaultValue?: unknown }
interface FunctionMeta { parameters?: ParameterMeta[]; repeatLastArgs?: number }
interface PluginClass { implementedFunctions: Record<string, FunctionMeta>; aliases?: Record<string, string> }

/** Functions refused because they observe the sheet layout or other rows. */
export const DENIED_FUNCTIONS = new Set([
  'ADDRESS', 'CELL', 'COLUMN', 'COLUMNS', 'FORMULATEXT', 'INDIRECT', 'ISFORMULA', 'ISREF', 'OFFSET',
  'ROW', 'ROWS', 'SHEET', 'SHEETS',
]);

let catalog: Map<string, FunctionMeta | undefined> | undefined;

function load(): Map<string, FunctionMeta | undefined> {
  const map = new Map<string, FunctionMeta | undefined>();
  const plugins = [...HyperFormula.getAllFunctionPlugins(), FerryFunctionsPlugin] as unknown as PluginClass[];
  for (const plugin of plugins) {
    for (const [name, meta] of Object.entries(plugin.implementedFunctions)) map.set(name, meta);
    for (const [alias, target] of Object.entries(plugin.aliases ?? {})) map.set(alias, plugin.implementedFunctions[target]);
  }
  for (const name of HyperFormula.getRegisteredFunctionNames('enGB')) if (!map.has(name)) map.set(name, undefined);
  for (const name of DENIED_FUNCTIONS) map.delete(name);
  return map;
}

function functions(): Map<string, FunctionMeta | undefined> {
  catalog ??= load();
  return catalog;
}

/** Every function name a HYPER_FORMULA may use (upper case, sorted). */
export function allowedFunctionNames(): string[] {
  return [...functions().keys()].sort();
}

/** Whether a (upper-case) function name may be used. */
export function isKnownFunction(name: string): boolean {
  return functions().has(name);
}

/**
 * Why `count` arguments are wrong for the function, or undefined when they are fine (or the
 * function's metadata does not say). Mirrors HyperFormula's own argument-count check.
 */
export function arityProblem(name: string, count: number): string | undefined {
  const meta = functions().get(name);
  if (!meta?.parameters) return undefined;
  const params = [...meta.parameters];
  const repeat = meta.repeatLastArgs;
  if (repeat !== undefined && Number.isInteger(repeat) && repeat > 0) {
    while (count > params.length) params.push(...params.slice(params.length - repeat));
  }
  const required = params.findIndex((p, i) => i >= count && !(p.optionalArg || p.defaultValue !== undefined));
  const min = meta.parameters.filter((p) => !(p.optionalArg || p.defaultValue !== undefined)).length;
  if (count > params.length || required >= 0) {
    const max = repeat ? Infinity : meta.parameters.length;
    const range = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
    const groups = repeat && repeat > 1 ? ` (the last ${repeat} in repeated groups)` : '';
    const plural = range === '1' || range === 'at least 1' ? '' : 's';
    return `${name} takes ${range} argument${plural}${groups}, got ${count}`;
  }
  return undefined;
}
