import AxeBuilder from '@axe-core/playwright';
import { coachHistoryResponseSchema, currentRunResponseSchema } from '@jokerwise/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readBody } from '../support/api';
import { captureWidths } from '../support/screenshots';
import { createSubscriber, openAsSubscriber, type Subscriber } from '../support/subscriber';
import { setUpRun } from '../support/workspace';
import { collectPageErrors } from '../support/page-errors';

// docs/product/coach.md with the default built-in coach: a subscriber sets up a run,
// enters the cards in hand in the Poker Hands calculator, opens the Chat tab, asks "What should
// I play?" and reads the best play (the hand and its cards) in the streamed answer.

const FLUSH = [
  ['K', 'Hearts', 'K♥'],
  ['Q', 'Hearts', 'Q♥'],
  ['9', 'Hearts', '9♥'],
  ['5', 'Hearts', '5♥'],
  ['2', 'Hearts', '2♥'],
  ['3', 'Clubs', '3♣'],
] as const;

async function addCard(page: Page, rank: string, suit: string) {
  await page.getByRole('button', { name: 'Add card' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByRole('button', { name: rank, exact: true }).click();
  await dialog.getByRole('button', { name: suit }).click();
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog).toBeHidden();
}

/** Waits until the workspace has saved the hand, since the coach reads the saved run. */
async function expectSavedHand(page: Page, subscriber: Subscriber, size: number) {
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/runs/current', {
        headers: { authorization: `Bearer ${subscriber.token}` },
      });
      const { run } = await readBody(response, currentRunResponseSchema);
      return run?.document.hand.length ?? 0;
    })
    .toBe(size);
}

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: /Chat/ }).click();
  const chat = page.getByTestId('coach-chat');
  await expect(chat.getByRole('heading', { name: 'Ask your coach' })).toBeVisible();
  return chat;
}

test('the coach answers "What should I play?" with the best play of the cards in hand', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = collectPageErrors(page);

  const subscriber = await createSubscriber(page, 'coach');
  await openAsSubscriber(page, subscriber, '/jokerwise-ai');
  await setUpRun(page);

  await page.getByRole('tab', { name: 'Poker Hands' }).click();
  for (const [rank, suit] of FLUSH) await addCard(page, rank, suit);
  await expectSavedHand(page, subscriber, FLUSH.length);

  const chat = await openChat(page);
  await captureWidths(page, testInfo, 'coach-welcome', { centre: chat });

  await chat.getByRole('button', { name: 'What should I play?' }).click();
  const log = chat.getByRole('log', { name: 'Conversation with the coach' });
  await expect(log.getByTestId('coach-message-user')).toContainText('What should I play?');
  const answer = log.getByTestId('coach-message-assistant');
  await expect(answer.getByRole('heading', { name: 'Best play: Flush' })).toBeVisible();
  const play = answer.locator('strong').filter({ hasText: 'K♥' }).first();
  for (const [, , card] of FLUSH.slice(0, 5)) await expect(play).toContainText(card);
  await expect(play).not.toContainText('3♣');
  await expect(answer.locator('time')).toBeVisible();
  await expect(answer).not.toHaveAttribute('aria-busy', 'true');
  await captureWidths(page, testInfo, 'coach-answer', { centre: chat });
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="coach-chat"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  const blocking = violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(blocking.map((violation) => violation.id)).toEqual([]);

  // The expanded view (the workspace's Chat shell) gives the conversation the whole screen.
  await page.getByRole('button', { name: 'Expand chat' }).click();
  await expect(page.getByTestId('chat-shell')).toHaveAttribute('data-expanded', 'true');
  await captureWidths(page, testInfo, 'coach-expanded', { centre: chat });
  // Escape in the clear confirmation closes the confirmation only; the next one collapses.
  await page.getByRole('button', { name: 'Clear chat' }).click();
  await expect(page.getByRole('dialog', { name: 'Clear this chat?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Clear this chat?' })).toBeHidden();
  await expect(page.getByTestId('chat-shell')).toHaveAttribute('data-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('chat-shell')).toHaveAttribute('data-expanded', 'false');

  // The chat is kept per run on the server: it is there again after a reload.
  await page.reload();
  await page.getByRole('tab', { name: /Chat/ }).click();
  await expect(
    page.getByTestId('coach-message-assistant').getByRole('heading', { name: 'Best play: Flush' }),
  ).toBeVisible();

  // Clearing asks first, then empties the chat for good.
  await page.getByRole('button', { name: 'Clear chat' }).click();
  await page
    .getByRole('dialog', { name: 'Clear this chat?' })
    .getByRole('button', { name: 'Clear chat' })
    .click();
  await expect(page.getByRole('heading', { name: 'Ask your coach' })).toBeVisible();
  const history = await page.request.get('/api/coach/history', {
    headers: { authorization: `Bearer ${subscriber.token}` },
  });
  expect((await readBody(history, coachHistoryResponseSchema)).messages).toEqual([]);

  expect(problems).toEqual([]);
});

test('a question asked right after an edit reads the run as edited', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = collectPageErrors(page);
  const subscriber = await createSubscriber(page, 'coach_fresh');
  await openAsSubscriber(page, subscriber, '/jokerwise-ai');
  await setUpRun(page);
  await page.getByRole('tab', { name: 'Poker Hands' }).click();
  // The card that makes the Flush goes in last, and the question follows at once: the coach
  // reads the saved run, so the edit must be saved first, not a second later by the autosave.
  for (const [rank, suit] of [FLUSH[5], ...FLUSH.slice(0, 5)]) await addCard(page, rank, suit);
  const chat = await openChat(page);
  await chat.getByRole('button', { name: 'What should I play?' }).click();
  const answer = chat.getByTestId('coach-message-assistant');
  await expect(answer.getByRole('heading', { name: 'Best play: Flush' })).toBeVisible();
  expect(problems).toEqual([]);
});
