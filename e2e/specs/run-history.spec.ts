import { expect, test, type Page } from '@playwright/test';
import { captureWidths } from '../support/screenshots';
import { createSubscriber, openAsSubscriber } from '../support/subscriber';
import { finishRunSetup, setUpRun } from '../support/workspace';
import { collectPageErrors } from '../support/page-errors';

// The run's history as a timeline and a money-per-round chart after five
// rounds; a New Game starts a new history and a fresh chat; decks show their category; a
// change another device's save replaced is named and can be re-applied.

/** Next Round, then the prompts it opens: a new ante's boss, the money the round paid. */
async function playRound(page: Page) {
  await page.getByRole('button', { name: 'Next Round' }).click();
  const boss = page.getByRole('dialog', { name: 'Select Boss Blind' });
  const money = page.getByRole('dialog', { name: 'Update Money' });
  await expect(boss.or(money)).toBeVisible();
  if (await boss.isVisible()) {
    await boss
      .getByRole('list', { name: /Boss blinds for ante/ })
      .getByRole('button')
      .first()
      .click();
    await expect(boss).toBeHidden();
  }
  await money.getByRole('button', { name: 'Update Money' }).click();
  await expect(money).toBeHidden();
}

async function openChat(page: Page) {
  await page.getByRole('tab', { name: /Chat/ }).click();
  return page.getByTestId('coach-chat');
}

test('five rounds in the history chart, and a New Game with a fresh chat', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const subscriber = await createSubscriber(page, 'history');
  await openAsSubscriber(page, subscriber, '/jokerwise-ai');
  // Errors of the workspace only (the sign-in hop through the home page is not under test).
  const problems = collectPageErrors(page);

  // The deck step shows each deck's category.
  await page.getByRole('button', { name: 'The Journey Begins' }).click();
  const decks = page.getByRole('list', { name: 'Decks' });
  await expect(decks.getByRole('button', { name: 'Red Deck', exact: true })).toContainText(
    'Beginner',
  );
  await expect(decks.getByRole('button', { name: 'Erratic Deck' })).toContainText('Master');
  await captureWidths(page, testInfo, 'run-history-deck-categories');
  await finishRunSetup(page);

  await page.getByRole('tab', { name: /History/ }).click();
  await expect(page.getByRole('heading', { name: 'No rounds yet' })).toBeVisible();
  await captureWidths(page, testInfo, 'run-history-empty');

  await page.getByRole('tab', { name: /Current Build/ }).click();
  for (let round = 0; round < 5; round++) await playRound(page);
  await expect(page.getByTestId('run-ante')).toHaveText('2');

  await page.getByRole('tab', { name: /History/ }).click();
  const chart = page.getByTestId('money-chart');
  await expect(chart).toHaveAttribute('data-points', '5');
  await expect(chart.locator('.recharts-line-dot')).toHaveCount(5);
  const rounds = page.getByRole('list', { name: 'Rounds of this run' }).getByRole('listitem');
  await expect(rounds).toHaveCount(5);
  await expect(rounds.first()).toContainText('Ante 2 · Big Blind');
  await expect(rounds.last()).toContainText('Ante 1 · Small Blind');
  await captureWidths(page, testInfo, 'run-history');

  // The coach reads this game's chat; after a New Game the chat starts empty.
  const chat = await openChat(page);
  await chat.getByRole('button', { name: 'What should I buy?' }).click();
  await expect(chat.getByTestId('coach-message-assistant')).toBeVisible();
  await captureWidths(page, testInfo, 'run-history-chat');

  await page.getByRole('tab', { name: /New/ }).click();
  await page.getByRole('button', { name: 'New Game', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, Start New Game' }).click();
  await setUpRun(page);
  await openChat(page);
  await expect(page.getByRole('heading', { name: 'Ask your coach' })).toBeVisible();
  await expect(page.getByTestId('coach-message-user')).toHaveCount(0);
  await page.getByRole('tab', { name: /History/ }).click();
  await expect(page.getByRole('heading', { name: 'No rounds yet' })).toBeVisible();

  // After a reload the new game still has its own, empty chat.
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  await page.reload();
  await openChat(page);
  await expect(page.getByRole('heading', { name: 'Ask your coach' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a change another device replaced is named and re-applied', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const subscriber = await createSubscriber(page, 'conflict');
  await openAsSubscriber(page, subscriber, '/jokerwise-ai');
  await setUpRun(page);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');

  // A second device (another tab of the same member) adds a Joker and saves first.
  const other = await page.context().newPage();
  await other.goto('/jokerwise-ai');
  await other.getByRole('button', { name: 'Add Joker' }).click();
  const picker = other.getByRole('dialog', { name: 'Add a Joker' });
  await picker.getByRole('searchbox').fill('Blueprint');
  await picker.getByRole('button', { name: 'Blueprint', exact: true }).click();
  await expect(other.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  await other.close();

  // This device adds a shop item on the older revision: its save loses the conflict.
  await page.getByRole('tab', { name: /Shop/ }).click();
  await page.getByRole('button', { name: 'Add Item' }).click();
  const notice = page.getByTestId('dropped-change');
  await expect(notice).toContainText('Not saved: Shop items.');
  await captureWidths(page, testInfo, 'run-history-dropped-change');

  await notice.getByRole('button', { name: 'Re-apply my change' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  await page.reload();
  await page.getByRole('tab', { name: /Shop/ }).click();
  await expect(page.getByRole('button', { name: 'Remove Item 1' })).toBeVisible();
  await page.getByRole('tab', { name: /Current Build/ }).click();
  await expect(page.getByRole('list', { name: 'Active Jokers' })).toContainText('Blueprint');
});
