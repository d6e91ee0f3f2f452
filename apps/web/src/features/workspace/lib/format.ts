import type { BlindType, JokerEdition } from '@jokerwise/game';

export const BLIND_LABELS: { readonly [B in BlindType]: string } = {
  small: 'Small Blind',
  big: 'Big Blind',
  boss: 'Boss Blind',
};

export const EDITION_LABELS: { readonly [E in JokerEdition]: string } = {
  foil: 'Foil',
  holographic: 'Holographic',
  polychrome: 'Polychrome',
  negative: 'Negative',
};

/** docs/product/workspace.md: stake levels 1-3 easy, 4-6 hard, 7-8 expert. */
export function getStakeDifficulty(level: number): 'Easy' | 'Hard' | 'Expert' {
  return level <= 3 ? 'Easy' : level <= 6 ? 'Hard' : 'Expert';
}

const numberFormat = new Intl.NumberFormat('en-US');

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

export function formatMoney(value: number): string {
  return value < 0 ? `-$${formatNumber(-value)}` : `$${formatNumber(value)}`;
}

/** Case- and accent-insensitive match of every typed word, for the searchable pickers. */
export function matchesSearch(query: string, ...texts: readonly string[]): boolean {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  const haystack = normalize(texts.join(' '));
  return words.every((word) => haystack.includes(word));
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
