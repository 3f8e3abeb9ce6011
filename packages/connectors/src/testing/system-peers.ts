/**
 * Real protocol peers from Debian for the FTP and SFTP tests: OpenSSH's `sshd` and `vsftpd`, each
 * served inetd-style on a loopback port the operating system chooses, with a configuration written
 * to a temporary directory, and
 * stopped by `stop()` (call it in an `after` hook). Both sign in a local test user
 * ({@link TEST_USER}), which {@link ensureTestUser} creates when missing (the tests run as root:
 * CI installs the packages, see .ci/run). Nothing listens beyond 127.0.0.1.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The local account the peers sign in. Its password is a canary: no message may contain it. */
export const TEST_USER = { name: 'ferrytest', password: 'Sftp-canary-7f3a91c2' } as const;

/** A started peer. */
export interface SystemPeer {
  port: number;
  /** The test user's home directory (the login directory of both peers). */
  home: string;
  stop(): Promise<void>;
}

/**
 * Why the SFTP/FTP peers cannot run here (a `skip` reason), or false when they can: sshd and
 * vsftpd installed, and root (to create the test user) or the user already there. In CI a missing
 * peer is an error, not a skip, so a green CI never means "not tested".
 * @throws Error under CI=true when a peer is missing
 */
export function systemPeersMissing(which: Array<'sshd' | 'vsftpd'> = ['sshd', 'vsftpd']): string | false {
  const programs = { sshd: '/usr/sbin/sshd', vsftpd: '/usr/sbin/vsftpd' };
  const missing = which.filter((w) => !existsSync(programs[w]));
  let reason: string | false = false;
  if (missing.length) reason = `${missing.join(' and ')} not installed (apt-get install -y ${missing.map((m) => (m === 'sshd' ? 'openssh-server' : m)).join(' ')})`;
  else if (process.getuid?.() !== 0) {
    try {
      execFileSync('getent', ['passwd', TEST_USER.name], { stdio: 'pipe' });
    } catch {
      reason = `the test user ${TEST_USER.name} is missing and only root can create it`;
    }
  }
  if (reason && process.env.CI) throw new Error(`the SFTP/FTP test peers cannot run: ${reason}`);
  return reason;
}

/** Whether a Debian program is installed. */
export function hasProgram(path: string): boolean {
  return existsSync(path);
}

/** Creates the test user (home, password, bash shell) when missing. @throws when not root */
export function ensureTestUser(): { uid: number; gid: number; home: string } {
  const read = () => execFileSync('getent', ['passwd', TEST_USER.name], { encoding: 'utf8' }).trim();
  let entry = '';
  try {
    entry = read();
  } catch {
    if (process.getuid?.() !== 0) throw new Error(`the test user ${TEST_USER.name} is missing and only root can create it (run the tests as root, as CI does)`);
    try {
      execFileSync('useradd', ['--create-home', '--shell', '/bin/bash', TEST_USER.name], { stdio: 'pipe' });
    } catch (err) {
      // Another test process may have created it a moment ago (test files run in parallel).
      try {
        read();
      } catch {
        throw err;
      }
    }
    entry = read();
  }
  // Set the password every time: it is the canary the tests check for.
  if (process.getuid?.() === 0) execFileSync('chpasswd', { input: `${TEST_USER.name}:${TEST_USER.password}\n` });
  const [, , uid, gid, , home] = entry.split(':');
  return { uid: Number(uid), gid: Number(gid), home: home! };
}

/** Writes a file as the test user would (owned by it), creating directories. */
export async function putAsUser(path: string, content: Buffer | string): Promise<void> {
  const user = ensureTestUser();
  const parts = path.slice(user.home.length + 1).split('/').slice(0, -1);
  let dir = user.home;
  for (const p of parts) {
    dir = join(dir, p);
    await mkdir(dir, { recursive: true });
    await chown(dir, user.uid, user.gid);
  }
  await writeFile(path, content);
  await chown(path, user.uid, user.gid);
}

/**
 * Serves `program` inetd-style on a loopback port the operating system chooses: this process
 * listens on port 0 and hands each connection to a new `program args` whose stdin and stdout are
 * the connection (sshd -i, vsftpd with listen=NO), so no port is guessed and none can be taken by
 * another process in between. The programs end with their connections; `stop()` ends the rest.
 */
async function serveInetd(program: string, args: string[], dir: string): Promise<{ port: number; stop(): Promise<void>; output(): string }> {
  let output = '';
  const children = new Set<ChildProcess>();
  const server = createServer({ pauseOnConnect: true }, (socket) => {
    const child = spawn(program, args, { stdio: [socket, socket, 'pipe'] });
    children.add(child);
    child.stderr!.on('data', (d) => (output = (output + d).slice(-20_000)));
    child.on('error', (err) => (output += `\n${program}: ${err.message}`));
    child.once('exit', () => children.delete(child));
    // The child holds its own copy of the connection; this process's copy only has to go.
    socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.unref();
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    output: () => output,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const child of children) child.kill('SIGTERM');
      await Promise.all([...children].map((child) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())))));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Ties a peer's life to this test process: a tiny shell waits on a pipe from us and stops the peer
 * when the pipe closes — when we stop it, and also when this process dies in any way (a timeout,
 * SIGKILL, a crash), so that no server outlives the tests that started it. The pipe does not keep
 * this process alive.
 */
export function stopWithThisProcess(child: ChildProcess): () => void {
  const pid = child.pid;
  if (!pid) return () => {};
  const watchdog = spawn('/bin/sh', ['-c', `read _ignored; kill -TERM ${pid} 2>/dev/null; exit 0`], { stdio: ['pipe', 'ignore', 'ignore'] });
  watchdog.on('error', () => {});
  watchdog.stdin!.on('error', () => {});
  watchdog.unref();
  (watchdog.stdin as unknown as { unref?: () => void }).unref?.();
  return () => watchdog.stdin!.end();
}

/**
 * Starts OpenSSH's sshd on a loopback port the operating system chooses: password and public-key sign-in for the test
 * user, SFTP only (internal-sftp), a fresh ed25519 host key (or `hostKeyPath`'s).
 * @returns the peer and its host key's public line (`ssh-ed25519 AAAA…`).
 */
export async function startSshd(options: { authorizedKeys?: string[]; hostKeyPath?: string } = {}): Promise<SystemPeer & { hostKeyPath: string; publicHostKey: string }> {
  const user = ensureTestUser();
  const dir = await mkdtemp(join(tmpdir(), 'ferry-sshd-'));
  await chmod(dir, 0o755);
  await mkdir('/run/sshd', { recursive: true });
  const hostKeyPath = options.hostKeyPath ?? join(dir, 'host_ed25519');
  if (!options.hostKeyPath) execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', hostKeyPath]);
  const publicHostKey = (await readFile(`${hostKeyPath}.pub`, 'utf8')).trim();
  const keys = join(dir, 'authorized_keys');
  await writeFile(keys, (options.authorizedKeys ?? []).join('\n') + '\n', { mode: 0o644 });
  const config = join(dir, 'sshd_config');
  await writeFile(
    config,
    [
      `HostKey ${hostKeyPath}`,
      'UsePAM no',
      'PasswordAuthentication yes',
      'KbdInteractiveAuthentication no',
      'PubkeyAuthentication yes',
      `AuthorizedKeysFile ${keys}`,
      'StrictModes no',
      `AllowUsers ${TEST_USER.name}`,
      'Subsystem sftp internal-sftp',
      'ForceCommand internal-sftp',
      'LogLevel ERROR',
      '',
    ].join('\n'),
  );
  // A configuration sshd refuses fails here, not at the first connection.
  try {
    execFileSync('/usr/sbin/sshd', ['-t', '-f', config], { stdio: 'pipe' });
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`sshd refuses its test configuration: ${(err as { stderr?: Buffer }).stderr?.toString() ?? String(err)}`);
  }
  const served = await serveInetd('/usr/sbin/sshd', ['-i', '-e', '-f', config], dir);
  return { port: served.port, home: user.home, hostKeyPath, publicHostKey, stop: served.stop };
}

/**
 * Starts vsftpd on a loopback port the operating system chooses for the test user (local login, write enabled, passive
 * mode on loopback ports). With `tls` (a certificate and key in PEM files) it offers explicit
 * FTPS (AUTH TLS) without requiring it; without, it answers AUTH TLS with 530. `protocolLog()`
 * answers every command and reply vsftpd has seen so far (its log_ftp_protocol log), so a test
 * can tell what a client sent — a user name or password, say.
 */
export async function startVsftpd(options: { tls?: { cert: string; key: string } } = {}): Promise<SystemPeer & { protocolLog(): Promise<string> }> {
  const user = ensureTestUser();
  const dir = await mkdtemp(join(tmpdir(), 'ferry-vsftpd-'));
  await mkdir('/var/run/vsftpd/empty', { recursive: true });
  const config = join(dir, 'vsftpd.conf');
  await writeFile(
    config,
    [
      // One vsftpd per connection, on it as stdin and stdout (serveInetd): no port to choose.
      'listen=NO',
      'listen_ipv6=NO',
      'anonymous_enable=NO',
      'local_enable=YES',
      'write_enable=YES',
      'local_umask=022',
      'pasv_enable=YES',
      // Passive data connections on ports the operating system chooses (0: any).
      'pasv_min_port=0',
      'pasv_max_port=0',
      'pasv_address=127.0.0.1',
      'seccomp_sandbox=NO',
      'secure_chroot_dir=/var/run/vsftpd/empty',
      'pam_service_name=vsftpd',
      'xferlog_enable=YES',
      'xferlog_std_format=NO',
      'log_ftp_protocol=YES',
      `vsftpd_log_file=${join(dir, 'vsftpd.log')}`,
      'use_localtime=NO',
      ...(options.tls
        ? ['ssl_enable=YES', `rsa_cert_file=${options.tls.cert}`, `rsa_private_key_file=${options.tls.key}`, 'allow_anon_ssl=NO', 'force_local_logins_ssl=NO', 'force_local_data_ssl=NO', 'ssl_tlsv1=NO', 'ssl_sslv2=NO', 'ssl_sslv3=NO', 'require_ssl_reuse=NO', 'ssl_ciphers=HIGH']
        : ['ssl_enable=NO']),
      '',
    ].join('\n'),
  );
  const served = await serveInetd('/usr/sbin/vsftpd', [config], dir);
  return { port: served.port, home: user.home, stop: served.stop, protocolLog: () => readFile(join(dir, 'vsftpd.log'), 'utf8').catch(() => '') };
}
