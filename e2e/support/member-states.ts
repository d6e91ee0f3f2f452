// The kinds of signed-in people the product meets, one seeded account each: the
// e-mail addresses seed-member-states.ts stores and the specs sign in with.

export const MEMBER_STATES = [
  'free',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'legend',
  'admin',
] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

export function memberEmail(state: MemberState): string {
  return `member-${state.replace('_', '-')}@members.test`;
}

export function memberUsername(state: MemberState): string {
  return `member_${state}`;
}
