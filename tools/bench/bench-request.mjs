// npm run bench:request — what one request costs the shop, against what it costs Node.js and NestJS
// alone, in one run: a bare node:http server and a bare NestJS + Express app with one route (the
// floor and the yardstick), then the built shop's GET /api/health/live, its kept GET /api/products
// and a kept server-rendered page (/products, answered from the page cache), at LOG_LEVEL=info (as
// in production; lines go through a pipe this script drains, as journald reads a systemd unit's
// stdout) and at silent, each also as a browser asks (Accept-Encoding
// br, gzip). Every server is its own process; each target is warmed up, then measured in
// BENCH_ROUNDS rounds whose order rotates, so a noisy neighbour spreads over all of them. Prints,
// per target, the median req/s and p99 with their spread and the ratio to the bare NestJS route
// measured in the same round; then the CPU time the server process spent per request (from
// /proc/<pid>/stat, all its threads), which other work on the machine disturbs far less than
// throughput, as the same ratio (the bare route's CPU per request ÷ the target's). BENCH_BEFORE_ENTRY
// (another build's main.js) adds that build's rows, to compare two builds in one run. Embedded
// PGlite unless DATABASE_URL is set; the kept routes read the database at most once a second.
// Asserts nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBareServer } from './bare-server-process.mjs';
import { startBuiltApi } from './built-api.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
let nextPort = Number(process.env.BENCH_PORT ?? 3550);
const logLevels = (process.env.BENCH_LOG_LEVELS ?? 'info,silent').split(',');
const builds = [
  { label: 'shop', entry: process.env.BENCH_API_ENTRY ?? 'services/api/dist/main.js' },
  ...(process.env.BENCH_BEFORE_ENTRY ? [{ label: 'before', entry: process.env.BENCH_BEFORE_ENTRY }] : []),
];
/** What Chrome sends. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const KEPT_PAGE = '/products';
/** Clock ticks per second of /proc's CPU times. */
const ticksPerSecond = existsSync('/proc/self/stat') ? Number(execFileSync('getconf', ['CLK_TCK'])) : undefined;

/** CPU time (user + system, all threads) a process has used, in microseconds; undefined off Linux. */
function cpuMicros(pid) {
  if (!ticksPerSecond) return undefined;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond;
}

const started = [];
// Interrupted (Ctrl-C, a timeout): the servers started so far go with the script.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => Promise.all(started.map((server) => server.stop())).finally(() => process.exit(130)));

/** A bare server from bare-servers.mjs on the next port, stopped with the others. */
async function startBare(kind) {
  const server = await startBareServer(kind, nextPort++);
  started.push(server);
  return server;
}

/**
 * The built server listens once its migrations and seed are done; its liveness route says so, where
 * readiness (/api/health, what built-api.mjs waits for) would also hold an older build to today's
 * contracts. Up to 3 minutes: the embedded database starts slowly on a busy machine.
 */
async function waitUntilListening(server) {
  for (let attempt = 0; attempt < 360; attempt += 1) {
    if (server.child.exitCode !== null) throw new Error(`a shop exited with code ${server.child.exitCode}`);
    try {
      if ((await fetch(`${server.base}/api/health/live`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('a shop did not start');
}

/** A built shop at one log level, on its own embedded database (or DATABASE_URL's). */
async function startShop(build, level) {
  const server = startBuiltApi({
    port: nextPort++,
    entry: build.entry,
    name: `${build.label} at ${level}`,
    env: { LOG_LEVEL: level, DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-request-')) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.child.stdout.resume();
  started.push(server);
  await waitUntilListening(server);
  const products = await fetch(`${server.base}/api/products`);
  if (!products.ok) throw new Error(`${build.label}: GET /api/products answered ${products.status}`);
  // The first request renders the page and keeps it; the rest are answered from the cache.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const page = await fetch(`${server.base}${KEPT_PAGE}`);
    const html = await page.text();
    if (!html.includes('data-server-rendered') || !page.headers.get('cache-control')?.includes('s-maxage'))
      throw new Error(`${build.label}: ${KEPT_PAGE} is not rendered and kept: build the front end`);
  }
  return { base: server.base, pid: server.child.pid };
}

/** One autocannon run against a target, with the server's CPU time per request during it. */
async function measure(target, duration) {
  const cpuBefore = cpuMicros(target.pid);
  const result = await autocannon({
    url: `${target.base}${target.path}`,
    connections,
    duration,
    headers: target.headers ?? {},
  });
  const cpu = cpuBefore === undefined ? undefined : cpuMicros(target.pid) - cpuBefore;
  return {
    throughput: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuPerRequest: cpu === undefined ? undefined : cpu / Math.max(result.requests.total, 1),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const spread = (values, digits) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`.padStart(digits ? 11 : 13);

try {
  const targets = [
    { name: 'bare node:http', ...(await startBare('node')), path: '/' },
    {
      name: 'bare NestJS + Express, one route',
      ...(await startBare('nest')),
      path: '/api/health/live',
      yardstick: true,
    },
  ];
  for (const build of builds) {
    for (const level of logLevels) {
      const server = await startShop(build, level);
      const routes = [
        { route: 'GET /api/health/live', path: '/api/health/live' },
        { route: 'GET /api/products (kept)', path: '/api/products' },
        { route: 'GET /api/products, br', path: '/api/products', headers: BROWSER_ENCODINGS },
        { route: `GET ${KEPT_PAGE} (kept page)`, path: KEPT_PAGE },
        { route: `GET ${KEPT_PAGE} (kept page), br`, path: KEPT_PAGE, headers: BROWSER_ENCODINGS },
      ];
      for (const route of routes)
        targets.push({ ...route, ...server, name: `${build.label} ${level.padEnd(6)} ${route.route}`, build, level });
    }
  }

  for (const target of targets) await measure(target, warmupSeconds);
  const results = new Map(targets.map((target) => [target, []]));
  for (let round = 0; round < rounds; round += 1) {
    // Rotated each round, so no target always follows the same one.
    const order = targets.map((_, index) => targets[(index + round * 3) % targets.length]);
    for (const target of order) results.get(target).push(await measure(target, seconds));
    process.stderr.write(`round ${round + 1} of ${rounds} done\n`);
  }

  const yardstick = results.get(targets.find((target) => target.yardstick));
  console.log(
    `\nautocannon, ${connections} connections, ${rounds} rounds of ${seconds} s after a ${warmupSeconds} s warm-up; ` +
      `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; median (min–max)`,
  );
  console.log(
    `${'target'.padEnd(48)} ${'req/s'.padStart(7)} ${'spread'.padStart(13)}  ${'p99 ms'.padStart(6)}  ` +
      `${'÷ bare Nest'.padStart(11)} ${'spread'.padStart(11)}  errors`,
  );
  for (const target of targets) {
    const runs = results.get(target);
    const throughput = runs.map((run) => run.throughput);
    const ratios = runs.map((run, round) => run.throughput / yardstick[round].throughput);
    console.log(
      `${target.name.padEnd(48)} ${median(throughput).toFixed(0).padStart(7)} ${spread(throughput, 0)}  ` +
        `${String(median(runs.map((run) => run.p99))).padStart(6)}  ` +
        `${median(ratios).toFixed(2).padStart(11)} ${spread(ratios, 2)}  ${runs.reduce((sum, run) => sum + run.errors, 0)}`,
    );
  }
  if (ticksPerSecond) {
    console.log(
      `\nserver CPU per request (µs, all threads); ratio = the bare NestJS route's ÷ the target's, per round; median (min–max)`,
    );
    for (const target of targets) {
      const runs = results.get(target);
      const cpu = runs.map((run) => run.cpuPerRequest);
      const ratios = runs.map((run, round) => yardstick[round].cpuPerRequest / run.cpuPerRequest);
      console.log(
        `${target.name.padEnd(48)} ${median(cpu).toFixed(0).padStart(7)} ${spread(cpu, 0)}  ` +
          `${median(ratios).toFixed(2).padStart(11)} ${spread(ratios, 2)}`,
      );
    }
  }
  if (logLevels.includes('info') && logLevels.includes('silent')) {
    console.log(
      '\nlogging cost, same build and route, per round: req/s at info ÷ at silent; CPU per request at silent ÷ at info',
    );
    for (const target of targets.filter((candidate) => candidate.level === 'info')) {
      const silent = results.get(
        targets.find(
          (candidate) =>
            candidate.build === target.build && candidate.route === target.route && candidate.level === 'silent',
        ),
      );
      const runs = results.get(target);
      const throughput = runs.map((run, round) => run.throughput / silent[round].throughput);
      const cpu = runs.map((run, round) => silent[round].cpuPerRequest / run.cpuPerRequest);
      console.log(
        `${`${target.build.label} ${target.route}`.padEnd(48)} ${median(throughput).toFixed(2).padStart(7)} ${spread(throughput, 2)}` +
          (ticksPerSecond ? `  ${median(cpu).toFixed(2).padStart(7)} ${spread(cpu, 2)}` : ''),
      );
    }
  }
} finally {
  await Promise.all(started.map((server) => server.stop()));
}
