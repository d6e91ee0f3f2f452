import { readFileSync } from 'node:fs';
import { scenarioCardSchema } from '@jokerwise/contracts';
import { createRun } from '@jokerwise/game';
import { expect, test, type Page } from '@playwright/test';
import { z } from 'zod';
import { createSubscriber, openAsSubscriber } from '../support/subscriber';

// The Poker Hands tab's calculator against a real-game fixture of the engine: the cards are
// entered through the card picker and the shown score must be the fixture's expected score.

/** The fixture file's shape (packages/game/test/fixtures), read through the scenario schema. */
const fixtureSchema = z.object({
  input: z.object({ played: z.array(scenarioCardSchema) }),
  expected: z.object({ hand: z.string(), score: z.number() }),
});
type FixtureCard = z.infer<typeof scenarioCardSchema>;

const fixture = fixtureSchema.parse(
  JSON.parse(
    readFileSync(
      new URL(
        '../../packages/game/test/fixtures/scenarios/edition-foil-holo-poly.json',
        import.meta.url,
      ),
      'utf8',
    ),
  ),
);

const capitalize = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
const cardName = (card: FixtureCard) =>
  [card.edition && capitalize(card.edition), `${card.rank} of ${capitalize(card.suit)}`]
    .filter(Boolean)
    .join(' ');

/** A fresh Red Deck / White Stake run in play, as the setup wizard saves it. */
const RUN = createRun('Red Deck', 'White Stake');

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
