/**
 * The request logger that makes its pino child on its first line: the lines it writes are the ones
 * a pino child writes (bindings in order, redaction of secrets), and a request that writes nothing
 * makes no child.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { createLogger, lazyChildLogger } from './logger.ts';

function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger(level, sink as never), lines };
}

const withoutTime = (line: Record<string, unknown>): Record<string, unknown> => ({ ...line, time: undefined });

test('writes what a pino child writes: bindings of every level in order, secrets redacted', async () => {
  const eager = capture('info');
  const lazy = capture('info');
  eager.logger.child({ request_id: 'r-1' }).child({ principal: { type: 'USER', id: 'u-1' } }).error({ err: new Error('boom'), password: 'CANARY', headers: { authorization: 'Bearer x' } }, 'failed');
  lazyChildLogger(lazy.logger, { request_id: 'r-1' }).child({ principal: { type: 'USER', id: 'u-1' } }).error({ err: new Error('boom'), password: 'CANARY', headers: { authorization: 'Bearer x' } }, 'failed');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(lazy.lines.length, 1);
  const [got, want] = [withoutTime(lazy.lines[0]!), withoutTime(eager.lines[0]!)];
  assert.deepEqual(Object.keys(got), Object.keys(want), 'the same fields in the same order');
  assert.equal(got.password, '[REDACTED]');
  assert.equal(got.request_id, 'r-1');
  assert.deepEqual(got.principal, { type: 'USER', id: 'u-1' });
  assert.equal((got.err as { message: string }).message, 'boom');
  assert.ok(!JSON.stringify(lazy.lines).includes('CANARY'));
});

test('makes no pino child until a line is written, and none for levels that are off', async () => {
  const { logger, lines } = capture('warn');
  let children = 0;
  const counting = Object.create(logger) as typeof logger;
  counting.child = ((...args: Parameters<typeof logger.child>) => {
    children++;
    return logger.child(...args);
  }) as typeof logger.child;
  const request = lazyChildLogger(counting, { request_id: 'r-2' }).child({ principal: { id: 'p' } });
  request.info('not written at warn');
  request.debug({ a: 1 }, 'nor this');
  assert.equal(children, 0, 'nothing written, nothing made');
  assert.equal(request.level, 'warn');
  request.warn('written');
  request.error('written too');
  assert.equal(children, 1, 'made once, on the first line');
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(lines.map((l) => [l.msg, l.request_id, (l.principal as { id: string }).id]), [['written', 'r-2', 'p'], ['written too', 'r-2', 'p']]);
});
