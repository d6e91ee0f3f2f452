import { RUN_CONFLICT_MESSAGE } from '@jokerwise/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { json } from '../../testing/responses';
import { WorkspacePage } from './components/workspace-page';
import { makePlayingDocument } from './testing/render-workspace';
import { acceptSave, refuseAsConflict, buildSavedRun, stubRunApi } from './testing/run-api';

function renderPage() {
  return renderWithProviders(<WorkspacePage chat={() => <p>The coach is getting ready.</p>} />);
}

describe('the workspace page', () => {
  it('starts a first run and autosaves it about a second after the last edit', async () => {
    const user = userEvent.setup();
    const api = stubRunApi([() => json({ run: null })], [acceptSave(1)]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'The Journey Begins' }));
    expect(screen.getByTestId('save-status').textContent).toContain('Unsaved changes');
    expect(api.putBodies()).toHaveLength(0);

    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toContain('Saved'), {
      timeout: 3000,
    });
    expect(api.putBodies()).toEqual([
      expect.objectContaining({ baseRevision: 0, document: expect.objectContaining({ hand: [] }) }),
    ]);
  });

  it('saves at once, before the coach reads the run, when the chat asks', async () => {
    const user = userEvent.setup();
    const api = stubRunApi(
      [() => json({ run: buildSavedRun(4, makePlayingDocument({ money: 23 })) })],
      [acceptSave(5)],
    );
    function AskCoach({ saveRun }: { saveRun: () => Promise<void> }) {
      const [isSaved, setSaved] = useState(false);
      return (
        <button type="button" onClick={() => void saveRun().then(() => setSaved(true))}>
          {isSaved ? 'Run saved for the coach' : 'Ask the coach'}
        </button>
      );
    }
    renderWithProviders(
      <WorkspacePage chat={(_gameId, saveRun) => <AskCoach saveRun={saveRun} />} />,
    );
    // An edit the autosave would send a second later: one discard recorded.
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(api.putBodies()).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: /Chat/ }));
    await user.click(screen.getByRole('button', { name: 'Ask the coach' }));
    await screen.findByRole('button', { name: 'Run saved for the coach' });
    // Resolved only once the server holds the edit, not a second later by the autosave.
    expect(api.putBodies()).toHaveLength(1);
  });

  it('opens a saved run where it was', async () => {
    stubRunApi([
      () => json({ run: buildSavedRun(4, makePlayingDocument({ money: 23, ante: 3 })) }),
    ]);
    renderPage();
    expect((await screen.findByTestId('run-money')).textContent).toBe('$23');
    expect(screen.getByTestId('run-ante').textContent).toBe('3');
    expect(screen.getByTestId('save-status').textContent).toContain('Saved');
  });

  it('takes the newer run on a 409 and says so', async () => {
    const user = userEvent.setup();
    const newer = buildSavedRun(5, makePlayingDocument({ money: 50 }));
    const api = stubRunApi(
      [() => json({ run: buildSavedRun(4, makePlayingDocument({ money: 4 })) })],
      [refuseAsConflict(newer)],
    );
    renderPage();
    await user.click(await screen.findByRole('tab', { name: /Shop/ }));
    await user.click(screen.getByRole('button', { name: 'Add Item' }));

    expect(await screen.findByText(RUN_CONFLICT_MESSAGE, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('run-money').textContent).toBe('$50');
    expect(api.putBodies()[0]?.baseRevision).toBe(4);
  });

  it('takes a newer revision found when the window regains focus', async () => {
    stubRunApi([
      () => json({ run: buildSavedRun(1, makePlayingDocument({ money: 4 })) }),
      () => json({ run: buildSavedRun(2, makePlayingDocument({ money: 31 })) }),
    ]);
    renderPage();
    expect((await screen.findByTestId('run-money')).textContent).toBe('$4');
    // What the browser fires when the tab comes back (react-query's focus manager listens to it).
    window.dispatchEvent(new Event('visibilitychange'));

    expect(await screen.findByText(RUN_CONFLICT_MESSAGE, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('run-money').textContent).toBe('$31');
  });

  it('can be left when scrollTo returns a Promise, as it does in current Chromium', async () => {
    // React calls what an effect returns as its cleanup; a returned Promise crashed the unmount.
    const scrollTo = vi
      .spyOn(window, 'scrollTo')
      .mockImplementation(() => Promise.resolve() as unknown as undefined);
    stubRunApi([() => json({ run: buildSavedRun(1, makePlayingDocument({ money: 4 })) })]);
    const view = renderPage();
    expect((await screen.findByTestId('run-money')).textContent).toBe('$4');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(() => view.unmount()).not.toThrow();
  });

  it('shows a load error with a retry', async () => {
    const user = userEvent.setup();
    stubRunApi([
      () => json({ error: { code: 'INTERNAL', message: 'Try later' } }, 500),
      () => json({ run: null }),
    ]);
    renderPage();
    expect(await screen.findByText('Your run could not be loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'The Journey Begins' })).toBeTruthy();
  });
});
