// `npm test`: every stage runs and reports, even when an earlier one fails, so a failed unit
// stage never hides what the end-to-end suite would have said. Only the e2e stage waits for the
// build it needs. Exits non-zero when any stage failed, and repeats the failing tests' lines under
// the summary: a CI log shown only by its tail still names what failed.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const STAGES = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit and integration', script: 'test:unit' },
  { name: 'reliability', script: 'test:reliability' },
  { name: 'build', script: 'build' },
  // Deterministic once built, so checked here; timings stay benchmarks in bench/.
  { name: 'landing budget', script: 'bench:landing', needs: 'build' },
  { name: 'end-to-end', script: 'test:e2e', needs: 'build' },
];

// Vitest's FAIL and × lines, its unhandled-error banner, Playwright's ✘ lines and counts.
const FAILURE_LINE = /^\s*(FAIL\b|×|✘)|Unhandled (Error|Rejection)|\b\d+ failed\b|Test timed out/;
// After vitest's "Failed Suites/Tests" banner, the error of each failure: a file that fails in a
// hook or at import has no × line, only this.
const REPORT_BANNER = /Failed (Suites|Tests) \d+/;
const ERROR_LINE = /^\s*(\w*Error\b|Hook timed out|AssertionError)/;
const MAX_FAILURE_LINES = 40;

/** Runs one npm script, passing its output through and keeping the lines that name failures. */
function runScript(script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['inherit', 'pipe', 'pipe'] });
    const failures = [];
    let inReport = false;
    const keep = (line) => {
      if (REPORT_BANNER.test(line)) inReport = true;
      const wanted = FAILURE_LINE.test(line) || (inReport && ERROR_LINE.test(line));
      if (wanted && failures.length < MAX_FAILURE_LINES) failures.push(line);
    };
    const watch = (stream, sink) => {
      let partial = '';
      stream.on('data', (chunk) => {
        sink.write(chunk);
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines.map(stripVTControlCharacters)) keep(line);
      });
    };
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on('close', (status, signal) => resolve({ status, signal, failures }));
  });
}

const results = new Map();
const failureLines = new Map();
for (const stage of STAGES) {
  if (stage.needs && results.get(stage.needs) !== 'passed') {
    results.set(stage.name, `not run (${stage.needs} failed)`);
    continue;
  }
  console.log(`\n=== ${stage.name}: npm run ${stage.script}\n`);
  const started = Date.now();
  const run = await runScript(stage.script);
  if (run.status !== 0) failureLines.set(stage.name, run.failures);
  const seconds = Math.round((Date.now() - started) / 1000);
  results.set(
    stage.name,
    run.status === 0 ? 'passed' : `FAILED (exit ${run.status ?? run.signal})`,
  );
  results.set(`${stage.name}:seconds`, seconds);
}

console.log('\n=== Stages');
for (const stage of STAGES) {
  const seconds = results.get(`${stage.name}:seconds`);
  console.log(
    `  ${stage.name.padEnd(22)} ${results.get(stage.name)}${seconds === undefined ? '' : ` (${seconds} s)`}`,
  );
  for (const line of failureLines.get(stage.name) ?? []) console.log(`      ${line.trim()}`);
}
const failed = STAGES.filter((stage) => results.get(stage.name) !== 'passed');
process.exit(failed.length === 0 ? 0 : 1);
