import type { Page } from '@playwright/test';

/** A new run through the setup wizard: Red Deck, White Stake, $4, The Hook as ante 1's boss. */
export async function setUpRun(page: Page) {
  await page.getByRole('button', { name: 'The Journey Begins' }).click();
  await finishRunSetup(page);
}

/** The setup wizard from its deck list on: the choices setUpRun makes. */
export async function finishRunSetup(page: Page) {
  await page
    .getByRole('list', { name: 'Decks' })
    .getByRole('button', { name: /Red Deck/ })
    .click();
  await page
    .getByRole('list', { name: 'Stakes' })
    .getByRole('button', { name: /White Stake/ })
    .click();
  await page.getByRole('spinbutton', { name: 'Starting money' }).fill('4');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('list', { name: 'Boss blinds for ante 1' })
    .getByRole('button', { name: /The Hook/ })
    .click();
}
