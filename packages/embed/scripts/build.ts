/**
 * Builds @ferry/embed into dist/ (served by the Ferry server at /dp/embed/):
 *   ferry-embed.mjs  ES module          ferry-embed.js  plain script (IIFE): one <script> tag
 *   custom-elements.json                the Custom Elements Manifest (every element, property, event, part)
 *   size.json                           bytes and gzip bytes of the plain script, against the budget
 * Fails when the gzip size of the plain script passes BUDGET_GZIP_BYTES.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'vite';

/** The plain-script bundle's budget, gzip (docs/components.md "Size"). */
export const BUDGET_GZIP_BYTES = 50 * 1024;

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
mkdirSync(dist, { recursive: true });

for (const [format, fileName] of [['es', 'ferry-embed.mjs'], ['iife', 'ferry-embed.js']] as const) {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    // The plain script has no import.meta: it finds its origin from document.currentScript.
    ...(format === 'iife' ? { define: { 'import.meta.url': '""' } } : {}),
    build: {
      outDir: dist,
      emptyOutDir: false,
      sourcemap: true,
      target: 'es2022',
      minify: true,
      lib: { entry: join(root, 'src/index.ts'), formats: [format], name: 'FerryEmbed', fileName: () => fileName },
    },
  });
}

execFileSync(process.execPath, [join(root, '../../node_modules/@custom-elements-manifest/analyzer/cem.js'), 'analyze', '--globs', 'src/components/**/*.ts', '--exclude', 'src/**/*.test.ts', '--exclude', 'src/**/*.styles.ts', '--outdir', 'dist'], { cwd: root, stdio: 'inherit' });

const script = readFileSync(join(dist, 'ferry-embed.js'));
const size = { file: 'ferry-embed.js', bytes: script.length, gzip_bytes: gzipSync(script, { level: 9 }).length, budget_gzip_bytes: BUDGET_GZIP_BYTES };
writeFileSync(join(dist, 'size.json'), JSON.stringify(size, null, 2) + '\n');
console.log(`@ferry/embed: ferry-embed.js ${(size.bytes / 1024).toFixed(1)} KB, gzip ${(size.gzip_bytes / 1024).toFixed(1)} KB (budget ${BUDGET_GZIP_BYTES / 1024} KB)`);
if (size.gzip_bytes > BUDGET_GZIP_BYTES) {
  console.error(`@ferry/embed: the plain-script bundle is over its gzip budget by ${size.gzip_bytes - BUDGET_GZIP_BYTES} bytes`);
  process.exit(1);
}
