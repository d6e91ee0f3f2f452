// `npm test`: every stage runs and reports, even when an earlier one fails, so a failed unit
// stage never hides what the end-to-end suite would have said. Only the e2e stage waits for the
// build it needs. Exits non-zero when any stage failed.
import { spawnSync } from 'node:child_process';

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

const results = new Map();
for (const stage of STAGES) {
  if (stage.needs && results.get(stage.needs) !== 'passed') {
    results.set(stage.name, `not run (${stage.needs} failed)`);
    continue;
  }
  console.log(`\n=== ${stage.name}: npm run ${stage.script}\n`);
  const started = Date.now();
  const run = spawnSync('npm', ['run', stage.script], { stdio: 'inherit' });
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
}
const failed = STAGES.filter((stage) => results.get(stage.name) !== 'passed');
process.exit(failed.length === 0 ? 0 : 1);
