import { AI_APP_PATH } from '@jokerwise/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionSuccess } from './subscription-success';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderSuccess(trialDays = 0) {
  const router = createMemoryRouter(
    [
      {
        path: '/success',
        element: <SubscriptionSuccess planName="Master" trialDays={trialDays} />,
      },
      { path: AI_APP_PATH, element: <h1>AI app</h1> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ['/success'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SubscriptionSuccess (docs/product/billing.md)', () => {
  it('counts down 3 seconds visibly, then opens the AI app', () => {
    const router = renderSuccess();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Subscription Successful!' }),
    ).toBeTruthy();
    expect(screen.getByText(/your master membership is active/i)).toBeTruthy();
    const countdown = screen.getByTestId('success-countdown');
    expect(countdown.textContent).toContain('in 3 seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown.textContent).toContain('in 2 seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(countdown.textContent).toContain('in 1 second…');
    expect(router.state.location.pathname).toBe('/success');
    act(() => vi.advanceTimersByTime(1000));
    expect(router.state.location.pathname).toBe(AI_APP_PATH);
  });

  it('says a paid checkout was paid, and a trial that nothing was charged', () => {
    renderSuccess(0);
    expect(screen.getByText('Payment received')).toBeTruthy();
    cleanup();
    renderSuccess(2);
    expect(screen.queryByText('Payment received')).toBeNull();
    expect(screen.getByText('Free trial started')).toBeTruthy();
    expect(
      screen.getByText(/your master trial is active and nothing has been charged/i),
    ).toBeTruthy();
    expect(screen.getByText(/the first 2 days are free/i)).toBeTruthy();
  });

  it('links to the app and to the dashboard right away', () => {
    renderSuccess();
    expect(screen.getByRole('link', { name: /open jokerwise ai/i }).getAttribute('href')).toBe(
      AI_APP_PATH,
    );
    expect(screen.getByRole('link', { name: /go to dashboard/i }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });
});
