import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyToaster } from './lazy-toaster';
import { toast } from './toast-store';

describe('LazyToaster', () => {
  it('renders nothing until the first toast, then shows it', async () => {
    const { container } = render(<LazyToaster />);
    expect(container.innerHTML).toBe('');
    act(() => {
      toast({
        title: 'Error',
        description: 'Failed to send verification code',
        variant: 'destructive',
      });
    });
    const region = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(region).findByText('Failed to send verification code')).toBeTruthy();
  });
});
