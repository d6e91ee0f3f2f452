import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build-test-app';
import { makeTempDir } from './helpers/temp-dir';

const { app } = await buildTestApp();
const pairOfKings = {
  version: 1,
  played: [
    { rank: 'K', suit: 'spades' },
    { rank: 'K', suit: 'hearts' },
  ],
  jokers: [{ name: 'Blueprint' }, { name: 'The Duo' }],
};

describe('POST /api/calculator/score', () => {
  it('scores a scenario with the engine (Blueprint copies The Duo: 30 x 8)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/calculator/score?ante=1',
      payload: pairOfKings,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      hand: 'Pair',
      chips: 30,
      mult: 8,
      score: 240,
      target: 300,
      beatsBlind: false,
    });
  });

  it('rejects an unknown Joker with a 400 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/calculator/score',
      payload: { ...pairOfKings, jokers: [{ name: 'Jokr' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toBe('body.jokers.0.name');
  });
});

describe('POST /api/calculator/best-play', () => {
  const bestPlay = (scenario: object) =>
    app.inject({
      method: 'POST',
      url: '/api/calculator/best-play',
      payload: { version: 1, played: [], ...scenario },
    });

  it('finds the best play among the held cards', async () => {
    const response = await bestPlay({
      held: [
        { rank: 'A', suit: 'spades' },
        { rank: 'A', suit: 'hearts' },
        { rank: 'A', suit: 'clubs' },
        { rank: '2', suit: 'diamonds' },
        { rank: '7', suit: 'spades' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().best.result.hand).toBe('Three of a Kind');
  });

  it('reports the order to keep held cards in when it scores more', async () => {
    const held = ['KS', 'QD', '9H', '9S', '9D', '9C', '4H', '3C'].map((code) => ({
      rank: code.slice(0, -1),
      suit: { S: 'spades', D: 'diamonds', H: 'hearts', C: 'clubs' }[code.slice(-1)],
    }));
    const response = await bestPlay({ held, jokers: [{ name: 'Baron' }, { name: 'Raised Fist' }] });
    expect(response.statusCode).toBe(200);
    const { best } = response.json<{ best: { heldOrder?: number[]; result: { score: number } } }>();
    // Raised Fist's 4 before Baron's King: (7 + 8) × 1.5 × 96 = 2160 (packages/game best-play test).
    expect(best.result.score).toBe(2160);
    expect(best.heldOrder?.indexOf(6)).toBeLessThan(best.heldOrder?.indexOf(0) ?? -1);
  });
});

describe('npm run calc', () => {
  it('prints the same result from a scenario file', () => {
    const file = path.join(makeTempDir('calc'), 'scenario.json');
    writeFileSync(file, JSON.stringify(pairOfKings));
    const cli = fileURLToPath(new URL('../src/cli/calc.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', cli, file], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ hand: 'Pair', score: 240 });
  });
});
