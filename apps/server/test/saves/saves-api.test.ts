import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import {
  MAX_CALCULATOR_HAND,
  MAX_SAVE_FILE_BYTES,
  MAX_SCENARIO_JOKERS,
  saveParseResponseSchema,
} from '@jokerwise/contracts';
import { SAVE_IMPORT_CAPS } from '@jokerwise/game';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error';
import { parseSaveFile } from '../../src/modules/saves';
import { buildBillingTestApp } from '../billing/billing-test-app';
import { subscribe } from '../helpers/subscriber';
import { uniqueEmail } from '../auth/auth-helpers';

// POST /api/saves/parse for subscribers, the file's bytes in, the import and the
// scenario of its hand out; a bad file is a 400 with the import's code, an oversized one a 413.

const { app, signIn } = await buildBillingTestApp();

const FIXTURES = new URL('../../../../packages/game/test/fixtures/saves/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));
const luaFile = (text: string) => deflateRawSync(Buffer.from(text));

type Auth = { authorization: string };

async function subscriber(label: string): Promise<Auth> {
  const { auth } = await signIn(uniqueEmail(label));
  await subscribe(app, auth);
  return auth;
}

const post = (
  auth: Auth | Record<string, never>,
  body: Buffer | string,
  type = 'application/octet-stream',
) =>
  app.inject({
    method: 'POST',
    url: '/api/saves/parse',
    headers: { ...auth, 'content-type': type },
    payload: body,
  });

const auth = await subscriber('saves');

describe('POST /api/saves/parse', () => {
  it('imports a real save: the run, the extras and no scenario without cards in hand', async () => {
    const response = await post(auth, fixture('v1.0.1f-six-jokers.jkr'));
    expect(response.statusCode).toBe(200);
    const body = saveParseResponseSchema.parse(response.json());
    expect(body.import.state).toMatchObject({
      deck: 'Painted Deck',
      stake: 'Black Stake',
      ante: 9,
      money: 7,
    });
    expect(body.import.state.jokers.map((joker) => joker.name)).toEqual([
      'Egg',
      'Odd Todd',
      'Swashbuckler',
      'Blueprint',
      'Canio',
      'Cavendish',
    ]);
    expect(body.scenario).toBeNull();
  });

  it('answers the scenario of the hand, ready for best play', async () => {
    const response = await post(auth, fixture('v1.0.1f-six-jokers-in-hand.jkr'));
    expect(response.statusCode).toBe(200);
    const { scenario, import: imported } = saveParseResponseSchema.parse(response.json());
    // The contract carries the skip Tags through (ADR 042), as the workspace stores them.
    expect(imported.state).toMatchObject({
      skips: 3,
      blindTags: { small: 'Rare Tag', big: 'Charm Tag' },
    });
    expect(scenario?.held).toHaveLength(9);
    const best = await app.inject({
      method: 'POST',
      url: '/api/calculator/best-play?ante=9',
      payload: scenario ?? {},
    });
    expect(best.statusCode).toBe(200);
  });

  it.each([
    ['a file that is no save', Buffer.from('not a save at all'), 'NOT_A_SAVE_FILE'],
    ['profile.jkr', luaFile('return {["career_stats"]={},["progress"]={},}'), 'PROFILE_FILE'],
    ['settings.jkr', luaFile('return {["GRAPHICS"]={},["language"]="en-us",}'), 'SETTINGS_FILE'],
    ['a truncated save', fixture('v1.0.0n-in-shop.jkr').subarray(0, 3000), 'SAVE_TRUNCATED'],
    ['a zip bomb', deflateRawSync(Buffer.alloc(8 * 1024 * 1024, 0x20)), 'SAVE_INFLATES_TOO_LARGE'],
    [
      'a future version',
      luaFile('return {["GAME"]={},["cardAreas"]={},["VERSION"]="1.1.0a",}'),
      'UNSUPPORTED_VERSION',
    ],
    ['an empty body', Buffer.alloc(0), 'NOT_A_SAVE_FILE'],
  ])('answers %s with 400 and the import code', async (_name, body, code) => {
    const response = await post(auth, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code, message: expect.any(String) } });
  });

  it('answers a JSON or text body with 400: it wants the file', async () => {
    const json = await post(auth, JSON.stringify({ GAME: {} }), 'application/json');
    const text = await post(auth, 'return {}', 'text/plain');
    expect([json.statusCode, text.statusCode]).toEqual([400, 400]);
    expect(json.json()).toMatchObject({ error: { code: 'NOT_A_SAVE_FILE' } });
  });

  it('answers a body past 1 MiB with 413 and the import code', async () => {
    const response = await post(auth, Buffer.alloc(MAX_SAVE_FILE_BYTES + 1, 7));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'SAVE_TOO_LARGE' } });
  });

  it('is for subscribers only', async () => {
    const { auth: member } = await signIn(uniqueEmail('no-plan'));
    const visitor = await post({}, fixture('v1.0.0n-in-shop.jkr'));
    const user = await post(member, fixture('v1.0.0n-in-shop.jkr'));
    expect([visitor.statusCode, user.statusCode]).toEqual([401, 403]);
    expect(user.json()).toMatchObject({ error: { code: 'SUBSCRIPTION_REQUIRED' } });
  });

  it("returns no more than the workspace's bounds hold", () => {
    expect(SAVE_IMPORT_CAPS.handCards).toBe(MAX_CALCULATOR_HAND);
    expect(SAVE_IMPORT_CAPS.jokers).toBe(MAX_SCENARIO_JOKERS);
  });
});

describe('a damaged real save', () => {
  const text = inflateRawSync(fixture('v1.0.1f-six-jokers-in-hand.jkr')).toString('latin1');
  const damage = fc.oneof(
    fc.constantFrom('1e999', '-7', '0.5', 'nan', '-inf', '"x"', '{}', 'true', '"j_mymod"'),
    fc.string({ maxLength: 6 }),
  );

  it('answers within the contract or with a 400, never anything else', () => {
    fc.assert(
      fc.property(fc.nat(text.length - 1), fc.nat(12), damage, (at, cut, insert) => {
        const damaged = text.slice(0, at) + insert + text.slice(at + cut);
        try {
          saveParseResponseSchema.parse(
            parseSaveFile(deflateRawSync(Buffer.from(damaged, 'latin1'))),
          );
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect(error instanceof AppError && error.statusCode).toBe(400);
        }
      }),
      { numRuns: 150, seed: 20261124 },
    );
  });
});

describe('npm run save', () => {
  const cli = fileURLToPath(new URL('../../src/cli/save.ts', import.meta.url));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8' });

  it('prints the imported run state, and the scenario with --scenario', () => {
    const file = fileURLToPath(new URL('v1.0.1f-six-jokers-in-hand.jkr', FIXTURES));
    const imported = run(file);
    expect(imported.status).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ state: { deck: 'Painted Deck', ante: 9 } });
    const scenario = run(file, '--scenario');
    expect(scenario.status).toBe(0);
    expect(JSON.parse(scenario.stdout)).toMatchObject({
      version: 1,
      played: [],
      blind: 'Small Blind',
    });
  });

  it("answers a bad file with the import's code and message", () => {
    const result = run(fileURLToPath(new URL('README.md', FIXTURES)));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('NOT_A_SAVE_FILE: This is not a Balatro save file.');
  });
});
