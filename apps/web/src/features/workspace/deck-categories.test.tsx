import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { DeckChoices } from './components/setup-steps';

// Decks show their category (Beginner … Master) from the game data.

describe('the deck choices', () => {
  it('show each deck with its category', () => {
    renderWithProviders(<DeckChoices onChoose={() => undefined} />);
    const decks = within(screen.getByRole('list', { name: 'Decks' }));
    const description = (name: string) =>
      decks.getByRole('button', { name }).getAttribute('aria-describedby') ?? '';
    const text = (name: string) =>
      description(name)
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' | ');
    expect(text('Red Deck')).toContain('Beginner');
    expect(text('Magic Deck')).toContain('Intermediate');
    expect(text('Zodiac Deck')).toContain('Advanced');
    expect(text('Plasma Deck')).toContain('Expert');
    expect(text('Erratic Deck')).toContain('Master');
  });
});
