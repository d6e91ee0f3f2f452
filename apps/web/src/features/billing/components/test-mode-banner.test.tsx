import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authToken } from '../../../lib/storage';
import { renderRoute } from '../../../testing/render';
import { json, signInWithApi } from '../testing/billing-test-utils';

// ADR 015: while payments take no real money, every page a player can pay from says TEST MODE.

const mode = (testMode: boolean) => ({
  'GET /api/billing/mode': () => json({ provider: testMode ? 'local' : 'stripe', testMode }),
});

describe('TEST MODE banner', () => {
  it('says TEST MODE above every page for a signed-in player while payments are simulated', async () => {
    signInWithApi(mode(true));
    const { router } = renderRoute('/terms-of-service');
    const banner = await screen.findByTestId('test-mode-banner');
    expect(banner.textContent).toContain('TEST MODE');
    expect(banner.getAttribute('role')).toBe('note');

    await act(() => router.navigate('/privacy-policy'));
    await screen.findByRole('heading', { level: 1, name: /privacy/i });
    expect(screen.getByTestId('test-mode-banner').textContent).toContain('TEST MODE');
  });

  it('stays away when payments are live, and asks nothing while signed out', async () => {
    const { calls } = signInWithApi(mode(false));
    renderRoute('/terms-of-service');
    await waitFor(() => expect(calls('GET', '/api/billing/mode')).toBe(1));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('test-mode-banner')).toBeNull();
    cleanup();

    authToken.remove();
    const fetchMock = vi.fn(() => Promise.resolve(json({ provider: 'local', testMode: true })));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/terms-of-service');
    await screen.findByRole('heading', { level: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('test-mode-banner')).toBeNull();
  });
});
