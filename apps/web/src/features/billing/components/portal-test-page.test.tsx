import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../app/testing/render-route';
import { answerScreenData } from '../../../app/testing/screen-data';
import { formatDate } from '../lib/format';
import {
  buildPortal,
  errorResponse,
  json,
  signInWithApi,
  TRIAL_END,
} from '../testing/billing-test-utils';

beforeEach(answerScreenData);

// The test provider's TEST MODE billing portal (docs/architecture.md#runtime-pieces).

async function openPortal() {
  renderRoute('/portal/test');
  await screen.findByRole('heading', { level: 1, name: 'Billing portal' });
}

describe('test billing portal', () => {
  it('shows the plan, the trial, the invoices and a way back', async () => {
    signInWithApi({ 'GET /api/portal/test': () => json(buildPortal()) });
    await openPortal();
    const plan = within(await screen.findByRole('region', { name: 'Current plan' }));
    expect(plan.getByText('Master')).toBeTruthy();
    expect(plan.getByText(`Free trial until ${formatDate(TRIAL_END)}`)).toBeTruthy();
    const invoices = within(screen.getByRole('table'));
    expect(invoices.getByText('Master: 2-day free trial')).toBeTruthy();
    expect(invoices.getByText('$0.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: /return to jokerwise/i }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(screen.getByTestId('test-mode-notice')).toBeTruthy();
  });

  it('cancels at period end after confirming, then offers to resume', async () => {
    const { calls } = signInWithApi({
      'GET /api/portal/test': () => json(buildPortal()),
      'POST /api/portal/test/cancel': () =>
        json(buildPortal({ cancelAtPeriodEnd: true, canCancel: false, canResume: true })),
    });
    await openPortal();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your Master subscription?' });
    expect(dialog.textContent).toContain(`You keep access until ${formatDate(TRIAL_END)}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
    expect(calls('POST', '/api/portal/test/cancel')).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Cancel subscription',
      }),
    );
    expect((await screen.findByTestId('portal-ends')).textContent).toContain(
      `Your subscription ends on ${formatDate(TRIAL_END)}`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('resumes a subscription set to end', async () => {
    signInWithApi({
      'GET /api/portal/test': () =>
        json(buildPortal({ cancelAtPeriodEnd: true, canCancel: false, canResume: true })),
      'POST /api/portal/test/resume': () => json(buildPortal()),
    });
    await openPortal();
    await userEvent.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(screen.queryByTestId('portal-ends')).toBeNull();
  });

  it('shows a failed change clearly', async () => {
    signInWithApi({
      'GET /api/portal/test': () =>
        json(buildPortal({ cancelAtPeriodEnd: true, canCancel: false, canResume: true })),
      'POST /api/portal/test/resume': () =>
        errorResponse(409, 'CANNOT_RESUME', 'This subscription is not set to end.'),
    });
    await openPortal();
    await userEvent.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This subscription is not set to end.',
    );
  });

  it('retries a portal that failed to load', async () => {
    let fail = true;
    signInWithApi({
      'GET /api/portal/test': () =>
        fail ? errorResponse(500, 'INTERNAL', 'Internal error') : json(buildPortal()),
    });
    await openPortal();
    const alert = await screen.findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Current plan' })).toBeTruthy();
  });

  it('points a player without a subscription to the plans', async () => {
    signInWithApi({
      'GET /api/portal/test': () =>
        json(
          buildPortal({
            hasSubscription: false,
            plan: null,
            status: 'inactive',
            canCancel: false,
            invoices: [],
          }),
        ),
    });
    await openPortal();
    expect((await screen.findByRole('link', { name: 'See the plans' })).getAttribute('href')).toBe(
      '/subscription?tab=plans',
    );
    expect(screen.getByText('No invoices yet.')).toBeTruthy();
  });
});
