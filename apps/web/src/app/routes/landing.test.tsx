import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildUser, json, signInAs } from '../../features/auth/testing/auth-test-utils';
import { checkoutNavigation } from '../../lib/start-checkout';
import { renderRoute } from '../testing/render-route';

describe('landing tier choice while the session is checked', () => {
  it('sends a signed-in free player to checkout, not to the Join modal', async () => {
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    let answerMe: () => void = () => {};
    const meAnswered = new Promise<void>((resolve) => (answerMe = resolve));
    const user = buildUser({ hasAccess: false });
    const requests = signInAs(user, {
      // The stored token's check is slow, as on a loaded machine: the plan is pressed first.
      'GET /api/me': async () => {
        await meAnswered;
        return json(user);
      },
      'POST /api/checkout/legend-lifetime': () => json({ url: '/checkout/test/legend' }),
    });
    renderRoute('/');
    const legend = within(await screen.findByTestId('tier-legend'));
    await userEvent.click(legend.getByRole('button', { name: 'Get lifetime access' }));
    answerMe();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test/legend'));
    expect(screen.queryByRole('dialog', { name: 'Join' })).toBeNull();
    expect(requests).toHaveBeenCalledWith(
      '/api/checkout/legend-lifetime',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
