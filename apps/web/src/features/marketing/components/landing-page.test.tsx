import { AI_APP_PATH, type PlanId } from '@jokerwise/contracts';
import { JOKERS, POKER_HAND_NAMES } from '@jokerwise/game';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterNavigation } from '../../../app/router-navigation';
import { offerFirstSeenAt, postAuthAction, selectedTier } from '../../../lib/storage';
import { readTierChoice } from '../../../lib/tier-intent';
import { answerApi } from '../../../testing/api';
import { errorResponse, json } from '../../../testing/responses';
import { resetOfferCountdownForTests } from '../hooks/use-offer-countdown';
import { checkoutNavigation } from '../../../lib/start-checkout';
import type { TierChoiceViewer } from '../lib/tier-choice';
import { LandingPage } from './landing-page';

afterEach(() => {
  vi.useRealTimers();
  resetOfferCountdownForTests();
});

function renderLanding(viewer: TierChoiceViewer | null | Promise<TierChoiceViewer | null> = null) {
  const signUps: PlanId[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <RouterNavigation>
            <LandingPage
              readViewer={() => Promise.resolve(viewer)}
              onRequireSignUp={(tier) => signUps.push(tier)}
            />
          </RouterNavigation>
        ),
      },
      { path: AI_APP_PATH, element: <h1>AI app</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, signUps };
}

const tierCard = async (tier: PlanId) => within(await screen.findByTestId(`tier-${tier}`));

describe('LandingPage', () => {
  it('has every section anchor of docs/product/landing.md', async () => {
    renderLanding();
    await screen.findByTestId('tier-master');
    for (const id of ['features', 'pricing-section', 'reviews', 'zero-risk-guarantee', 'pricing']) {
      expect(document.getElementById(id), id).not.toBeNull();
    }
  });

  it('scrolls to the tier cards from the hero button', async () => {
    renderLanding();
    const pricing = (await screen.findByTestId('tier-master')).closest('section');
    const scrolled = vi.spyOn(pricing as HTMLElement, 'scrollIntoView');
    await userEvent.click(screen.getByRole('button', { name: /start your journey/i }));
    expect(pricing?.id).toBe('pricing-section');
    expect(scrolled).toHaveBeenCalledOnce();
  });

  it('shows the three plans from the catalogue with their labels (docs/product/billing.md)', async () => {
    renderLanding();
    const explorer = await tierCard('explorer');
    expect(explorer.getByText('$1.99')).toBeTruthy();
    expect(explorer.getByText('/month')).toBeTruthy();
    expect(explorer.getByText('First 2 days free. Cancel anytime.')).toBeTruthy();

    const master = await tierCard('master');
    expect(master.getByText('$19.99')).toBeTruthy();
    expect(master.getByText('Save 16% vs monthly')).toBeTruthy();
    expect(master.getByText('most popular')).toBeTruthy();
    expect(master.getByText('First 2 days free. Cancel anytime.')).toBeTruthy();

    const legend = await tierCard('legend');
    expect(legend.getByText('$24.99')).toBeTruthy();
    expect(legend.getByText('Limited Time Offer')).toBeTruthy();
    expect(legend.queryByText('First 2 days free. Cancel anytime.')).toBeNull();
  });

  it('states only true figures: no invented ratings or player counts (ADR 038)', async () => {
    renderLanding();
    const reviews = within(await screen.findByRole('region', { name: /stop guessing/i }));
    expect(
      reviews.getByText('Jokers scored by the game’s rules').nextElementSibling?.textContent,
    ).toBe(String(JOKERS.length));
    expect(reviews.getByText('poker hands, levels 1 to 50').nextElementSibling?.textContent).toBe(
      String(POKER_HAND_NAMES.length),
    );
    expect(reviews.getByText('free trial')).toBeTruthy();
    expect(reviews.getAllByText(/^Illustration: /)).toHaveLength(3);
    expect(screen.queryByText(/2,847|\b4\.9\b|ratings?\b/)).toBeNull();
    expect(screen.getByRole('heading', { name: /zero risk/i })).toBeTruthy();
  });

  it('counts the offer from the first visit stored in the browser', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    offerFirstSeenAt.set(String(Date.now() - 3 * 24 * 60 * 60 * 1000));
    renderLanding();
    expect((await screen.findByTestId('offer-countdown')).textContent).toContain('Only 11 d left');
  });

  it('stores the first visit, so a later page load keeps counting from it', async () => {
    renderLanding();
    await screen.findByTestId('offer-countdown');
    const stored = offerFirstSeenAt.get();
    expect(stored).not.toBeNull();
    expect(Number(stored)).toBeLessThanOrEqual(Date.now());
  });

  it('counts the offer down every second from 14 days', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLanding();
    const countdown = await screen.findByTestId('offer-countdown');
    expect(countdown.textContent).toContain('Only 14 d left');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown.textContent).toContain('Only 13 d left');
    expect(countdown.textContent).toContain('23:59:59');
  });
});

describe('tier choice (docs/product/accounts.md)', () => {
  it('saves the tier and opens sign-up for a signed-out visitor', async () => {
    const { signUps } = renderLanding(null);
    await userEvent.click((await tierCard('master')).getByRole('button'));
    expect(signUps).toEqual(['master']);
    expect(selectedTier.get()).toBe('master');
    expect(postAuthAction.get()).toBe('subscribe');
    // Nobody's yet: the sign-up modal claims it for the e-mail it sends a code to.
    expect(readTierChoice()?.email).toBeNull();
  });

  it('starts the checkout of the chosen tier for a signed-in free player', async () => {
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    const requests = answerApi({
      'POST /api/checkout/explorer-trial': () => json({ url: '/checkout/test/abc' }),
    });
    const { signUps } = renderLanding({ email: 'flush@example.com', hasAccess: false });
    await userEvent.click((await tierCard('explorer')).getByRole('button'));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test/abc'));
    expect(requests).toHaveBeenCalledWith(
      '/api/checkout/explorer-trial',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(selectedTier.get()).toBe('explorer');
    expect(postAuthAction.get()).toBe('subscribe');
    expect(readTierChoice()?.email).toBe('flush@example.com');
    expect(signUps).toEqual([]);
  });

  it('waits for the session check before choosing: a signed-in player is not sent to sign-up', async () => {
    const assign = vi.spyOn(checkoutNavigation, 'assign').mockImplementation(() => {});
    answerApi({ 'POST /api/checkout/legend-lifetime': () => json({ url: '/checkout/test/late' }) });
    let finishCheck: (viewer: TierChoiceViewer) => void = () => {};
    const check = new Promise<TierChoiceViewer>((resolve) => (finishCheck = resolve));
    const { signUps } = renderLanding(check);
    const button = (await tierCard('legend')).getByRole('button');
    await userEvent.click(button);
    // Still checking: the pressed button says so, and nothing is decided yet.
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(signUps).toEqual([]);
    finishCheck({ email: 'early@example.com', hasAccess: false });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/test/late'));
    expect(signUps).toEqual([]);
  });

  it('frees the pressed button when the checkout cannot start', async () => {
    answerApi({
      'POST /api/checkout/legend-lifetime': () => errorResponse(503, 'unavailable', 'down'),
    });
    renderLanding({ email: 'down@example.com', hasAccess: false });
    const button = (await tierCard('legend')).getByRole('button');
    await userEvent.click(button);
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).not.toBe('true'));
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('sends a subscriber straight to the AI app', async () => {
    const assign = vi.spyOn(checkoutNavigation, 'assign');
    const { router } = renderLanding({ email: 'legend@example.com', hasAccess: true });
    await userEvent.click((await tierCard('legend')).getByRole('button'));
    expect(await screen.findByRole('heading', { name: 'AI app' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(AI_APP_PATH);
    expect(assign).not.toHaveBeenCalled();
    expect(selectedTier.get()).toBeNull();
  });
});
