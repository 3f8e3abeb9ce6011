/**
 * Builds the component bundles (@ferry/embed) and the web platform (@ferry/platform) when their
 * sources changed since the last build, and does nothing otherwise: `npm start` runs it first
 * (prestart), so a restart serves at once instead of rebuilding for a minute, and `npm ci` runs it
 * once (prepare).
 *
 *   node scripts/build-if-changed.ts            build when the inputs' hash differs from the stamp
 *   node scripts/build-if-changed.ts --always   build whatever the stamp says (`npm run build`)
 *
 * The stamp is the SHA-256 of every input file's path and bytes (INPUTS, without tests), kept in
 * node_modules/.cache/ferry/build-inputs.json; a build is also made when an output is missing.
 * Hashing the inputs takes a few tens of milliseconds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** What the bundles are made from: the two packages built, the client bundled into them, the lock file (dependency versions). */
export const INPUTS = [
  'packages/embed/src',
  'packages/embed/scripts',
  'packages/embed/package.json',
  'packages/client/src',
  'packages/client/package.json',
  'apps/platform/src',
  'apps/platform/index.html',
  'apps/platform/scripts',
  'apps/platform/package.json',
  'package-lock.json',
];
/** What the server serves; a missing one means a build is needed whatever the stamp says. */
const OUTPUTS = ['packages/embed/dist/ferry-embed.js', 'packages/embed/dist/ferry-embed-de.js', 'packages/embed/dist/ferry-embed.mjs', 'packages/embed/dist/custom-elements.json', 'apps/platform/dist/index.html'];
const STAMP = join(root, 'node_modules/.cache/ferry/build-inputs.json');

function files(path: string, out: string[]): void {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) {
      if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
      files(join(path, entry), out);
    }
  } else if (!/\.test\.ts$/.test(path)) out.push(path);
}

/** SHA-256 (hex) of the inputs' relative paths and contents, in a fixed order. */
export function inputsHash(): string {
  const list: string[] = [];
  for (const input of INPUTS) files(input, list);
  const hash = createHash('sha256');
  for (const file of list) hash.update(`${file}\0`).update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex');
}

function stamped(): string | null {
  try {
    return (JSON.parse(readFileSync(STAMP, 'utf8')) as { inputs: string }).inputs;
  } catch {
    return null;
  }
}

const always = process.argv.includes('--always');
const hash = inputsHash();
const missing = OUTPUTS.filter((o) => !existsSync(join(root, o)));
if (!always && missing.length === 0 && stamped() === hash) {
  console.log('component bundles and platform: up to date (sources unchanged since the last build)');
  process.exit(0);
}
console.log(always ? 'building the component bundles and the platform' : missing.length ? `building the component bundles and the platform (missing: ${missing.join(', ')})` : 'building the component bundles and the platform (their sources changed)');
for (const workspace of ['@ferry/embed', '@ferry/platform']) {
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
mkdirSync(dirname(STAMP), { recursive: true });
writeFileSync(STAMP, JSON.stringify({ inputs: hash, built_at: new Date().toISOString(), by: relative(root, new URL(import.meta.url).pathname) }) + '\n');
