// Runs the Playwright suite against the real server on embedded defaults, in the first browser
// findBrowser finds.
// Without Chromium a local run says so loudly and skips; under CI=true that is a failure
// (docs/architecture.md#tests). The server's log goes to a file, named when the suite fails.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium as playwrightChromium } from 'playwright-core';

/**
 * The browser to drive, first found: CHROMIUM_PATH; Chromium's headless shell on PATH, the build
 * Playwright itself runs headless tests in and a good deal lighter on a loaded machine than the
 * full browser; the system's Chromium or Chrome on PATH; or the browser Playwright downloads with
 * `npx playwright install chromium` where a machine may.
 */
function findBrowser() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const names = [
    'chromium-headless-shell',
    'chromium',
    'chromium-browser',
    'google-chrome',
    'google-chrome-stable',
  ];
  for (const name of names) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    const where = found.stdout.trim();
    if (found.status === 0 && where) return where;
  }
  const downloaded = playwrightChromium.executablePath();
  return existsSync(downloaded) ? downloaded : '/usr/bin/chromium';
}

const chromium = findBrowser();
if (!existsSync(chromium)) {
  const line = `E2E SKIPPED: no Chromium or Chrome found. Install one (Debian: sudo apt-get install -y chromium-headless-shell; elsewhere: npx playwright install chromium) or set CHROMIUM_PATH.`;
  if (process.env.CI === 'true') {
    console.error(`E2E FAILED: ${line}`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(line.length)}\n${line}\n${'!'.repeat(line.length)}\n`);
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.error('E2E FAILED: the web app is not built; run `npm run build` first.');
  process.exit(1);
}

const port = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'jokerwise-e2e-'));
const logFile = path.join(dataDir, 'server.log');
const log = openSync(logFile, 'a');
const baseURL = `http://127.0.0.1:${port}`;

// Started exactly as the README's `npm start` starts it.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Test limits through configuration: the limits have fast tests of their own, and a
    // browser suite that signs many players up from one address must not wait them out.
    RATE_LIMIT_SCALE: '50',
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', log, log],
});

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early; see ${logFile}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy; see ${logFile}`);
}

let status = 1;
try {
  await waitForHealth();
  const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      CHROMIUM_PATH: chromium,
      E2E_BASE_URL: baseURL,
    },
  });
  status = result.status ?? 1;
} catch (error) {
  console.error(`E2E FAILED: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  server.kill('SIGTERM');
}
if (status !== 0) console.error(`Server log: ${logFile}`);
process.exit(status);
