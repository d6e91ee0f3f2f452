import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePlayingDocument, renderWorkspace } from './testing/render-workspace';

// The icon set staff saved with the asset extractor shows next to matching names in the pickers
// (docs/decisions/023-original-sprite-sheets.md).

afterEach(() => vi.unstubAllGlobals());

describe('icons in the pickers', () => {
  it('shows the saved icon of a Joker whose name matches, and none for the others', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      expect(url).toBe('/api/icons');
      const icon = {
        name: 'Blueprint',
        category: 'jokers',
        size: 32,
        url: '/api/icons/Blueprint',
        updatedAt: '2026-11-24T08:00:00.000Z',
      };
      return new Response(JSON.stringify({ icons: [icon], total: 1 }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWorkspace(makePlayingDocument());
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add Joker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Joker' });
    const blueprint = within(dialog).getByRole('button', { name: 'Blueprint' });
    await vi.waitFor(() =>
      expect(blueprint.querySelector('img')?.getAttribute('src')).toBe('/api/icons/Blueprint'),
    );
    const baron = within(dialog).getByRole('button', { name: 'Baron' });
    expect(baron.querySelector('img')).toBeNull();
  });
});
