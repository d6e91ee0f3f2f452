import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { json } from '../../testing/responses';
import { WorkspacePage } from './components/workspace-page';
import { makePlayingDocument } from './testing/render-workspace';
import { acceptSave, refuseAsConflict, buildSavedRun, stubRunApi } from './testing/run-api';

// (ADR 011): when another device's save wins a conflict, the local change it
// dropped is named and can be re-applied on top of the newer run.

function stubConflict() {
  const newer = buildSavedRun(5, makePlayingDocument({ money: 50, ante: 2 }));
  const { putBodies } = stubRunApi(
    [() => json({ run: buildSavedRun(4, makePlayingDocument({ money: 4 })) })],
    [refuseAsConflict(newer), acceptSave(6)],
  );
  return putBodies;
}

async function loseAConflict() {
  const user = userEvent.setup();
  const putBodies = stubConflict();
  renderWithProviders(<WorkspacePage chat={() => null} />);
  await user.click(await screen.findByRole('tab', { name: /Shop/ }));
  await user.click(screen.getByRole('button', { name: 'Add Item' }));
  const notice = await screen.findByTestId('dropped-change', {}, { timeout: 4000 });
  return { user, notice, putBodies };
}

describe('a change another device’s save replaced', () => {
  it('is named, and re-applied on top of the newer run', async () => {
    const { user, notice, putBodies } = await loseAConflict();
    expect(notice.textContent).toContain('Not saved: Shop items.');
    expect(screen.getByTestId('run-money').textContent).toBe('$50');

    await user.click(within(notice).getByRole('button', { name: 'Re-apply my change' }));
    expect(screen.queryByTestId('dropped-change')).toBeNull();
    await waitFor(() => expect(putBodies()).toHaveLength(2), { timeout: 4000 });
    const reapplied = putBodies()[1];
    expect(reapplied?.baseRevision).toBe(5);
    expect(reapplied?.document.state).toMatchObject({ money: 50, ante: 2 });
    expect(reapplied?.document.state.shopItems).toHaveLength(1);
  });

  it('can be let go', async () => {
    const { user, notice, putBodies } = await loseAConflict();
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('dropped-change')).toBeNull();
    expect(putBodies()).toHaveLength(1);
  });
});
