/**
 * A few buffers handed out and given back, so that a stream of similar-sized writes or reads does
 * not allocate a new buffer each time. Buffers of a few hundred KiB allocated and freed by the
 * thousand leave glibc's heap fragmented (once a large buffer has been freed, glibc serves later
 * ones from its heap, which it rarely gives back): a split run's processes held tens of megabytes
 * that way (docs/performance.md).
 */
export class BufferPool {
  readonly #free: Buffer[] = [];
  readonly #limit: number;
  readonly #maxBytes: number;

  /**
   * `limit`: buffers kept at most; `maxBytes`: the largest buffer kept (default: any). Buffers
   * given back beyond either are left to the garbage collector.
   */
  constructor(limit: number, maxBytes = Number.POSITIVE_INFINITY) {
    this.#limit = limit;
    this.#maxBytes = maxBytes;
  }

  /** A buffer of at least `length` bytes: a kept one when one is large enough, else a new one. */
  take(length: number): Buffer {
    const free = this.#free;
    for (let k = free.length - 1; k >= 0; k--) {
      if (free[k]!.length >= length) return free.splice(k, 1)[0]!;
    }
    return Buffer.allocUnsafeSlow(length);
  }

  /**
   * Keeps `buffer`, which {@link take} gave (the whole of it, when a subarray of it is given back),
   * for a later `take`. The caller must not use it afterwards.
   */
  give(buffer: Buffer): void {
    const whole = buffer.byteOffset === 0 && buffer.length === buffer.buffer.byteLength ? buffer : Buffer.from(buffer.buffer, 0, buffer.buffer.byteLength);
    if (this.#free.length < this.#limit && whole.length <= this.#maxBytes) this.#free.push(whole);
  }
}
