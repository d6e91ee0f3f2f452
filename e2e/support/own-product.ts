import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loginResultSchema } from '@jokerwise/contracts';
import { expect, type Page } from '@playwright/test';
import { readBody } from './api';
import { startSession } from './players';

// A product of the spec's own, started as `npm start` starts it on a fresh DATA_DIR: for specs
// that need a fresh install, staff named by ADMIN_EMAILS or third parties pointed at fakes,
// which the suite's shared server, used by every worker at once, cannot have.

export const ROOT = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls until `read` gives a value (a minute at most). */
export async function waitFor<T>(
  read: () => T | undefined | Promise<T | undefined>,
  what: string,
): Promise<T> {
  for (let tries = 0; tries < 240; tries += 1) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} never happened`);
}

export interface OwnProduct {
  readonly baseURL: string;
  readonly dataDir: string;
  /** The server's log so far, line by line (sign-in codes appear there, as in the outbox). */
  logLines(): string[];
  stop(): void;
}

/**
 * Starts the product and waits for its health check. `prepare` runs on the fresh DATA_DIR
 * before the server opens it (seeding).
 */
export async function startOwnProduct(
  label: string,
  env: Record<string, string>,
  prepare?: (dataDir: string) => void,
): Promise<OwnProduct> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `jokerwise-e2e-${label}-`));
  prepare?.(dataDir);
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'a');
  const server: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/server.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', log, log],
    },
  );
  await waitFor(async () => {
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    return healthy ? true : undefined;
  }, `the ${label} server's start (log: ${logFile})`);
  return {
    baseURL,
    dataDir,
    logLines: () => readFileSync(logFile, 'utf8').split('\n'),
    stop: () => {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first sign-in code the outbox logged after log line `mark`, waited for. */
export function readLoggedCode(product: OwnProduct, mark: number): Promise<string> {
  return waitFor(
    () =>
      product
        .logLines()
        .slice(mark)
        .map((line) => (line.includes('outbox') ? /\b(\d{6})\b/.exec(line)?.[1] : undefined))
        .find((code) => code !== undefined),
    'the sign-in code',
  );
}

/** Signs `email` in through the API with the code from the server's log; returns the login. */
export async function signInThroughLog(
  page: Page,
  product: OwnProduct,
  email: string,
  username: string,
  marketingOptIn = false,
) {
  const mark = product.logLines().length;
  const requested = await page.request.post(`${product.baseURL}/api/request-code`, {
    data: { email, username, marketingOptIn },
  });
  expect(requested.status()).toBe(200);
  const code = await readLoggedCode(product, mark);
  const verified = await page.request.post(`${product.baseURL}/api/verify-code`, {
    data: { email, code },
  });
  expect(verified.status()).toBe(200);
  const login = await readBody(verified, loginResultSchema);
  await startSession(page, login.token);
  return login;
}
