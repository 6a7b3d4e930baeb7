import type { Redis } from 'ioredis';

/**
 * A Redis client for REDIS_URL. ioredis (about 40 modules) is imported here, on first use, so a
 * server without Redis never loads it.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  return new RedisClient(url, { maxRetriesPerRequest: 1 });
}
