import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A PostgreSQL cluster of the test's own, so a test may stop, hang and restart it without
// touching the machine's shared server. Made from the machine's PostgreSQL binaries; as root it
// runs as the `postgres` user (initdb refuses root).

export interface OwnPostgres {
  readonly url: string;
  stop(mode: 'fast' | 'immediate'): void;
  start(): void;
  /** SIGSTOP / SIGCONT every process of the cluster: a database that no longer answers. */
  freeze(): void;
  thaw(): void;
  destroy(): void;
}

function findBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const found = versions.map((version) => path.join(root, version, 'bin'));
  return found.find((dir) => existsSync(path.join(dir, 'initdb'))) ?? null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function clusterPids(dataDir: string): number[] {
  const postmaster = Number(
    readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(Number);
  return [postmaster, ...children];
}

/** A running cluster, or the reason none could be made (the caller skips loudly). */
export async function createOwnPostgres(): Promise<OwnPostgres | string> {
  const bin = findBinDir();
  if (!bin) return 'no PostgreSQL binaries under /usr/lib/postgresql';
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });
  const dir = mkdtempSync(path.join(tmpdir(), 'jw-own-pg-'));
  const dataDir = path.join(dir, 'data');
  try {
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      chownSync(dir, uid, gid);
    }
    run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    const start = () =>
      run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
    start();
    const signal = (name: 'STOP' | 'CONT') => {
      for (const pid of clusterPids(dataDir)) process.kill(pid, `SIG${name}`);
    };
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop: (mode) => run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']),
      start,
      freeze: () => signal('STOP'),
      thaw: () => signal('CONT'),
      destroy: () => {
        try {
          run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // Already stopped by the test.
        }
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return error instanceof Error
      ? (error.message.split('\n')[0] ?? 'unknown error')
      : String(error);
  }
}

/** Says loudly that a fault test could not run here, so a skip is never silent. */
export function warnSkipped(what: string, reason: string): void {
  console.warn(`\n!!! SKIPPED: ${what} — ${reason}\n`);
}
