/**
 * A delivery that never ends, for the test of a worker killed mid-delivery
 * (database.contract.test.ts): it writes 2,000 rows inside its transaction, prints `sent`, and
 * waits until it is killed. FERRY_TEST_CONFIGURATION holds the DATABASE configuration (JSON),
 * FERRY_TEST_EXECUTION the execution id.
 */
import { createNetworkGuard } from '../network/guard.ts';
import { createConnector } from '../registry.ts';
import { memoryLogger } from './http-peer.ts';

const configuration = JSON.parse(process.env.FERRY_TEST_CONFIGURATION ?? '{}') as Record<string, unknown>;
const executionId = process.env.FERRY_TEST_EXECUTION ?? 'exec-killed';
const guard = createNetworkGuard({ allowList: ['127.0.0.1'] });
const connector = createConnector({ nodeType: 'DATABASE', type: 'OUTPUT', configuration });

async function* rows() {
  for (let i = 1; ; i++) {
    yield { id: i, name: `row ${i}`, amount: i, paid: true, ordered_on: null, ordered_at: null, local_date: null };
    if (i === 2500) {
      process.stdout.write('sent\n');
      await new Promise(() => {});
    }
  }
}

await connector.deliver!(
  { path: '/nonexistent', fileName: 'rows.json', contentType: 'application/json', format: 'JSON', size: 0, rows },
  {
    executionId, idempotencyKey: executionId, guard, log: memoryLogger(), maxBytes: 1 << 30,
    table: {
      columns: [
        { key: 'id', columnType: 'int' }, { key: 'name', columnType: 'string' }, { key: 'amount', columnType: 'float' }, { key: 'paid', columnType: 'boolean' },
        { key: 'ordered_on', columnType: 'date' }, { key: 'ordered_at', columnType: 'datetime' }, { key: 'local_date', columnType: 'date', outputFormat: 'DD.MM.YYYY' },
      ],
      key: ['id'],
    },
  },
);
