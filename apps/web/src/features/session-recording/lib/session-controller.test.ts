import type { StartRecordingResponse } from '@jokerwise/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedUser } from './recording-identity';
import {
  browserSaysDoNotTrack,
  createRecordingController,
  type ControllerDeps,
} from './session-controller';

// Do Not Track and Global Privacy Control stop recording before anything loads (ADR 022); the
// recording follows the identity (docs/decisions/035-recording-follows-identity.md).

const nav = (fields: Record<string, unknown>) => fields as unknown as Navigator;

describe('browserSaysDoNotTrack', () => {
  it.each([
    [{ doNotTrack: '1' }, true],
    [{ doNotTrack: null, globalPrivacyControl: true }, true],
    [{ doNotTrack: '0', globalPrivacyControl: false }, false],
    [{ doNotTrack: null }, false],
  ])('%o → %s', (fields, expected) => {
    expect(browserSaysDoNotTrack(nav(fields))).toBe(expected);
  });
});

const player: RecordedUser = { id: 'u1', subscriptionPlan: null, isAdmin: false };

function fakeDeps(overrides: Partial<ControllerDeps> = {}) {
  let issued = 0;
  const stops: Array<ReturnType<typeof vi.fn>> = [];
  const flushes: Array<ReturnType<typeof vi.fn>> = [];
  const deps = {
    doNotTrack: vi.fn(() => false),
    start: vi.fn(async (): Promise<StartRecordingResponse> => ({
      recording: true,
      recordingId: `rec-${(issued += 1)}`,
    })),
    run: vi.fn(async () => {
      const recorder = { stop: vi.fn(), flush: vi.fn(async () => undefined) };
      stops.push(recorder.stop);
      flushes.push(recorder.flush);
      return recorder;
    }),
    ...overrides,
  };
  return { deps, stops, flushes };
}

describe('the recording controller', () => {
  it('starts at a sign-in, once per identity however often /api/me is read again', async () => {
    const { deps } = fakeDeps();
    const controller = createRecordingController(deps);
    await controller.identify(null);
    expect(deps.start).not.toHaveBeenCalled();
    await controller.identify(player);
    await controller.identify({ ...player });
    expect(deps.start).toHaveBeenCalledTimes(1);
    expect(deps.run).toHaveBeenCalledWith('rec-1');
  });

  it('ends the recording and starts the next one when the plan or admin flag changes', async () => {
    const { deps, stops } = fakeDeps();
    const controller = createRecordingController(deps);
    await controller.identify(player);
    await controller.identify({ ...player, subscriptionPlan: 'master' });
    expect(stops[0]).toHaveBeenCalledExactlyOnceWith({ send: true });
    expect(deps.run).toHaveBeenLastCalledWith('rec-2');
    await controller.identify({ ...player, subscriptionPlan: 'master', isAdmin: true });
    expect(stops[1]).toHaveBeenCalledTimes(1);
    expect(deps.run).toHaveBeenLastCalledWith('rec-3');
    expect(stops[2]).not.toHaveBeenCalled();
  });

  it('stops at a sign-out and starts again for the next user', async () => {
    const { deps, stops } = fakeDeps();
    const controller = createRecordingController(deps);
    await controller.identify(player);
    await controller.identify(null);
    // Signed out, the rest would be refused: it went before the sign-out (ADR 039).
    expect(stops[0]).toHaveBeenCalledExactlyOnceWith({ send: false });
    expect(deps.start).toHaveBeenCalledTimes(1);
    await controller.identify({ ...player, id: 'u2' });
    expect(deps.run).toHaveBeenLastCalledWith('rec-2');
  });

  it('flushes the current recording on demand, and nothing once signed out', async () => {
    const { deps, flushes } = fakeDeps();
    const controller = createRecordingController(deps);
    await controller.flush();
    await controller.identify(player);
    await controller.flush();
    expect(flushes[0]).toHaveBeenCalledTimes(1);
    await controller.identify(null);
    await controller.flush();
    expect(flushes[0]).toHaveBeenCalledTimes(1);
  });

  it('drops a start that answers after the identity changed again', async () => {
    let answer: (value: StartRecordingResponse) => void = () => undefined;
    const { deps } = fakeDeps({
      start: vi.fn(() => new Promise<StartRecordingResponse>((resolve) => (answer = resolve))),
    });
    const controller = createRecordingController(deps);
    const starting = controller.identify(player);
    await controller.identify(null);
    answer({ recording: true, recordingId: 'late' });
    await starting;
    expect(deps.run).not.toHaveBeenCalled();
  });

  it('records nothing under Do Not Track, for an opted-out user or when the start fails', async () => {
    const dnt = fakeDeps({ doNotTrack: () => true });
    await createRecordingController(dnt.deps).identify(player);
    expect(dnt.deps.start).not.toHaveBeenCalled();

    const optedOut = fakeDeps({
      start: vi.fn(async (): Promise<StartRecordingResponse> => ({
        recording: false,
        reason: 'opted-out',
      })),
    });
    await createRecordingController(optedOut.deps).identify(player);
    expect(optedOut.deps.run).not.toHaveBeenCalled();

    const failing = fakeDeps({ start: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await createRecordingController(failing.deps).identify(player);
    expect(failing.deps.run).not.toHaveBeenCalled();
  });
});
