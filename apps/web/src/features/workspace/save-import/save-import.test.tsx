import { MAX_SAVE_FILE_BYTES } from '@jokerwise/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createInitialDocument } from '../lib/document';
import { makePlayingDocument, renderWorkspace } from '../testing/render-workspace';
import { forgetImportUndo } from './lib/import-undo';

// 'Import from save file' on the setup screen, in New Game and in the
// playing view; the file is read in the browser, previewed, then replaces the run (undoable).

const fixtures = import.meta.glob<string>(
  '../../../../../../packages/game/test/fixtures/saves/*.jkr',
  {
    eager: true,
    import: 'default',
    query: '?url&inline',
  },
);

function saveFile(name: string): File {
  const url = Object.entries(fixtures).find(([path]) => path.endsWith(`/${name}`))?.[1] ?? '';
  const binary = atob(url.slice(url.indexOf(',') + 1));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new File([bytes], 'save.jkr');
}

const inHand = () => saveFile('v1.0.1f-six-jokers-in-hand.jkr');

async function openImport(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getAllByRole('button', { name: 'Import from save file' })[0]!);
  return screen.findByRole('dialog', { name: 'Import from save file' });
}

beforeEach(() => forgetImportUndo());

describe('import from save file', () => {
  it('is offered on the setup screen, with where the file is and who cannot use it', async () => {
    const user = userEvent.setup();
    renderWorkspace(createInitialDocument());
    const dialog = await openImport(user);
    await user.click(within(dialog).getByText('Where is save.jkr?'));
    expect(dialog.textContent).toContain('%AppData%\\Balatro\\<profile>\\save.jkr');
    expect(dialog.textContent).toContain(
      '~/Library/Application Support/Balatro/<profile>/save.jkr',
    );
    expect(dialog.textContent).toContain(
      'steamapps/compatdata/2379780/pfx/drive_c/users/steamuser',
    );
    expect(dialog.textContent).toContain('Console (Switch, PlayStation, Xbox) and mobile');
  });

  it('previews the save, then starts the run from it with the hand in the calculator', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWorkspace(createInitialDocument());
    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText('Save file'), inHand());

    const preview = await within(dialog).findByTestId('save-import-preview');
    expect(within(preview).getByTestId('save-preview-ante').textContent).toBe('9');
    expect(within(preview).getByTestId('save-preview-money').textContent).toBe('$7');
    expect(within(preview).getByTestId('save-preview-jokers').textContent).toContain('Canio');
    expect(within(preview).getByTestId('save-preview-jokers').textContent).toContain('+83 Mult');
    expect(within(preview).getByTestId('save-preview-hand').textContent).toContain('A♣');
    expect(within(preview).getByTestId('save-preview-tags').textContent).toBe(
      'Skip Small Blind for Rare Tag · Skip Big Blind for Charm Tag',
    );
    expect(onChange).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Import this run' }));
    const imported = onChange.mock.lastCall?.[0];
    expect(imported?.state).toMatchObject({ stage: 'playing', deck: 'Painted Deck', ante: 9 });
    expect(imported?.state.jokers).toHaveLength(6);
    expect(imported?.hand).toHaveLength(9);
    expect(await screen.findByTestId('run-ante')).toHaveProperty('textContent', '9');
  });

  it('undoes the import', async () => {
    const user = userEvent.setup();
    const before = makePlayingDocument({ money: 55 });
    const { latest } = renderWorkspace(before);
    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText('Save file'), inHand());
    await user.click(await within(dialog).findByRole('button', { name: 'Update my run' }));
    expect(latest()?.money).toBe(7);

    await user.click(await screen.findByRole('button', { name: 'Undo import' }));
    expect(latest()).toEqual(before.state);
    expect(screen.queryByRole('button', { name: 'Undo import' })).toBeNull();
  });

  it('reads a dropped file and says what is wrong with a file that is no run', async () => {
    const user = userEvent.setup();
    renderWorkspace(makePlayingDocument());
    const dialog = await openImport(user);
    const profile = new File(['return {["career_stats"]={},["progress"]={},}'], 'profile.jkr');
    fireEvent.drop(within(dialog).getByTestId('save-drop-zone'), {
      dataTransfer: { files: [profile] },
    });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      "profile.jkr: This is profile.jkr (your profile's statistics), not a run.",
    );
    expect(within(dialog).queryByTestId('save-import-preview')).toBeNull();
  });

  it('refuses a file past 1 MiB without reading it', async () => {
    const user = userEvent.setup();
    renderWorkspace(makePlayingDocument());
    const dialog = await openImport(user);
    const huge = new File([new Uint8Array(MAX_SAVE_FILE_BYTES + 1)], 'save.jkr');
    await user.upload(within(dialog).getByLabelText('Save file'), huge);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('too large');
  });

  it('is offered in the New Game tab', async () => {
    const user = userEvent.setup();
    renderWorkspace(makePlayingDocument());
    await user.click(screen.getByRole('tab', { name: /New Game/ }));
    const card = screen.getByRole('region', { name: 'Import from save file' });
    expect(within(card).getByRole('button', { name: 'Import from save file' })).toBeDefined();
  });
});
