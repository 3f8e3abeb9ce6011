/**
 * Builds the web platform into dist/ (served by the Ferry server at `/`): index.html and hashed
 * assets under dist/assets/ (cached for a year; index.html is revalidated).
 */
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
await build({
  root,
  configFile: false,
  logLevel: 'warn',
  base: '/',
  // @ferry/embed and @ferry/client from their TypeScript sources (the `@ferry/source` export condition).
  resolve: { conditions: ['@ferry/source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: true, assetsDir: 'assets' },
});
console.log('@ferry/platform: built dist/');
