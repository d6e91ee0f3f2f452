import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createSubscriber, openAsSubscriber } from '../support/subscriber';

// The Poker Hands tab's calculator against a real-game fixture of the engine: the cards are
// entered through the card picker and the shown score must be the fixture's expected score.

interface FixtureCard {
  rank: string;
  suit: 'spades' | 'hearts' | 'clubs' | 'diamonds';
  edition?: 'foil' | 'holographic' | 'polychrome';
}

interface Fixture {
  input: { played: FixtureCard[] };
  expected: { hand: string; score: number };
}

const fixture = JSON.parse(
  readFileSync(
    new URL(
      '../../packages/game/test/fixtures/scenarios/edition-foil-holo-poly.json',
      import.meta.url,
    ),
    'utf8',
  ),
) as Fixture;

const capitalize = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
const cardName = (card: FixtureCard) =>
  [card.edition && capitalize(card.edition), `${card.rank} of ${capitalize(card.suit)}`]
    .filter(Boolean)
    .join(' ');

/** A fresh Red Deck / White Stake run in play, as the setup wizard saves it. */
const RUN = {
  version: 1,
  stage: 'playing',
  deck: 'Red Deck',
  stake: 'White Stake',
  ante: 1,
  round: 1,
  blindType: 'small',
  money: 4,
  targetScore: 300,
  bossBlind: null,
  hands: 4,
  discards: 4,
  handSize: 8,
  currentScore: 0,
  jokers: [],
  jokerSlots: 5,
  consumableSlots: 2,
  vouchers: [],
  consumables: [],
  shopItems: [],
  shopRerolls: 0,
  nextShopItemId: 1,
  isShopOpen: false,
  prompt: null,
  loadDraft: null,
  tracker: {
    handLevels: Object.fromEntries(
      [
        'High Card',
        'Pair',
        'Two Pair',
        'Three of a Kind',
        'Straight',
        'Flush',
        'Full House',
        'Four of a Kind',
        'Straight Flush',
        'Five of a Kind',
        'Flush House',
        'Flush Five',
      ].map((hand) => [hand, 1]),
    ),
    secretHandsUnlocked: false,
    cards: [null, null, null, null, null],
  },
};

async function addCard(page: Page, card: FixtureCard) {
  await page.getByRole('button', { name: 'Add card' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByRole('button', { name: card.rank, exact: true }).click();
  await dialog.getByRole('button', { name: capitalize(card.suit) }).click();
  if (card.edition) await dialog.getByLabel('Edition').selectOption(card.edition);
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog).toBeHidden();
}

test('the calculator scores a fixture hand and highlights the best play', async ({ page }) => {
  const subscriber = await createSubscriber(page, 'calc');
  const saved = await page.request.put('/api/runs/current', {
    headers: { authorization: `Bearer ${subscriber.token}` },
    data: { baseRevision: 0, document: { state: RUN, hand: [] } },
  });
  expect(saved.status()).toBe(200);

  await openAsSubscriber(page, subscriber, '/jokerwise-ai');
  await page.getByRole('tab', { name: 'Poker Hands' }).click();
  await expect(page.getByText('No cards in hand yet')).toBeVisible();

  for (const card of fixture.input.played) await addCard(page, card);
  for (const card of fixture.input.played) {
    await page.getByRole('button', { name: `Play ${cardName(card)}`, exact: true }).click();
  }
  await expect(page.getByTestId('calculator-hand')).toHaveText(fixture.expected.hand);
  await expect(page.getByTestId('calculator-score')).toHaveText(
    fixture.expected.score.toLocaleString('en-US'),
  );

  await page.getByRole('button', { name: 'Best play' }).click();
  await expect(page.getByTestId('best-play')).toContainText(fixture.expected.hand);
  await expect(page.getByRole('button', { name: /\(best play\)$/ })).toHaveCount(
    fixture.input.played.length,
  );

  await page.screenshot({ path: '/tmp/shots/e2e-calculator-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/shots/e2e-calculator-390.png', fullPage: true });
});
