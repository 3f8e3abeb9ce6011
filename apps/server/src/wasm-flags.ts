/**
 * Applies {@link WASM_WRAPPER_FLAG} (packages/engine/src/v8-flags.ts) to this process, for code that
 * opens a PGlite database without going through `ferry` (which sets it first thing): imported by
 * the PGlite thread before PGlite makes its WebAssembly instance.
 */
import { setFlagsFromString } from 'node:v8';
import { WASM_WRAPPER_FLAG } from '@ferry/engine/v8-flags';

setFlagsFromString(WASM_WRAPPER_FLAG);
