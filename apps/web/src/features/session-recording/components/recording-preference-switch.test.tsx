import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerApi } from '../../../testing/api';
import { renderWithProviders } from '../../../testing/render';
import { errorResponse, json } from '../../../testing/responses';
import { RecordingPreferenceSwitch } from './recording-preference-switch';

// The Profile tab's opt-out (docs/decisions/022-session-recording-privacy.md).

function stubServer(optedOut: boolean, put: () => Response = () => json({ optedOut: true })) {
  return answerApi({
    'GET /api/session-recording/preference': () => json({ optedOut }),
    'PUT /api/session-recording/preference': put,
  });
}

describe('RecordingPreferenceSwitch', () => {
  it('shows the stored choice and saves an opt-out', async () => {
    const requests = stubServer(false);
    renderWithProviders(<RecordingPreferenceSwitch />);
    const box = await screen.findByRole('checkbox', { name: /Do not record my sessions/ });
    await waitFor(() => expect(box.hasAttribute('disabled')).toBe(false));
    expect(box.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(box);
    await waitFor(() => expect(box.getAttribute('aria-checked')).toBe('true'));
    const put = requests.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/session-recording/preference');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ optedOut: true });
  });

  it('says so when the choice could not be saved, and keeps the stored one', async () => {
    stubServer(false, () => errorResponse(500, 'INTERNAL', 'Something failed.'));
    renderWithProviders(<RecordingPreferenceSwitch />);
    const box = await screen.findByRole('checkbox', { name: /Do not record my sessions/ });
    await waitFor(() => expect(box.hasAttribute('disabled')).toBe(false));
    await userEvent.click(box);
    expect((await screen.findByRole('alert')).textContent).toContain('could not be saved');
    expect(box.getAttribute('aria-checked')).toBe('false');
  });
});
