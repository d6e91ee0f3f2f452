import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// Servers under load run in processes of their own, started the way `npm start` starts the
// product, so the load generator never shares their CPU.
const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface BenchServer {
  url: string;
  pid: number;
  /** Resident and peak resident memory, MB (Linux /proc). */
  memory(): { rssMb: number; peakMb: number };
  stop(): Promise<void>;
}

function readMemory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

export async function startProcess(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const watch = (chunk: Buffer) => {
      seen += chunk.toString();
      const match = ready.exec(seen);
      if (!match?.[1]) return;
      // From here the server's log lines are drained and dropped, as a log shipper would take
      // them, without this process (which runs the load generator) keeping or scanning them.
      child.stdout?.off('data', watch);
      child.stdout?.resume();
      resolve(match[1]);
    };
    child.stdout?.on('data', watch);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    memory: () => readMemory(pid),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The product on its default logging, with limits raised so the load is not refused. */
export function startProduct(databaseUrl?: string): Promise<BenchServer> {
  return startProcess(
    'apps/server/src/server.ts',
    {
      PORT: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'jokerwise-bench-')),
      NODE_ENV: 'development',
      RATE_LIMIT_SCALE: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    /running at (http:\/\/\S+)/,
  );
}

const mailboxSchema = z.object({
  messages: z.array(z.object({ to: z.string(), text: z.string() })),
});
const loginSchema = z.object({ token: z.string() });

/** Signs a player in as a person does: request a code, read it from the local mailbox. */
export async function signIn(url: string, email: string): Promise<string> {
  const post = (route: string, body: object) =>
    fetch(`${url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/api/request-code', { email });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mailbox = mailboxSchema.parse(await (await fetch(`${url}/api/dev/mailbox`)).json());
    const code = /\b(\d{6})\b/.exec(mailbox.messages.find((m) => m.to === email)?.text ?? '')?.[1];
    if (code)
      return loginSchema.parse(await (await post('/api/verify-code', { email, code })).json())
        .token;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no sign-in code arrived');
}
