import { defineConfig, devices } from '@playwright/test';

// run-e2e.mjs starts the server on a free port and passes its address.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

export default defineConfig({
  testDir: './specs',
  // Spec files run side by side, each file's tests in order: specs share the one server only
  // through players of their own (a fresh install is a spec's own product, own-product.ts).
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI === 'true' ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL,
    // Recording a trace for every test costs the loaded machine a fifth of the suite's time;
    // a failed test's retry records one (`--trace on` records them all).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Chromium as root on a closed network (docs/architecture.md#stack).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
