/**
 * The main job, end to end, as a user does it: `npm start` on the embedded defaults (and again on
 * PostgreSQL when DATABASE_URL is set), then the REST API only — a TDM, a MANUAL input connector,
 * an HTTP output connector (a receiver on loopback) and a pipeline per data set; real files nobody
 * here wrote (vega-datasets: CSV, TSV, JSON; world-countries: CSV, JSON, XML) uploaded and checked
 * at the receiver and in the download; a file with too many bad cells fails, is fixed and
 * succeeds; a rerun; a scheduled pipeline with HTTP PROACTIVE input running on its schedule.
 * docs/quick-start.md walks through the same steps with curl (docs/examples/first-pipeline.sh).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { FerryClient, type Execution } from '@ferry/client';
import { createPostgresDatabase } from './helpers/database.ts';
import { listeningUrl, startNpm, stopNpm } from './helpers/process.ts';
import { realFile } from './helpers/real-files.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';

const LICENSE = 'acceptance-license-key-0001';
const OWNER = 'owner@acceptance.example';

interface Dataset {
  name: string;
  file: string;
  tdm: unknown;
  mappings?: Array<{ source_columns: string[]; target_column: string }>;
  threshold?: number;
  expect: { rows: number; output_rows: number; format: string; check: (rows: Array<Record<string, unknown>>) => void };
}

const countriesTdm = {
  name: 'Countries',
  columns: [
    { key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }, { validate: 'unique' }] },
    { key: 'official_name', label: 'Official name', columnType: 'string' },
    { key: 'cca2', label: 'ISO alpha-2', columnType: 'country_code_alpha_2', validations: [{ validate: 'required' }] },
    { key: 'cca3', label: 'ISO alpha-3', columnType: 'country_code_alpha_3' },
    { key: 'region', label: 'Region', columnType: 'category', optionConfiguration: { options: ['Africa', 'Americas', 'Antarctic', 'Asia', 'Europe', 'Oceania'] } },
    { key: 'independent', label: 'Independent', columnType: 'boolean' },
    { key: 'un_member', label: 'UN member', columnType: 'boolean' },
    { key: 'area', label: 'Area (km²)', columnType: 'float' },
  ],
};
const countriesMappings = [
  ['name.common', 'name'],
  ['name.official', 'official_name'],
  ['cca2', 'cca2'],
  ['cca3', 'cca3'],
  ['region', 'region'],
  ['independent', 'independent'],
  ['unMember', 'un_member'],
  ['area', 'area'],
].map(([s, t]) => ({ source_columns: [s!], target_column: t! }));
const checkCountries = (rows: Array<Record<string, unknown>>) => {
  const de = rows.find((r) => r.cca2 === 'DE')!;
  assert.equal(de.name, 'Germany');
  assert.equal(de.cca3, 'DEU');
  assert.equal(de.region, 'Europe');
  assert.equal(de.independent, true);
  assert.equal(de.un_member, true);
  assert.equal(de.area, 357114);
  // Kosovo's alpha-3 "UNK" is no ISO code: that one row is rejected, under the 1% threshold.
  assert.ok(!rows.some((r) => r.name === 'Kosovo'));
};

const DATASETS: Dataset[] = [
  {
    name: 'Seattle weather (CSV)',
    file: realFile('vega-datasets', 'data/seattle-weather.csv'),
    tdm: {
      name: 'Weather',
      columns: [
        { key: 'date', label: 'Date', columnType: 'date', outputFormat: 'DD.MM.YYYY', validations: [{ validate: 'required' }, { validate: 'unique' }] },
        { key: 'precipitation', label: 'Precipitation', columnType: 'float', validations: [{ validate: 'required' }] },
        { key: 'temp_max', label: 'Max temperature', columnType: 'float' },
        { key: 'temp_min', label: 'Min temperature', columnType: 'float' },
        { key: 'wind', label: 'Wind', columnType: 'float' },
        { key: 'weather', label: 'Weather', columnType: 'category', optionConfiguration: { options: ['drizzle', 'rain', 'sun', 'snow', 'fog'] } },
      ],
    },
    expect: {
      rows: 1461,
      output_rows: 1461,
      format: 'CSV',
      check: (rows) => {
        assert.deepEqual(rows[1], { date: '02.01.2012', precipitation: 10.9, temp_max: 10.6, temp_min: 2.8, wind: 4.5, weather: 'rain' });
      },
    },
  },
  {
    name: 'US unemployment (TSV)',
    file: realFile('vega-datasets', 'data/unemployment.tsv'),
    tdm: { name: 'Unemployment', columns: [{ key: 'id', label: 'County', columnType: 'string', validations: [{ validate: 'unique' }] }, { key: 'rate', label: 'Rate', columnType: 'percentage' }] },
    expect: {
      rows: 3218,
      output_rows: 3218,
      format: 'TSV',
      check: (rows) => {
        assert.deepEqual(rows[0], { id: '1001', rate: 0.097 });
      },
    },
  },
  {
    name: 'Cars (JSON)',
    file: realFile('vega-datasets', 'data/cars.json'),
    tdm: {
      name: 'Cars',
      columns: [
        { key: 'name', label: 'Name', columnType: 'string', validations: [{ validate: 'required' }] },
        { key: 'mpg', label: 'Miles per gallon', columnType: 'float' },
        { key: 'cylinders', label: 'Cylinders', columnType: 'int' },
        { key: 'horsepower', label: 'Horsepower', columnType: 'int' },
        { key: 'year', label: 'Model year', columnType: 'date', outputFormat: 'YYYY' },
        { key: 'origin', label: 'Origin', columnType: 'category', optionConfiguration: { options: [{ label: 'USA', value: 'US' }, { label: 'Europe', value: 'EU' }, { label: 'Japan', value: 'JP' }] } },
      ],
    },
    mappings: [
      ['Name', 'name'],
      ['Miles_per_Gallon', 'mpg'],
      ['Cylinders', 'cylinders'],
      ['Horsepower', 'horsepower'],
      ['Year', 'year'],
      ['Origin', 'origin'],
    ].map(([s, t]) => ({ source_columns: [s!], target_column: t! })),
    expect: {
      rows: 406,
      output_rows: 406,
      format: 'JSON',
      check: (rows) => {
        assert.deepEqual(rows[0], { name: 'chevrolet chevelle malibu', mpg: 18, cylinders: 8, horsepower: 130, year: '1970', origin: 'US' });
        assert.ok(rows.some((r) => r.mpg === null), 'missing values stay empty');
      },
    },
  },
  { name: 'Countries (CSV)', file: realFile('world-countries', 'dist/countries.csv'), tdm: countriesTdm, mappings: countriesMappings, threshold: 1, expect: { rows: 250, output_rows: 249, format: 'XLSX', check: checkCountries } },
  { name: 'Countries (JSON)', file: realFile('world-countries', 'dist/countries.json'), tdm: countriesTdm, mappings: countriesMappings, threshold: 1, expect: { rows: 250, output_rows: 249, format: 'JSON', check: checkCountries } },
  { name: 'Countries (XML)', file: realFile('world-countries', 'dist/countries.xml'), tdm: countriesTdm, mappings: countriesMappings, threshold: 1, expect: { rows: 250, output_rows: 249, format: 'XML', check: checkCountries } },
];

function acceptance(label: string, databaseUrl: () => Promise<{ url: string | null; drop(): Promise<void> }>) {
  describe(`the main job end to end: ${label}`, () => {
    let receiver: Receiver;
    let source: Receiver;
    let service: ReturnType<typeof startNpm>;
    let dataDir: string;
    let db: { url: string | null; drop(): Promise<void> };
    let base: string;
    // A client from outside, as a company's backend would use it.
    let ferry: FerryClient;

    const waitFor = async (id: string): Promise<Execution> => {
      for (let i = 0; i < 1200; i++) {
        const { data: e } = await ferry.getExecution(id);
        if (e.status !== 'PROCESSING') return e;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`execution ${id} did not end`);
    };
    const upload = async (connectorId: string, fileName: string, content: Buffer) => ferry.uploadFiles(connectorId, [{ name: fileName, data: new Uint8Array(content) }]);

    let output: string;
    const pipelines = new Map<string, { pipeline: string; input: string }>();

    before(async () => {
      db = await databaseUrl();
      dataDir = mkdtempSync(join(tmpdir(), 'ferry-acceptance-'));
      receiver = await startReceiver();
      source = await startReceiver((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="stocks.csv"' });
        res.end(readFileSync(realFile('vega-datasets', 'data/stocks.csv')));
      });
      service = startNpm(['start'], {
        PORT: '0',
        FERRY_DATA_DIR: dataDir,
        ...(db.url ? { DATABASE_URL: db.url } : {}),
        FERRY_BOOTSTRAP_LICENSE_KEY: LICENSE,
        FERRY_BOOTSTRAP_OWNER_EMAIL: OWNER,
        FERRY_BOOTSTRAP_OWNER_PASSWORD: 'acceptance-password',
        FERRY_NETWORK_ALLOW_LIST: '127.0.0.1',
        FERRY_SCHEDULER_INTERVAL_SECONDS: '1',
        LOG_LEVEL: 'warn',
      });
      base = await listeningUrl(service, 300_000);
      for (let i = 0; ; i++) {
        try {
          if ((await fetch(`${base}/dp/api/v1/management/health`)).ok) break;
        } catch {
          // starting
        }
        if (service.child.exitCode !== null || i > 1200) throw new Error(`npm start did not come up:\n${service.stdout()}\n${service.stderr()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      // The backend exchanges the license key for a token (no token needed for that call).
      const token = await new FerryClient({ baseUrl: base }).createAccessToken({ license_key: LICENSE, auth: { identifier: OWNER, type: 'USER' } });
      ferry = new FerryClient({ baseUrl: base, accessToken: token.data.access_token });
    });
    after(async () => {
      await stopNpm(service);
      await receiver?.close();
      await source?.close();
      rmSync(dataDir, { recursive: true, force: true });
      await db.drop();
    });

    it('sets up TDMs, connectors and pipelines through the REST API', async () => {
      const out = await ferry.createConnector({ name: 'Warehouse import', type: 'OUTPUT', node_type: 'HTTP', configuration: { url: `${receiver.url}/import`, method: 'POST', headers: { Authorization: 'Bearer warehouse-token' } } });
      output = out.data.id;
      for (const d of DATASETS) {
        const tdm = await ferry.createTdm(d.tdm as never);
        const input = await ferry.createConnector({ name: `${d.name} uploads`, type: 'INPUT', node_type: 'MANUAL', configuration: {} });
        const p = await ferry.createPipeline({
          name: d.name,
          configuration: {
            input_connectors: [input.data.id],
            output_connectors: [output],
            tdm: tdm.data.id,
            mapping_config: d.mappings ? { mode: 'EXACT', mappings: d.mappings } : { mode: 'DEFAULT', mappings: [] },
            error_config: { error_threshold: d.threshold ?? 0 },
          },
        });
        assert.equal(p.data.draft, false);
        pipelines.set(d.name, { pipeline: p.data.id, input: input.data.id });
      }
    });

    for (const d of DATASETS) {
      it(`runs ${d.name} to SUCCESSFUL, typed rows at the receiver and in the download`, async () => {
        const { input } = pipelines.get(d.name)!;
        const up = await upload(input, d.file.split('/').pop()!, readFileSync(d.file));
        const e = await waitFor(up[0]!.id);
        assert.equal(e.status, 'SUCCESSFUL', JSON.stringify(e));
        assert.equal(e.stats!.rows, d.expect.rows);
        assert.equal(e.stats!.output_rows, d.expect.output_rows);
        const delivered = receiver.requests.filter((r) => r.headers['idempotency-key'] === e.id);
        assert.equal(delivered.length, 1);
        assert.equal(delivered[0]!.headers.authorization, 'Bearer warehouse-token');
        const atReceiver = JSON.parse(delivered[0]!.body.toString('utf8')) as Array<Record<string, unknown>>;
        assert.equal(atReceiver.length, d.expect.output_rows);
        d.expect.check(atReceiver);
        const response = await ferry.downloadExecutionOutput(e.id, d.expect.format as 'CSV');
        const download = { body: Buffer.from(await response.arrayBuffer()) };
        if (d.expect.format === 'XLSX') {
          const book = XLSX.read(download.body, { type: 'buffer' });
          const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!, { defval: null });
          assert.equal(rows.length, d.expect.output_rows);
          d.expect.check(rows);
        } else if (d.expect.format === 'JSON') {
          const rows = JSON.parse(download.body.toString('utf8'));
          assert.deepEqual(rows, atReceiver, 'the download is what was delivered');
        } else if (d.expect.format === 'XML') {
          const text = download.body.toString('utf8');
          assert.equal((text.match(/<row>/g) ?? []).length, d.expect.output_rows);
          assert.match(text, /<row><name>Germany<\/name><official_name>Federal Republic of Germany<\/official_name><cca2>DE<\/cca2>/);
        } else {
          const lines = download.body.toString('utf8').trim().split(/\r?\n/);
          assert.equal(lines.length, d.expect.output_rows + 1);
          if (d.expect.format === 'CSV') assert.equal(lines[2], '02.01.2012,10.9,10.6,2.8,4.5,rain');
          if (d.expect.format === 'TSV') assert.equal(lines[1], '1001\t0.097');
        }
      });
    }

    it('fails a file with too many bad cells, fixes it into SUCCESSFUL, and reruns it', async () => {
      const { input } = pipelines.get('Seattle weather (CSV)')!;
      const bad = 'date,precipitation,temp_max,temp_min,wind,weather\n2015-12-01,1.5,7.2,2.1,3.0,rain\n2015-12-02,heavy,8.0,3.3,2.9,hail\n2015-12-03,0.0,9.1,4.0,,sun\n';
      const up = await upload(input, 'december.csv', Buffer.from(bad));
      const failed = await waitFor(up[0]!.id);
      assert.equal(failed.status, 'FAILED');
      assert.equal(failed.error!.type, 'ERROR_THRESHOLD_EXCEEDED');
      const errors = await ferry.listExecutionErrors(failed.id);
      const byCell = Object.fromEntries(errors.data.map((e) => [`${e.row}:${e.column}`, e]));
      assert.ok(byCell['3:precipitation'] && byCell['3:weather']);
      const fixed = await ferry.fixExecution(failed.id, { cleanings: { '3': { precipitation: '12.5', weather: 'rain' } } }, { wait: true });
      assert.equal(fixed.data.status, 'SUCCESSFUL', JSON.stringify(fixed.data));
      assert.equal(fixed.data.fixed_by!.identifier, OWNER);
      const delivered = receiver.requests.filter((r) => r.headers['idempotency-key'] === failed.id);
      assert.equal(delivered.length, 1);
      assert.deepEqual(JSON.parse(delivered[0]!.body.toString())[1], { date: '02.12.2015', precipitation: 12.5, temp_max: 8, temp_min: 3.3, wind: 2.9, weather: 'rain' });
      // A rerun keeps the fixes by default: the stored file is read again and the fixed cells applied.
      const kept = await ferry.rerunExecution(failed.id);
      assert.equal(kept.data.rerun_of, failed.id);
      const keptRun = await waitFor(kept.data.id);
      assert.equal(keptRun.status, 'SUCCESSFUL', 'the rerun applies the fixes made to the original again');
      assert.equal(keptRun.input!.file_name, 'december.csv');
      // Without them, it reads the stored file as it was and fails as the original did.
      const rerun = await ferry.rerunExecution(failed.id, { keep_fixes: false });
      assert.equal(rerun.data.rerun_of, failed.id);
      const again = await waitFor(rerun.data.id);
      assert.equal(again.status, 'FAILED', 'the rerun without fixes reads the stored file as it was');
      assert.equal(again.error!.type, 'ERROR_THRESHOLD_EXCEEDED');
      assert.equal(again.input!.file_name, 'december.csv');
    });

    it('runs a scheduled pipeline with HTTP PROACTIVE input on its schedule', async () => {
      const tdm = await ferry.createTdm({ name: 'Stocks', columns: [{ key: 'symbol', label: 'Symbol', columnType: 'string' }, { key: 'date', label: 'Date', columnType: 'date' }, { key: 'price', label: 'Price', columnType: 'float' }] });
      const input = await ferry.createConnector({ name: 'Market data', type: 'INPUT', node_type: 'HTTP', configuration: { type: 'PROACTIVE', url: `${source.url}/stocks.csv`, method: 'GET' }, trigger_type: 'TIME_BASE' });
      const startsOn = new Date(Date.now() + 3000);
      const p = await ferry.createPipeline({
        name: 'Daily stocks',
        configuration: { input_connectors: [input.data.id], output_connectors: [output], tdm: tdm.data.id, schedule_config: { frequency: 'DAILY', interval: 1, starts_on: startsOn.toISOString() } },
      });
      let scheduled: Execution | undefined;
      for (let i = 0; i < 600 && !scheduled; i++) {
        await new Promise((r) => setTimeout(r, 100));
        scheduled = (await ferry.listExecutions({ filters: JSON.stringify({ pipeline: p.data.id }) })).data[0];
      }
      assert.ok(scheduled, 'the schedule created an execution');
      assert.equal(scheduled.trigger_type, 'TIME_BASE');
      assert.ok(new Date(scheduled.created_at).getTime() >= startsOn.getTime() - 1000, 'not before starts_on');
      const done = await waitFor(scheduled.id);
      assert.equal(done.status, 'SUCCESSFUL', JSON.stringify(done));
      assert.equal(done.stats!.rows, 560);
      const next = (await ferry.getPipeline(p.data.id)).data.next_run_at;
      assert.equal(next, new Date(startsOn.getTime() + 86_400_000).toISOString());
    });
  });
}

acceptance('embedded defaults (PGlite)', async () => ({ url: null, drop: async () => {} }));
if (process.env.DATABASE_URL) acceptance('PostgreSQL', () => createPostgresDatabase());
