import type { StoredIcon } from '@jokerwise/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makePlayingDocument, renderWorkspace } from './testing/render-workspace';

// The icon set staff saved with the asset extractor shows next to matching names in the pickers
// (docs/decisions/023-original-sprite-sheets.md).

describe('icons in the pickers', () => {
  it('shows the saved icon of a Joker whose name matches, and none for the others', async () => {
    const icon = {
      name: 'Blueprint',
      category: 'jokers',
      size: 32,
      url: '/api/icons/Blueprint',
      updatedAt: '2026-11-24T08:00:00.000Z',
    } as const;
    const user = userEvent.setup();
    const { iconRequests } = renderWorkspace(makePlayingDocument(), { icons: [icon] });
    expect(iconRequests).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add Joker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a Joker' });
    const blueprint = within(dialog).getByRole('button', { name: 'Blueprint' });
    await vi.waitFor(() =>
      expect(blueprint.querySelector('img')?.getAttribute('src')).toBe('/api/icons/Blueprint'),
    );
    const baron = within(dialog).getByRole('button', { name: 'Baron' });
    expect(baron.querySelector('img')).toBeNull();
  });

  it('shows the saved icon of the tarot, planet or spectral card chosen in a shop slot', async () => {
    const icon = (name: string, category: StoredIcon['category']) => ({
      name,
      category,
      size: 32,
      url: `/api/icons/${encodeURIComponent(name)}`,
      updatedAt: '2026-11-24T08:00:00.000Z',
    });
    const icons = [icon('The Fool', 'cards'), icon('Mars', 'cards'), icon('Ankh', 'effects')];
    const user = userEvent.setup();
    const { iconRequests } = renderWorkspace(makePlayingDocument(), { icons });
    await user.click(screen.getByRole('tab', { name: /Shop/ }));
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const item = () => screen.getByRole('listitem', { name: /./ });
    // No name chosen: nothing to show, nothing asked.
    expect(item().querySelector('img')).toBeNull();
    expect(iconRequests).not.toHaveBeenCalled();

    for (const [type, name, shown] of [
      ['Tarot', 'The Fool', true],
      ['Planet', 'Mars', true],
      ['Spectral', 'Ankh', true],
      ['Spectral', 'Familiar', false],
    ] as const) {
      await user.selectOptions(within(item()).getByLabelText('Type'), type);
      await user.selectOptions(within(item()).getByLabelText('Name'), name);
      if (shown) {
        await vi.waitFor(() =>
          expect(item().querySelector('img')?.getAttribute('src')).toBe(
            `/api/icons/${encodeURIComponent(name)}`,
          ),
        );
      } else {
        expect(item().querySelector('img')).toBeNull();
      }
    }
  });
});
