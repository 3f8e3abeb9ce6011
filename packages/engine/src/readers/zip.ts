/**
 * A minimal zip reader for XLSX (APPNOTE.TXT 6.3: end of central directory, ZIP64, central
 * directory headers, local headers; stored and deflated entries), written so a hostile archive is
 * refused before any XML is parsed (SECURITY.md "zip bombs"):
 *  - entry count ≤ maxZipEntries, sum of declared uncompressed sizes ≤ maxUncompressedBytes,
 *    declared ratio uncompressed/compressed ≤ maxCompressionRatio for entries over 1 MiB
 *    (small XML parts of real workbooks compress far better than 200:1 and are harmless);
 *  - while inflating, an entry that produces more bytes than it declared, or more than the
 *    archive's remaining budget, is stopped with LIMIT_EXCEEDED (declared sizes can lie).
 * Encrypted entries and methods other than stored/deflate are refused as INVALID_FILE.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { EngineError, type EngineLimits } from '../types.ts';

/** One central-directory entry. Sizes and offsets in bytes. */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** An opened archive: its entries by name, and a way to stream one entry's inflated bytes. */
export interface ZipArchive {
  entries: Map<string, ZipEntry>;
  /** Yields the entry's inflated bytes. Counts them against the archive's budget. */
  stream(entry: ZipEntry, onCompressedBytes?: (n: number) => void): AsyncGenerator<Buffer>;
  /** Reads a whole entry (for small parts: workbook, relationships, styles). */
  read(entry: ZipEntry): Promise<Buffer>;
  close(): Promise<void>;
}

const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_ZIP64_EOCD = 0x06064b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;
const RATIO_MIN_BYTES = 1024 * 1024;

function invalid(message: string): EngineError {
  return new EngineError('INVALID_FILE', `The workbook's zip container is damaged: ${message}`);
}

/**
 * Output bytes zlib produces per step on the thread pool. With Node's default (16 KiB) zlib comes
 * back to the event loop after every 16 KiB and waits there while the caller parses, so inflating
 * ahead hardly overlaps; with 1 MiB it does (an XLSX sheet read 13–14% faster, about 50 MB more
 * peak RSS: docs/performance.md).
 */
const INFLATE_CHUNK = 1024 * 1024;
/** Compressed bytes read and handed to zlib at a time. */
const INFLATE_INPUT = 256 * 1024;
/** Bytes handed to the caller at a time. */
const YIELD_BYTES = 16 * 1024;

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.allocUnsafe(length);
  let got = 0;
  while (got < length) {
    const { bytesRead } = await fh.read(buf, got, length - got, position + got);
    if (bytesRead === 0) break;
    got += bytesRead;
  }
  if (got < length) throw invalid('it ends early (truncated file?)');
  return buf;
}

function u64(buf: Buffer, at: number): number {
  const v = buf.readBigUInt64LE(at);
  if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw invalid('a size or offset is out of range');
  return Number(v);
}

/**
 * Opens a zip file, reads and checks its central directory.
 * @throws EngineError INVALID_FILE (not a zip, truncated, encrypted, unsupported method),
 *   LIMIT_EXCEEDED (too many entries, too large uncompressed, compression ratio too high).
 */
export async function openZip(path: string, size: number, limits: EngineLimits): Promise<ZipArchive> {
  const fh = await open(path, 'r');
  try {
    return await openZipHandle(fh, size, limits);
  } catch (err) {
    await fh.close();
    throw err;
  }
}

async function openZipHandle(fh: FileHandle, size: number, limits: EngineLimits): Promise<ZipArchive> {
  const tailLen = Math.min(size, 22 + 65535);
  if (tailLen < 22) throw invalid('it is too short');
  const tail = await readAt(fh, size - tailLen, tailLen);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === SIG_EOCD) { eocd = i; break; }
  }
  if (eocd < 0) throw invalid('no end-of-central-directory record (truncated file?)');
  let count = tail.readUInt16LE(eocd + 10);
  let cdSize = tail.readUInt32LE(eocd + 12);
  let cdOffset = tail.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    const loc = eocd - 20;
    if (loc < 0 || tail.readUInt32LE(loc) !== SIG_ZIP64_LOCATOR) throw invalid('a ZIP64 locator is missing');
    const z64 = await readAt(fh, u64(tail, loc + 8), 56);
    if (z64.readUInt32LE(0) !== SIG_ZIP64_EOCD) throw invalid('a ZIP64 record is missing');
    count = u64(z64, 32);
    cdSize = u64(z64, 40);
    cdOffset = u64(z64, 48);
  }
  if (count > limits.maxZipEntries) {
    throw new EngineError('LIMIT_EXCEEDED', `The workbook holds ${count} zip entries; at most ${limits.maxZipEntries} are accepted`, {
      entries: count, limit: limits.maxZipEntries,
    });
  }
  if (cdOffset + cdSize > size || cdSize > 64 * 1024 * 1024) throw invalid('the central directory lies outside the file');
  const cd = await readAt(fh, cdOffset, cdSize);
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  let at = 0;
  for (let k = 0; k < count; k++) {
    if (at + 46 > cd.length || cd.readUInt32LE(at) !== SIG_CENTRAL) throw invalid('a central directory header is damaged');
    const flags = cd.readUInt16LE(at + 8);
    const method = cd.readUInt16LE(at + 10);
    let compressedSize = cd.readUInt32LE(at + 20);
    let uncompressedSize = cd.readUInt32LE(at + 24);
    const nameLen = cd.readUInt16LE(at + 28);
    const extraLen = cd.readUInt16LE(at + 30);
    const commentLen = cd.readUInt16LE(at + 32);
    let localHeaderOffset = cd.readUInt32LE(at + 42);
    const name = cd.toString('utf8', at + 46, at + 46 + nameLen);
    // ZIP64 extended information (header 0x0001) holds the fields saturated at 0xFFFFFFFF, in order.
    let x = at + 46 + nameLen;
    const xEnd = x + extraLen;
    while (x + 4 <= xEnd) {
      const id = cd.readUInt16LE(x);
      const len = cd.readUInt16LE(x + 2);
      if (id === 0x0001) {
        let p = x + 4;
        if (uncompressedSize === 0xffffffff && p + 8 <= x + 4 + len) { uncompressedSize = u64(cd, p); p += 8; }
        if (compressedSize === 0xffffffff && p + 8 <= x + 4 + len) { compressedSize = u64(cd, p); p += 8; }
        if (localHeaderOffset === 0xffffffff && p + 8 <= x + 4 + len) { localHeaderOffset = u64(cd, p); }
      }
      x += 4 + len;
    }
    at += 46 + nameLen + extraLen + commentLen;
    if (flags & 1) throw new EngineError('INVALID_FILE', 'The workbook is encrypted (password-protected); save it without a password');
    if (method !== 0 && method !== 8) throw invalid(`entry ${name} uses compression method ${method}`);
    total += uncompressedSize;
    if (total > limits.maxUncompressedBytes) {
      throw new EngineError('LIMIT_EXCEEDED', `The workbook unpacks to more than ${limits.maxUncompressedBytes} bytes, the most accepted`, {
        limit: limits.maxUncompressedBytes,
      });
    }
    if (uncompressedSize > RATIO_MIN_BYTES && uncompressedSize > compressedSize * limits.maxCompressionRatio) {
      throw new EngineError('LIMIT_EXCEEDED',
        `The workbook part ${name} is compressed ${Math.round(uncompressedSize / Math.max(1, compressedSize))}:1; at most ${limits.maxCompressionRatio}:1 is accepted (zip bomb?)`,
        { entry: name, limit: limits.maxCompressionRatio });
    }
    if (localHeaderOffset + 30 + compressedSize > size) throw invalid(`entry ${name} lies outside the file (truncated file?)`);
    entries.set(name, { name, method, flags, compressedSize, uncompressedSize, localHeaderOffset });
  }
  let budget = limits.maxUncompressedBytes;

  async function* stream(entry: ZipEntry, onCompressedBytes?: (n: number) => void): AsyncGenerator<Buffer> {
    const local = await readAt(fh, entry.localHeaderOffset, 30);
    if (local.readUInt32LE(0) !== SIG_LOCAL) throw invalid(`the local header of ${entry.name} is damaged`);
    let pos = entry.localHeaderOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    const end = pos + entry.compressedSize;
    if (end > size) throw invalid(`entry ${entry.name} lies outside the file (truncated file?)`);
    const inflate = entry.method === 8 ? createInflateRaw({ chunkSize: INFLATE_CHUNK }) : null;
    let produced = 0;
    let failure: EngineError | null = null;
    // Counted as bytes come out of zlib (a MiB at a time), so a bomb is stopped as soon as it passes
    // its declared size or the archive's budget, not after it has been buffered; entries declaring a
    // ratio over maxCompressionRatio never get here, so the output of the one input chunk inflated
    // ahead is at most INFLATE_INPUT × that ratio.
    const account = (n: number): void => {
      produced += n;
      budget -= n;
      if (failure) return;
      if (produced > entry.uncompressedSize) {
        failure = new EngineError('LIMIT_EXCEEDED', `The workbook part ${entry.name} unpacks to more bytes than it declares (zip bomb?)`, { entry: entry.name });
      } else if (budget < 0) {
        failure = new EngineError('LIMIT_EXCEEDED', `The workbook unpacks to more than ${limits.maxUncompressedBytes} bytes, the most accepted`, {
          limit: limits.maxUncompressedBytes,
        });
      }
    };
    const outQueue: Buffer[] = [];
    let inflateError: Error | null = null;
    inflate?.on('data', (b: Buffer) => {
      account(b.length);
      if (failure) inflate.destroy();
      else outQueue.push(b);
    });
    inflate?.on('error', (e: Error) => { inflateError = e; });
    const check = (): void => {
      if (failure) throw failure;
      if (inflateError) throw invalid(`entry ${entry.name} cannot be inflated (${inflateError.message})`);
    };
    const settle = (fn: (cb: () => void) => void): Promise<void> => new Promise<void>((resolve) => {
      inflate!.once('close', resolve);
      fn(() => { inflate!.off('close', resolve); resolve(); });
    });
    if (!inflate) {
      while (pos < end) {
        const n = Math.min(64 * 1024, end - pos);
        const chunk = await readAt(fh, pos, n);
        pos += n;
        onCompressedBytes?.(n);
        account(chunk.length);
        check();
        yield chunk;
      }
      return;
    }
    // One chunk ahead: zlib inflates the next chunk on the thread pool while the caller parses the
    // bytes of this one, so inflating and parsing overlap (at most one chunk's output waits).
    let ended = false;
    const feed = async (): Promise<void> => {
      if (pos >= end) {
        await settle((cb) => inflate.end(cb));
        ended = true;
        return;
      }
      const n = Math.min(INFLATE_INPUT, end - pos);
      const chunk = await readAt(fh, pos, n);
      pos += n;
      onCompressedBytes?.(n);
      await settle((cb) => inflate.write(chunk, cb));
    };
    let pending: Promise<void> | null = feed();
    try {
      while (pending) {
        await pending;
        check();
        const ready = outQueue.splice(0);
        pending = ended ? null : feed();
        // Handed on in pieces of the size the parser was tuned for (text decoded from a piece is
        // what the cells' strings keep alive until their rows are written).
        for (const b of ready) {
          for (let at = 0; at < b.length; at += YIELD_BYTES) yield b.subarray(at, Math.min(b.length, at + YIELD_BYTES));
        }
      }
    } finally {
      pending?.catch(() => { /* the caller stopped reading; the inflater is destroyed below */ });
      inflate.destroy();
    }
  }

  return {
    entries,
    stream,
    async read(entry) {
      const parts: Buffer[] = [];
      for await (const b of stream(entry)) parts.push(b);
      return Buffer.concat(parts);
    },
    close: () => fh.close(),
  };
}
