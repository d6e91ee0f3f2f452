// `npm run save -- save.jkr [--scenario]`: imports a Balatro save file with the same parser as
// the workspace and the API and prints the imported run state as JSON, or with
// --scenario the calculator scenario of the hand in it (best-play form, for `npm run calc`).
import { readFileSync, statSync } from 'node:fs';
import { MAX_SAVE_FILE_BYTES } from '@jokerwise/contracts';
import { importSaveFile, SAVE_ERROR_MESSAGES, toSaveScenario } from '@jokerwise/game';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
const isScenario = args.includes('--scenario');
const [file, ...unknown] = args.filter((arg) => arg !== '--scenario');
if (!file || unknown.length > 0) fail('Usage: npm run save -- save.jkr [--scenario]');

let bytes: Uint8Array;
try {
  // The size is checked before reading, so a huge file is never loaded whole.
  if (statSync(file).size > MAX_SAVE_FILE_BYTES) {
    fail(`SAVE_TOO_LARGE: ${SAVE_ERROR_MESSAGES.SAVE_TOO_LARGE}`);
  }
  bytes = new Uint8Array(readFileSync(file));
} catch (error) {
  fail(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
}

const outcome = importSaveFile(bytes);
if (!outcome.ok) fail(`${outcome.code}: ${outcome.message}`);
for (const notice of outcome.value.notices) {
  console.error(`${notice.code}: ${notice.message} (${notice.keys.join(', ')})`);
}
if (isScenario) {
  const scenario = toSaveScenario(outcome.value);
  if (!scenario) {
    fail(
      'NO_CARDS_IN_HAND: The game was saved with no cards in hand (in the shop or between blinds).',
    );
  }
  console.log(JSON.stringify(scenario, null, 2));
} else {
  console.log(JSON.stringify(outcome.value, null, 2));
}
