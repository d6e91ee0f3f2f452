import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConsoleEntry } from '../lib/console-log';
import { ConsoleLogPane } from './console-log-pane';

// The console log pane of docs/product/staff-console.md: 24-hour timestamps, types, details, Clear, an
// expanded view closed with Escape or an outside click, height 200–800 px (400 by default).

const entries: ConsoleEntry[] = [
  {
    id: 'a',
    timestamp: new Date(2026, 10, 24, 13, 5, 9),
    type: 'success',
    message: 'Reconciliation complete',
    details: 'ante@example.com: trialing → active',
  },
  {
    id: 'b',
    timestamp: new Date(2026, 10, 24, 0, 0, 1),
    type: 'error',
    message: 'Network error: x',
  },
];

function renderPane(onClear = vi.fn()) {
  render(<ConsoleLogPane entries={entries} onClear={onClear} />);
  return { onClear, log: screen.getByRole('log', { name: 'Console output' }) };
}

describe('console log pane', () => {
  it('shows each entry with a 24-hour time, its type, message and details', () => {
    const { log } = renderPane();
    const lines = within(log).getAllByRole('listitem');
    expect(lines[0]?.textContent).toBe(
      '[13:05:09] success Reconciliation completeante@example.com: trialing → active',
    );
    expect(lines[1]?.textContent).toBe('[00:00:01] error Network error: x');
    expect(lines[1]?.getAttribute('data-type')).toBe('error');
  });

  it('clears through its Clear button', async () => {
    const { onClear } = renderPane();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('expands, and closes again with Escape', async () => {
    renderPane();
    await userEvent.click(screen.getByRole('button', { name: 'Expand' }));
    const expanded = await screen.findByRole('dialog');
    expect(within(expanded).getByText('Reconciliation complete')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the expanded view with a click outside it', async () => {
    renderPane();
    await userEvent.click(screen.getByRole('button', { name: 'Expand' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('dialog-overlay'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts 400 px high and resizes only between 200 and 800 px', async () => {
    const { log } = renderPane();
    const handle = screen.getByRole('separator', { name: 'Resize console' });
    expect(log.style.height).toBe('400px');
    expect(handle.getAttribute('aria-valuemin')).toBe('200');
    expect(handle.getAttribute('aria-valuemax')).toBe('800');

    fireEvent.pointerDown(handle, { clientY: 500, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: 650, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(log.style.height).toBe('550px');

    fireEvent.pointerDown(handle, { clientY: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientY: 2000, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(log.style.height).toBe('800px');

    handle.focus();
    await userEvent.keyboard('{Home}');
    expect(log.style.height).toBe('200px');
    await userEvent.keyboard('{ArrowUp}');
    expect(log.style.height).toBe('200px');
    await userEvent.keyboard('{ArrowDown}');
    expect(handle.getAttribute('aria-valuenow')).toBe('220');
  });
});
