import { mkdirSync, readFileSync } from 'node:fs';
import { currentRunResponseSchema } from '@jokerwise/contracts';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { readBody } from '../support/api';
import { createSubscriber, openAsSubscriber } from '../support/subscriber';

// A subscriber drops the game's save.jkr on the workspace, sees what it holds, imports
// it, and the run (Jokers, money, ante, the hand) is there; Best play answers for that hand.
// The save is the v1.0.1f fixture moved to the start of a blind (packages/game/test/fixtures/saves/README.md):
// Painted Deck, six Jokers, $7, ante 9, nine cards in hand.

const SAVE = readFileSync(
  new URL(
    '../../packages/game/test/fixtures/saves/v1.0.1f-six-jokers-in-hand.jkr',
    import.meta.url,
  ),
);
const JOKERS = ['Egg', 'Odd Todd', 'Swashbuckler', 'Blueprint', 'Canio', 'Cavendish'];
const SHOTS = '/tmp/shots';

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const body = await page.screenshot({ fullPage: true });
  await testInfo.attach(name, { body, contentType: 'image/png' });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Drops a file on `target` the way a file dragged from the desktop arrives. */
async function dropFile(page: Page, target: Locator, bytes: Buffer, name: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ data, fileName }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], fileName));
      return transfer;
    },
    { data: [...bytes], fileName: name },
  );
  await target.dispatchEvent('drop', { dataTransfer });
}

test('a dropped save fills the workspace and Best play answers for its hand', async ({
  page,
}, testInfo) => {
  const subscriber = await createSubscriber(page, 'saves');
  await openAsSubscriber(page, subscriber, '/jokerwise-ai');

  await page.getByRole('button', { name: 'Import from save file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from save file' });
  await dialog.getByText('Where is save.jkr?').click();
  await expect(dialog).toContainText('%AppData%\\Balatro\\<profile>\\save.jkr');
  await expect(dialog).toContainText('cannot use this import');

  // A file that is no run is named for what it is, and nothing is imported.
  await dropFile(page, dialog.getByTestId('save-drop-zone'), Buffer.from('hello'), 'notes.txt');
  await expect(dialog.getByRole('alert')).toContainText('This is not a Balatro save file.');

  await dropFile(page, dialog.getByTestId('save-drop-zone'), SAVE, 'save.jkr');
  const preview = dialog.getByTestId('save-import-preview');
  await expect(preview.getByTestId('save-preview-ante')).toHaveText('9');
  await expect(preview.getByTestId('save-preview-money')).toHaveText('$7');
  for (const joker of JOKERS) {
    await expect(preview.getByTestId('save-preview-jokers')).toContainText(joker);
  }
  await expect(preview.getByTestId('save-preview-hand')).toContainText('A♣');
  await expect(preview.getByTestId('save-preview-tags')).toHaveText(
    'Skip Small Blind for Rare Tag · Skip Big Blind for Charm Tag',
  );
  await screenshot(page, testInfo, 'save-import-preview-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, testInfo, 'save-import-preview-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole('button', { name: 'Import this run' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('run-ante')).toHaveText('9');
  await expect(page.getByTestId('run-money')).toHaveText('$7');
  await expect(page.getByTestId('run-blind')).toHaveText('Small Blind');
  const jokers = page.getByRole('region', { name: 'Jokers' });
  for (const joker of JOKERS) await expect(jokers).toContainText(joker);
  // Egg sells for what the game would pay: $2 plus the $60 it gained over the run.
  await expect(jokers.getByRole('button', { name: 'Sell Egg for $62' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo import' })).toBeVisible();
  // The Tag the save shows under the Small Blind (ADR 042).
  await expect(page.getByTestId('offered-tag')).toHaveText(
    'Skip for Rare Tag: Next shop includes a free Rare Joker.',
  );
  // The bar with Undo says it once; no toast repeats it over the page title.
  await expect(page.getByText(/^Run imported from/)).toHaveCount(1);

  await page.getByRole('tab', { name: 'Poker Hands' }).click();
  const hand = page.getByRole('list', { name: 'Cards in hand' });
  await expect(hand.getByRole('button', { name: /^Play / })).toHaveCount(9);
  await page.getByRole('button', { name: 'Best play' }).click();
  await expect(page.getByTestId('best-play')).toContainText('Full House');
  await screenshot(page, testInfo, 'save-import-best-play-1280');

  // The imported run is the subscriber's saved run.
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', {
    timeout: 10_000,
  });
  const current = await readBody(
    await page.request.get('/api/runs/current', {
      headers: { authorization: `Bearer ${subscriber.token}` },
    }),
    currentRunResponseSchema,
  );
  expect(current.run?.document.state.jokers.map((joker) => joker.name)).toEqual(JOKERS);
  expect(current.run?.document.state.jokers[0]?.extraValue).toBe(60);
  expect(current.run?.document.hand).toHaveLength(9);
  expect(current.run?.document.state.blindTags).toEqual({ small: 'Rare Tag', big: 'Charm Tag' });
  await page.reload();
  await expect(jokers.getByRole('button', { name: 'Sell Egg for $62' })).toBeVisible();
  await expect(page.getByTestId('offered-tag')).toContainText('Rare Tag');
});
