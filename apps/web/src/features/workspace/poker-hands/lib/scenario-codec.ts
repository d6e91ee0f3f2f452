// Scenario share links and files: the scenario as base64url JSON in `#scenario=…`, or as a
// JSON file. Everything read back is parsed with the contracts' schemas (docs/guiding-principles.md "Parse at
// the edges"), so a bad link or file shows the field at fault and changes nothing.
import { bestPlayScenarioSchema, calculatorScenarioSchema } from '@jokerwise/contracts';
import type { CalculatorScenario } from '@jokerwise/game';
import type { z } from 'zod';

export const SCENARIO_HASH_KEY = 'scenario';
export const SCENARIO_FILE_NAME = 'jokerwise-scenario.json';

export type ScenarioParse =
  | { readonly ok: true; readonly scenario: CalculatorScenario }
  | { readonly ok: false; readonly error: string };

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function encodeScenario(scenario: CalculatorScenario): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(scenario)));
}

export function getShareUrl(scenario: CalculatorScenario, pageUrl: string): string {
  const url = new URL(pageUrl);
  url.hash = `${SCENARIO_HASH_KEY}=${encodeScenario(scenario)}`;
  return url.toString();
}

/** The encoded scenario in a location hash, or null when the hash carries none. */
export function readScenarioHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(SCENARIO_HASH_KEY);
}

/**
 * Whether the page was opened from a share link; the workspace can open the Poker Hands tab
 * first so the import offer is seen.
 */
export function hasSharedScenario(hash: string = window.location.hash): boolean {
  return readScenarioHash(hash) !== null;
}

function formatIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`,
    )
    .join('');
  return path ? `${path}: ${issue.message}` : issue.message;
}

function hasPlayedCards(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || !('played' in value)) return false;
  return Array.isArray(value.played) && value.played.length > 0;
}

/** A scored hand (cards under "played") or a best-play question (cards only under "held"). */
export function parseScenario(value: unknown): ScenarioParse {
  const schema = hasPlayedCards(value) ? calculatorScenarioSchema : bestPlayScenarioSchema;
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, scenario: parsed.data };
  const [issue] = parsed.error.issues;
  return { ok: false, error: issue ? formatIssue(issue) : 'This scenario is not valid.' };
}

const NOT_JSON = 'This file is not JSON.';
const NOT_A_LINK = 'This link does not hold a scenario.';

function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

export function parseScenarioJson(text: string): ScenarioParse {
  const json = readJson(text);
  return json.ok ? parseScenario(json.value) : { ok: false, error: NOT_JSON };
}

export function decodeScenario(encoded: string): ScenarioParse {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(encoded));
  } catch {
    return { ok: false, error: NOT_A_LINK };
  }
  const json = readJson(text);
  return json.ok ? parseScenario(json.value) : { ok: false, error: NOT_A_LINK };
}

export function toScenarioJson(scenario: CalculatorScenario): string {
  return `${JSON.stringify(scenario, null, 2)}\n`;
}
