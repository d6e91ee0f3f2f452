import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { captureWidths } from '../support/screenshots';
import { createSubscriber, openAsSubscriber } from '../support/subscriber';
import { setUpRun } from '../support/workspace';

// A hand in seconds: a subscriber types the eight cards of a hand as one line on the Poker
// Hands tab and gets the best play; the other ways in (the card grid, the card dialog that
// stays open) are photographed at desktop and phone width.

const LINE = 'AS KH 10d 7c Th 9♠ 2h qc';

test('eight cards typed as one line give the best play', async ({ page }, testInfo) => {
  const subscriber = await createSubscriber(page, 'hands');
  await openAsSubscriber(page, subscriber, '/jokerwise-ai');
  await setUpRun(page);
  await page.getByRole('tab', { name: 'Poker Hands' }).click();
  await expect(page.getByText('No cards in hand yet')).toBeVisible();

  const field = page.getByLabel('Type cards');
  await field.fill('AS KH 1s');
  await expect(page.getByText('"1s": "1" is not a rank')).toBeVisible();
  await captureWidths(page, testInfo, 'hand-entry-typing-error');

  await field.fill(LINE);
  await expect(page.getByRole('list', { name: 'Typed cards' }).getByRole('listitem')).toHaveCount(
    8,
  );
  await field.press('Enter');
  const hand = page.getByRole('list', { name: 'Cards in hand' });
  await expect(hand.getByRole('listitem')).toHaveCount(8);
  await expect(page.getByText('Added 8 cards to your hand.')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Card grid' }).getByRole('button', { name: 'Q of Clubs' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Best play' }).click();
  // A pair of tens is the only pair in the hand, and beats every high card.
  await expect(page.getByTestId('best-play')).toContainText('Pair');
  await expect(hand.getByRole('button', { name: 'Play 10 of Hearts (best play)' })).toBeVisible();
  await page.getByRole('button', { name: 'Play these cards' }).click();
  await expect(page.getByTestId('calculator-hand')).toHaveText('Pair');
  await expect(page.getByTestId('detector-result')).toContainText('Pair');
  await captureWidths(page, testInfo, 'hand-entry-best-play');
  const { violations } = await new AxeBuilder({ page })
    .include('section[aria-label="Poker Hands"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  const blocking = violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(blocking.map((violation) => violation.id)).toEqual([]);

  await page.getByRole('button', { name: 'Clear hand' }).click();
  await page.getByRole('button', { name: 'Add card' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByRole('button', { name: 'Q', exact: true }).click();
  await dialog.getByRole('button', { name: 'Diamonds' }).click();
  await dialog.getByLabel('Enhancement').selectOption('glass');
  await dialog.getByRole('button', { name: 'Add another' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'Added Glass Q of Diamonds. Pick the next card.',
  );
  await captureWidths(page, testInfo, 'hand-entry-add-another');
});
