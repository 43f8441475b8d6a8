// npm run bench:delivery — delivery windows on PostgreSQL (a fresh database on BENCH_POSTGRES_URL's
// server, dropped afterwards), two parts in one run:
//  (a) GET /api/delivery-windows?zipCode=30040 (a zone, its weekly windows, closures and bookings
//      counted: three reads per request, nothing kept) under autocannon, next to GET /api/products
//      (the kept list) in the same run: req/s, p99 and their ratio;
//  (b) the last places of a window: one window's capacity set to BENCH_PLACES by SQL, then
//      BENCH_SHOPPERS shoppers each send a pay-on-delivery checkout choosing it, all at once, for
//      BENCH_RACE_ROUNDS windows in turn: orders/s and p99, and a check that each window's places
//      were sold exactly once (bookings == capacity, every other answer a 409 DELIVERY_WINDOW_FULL,
//      no order without its booking).
// Prints figures; asserts nothing about speed. Exit code 1 when a place was sold twice or an answer
// was not one of the two expected.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { postgresAdmin, startBuiltApi } from './built-api.mjs';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 3240);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const shoppers = Number(process.env.BENCH_SHOPPERS ?? 50);
const places = Number(process.env.BENCH_PLACES ?? 10);
const raceRounds = Number(process.env.BENCH_RACE_ROUNDS ?? 3);
const ZIP_CODE = '30040';
const database = `shop_bench_delivery_${Date.now()}`;
const admin = postgresAdmin(adminUrl);

const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
await admin(`CREATE DATABASE "${database}"`);
const server = startBuiltApi({
  port,
  env: {
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    SEED_ON_START: 'true',
    PAYMENT_PAY_ON_DELIVERY: 'true',
    TRUST_PROXY: 'true',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-')),
  },
});
const { base } = server;

/** Each shopper from an address of its own, as behind a proxy: per-address limits stay out of it. */
const headers = (index, cookie) => ({
  'Content-Type': 'application/json',
  'Sec-Fetch-Site': 'same-origin',
  'X-Forwarded-For': `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`,
  ...(cookie ? { Cookie: cookie } : {}),
});

async function shopperWithCart(index, productId) {
  const signUp = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: headers(index),
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: `Shopper${index}`,
      email: `bench-delivery-${index}-${Date.now()}@example.com`,
      password: 'bench marking sesame oil',
    }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
  const cookie = signUp.headers.getSetCookie()[0].split(';')[0];
  const cart = await fetch(`${base}/api/cart`, {
    method: 'POST',
    headers: headers(index, cookie),
    body: JSON.stringify({ productId, quantity: 1 }),
  });
  if (cart.status !== 201) throw new Error(`add to cart answered ${cart.status}`);
  return { index, cookie };
}

const form = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench@example.com',
  phone: '4045550100',
  address: '100 Main Street',
  city: 'Cumming',
  state: 'GA',
  zipCode: ZIP_CODE,
  paymentMethod: 'pay_on_delivery',
};

/** Nearest-rank percentile of sorted milliseconds. */
const percentile = (sorted, share) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];

/** Every shopper's checkout for the window sent at once; the answers and their latencies. */
async function race(carts, window) {
  const started = performance.now();
  const answers = await Promise.all(
    carts.map(async ({ index, cookie }) => {
      const begin = performance.now();
      const response = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { ...headers(index, cookie), 'Idempotency-Key': randomUUID() },
        body: JSON.stringify({ ...form, deliveryWindow: { windowId: window.windowId, date: window.date } }),
      });
      const body = await response.json();
      const answer = response.status === 201 ? '201' : `${response.status} ${body.code}`;
      return { answer, ms: performance.now() - begin };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const counts = {};
  for (const { answer } of answers) counts[answer] = (counts[answer] ?? 0) + 1;
  return { seconds, latencies, counts };
}

try {
  await server.waitUntilReady();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();

  // (a) The offer under load, next to the kept products list.
  const offerPath = `/api/delivery-windows?zipCode=${ZIP_CODE}`;
  const offered = await (await fetch(`${base}${offerPath}`)).json();
  if (!offered.windows?.length) throw new Error(`${offerPath} offered no window: ${JSON.stringify(offered)}`);
  await autocannon({ url: `${base}/api/products`, connections, duration: 3 }); // warm-up
  await autocannon({ url: `${base}${offerPath}`, connections, duration: 3 });
  const products = await autocannon({ url: `${base}/api/products`, connections, duration });
  const windows = await autocannon({ url: `${base}${offerPath}`, connections, duration });
  const row = (name, result) =>
    `${name.padEnd(42)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${result.errors + result.non2xx}`;
  console.log(`\nbench:delivery on PostgreSQL; (a) autocannon, ${connections} connections, ${duration} s each`);
  console.log(row('GET /api/products (baseline)', products));
  console.log(row(`GET ${offerPath}`, windows));
  console.log(
    `ratio delivery-windows/products: ${(windows.requests.average / products.requests.average).toFixed(3)} of the throughput, ` +
      `${(windows.latency.p99 / Math.max(products.latency.p99, 1)).toFixed(2)}x the p99`,
  );

  // (b) The last places. Windows at least two days ahead, so no cutoff passes during the run.
  await db.query(`UPDATE products SET stock = 100000`);
  const catalog = (await (await fetch(`${base}/api/products`)).json()).filter((product) => product.inStock === 'true');
  const [{ today }] = (await db.query(`SELECT (now() AT TIME ZONE 'America/New_York')::date::text AS today`)).rows;
  const ahead = offered.windows.filter((window) => window.date >= addDays(today, 2)).slice(0, raceRounds);
  if (ahead.length < raceRounds) throw new Error(`only ${ahead.length} windows two days ahead or more`);
  console.log(
    `\n(b) ${shoppers} shoppers at once for ${places} places, pay on delivery, ${raceRounds} windows in turn (different products: the contention is the window's row)`,
  );
  let failed = false;
  let shopper = 0;
  for (const window of ahead) {
    await db.query(`UPDATE delivery_windows SET capacity = $1 WHERE id = $2`, [places, window.windowId]);
    const carts = [];
    for (let n = 0; n < shoppers; n += 1, shopper += 1)
      carts.push(await shopperWithCart(shopper, catalog[shopper % catalog.length].id));
    const { seconds, latencies, counts } = await race(carts, window);
    const [{ booked }] = (
      await db.query(
        `SELECT count(b.id)::int AS booked FROM delivery_window_days d JOIN delivery_bookings b ON b."windowDayId" = d.id
          WHERE d."windowId" = $1 AND d."deliveryDate" = $2`,
        [window.windowId, window.date],
      )
    ).rows;
    const created = counts['201'] ?? 0;
    const full = counts['409 DELIVERY_WINDOW_FULL'] ?? 0;
    const soldOnce = booked === places && created === places && full === shoppers - places;
    failed ||= !soldOnce;
    console.log(
      `${window.label.padEnd(44)} ${(shoppers / seconds).toFixed(1).padStart(6)} checkouts/s ${(created / seconds).toFixed(1).padStart(6)} orders/s` +
        `  p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p99 ${percentile(latencies, 0.99).toFixed(1)} ms` +
        `  answers ${JSON.stringify(counts)}  bookings ${booked}/${places} ${soldOnce ? 'sold once' : 'MISMATCH'}`,
    );
  }
  const [{ unbooked }] = (
    await db.query(
      `SELECT count(*)::int AS unbooked FROM orders o WHERE NOT EXISTS (SELECT 1 FROM delivery_bookings b WHERE b."orderId" = o.id)`,
    )
  ).rows;
  failed ||= unbooked > 0;
  console.log(`orders without a booking: ${unbooked}`);
  await db.end();
  if (failed) {
    console.error('A window sold a place twice, or an answer was not 201 or 409 DELIVERY_WINDOW_FULL');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}

/** The calendar day `days` after a YYYY-MM-DD day. */
function addDays(day, days) {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
