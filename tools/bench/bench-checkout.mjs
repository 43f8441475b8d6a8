// npm run bench:checkout — orders per second and p99 latency of POST /api/orders with N shoppers
// checking out concurrently, on PostgreSQL (a fresh database on BENCH_POSTGRES_URL's server,
// dropped afterwards). Two rounds in one run: shoppers buying different products (baseline) and
// all buying the same product (row-lock contention), then a check that no stock went below zero.
// Each round also says what a checkout cost the database: statements, round trips and transactions
// per POST /api/orders (session reads and writes included), the time spent in them and waiting for
// a pooled connection, counted in the server's `pg` driver (count-statements.mjs); with
// BENCH_STATEMENTS=1, the statements themselves. Prints figures; asserts nothing about speed.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { benchCheckoutForm, prepareShoppers, shopperHeaders } from './bench-shoppers.mjs';
import { postgresAdmin, startBuiltApi } from './built-api.mjs';
import { backendPids, cpuSince, cpuSnapshot } from './process-cpu.mjs';
import { countingServer, formatRows, readCounts, resetCounts } from './statement-counts.mjs';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const shoppers = Number(process.env.BENCH_SHOPPERS ?? 100);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const port = Number(process.env.BENCH_PORT ?? 3201);
const entry = process.env.BENCH_API_ENTRY ?? 'services/api/dist/main.js';
const listStatements = process.env.BENCH_STATEMENTS === '1';
const database = `shop_bench_${Date.now()}`;
const admin = postgresAdmin(adminUrl);

const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
await admin(`CREATE DATABASE "${database}"`);
const server = startBuiltApi({
  port,
  entry,
  ...countingServer({
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    SEED_ON_START: 'true',
    PAYMENT_PAY_ON_DELIVERY: 'true',
    TRUST_PROXY: 'true',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-')),
  }),
});
const { base } = server;

async function round(name, carts, db) {
  const latencies = [];
  const statuses = new Map();
  let next = 0;
  await resetCounts(server.child);
  const apiCpu = cpuSnapshot([server.child.pid]);
  const postgresCpu = cpuSnapshot(await backendPids(db, database));
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < carts.length) {
        const { index, cookie } = carts[next++];
        const begin = performance.now();
        const response = await fetch(`${base}/api/orders`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...shopperHeaders(index, cookie),
            'Idempotency-Key': randomUUID(),
          },
          body: JSON.stringify(benchCheckoutForm),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - begin);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const counts = await readCounts(server.child, carts.length);
  const apiCpuMs = cpuSince(apiCpu, [server.child.pid]);
  const postgresCpuMs = cpuSince(postgresCpu, await backendPids(db, database));
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  const created = statuses.get(201) ?? 0;
  console.log(
    `${name.padEnd(30)} ${String(carts.length).padStart(4)} checkouts  ${(carts.length / seconds).toFixed(1).padStart(7)} req/s  ${(created / seconds).toFixed(1).padStart(7)} orders/s  p50 ${p(0.5)} ms  p99 ${p(0.99)} ms  answers ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  const cost = counts.perRequest;
  console.log(
    `${''.padEnd(30)} per checkout: ${cost.statements.toFixed(1)} statements, ${cost.roundTrips.toFixed(1)} round trips, ${cost.transactions.toFixed(1)} transactions, ${cost.statementMs.toFixed(1)} ms in statements, ${cost.poolWaitMs.toFixed(1)} ms waiting for a connection`,
  );
  if (apiCpuMs !== null) {
    console.log(
      `${''.padEnd(30)} CPU per checkout: API process ${(apiCpuMs / carts.length).toFixed(2)} ms, PostgreSQL ${(postgresCpuMs / carts.length).toFixed(2)} ms (machine: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')} load, ${cpus().length} cores)`,
    );
  }
  if (listStatements) console.log(`${formatRows(counts.rows, carts.length)}\n`);
  return carts.length / seconds;
}

try {
  await server.waitUntilReady();
  const products = await (await fetch(`${base}/api/products`)).json();
  const inStock = products.filter((product) => product.inStock === 'true');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`UPDATE products SET stock = 100000`);

  // Shoppers are prepared one at a time, as before: sign-up hashes passwords, and this is not timed.
  const makeCarts = (firstIndex, productFor) =>
    prepareShoppers(base, { firstIndex, count: shoppers, productFor, parallel: 1 });

  console.log(`\nbench:checkout on PostgreSQL, ${shoppers} shoppers per round, ${concurrency} at a time`);
  const spread = await makeCarts(0, (index) => inStock[index % inStock.length].id);
  const baseline = await round('different products (baseline)', spread, db);

  const hot = inStock[0];
  const contended = await makeCarts(shoppers, () => hot.id);
  await db.query(`UPDATE products SET stock = $1 WHERE id = $2`, [Math.floor(shoppers / 2), hot.id]);
  const sameProduct = await round(`one product, ${Math.floor(shoppers / 2)} in stock`, contended, db);

  const negative = await db.query(`SELECT count(*)::int AS count FROM products WHERE stock < 0`);
  const [{ stock }] = (await db.query(`SELECT stock FROM products WHERE id = $1`, [hot.id])).rows;
  await db.end();
  console.log(`ratio contended/baseline throughput: ${(sameProduct / baseline).toFixed(3)}`);
  console.log(`stock check: ${negative.rows[0].count} products below zero; contended product ends at ${stock}`);
} finally {
  await server.stop();
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
