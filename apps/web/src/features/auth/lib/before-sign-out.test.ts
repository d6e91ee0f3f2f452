import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { beforeSignOut, runSignOutTasks, SIGN_OUT_TASKS_LIMIT_MS } from './before-sign-out';

function register(task: () => Promise<void>) {
  onTestFinished(beforeSignOut(task));
}

describe('the tasks before a sign-out', () => {
  it('waits for every task, a failing one included', async () => {
    const done: string[] = [];
    register(async () => {
      await Promise.resolve();
      done.push('recorder');
    });
    register(async () => Promise.reject(new Error('offline')));
    register(async () => {
      done.push('other');
    });

    await expect(runSignOutTasks()).resolves.toBeUndefined();
    expect(done.sort()).toEqual(['other', 'recorder']);
  });

  it('gives up on a task that hangs once the limit has passed', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    register(() => new Promise<void>(() => undefined));
    let finished = false;
    const running = runSignOutTasks().then(() => (finished = true));

    await vi.advanceTimersByTimeAsync(SIGN_OUT_TASKS_LIMIT_MS - 1);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await running;
    expect(finished).toBe(true);
  });

  it('runs nothing that has unsubscribed', async () => {
    const task = vi.fn(async () => undefined);
    beforeSignOut(task)();
    await runSignOutTasks();
    expect(task).not.toHaveBeenCalled();
  });
});
