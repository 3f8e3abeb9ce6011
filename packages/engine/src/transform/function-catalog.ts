/**
 * Which functions a HYPER_FORMULA may call, and with how many arguments: every function of
 * HyperFormula 3.5 plus Ferry's plugin (./hyperformula-plugin.ts), minus the ones that look at the
 * sheet around the formula (ROW, OFFSET, …): a transformation sees its own row only, through
 * `{Column}` references, and the sheet it is evaluated on is an implementation detail.
 *
 * Argument counts follow HyperFormula's function metadata (`parameters`, `repeatLastArgs`,
 * `optionalArg`/`defaultValue`), so a call HyperFormula would answer with #N/A on every row is
 * refused when the transformation is compiled. That metadata is kept in ./function-catalog.data.ts,
 * generated from the installed HyperFormula (its test fails when the two differ), so that compiling
 * a formula does not load HyperFormula: it is loaded only when a formula is evaluated by it.
 */
import { FUNCTION_CATALOG } from './function-catalog.data.ts';

/**
 * One function of the catalog: its name, its parameters (one letter each: `r` required, `o`
 * optional or defaulted; null when HyperFormula states none) and HyperFormula's `repeatLastArgs`
 * (how many last parameters repeat; 0 for none). The generated ./function-catalog.data.ts spells
 * the same type out, so that it imports nothing.
 */
export type CatalogEntry = readonly [name: string, parameters: string | null, repeatLastArgs: number];

/** Functions refused because they observe the sheet layout or other rows. */
export const DENIED_FUNCTIONS = new Set([
  'ADDRESS', 'CELL', 'COLUMN', 'COLUMNS', 'FORMULATEXT', 'INDIRECT', 'ISFORMULA', 'ISREF', 'OFFSET',
  'ROW', 'ROWS', 'SHEET', 'SHEETS',
]);

let catalog: Map<string, CatalogEntry> | undefined;

function functions(): Map<string, CatalogEntry> {
  catalog ??= new Map(FUNCTION_CATALOG.map((e) => [e[0], e]));
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
  const entry = functions().get(name);
  if (!entry || entry[1] === null) return undefined;
  const parameters = [...entry[1]];
  const repeat = entry[2];
  const params = [...parameters];
  if (repeat > 0) {
    while (count > params.length) params.push(...params.slice(params.length - repeat));
  }
  const required = params.findIndex((p, i) => i >= count && p === 'r');
  const min = parameters.filter((p) => p === 'r').length;
  if (count > params.length || required >= 0) {
    const max = repeat ? Infinity : parameters.length;
    const range = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
    const groups = repeat && repeat > 1 ? ` (the last ${repeat} in repeated groups)` : '';
    const plural = range === '1' || range === 'at least 1' ? '' : 's';
    return `${name} takes ${range} argument${plural}${groups}, got ${count}`;
  }
  return undefined;
}
