import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer, waitFor } from './helpers/server-process';
import { makeTempDir } from './helpers/temp-dir';

// The real process entry: start-up on embedded defaults, config errors and graceful shutdown.

describe('the server process', () => {
  it('stops at start-up with one line naming a bad variable', async () => {
    const server = startServer({ PORT: 'abc', DATA_DIR: makeTempDir('jw') });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr.trim()).toBe('Invalid configuration: PORT must be a number');
  });

  it('starts on the embedded defaults, prints its URL, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = makeTempDir('jw');
    const server = startServer({ PORT: '0', DATA_DIR: dataDir });
    await waitFor(() => server.output().stdout.includes('Jokerwise is running at'));
    const url = /running at (http:\/\/\S+)/.exec(server.output().stdout)?.[1];
    expect(server.output().stdout).toContain(`embedded database in ${path.join(dataDir, 'db')}`);
    expect(server.output().stdout).toContain('Sign-in codes: printed in this log');
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  }, 120_000);
});
