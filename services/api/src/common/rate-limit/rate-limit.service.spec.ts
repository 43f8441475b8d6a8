import { Logger, type LoggerService } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../config/app-config.js';
import { MetricsService } from '../../metrics/metrics.service.js';
import { startTcpFaultProxy, type TcpFaultProxy } from '../../../test/tcp-fault-proxy.js';
import { testRedisAddress, testRedisNamespace } from '../../../test/test-redis.js';
import { RateLimitService } from './rate-limit.service.js';
import type { RateLimitName } from './rate-limits.js';

/**
 * Three API processes' rate limiters, built as the app builds them, on the real Redis through a
 * link the test can cut (never the Redis itself, which other suites share). With Redis, the three
 * share one count; without it, each allows a third of each limit (CLUSTER_PROCESSES=3), so the
 * three together still allow no more than one limit; no call fails or waits for Redis.
 */

/** Long enough for any healthy answer many times over; a call waiting on a dead Redis never ends. */
const ANSWER_BOUND_MS = 5_000;
const PROCESSES = 3;

/** Settles within `ms` or fails the test: how "no request hangs" is asserted. */
async function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls until `check` holds, for at most `ms`; for states reached in the background (a reconnection). */
async function eventually(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not so within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Nest's log calls of every Logger in this file, as { level, message }. */
const logLines: { level: string; message: string }[] = [];
const collector: LoggerService = {
  log: (message: unknown) => logLines.push({ level: 'info', message: String(message) }),
  warn: (message: unknown) => logLines.push({ level: 'warn', message: String(message) }),
  error: (message: unknown) => logLines.push({ level: 'error', message: String(message) }),
  debug: () => undefined,
  verbose: () => undefined,
};
Logger.overrideLogger(collector);
const fallbackWarnings = () =>
  logLines.filter((line) => line.level === 'warn' && /^Redis does not answer/.test(line.message));
const recoveries = () => logLines.filter((line) => line.level === 'info' && /^Redis answers again/.test(line.message));

interface ShopProcess {
  limits: RateLimitService;
  metrics: MetricsService;
}

async function startProcesses(env: Record<string, string>, count = PROCESSES): Promise<ShopProcess[]> {
  const config = loadConfig({ NODE_ENV: 'test', CLUSTER_PROCESSES: String(PROCESSES), ...env });
  const processes = Array.from({ length: count }, () => {
    // The pool gauge reads the data source at scrape time only; these tests have no database.
    const metrics = new MetricsService({ driver: {} } as unknown as DataSource);
    return { limits: new RateLimitService(config, metrics), metrics };
  });
  await Promise.all(processes.map((process) => process.limits.onModuleInit()));
  return processes;
}

function stopProcesses(processes: ShopProcess[]): void {
  for (const process of processes) process.limits.onApplicationShutdown();
}

async function metric(process: ShopProcess, name: string): Promise<number> {
  const value = (await process.metrics.registry.getSingleMetric(name)?.get())?.values[0]?.value;
  if (value === undefined) throw new Error(`${name} is missing`);
  return value;
}

let keyCounter = 0;
function freshKey(): string {
  keyCounter += 1;
  return `key-${keyCounter}@example.com`;
}

/**
 * `attempts` simultaneous consumes of one key, dealt round-robin over the processes, each bound
 * to answer in time. Returns how many were let through.
 */
async function burst(processes: ShopProcess[], limit: RateLimitName, key: string, attempts = 30): Promise<number> {
  const states = await Promise.all(
    Array.from({ length: attempts }, (_, attempt) =>
      within(ANSWER_BOUND_MS, processes[attempt % processes.length]!.limits.consume(limit, key)),
    ),
  );
  return states.filter((state) => !state.blocked).length;
}

describe('rate limits of three processes sharing one Redis', () => {
  let namespace: Awaited<ReturnType<typeof testRedisNamespace>>;
  let link: TcpFaultProxy;
  let processes: ShopProcess[];

  beforeAll(async () => {
    namespace = await testRedisNamespace();
    link = await startTcpFaultProxy(testRedisAddress());
    processes = await startProcesses({ REDIS_URL: `redis://${link.address}`, REDIS_KEY_PREFIX: namespace.prefix });
  });
  afterAll(async () => {
    stopProcesses(processes);
    await link.close();
    await namespace.close();
  });

  it('lets a burst spread over all three through no more often than one limit allows', async () => {
    const account = freshKey();
    // RATE_LIMIT_SIGN_IN_PER_ACCOUNT is 5/15m: five wrong passwords for one account, in all.
    expect(await burst(processes, 'signInFailuresPerAccount', account)).toBe(5);
    // The lock holds on every process.
    for (const process of processes) {
      expect((await process.limits.consume('signInFailuresPerAccount', account)).blocked).toBe(true);
    }
    expect(await burst(processes, 'signInFailuresPerIp', '203.0.113.7')).toBe(20);
    expect(await metric(processes[0]!, 'shop_rate_limit_store_fallbacks_total')).toBe(0);
    expect(fallbackWarnings()).toEqual([]);
  });

  it('keeps every limit while Redis is cut: each process allows a third, nothing fails or waits', async () => {
    await link.cut();
    const account = freshKey();
    // 5 / 3 processes, rounded down: one wrong password per process, three in all.
    expect(await burst(processes, 'signInFailuresPerAccount', account)).toBe(3);
    // 20 / 3 = 6 per process: 18 from one address in all, never more than the 20 with Redis.
    expect(await burst(processes, 'signInFailuresPerIp', '203.0.113.8')).toBe(18);
    await within(ANSWER_BOUND_MS, processes[0]!.limits.giveBack('signInFailuresPerIp', '203.0.113.8'));
    await within(ANSWER_BOUND_MS, processes[1]!.limits.reset('signInFailuresPerAccount', account));

    // Logged once per process for the whole outage, however many calls fell back, and counted.
    expect(fallbackWarnings()).toHaveLength(PROCESSES);
    expect(fallbackWarnings()[0]!.message).toMatch(/each at 1\/3 of its limit \(CLUSTER_PROCESSES=3\)/);
    for (const process of processes) {
      expect(await metric(process, 'shop_rate_limit_store_fallbacks_total')).toBe(1);
      expect(await metric(process, 'shop_rate_limit_store_fallback_active')).toBe(1);
    }
  });

  it('counts in Redis again once the link returns, and says so once', async () => {
    await link.restore();
    // ioredis reconnects by itself (its backoff is at most 2 s between tries).
    for (const process of processes) {
      await eventually(async () => (await metric(process, 'shop_rate_limit_store_fallback_active')) === 0);
    }
    expect(recoveries()).toHaveLength(PROCESSES);

    const account = freshKey();
    expect(await burst(processes, 'signInFailuresPerAccount', account)).toBe(5);
    // The count is Redis's: shared again, not three memories.
    expect(await namespace.redis.exists(`${namespace.prefix}:signInFailuresPerAccount:${account}`)).toBe(1);
    expect(fallbackWarnings()).toHaveLength(PROCESSES);
    for (const process of processes) {
      expect(await metric(process, 'shop_rate_limit_store_fallbacks_total')).toBe(1);
    }
  });
});

describe('rate limits when Redis stops answering without closing the connection', () => {
  let namespace: Awaited<ReturnType<typeof testRedisNamespace>>;
  let relay: TcpFaultProxy;
  let processes: ShopProcess[];

  beforeAll(async () => {
    logLines.length = 0;
    namespace = await testRedisNamespace();
    relay = await startTcpFaultProxy(testRedisAddress());
    processes = await startProcesses({ REDIS_URL: `redis://${relay.address}`, REDIS_KEY_PREFIX: namespace.prefix }, 1);
  });
  afterAll(async () => {
    stopProcesses(processes);
    await relay.close();
    await namespace.close();
  });

  it('answers every call from memory after at most the command timeout, then Redis again once it answers', async () => {
    const [process] = processes as [ShopProcess];
    const account = freshKey();
    expect((await process.limits.consume('signInFailuresPerAccount', account)).blocked).toBe(false);

    await relay.stall();
    // The first calls wait out the command timeout; the dropped connection makes the rest fail at once.
    const states = await Promise.all(
      Array.from({ length: 10 }, () => within(ANSWER_BOUND_MS, process.limits.consume('chatPerIp', '203.0.113.9'))),
    );
    expect(states.every((state) => !state.blocked)).toBe(true);
    // One process (of three) allows one wrong password per account while it counts alone.
    expect(await burst(processes, 'signInFailuresPerAccount', freshKey(), 5)).toBe(1);
    expect(fallbackWarnings()).toHaveLength(1);

    await relay.resume();
    await eventually(async () => (await metric(process, 'shop_rate_limit_store_fallback_active')) === 0);
    const later = freshKey();
    await process.limits.consume('signInFailuresPerAccount', later);
    expect(await namespace.redis.exists(`${namespace.prefix}:signInFailuresPerAccount:${later}`)).toBe(1);
    expect(recoveries()).toHaveLength(1);
  });
});

describe('rate limits without Redis and CLUSTER_PROCESSES=3', () => {
  it('counts in memory at a third of each limit, as during an outage', async () => {
    const processes = await startProcesses({}, 1);
    expect(await burst(processes, 'signInFailuresPerAccount', freshKey())).toBe(1);
    expect(await burst(processes, 'chatPerIp', '203.0.113.10', 30)).toBe(20);
    // Counting in memory by configuration is not an outage.
    expect(await metric(processes[0]!, 'shop_rate_limit_store_fallback_active')).toBe(0);
    stopProcesses(processes);
  });
});
