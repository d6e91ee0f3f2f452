import { randomUUID } from 'node:crypto';
import type { RedisClient } from './redis-client';

// Tells every instance what to forget from its in-process caches (docs/decisions/028-session-cache
// -and-revocation.md). Without Redis there is one process and the message is applied locally;
// with Redis it travels over pub/sub, and the cache may only be trusted while the subscription
// is up: a message missed during an outage would leave a revoked session cached.

export interface RevocationBus {
  /** False while messages from other instances may be missed; callers then bypass their cache. */
  isLive(): boolean;
  /** Applies the message here, then on every other instance. Never throws. */
  publish(message: string): Promise<void>;
  close(): Promise<void>;
}

export interface RevocationBusOptions {
  redis?: RedisClient;
  channel: string;
  /** Runs once per message on this instance, its own messages included. */
  onMessage: (message: string) => void;
  /** Runs when messages may have been missed (the subscription dropped); forget everything. */
  onGap: () => void;
  onError: (error: unknown) => void;
}

/** How long a publisher waits to see its own message come back before answering anyway. */
const ECHO_WAIT_MS = 1_000;

export async function createRevocationBus(options: RevocationBusOptions): Promise<RevocationBus> {
  const { redis } = options;
  if (!redis) {
    return {
      isLive: () => true,
      publish: (message) => {
        options.onMessage(message);
        return Promise.resolve();
      },
      close: () => Promise.resolve(),
    };
  }
  return createRedisBus(redis, options);
}

async function createRedisBus(
  redis: RedisClient,
  options: RevocationBusOptions,
): Promise<RevocationBus> {
  const instance = randomUUID();
  // A subscribed connection can issue no other command, hence a connection of its own; it keeps
  // reconnecting (and re-subscribing) on its own after an outage.
  const subscriber = redis.duplicate({ lazyConnect: true, enableOfflineQueue: true });
  const echoes = new Map<string, () => void>();
  let live = false;
  const drop = () => {
    if (!live) return;
    live = false;
    options.onGap();
  };
  subscriber.on('error', options.onError);
  subscriber.on('close', drop);
  subscriber.on('end', drop);
  subscriber.on('reconnecting', drop);
  // ioredis re-subscribes before it reports ready; anything cached before the drop is gone.
  subscriber.on('ready', () => {
    options.onGap();
    live = true;
  });
  subscriber.on('message', (_channel: string, raw: string) => {
    const separator = raw.indexOf('|');
    const id = raw.slice(0, separator);
    options.onMessage(raw.slice(separator + 1));
    echoes.get(id)?.();
  });
  await subscriber.connect();
  await subscriber.subscribe(options.channel);
  live = true;

  return {
    isLive: () => live,
    async publish(message) {
      options.onMessage(message);
      const id = `${instance}:${randomUUID()}`;
      // Redis hands the message to every subscriber at once; seeing our own copy arrive means
      // the others have theirs too, so the caller may answer the client.
      let timer: NodeJS.Timeout | undefined;
      const echoed = new Promise<void>((resolve) => {
        echoes.set(id, resolve);
        timer = setTimeout(resolve, ECHO_WAIT_MS);
      });
      try {
        await redis.publish(options.channel, `${id}|${message}`);
        if (live) await echoed;
      } catch (error) {
        // The other instances' subscriptions are down too (same Redis): they bypass their caches.
        options.onError(error);
      } finally {
        clearTimeout(timer);
        echoes.delete(id);
      }
    },
    async close() {
      live = false;
      subscriber.removeAllListeners('close');
      subscriber.removeAllListeners('end');
      subscriber.removeAllListeners('reconnecting');
      subscriber.disconnect();
      return Promise.resolve();
    },
  };
}
