import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../app/testing/render-route';
import { answerScreenData } from '../../../app/testing/screen-data';
import { authToken, isDevFlag, loginEmail, loginUsername } from '../../../lib/storage';
import { readTierChoice, saveTierChoice } from '../../../lib/tier-intent';
import { getIdentifiedUser } from '../lib/identify-user';
import { buildUser, json, networkError, signInAs, stubApi } from '../testing/auth-test-utils';

beforeEach(answerScreenData);

const header = () => within(screen.getByRole('banner'));
const openMenu = async (label: string) => {
  // Lazy routes render the layout once their module has loaded.
  const banner = within(await screen.findByRole('banner', {}, { timeout: 3000 }));
  // Until the menu's chunk loads, a disabled stand-in button carries the label.
  await waitFor(() =>
    expect(banner.getByRole('button', { name: label })).toHaveProperty('disabled', false),
  );
  await userEvent.click(banner.getByRole('button', { name: label }));
  return within(screen.getByRole('menu'));
};
const itemNames = (menu: ReturnType<typeof within>) =>
  menu.getAllByRole('menuitem').map((item: HTMLElement) => item.textContent);

describe('header account slot', () => {
  it('shows Sign In when signed out, without asking the server', async () => {
    const requests = stubApi({});
    renderRoute('/');
    expect(await header().findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(requests).not.toHaveBeenCalled();
  });

  it('opens the sign-in modal, which switches to the Join modal', async () => {
    stubApi({});
    renderRoute('/');
    await userEvent.click(await header().findByRole('button', { name: 'Sign In' }));
    const signIn = await screen.findByRole('dialog', { name: 'Welcome Back' });
    await userEvent.click(within(signIn).getByRole('button', { name: 'Sign Up' }));
    const join = await screen.findByRole('dialog', { name: 'Join' });
    expect(within(join).getByRole('checkbox', { name: /keep me in the loop/i })).toBeTruthy();
    await userEvent.click(within(join).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['username', buildUser({ username: 'ante_up', name: 'Ann' }), 'ante_up'],
    ['name without a username', buildUser({ username: null, name: 'Ann Tee' }), 'Ann Tee'],
    ['e-mail without either', buildUser({ username: null, name: null }), 'ante@example.com'],
  ])('labels the menu with the %s', async (_, user, label) => {
    signInAs(user);
    renderRoute('/');
    expect(await header().findByRole('button', { name: label })).toBeTruthy();
    expect(getIdentifiedUser()?.id).toBe(user.id);
  });

  it('offers Subscribe Now, Settings and Logout to a free player', async () => {
    signInAs(buildUser({ hasAccess: false }));
    renderRoute('/');
    expect(itemNames(await openMenu('ante_up'))).toEqual(['Subscribe Now', 'Settings', 'Logout']);
  });

  it('offers Jokerwise AI to a player with access (trialing counts, ADR 005)', async () => {
    signInAs(buildUser({ subscriptionStatus: 'trialing', hasAccess: true }));
    const { router } = renderRoute('/');
    const menu = await openMenu('ante_up');
    expect(itemNames(menu)).toEqual(['Jokerwise AI', 'Settings', 'Logout']);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Jokerwise AI' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jokerwise-ai'));
  });

  it('moves through the items with the arrow keys and closes on Escape', async () => {
    signInAs(buildUser());
    renderRoute('/');
    const menu = await openMenu('ante_up');
    expect(document.activeElement).toBe(menu.getByRole('menuitem', { name: 'Subscribe Now' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(menu.getByRole('menuitem', { name: 'Settings' }));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(menu.getByRole('menuitem', { name: 'Logout' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(header().getByRole('button', { name: 'ante_up' }));
  });

  it('Settings goes to the dashboard', async () => {
    signInAs(buildUser());
    const { router } = renderRoute('/faq');
    await userEvent.click((await openMenu('ante_up')).getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('Subscribe Now from another page goes to the pricing section of the landing page', async () => {
    signInAs(buildUser());
    const { router } = renderRoute('/faq');
    await userEvent.click(
      (await openMenu('ante_up')).getByRole('menuitem', { name: 'Subscribe Now' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.hash).toBe('#pricing-section');
  });

  it('logs out on the server, forgets the token and returns to /', async () => {
    const requests = signInAs(buildUser(), {
      'POST /api/logout': () => json({ success: true }),
    });
    const { router } = renderRoute('/dashboard');
    await userEvent.click((await openMenu('ante_up')).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await header().findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(authToken.get()).toBeNull();
    expect(getIdentifiedUser()).toBeNull();
    const logoutCall = requests.mock.calls.find(([url]) => String(url) === '/api/logout');
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe(
      'Bearer test-session-token',
    );
  });

  it.each(['/dashboard', '/subscription', '/jokerwise-ai'])(
    'logs out on %s straight to /, never through the guard to /auth',
    async (path) => {
      signInAs(buildUser({ hasAccess: true, subscriptionStatus: 'active' }), {
        'POST /api/logout': () => json({ success: true }),
      });
      const { router } = renderRoute(path);
      const visited: string[] = [];
      router.subscribe((state) => visited.push(state.location.pathname));
      await userEvent.click((await openMenu('ante_up')).getByRole('menuitem', { name: 'Logout' }));
      expect(await header().findByRole('button', { name: 'Sign In' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
      expect(visited.filter((pathname) => pathname !== path && pathname !== '/')).toEqual([]);
    },
  );

  it('forgets every temporary item of the signed-in person at logout', async () => {
    signInAs(buildUser(), { 'POST /api/logout': () => json({ success: true }) });
    saveTierChoice('legend', 'ante@example.com');
    loginEmail.set('ante@example.com');
    loginUsername.set('ante_up');
    isDevFlag.set('true');
    renderRoute('/');
    await userEvent.click((await openMenu('ante_up')).getByRole('menuitem', { name: 'Logout' }));
    expect(await header().findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(readTierChoice()).toBeNull();
    expect([loginEmail.get(), loginUsername.get(), isDevFlag.get()]).toEqual([null, null, null]);
    expect(['selectedTier', 'postAuthAction'].map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
    ]);
  });

  it('still logs out locally when the server cannot be reached', async () => {
    signInAs(buildUser(), { 'POST /api/logout': networkError });
    const { router } = renderRoute('/');
    await userEvent.click((await openMenu('ante_up')).getByRole('menuitem', { name: 'Logout' }));
    expect(await header().findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(authToken.get()).toBeNull();
  });

  it('silently drops a token the server no longer accepts', async () => {
    authToken.set('expired');
    stubApi({ 'GET /api/me': () => json({ error: { code: 'UNAUTHORIZED', message: 'x' } }, 401) });
    renderRoute('/');
    expect(await header().findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(authToken.get()).toBeNull();
  });
});
