import { coachChatResponseSchema } from '@jokerwise/contracts';
import { addJoker, createRun, getRunTargetScore, type RunState } from '@jokerwise/game';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../src/db/schema';
import { buildCoachTestApp, chat, saveRun } from './coach-test-app';
import { startFakeServer } from '../helpers/fake-http-server';

// docs/product/coach.md through the endpoint with AI_PROVIDER=webhook: the payload is built from the
// caller's saved run (or a fresh White Stake run) and the e-mail leaves only when opted in.

const webhook = await startFakeServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ output: 'Keep the pair.' }));
});
afterAll(() => webhook.close());

const withoutEmail = await buildCoachTestApp({
  AI_PROVIDER: 'webhook',
  AI_WEBHOOK_URL: `${webhook.url}/hook`,
});
const withEmail = await buildCoachTestApp({
  AI_PROVIDER: 'webhook',
  AI_WEBHOOK_URL: `${webhook.url}/hook`,
  AI_WEBHOOK_INCLUDE_EMAIL: 'true',
});

/** The docs/product/coach.md payload as the webhook receives it; a missing field fails the parse. */
const payloadSchema = z.object({
  userMessage: z.string(),
  userName: z.string(),
  userEmail: z.string().nullable(),
  userId: z.string(),
  currentBuild: z.looseObject({ calculatedRecommendations: z.array(z.string()) }),
  gameContext: z.record(z.string(), z.unknown()),
  buildSummary: z.string(),
  sessionId: z.string(),
  timestamp: z.string(),
});

function lastPayload() {
  return payloadSchema.parse(JSON.parse(webhook.requests.at(-1)?.body ?? ''));
}

function criticalRun(): RunState {
  const base = createRun('Red Deck', 'White Stake', { ante: 4, round: 2 });
  const added = addJoker(
    { ...base, money: 30, hands: 2 },
    { name: 'Jolly Joker', edition: 'foil', stickers: [] },
  );
  if (!added.ok) throw new Error(added.code);
  return added.value;
}

describe('coach payload', () => {
  it('is built from the saved run with every currentBuild field of docs/product/coach.md', async () => {
    const { app, clock } = withoutEmail;
    const { auth, userId } = await withoutEmail.subscriber('saved');
    const state = criticalRun();
    const hand = [
      { rank: '9', suit: 'spades' },
      { rank: '9', suit: 'hearts' },
      { rank: '2', suit: 'clubs' },
    ];
    expect((await saveRun(app, auth, { state, hand })).statusCode).toBe(200);

    const response = await chat(app, auth, { message: 'What should I play?' });
    const body = coachChatResponseSchema.parse(response.json());
    expect(body).toMatchObject({ reply: 'Keep the pair.', isError: false, provider: 'webhook' });

    const payload = lastPayload();
    const [user] = await withoutEmail.database.db.select().from(users).where(eq(users.id, userId));
    expect(payload).toMatchObject({
      userMessage: 'What should I play?',
      userName: user?.name ?? user?.username ?? 'Anonymous User',
      userEmail: null,
      userId,
      timestamp: clock().toISOString(),
      sessionId: `session_${clock().getTime()}`,
      gameContext: { ...JSON.parse(JSON.stringify(state)), hand },
    });
    expect(payload.currentBuild).toEqual({
      deckType: 'Red Deck',
      currentStake: 'White Stake',
      anteLevel: 4,
      blindType: 'Big',
      bossBlind: null,
      availableMoney: 30,
      currentScore: 0,
      targetScore: getRunTargetScore(state),
      handsRemaining: 2,
      discardsRemaining: state.discards,
      activeJokers: [{ name: 'Jolly Joker', edition: 'foil', stickers: [] }],
      jokerSlots: { used: 1, available: 5, remaining: 4 },
      economy: { currentMoney: 30, interestPerRound: 5, moneyNeededForNextInterest: null },
      shopItems: [],
      runStatus: 'Critical',
      buildSummary: payload.buildSummary,
      calculatedRecommendations: expect.any(Array) as unknown,
    });
    expect(payload.buildSummary).toContain('Red Deck, White Stake, ante 4');
    expect(payload.buildSummary).toContain('Jolly Joker (foil)');
    const recommendations = payload.currentBuild.calculatedRecommendations.join('\n');
    expect(recommendations).toContain(`Target score for this blind: ${getRunTargetScore(state)}`);
    expect(recommendations).toContain('Interest at round end: $5 on $30');
    expect(recommendations).toMatch(/Best play: Pair \(level 1\) with 9 of spades, 9 of hearts/);
    expect(recommendations).toContain('4 free Joker slots');
    expect(recommendations).toContain('already earns the most interest');
    expect(recommendations).toContain('Ante 4: the Boss Blind of this ante needs');
    expect(recommendations).toContain('Only 2 hands left');
  });

  it('uses a fresh White Stake run when the caller has saved none', async () => {
    const { auth } = await withoutEmail.subscriber('fresh');
    await chat(withoutEmail.app, auth, { message: 'Where do I start?' });
    const payload = lastPayload();
    expect(payload.currentBuild).toMatchObject({
      deckType: 'Red Deck',
      currentStake: 'White Stake',
      anteLevel: 1,
      blindType: 'Small',
      availableMoney: 4,
      targetScore: 300,
      runStatus: 'Building',
      activeJokers: [],
    });
    expect(payload.gameContext).toMatchObject({ stake: 'White Stake', hand: [] });
    expect(payload.currentBuild.calculatedRecommendations.join('\n')).not.toContain('Best play');
  });

  it('carries the e-mail only when AI_WEBHOOK_INCLUDE_EMAIL is set', async () => {
    const hidden = await withoutEmail.subscriber('hidden');
    await chat(withoutEmail.app, hidden.auth, { message: 'Hi' });
    expect(lastPayload().userEmail).toBeNull();
    expect(webhook.requests.at(-1)?.body).not.toContain('@example.com');

    const shown = await withEmail.subscriber('shown');
    await chat(withEmail.app, shown.auth, { message: 'Hi' });
    const [user] = await withEmail.database.db
      .select()
      .from(users)
      .where(eq(users.id, shown.userId));
    expect(lastPayload()).toMatchObject({ userEmail: user?.email, userId: shown.userId });
  });
});
