import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { getToasts, toast, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from './toast-store';

function toastList() {
  return within(screen.getByRole('region', { name: /notifications/i }));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('sit under the header, wherever it ends (a test-mode bar above it pushes it down)', () => {
    const header = document.createElement('header');
    header.getBoundingClientRect = () => ({ top: 36, bottom: 100 }) as DOMRect;
    document.body.append(header);
    render(<Toaster />);
    act(() => {
      toast({ title: 'Code Sent' });
    });
    const viewport = screen.getByRole('region', { name: /notifications/i }).querySelector('ol');
    expect(viewport?.style.top).toBe('100px');
    header.remove();
  });

  it('shows a toast with its title and description', () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Code Sent',
        description: 'Check your email for the 6-digit verification code',
      });
    });
    expect(toastList().getByText('Code Sent')).toBeTruthy();
    expect(
      toastList().getByText('Check your email for the 6-digit verification code'),
    ).toBeTruthy();
  });

  it('shows one toast at a time: a new toast replaces the old one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Code Sent' });
    });
    act(() => {
      toast({ title: 'Error', description: 'Failed to resend code', variant: 'destructive' });
    });
    expect(toastList().queryByText('Code Sent')).toBeNull();
    expect(toastList().getByText('Error')).toBeTruthy();
    expect(toastList().getAllByRole('listitem')).toHaveLength(1);
    expect(getToasts()).toHaveLength(1);
  });

  it('closes after 5000 ms and leaves the store 3000 ms later', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Welcome!', description: 'Successfully logged in' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(toastList().getByText('Welcome!')).toBeTruthy();
    expect(getToasts()[0]?.open).toBe(true);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(toastList().queryByText('Welcome!')).toBeNull();
    expect(getToasts()[0]?.open).toBe(false);

    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    });
    expect(getToasts()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(getToasts()).toHaveLength(0);
  });

  it('closes from its dismiss button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Subscription Updated' });
    });
    fireEvent.click(toastList().getByRole('button', { name: 'Dismiss notification' }));
    expect(toastList().queryByText('Subscription Updated')).toBeNull();
    expect(getToasts()[0]?.open).toBe(false);
  });

  it('can be dismissed by the caller', () => {
    render(<Toaster />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Code Resent' });
    });
    act(() => handle?.dismiss());
    expect(toastList().queryByText('Code Resent')).toBeNull();
  });
});
