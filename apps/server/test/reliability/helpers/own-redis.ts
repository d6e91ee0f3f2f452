import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from './own-postgres';

// A Redis of the test's own, so a test may kill and restart it without touching the machine's.

export interface OwnRedis {
  readonly url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function waitUntilAnswering(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ping = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
    if (ping.stdout.trim() === 'PONG') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer`);
}

/** A running Redis, or the reason none could be started (the caller skips loudly). */
export async function createOwnRedis(): Promise<OwnRedis | string> {
  if (spawnSync('redis-server', ['--version']).status !== 0) return 'redis-server is not installed';
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitUntilAnswering(port);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
