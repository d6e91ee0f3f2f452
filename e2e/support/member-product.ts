import { spawnSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { memberEmail, memberUsername, type MemberState } from './member-states';
import { ROOT, signInThroughLog, startOwnProduct, type OwnProduct } from './own-product';

// A product with one seeded account per member state (member-states.ts), for specs that visit
// the product as each kind of user.

/** A product of the spec's own (own-product.ts) with every member state seeded before start. */
export async function startProductWithMembers(label: string): Promise<OwnProduct> {
  // Several people sign in from one address: the limits have fast tests of their own.
  return startOwnProduct(label, { RATE_LIMIT_SCALE: '50' }, (dataDir) => {
    const seeded = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'e2e/support/seed-member-states.ts'],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
    );
    expect(seeded.status, seeded.stderr).toBe(0);
  });
}

/** Signs the seeded member in through the API; the browser starts every page with the session. */
export async function signInMember(page: Page, product: OwnProduct, state: MemberState) {
  return signInThroughLog(page, product, memberEmail(state), memberUsername(state));
}
