import { FAN_DISCLAIMER, PRODUCT_NAME } from '@jokerwise/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { buildUser, signInAs } from '../features/auth/testing/auth-test-utils';
import { loginEmail } from '../lib/storage';
import { renderRoute } from './testing/render-route';
import { answerScreenData } from './testing/screen-data';

beforeEach(answerScreenData);

const LANDING_HEADING = /play every ante like you planned it/i;

// docs/product/overview.md: every route of the table and its screen's heading.
const screens: ReadonlyArray<readonly [path: string, heading: string | RegExp]> = [
  [paths.home.path, LANDING_HEADING],
  [paths.auth.path, 'Welcome Back'],
  [paths.verify.path, 'Enter Verification Code'],
  [paths.dashboard.path, 'Your dashboard'],
  [paths.aiApp.path, `${PRODUCT_NAME} AI`],
  [paths.subscription.path, 'Subscription Management'],
  [paths.subscribe.path, 'Choose your plan'],
  // Without a confirmed checkout of the signed-in user's own, /success claims nothing.
  [paths.success.path, 'Nothing to confirm here'],
  [paths.termsOfService.path, 'Terms of Service'],
  [paths.privacyPolicy.path, 'Privacy Policy'],
  [paths.faq.path, 'Frequently Asked Questions'],
  [paths.tools.headerTest.path, 'Header test'],
  [paths.tools.spriteTest.path, 'Sprite test'],
  [paths.tools.assetExtractor.path, 'Asset extractor'],
  [paths.tools.emailDiagnostic.path, 'E-mail diagnostic'],
  [paths.admin.login.path, 'Admin sign-in'],
  [paths.admin.dashboard.path, 'Admin dashboard'],
  [paths.admin.dev.path, 'Developer console'],
  [paths.admin.ghlManagement.path, 'CRM sync'],
];

describe('route table', () => {
  it('serves the AI app at /jokerwise-ai', () => {
    expect(paths.aiApp.path).toBe('/jokerwise-ai');
  });

  // Guarded screens are rendered for an admin with access to the app.
  const guarded = new Set<string>([
    paths.dashboard.path,
    paths.aiApp.path,
    paths.subscription.path,
    paths.subscribe.path,
    paths.admin.dashboard.path,
    paths.admin.dev.path,
    paths.admin.ghlManagement.path,
  ]);

  it.each(screens)('%s renders its screen inside the layout', async (path, heading) => {
    if (guarded.has(path)) signInAs(buildUser({ isAdmin: true, hasAccess: true }));
    // /verify needs the e-mail the sign-in modal saved (docs/product/overview.md).
    if (path === paths.verify.path) loginEmail.set('ante@example.com');
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: /jokerwise home/i })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it.each(['/no-such-page', '/dashboard/extra/deep', '/jokerwise'])(
    'shows the landing page for the unknown path %s',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: LANDING_HEADING })).toBeTruthy();
    },
  );

  it('sets the document title of the page', async () => {
    renderRoute(paths.faq.path);
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(document.title).toBe(`Frequently Asked Questions · ${PRODUCT_NAME}`);
  });
});

describe('layout', () => {
  it('has a footer linking the legal pages and stating the fan disclaimer', async () => {
    renderRoute(paths.home.path);
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    );
    expect(footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(footer.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
    expect(footer.getByText(FAN_DISCLAIMER)).toBeTruthy();
  });

  it('links the logo home', async () => {
    renderRoute(paths.faq.path);
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(screen.getByRole('link', { name: /jokerwise home/i }).getAttribute('href')).toBe('/');
  });
});
