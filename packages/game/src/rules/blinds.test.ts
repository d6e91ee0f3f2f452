import { describe, expect, it } from 'vitest';
import facts from '../../test/reference/balatro-facts.json';
import { BOSS_BLINDS, type BossBlindName } from '../data/bosses';
import { STAKES, type StakeName } from '../data/stakes';
import {
  getAnteBaseChips,
  getBlindMultiplier,
  getBlindReward,
  getBlindTable,
  getBlindType,
  getBossesForAnte,
  getTargetScore,
  isShowdownAnte,
} from './blinds';

const TABLE_STAKE = { white: 'White Stake', green: 'Green Stake', purple: 'Purple Stake' } as const;

describe('getBlindType', () => {
  it.each([
    { round: 1, type: 'small', source: 'docs/product/workspace.md "Blind type mapping: 1 Small"' },
    { round: 2, type: 'big', source: 'docs/product/workspace.md "2 Big"' },
    { round: 3, type: 'boss', source: 'docs/product/workspace.md "3 Boss"' },
    { round: 0, type: undefined, source: 'three blinds per ante' },
    { round: 4, type: undefined, source: 'three blinds per ante' },
    { round: 1.5, type: undefined, source: 'rounds are whole numbers' },
  ])('round $round is $type ($source)', ({ round, type }) => {
    expect(getBlindType(round)).toBe(type);
  });
});

describe('getAnteBaseChips', () => {
  it.each(
    (['white', 'green', 'purple'] as const).flatMap((table) =>
      facts.blinds.targetsByAnte[table].map((row) => ({
        table,
        ...row,
        source: `facts: blinds.targetsByAnte.${table}`,
      })),
    ),
  )('$table ante $ante = $base ($source)', ({ table, ante, base }) => {
    expect(getAnteBaseChips(ante, TABLE_STAKE[table])).toBe(base);
  });

  it.each([
    { ante: 0, source: 'facts: blinds.baseChipsAnte0' },
    { ante: -1, source: 'Lua get_blind_amount: ante < 1 -> 100' },
    { ante: Number.NaN, source: 'treated as below ante 1' },
  ])('ante $ante is 100 on every stake ($source)', ({ ante }) => {
    for (const stake of STAKES) expect(getAnteBaseChips(ante, stake.name)).toBe(100);
  });

  it('stays finite past the game overflow (about ante 39)', () => {
    expect(Number.isFinite(getAnteBaseChips(38, 'White Stake'))).toBe(true);
    expect(getAnteBaseChips(39, 'White Stake')).toBe(Number.MAX_VALUE);
    expect(getAnteBaseChips(1000, 'Gold Stake')).toBe(Number.MAX_VALUE);
    expect(getAnteBaseChips(Infinity, 'Gold Stake')).toBe(Number.MAX_VALUE);
  });

  it('grows with every ante', () => {
    for (let ante = 1; ante < 38; ante += 1) {
      expect(getAnteBaseChips(ante + 1, 'Red Stake')).toBeGreaterThan(
        getAnteBaseChips(ante, 'Red Stake'),
      );
    }
  });
});

describe('getBlindTable', () => {
  it.each(STAKES)('$name uses its facts table (facts: blinds.tableByStake)', (stake) => {
    const tableByStake: Record<string, string> = facts.blinds.tableByStake;
    expect(getBlindTable(stake.name)).toBe(tableByStake[stake.name.replace(' Stake', '')]);
  });
});

describe('getBlindMultiplier', () => {
  it.each([
    { blind: 'small', disabled: false, multiplier: 1, source: 'facts: blinds.multipliers' },
    { blind: 'big', disabled: false, multiplier: 1.5, source: 'facts: blinds.multipliers' },
    { blind: 'boss', disabled: false, multiplier: 2, source: 'facts: blinds.multipliers' },
    { blind: 'The Hook', disabled: false, multiplier: 2, source: 'facts: blinds.multipliers' },
    { blind: 'The Wall', disabled: false, multiplier: 4, source: 'facts: blinds.multipliers' },
    { blind: 'Violet Vessel', disabled: false, multiplier: 6, source: 'facts: blinds.multipliers' },
    { blind: 'The Needle', disabled: false, multiplier: 1, source: 'facts: blinds.multipliers' },
    { blind: 'The Wall', disabled: true, multiplier: 2, source: 'facts: blinds.disabledBossNote' },
    {
      blind: 'Violet Vessel',
      disabled: true,
      multiplier: 2,
      source: 'facts: blinds.disabledBossNote',
    },
    {
      blind: 'The Needle',
      disabled: true,
      multiplier: 1,
      source: 'Lua Blind:disable keeps the target',
    },
    {
      blind: 'The Hook',
      disabled: true,
      multiplier: 2,
      source: 'Lua Blind:disable keeps the target',
    },
  ] as const)(
    '$blind (disabled: $disabled) is x$multiplier ($source)',
    ({ blind, disabled, multiplier }) => {
      expect(getBlindMultiplier(blind, disabled)).toBe(multiplier);
    },
  );
});

describe('getTargetScore', () => {
  it.each([
    {
      ante: 1,
      blind: 'small',
      stake: 'White Stake',
      deck: 'Red Deck',
      target: 300,
      source: 'docs/product/workspace.md default target 300',
    },
    {
      ante: 1,
      blind: 'big',
      stake: 'White Stake',
      deck: 'Red Deck',
      target: 450,
      source: 'facts: blinds.targetsByAnte.white',
    },
    {
      ante: 2,
      blind: 'boss',
      stake: 'White Stake',
      deck: 'Red Deck',
      target: 1600,
      source: 'facts: blinds.targetsByAnte.white',
    },
    {
      ante: 3,
      blind: 'small',
      stake: 'Red Stake',
      deck: 'Red Deck',
      target: 2000,
      source: 'ADR 004 (not 2,800)',
    },
    {
      ante: 4,
      blind: 'small',
      stake: 'White Stake',
      deck: 'Red Deck',
      target: 5000,
      source: 'ADR 004 (not 6,000)',
    },
    {
      ante: 8,
      blind: 'The Hook',
      stake: 'White Stake',
      deck: 'Red Deck',
      target: 100000,
      source: 'facts: blinds.targetsByAnte.white',
    },
    {
      ante: 8,
      blind: 'big',
      stake: 'Black Stake',
      deck: 'Red Deck',
      target: 150000,
      source: 'facts: blinds.targetsByAnte.green',
    },
    {
      ante: 8,
      blind: 'boss',
      stake: 'Gold Stake',
      deck: 'Red Deck',
      target: 400000,
      source: 'facts: blinds.targetsByAnte.purple',
    },
    {
      ante: 2,
      blind: 'The Wall',
      stake: 'White Stake',
      deck: 'Red Deck',
      target: 3200,
      source: 'facts: blinds.multipliers The Wall 4',
    },
    {
      ante: 8,
      blind: 'Violet Vessel',
      stake: 'White Stake',
      deck: 'Red Deck',
      target: 300000,
      source: 'facts: blinds.multipliers Violet Vessel 6',
    },
    {
      ante: 2,
      blind: 'The Needle',
      stake: 'White Stake',
      deck: 'Red Deck',
      target: 800,
      source: 'facts: blinds.multipliers The Needle 1',
    },
    {
      ante: 1,
      blind: 'small',
      stake: 'White Stake',
      deck: 'Plasma Deck',
      target: 600,
      source: 'facts: decks Plasma blindScaling 2',
    },
    {
      ante: 8,
      blind: 'Violet Vessel',
      stake: 'Gold Stake',
      deck: 'Plasma Deck',
      target: 2400000,
      source: 'facts: blinds.targetFormula',
    },
    {
      ante: 0,
      blind: 'small',
      stake: 'White Stake',
      deck: 'Red Deck',
      target: 100,
      source: 'ADR 004 ante 0 = 100',
    },
    {
      ante: 0,
      blind: 'boss',
      stake: 'Purple Stake',
      deck: 'Plasma Deck',
      target: 400,
      source: 'ADR 004 ante 0 = 100',
    },
    {
      ante: 9,
      blind: 'small',
      stake: 'White Stake',
      deck: 'Red Deck',
      target: 110000,
      source: 'ADR 004 antes 9+',
    },
    {
      ante: 12,
      blind: 'small',
      stake: 'White Stake',
      deck: 'Red Deck',
      target: 300000000,
      source: 'ADR 004 antes 9+',
    },
    {
      ante: 13,
      blind: 'small',
      stake: 'White Stake',
      deck: 'Red Deck',
      target: 47000000000,
      source: 'ADR 004 antes 9+',
    },
  ] as const)('ante $ante $blind on $stake with $deck = $target ($source)', (row) => {
    expect(getTargetScore(row)).toBe(row.target);
  });

  it.each([
    { boss: 'The Wall', target: 1600, source: 'facts: blinds.disabledBossNote' },
    { boss: 'Violet Vessel', target: 1600, source: 'facts: blinds.disabledBossNote' },
    { boss: 'The Needle', target: 800, source: 'The Needle stays x1' },
  ] as const)('a disabled $boss at ante 2 needs $target ($source)', ({ boss, target }) => {
    expect(
      getTargetScore({
        ante: 2,
        blind: boss,
        stake: 'White Stake',
        deck: 'Red Deck',
        bossDisabled: true,
      }),
    ).toBe(target);
  });

  it.each(
    (['white', 'green', 'purple'] as const).flatMap((table) =>
      facts.blinds.targetsByAnte[table].map((row) => ({ table, ...row })),
    ),
  )(
    'matches the facts small/big/boss targets: $table ante $ante',
    ({ table, ante, small, big, boss }) => {
      const input = { ante, stake: TABLE_STAKE[table], deck: 'Red Deck' } as const;
      expect(getTargetScore({ ...input, blind: 'small' })).toBe(small);
      expect(getTargetScore({ ...input, blind: 'big' })).toBe(big);
      expect(getTargetScore({ ...input, blind: 'boss' })).toBe(boss);
    },
  );

  it('returns a finite number even where the game overflows', () => {
    const target = getTargetScore({
      ante: 60,
      blind: 'Violet Vessel',
      stake: 'Gold Stake',
      deck: 'Plasma Deck',
    });
    expect(target).toBe(Number.MAX_VALUE);
    const nearOverflow = getTargetScore({
      ante: 38,
      blind: 'Violet Vessel',
      stake: 'Gold Stake',
      deck: 'Plasma Deck',
    });
    expect(Number.isFinite(nearOverflow)).toBe(true);
  });
});

describe('getBlindReward', () => {
  it.each([
    {
      type: 'small',
      stake: 'White Stake',
      showdown: false,
      reward: 3,
      source: 'facts: economy.blindRewards.small',
    },
    {
      type: 'small',
      stake: 'Red Stake',
      showdown: false,
      reward: 0,
      source: 'facts: economy.blindRewards.redStakeAndAbove',
    },
    {
      type: 'small',
      stake: 'Gold Stake',
      showdown: false,
      reward: 0,
      source: 'facts: stakes (cumulative)',
    },
    {
      type: 'big',
      stake: 'White Stake',
      showdown: false,
      reward: 4,
      source: 'facts: economy.blindRewards.big',
    },
    {
      type: 'big',
      stake: 'Gold Stake',
      showdown: false,
      reward: 4,
      source: 'facts: economy.blindRewards.big',
    },
    {
      type: 'boss',
      stake: 'White Stake',
      showdown: false,
      reward: 5,
      source: 'facts: economy.blindRewards.boss',
    },
    {
      type: 'boss',
      stake: 'Red Stake',
      showdown: true,
      reward: 8,
      source: 'facts: economy.blindRewards.showdownBoss',
    },
    {
      type: 'big',
      stake: 'White Stake',
      showdown: true,
      reward: 4,
      source: 'only bosses are showdowns',
    },
  ] as const)('$type on $stake (showdown: $showdown) pays $$reward ($source)', (row) => {
    expect(getBlindReward(row.type, row.stake, row.showdown)).toBe(row.reward);
  });

  it.each(STAKES)('agrees with every boss reward on $name', (stake) => {
    for (const boss of BOSS_BLINDS) {
      expect(getBlindReward('boss', stake.name as StakeName, boss.showdown)).toBe(boss.reward);
    }
  });
});

describe('getBossesForAnte', () => {
  const regular = (minAnte: number): BossBlindName[] =>
    BOSS_BLINDS.filter((boss) => !boss.showdown && boss.minAnte <= minAnte).map(
      (boss) => boss.name,
    );
  const showdown = BOSS_BLINDS.filter((boss) => boss.showdown).map((boss) => boss.name);

  it.each([
    { ante: 1, count: 8, source: 'facts: bossBlinds minAnte 1' },
    { ante: 2, count: 18, source: 'facts: bossBlinds minAnte <= 2' },
    { ante: 3, count: 20, source: 'facts: bossBlinds The Eye / The Tooth 3' },
    { ante: 4, count: 21, source: 'facts: bossBlinds The Plant 4' },
    { ante: 5, count: 22, source: 'facts: bossBlinds The Serpent 5' },
    { ante: 6, count: 23, source: 'facts: bossBlinds The Ox 6' },
    { ante: 7, count: 23, source: 'facts: bossBlinds' },
    { ante: 9, count: 23, source: 'facts: bossBlinds appearsOn' },
  ])(
    'ante $ante allows the $count regular bosses whose minAnte is reached ($source)',
    ({ ante, count }) => {
      expect(getBossesForAnte(ante)).toEqual(regular(ante));
      expect(getBossesForAnte(ante)).toHaveLength(count);
    },
  );

  it.each([8, 16, 24, 800])('ante %i allows only the 5 showdown bosses (ADR 004)', (ante) => {
    expect(getBossesForAnte(ante)).toEqual(showdown);
    expect(isShowdownAnte(ante)).toBe(true);
  });

  it.each([
    { ante: 0, source: 'Lua get_new_boss: max(1, ante), no showdown below ante 2' },
    { ante: -8, source: 'Lua get_new_boss: max(1, ante), no showdown below ante 2' },
  ])('ante $ante draws from the ante-1 bosses ($source)', ({ ante }) => {
    expect(getBossesForAnte(ante)).toEqual(regular(1));
    expect(isShowdownAnte(ante)).toBe(false);
  });

  it('never offers The Ox before ante 6 nor The Hook on ante 8 (facts: bossBlinds appearsOn)', () => {
    expect(getBossesForAnte(5)).not.toContain('The Ox');
    expect(getBossesForAnte(8)).not.toContain('The Hook');
    expect(getBossesForAnte(7)).not.toContain('Violet Vessel');
  });

  it('answers an empty list for a non-finite ante', () => {
    expect(getBossesForAnte(Number.NaN)).toEqual([]);
    expect(getBossesForAnte(Infinity)).toEqual([]);
  });
});
