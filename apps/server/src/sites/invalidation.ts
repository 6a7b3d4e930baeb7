import pg from 'pg';
import { z } from 'zod';
import { connectRedis } from '../redis.js';

/**
 * What one instance tells every instance (itself included) to forget: a host's resolved
 * deployment (`d:<id>`, `a:<label>`, `c:<domain>`), or everything about a deployment.
 */
export const invalidationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('host'), key: z.string() }),
  z.object({ type: z.literal('deployment'), deploymentId: z.string() }),
]);
export type Invalidation = z.infer<typeof invalidationSchema>;

/** Cross-instance cache invalidation: Redis pub/sub, PostgreSQL LISTEN/NOTIFY, or in-process. */
export interface InvalidationBus {
  readonly kind: 'redis' | 'postgres' | 'memory';
  /** Resolves once the message is sent (delivered locally before it resolves). */
  publish(message: Invalidation): Promise<void>;
  subscribe(listener: (message: Invalidation) => void): void;
  close(): Promise<void>;
}

export const INVALIDATION_CHANNEL = 'nodeloom_sites_invalidation';

function parse(raw: string): Invalidation | undefined {
  try {
    const parsed = invalidationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A single instance: listeners are called synchronously. */
export function memoryBus(): InvalidationBus {
  const listeners: ((message: Invalidation) => void)[] = [];
  return {
    kind: 'memory',
    publish: async (message) => {
      for (const listener of listeners) listener(message);
    },
    subscribe: (listener) => void listeners.push(listener),
    close: async () => {},
  };
}

/**
 * Redis pub/sub. The local listeners run at once too, so this instance never waits for its own
 * message to come back before answering the next request.
 */
export async function redisBus(url: string, prefix = ''): Promise<InvalidationBus> {
  const channel = prefix + INVALIDATION_CHANNEL;
  const [publisher, subscriber] = await Promise.all([connectRedis(url), connectRedis(url)]);
  const local = memoryBus();
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, raw: string) => {
    const message = parse(raw);
    if (message) void local.publish(message);
  });
  return {
    kind: 'redis',
    publish: async (message) => {
      await local.publish(message);
      await publisher.publish(channel, JSON.stringify(message));
    },
    subscribe: local.subscribe,
    close: async () => {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** PostgreSQL LISTEN/NOTIFY on one dedicated connection (used when there is no Redis). */
export async function postgresBus(url: string): Promise<InvalidationBus> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const local = memoryBus();
  client.on('notification', (notification) => {
    const message = notification.payload ? parse(notification.payload) : undefined;
    if (message) void local.publish(message);
  });
  // A dropped listening connection is logged by pg; the caches' TTL bounds what is missed.
  client.on('error', () => {});
  await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
  return {
    kind: 'postgres',
    publish: async (message) => {
      await local.publish(message);
      await client.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, JSON.stringify(message)]);
    },
    subscribe: local.subscribe,
    close: async () => {
      await client.end();
    },
  };
}

/** The bus the configuration calls for: Redis when REDIS_URL is set, else PostgreSQL, else in-process. */
export async function createInvalidationBus(options: {
  redisUrl?: string;
  /** REDIS_PREFIX, before the channel name. */
  redisPrefix?: string;
  databaseUrl?: string;
}): Promise<InvalidationBus> {
  if (options.redisUrl) return redisBus(options.redisUrl, options.redisPrefix);
  if (options.databaseUrl) return postgresBus(options.databaseUrl);
  return memoryBus();
}
