/**
 * Builds @ferry/embed into dist/ (served by the Ferry server at /dp/embed/):
 *   ferry-embed.mjs  ES module (English and German)
 *   ferry-embed.js   plain script (IIFE): one <script> tag, English; it loads the German texts,
 *   ferry-embed-de.js, from beside itself when an element first needs them
 *   custom-elements.json                the Custom Elements Manifest (every element, property, event, part)
 *   size.json                           bytes and gzip bytes of the plain script, against the budget,
 *                                       and the packages bundled into it with their licences (npm
 *                                       packages and @ferry/client: scripts/bundled-packages.ts)
 * Fails when the gzip size of the plain script passes BUDGET_GZIP_BYTES, or when a bundled package's
 * licence is not permissive (MIT, ISC, BSD, Apache-2.0).
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build, defaultClientConditions } from 'vite';
import { minifyTemplates } from './minify-templates.ts';
import { compactTexts } from './compact-texts.ts';
import { bundledPackages } from './bundled-packages.ts';

/** The plain-script bundle's budget, gzip (docs/components.md "Size"). */
export const BUDGET_GZIP_BYTES = 80 * 1024;

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
mkdirSync(dist, { recursive: true });

// Size (docs/components.md "Size"): the templates' indentation goes, the texts are packed, and the
// key literals of the code read the catalog's keys (scripts/minify-templates.ts, compact-texts.ts).
const catalog = join(root, 'src/base/texts-en.ts');
const texts = { catalog, others: [join(root, 'src/base/texts-de.ts')] };

for (const [format, fileName, entry, name] of [
  ['es', 'ferry-embed.mjs', 'src/index.ts', 'FerryEmbed'],
  ['iife', 'ferry-embed.js', 'src/plain.ts', 'FerryEmbed'],
  ['iife', 'ferry-embed-de.js', 'src/texts-de-plain.ts', 'FerryEmbedTextsDe'],
] as const) {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    // The German script has no code of the elements: nothing to intern there (it would pull in the English catalog).
    plugins: [minifyTemplates(), compactTexts(entry === 'src/texts-de-plain.ts' ? texts : { ...texts, intern: join(root, 'src/') })],
    // @ferry/client from its TypeScript sources (its package's `@ferry/source` export condition).
    resolve: { conditions: ['@ferry/source', ...defaultClientConditions] },
    // The plain script has no import.meta: it finds its origin from document.currentScript.
    ...(format === 'iife' ? { define: { 'import.meta.url': '""' } } : {}),
    build: {
      outDir: dist,
      emptyOutDir: false,
      sourcemap: true,
      target: 'es2022',
      minify: true,
      lib: { entry: join(root, entry), formats: [format], name, fileName: () => fileName },
    },
  });
}

execFileSync(process.execPath, [join(root, '../../node_modules/@custom-elements-manifest/analyzer/cem.js'), 'analyze', '--litelement', '--globs', 'src/base/ferry-element.ts', 'src/base/list-element.ts', 'src/components/**/*.ts', '--exclude', 'src/**/*.test.ts', '--exclude', 'src/**/*.styles.ts', '--outdir', 'dist'], { cwd: root, stdio: 'inherit' });

// Companies embed the bundle in proprietary front ends: every package inside it must carry a
// permissive licence (never GPL: formulas are evaluated by the server, so HyperFormula stays out).
const PERMISSIVE = /^(MIT|ISC|BSD-2-Clause|BSD-3-Clause|Apache-2\.0|0BSD)$/;
const map = JSON.parse(readFileSync(join(dist, 'ferry-embed.js.map'), 'utf8')) as { sources: string[] };
const bundled = bundledPackages(map.sources, dist, root);
const refused = [...bundled].filter(([, licence]) => !PERMISSIVE.test(licence));
if (refused.length) {
  console.error(`@ferry/embed: the bundle contains packages without a permissive licence: ${refused.map(([n, l]) => `${n} (${l})`).join(', ')}`);
  process.exit(1);
}

// The React and Vue wrappers follow the manifest.
execFileSync(process.execPath, [join(root, 'scripts/wrappers.ts')], { stdio: 'inherit' });

const script = readFileSync(join(dist, 'ferry-embed.js'));
const german = readFileSync(join(dist, 'ferry-embed-de.js'));
const size = {
  file: 'ferry-embed.js', bytes: script.length, gzip_bytes: gzipSync(script, { level: 9 }).length, budget_gzip_bytes: BUDGET_GZIP_BYTES, packages: Object.fromEntries(bundled),
  // Loaded only where an element speaks German.
  texts_de: { file: 'ferry-embed-de.js', bytes: german.length, gzip_bytes: gzipSync(german, { level: 9 }).length },
};
writeFileSync(join(dist, 'size.json'), JSON.stringify(size, null, 2) + '\n');
console.log(`@ferry/embed: ferry-embed.js ${(size.bytes / 1024).toFixed(1)} KB, gzip ${(size.gzip_bytes / 1024).toFixed(1)} KB (budget ${BUDGET_GZIP_BYTES / 1024} KB); German texts ferry-embed-de.js gzip ${(size.texts_de.gzip_bytes / 1024).toFixed(1)} KB; packages: ${[...bundled].map(([n, l]) => `${n} ${l}`).join(', ')}`);
if (size.gzip_bytes > BUDGET_GZIP_BYTES) {
  console.error(`@ferry/embed: the plain-script bundle is over its gzip budget by ${size.gzip_bytes - BUDGET_GZIP_BYTES} bytes`);
  process.exit(1);
}
