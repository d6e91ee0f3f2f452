// Lighthouse's mobile profile (simulated slow 4G, 4× CPU slowdown) against a running server:
// first contentful paint, largest contentful paint, total blocking time and the performance
// score of each page. Start the server on a fresh build first (`npm run build && npm start`),
// then: CHROME_PATH=/usr/bin/chromium node bench/lighthouse.bench.mjs [base URL] [paths…]
// (defaults: http://127.0.0.1:5000 and /). Figures vary with the machine: compare runs of one.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [base = 'http://127.0.0.1:5000', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/'];

const chrome = await launch({ chromeFlags: ['--headless=new', '--no-sandbox'] });
try {
  console.log(`Lighthouse mobile profile, ${base}:`);
  for (const page of pages) {
    const result = await lighthouse(new URL(page, base).href, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const { audits, categories } = result.lhr;
    const ms = (id) => `${Math.round(audits[id].numericValue)} ms`.padStart(8);
    console.log(
      `  ${page.padEnd(16)} FCP ${ms('first-contentful-paint')}  LCP ${ms('largest-contentful-paint')}  TBT ${ms('total-blocking-time')}  performance ${Math.round(categories.performance.score * 100)}`,
    );
  }
} finally {
  chrome.kill();
}
