// npm run bench:cluster — the shop on several processes behind HAProxy, in one run: the kept
// GET /api/products, a kept product page (/product/<id>, from the page cache) and checkouts,
// through HAProxy (TLS) with 1, 2 and 3 API processes and directly to one process (plain HTTP),
// each as req/s and p99 with the ratio to one process behind HAProxy; a bare node:http server (the
// ceiling) and a bare NestJS route (the floor of any NestJS app) measured in the same run. During
// each checkout round it samples what PostgreSQL's busy connections wait on (row locks, I/O, the
// client) and counts Redis commands per order, so the figures say where the contention is.
// Each cluster is started by tools/cluster on a new database of the local PostgreSQL and a Redis
// database of its own, and stopped afterwards. Needs the builds (API and web apps) and HAProxy
// (installed from Debian's packages when missing). Prints figures; asserts nothing about speed.
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { Agent } from 'node:https';
import autocannon from 'autocannon';
import { connect } from 'node:net';
import pg from 'pg';
import { startCluster } from '../cluster/cluster.mjs';
import { startBareServer } from './bare-server-process.mjs';
import { checkoutRound, prepareShoppers } from './bench-shoppers.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const checkouts = Number(process.env.BENCH_SHOPPERS ?? 100);
const checkoutConcurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const processCounts = (process.env.BENCH_PROCESSES ?? '1,2,3').split(',').map(Number);
const firstPort = Number(process.env.BENCH_PORT ?? 3700);

const rows = [];
function report(row) {
  rows.push(row);
  const ratio = row.ratio === undefined ? '' : `  ×${row.ratio.toFixed(2)} of one process`;
  console.log(
    `${row.target.padEnd(44)} ${row.what.padEnd(22)} ${row.perSecond.toFixed(0).padStart(7)}/s  p99 ${row.p99.toFixed(1).padStart(7)} ms${ratio}${row.note ? `  ${row.note}` : ''}`,
  );
}

async function load(url, headers = {}) {
  await autocannon({ url, connections, duration: warmupSeconds, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { perSecond: result.requests.average, p99: result.latency.p99 };
}

/** What PostgreSQL's active connections of `database` wait on, sampled every 50 ms during work(). */
async function waitsDuring(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = {};
  let samples = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      const { rows: waits } = await client.query(
        `SELECT coalesce(wait_event_type, 'CPU') AS wait, count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid() GROUP BY 1`,
      );
      for (const { wait, n } of waits) counts[wait] = (counts[wait] ?? 0) + n;
      samples += 1;
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  try {
    return { result: await work(), waits: counts, samples };
  } finally {
    running = false;
    await sampler;
    await client.end();
  }
}

/** Busy PostgreSQL connections on average, and the share of them waiting on each thing. */
function describeWaits({ waits, samples }) {
  const total = Object.values(waits).reduce((sum, n) => sum + n, 0);
  if (total === 0) return 'no busy connection seen';
  const shares = Object.entries(waits)
    .sort(([, a], [, b]) => b - a)
    .map(([wait, n]) => `${wait} ${((100 * n) / total).toFixed(0)}%`);
  return `db busy ${(total / samples).toFixed(1)} conns: ${shares.join(', ')}`;
}

/** Redis's count of commands processed so far (INFO stats, spoken over a bare socket: RESP is text). */
function redisCommands(redisUrl) {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port || 6379), hostname);
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk;
      const match = /total_commands_processed:(\d+)/.exec(reply);
      if (match && reply.endsWith('\r\n')) {
        socket.end();
        resolve(Number(match[1]));
      }
    });
    socket.on('error', reject);
    socket.write('INFO stats\r\n');
  });
}

async function measureCluster(count, reference) {
  const basePort = firstPort + (count - 1) * 10;
  const cluster = await startCluster({
    processes: count,
    firstPort: basePort,
    httpsPort: basePort + 8,
    httpPort: basePort + 9,
    dir: resolve(`tmp/bench-cluster-${count}`),
    env: { LOG_LEVEL: 'info' },
  });
  const agent = new Agent({ ca: cluster.certificateAuthority, keepAlive: true, maxSockets: 256 });
  try {
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    await db.query(`UPDATE products SET stock = 100000`);
    const { rows: products } = await db.query(`SELECT id FROM products WHERE published ORDER BY id`);
    await db.end();
    const page = `/product/${products[0].id}`;
    // Every process renders the page once and keeps it (round robin: a few times over).
    for (let i = 0; i < count * 3; i += 1) {
      const answer = await cluster.request(page);
      if (answer.status !== 200 || !answer.body.includes('data-server-rendered'))
        throw new Error(`${page} is not rendered (status ${answer.status}): build the web apps first`);
    }
    // Reached directly (not at PUBLIC_URL's host) a page is kept under another key: render it once.
    await fetch(`http://127.0.0.1:${cluster.processes[0].port}${page}`, { headers: { 'X-Forwarded-Proto': 'https' } });
    const through = `${count} process${count > 1 ? 'es' : ''} behind HAProxy`;
    const direct = `http://127.0.0.1:${cluster.processes[0].port}`;
    // What HAProxy tells a process: the shopper came over HTTPS (the session cookie is Secure).
    const directHeaders = { 'X-Forwarded-Proto': 'https' };

    for (const [what, path] of [
      ['GET /api/products', '/api/products'],
      ['kept product page', page],
    ]) {
      const measured = await load(`${cluster.url}${path}`);
      const key = `${what}`;
      if (count === 1) reference[key] = measured.perSecond;
      report({ target: through, what, ...measured, ratio: measured.perSecond / reference[key] });
      if (count === 1)
        report({ target: 'one process, directly', what, ...(await load(`${direct}${path}`, directHeaders)) });
    }

    const checkoutTargets = [[through, cluster.url, {}]];
    if (count === 1) checkoutTargets.push(['one process, directly', direct, directHeaders]);
    let firstIndex = 0;
    for (const [target, base, headers] of checkoutTargets) {
      const viaProxy = base.startsWith('https') ? agent : undefined;
      const shoppers = await prepareShoppers(base, {
        firstIndex,
        count: checkouts,
        productFor: (index) => products[index % products.length].id,
        agent: viaProxy,
        headers,
      });
      firstIndex += checkouts;
      const redisBefore = await redisCommands(cluster.redisUrl);
      const { result, ...waits } = await waitsDuring(cluster.databaseUrl, () =>
        checkoutRound(base, shoppers, { concurrency: checkoutConcurrency, agent: viaProxy, headers }),
      );
      const redisPerOrder = ((await redisCommands(cluster.redisUrl)) - redisBefore) / checkouts;
      const what = 'checkouts';
      if (count === 1 && target === through) reference[what] = result.ordersPerSecond;
      report({
        target,
        what,
        perSecond: result.ordersPerSecond,
        p99: result.p99,
        ratio: target === through ? result.ordersPerSecond / reference[what] : undefined,
        note: `answers ${JSON.stringify(result.statuses)}; ${describeWaits(waits)}; redis ${redisPerOrder.toFixed(1)} commands/order`,
      });
    }
  } finally {
    agent.destroy();
    await cluster.stop();
  }
}

console.log(
  `bench:cluster ${new Date().toISOString()} on ${cpus().length} cores: ${connections} connections, ${seconds} s per figure after ${warmupSeconds} s of warm-up; ${checkouts} checkouts, ${checkoutConcurrency} at a time`,
);
const bare = [];
try {
  for (const [kind, label] of [
    ['node', 'bare node:http (ceiling)'],
    ['nest', 'bare NestJS route (floor)'],
  ]) {
    const server = await startBareServer(kind, firstPort + 90 + bare.length);
    bare.push(server);
    report({ target: label, what: 'GET /api/health/live', ...(await load(`${server.base}/api/health/live`)) });
  }
} finally {
  for (const server of bare) await server.stop();
}
const reference = {};
for (const count of processCounts) await measureCluster(count, reference);
