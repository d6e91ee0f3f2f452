import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The real process entry (`src/server.ts`), started the way `npm start` starts it.
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const output = () => ({ stdout, stderr });
  return { child, exited, output };
}

export async function waitFor(check: () => boolean, timeoutMs = 100_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a server and waits until it prints its URL. */
export async function startListening(env: Record<string, string>) {
  const server = startServer(env);
  await waitFor(
    () =>
      server.output().stdout.includes('Jokerwise is running at') || server.child.exitCode !== null,
  );
  const url = /running at (http:\/\/\S+)/.exec(server.output().stdout)?.[1];
  if (!url) throw new Error(`server did not start: ${server.output().stderr}`);
  return { ...server, url };
}
