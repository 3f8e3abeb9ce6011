/**
 * The packages bundled into a script, read from its source map's `sources` (scripts/build.ts lists
 * them with their licences in dist/size.json and refuses a licence that is not permissive): a module
 * under node_modules/<name>/ is that npm package (the innermost, for a nested node_modules); one
 * under another package of this repository — @ferry/client, bundled from its TypeScript sources,
 * which the map names relative to dist/ (../../client/src/…) — is that package. Name and licence
 * come from the package's package.json. The bundling package's own modules are not listed: they are
 * the bundle. Other sources (Vite's virtual modules) are skipped.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * `sources` as the map gives them, relative to `mapDir` (the map's directory); `self` is the
 * directory of the package that bundles them (its siblings are the repository's other packages).
 * Resolves with name → licence (`UNKNOWN` when package.json has none), in the order of first use.
 */
export function bundledPackages(sources: string[], mapDir: string, self: string): Map<string, string> {
  const own = resolve(self);
  const packagesDir = resolve(own, '..');
  const bundled = new Map<string, string>();
  const seen = new Set<string>();
  for (const source of sources) {
    const file = resolve(mapDir, source);
    const parts = file.split(sep);
    const at = parts.lastIndexOf('node_modules');
    let dir: string | null = null;
    if (at >= 0) {
      // node_modules/name/… or node_modules/@scope/name/…, with a file below it.
      const end = at + (parts[at + 1]?.startsWith('@') ? 3 : 2);
      if (parts.length > end) dir = parts.slice(0, end).join(sep);
    } else {
      const inRepo = relative(packagesDir, file);
      if (inRepo && !inRepo.startsWith('..') && !isAbsolute(inRepo) && inRepo.includes(sep)) dir = join(packagesDir, inRepo.split(sep)[0]!);
    }
    if (!dir || dir === own || seen.has(dir)) continue;
    seen.add(dir);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown; license?: unknown };
    const name = String(pkg.name ?? relative(packagesDir, dir));
    if (!bundled.has(name)) bundled.set(name, String(pkg.license ?? 'UNKNOWN'));
  }
  return bundled;
}
