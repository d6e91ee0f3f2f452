// The three ways to enter the shared hand: a typed line, the 52-card grid (with its side
// panel and a long press), and the card dialog that stays open for the next card.
import type { ScenarioCard } from '@jokerwise/game';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS } from './hooks/use-long-press';
import { makeDocument, renderTab } from './testing/render-tab';

const EIGHT_CARDS: readonly ScenarioCard[] = [
  { rank: 'A', suit: 'spades' },
  { rank: 'K', suit: 'hearts' },
  { rank: '10', suit: 'diamonds' },
  { rank: '7', suit: 'clubs' },
  { rank: '10', suit: 'hearts' },
  { rank: '9', suit: 'spades' },
  { rank: '2', suit: 'hearts' },
  { rank: 'Q', suit: 'clubs' },
];

const cardName = (card: ScenarioCard) =>
  `${card.rank} of ${card.suit.charAt(0).toUpperCase()}${card.suit.slice(1)}`;
const grid = () => screen.getByRole('group', { name: 'Card grid' });
const gridCard = (name: string) => within(grid()).getByRole('button', { name });
const typedField = () => screen.getByLabelText('Type cards');

afterEach(() => {
  vi.useRealTimers();
});

describe('Entering a hand of eight', () => {
  it('takes one typed line', async () => {
    const { latest } = renderTab(makeDocument());
    await userEvent.type(typedField(), 'AS KH 10d 7c Th 9♠ 2h qc{Enter}');
    expect(latest()?.hand).toEqual(EIGHT_CARDS);
    expect((typedField() as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Added 8 cards to your hand.')).toBeTruthy();
  });

  it('takes at most ten clicks on the card grid', async () => {
    const { latest } = renderTab(makeDocument());
    const user = userEvent.setup();
    let clicks = 0;
    const click = async (element: HTMLElement) => {
      clicks += 1;
      await user.click(element);
    };
    for (const card of EIGHT_CARDS) await click(gridCard(cardName(card)));
    expect(latest()?.hand).toEqual(EIGHT_CARDS);
    expect(clicks).toBeLessThanOrEqual(10);

    await click(screen.getByRole('button', { name: 'Best play' }));
    expect(screen.getByTestId('best-play').textContent).toContain('Pair');
  });
});

describe('Typed cards', () => {
  it('reads the line as it is typed and names a bad code', async () => {
    const { latest } = renderTab(makeDocument());
    const user = userEvent.setup();
    await user.type(typedField(), 'AS 1s KH');
    expect(typedField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/"1s": "1" is not a rank/)).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Typed cards' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['A of Spades', 'K of Hearts']);

    await user.keyboard('{Enter}');
    expect(latest()).toBeUndefined();

    await user.clear(typedField());
    await user.type(typedField(), 'AS KH{Enter}');
    expect(latest()?.hand).toEqual([
      { rank: 'A', suit: 'spades' },
      { rank: 'K', suit: 'hearts' },
    ]);
  });

  it('says when the typed cards do not fit in the hand', async () => {
    const { latest } = renderTab(makeDocument({}, EIGHT_CARDS.slice(0, 6)));
    await userEvent.type(typedField(), 'JS JH JD{Enter}');
    expect(
      screen.getByText('6 in hand + 3 typed is 9 cards; your hand holds 8. Clear the hand first?'),
    ).toBeTruthy();
    expect(latest()).toBeUndefined();
  });
});

describe('Card grid', () => {
  it('has all 52 cards; a second tap takes the card out again', async () => {
    const { latest } = renderTab(makeDocument());
    expect(within(grid()).getAllByRole('button')).toHaveLength(52);
    const ace = gridCard('A of Spades');
    await userEvent.click(ace);
    expect(ace.getAttribute('aria-pressed')).toBe('true');
    expect(latest()?.hand).toEqual([{ rank: 'A', suit: 'spades' }]);
    await userEvent.click(ace);
    expect(latest()?.hand).toEqual([]);
    expect(ace.getAttribute('aria-pressed')).toBe('false');
  });

  it('gives tapped cards the side panel’s enhancement, edition and seal', async () => {
    const { latest } = renderTab(makeDocument());
    const user = userEvent.setup();
    const panel = screen.getByRole('group', { name: 'Tapped cards get' });
    await user.selectOptions(within(panel).getByLabelText('Enhancement'), 'glass');
    await user.selectOptions(within(panel).getByLabelText('Edition'), 'foil');
    await user.selectOptions(within(panel).getByLabelText('Seal'), 'red');
    await user.click(gridCard('Q of Hearts'));
    await user.click(gridCard('J of Hearts'));
    await user.click(within(panel).getByRole('button', { name: 'Plain cards' }));
    await user.click(gridCard('2 of Clubs'));
    const glass = { enhancement: 'glass', edition: 'foil', seal: 'red' } as const;
    expect(latest()?.hand).toEqual([
      { rank: 'Q', suit: 'hearts', ...glass },
      { rank: 'J', suit: 'hearts', ...glass },
      { rank: '2', suit: 'clubs' },
    ]);
  });

  it('is one Tab stop, moved with the arrow keys and pressed with Enter', async () => {
    const { latest } = renderTab(makeDocument());
    const user = userEvent.setup();
    typedField().focus();
    await user.tab();
    expect(document.activeElement).toBe(gridCard('A of Spades'));
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(document.activeElement).toBe(gridCard('K of Hearts'));
    await user.keyboard('{End}{Enter}');
    expect(latest()?.hand).toEqual([
      { rank: 'K', suit: 'hearts' },
      { rank: '2', suit: 'clubs' },
    ]);
    await user.tab();
    expect(grid().contains(document.activeElement)).toBe(false);
  });

  it('disables cards not in hand once the hand is full', () => {
    renderTab(makeDocument({}, EIGHT_CARDS));
    expect((gridCard('3 of Clubs') as HTMLButtonElement).disabled).toBe(true);
    expect((gridCard('A of Spades') as HTMLButtonElement).disabled).toBe(false);
  });

  it("takes as many cards as the blind's hand size: a Juggle Tag adds 3, The Manacle takes 1", () => {
    const juggled = renderTab(makeDocument({ tags: ['Juggle Tag'] }, EIGHT_CARDS));
    // 8 of 11: room for more.
    expect((gridCard('3 of Clubs') as HTMLButtonElement).disabled).toBe(false);
    juggled.unmount();
    const manacle = { round: 3, blindType: 'boss', bossBlind: 'The Manacle' } as const;
    renderTab(makeDocument(manacle, EIGHT_CARDS.slice(0, 7)));
    // 7 of 7 under The Manacle.
    expect((gridCard('3 of Clubs') as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the card dialog on a long press, without adding the card', () => {
    vi.useFakeTimers();
    const { latest } = renderTab(makeDocument());
    const seven = gridCard('7 of Diamonds');
    fireEvent.pointerDown(seven, { pointerType: 'touch' });
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_MS);
    });
    fireEvent.pointerUp(seven, { pointerType: 'touch' });
    fireEvent.click(seven);
    const dialog = screen.getByRole('dialog', { name: 'Add a card' });
    expect(within(dialog).getByRole('button', { name: '7' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      within(dialog)
        .getByRole('button', { name: /Diamonds/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(latest()).toBeUndefined();
  });

  it('opens a card in hand for editing on right-click', async () => {
    const { latest } = renderTab(makeDocument({}, [{ rank: 'K', suit: 'spades' }]));
    fireEvent.contextMenu(gridCard('K of Spades'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit card' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Enhancement'), 'steel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(latest()?.hand).toEqual([{ rank: 'K', suit: 'spades', enhancement: 'steel' }]);
  });
});

describe('Card dialog', () => {
  it('stays open for the next card with Add another', async () => {
    const { latest } = renderTab(makeDocument());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await user.selectOptions(within(dialog).getByLabelText('Enhancement'), 'bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Q' }));
    await user.click(within(dialog).getByRole('button', { name: /Diamonds/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add another' }));

    expect(within(dialog).getByRole('status').textContent).toBe(
      'Added Bonus Q of Diamonds. Pick the next card.',
    );
    expect(within(dialog).getByRole('button', { name: 'Q' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await user.click(within(dialog).getByRole('button', { name: '3' }));
    await user.click(within(dialog).getByRole('button', { name: /Clubs/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(latest()?.hand).toEqual([
      { rank: 'Q', suit: 'diamonds', enhancement: 'bonus' },
      { rank: '3', suit: 'clubs', enhancement: 'bonus' },
    ]);
  });

  it('offers Add another only while a card after this one still fits', async () => {
    renderTab(makeDocument({}, EIGHT_CARDS.slice(0, 7)));
    await userEvent.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'J' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Spades/ }));
    expect(
      (within(dialog).getByRole('button', { name: 'Add another' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (within(dialog).getByRole('button', { name: 'Add card' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
