import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from './config.ts';

test('HOST defaults to 127.0.0.1, and links name an address a browser on this machine reaches', () => {
  const base = { PORT: '8123' };
  const local = loadConfig(base, '/tmp');
  assert.equal(local.host, '127.0.0.1');
  assert.equal(local.publicUrl, 'http://127.0.0.1:8123');
  assert.equal(loadConfig({ ...base, HOST: '0.0.0.0' }, '/tmp').publicUrl, 'http://127.0.0.1:8123');
  assert.equal(loadConfig({ ...base, HOST: '::' }, '/tmp').publicUrl, 'http://localhost:8123');
  assert.equal(loadConfig({ ...base, HOST: '::1' }, '/tmp').publicUrl, 'http://[::1]:8123');
  assert.equal(loadConfig({ ...base, HOST: 'ferry.internal' }, '/tmp').publicUrl, 'http://ferry.internal:8123');
  assert.equal(loadConfig({ ...base, HOST: '0.0.0.0', FERRY_PUBLIC_URL: 'https://ferry.example.com' }, '/tmp').publicUrl, 'https://ferry.example.com');
});

test('FERRY_ENGINE_THREADS: one core per execution by default; a bad value is a clear error', () => {
  assert.equal(loadConfig({}, '/tmp').engineThreads, 1);
  assert.equal(loadConfig({ FERRY_ENGINE_THREADS: '2' }, '/tmp').engineThreads, 2);
  assert.throws(() => loadConfig({ FERRY_ENGINE_THREADS: '0' }, '/tmp'), /FERRY_ENGINE_THREADS must be between 1 and 64, got 0/);
  assert.throws(() => loadConfig({ FERRY_ENGINE_THREADS: 'all' }, '/tmp'), /FERRY_ENGINE_THREADS must be a whole number, got "all"/);
});
