import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startListening, startServer } from './helpers/server-process';
import { makeTempDir } from './helpers/temp-dir';

// Start-up stops with one line naming the piece and the variable to change
// (docs/operations.md#start-and-stop), never a stack trace.
const freshDir = () => makeTempDir('jw-start');

async function failsWith(env: Record<string, string>, line: RegExp) {
  const server = startServer({ PORT: '0', ...env });
  expect(await server.exited).toBe(1);
  const stderr = server.output().stderr.trim();
  expect(stderr.split('\n'), stderr).toHaveLength(1);
  expect(stderr).toMatch(line);
}

describe('start-up failures', () => {
  it('refuses a second process on the same embedded data directory, then starts once it stops', async () => {
    const dataDir = freshDir();
    const first = await startListening({ PORT: '0', DATA_DIR: dataDir });
    await failsWith(
      { DATA_DIR: dataDir },
      new RegExp(
        `^Another Jokerwise process \\(pid ${first.child.pid}\\) is using the embedded database in ${dataDir}`,
      ),
    );
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const again = await startListening({ PORT: '0', DATA_DIR: dataDir });
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 180_000);

  it('names the busy port and PORT', async () => {
    const first = await startListening({ PORT: '0', DATA_DIR: freshDir() });
    const port = new URL(first.url).port;
    try {
      await failsWith(
        { PORT: port, DATA_DIR: freshDir() },
        new RegExp(
          `^Port ${port} on 127\\.0\\.0\\.1 is already in use: .* set PORT to a free port\\.$`,
        ),
      );
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
  }, 180_000);

  it('names a HOST this machine cannot listen on', async () => {
    await failsWith(
      { DATA_DIR: freshDir(), HOST: '192.0.2.1' },
      /^HOST 192\.0\.2\.1 is not an address this machine can listen on \(EADDRNOTAVAIL\)/,
    );
  }, 120_000);

  it('names an unreachable PostgreSQL without its credentials', async () => {
    await failsWith(
      { DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/jokerwise' },
      /^Cannot reach PostgreSQL at 127\.0\.0\.1:1 \(ECONNREFUSED\): check DATABASE_URL/,
    );
  }, 60_000);

  it('names an unreachable Redis', async () => {
    await failsWith(
      { DATA_DIR: freshDir(), REDIS_URL: 'redis://127.0.0.1:1' },
      /^Cannot reach Redis at 127\.0\.0\.1:1 \(ECONNREFUSED\): check REDIS_URL/,
    );
  }, 120_000);

  it('names a data directory it cannot write', async () => {
    const file = path.join(freshDir(), 'not-a-directory');
    writeFileSync(file, '');
    await failsWith(
      { DATA_DIR: path.join(file, 'data') },
      /^DATA_DIR .*not-a-directory\/data is not writable \(ENOTDIR\): set DATA_DIR/,
    );
  }, 60_000);

  it('loads .env.example as it is: every empty value means the embedded default', () => {
    const example = parseEnv(
      readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8'),
    );
    const config = loadConfig({ ...example, DATA_DIR: freshDir() });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PAYMENTS_PROVIDER: 'local',
      AI_PROVIDER: 'builtin',
      TRUST_PROXY: false,
      DEV_MODE: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });
});
