// First: zod's configuration must precede every schema (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { hydrateLanding } from './app/hydrate-landing';
import { adoptLegacyAuthToken, authToken } from './lib/storage';
import './styles/index.css';
import { getIdentifiedUser, onIdentityChange } from './features/auth/lib/identify-user';
import { scheduleSessionRecording } from './features/session-recording/schedule-recording';

// Before the first session check reads auth-token (docs/product/accounts.md, legacy keys).
adoptLegacyAuthToken();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

// The server sends '/' prerendered (docs/decisions/036-prerendered-landing.md): a signed-out
// visitor's page is hydrated with the landing's own small tree. Every other page, and the landing
// of a visitor with a stored session (whose header and plan buttons differ), gets the full app,
// which replaces the prerendered HTML once it has loaded.
if (container.dataset.prerendered === 'landing' && !authToken.get()) {
  hydrateLanding(container);
} else {
  void import('./app/mount-app').then(({ mountApp }) => mountApp(container));
}
// The recorder follows who is signed in (sign-in, sign-out, plan change) without a reload.
scheduleSessionRecording({ current: getIdentifiedUser, subscribe: onIdentityChange });
