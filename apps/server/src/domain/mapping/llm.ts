/**
 * The optional language model (docs/mapping.md "Language model"): an OpenAI-compatible
 * chat-completions endpoint the operator configures (FERRY_LLM_URL, FERRY_LLM_MODEL,
 * FERRY_LLM_API_KEY), such as a llama.cpp or Ollama server on the same network.
 *
 * It is asked only about what the offline matcher left open (columns without a confident target,
 * values no option layer matched, prompts no intent matched), with only headers, a few sample
 * values (at most {@link SAMPLE_VALUES} per column, each cut to {@link MAX_VALUE_CHARS}) and the
 * target's keys, labels and types — never a file. Its answer must be a JSON object of the shape
 * asked for; anything else, an HTTP error or a time-out gives null, and the caller keeps the
 * offline result.
 */
import type { Config } from '../../config.ts';

/** Sample values sent per column, and their length cap. */
export const SAMPLE_VALUES = 5;
export const MAX_VALUE_CHARS = 60;
/** Answer bytes read at most. */
const MAX_ANSWER_BYTES = 256 * 1024;

export type LlmConfig = NonNullable<Config['llm']>;

/** The logging askJson needs (a pino or Fastify request logger). */
export interface WarnLog {
  warn(obj: object, msg: string): void;
}

/** A short text of a value for a prompt. */
export function clip(value: unknown): string {
  const text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

/**
 * Asks the model for a JSON object. Resolves with the parsed object, or null on any failure
 * (logged at warn without the prompt's values).
 * @param system what the model is and the JSON shape to answer with
 * @param user the question (headers, samples)
 */
export async function askJson(llm: LlmConfig, system: string, user: string, log: WarnLog): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetch(`${llm.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}) },
      body: JSON.stringify({
        model: llm.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [{ role: 'system', content: system }, { role: 'user', content: user }],
      }),
      signal: AbortSignal.timeout(llm.timeoutMs),
    });
    const text = await readCapped(response);
    if (!response.ok) {
      log.warn({ status: response.status }, 'language model answered an error; the offline result is used');
      return null;
    }
    const body = JSON.parse(text) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('no message content');
    const json = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, '')) as unknown;
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error('the content is not a JSON object');
    return json as Record<string, unknown>;
  } catch (err) {
    log.warn({ err: (err as Error).name === 'TimeoutError' ? `no answer within ${llm.timeoutMs} ms` : (err as Error).message }, 'language model not used; the offline result is used');
    return null;
  }
}

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new Error(`the answer is larger than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
