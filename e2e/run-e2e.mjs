// Runs the Playwright suite against the real server on embedded defaults, in Debian's Chromium.
// Without Chromium a local run says so loudly and skips; under CI=true that is a failure
// (ARCHITECTURE §6).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const line = `E2E SKIPPED: no Chromium at ${chromium}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).`;
  if (process.env.CI === 'true') {
    console.error(`E2E FAILED: ${line}`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(line.length)}\n${line}\n${'!'.repeat(line.length)}\n`);
  process.exit(0);
}

const freePort = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: import.meta.dirname,
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_PORT: String(freePort),
    E2E_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'jokerwise-e2e-')),
  },
});
process.exit(result.status ?? 1);
