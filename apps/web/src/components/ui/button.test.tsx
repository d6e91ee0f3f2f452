import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a type=button that reacts to click and keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send Login Code</Button>);
    const button = screen.getByRole('button', { name: 'Send Login Code' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is disabled and busy while loading, announcing nothing twice', async () => {
    const onClick = vi.fn();
    render(
      <Button isLoading onClick={onClick}>
        Sending...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child with button styling when asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/dashboard">Settings</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Settings' });
    expect(link.getAttribute('href')).toBe('/dashboard');
    expect(link.className).toContain('rounded-xl');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
