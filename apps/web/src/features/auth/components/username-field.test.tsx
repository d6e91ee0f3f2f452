import { USERNAME_MESSAGES } from '@jokerwise/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  USERNAME_CHECK_DELAY_MS,
  useUsernameAvailability,
} from '../hooks/use-username-availability';
import { networkError } from '../../../testing/responses';
import { errorResponse, json, sentBodies, stubApi } from '../testing/auth-test-utils';
import { UsernameField } from './username-field';

function Harness() {
  const availability = useUsernameAvailability();
  return <UsernameField {...availability} />;
}

const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Username' });
const feedback = () =>
  screen.getByText((_, element) => element?.hasAttribute('data-status') ?? false);
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
/** Lets the debounce elapse and the stubbed answer arrive. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(USERNAME_CHECK_DELAY_MS));

function stubAvailability(available: boolean) {
  return stubApi({ 'POST /api/check-username': () => json({ available }) });
}

describe('UsernameField', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is idle while empty and does not ask the server', async () => {
    const requests = stubAvailability(true);
    render(<Harness />);
    await settle();
    expect(feedback().dataset.status).toBe('idle');
    expect(requests).not.toHaveBeenCalled();
  });

  it('checks 500 ms after typing stops, once, for the last value', async () => {
    const requests = stubAvailability(true);
    render(<Harness />);
    type('ant');
    await act(() => vi.advanceTimersByTimeAsync(300));
    type('ante');
    await act(() => vi.advanceTimersByTimeAsync(USERNAME_CHECK_DELAY_MS - 1));
    expect(requests).not.toHaveBeenCalled();
    expect(feedback().dataset.status).toBe('checking');
    expect(feedback().textContent).toBe('Checking availability…');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(sentBodies(requests, '/api/check-username')).toEqual([{ username: 'ante' }]);
    expect(feedback().dataset.status).toBe('available');
    expect(feedback().textContent).toBe('Username is available');
  });

  it('shows "Username already taken" when the server says so', async () => {
    stubAvailability(false);
    render(<Harness />);
    type('jimbo');
    await settle();
    expect(feedback().dataset.status).toBe('taken');
    expect(feedback().textContent).toBe('Username already taken');
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('is invalid ("Invalid username format") on a non-OK answer', async () => {
    stubApi({
      'POST /api/check-username': () => errorResponse(400, 'VALIDATION', 'Invalid username'),
    });
    render(<Harness />);
    type('jimbo');
    await settle();
    // The error body is parsed by a lazily loaded module: real time, not timers.
    await vi.waitFor(() => expect(feedback().dataset.status).toBe('invalid'));
    expect(feedback().textContent).toBe('Invalid username format');
  });

  it('is invalid when the request fails on the network', async () => {
    stubApi({ 'POST /api/check-username': networkError });
    render(<Harness />);
    type('jimbo');
    await settle();
    expect(feedback().dataset.status).toBe('invalid');
  });

  it('strips disallowed characters and marks the name invalid without asking', async () => {
    const requests = stubAvailability(true);
    render(<Harness />);
    type('jim bo!');
    expect(input().value).toBe('jimbo');
    expect(feedback().dataset.status).toBe('invalid');
    expect(feedback().textContent).toBe(USERNAME_MESSAGES.badCharacters);
    await settle();
    expect(requests).not.toHaveBeenCalled();
  });

  it('stays idle below 3 characters, with the length rule', async () => {
    const requests = stubAvailability(true);
    render(<Harness />);
    type('jb');
    await settle();
    expect(feedback().dataset.status).toBe('idle');
    expect(feedback().textContent).toBe(USERNAME_MESSAGES.tooShort);
    expect(requests).not.toHaveBeenCalled();
  });

  it('caps the name at 20 characters, says so, and checks the capped name', async () => {
    const requests = stubAvailability(true);
    render(<Harness />);
    expect(input().maxLength).toBe(20);
    type('a'.repeat(25));
    expect(input().value).toBe('a'.repeat(20));
    expect(feedback().textContent).toBe(USERNAME_MESSAGES.tooLong);
    await settle();
    expect(sentBodies(requests, '/api/check-username')).toEqual([{ username: 'a'.repeat(20) }]);
  });

  it('ignores an answer for a name that was changed meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      'POST /api/check-username': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    render(<Harness />);
    type('jimbo');
    await settle();
    type('jimb');
    answer(json({ available: true }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(feedback().dataset.status).toBe('checking');
  });
});
