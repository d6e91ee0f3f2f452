// First: zod's configuration must precede every schema (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { hydratePrerendered } from './app/hydrate-prerendered';
import { isPrerenderedPage } from './app/prerendered-pages';
import { replayEarlyClick } from './app/replay-early-click';
import { preloadRouteOf } from './app/route-loaders';
import { adoptLegacyAuthToken, authToken } from './lib/storage';
import './styles/index.css';
import { beforeSignOut } from './features/auth/lib/before-sign-out';
import { getIdentifiedUser, onIdentityChange } from './features/auth/lib/identify-user';
import { scheduleSessionRecording } from './features/session-recording/schedule-recording';

// Before the first session check reads auth-token (docs/product/accounts.md, legacy keys).
adoptLegacyAuthToken();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// The server sends the landing and the static pages prerendered
// (docs/decisions/036-prerendered-landing.md): a signed-out visitor's page is hydrated with a
// small tree of its own. Every other page, and a prerendered page of a visitor with a stored
// session (whose header and plan buttons differ), gets the full app, which replaces the
// prerendered HTML once it has loaded.
const prerendered = container.dataset.prerendered;
if (isPrerenderedPage(prerendered) && !authToken.get()) {
  hydratePrerendered(container, prerendered);
} else {
  preloadRouteOf(window.location.pathname);
  const mounted = import('./app/mount-app').then(({ mountApp }) => mountApp(container));
  if (isPrerenderedPage(prerendered)) replayEarlyClick(container, mounted);
}
// The recorder follows who is signed in (sign-in, sign-out, plan change) without a reload.
scheduleSessionRecording({
  current: getIdentifiedUser,
  subscribe: onIdentityChange,
  beforeSignOut,
});
