#!/usr/bin/env node
// The `ferry` command. Ferry runs on Node.js 24 (TypeScript through type stripping); npm scripts
// and npx use the Node pinned in devDependencies (the `node` package), whatever the system has.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(`ferry needs Node.js 24 (found ${process.version}). Run it through npm: "npm start" or "npx ferry …" from the repository, which use the pinned Node.js.`);
  process.exit(1);
}
// Before the first TypeScript module loads (Node strips types with WebAssembly): a V8 setting
// that keeps Node 24 from crashing as it frees WebAssembly wrapper code. The value is
// packages/engine/src/v8-flags.ts's WASM_WRAPPER_FLAG (a test checks they agree); this file is
// JavaScript so that it can set it in time.
const v8 = await import('node:v8');
v8.setFlagsFromString('--wasm-wrapper-tiering-budget=2147483647');
// Node's compile cache keeps Ferry's modules compiled (TypeScript already stripped) between runs:
// `ferry run` on a small file takes 0.21 s instead of 0.36 s, a server starts in 1.96 s instead of
// 2.51 s, and each process holds about 20 MB less (docs/performance.md "Start-up"). It lives in
// the installation's own directory, not in a temporary directory other users can write to; the
// run's threads and part processes find it through NODE_COMPILE_CACHE.
// NODE_DISABLE_COMPILE_CACHE=1 turns it off.
if (!process.env.NODE_COMPILE_CACHE) {
  const { fileURLToPath } = await import('node:url');
  process.env.NODE_COMPILE_CACHE = fileURLToPath(new URL('../.cache/compile', import.meta.url));
}
const module = await import('node:module');
module.enableCompileCache?.(process.env.NODE_COMPILE_CACHE);
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
