/*
 * Work that must happen while the session still works, just before a sign-out revokes it: the
 * session recorder sends the events it holds (docs/decisions/039-flush-recording-before-sign-out.md).
 * Features do not import each other; src/main.tsx hands `beforeSignOut` to the recorder.
 */

/** A sign-out waits at most this long for the tasks, so a slow network never traps the player. */
export const SIGN_OUT_TASKS_LIMIT_MS = 2_000;

type SignOutTask = () => Promise<void>;

const tasks = new Set<SignOutTask>();

/** Runs `task` before every sign-out from now on; answers the unsubscribe. */
export function beforeSignOut(task: SignOutTask): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

/** Runs every task and waits for them, a failed one included, but never past `limitMs`. */
export async function runSignOutTasks(limitMs: number = SIGN_OUT_TASKS_LIMIT_MS): Promise<void> {
  if (tasks.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, limitMs)));
  await Promise.race([Promise.allSettled([...tasks].map((task) => task())), limit]);
  clearTimeout(timer);
}
