/**
 * Real data files nobody here wrote, from npm packages installed as devDependencies
 * (vega-datasets, world-countries): their paths, wherever npm put the packages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The installed directory of a package (found from its entry point; `exports` may hide package.json). */
export function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json')) || JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== name) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`cannot find the directory of ${name}`);
    dir = up;
  }
  return dir;
}

/** Absolute path of a file inside an installed package, e.g. `realFile('vega-datasets', 'data/cars.json')`. */
export function realFile(pkg: string, relative: string): string {
  return join(packageDir(pkg), relative);
}
