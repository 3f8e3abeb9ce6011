/** Record identifiers: UUID version 7 strings (time-ordered, so lists sort by creation cheaply). */
import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

/**
 * Random bytes for identifiers, filled 4 KiB at a time from the system's CSPRNG: the `uuid`
 * package asks WebCrypto for 16 bytes per identifier, which cost about 15 µs each and, with one
 * request id per API request, showed in the API's profiles under load (docs/performance.md).
 */
const pool = new Uint8Array(4096);
let poolAt = pool.length;

function random16(): Uint8Array {
  if (poolAt + 16 > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  const bytes = pool.subarray(poolAt, poolAt + 16);
  poolAt += 16;
  return bytes;
}

/**
 * The millisecond and 32-bit counter of the last identifier: within one millisecond identifiers
 * count up from a random start (RFC 9562 §6.2 method 1, as the `uuid` package does for `v7()`), so
 * that they sort in the order they were made.
 */
const state = { msecs: -Infinity, seq: 0 };

/** A new record identifier, e.g. `019a8f5e-1c2b-7d3e-8f00-123456789abc`. */
export function newId(): string {
  const random = random16();
  const now = Date.now();
  if (now > state.msecs) {
    state.seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
    state.msecs = now;
  } else {
    state.seq = (state.seq + 1) | 0;
    if (state.seq === 0) state.msecs++;
  }
  return v7({ random, msecs: state.msecs, seq: state.seq });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` has the shape of a record identifier (anything else cannot exist: answer 404 early). */
export function isId(id: string): boolean {
  return UUID.test(id);
}
