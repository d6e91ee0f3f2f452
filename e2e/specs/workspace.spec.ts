import { mkdirSync } from 'node:fs';
import { currentRunResponseSchema } from '@jokerwise/contracts';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { readBody } from '../support/api';
import { createSubscriber, openAsSubscriber } from '../support/subscriber';

// The members' workspace at /jokerwise-ai as a subscriber sees it: the setup and load-game
// wizards, Jokers up to the slots, a shop purchase, Next Round into a new ante, and a reload
// that keeps the run (docs/product/workspace.md).

const SHOTS = '/tmp/shots';

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const body = await page.screenshot({ fullPage: true });
  await testInfo.attach(name, { body, contentType: 'image/png' });
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const choice = (page: Page, title: string) =>
  page.getByRole('button', { name: title, exact: true });

async function addJoker(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Joker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Joker' });
  await dialog.getByPlaceholder('Search Jokers').fill(name);
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function answerMoney(page: Page, round: number, money: string) {
  const dialog = page.getByRole('dialog', { name: 'Update Money' });
  await expect(dialog).toContainText(`Enter your current money after Round ${round}`);
  await dialog.getByPlaceholder('Enter money amount').fill(money);
  await dialog.getByRole('button', { name: 'Update Money' }).click();
  await expect(dialog).toBeHidden();
}

async function waitForSaved(page: Page) {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', {
    timeout: 10_000,
  });
}

test('a new game is set up, built, shopped and played into ante 2, and survives a reload', async ({
  page,
}, testInfo) => {
  const subscriber = await createSubscriber(page, 'ws');
  await openAsSubscriber(page, subscriber, '/jokerwise-ai');

  // Setup wizard: initial → deck → stake → money → boss, with no tab bar (docs/product/workspace.md).
  await expect(page.getByRole('button', { name: 'The Journey Begins' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await screenshot(page, testInfo, 'workspace-initial-1280');
  await page.getByRole('button', { name: 'The Journey Begins' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your deck' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Decks' }).getByRole('button')).toHaveCount(15);
  await choice(page, 'Red Deck').click();
  await expect(page.getByRole('list', { name: 'Stakes' }).getByRole('button')).toHaveCount(8);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await choice(page, 'White Stake').click();
  await page.getByRole('spinbutton', { name: 'Starting money' }).fill('10');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Choose the boss blind' })).toBeVisible();
  await choice(page, 'The Hook').click();

  // Playing: ante, round, blind, target, money and interest, the boss banner.
  await expect(page.getByRole('tablist')).toBeVisible();
  for (const tab of ['Current Build', 'Poker Hands', 'Shop', 'New Game', 'Jokerwise Chat']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByTestId('run-ante')).toHaveText('1');
  await expect(page.getByTestId('run-round')).toHaveText('1 / 3');
  await expect(page.getByTestId('run-blind')).toHaveText('Small Blind');
  await expect(page.getByTestId('run-target')).toHaveText('300');
  await expect(page.getByTestId('run-money')).toHaveText('$10');
  await expect(page.getByTestId('run-interest')).toHaveText('+$2 interest · $5 to next step');
  await expect(page.getByTestId('boss-banner')).toContainText('The Hook');

  // Five Jokers fill the slots; the picker refuses a sixth.
  for (const name of ['Joker', 'Greedy Joker', 'Blueprint', 'Baron', 'Mime']) {
    await addJoker(page, name);
  }
  await expect(page.getByTestId('joker-count')).toHaveText('5 / 5');
  await page.getByRole('button', { name: 'Add Joker' }).click();
  const picker = page.getByRole('dialog', { name: 'Add a Joker' });
  await expect(picker.getByRole('status')).toContainText('All Joker slots are full.');
  await picker.getByPlaceholder('Search Jokers').fill('Cavendish');
  await expect(picker.getByRole('button', { name: 'Cavendish', exact: true })).toBeDisabled();
  await screenshot(page, testInfo, 'workspace-joker-picker-1280');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('joker-count')).toHaveText('5 / 5');
  await screenshot(page, testInfo, 'workspace-build-1280');

  // Shop: a Tarot bought with the money at hand; a $10 voucher is then out of reach.
  await page.getByRole('tab', { name: 'Shop' }).click();
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByLabel('Type').selectOption('Tarot');
  await page.getByLabel('Name').selectOption('The Fool');
  await expect(page.getByLabel('Price')).toHaveValue('3');
  await page.getByRole('button', { name: 'Add Item' }).click();
  const voucher = page.getByRole('listitem', { name: 'Item 2' });
  await voucher.getByLabel('Type').selectOption('Voucher');
  await voucher.getByLabel('Name').selectOption('Overstock');
  await expect(page.getByRole('button', { name: 'Buy Overstock' })).toBeEnabled();
  await page.getByRole('button', { name: 'Buy The Fool' }).click();
  await expect(page.getByTestId('shop-money')).toHaveText('$7');
  await expect(page.getByTestId('run-money')).toHaveText('$7');
  await expect(page.getByRole('button', { name: 'Buy Overstock' })).toBeDisabled();
  await expect(page.getByRole('listitem', { name: 'Overstock' })).toContainText(
    'Not enough money to buy this item.',
  );
  await screenshot(page, testInfo, 'workspace-shop-1280');
  await page.getByRole('tab', { name: 'Current Build' }).click();
  await expect(page.getByRole('list', { name: 'Active consumables' })).toContainText('The Fool');
  await expect(page.getByTestId('consumables-total')).toHaveText('$3');

  // Next Round three times: the money prompts, then ante 2 asks for a boss (docs/product/workspace.md).
  await page.getByRole('button', { name: 'Next Round' }).click();
  await answerMoney(page, 1, '12');
  await expect(page.getByTestId('run-round')).toHaveText('2 / 3');
  await expect(page.getByTestId('run-blind')).toHaveText('Big Blind');
  await expect(page.getByTestId('run-target')).toHaveText('450');
  await page.getByRole('button', { name: 'Next Round' }).click();
  await answerMoney(page, 2, '15');
  await expect(page.getByTestId('run-blind')).toHaveText('Boss Blind');
  await page.getByRole('button', { name: 'Next Round' }).click();
  const bossDialog = page.getByRole('dialog', { name: 'Select Boss Blind' });
  await expect(bossDialog).toContainText('Select Boss Blind for the current ante');
  await expect(page.getByTestId('run-ante')).toHaveText('2');
  await expect(page.getByTestId('run-round')).toHaveText('1 / 3');
  await bossDialog.getByPlaceholder('Search boss blinds').fill('wall');
  await bossDialog.getByRole('button', { name: 'The Wall', exact: true }).click();
  await answerMoney(page, 3, '20');
  await expect(page.getByTestId('boss-banner')).toContainText('The Wall');
  await expect(page.getByTestId('run-target')).toHaveText('800');
  await expect(page.getByTestId('run-money')).toHaveText('$20');

  // The run is on the server: a reload opens it where it was.
  await waitForSaved(page);
  await page.reload();
  await expect(page.getByTestId('run-ante')).toHaveText('2');
  await expect(page.getByTestId('run-money')).toHaveText('$20');
  await expect(page.getByTestId('joker-count')).toHaveText('5 / 5');
  await expect(page.getByTestId('boss-banner')).toContainText('The Wall');
  await screenshot(page, testInfo, 'workspace-playing-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('tab', { name: 'Chat', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, testInfo, 'workspace-playing-390');
  await page.getByRole('tab', { name: 'Shop' }).click();
  await screenshot(page, testInfo, 'workspace-shop-390');
});

test('the load-game wizard loads a boss round; Cancel on confirm returns to the start', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const subscriber = await createSubscriber(page, 'wsload');
  await openAsSubscriber(page, subscriber, '/jokerwise-ai');

  const loadUpToConfirm = async (round: 'Small Blind' | 'Boss Blind') => {
    await page.getByRole('button', { name: 'Load Game' }).click();
    await choice(page, 'Yellow Deck').click();
    await choice(page, 'Red Stake').click();
    await expect(page.getByRole('list', { name: 'Antes' }).getByRole('button')).toHaveCount(12);
    await page.getByRole('button', { name: 'Ante 3', exact: true }).click();
    await choice(page, round).click();
    await page.getByLabel('Current money').fill('42');
    await page.getByRole('button', { name: 'Continue' }).click();
  };

  await loadUpToConfirm('Small Blind');
  await expect(page.getByRole('heading', { name: 'Confirm your game' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'The Journey Begins' })).toBeVisible();

  await loadUpToConfirm('Boss Blind');
  await expect(page.getByRole('heading', { name: 'Which boss blind?' })).toBeVisible();
  await screenshot(page, testInfo, 'workspace-load-boss-390');
  await choice(page, 'The Eye').click();
  const summary = page.getByTestId('load-summary');
  for (const text of ['Yellow Deck', 'Red Stake', 'Boss Blind', '$42', '0 / 5', 'The Eye']) {
    await expect(summary).toContainText(text);
  }
  await screenshot(page, testInfo, 'workspace-load-confirm-390');
  await page.getByRole('button', { name: 'Load This Game State' }).click();

  await expect(page.getByTestId('run-ante')).toHaveText('3');
  await expect(page.getByTestId('run-round')).toHaveText('3 / 3');
  await expect(page.getByTestId('run-blind')).toHaveText('Boss Blind');
  await expect(page.getByTestId('run-money')).toHaveText('$42');
  await expect(page.getByTestId('boss-banner')).toContainText('The Eye');
  await expect(page.getByRole('tab', { name: 'Chat', exact: true })).toBeVisible();

  // New Game asks first, then returns to the start.
  const newGame = page.getByRole('button', { name: 'New Game', exact: true });
  await page.getByRole('tab', { name: 'New', exact: true }).click();
  await newGame.click();
  const confirm = page.getByRole('dialog', { name: 'Start a new game?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('run-ante')).toHaveText('3');
  await newGame.click();
  await confirm.getByRole('button', { name: 'Yes, Start New Game' }).click();
  await expect(page.getByRole('button', { name: 'The Journey Begins' })).toBeVisible();
});

test('a run saved on another device replaces this one, on a conflicting save and on focus', async ({
  page,
}, testInfo) => {
  const subscriber = await createSubscriber(page, 'wssync');
  const headers = { authorization: `Bearer ${subscriber.token}` };
  await openAsSubscriber(page, subscriber, '/jokerwise-ai');
  await page.getByRole('button', { name: 'The Journey Begins' }).click();
  await choice(page, 'Red Deck').click();
  await choice(page, 'White Stake').click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await choice(page, 'The Hook').click();
  await expect(page.getByTestId('run-money')).toHaveText('$4');
  await waitForSaved(page);

  // The other device saves money it has: this tab's next save gets a 409 and takes that run.
  const saveElsewhere = async (money: number) => {
    const current = await page.request.get('/api/runs/current', { headers });
    const { run } = await readBody(current, currentRunResponseSchema);
    if (!run) throw new Error('the run was not saved yet');
    const document = { ...run.document, state: { ...run.document.state, money } };
    const saved = await page.request.put('/api/runs/current', {
      headers,
      data: { baseRevision: run.revision, document },
    });
    expect(saved.status()).toBe(200);
  };
  await saveElsewhere(77);
  await page.getByRole('tab', { name: 'Shop' }).click();
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('This run was updated on another device.').first()).toBeVisible();
  await expect(page.getByTestId('run-money')).toHaveText('$77');

  // With nothing unsaved here, coming back to the tab picks up the newer run.
  await waitForSaved(page);
  await saveElsewhere(88);
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByTestId('run-money')).toHaveText('$88');
  await expect(page.getByText('This run was updated on another device.').first()).toBeVisible();

  // The Chat tab: a card that expands over the page; Escape closes it (docs/product/workspace.md).
  await page.getByRole('tab', { name: 'Jokerwise Chat' }).click();
  await expect(page.getByTestId('chat-shell')).toHaveAttribute('data-expanded', 'false');
  await screenshot(page, testInfo, 'workspace-chat-1280');
  await page.getByRole('button', { name: 'Expand chat' }).click();
  await expect(page.getByRole('dialog', { name: 'Jokerwise Chat' })).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('chat-shell')).toHaveAttribute('data-expanded', 'false');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});
