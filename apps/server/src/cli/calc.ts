// `npm run calc -- scenario.json [--ante N]`: scores a calculator scenario (or finds the best
// play when "played" is empty) with the same engine the app uses, and prints the result.
import { readFileSync } from 'node:fs';
import { bestPlayScenarioSchema, calculatorScenarioSchema } from '@jokerwise/contracts';
import { findBestPlay, scoreHand } from '@jokerwise/game';
import type { z } from 'zod';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parseOrFail<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  fail(
    parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'scenario'}: ${issue.message}`)
      .join('\n'),
  );
}

const [file, ...rest] = process.argv.slice(2);
if (!file) fail('Usage: npm run calc -- scenario.json [--ante N]');
const anteFlag = rest.indexOf('--ante');
const ante = anteFlag >= 0 ? Number(rest[anteFlag + 1]) : undefined;
if (ante !== undefined && !Number.isInteger(ante)) fail('--ante takes a whole number');

let input: unknown;
try {
  input = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  fail(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
}
const options = ante === undefined ? {} : { ante };
const isBestPlay =
  typeof input === 'object' &&
  input !== null &&
  (input as { played?: unknown[] }).played?.length === 0;
const outcome = isBestPlay
  ? findBestPlay(parseOrFail(bestPlayScenarioSchema, input), options)
  : scoreHand(parseOrFail(calculatorScenarioSchema, input), options);
if (!outcome.ok) fail(`${outcome.code}: ${outcome.message}`);
console.log(JSON.stringify(outcome.value, null, 2));
