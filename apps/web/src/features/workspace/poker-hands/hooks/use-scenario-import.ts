// Bringing a scenario in from a share link or a JSON file: validate, then apply its cards;
// its Jokers replace the calculator's only once the player confirms (they are the build).
import type { CalculatorScenario, ScenarioJoker } from '@jokerwise/game';
import { useState } from 'react';
import type { Calculator } from './use-calculator';
import { isSameJokerList } from '../lib/hand-edits';
import { decodeScenario, readScenarioHash, type ScenarioParse } from '../lib/scenario-codec';

function readLinkScenario(): ScenarioParse | null {
  if (typeof window === 'undefined') return null;
  const encoded = readScenarioHash(window.location.hash);
  return encoded === null ? null : decodeScenario(encoded);
}

/** Drops `#scenario=…` so a reload does not offer the same import again. */
function clearLinkHash() {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

export function useScenarioImport(calculator: Calculator) {
  const [link, setLink] = useState<ScenarioParse | null>(readLinkScenario);
  const [pendingJokers, setPendingJokers] = useState<readonly ScenarioJoker[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const apply = (scenario: CalculatorScenario): boolean => {
    const cardCount = scenario.played.length + (scenario.held?.length ?? 0);
    if (cardCount > calculator.handLimit) {
      setError(`This scenario has ${cardCount} cards; your hand holds ${calculator.handLimit}.`);
      return false;
    }
    setError(null);
    calculator.loadCards(scenario);
    if (scenario.jokers && !isSameJokerList(scenario.jokers, calculator.jokers)) {
      setPendingJokers(scenario.jokers);
    }
    return true;
  };

  return {
    link,
    error,
    pendingJokers,
    importFromLink: () => {
      if (link?.ok && apply(link.scenario)) {
        setLink(null);
        clearLinkHash();
      }
    },
    dismissLink: () => {
      setLink(null);
      clearLinkHash();
    },
    importFromFile: (parsed: ScenarioParse) => {
      if (parsed.ok) apply(parsed.scenario);
      else setError(parsed.error);
    },
    confirmJokers: () => {
      if (pendingJokers) calculator.applyFileJokers(pendingJokers);
      setPendingJokers(null);
    },
    keepJokers: () => setPendingJokers(null),
  };
}

export type ScenarioImport = ReturnType<typeof useScenarioImport>;
