/**
 * Test support for property tests of JSON inputs (API bodies, configurations, TDMs): a valid
 * document with one node replaced or removed, so generated inputs get past the first checks and
 * reach the code behind them. Not used by the engine itself.
 */

/**
 * `body` with its `n`-th node (depth-first, the root first; `n` modulo the node count) replaced by
 * `value`, or removed when `value` is undefined (an array element is spliced out). `body` itself
 * is not changed.
 */
export function mutateJson(body: unknown, n: number, value: unknown): unknown {
  const paths: Array<Array<string | number>> = [];
  const walk = (v: unknown, path: Array<string | number>): void => {
    paths.push(path);
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(body, []);
  const path = paths[n % paths.length]!;
  if (path.length === 0) return value;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    parent[last] = value;
  }
  return copy;
}
