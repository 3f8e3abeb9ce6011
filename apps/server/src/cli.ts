/**
 * The `ferry` command line: start, migrate, init, rotate-license-key, token, run, version. Exit
 * codes: 0 success, 1 failure, 2 (run) error threshold reached.
 *
 * Every command loads what it needs when it runs (the server, the database, the engine): `help` and
 * `--version` load nothing but this file and the configuration module.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig, ConfigError, type Role } from './config.ts';

const server = () => import('./main.ts');
const organizations = () => import('./domain/organizations/service.ts');
const clock = async () => (await import('./domain/time.ts')).systemClock;

/** The version of Ferry (the server package's `version`). */
export function ferryVersion(): string {
  return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

const HELP = `Usage: ferry <command> [options]

Commands:
  start [--role all|api|worker]   start the service (default role: all)
  migrate                         apply database migrations and exit
  init [--json] [--name NAME] [--owner-email EMAIL] [--owner-password PASSWORD] [--license-key KEY]
                                  create an organization with an OWNER and print its license key
  rotate-license-key [--organization ID] [--license-key KEY] [--json]
                                  replace an organization's license key and print the new one once;
                                  the old key and every token issued with it stop working
  token --identifier ID [--type USER|SUB_ORG] [--license-key KEY] [--url URL] [--json]
                                  request an access token from a running Ferry (the license key may
                                  come from FERRY_LICENSE_KEY; --url defaults to FERRY_PUBLIC_URL)
  run --tdm tdm.json [--pipeline pipeline.json] --input FILE --output FILE [--format csv|tsv|json|xml|xlsx]
                                  run the import engine on a local file
  version, --version              print the version
  help                            show this help

Configuration comes from environment variables; see docs/configuration.md.`;

async function cmdStart(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { role: { type: 'string', default: 'all' } }, strict: true });
  const role = values.role as Role;
  if (!['all', 'api', 'worker'].includes(role)) {
    console.error(`--role must be all, api or worker; got "${role}"`);
    return 1;
  }
  // On the embedded database, PGlite opens in its thread while the server's modules load.
  let config: ReturnType<typeof loadConfig> | null = null;
  try {
    config = loadConfig();
  } catch {
    // start() reports it
  }
  const early = config && !config.databaseUrl ? await import('./db/early-pglite.ts') : null;
  if (config && early) early.openPgliteEarly((await import('./db/lock.ts')).pgliteDirFor(config.dataDir));
  const { exitOnSignals, start } = await server();
  const started = await start(role).catch(async (err: unknown) => {
    await early?.closeEarlyPglite(); // unless start() took it, it would keep the process alive
    throw err;
  });
  exitOnSignals(started);
  // Keep running: the server and workers hold the event loop open.
  return new Promise<number>(() => {});
}

async function cmdMigrate(): Promise<number> {
  const config = loadConfig();
  const database = await (await server()).openAndMigrate(config, 'ferry-cli');
  await database.close();
  console.log(`migrations applied (${database.kind})`);
  return 0;
}

async function cmdInit(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      json: { type: 'boolean', default: false },
      name: { type: 'string' },
      'owner-email': { type: 'string' },
      'owner-password': { type: 'string' },
      'license-key': { type: 'string' },
    },
    strict: true,
  });
  const config = loadConfig();
  const database = await (await server()).openAndMigrate(config, 'ferry-cli');
  try {
    const created = await (await organizations()).createOrganization(database.db, await clock(), {
      name: values.name ?? config.bootstrap.organizationName,
      licenseKey: values['license-key'] ?? null,
      owner: { email: values['owner-email'] ?? null, password: values['owner-password'] ?? null },
    });
    if (values.json) {
      console.log(JSON.stringify({ license_key: created.license_key, organization: created.organization, owner: created.owner }));
    } else {
      console.log(`organization:   ${created.organization.name} (${created.organization.id})`);
      console.log(`license key:    ${created.license_key}`);
      console.log(`owner e-mail:   ${created.owner.email}`);
      console.log(`owner password: ${created.owner.password}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

async function cmdRotateLicenseKey(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { json: { type: 'boolean', default: false }, organization: { type: 'string' }, 'license-key': { type: 'string' } },
    strict: true,
  });
  const config = loadConfig();
  const database = await (await server()).openAndMigrate(config, 'ferry-cli');
  try {
    const rotated = await (await organizations()).rotateLicenseKey(database.db, await clock(), {
      organizationId: values.organization ?? null,
      licenseKey: values['license-key'] ?? null,
    });
    if (values.json) {
      console.log(JSON.stringify(rotated));
    } else {
      console.log(`organization:    ${rotated.organization.name} (${rotated.organization.id})`);
      console.log(`new license key: ${rotated.license_key}`);
      console.log('The old key and the access tokens issued with it no longer work.');
    }
    return 0;
  } finally {
    await database.close();
  }
}

/**
 * @ferry/client from its TypeScript sources. In this repository the @ferry packages resolve to
 * their sources only under the `@ferry/source` export condition (their dist/ is built for packing,
 * scripts/build-packages.ts), which `npm test` passes to Node; `ferry` adds it for this one import.
 */
async function importClient(): Promise<typeof import('@ferry/client')> {
  const { registerHooks } = await import('node:module');
  const hooks = registerHooks({ resolve: (specifier, context, next) => next(specifier, specifier === '@ferry/client' ? { ...context, conditions: [...context.conditions, '@ferry/source'] } : context) });
  try {
    return await import('@ferry/client');
  } finally {
    hooks.deregister();
  }
}

async function cmdToken(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { identifier: { type: 'string' }, type: { type: 'string', default: 'USER' }, 'license-key': { type: 'string' }, url: { type: 'string' }, json: { type: 'boolean', default: false } },
    strict: true,
  });
  const licenseKey = values['license-key'] ?? process.env.FERRY_LICENSE_KEY;
  const type = values.type?.toUpperCase();
  if (!values.identifier || !licenseKey || (type !== 'USER' && type !== 'SUB_ORG')) {
    console.error('ferry token needs --identifier, --type USER or SUB_ORG, and --license-key (or FERRY_LICENSE_KEY)');
    return 1;
  }
  const baseUrl = values.url ?? loadConfig().publicUrl;
  const { FerryClient, FerryApiError } = await importClient();
  try {
    const { data } = await new FerryClient({ baseUrl }).createAccessToken({ license_key: licenseKey, auth: { identifier: values.identifier, type } });
    console.log(values.json ? JSON.stringify(data) : data.access_token);
    return 0;
  } catch (err) {
    if (err instanceof FerryApiError) {
      console.error(`${baseUrl}: ${err.message}${err.status ? ` (${err.status} ${err.code})` : ''}`);
      return 1;
    }
    throw err;
  }
}

async function cmdRun(argv: string[]): Promise<number> {
  // The engine's CLI module is loaded only for `ferry run`.
  const modulePath = '@ferry/engine/cli';
  const { runCommand } = (await import(modulePath)) as { runCommand: (argv: string[]) => Promise<number> };
  return runCommand(argv);
}

/** Runs a command; resolves with the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'start':
        return await cmdStart(rest);
      case 'migrate':
        return await cmdMigrate();
      case 'init':
        return await cmdInit(rest);
      case 'rotate-license-key':
        return await cmdRotateLicenseKey(rest);
      case 'token':
        return await cmdToken(rest);
      case 'run':
        return await cmdRun(rest);
      case 'version':
      case '--version':
      case '-v':
        console.log(ferryVersion());
        return 0;
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        console.log(HELP);
        return command === undefined ? 1 : 0;
      default:
        console.error(`unknown command "${command}"\n\n${HELP}`);
        return 1;
    }
  } catch (err) {
    if (err instanceof Error && err.name === 'FerryError') {
      // A refused request (a license key in use or too short, an unknown organization): its message.
      console.error(err.message);
      return 1;
    }
    if (err instanceof Error && err.name === 'DatabaseInUseError') {
      console.error(err.message);
      return 1;
    }
    const code = err instanceof Error && 'code' in err ? String((err as { code: unknown }).code) : '';
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      const { address, port } = err as { address?: string; port?: number };
      console.error(`cannot listen on ${address ?? 'the address'}:${port ?? '?'}: ${code === 'EADDRINUSE' ? 'another program uses that port' : 'not allowed'}; choose another with PORT (and HOST)`);
      return 1;
    }
    if (err instanceof ConfigError || (err instanceof Error && err.name === 'StorageConfigError')) {
      console.error(`configuration error: ${err.message}`);
      return 1;
    }
    if (err instanceof TypeError && 'code' in err && String((err as { code: unknown }).code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`${err.message}\n\n${HELP}`);
      return 1;
    }
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    return 1;
  }
}
