import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis the rate-limit suites count in: the local server CI runs (TEST_REDIS_URL to point
 * elsewhere). Suites never stop it; they cut their own link to it (tcp-fault-proxy.ts).
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function testRedisAddress(): { host: string; port: number } {
  const url = new URL(TEST_REDIS_URL);
  return { host: url.hostname, port: Number(url.port || 6379) };
}

/**
 * A key prefix no other suite, run or machine sharing this Redis uses (REDIS_KEY_PREFIX), and a
 * direct client to read what the shop wrote under it; `close` deletes those keys.
 */
export async function testRedisNamespace(): Promise<{ prefix: string; redis: Redis; close(): Promise<void> }> {
  const prefix = `shop-test-${process.pid}-${randomBytes(4).toString('hex')}`;
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  await redis.connect();
  return {
    prefix,
    redis,
    async close() {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    },
  };
}
