/** multipart/form-data uploads for tests, as a browser sends them (one `file` part per file). */
import assert from 'node:assert/strict';
import type { TestContext, TestResponse } from './context.ts';

export interface FilePart {
  name: string;
  content: Buffer | string;
  type?: string;
}

/** The body and Content-Type of a multipart upload of `files`. */
export function multipart(files: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----ferry' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** `POST /connector/{id}/upload` of `files`; answers the response as it is. */
export function upload(ctx: TestContext, connectorId: string, files: FilePart[], token?: string): Promise<TestResponse> {
  return ctx.request('POST', `/connector/${connectorId}/upload`, { token, ...multipart(files) });
}

/** Uploads one CSV file and answers the id of the (first) execution it started. */
export async function uploadCsv(ctx: TestContext, connectorId: string, name: string, csv: string | Buffer, token?: string): Promise<string> {
  const r = await upload(ctx, connectorId, [{ name, content: csv, type: 'text/csv' }], token);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data[0].id as string;
}
