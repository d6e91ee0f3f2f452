// The one hand of cards on the Poker Hands tab: every way of entering cards (the typed line,
// the card grid, the card dialog), the calculator and the hand detector read and change this
// one store. The cards live in the saved document; which of them are played is per visit.
import { MAX_CALCULATOR_HAND, type WorkspaceDocument } from '@jokerwise/contracts';
import { getBlindStatus, type ScenarioCard } from '@jokerwise/game';
import { useState } from 'react';
import { removeFromPlayed, replaceCard, togglePlayed } from '../lib/hand-edits';

/** The game's starting hand size, for a run that reports none. */
const DEFAULT_HAND_SIZE = 8;

export function useHand(document: WorkspaceDocument, onChange: (next: WorkspaceDocument) => void) {
  const { state, hand: cards } = document;
  const [played, setPlayed] = useState<number[]>([]);
  // The blind's hand size: The Manacle takes one card, a Juggle Tag held adds three.
  const limit = Math.min(MAX_CALCULATOR_HAND, getBlindStatus(state).handSize || DEFAULT_HAND_SIZE);
  const validPlayed = played.filter((index) => index < cards.length);
  const setCards = (next: readonly ScenarioCard[]) => onChange({ ...document, hand: [...next] });

  const removeCard = (index: number) => {
    setPlayed(removeFromPlayed(validPlayed, index));
    setCards(cards.filter((_, position) => position !== index));
  };

  return {
    cards,
    /** Indices into `cards`, in play order. */
    played: validPlayed,
    limit,
    isFull: cards.length >= limit,
    togglePlayed: (index: number) => setPlayed(togglePlayed(validPlayed, index)),
    setPlayed: (indices: readonly number[]) => setPlayed([...indices]),
    /** Adds the cards if they all fit in the hand; says whether they did. */
    addCards: (added: readonly ScenarioCard[]): boolean => {
      if (cards.length + added.length > limit) return false;
      setCards([...cards, ...added]);
      return true;
    },
    updateCard: (index: number, card: ScenarioCard) => setCards(replaceCard(cards, index, card)),
    removeCard,
    clearHand: () => {
      setPlayed([]);
      setCards([]);
    },
    /** The cards of a shared scenario: its played cards first, played in their order. */
    loadCards: (playedCards: readonly ScenarioCard[], heldCards: readonly ScenarioCard[]) => {
      setPlayed(playedCards.map((_, index) => index));
      setCards([...playedCards, ...heldCards]);
    },
  };
}

export type Hand = ReturnType<typeof useHand>;
