import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

function SignInDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Sign In</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Welcome Back</DialogTitle>
          <DialogDescription>Sign in with your e-mail.</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}

/** Opened from state, as the header opens the account modals: there is no DialogTrigger. */
function StoreOpenedDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Join</Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogTitle>Join</DialogTitle>
          <input aria-label="Username" />
        </DialogContent>
      </Dialog>
    </>
  );
}

async function open() {
  render(<SignInDialog />);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return screen.getByRole('dialog', { name: 'Welcome Back' });
}

describe('Dialog', () => {
  it('closes with the close button and returns focus to the trigger', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign In' }));
  });

  it('closes on a backdrop click', async () => {
    await open();
    await userEvent.click(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', async () => {
    await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['the close button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('returns focus to the button that opened it without a trigger, after %s', async (_, close) => {
    render(<StoreOpenedDialog />);
    const opener = screen.getByRole('button', { name: 'Join' });
    await userEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' }));
    await close();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
