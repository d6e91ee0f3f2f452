import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChatShell } from './components/chat-shell';

function Harness() {
  const [isExpanded, setExpanded] = useState(false);
  return (
    <ChatShell title="Jokerwise Chat" isExpanded={isExpanded} onExpandedChange={setExpanded}>
      <p>Chat content</p>
    </ChatShell>
  );
}

describe('the Chat tab shell', () => {
  it('expands, locks page scroll, and Escape collapses it again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('Chat content')).toBeTruthy();
    expect(screen.getByTestId('chat-shell').dataset.expanded).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Expand chat' }));
    expect(screen.getByRole('dialog', { name: 'Jokerwise Chat' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.getByTestId('chat-shell').dataset.expanded).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByText('Chat content')).toBeTruthy();
  });

  it('puts the page back where it was when the chat collapses', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'Expand chat' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Collapse chat' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 640);

    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Expand chat' }));
    await user.keyboard('{Escape}');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });
});
