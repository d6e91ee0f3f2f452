import { expect, test, type Page } from '@playwright/test';
import { captureWidths } from '../support/screenshots';
import { createSubscriber, openAsSubscriber } from '../support/subscriber';
import { setUpRun } from '../support/workspace';

// The moves of a run between hands: skip a blind for its Tag, add the Tag on offer, sell a Joker,
// use a Planet, undo a Next Round, and the Update Money prompt filled with what the round pays.

/** The toast's own line, not the live region that repeats it for screen readers. */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function pick(page: Page, dialogName: string, search: string, name: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('searchbox').fill(search);
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('skip, sell, use and undo: the moves of a run', async ({ page }, testInfo) => {
  const subscriber = await createSubscriber(page, 'moves');
  await openAsSubscriber(page, subscriber, '/jokerwise-ai');
  await setUpRun(page);
  await expect(page.getByTestId('run-money')).toHaveText('$4');

  // Skip the Small Blind for an Investment Tag: the Big Blind is next and the Tag is held.
  await page.getByRole('button', { name: 'Skip Blind' }).click();
  const skip = page.getByRole('dialog', { name: 'Skip the Small Blind' });
  await expect(skip.getByRole('button', { name: 'Negative Tag', exact: true })).toBeDisabled();
  await captureWidths(page, testInfo, 'run-moves-skip-dialog');
  await pick(page, 'Skip the Small Blind', 'investment', 'Investment Tag');
  await expect(toast(page, 'Skipped the Small Blind, took Investment Tag')).toBeVisible();
  await expect(page.getByTestId('run-blind')).toHaveText('Big Blind');
  await expect(page.getByTestId('held-tags')).toHaveText('Investment Tag · after the Boss Blind');

  // A player recording by hand adds the Tag the game shows under the Big Blind.
  await page.getByRole('button', { name: 'Add the Tag on offer' }).click();
  await pick(page, 'Tag on offer for the Big Blind', 'rare', 'Rare Tag');
  await expect(page.getByTestId('offered-tag')).toHaveText(
    'Skip for Rare Tag: Next shop includes a free Rare Joker.',
  );

  // Sell a Joker: its sell value is added to money.
  await page.getByRole('button', { name: 'Add Joker' }).click();
  await pick(page, 'Add a Joker', 'Gros Michel', 'Gros Michel');
  await page.getByRole('button', { name: 'Add Joker' }).click();
  await pick(page, 'Add a Joker', 'Blueprint', 'Blueprint');
  await page.getByRole('button', { name: 'Move Blueprint left' }).click();
  await expect(
    page.getByRole('list', { name: 'Active Jokers' }).getByRole('listitem').first(),
  ).toHaveAccessibleName('Blueprint');
  await page.getByRole('button', { name: 'Sell Gros Michel for $2' }).click();
  await expect(page.getByTestId('run-money')).toHaveText('$6');
  await expect(toast(page, 'Sold Gros Michel for $2')).toBeVisible();

  // Use Jupiter: Flush goes up a level.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await pick(page, 'Add a consumable', 'jupiter', 'Jupiter');
  await captureWidths(page, testInfo, 'run-moves-build');
  await page.getByRole('button', { name: 'Use Jupiter' }).click();
  await expect(toast(page, 'Used Jupiter: Flush to level 2')).toBeVisible();
  await page.getByRole('tab', { name: /Poker Hands/ }).click();
  await expect(page.getByLabel('Flush level', { exact: true })).toHaveValue('2');
  await page.getByRole('tab', { name: /Current Build/ }).click();

  // Next Round: the prompt opens with the money the Big Blind pays, then undo takes it back.
  await page.getByRole('button', { name: 'Next Round' }).click();
  const money = page.getByRole('dialog', { name: 'Update Money' });
  // $6 + $4 reward + $1 interest + 4 unused hands.
  await expect(money.getByLabel('Money after the round')).toContainText('Blind reward+$4');
  await expect(money.getByRole('spinbutton', { name: 'Money' })).toHaveValue('15');
  await captureWidths(page, testInfo, 'run-moves-update-money');
  await money.getByRole('button', { name: 'Cancel' }).click();
  await expect(money).toBeHidden();
  await expect(page.getByTestId('run-blind')).toHaveText('Boss Blind');

  await page.keyboard.press('Control+z');
  await expect(toast(page, 'Undone: Next Round')).toBeVisible();
  await expect(page.getByTestId('run-blind')).toHaveText('Big Blind');
  await expect(page.getByTestId('run-round')).toHaveText('2 / 3');
  await expect(page.getByTestId('run-money')).toHaveText('$6');
  await captureWidths(page, testInfo, 'run-moves-after-undo');

  // The shop's names are searchable like the Joker picker.
  await page.getByRole('tab', { name: /Shop/ }).click();
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByRole('button', { name: 'Search for Item 1' }).click();
  await page
    .getByRole('dialog', { name: 'Choose the Joker' })
    .getByRole('searchbox')
    .fill('leftmost');
  await captureWidths(page, testInfo, 'run-moves-shop-search');
  await page
    .getByRole('dialog', { name: 'Choose the Joker' })
    .getByRole('button', { name: 'Brainstorm', exact: true })
    .click();
  await expect(page.getByRole('listitem', { name: 'Brainstorm' })).toBeVisible();

  // Load Game while playing asks first; Cancel in the wizard comes back to this run.
  await page.getByRole('tab', { name: /New Game/ }).click();
  await page.getByRole('button', { name: 'Load Game' }).click();
  await page
    .getByRole('dialog', { name: 'Load another game?' })
    .getByRole('button', { name: 'Yes, Load a Game' })
    .click();
  await page
    .getByRole('list', { name: 'Decks' })
    .getByRole('button', { name: /Blue Deck/ })
    .click();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await captureWidths(page, testInfo, 'run-moves-load-wizard');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('run-money')).toHaveText('$6');
  await expect(page.getByTestId('run-round')).toHaveText('2 / 3');
});
