// npm run bench:admin — the back office's orders list on 100,000 orders (PostgreSQL: a scratch
// database on BENCH_POSTGRES_URL's server, dropped afterwards), page by page with each filter,
// next to GET /api/products (the baseline, same server, same run). For each round it also reads
// PostgreSQL's own counters for the orders table: how many sequential scans and how many index
// scans the round caused, so "served by an index" is measured, not assumed.
// Prints figures; asserts nothing about speed.
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAdmin, startBuiltApi, withPostgres } from './built-api.mjs';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 3230);
const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const base = `http://127.0.0.1:${port}`;
const databaseName = `shop_bench_admin_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).href;

/** ZIP codes of the delivery area, spread over the orders. */
const ZIPS = ['30040', '30041', '30028', '30506', '30004', '30005', '30009', '30022', '30024', '30097'];
const LAST_NAMES = ['Patel', 'Reddy', 'Sharma', 'Iyer', 'Nair', 'Smith', 'Johnson', 'Garcia', 'Khan', 'Brown'];
const FIRST_NAMES = ['Asha', 'Ravi', 'Meera', 'Arjun', 'Priya', 'John', 'Mary', 'Luis', 'Sara', 'Omar'];

/** 100,000 orders over two years in one statement: statuses, ZIPs and names spread evenly. */
async function writeOrders(client) {
  await client.query(
    `INSERT INTO "orders" ("email", "firstName", "lastName", "phone", "shippingAddress", "items", "subtotal",
       "tax", "shipping", "total", "status", "paymentMethod", "idempotencyKey", "zipCode", "createdAt", "updatedAt")
     SELECT 'customer-' || n || '@example.com',
            ($2::text[])[1 + n % 10], ($3::text[])[1 + (n / 10) % 10], '404-555-0100',
            jsonb_build_object('address', n || ' Main Street', 'city', 'Cumming', 'state', 'GA', 'zipCode', ($1::text[])[1 + n % 10]),
            jsonb_build_array(jsonb_build_object('productId', 1, 'name', 'Cold-Pressed Sesame Oil', 'unitPrice', '18.99', 'quantity', 2, 'lineTotal', '37.98')),
            37.98, 3.37, 12.99, 54.34,
            (ARRAY['confirmed','paid','packed','out_for_delivery','delivered','delivered','delivered','cancelled'])[1 + n % 8],
            CASE WHEN n % 3 = 0 THEN 'stripe' ELSE 'pay_on_delivery' END,
            'bench-' || n, ($1::text[])[1 + n % 10],
            now() - (n * interval '10 minutes'), now() - (n * interval '10 minutes')
     FROM generate_series(1, $4::int) AS n`,
    [ZIPS, FIRST_NAMES, LAST_NAMES, orderCount],
  );
  // As autovacuum leaves a table at rest: statistics and the visibility map (index-only counts).
  await client.query('VACUUM ANALYZE "orders"');
}

/** The owner's session cookie: an account signed up through the API, made owner in the database. */
async function ownerCookie(client) {
  const account = {
    firstName: 'Olivia',
    lastName: 'Reddy',
    email: 'bench-owner@example.com',
    password: 'cold pressed sesame 42',
  };
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
  await client.query(`UPDATE "users" SET "role" = 'owner' WHERE "email" = $1`, [account.email]);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const tableScans = (client) =>
  client
    .query(`SELECT seq_scan, idx_scan FROM pg_stat_user_tables WHERE relname = 'orders'`)
    .then(({ rows }) => ({ seq: Number(rows[0].seq_scan), index: Number(rows[0].idx_scan ?? 0) }));

/** PostgreSQL's statistics arrive with a small delay; wait until they stop moving. */
async function settledScans(client) {
  await client.query('SELECT pg_stat_clear_snapshot()');
  await new Promise((done) => setTimeout(done, 1_200));
  await client.query('SELECT pg_stat_clear_snapshot()');
  return tableScans(client);
}

async function measure(client, path, cookie) {
  const before = await settledScans(client);
  const result = await autocannon({ url: `${base}${path}`, connections, duration, headers: cookie ? { cookie } : {} });
  const after = await settledScans(client);
  return { path, result, seqScans: after.seq - before.seq, indexScans: after.index - before.index };
}

const ROUNDS = [
  ['newest first, page 1', '/api/admin/orders'],
  ['page 2', '/api/admin/orders?page=2'],
  ['page 100 (orders 2,476–2,500)', '/api/admin/orders?page=100'],
  ['status = packed', '/api/admin/orders?status=packed'],
  ['status = packed, page 50', '/api/admin/orders?status=packed&page=50'],
  ['ZIP 30041', '/api/admin/orders?zip=30041'],
  ['status + ZIP', '/api/admin/orders?status=delivered&zip=30028'],
  ['placed in one week', '/api/admin/orders?from=DATE_FROM&to=DATE_TO'],
  ['search: order number', '/api/admin/orders?q=54321'],
  ['search: e-mail prefix', '/api/admin/orders?q=customer-4242'],
  ['search: last name', '/api/admin/orders?q=Sharma'],
];

function isoDay(daysAgo) {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

const admin = postgresAdmin(adminUrl);
await admin(`CREATE DATABASE "${databaseName}"`);
const server = startBuiltApi({
  port,
  env: {
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-')),
    DATABASE_URL: databaseUrl,
    SEED_ON_START: 'true',
    RATE_LIMIT_SIGN_UP_PER_ADDRESS: '999999/1m',
    SUBSCRIPTION_SCHEDULER_SECONDS: '0',
  },
});
try {
  await server.waitUntilReady();
  await withPostgres(databaseUrl, async (client) => {
    const started = performance.now();
    await writeOrders(client);
    console.log(
      `Wrote ${orderCount.toLocaleString('en-US')} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const cookie = await ownerCookie(client);
    // Warm-up: the first requests compile queries and fill caches.
    await autocannon({ url: `${base}/api/admin/orders`, connections, duration: 3, headers: { cookie } });
    await autocannon({ url: `${base}/api/products`, connections, duration: 3 });

    const baseline = await measure(client, '/api/products', null);
    const rows = [['GET /api/products (baseline)', baseline]];
    for (const [name, path] of ROUNDS) {
      const filled = path.replace('DATE_FROM', isoDay(60)).replace('DATE_TO', isoDay(53));
      const check = await fetch(`${base}${filled}`, { headers: { cookie } });
      if (check.status !== 200) throw new Error(`${filled} answered ${check.status}: ${await check.text()}`);
      const body = await check.json();
      rows.push([`${name} (${body.total.toLocaleString('en-US')} match)`, await measure(client, filled, cookie)]);
    }

    console.log(
      `\nautocannon, ${connections} connections, ${duration} s per round, ${orderCount.toLocaleString('en-US')} orders`,
    );
    console.log(
      `${'round'.padEnd(52)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'non-2xx'.padStart(8)} ${'seq scans'.padStart(10)} ${'idx scans'.padStart(10)}`,
    );
    for (const [name, { result, seqScans, indexScans }] of rows) {
      console.log(
        `${name.padEnd(52)} ${result.requests.average.toFixed(0).padStart(7)} ${`${result.latency.p50} ms`.padStart(7)} ${`${result.latency.p99} ms`.padStart(7)} ${String(result.non2xx).padStart(8)} ${String(seqScans).padStart(10)} ${String(indexScans).padStart(10)}`,
      );
    }
    const products = baseline.result;
    console.log('\nratio to GET /api/products in the same run (throughput, p99):');
    for (const [name, { result }] of rows.slice(1)) {
      console.log(
        `  ${name.padEnd(52)} ${(result.requests.average / products.requests.average).toFixed(2)}  ${(result.latency.p99 / Math.max(products.latency.p99, 1)).toFixed(2)}x`,
      );
    }
  });
} finally {
  await server.stop();
  await admin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
}
