import { z } from 'zod';

const cpuUsageSchema = z.object({ user: z.number(), system: z.number() });

/** Microseconds of CPU this thread has used (`process.threadCpuUsage`, Node ≥ 23.9). */
function readThreadCpu(): number {
  const read: unknown = Reflect.get(process, 'threadCpuUsage');
  if (typeof read !== 'function') throw new Error('process.threadCpuUsage needs Node 24');
  const usage = cpuUsageSchema.parse(Reflect.apply(read, process, []));
  return usage.user + usage.system;
}

/**
 * The CPU time this thread spends while `work` runs, in milliseconds. Everything a request
 * does on the event loop runs on this thread, so this is how long it holds the loop on a
 * machine of its own, whatever else the machine is running (wall time on a shared 2-core
 * machine measures the neighbours too). The work runs once before it is measured, so what is
 * measured is a running server's request, not the JIT compiling the engine for the first time.
 * The least of three runs is kept: a garbage collection that lands on one run is the process's
 * housekeeping, not the cost of this request.
 */
export async function measureEventLoopCpu<T>(
  work: () => Promise<T> | T,
): Promise<{ value: T; cpuMs: number }> {
  let value = await work();
  let cpuMs = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run += 1) {
    const before = readThreadCpu();
    value = await work();
    cpuMs = Math.min(cpuMs, (readThreadCpu() - before) / 1000);
  }
  return { value, cpuMs };
}
