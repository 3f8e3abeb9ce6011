/**
 * Feeds a JSON file's tokens to a callback (stream-json's tokenizer, packed values only), chunk by
 * chunk, so readers can yield rows between chunks. Syntax errors, truncation and nesting deeper
 * than {@link MAX_JSON_DEPTH} become EngineError INVALID_FILE.
 */
import { jsonParser } from 'stream-json/core/parser.js';
import { EngineError } from '../types.ts';
import type { TextEncoding } from '../contracts.ts';
import { readTextChunks, type ByteCounter } from './text-stream.ts';

/** Containers nested deeper than this are refused (a hostile file could exhaust the stack). */
export const MAX_JSON_DEPTH = 64;

/** A token with packed values: numbers keep their source text. */
export type JsonToken =
  | { name: 'startObject' | 'endObject' | 'startArray' | 'endArray' }
  | { name: 'keyValue' | 'stringValue' | 'numberValue'; value: string }
  | { name: 'trueValue' | 'falseValue' | 'nullValue'; value: boolean | null };

// stream-chain's markers (stream-json's tokenizer returns these): a batch of values, or nothing.
const NONE = Symbol.for('object-stream.none');
const MANY = Symbol.for('object-stream.many');

/**
 * Tokenizes the file. `onToken` runs for every token; after each chunk `afterChunk` runs (readers
 * yield their full batches there). `sequence`: accept several top-level values (NDJSON).
 * @throws EngineError INVALID_FILE for malformed or too deeply nested JSON.
 */
export async function* tokenizeJson(
  path: string,
  encoding: TextEncoding,
  counter: ByteCounter,
  sequence: boolean,
  onToken: (token: JsonToken, depth: number) => void,
  signal?: AbortSignal,
): AsyncGenerator<void> {
  const parse = jsonParser({ packValues: true, streamValues: false, jsonStreaming: sequence }) as unknown as (chunk: unknown) => unknown;
  let depth = 0;
  let consumed = 0;
  const feed = (chunk: unknown): void => {
    let out: unknown;
    try {
      out = parse(chunk);
    } catch (err) {
      throw new EngineError('INVALID_FILE', `The file is not valid JSON${sequence ? ' lines (NDJSON)' : ''} (near character ${consumed}): ${(err as Error).message}`, {
        near: consumed,
      });
    }
    if (out === NONE || out === undefined) return;
    const tokens: JsonToken[] = (out as Record<symbol, unknown>)[MANY] === 1 ? (out as { values: JsonToken[] }).values : [out as JsonToken];
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      if (t.name === 'startObject' || t.name === 'startArray') {
        if (++depth > MAX_JSON_DEPTH) {
          throw new EngineError('INVALID_FILE', `The JSON is nested deeper than ${MAX_JSON_DEPTH} levels`, { limit: MAX_JSON_DEPTH });
        }
        onToken(t, depth);
      } else if (t.name === 'endObject' || t.name === 'endArray') {
        onToken(t, depth);
        depth--;
      } else {
        onToken(t, depth);
      }
    }
  };
  for await (const text of readTextChunks(path, encoding, counter, signal)) {
    feed(text);
    consumed += text.length;
    yield;
  }
  feed(NONE);
  yield;
}
