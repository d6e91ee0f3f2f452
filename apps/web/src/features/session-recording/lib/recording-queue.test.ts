import { describe, expect, it } from 'vitest';
import {
  createRecordingQueue,
  DEFAULT_QUEUE_LIMITS,
  splitBatches,
  type SendOutcome,
} from './recording-queue';

// The recorder's queue (docs/product/accounts.md): batches of 5, a failed flush re-queued only while fewer
// than 100 events wait, bodies split under the server's limit (and the keep-alive cap).

type Sent = { batch: number[]; keepalive: boolean };

function harness(outcomes: SendOutcome[] = [], limits = DEFAULT_QUEUE_LIMITS) {
  const sent: Sent[] = [];
  const queue = createRecordingQueue<number>(
    (batch, keepalive) => {
      sent.push({ batch: [...batch], keepalive });
      return Promise.resolve(outcomes.shift() ?? 'sent');
    },
    () => 10,
    limits,
  );
  return { queue, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('recording queue', () => {
  it('sends a batch as soon as 5 events wait, not before', async () => {
    const { queue, sent } = harness();
    for (const value of [1, 2, 3, 4]) queue.push(value);
    await settle();
    expect(sent).toEqual([]);
    queue.push(5);
    await settle();
    expect(sent).toEqual([{ batch: [1, 2, 3, 4, 5], keepalive: false }]);
    expect(queue.size).toBe(0);
  });

  it('sends a full batch at most once a second; the rest waits for the next event', async () => {
    let clock = 0;
    const sent: number[][] = [];
    const queue = createRecordingQueue<number>(
      (batch) => {
        sent.push([...batch]);
        return Promise.resolve('sent');
      },
      () => 10,
      DEFAULT_QUEUE_LIMITS,
      () => clock,
    );
    for (let value = 0; value < 5; value += 1) queue.push(value);
    await settle();
    clock = 999;
    for (let value = 5; value < 11; value += 1) queue.push(value);
    await settle();
    expect(sent).toEqual([[0, 1, 2, 3, 4]]);
    clock = 1000;
    queue.push(11);
    await settle();
    expect(sent).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9, 10, 11],
    ]);
  });

  it('flushes fewer than 5 on demand (the 15 s timer) and nothing when empty', async () => {
    const { queue, sent } = harness();
    await queue.flush();
    expect(sent).toEqual([]);
    queue.push(1);
    queue.push(2);
    await queue.flush();
    expect(sent).toEqual([{ batch: [1, 2], keepalive: false }]);
  });

  it('re-queues a failed batch in front of newer events', async () => {
    const { queue, sent } = harness(['failed']);
    queue.push(1);
    queue.push(2);
    await queue.flush();
    queue.push(3);
    await queue.flush();
    expect(sent.map((item) => item.batch)).toEqual([
      [1, 2],
      [1, 2, 3],
    ]);
  });

  it('drops a failed batch when 100 or more events already wait', async () => {
    let release: (outcome: SendOutcome) => void = () => undefined;
    const sent: number[][] = [];
    const queue = createRecordingQueue<number>(
      (batch) => {
        sent.push([...batch]);
        if (sent.length > 1) return Promise.resolve('sent');
        return new Promise((resolve) => {
          release = resolve;
        });
      },
      () => 10,
    );
    for (let value = 0; value < 5; value += 1) queue.push(value);
    // While the first batch is in flight, 100 more events arrive.
    for (let value = 100; value < 200; value += 1) queue.push(value);
    expect(queue.size).toBe(100);
    release('failed');
    await settle();
    expect(queue.size).toBe(100);
    await queue.flush();
    expect(sent[1]?.[0]).toBe(100);
  });

  it('keeps a failed batch when 99 events wait', async () => {
    let release: (outcome: SendOutcome) => void = () => undefined;
    const queue = createRecordingQueue<number>(
      () =>
        new Promise((resolve) => {
          release = resolve;
        }),
      () => 10,
    );
    for (let value = 0; value < 5; value += 1) queue.push(value);
    for (let value = 100; value < 199; value += 1) queue.push(value);
    release('failed');
    await settle();
    expect(queue.size).toBe(104);
  });

  it('stops for good when the server says stop', async () => {
    const { queue, sent } = harness(['stop']);
    for (let value = 0; value < 5; value += 1) queue.push(value);
    await settle();
    queue.push(9);
    await queue.flush();
    expect(queue.stopped).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('sends on page hide with keep-alive, split under the 64 KB cap, even while a send runs', async () => {
    const limits = { ...DEFAULT_QUEUE_LIMITS, maxKeepaliveBytes: 30, maxBatchBytes: 1000 };
    let release: (outcome: SendOutcome) => void = () => undefined;
    const sent: Sent[] = [];
    const queue = createRecordingQueue<number>(
      (batch, keepalive) => {
        sent.push({ batch: [...batch], keepalive });
        if (keepalive) return Promise.resolve('sent');
        return new Promise((resolve) => {
          release = resolve;
        });
      },
      () => 10,
      limits,
    );
    for (let value = 0; value < 5; value += 1) queue.push(value);
    for (let value = 5; value < 12; value += 1) queue.push(value);
    await queue.flush({ keepalive: true });
    expect(sent.slice(1)).toEqual([
      { batch: [5, 6, 7], keepalive: true },
      { batch: [8, 9, 10], keepalive: true },
      { batch: [11], keepalive: true },
    ]);
    release('sent');
  });
});

describe('splitBatches', () => {
  const size = (text: string) => text.length;

  it('splits by bytes and by count, keeping the order', () => {
    expect(splitBatches(['aaaa', 'bb', 'cccc', 'd'], size, 6, 10)).toEqual([
      ['aaaa', 'bb'],
      ['cccc', 'd'],
    ]);
    expect(splitBatches(['a', 'b', 'c'], size, 100, 2)).toEqual([['a', 'b'], ['c']]);
  });

  it('leaves out an event too large for any request', () => {
    expect(splitBatches(['a', 'x'.repeat(50), 'b'], size, 10, 10)).toEqual([['a', 'b']]);
  });

  it('does not change its input', () => {
    const events = Object.freeze(['a', 'b']);
    splitBatches(events, size, 1, 1);
    expect(events).toEqual(['a', 'b']);
  });
});
