/**
 * Record boundaries of a delimited file found without parsing its fields, so that one file can be
 * split into parts that threads parse on their own (run/parallel.ts).
 *
 * The scan follows papaparse's rules for quotes exactly (the reader's parser, ./csv-reader.ts), on
 * bytes: a field that starts with `"` is quoted; inside it `""` is a quote; a quote closes the
 * field when it is followed — after white space only, if any — by the delimiter or the line
 * ending, or ends the input; any other quote inside a quoted field is kept as text (papaparse's
 * InvalidQuotes) and the field goes on; a quote inside an unquoted field is text. A record ends at
 * a line ending outside quotes. Bytes stand for characters: the delimiter, the quote and the line
 * endings are ASCII, which the encodings allowed here (UTF-8 and single-byte Latin encodings) never
 * use inside a multi-byte character. A property test holds it against papaparse.
 */
import { open } from 'node:fs/promises';

/** Bytes read per step of the scan. */
const SCAN_CHUNK = 1024 * 1024;
/** A field that the scan must look at as a whole (a quoted field, white space after a quote) longer than this gives up the split. */
const MAX_CARRY = 16 * 1024 * 1024;

const QUOTE = 0x22;

export interface BoundaryScanOptions {
  path: string;
  size: number;
  /** Where the text starts (after a byte-order mark). */
  start: number;
  delimiter: string;
  newline: '\n' | '\r\n' | '\r';
  /** How the bytes of a short span are read as text (to test white space as JavaScript's trim does). */
  textEncoding: 'utf8' | 'latin1';
  /** Bytes read per step (tests use a few, to cross chunk edges everywhere). */
  chunkBytes?: number;
}

/** A record boundary: the byte where a record starts, and how many records lie before it. */
export interface RecordBoundary {
  byte: number;
  records: number;
}

/**
 * For each byte offset in `targets` (ascending), the first record boundary at or after it, or
 * null when there is none (the target lies in the file's last record) or the scan gives up (a
 * field longer than {@link MAX_CARRY} bytes around a decision). Reads the file from `start` up to
 * the last boundary found, a chunk at a time.
 */
export async function findRecordBoundaries(o: BoundaryScanOptions, targets: number[]): Promise<Array<RecordBoundary | null>> {
  const found: Array<RecordBoundary | null> = targets.map(() => null);
  if (targets.length === 0) return found;
  const delim = o.delimiter.charCodeAt(0);
  const nl = Buffer.from(o.newline, 'latin1');
  const nlFirst = nl[0]!;
  const fh = await open(o.path, 'r');
  try {
    // One buffer for the whole scan: the bytes still needed move to its start and the next chunk
    // is read in after them (a new buffer for every chunk left hundreds of MB of freed buffers in
    // the C heap of the process that scans). It grows only for a field longer than a chunk.
    const step = o.chunkBytes ?? SCAN_CHUNK;
    let store = Buffer.allocUnsafe(2 * step);
    let buf = store.subarray(0, 0);
    /** File offset of buf[0]. */
    let base = o.start;
    let eof = false;
    let records = 0;
    let next = 0;
    // Scanner state: `pos` (an index into buf) is at the start of a field, or inside a quoted
    // field when `quoted`. Unquoted fields are never walked: a record without a quote that starts a
    // field ends at its next line ending. `qi`: the next quote at or after pos (-1: none in buf, -2: unknown).
    let pos = 0;
    let quoted = false;
    let qi = -2;

    /** Reads more bytes, keeping buf from `keep` on. False at the end of the file. */
    const more = async (keep: number): Promise<boolean> => {
      if (eof) return false;
      const at = base + buf.length;
      const n = Math.min(step, o.size - at);
      if (n <= 0) {
        eof = true;
        return false;
      }
      const kept = buf.length - keep;
      if (kept > MAX_CARRY) throw new GiveUp();
      if (kept + n > store.length) {
        const grown = Buffer.allocUnsafe(Math.max(2 * store.length, kept + n));
        buf.copy(grown, 0, keep);
        store = grown;
      } else if (keep > 0 && kept > 0) {
        buf.copy(store, 0, keep); // overlapping regions are copied as memmove does
      }
      const { bytesRead } = await fh.read(store, kept, n, at);
      buf = store.subarray(0, kept + bytesRead);
      base += keep;
      pos -= keep;
      qi = -2;
      if (bytesRead === 0) {
        eof = true;
        return false;
      }
      return true;
    };

    const atNewline = (i: number): boolean => {
      if (buf[i] !== nlFirst) return false;
      for (let k = 1; k < nl.length; k++) if (buf[i + k] !== nl[k]) return false;
      return true;
    };

    /** A record ended; `end` is the index where the next one starts. True when every target is found. */
    const recordEnd = (end: number): boolean => {
      records++;
      const byte = base + end;
      while (next < targets.length && byte >= targets[next]!) {
        found[next] = { byte, records };
        next++;
      }
      return next >= targets.length;
    };

    try {
      await more(0);
      for (;;) {
        if (quoted) {
          const q = buf.indexOf(QUOTE, pos);
          if (q < 0) {
            pos = buf.length;
            if (!(await more(buf.length))) break;
            continue;
          }
          // The decision needs the bytes after the quote up to the next delimiter and line ending.
          const decided = closingQuote(q);
          if (decided === 'more') {
            pos = q;
            if (!(await more(q))) break; // the input ends inside this field: no more records
            continue;
          }
          if (decided === 'escaped' || decided === 'text') {
            pos = decided === 'escaped' ? q + 2 : q + 1;
            continue;
          }
          quoted = false;
          pos = decided.next;
          if (decided.kind === 'newline' && recordEnd(pos)) break;
          continue;
        }
        // At the start of a field outside quotes.
        const n = buf.indexOf(nl, pos);
        if (n < 0) {
          if (!(await more(pos))) break;
          continue;
        }
        if (qi === -2 || (qi >= 0 && qi < pos)) qi = buf.indexOf(QUOTE, pos);
        // A quote before the line ending starts a quoted field when it starts a field: here, or
        // right after a delimiter (fields before it are unquoted, their quotes are text).
        while (qi >= 0 && qi < n && qi !== pos && buf[qi - 1] !== delim) qi = buf.indexOf(QUOTE, qi + 1);
        if (qi >= 0 && qi < n) {
          quoted = true;
          pos = qi + 1;
          continue;
        }
        pos = n + nl.length;
        if (recordEnd(pos)) break;
      }
    } catch (err) {
      if (err instanceof GiveUp) return targets.map(() => null);
      throw err;
    }
    return found;

    /**
     * What the quote at `q` inside a quoted field does (papaparse's closing-quote rules): `escaped`
     * (a doubled quote), `text` (a stray quote, kept), a close before a delimiter or a line ending
     * (with the index after it), or `more` when the buffer ends before that can be told.
     */
    function closingQuote(q: number): 'escaped' | 'text' | 'more' | { kind: 'delimiter' | 'newline'; next: number } {
      if (q + 1 >= buf.length) return 'more';
      if (buf[q + 1] === QUOTE) return 'escaped';
      const nextDelim = buf.indexOf(delim, q + 1);
      const nextNewline = buf.indexOf(nl, q + 1);
      // papaparse looks as far as the next delimiter and line ending of its input. With the line
      // ending in the buffer, a delimiter beyond it cannot change the answer (a close before a
      // delimiter needs the delimiter before the line ending); without it, a failed close before a
      // delimiter may still be one before a line ending that white space beyond the buffer leads to.
      if (nextNewline < 0 && nextDelim < 0 && !eof) return 'more';
      const checkUpTo = nextNewline === -1 ? nextDelim : Math.min(nextDelim, nextNewline);
      const spacesD = spaces(q, checkUpTo);
      if (q + 1 + spacesD < buf.length && buf[q + 1 + spacesD] === delim) return { kind: 'delimiter', next: q + 2 + spacesD };
      if (nextNewline < 0) return eof ? 'text' : 'more';
      const spacesN = spaces(q, nextNewline);
      const at = q + 1 + spacesN;
      if (at + nl.length <= buf.length && atNewline(at)) return { kind: 'newline', next: at + nl.length };
      return 'text';
    }

    /** papaparse's extraSpaces: the length of the text between the quote and `index` when it is all white space. */
    function spaces(q: number, index: number): number {
      if (index === -1 || index <= q + 1) return 0;
      const between = buf.toString(o.textEncoding, q + 1, index);
      return between.trim() === '' ? index - (q + 1) : 0;
    }
  } finally {
    await fh.close();
  }
}

class GiveUp extends Error {}
