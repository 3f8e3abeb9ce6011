/**
 * Builds the published packages' own output (what `npm pack` puts in their tarballs), each with the
 * @ferry packages it depends on first; `npm pack` runs it as each package's `prepack`:
 *
 *   @ferry/client    dist/        JavaScript and declarations (tsc)
 *   @ferry/embed     dist/lib/    JavaScript and declarations (tsc), and the bundles and the Custom
 *                                 Elements Manifest of dist/ (scripts/build-if-changed.ts)
 *   @ferry/react     dist/        JavaScript and declarations (tsc)
 *   @ferry/vue       dist/        JavaScript and declarations (tsc)
 *   @ferry/angular   dist/        the Angular compiler's partial compilation (ngc), as ng-packagr
 *                                 makes it: the application's Angular CLI links it
 *
 *   node scripts/build-packages.ts [@ferry/react …]   (no name: all five)
 *
 * In this repository the packages resolve to their TypeScript sources (the `@ferry/source` export
 * condition); the built output exists only for packing. A package is built again only when its
 * inputs (sources without tests, package.json, tsconfig files, and the output of the packages it
 * depends on) changed since its last build: the SHA-256 stamp is kept in
 * node_modules/.cache/ferry/package-<name>.json.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tsc = join(root, 'node_modules/typescript/bin/tsc');
// Wherever npm put it for @ferry/angular (its devDependency, pinned: this path is inside the package).
const ngc = join(dirname(createRequire(join(root, 'packages/embed-angular/package.json')).resolve('@angular/compiler-cli/package.json')), 'bundles/src/bin/ngc.js');

interface Target {
  /** The workspace folder. */
  dir: string;
  /** Where the build writes (removed first, so that a deleted source leaves nothing behind). */
  out: string;
  /** The @ferry packages whose built output this one's build reads. */
  needs: string[];
  /** The compiler. */
  compiler: string;
}

/** The published packages, in build order. */
export const PACKAGES: Record<string, Target> = {
  '@ferry/client': { dir: 'packages/client', out: 'dist', needs: [], compiler: tsc },
  '@ferry/embed': { dir: 'packages/embed', out: 'dist/lib', needs: ['@ferry/client'], compiler: tsc },
  '@ferry/react': { dir: 'packages/embed-react', out: 'dist', needs: ['@ferry/embed'], compiler: tsc },
  '@ferry/vue': { dir: 'packages/embed-vue', out: 'dist', needs: ['@ferry/embed'], compiler: tsc },
  '@ferry/angular': { dir: 'packages/embed-angular', out: 'dist', needs: ['@ferry/embed'], compiler: ngc },
};

function files(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) if (entry !== 'node_modules' && !entry.startsWith('.')) files(join(path, entry), out);
  } else if (!/\.test\.ts$/.test(path)) out.push(path);
}

/** SHA-256 (hex) of the package's inputs: its sources, manifest and tsconfig files, and the output of the packages it needs. */
function inputsHash(name: string): string {
  const target = PACKAGES[name]!;
  const list: string[] = [];
  files(join(root, target.dir, 'src'), list);
  for (const file of ['package.json', 'tsconfig.json', 'tsconfig.build.json']) list.push(join(root, target.dir, file));
  for (const need of target.needs) files(join(root, PACKAGES[need]!.dir, PACKAGES[need]!.out), list);
  const hash = createHash('sha256');
  for (const file of list) hash.update(`${file.slice(root.length)}\0`).update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** Everything this script and its builds say goes to stderr: `npm pack --json` prints the tarballs' list on stdout. */
const QUIET: ['ignore', number, number] = ['ignore', 2, 2];

const stampOf = (name: string) => join(root, 'node_modules/.cache/ferry', `package-${name.replace('/', '-').replace('@', '')}.json`);

/** Builds `name` (after what it needs) unless its stamp says its inputs are unchanged and its output exists. */
function build(name: string, done: Set<string>): void {
  if (done.has(name)) return;
  const target = PACKAGES[name];
  if (!target) throw new Error(`unknown package ${name}; one of ${Object.keys(PACKAGES).join(', ')}`);
  for (const need of target.needs) build(need, done);
  if (name === '@ferry/embed') {
    // The bundles and the Custom Elements Manifest in the tarball: built when their sources changed.
    const r = spawnSync(process.execPath, [join(root, 'scripts/build-if-changed.ts')], { cwd: root, stdio: QUIET });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const hash = inputsHash(name);
  const out = join(root, target.dir, target.out);
  let stamped: string | null = null;
  try {
    stamped = (JSON.parse(readFileSync(stampOf(name), 'utf8')) as { inputs: string }).inputs;
  } catch { /* never built */ }
  if (stamped === hash && existsSync(join(out, 'index.js'))) {
    console.error(`${name}: ${join(target.dir, target.out)} up to date`);
  } else {
    rmSync(out, { recursive: true, force: true });
    const r = spawnSync(process.execPath, [target.compiler, '-p', 'tsconfig.build.json'], { cwd: join(root, target.dir), stdio: QUIET });
    if (r.status !== 0) {
      console.error(`${name}: the build failed`);
      process.exit(r.status ?? 1);
    }
    mkdirSync(dirname(stampOf(name)), { recursive: true });
    writeFileSync(stampOf(name), JSON.stringify({ inputs: hash, built_at: new Date().toISOString() }) + '\n');
    console.error(`${name}: built ${join(target.dir, target.out)}`);
  }
  done.add(name);
}

if (import.meta.main) {
  const names = process.argv.slice(2);
  const done = new Set<string>();
  for (const name of names.length ? names : Object.keys(PACKAGES)) build(name, done);
}
