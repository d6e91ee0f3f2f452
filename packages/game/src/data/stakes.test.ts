import { describe, expect, it } from 'vitest';
import facts from '../../test/reference/balatro-facts.json';
import { STAKES, STAKE_NAMES, getStake, isStakeName } from './stakes';

describe('STAKES', () => {
  it('holds 8 stakes at levels 1 to 8 (facts: stakes)', () => {
    expect(STAKES.map((stake) => stake.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(STAKE_NAMES).toEqual(facts.stakes.map((stake) => stake.name));
  });

  it.each(facts.stakes)('matches the facts file field by field: $name', (fact) => {
    const tableByStake: Record<string, string> = facts.blinds.tableByStake;
    expect(STAKES[fact.level - 1]).toEqual({
      level: fact.level,
      name: fact.name,
      blindTable: tableByStake[fact.name.replace(' Stake', '')],
      cumulative: fact.cumulative,
      added: fact.added,
    });
  });

  it.each([
    { stake: 'White Stake', table: 'white' },
    { stake: 'Red Stake', table: 'white' },
    { stake: 'Green Stake', table: 'green' },
    { stake: 'Black Stake', table: 'green' },
    { stake: 'Blue Stake', table: 'green' },
    { stake: 'Purple Stake', table: 'purple' },
    { stake: 'Orange Stake', table: 'purple' },
    { stake: 'Gold Stake', table: 'purple' },
  ] as const)(
    '$stake uses the $table blind table (facts: blinds.tableByStake)',
    ({ stake, table }) => {
      expect(getStake(stake).blindTable).toBe(table);
    },
  );

  it('accepts only the full display names (calculator-scenario.md)', () => {
    expect(isStakeName('Gold Stake')).toBe(true);
    expect(isStakeName('Gold')).toBe(false);
  });
});
