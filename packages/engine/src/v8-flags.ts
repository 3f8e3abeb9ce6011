/**
 * A V8 setting for every process that runs Ferry, set before the process makes any WebAssembly
 * instance.
 *
 * V8 calls a JavaScript function from WebAssembly through a generic wrapper. After 1,000 calls
 * (`--wasm-wrapper-tiering-budget`) it compiles a wrapper for that call and frees the code it no
 * longer needs. In Node.js 24.21 that freeing can fail a V8 check and abort the process with
 * `Check failed: jit_page.has_value()` (stack: `Runtime_TierUpWasmToJSWrapper` →
 * `WasmCodeRefScope` → `WasmEngine::FreeDeadCode` → `WasmCodeAllocator::FreeCode`).
 *
 * Two kinds of WebAssembly run in Ferry's processes:
 * - Node's own TypeScript stripping (amaro: SWC compiled to WebAssembly), in every thread that
 *   loads a `.ts` module;
 * - PGlite, in its database thread.
 * The test suite, which opens many PGlite databases in one process, hit the crash about once in
 * ten full runs. Earlier runs saw it as "corrupted size vs. prev_size" and as a check failure
 * freeing WebAssembly wrapper code.
 *
 * With the budget at its largest, every call keeps the generic wrapper, so the tier-up never
 * happens, and neither does the freeing after it. Measured under gdb on a test file that opens
 * three PGlite databases:
 * - by default, 95 tier-ups in the PGlite threads and 8 in the main thread (TypeScript stripping);
 * - with the flag given on the command line, none.
 * Query times were the same within noise: a row by id took about 300–380 µs either way.
 *
 * The flag is read when an instance is made, so it must be in place before the first `.ts` module
 * loads. It is given:
 * - on the command line to split-part processes (./run/parallel.ts) and to the test suite's
 *   processes (scripts/test.ts);
 * - with `v8.setFlagsFromString` first thing in `ferry` (apps/server/bin/ferry.js, which is
 *   JavaScript for that reason);
 * - again by the PGlite thread before PGlite starts, for code that opens a database without going
 *   through `ferry`.
 * A test checks that these places use this same value.
 */
export const WASM_WRAPPER_FLAG = '--wasm-wrapper-tiering-budget=2147483647';
