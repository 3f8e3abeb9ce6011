// Types for d3-dsv (a dev-only transitive dependency of vega-datasets), used by the reader tests as
// an independent CSV/TSV parser to compare against.
declare module 'd3-dsv' {
  export function csvParseRows(text: string): string[][];
  export function tsvParseRows(text: string): string[][];
}
