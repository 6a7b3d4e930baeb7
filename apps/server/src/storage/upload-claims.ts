import type { Redis } from 'ioredis';
import { connectRedis } from '../redis.js';

/**
 * Which signed upload URLs have been used: a URL is good for one successful upload. A PUT claims
 * its URL's signature before storing and releases it if the upload fails, so a retry after a
 * failure works and a replay after a success does not. Claims last until the URL expires.
 * With REDIS_URL the claims are shared by every server instance; without it they live in this
 * process (enough for the single-instance deployment that runs without Redis).
 */
export interface UploadClaims {
  /** True when the signature was free and is now claimed; false when it was used already. */
  claim(signature: string, expiresAt: Date): Promise<boolean>;
  /** Frees a signature: the upload failed, or the owner asked for the URL again. */
  release(signature: string): Promise<void>;
  close(): Promise<void>;
}

class MemoryUploadClaims implements UploadClaims {
  private readonly claims = new Map<string, number>();

  async claim(signature: string, expiresAt: Date): Promise<boolean> {
    const now = Date.now();
    for (const [key, until] of this.claims) if (until <= now) this.claims.delete(key);
    if (this.claims.has(signature)) return false;
    this.claims.set(signature, expiresAt.getTime());
    return true;
  }

  async release(signature: string): Promise<void> {
    this.claims.delete(signature);
  }

  async close(): Promise<void> {}
}

class RedisUploadClaims implements UploadClaims {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async claim(signature: string, expiresAt: Date): Promise<boolean> {
    const seconds = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));
    return (await this.redis.set(this.prefix + signature, '1', 'EX', seconds, 'NX')) === 'OK';
  }

  async release(signature: string): Promise<void> {
    await this.redis.del(this.prefix + signature);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

/** Claims in Redis when a URL is given (keys under `prefix`), in memory otherwise. */
export async function createUploadClaims(
  redisUrl: string | undefined,
  prefix: string,
): Promise<UploadClaims> {
  if (!redisUrl) return new MemoryUploadClaims();
  return new RedisUploadClaims(await connectRedis(redisUrl), prefix);
}
