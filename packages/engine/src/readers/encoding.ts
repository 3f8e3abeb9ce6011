/**
 * Text encoding detection and streaming decoding for the text formats (CSV, TSV, JSON, NDJSON, XML).
 *
 * Order of evidence (first match wins):
 *  1. a byte-order mark: UTF-8, UTF-16 LE/BE;
 *  2. the NUL pattern of BOM-less UTF-16 (ASCII-range text has a zero byte in every other position);
 *  3. valid UTF-8 (plain ASCII is reported as UTF-8) — checked over the whole file by the caller, so
 *     a Latin-1 "é" in row 50,000 is not decoded as U+FFFD;
 *  4. a multi-byte East Asian encoding when chardet is sure of it (confidence ≥ 50);
 *  5. Cyrillic windows-1251/KOI8-R when high bytes come in runs (words) and chardet lists it;
 *  6. otherwise Latin: windows-1252 when bytes 0x80–0x9F occur (C1 controls in ISO-8859-1, so
 *     they can only be 1252's € “ ” … ), ISO-8859-15 when 0xA4 occurs (€ there, the rarely used ¤
 *     in ISO-8859-1), else ISO-8859-1. chardet alone cannot tell these apart on short samples.
 * Decoding uses TextDecoder for UTF-8 and iconv-lite for the others; the BOM is dropped.
 */
import { isUtf8 } from 'node:buffer';
import chardet from 'chardet';
import iconv from 'iconv-lite';
import type { TextEncoding } from '../contracts.ts';

const CJK = new Set(['Shift_JIS', 'EUC-JP', 'GB18030', 'Big5', 'EUC-KR']);

/** Detects the BOM, if any. */
export function bomEncoding(head: Uint8Array): TextEncoding | null {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { name: 'UTF-8', bomLength: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { name: 'UTF-16LE', bomLength: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { name: 'UTF-16BE', bomLength: 2 };
  return null;
}

/** UTF-16 without BOM: most odd (LE) or even (BE) bytes are zero. Needs ≥ 4 bytes. */
function utf16ByNuls(head: Uint8Array): TextEncoding | null {
  const n = Math.min(head.length, 4096) & ~1;
  if (n < 4) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (head[i] === 0) evenZero++;
    if (head[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  if (oddZero > pairs * 0.4 && evenZero < pairs * 0.05) return { name: 'UTF-16LE', bomLength: 0 };
  if (evenZero > pairs * 0.4 && oddZero < pairs * 0.05) return { name: 'UTF-16BE', bomLength: 0 };
  return null;
}

/**
 * True when `bytes` is valid UTF-8, allowing one multi-byte sequence cut off at the end (a sample
 * or a chunk boundary).
 */
export function isUtf8Prefix(bytes: Uint8Array): boolean {
  if (isUtf8(bytes)) return true;
  // Retry without a trailing incomplete sequence (at most 3 bytes of a 4-byte character).
  for (let cut = 1; cut <= 3 && cut < bytes.length; cut++) {
    const b = bytes[bytes.length - cut];
    if ((b & 0xc0) === 0xc0) return isUtf8(bytes.subarray(0, bytes.length - cut));
    if ((b & 0xc0) !== 0x80) return false;
  }
  return false;
}

/** Single-byte or East Asian encoding of a sample that is not UTF-8. */
export function legacyEncoding(sample: Uint8Array): TextEncoding {
  const guesses = chardet.analyse(sample);
  const top = guesses[0];
  if (top && CJK.has(top.name) && top.confidence >= 50) return { name: top.name, bomLength: 0 };
  let high = 0;
  let highInRuns = 0;
  let c1 = 0;
  let a4 = 0;
  for (let i = 0; i < sample.length; i++) {
    const b = sample[i];
    if (b < 0x80) continue;
    high++;
    if ((i > 0 && sample[i - 1] >= 0x80) || (i + 1 < sample.length && sample[i + 1] >= 0x80)) highInRuns++;
    if (b <= 0x9f) c1++;
    else if (b === 0xa4) a4++;
  }
  if (high >= 8 && highInRuns > high * 0.8) {
    const cyr = guesses.slice(0, 4).find((g) => g.name === 'windows-1251' || g.name === 'KOI8-R');
    if (cyr) return { name: cyr.name, bomLength: 0 };
  }
  if (c1 > 0) return { name: 'windows-1252', bomLength: 0 };
  if (a4 > 0) return { name: 'ISO-8859-15', bomLength: 0 };
  return { name: 'ISO-8859-1', bomLength: 0 };
}

/**
 * Detects the encoding from the first bytes of a file. `head` should be at least 64 KiB when the
 * file is that long. A UTF-8 answer without BOM holds only for the sample: the caller confirms it
 * over the rest of the file with {@link findInvalidUtf8}.
 */
export function detectEncoding(head: Uint8Array): TextEncoding {
  return bomEncoding(head) ?? utf16ByNuls(head) ?? (isUtf8Prefix(head) ? { name: 'UTF-8', bomLength: 0 } : legacyEncoding(head));
}

/** A streaming decoder: `write` returns the text decoded so far, `end` flushes. */
export interface TextDecoderLike {
  write(bytes: Uint8Array): string;
  end(): string;
}

/** A streaming decoder for `encoding` that skips its BOM. */
export function createDecoder(encoding: TextEncoding, options: { midFile?: boolean } = {}): TextDecoderLike {
  // `midFile`: the bytes start inside the file (a part of a split file), where U+FEFF is a
  // character of the text, not a byte-order mark to drop.
  const stripBOM = options.midFile !== true;
  if (encoding.name === 'UTF-8') {
    const td = new TextDecoder('utf-8', { fatal: false, ignoreBOM: !stripBOM });
    return {
      write: (bytes) => td.decode(bytes, { stream: true }),
      end: () => td.decode(),
    };
  }
  const dec = iconv.getDecoder(encoding.name, { stripBOM });
  return {
    write: (bytes) => dec.write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    end: () => dec.end() ?? '',
  };
}

/** True when iconv-lite can decode the label (used for XML encoding declarations). */
export function encodingSupported(label: string): boolean {
  return iconv.encodingExists(label);
}
