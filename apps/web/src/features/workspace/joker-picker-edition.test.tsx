import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePlayingDocument, renderWorkspace } from './testing/render-workspace';

// The Joker picker resets the edition to none after each add.

describe('the Joker picker edition', () => {
  it('goes back to no edition after a Joker is added', async () => {
    const user = userEvent.setup();
    const view = renderWorkspace(makePlayingDocument());
    const openPicker = async () => {
      await user.click(screen.getByRole('button', { name: 'Add Joker' }));
      return screen.findByRole('dialog', { name: 'Add a Joker' });
    };

    let dialog = await openPicker();
    await user.selectOptions(within(dialog).getByLabelText('Edition'), 'foil');
    await user.click(within(dialog).getByRole('button', { name: 'Baron' }));
    expect(view.latest()?.jokers.at(-1)).toMatchObject({ name: 'Baron', edition: 'foil' });

    dialog = await openPicker();
    expect((within(dialog).getByLabelText('Edition') as HTMLSelectElement).value).toBe('');
    await user.click(within(dialog).getByRole('button', { name: 'Mime' }));
    expect(view.latest()?.jokers.at(-1)).toMatchObject({ name: 'Mime', edition: null });
  });
});
