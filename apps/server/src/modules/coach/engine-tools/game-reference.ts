// game_reference: rules and values from the game's data (hand levels, Planets, decks, stakes,
// bosses and their antes, vouchers, tags, Tarots, Spectrals, packs, Joker prices and sell
// values), so a model never answers a rule from memory. Names are read with the game's
// vocabulary matcher, so "the wall's", "blueprnt" or "trips" find their entry.
import {
  findName,
  getAnteBossesReference,
  getBossReference,
  getDeckReference,
  getHandReference,
  getJokerReference,
  getPackReference,
  getPlanet,
  getPlanetReference,
  getSpectralReference,
  getStakeReference,
  getTagReference,
  getTarotReference,
  getVoucherReference,
  JOKER_EDITIONS,
  ok,
  type RunState,
} from '@jokerwise/game';
import { z } from 'zod';
import { defineEngineTool, toolFailure, type ToolFailure } from './engine-tool';
import { anteSchema } from './schemas';

export const REFERENCE_KINDS = [
  'hand',
  'planet',
  'deck',
  'stake',
  'boss',
  'ante',
  'voucher',
  'tag',
  'tarot',
  'spectral',
  'pack',
  'joker',
] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export const gameReferenceInputSchema = z.object({
  kind: z
    .enum(REFERENCE_KINDS)
    .describe("What to look up; 'ante' lists the bosses an ante can bring"),
  name: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .optional()
    .describe('The name as the player wrote it (typos are tolerated); not needed for ante'),
  level: z
    .number()
    .int()
    .min(1)
    .max(50)
    .optional()
    .describe("Hand level for 'hand' and 'planet'; defaults to the run's level"),
  ante: anteSchema.optional().describe("For 'boss' and 'ante'; defaults to the run's ante"),
  edition: z.enum(JOKER_EDITIONS).optional().describe("For 'joker': price and sell value"),
});
export type GameReferenceInput = z.output<typeof gameReferenceInputSchema>;

type Named = Exclude<ReferenceKind, 'ante'>;

function unknownName(kind: Named, name: string | undefined): ToolFailure<'UNKNOWN_NAME'> {
  return toolFailure('UNKNOWN_NAME', `No ${kind} of the game is called '${name ?? ''}'.`);
}

function lookUpNamed(input: GameReferenceInput & { kind: Named }, run: RunState) {
  const text = input.name ?? '';
  const ante = input.ante ?? run.ante;
  switch (input.kind) {
    case 'hand': {
      const hand = findName('hand', text);
      return hand && getHandReference(hand, input.level ?? run.tracker.handLevels[hand]);
    }
    case 'planet': {
      const planet = findName('planet', text);
      const hand = planet && getPlanet(planet).levelsUp;
      return (
        planet && hand && getPlanetReference(planet, input.level ?? run.tracker.handLevels[hand])
      );
    }
    case 'deck': {
      const deck = findName('deck', text);
      return deck && getDeckReference(deck);
    }
    case 'stake': {
      const stake = findName('stake', text);
      return stake && getStakeReference(stake);
    }
    case 'boss': {
      const boss = findName('boss', text);
      return boss && getBossReference(boss, { ante, stake: run.stake, deck: run.deck });
    }
    case 'voucher': {
      const voucher = findName('voucher', text);
      return voucher && getVoucherReference(voucher);
    }
    case 'tag': {
      const tag = findName('tag', text);
      return tag && getTagReference(tag);
    }
    case 'tarot': {
      const tarot = findName('tarot', text);
      return tarot && getTarotReference(tarot);
    }
    case 'spectral': {
      const spectral = findName('spectral', text);
      return spectral && getSpectralReference(spectral);
    }
    case 'pack': {
      const pack = findName('pack', text);
      return pack && getPackReference(pack);
    }
    case 'joker': {
      const joker = findName('joker', text);
      return joker && getJokerReference(joker, input.edition ?? null);
    }
  }
}

export const gameReferenceTool = defineEngineTool({
  name: 'game_reference',
  description:
    "Look up the game's rules and values: a hand's chips and mult at a level, which Planet levels it, deck and stake rules, a boss's effect and antes, voucher, tag, Tarot, Spectral and pack effects, Joker prices and sell values.",
  inputSchema: gameReferenceInputSchema,
  run(input, { run }) {
    if (input.kind === 'ante') {
      return ok(getAnteBossesReference(input.ante ?? run.ante));
    }
    const found = lookUpNamed({ ...input, kind: input.kind }, run);
    return found ? ok(found) : unknownName(input.kind, input.name);
  },
});
