// npm run bench:renewals — renewals per second and time per renewal of the subscription scheduler
// when BENCH_SUBSCRIPTIONS pay-on-delivery boxes fall due at the same moment, on PostgreSQL
// (scratch databases on TEST_DATABASE_URL's server, dropped afterwards). Two rounds on identical
// data: one API process alone (baseline), then two API processes at once sharing the work through
// FOR UPDATE SKIP LOCKED. One oil is deliberately short, so some boxes are held. After each round
// it checks that every box was handled exactly once and no stock went below zero.
// Prints figures; asserts nothing about speed (exit code 1 only when a check of the outcome fails).
// At about 30 ms per renewal the default 10,000 boxes take about 8 minutes for both rounds;
// BENCH_SUBSCRIPTIONS=3000 takes about 2.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAdmin, startBuiltApi, withPostgres } from './built-api.mjs';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const subscriptions = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
/** Bottles of the short oil missing for all its boxes: that many boxes are held. */
const shortBy = Number(process.env.BENCH_SHORT_BY ?? 100);
const firstPort = Number(process.env.BENCH_PORT ?? 3210);
const stamp = Date.now();
const databases = { single: `shop_bench_renewals_${stamp}_one`, pair: `shop_bench_renewals_${stamp}_two` };
const urlOf = (database, applicationName) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  if (applicationName) url.searchParams.set('application_name', applicationName);
  return url.toString();
};

const admin = postgresAdmin(serverUrl);

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });
}

/**
 * The data, written with SQL (signing up and subscribing 10,000 shoppers through HTTP would take
 * longer than the benchmark): per subscription a shopper, the subscription (Essentials, two oils
 * out of the 36 pairs of the 9 oils) and its boxes 0 (shipped) and 1 (scheduled). Box 1 renews in
 * 2100 until a round makes it due, so the API processes start with nothing to do.
 */
async function prepare(client) {
  await client.query(`
    CREATE TABLE bench_cycle_log (cycle_id integer, state text, process text, at timestamptz);
    -- Every state change of a box, with the wall-clock time and the API process (application_name)
    -- that made it: the rounds read time per renewal from it.
    CREATE FUNCTION bench_log_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bench_cycle_log VALUES (NEW.id, NEW.state, current_setting('application_name'), clock_timestamp());
      RETURN NEW;
    END $$;
    CREATE TRIGGER bench_cycle_log AFTER UPDATE ON subscription_cycles
      FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION bench_log_cycle();`);
  const oils = (await client.query(`SELECT id, name FROM products WHERE category = 'oils' ORDER BY id`)).rows;
  const pairs = oils.flatMap((first, index) => oils.slice(index + 1).map((second) => [first, second]));
  const [{ id: planId }] = (await client.query(`SELECT id FROM subscription_plans WHERE "bottleCount" = 2`)).rows;
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO users (email, "firstName", "lastName")
     SELECT 'bench-renewal-' || i || '@example.com', 'Bench', 'Shopper' || i FROM generate_series(1, $1) AS i`,
    [subscriptions],
  );
  await client.query(
    `INSERT INTO subscriptions ("userId", "planId", status, "paymentMethod", "idempotencyKey", "startedAt",
       "currentPeriodStart", "currentPeriodEnd", "selectedOils", "shippingAddress")
     SELECT u.id, $1, 'active', 'pay_on_delivery', 'bench-' || u.email, '2099-12-01T12:00Z', '2099-12-01T12:00Z',
       '2100-01-01T12:00Z', ($2::jsonb) -> ((row_number() OVER (ORDER BY u.email))::int % $3), $4::jsonb
     FROM users u WHERE u.email LIKE 'bench-renewal-%'`,
    [
      planId,
      JSON.stringify(pairs.map((pair) => pair.map((oil) => oil.id))),
      pairs.length,
      JSON.stringify({ address: '1 Main St', city: 'Cumming', state: 'GA', zipCode: '30040', phone: '4045550100' }),
    ],
  );
  const names = Object.fromEntries(oils.map((oil) => [oil.id, oil.name]));
  await client.query(
    `INSERT INTO subscription_cycles ("subscriptionId", sequence, "renewsAt", "cutoffAt", state, oils, "shortOils")
     SELECT s.id, box.sequence, box.at, box.at - CASE box.sequence WHEN 0 THEN interval '0' ELSE interval '72 hours' END,
       CASE box.sequence WHEN 0 THEN 'ordered' ELSE 'scheduled' END,
       CASE box.sequence WHEN 0 THEN (SELECT jsonb_agg(jsonb_build_object('productId', oil::int, 'name', $1::jsonb ->> oil))
                                      FROM jsonb_array_elements_text(s."selectedOils") AS oil) END,
       '[]'::jsonb
     FROM subscriptions s
     CROSS JOIN LATERAL (VALUES (0, s."startedAt"), (1, s."currentPeriodEnd")) AS box(sequence, at)`,
    [JSON.stringify(names)],
  );
  // Every oil has more than enough but one, which is `shortBy` bottles short of its boxes.
  const demand = new Map(oils.map((oil) => [oil.id, 0]));
  for (let index = 1; index <= subscriptions; index += 1)
    for (const oil of pairs[index % pairs.length]) demand.set(oil.id, demand.get(oil.id) + 1);
  const short = oils[0];
  await client.query(`UPDATE products SET stock = $1 WHERE category = 'oils'`, [subscriptions * 2]);
  await client.query(`UPDATE products SET stock = $1 WHERE id = $2`, [demand.get(short.id) - shortBy, short.id]);
  await client.query('COMMIT');
  await client.query('ANALYZE');
  return { short, expectedHeld: Math.min(shortBy, demand.get(short.id)) };
}

async function startServer(database, port, name) {
  const server = startBuiltApi({
    port,
    name: `API process ${name}`,
    env: {
      LOG_LEVEL: 'warn',
      DATABASE_URL: urlOf(database, name),
      SEED_ON_START: 'false',
      SUBSCRIPTION_SCHEDULER_SECONDS: '1',
      PAYMENT_PAY_ON_DELIVERY: 'true',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-')),
    },
  });
  try {
    await server.waitUntilReady({ attempts: 120, intervalMs: 250 });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function round(name, database, processes, { short, expectedHeld }) {
  const names = Array.from({ length: processes }, (_, index) => `bench-api-${index + 1}`);
  const servers = await Promise.all(
    names.map((serverName, index) => startServer(database, firstPort + index, serverName)),
  );
  const url = urlOf(database, 'bench-observer');
  try {
    return await withPostgres(url, async (client) => {
      // Every box 1 renews now: its cutoff and renewal have just passed.
      await client.query(`BEGIN`);
      await client.query(
        `UPDATE subscriptions SET "startedAt" = now() - interval '1 month' - interval '1 minute',
           "currentPeriodStart" = now() - interval '1 month' - interval '1 minute', "currentPeriodEnd" = now() - interval '1 minute'`,
      );
      await client.query(
        `UPDATE subscription_cycles c SET "renewsAt" = s."currentPeriodEnd", "cutoffAt" = s."currentPeriodEnd" - interval '72 hours'
         FROM subscriptions s WHERE s.id = c."subscriptionId" AND c.sequence = 1`,
      );
      await client.query(
        `UPDATE subscription_cycles c SET "renewsAt" = s."startedAt", "cutoffAt" = s."startedAt"
         FROM subscriptions s WHERE s.id = c."subscriptionId" AND c.sequence = 0`,
      );
      // Statistics as autovacuum would soon have them: the query planner knows these boxes are due.
      await client.query(`ANALYZE subscriptions, subscription_cycles`);
      await client.query(`COMMIT`);
      const started = performance.now();
      let due = subscriptions;
      while (due > 0) {
        await new Promise((done) => setTimeout(done, 50));
        due = (
          await client.query(
            `SELECT count(*)::int AS due FROM subscription_cycles WHERE sequence = 1 AND state IN ('scheduled', 'locked')`,
          )
        ).rows[0].due;
      }
      const seconds = (performance.now() - started) / 1000;

      // Time per renewal: in each process, the time between one box's last change and the next
      // one's (the scheduler handles one subscription per transaction, one after the other).
      const log = (
        await client.query(
          `SELECT l.process, extract(epoch FROM max(l.at)) * 1000 AS at FROM bench_cycle_log l
           JOIN subscription_cycles c ON c.id = l.cycle_id AND c.sequence = 1
           GROUP BY l.cycle_id, l.process ORDER BY 2`,
        )
      ).rows;
      const gaps = [];
      const perProcess = {};
      const previous = {};
      for (const { process: owner, at } of log) {
        perProcess[owner] = (perProcess[owner] ?? 0) + 1;
        if (previous[owner] !== undefined) gaps.push(Number(at) - previous[owner]);
        previous[owner] = Number(at);
      }
      gaps.sort((a, b) => a - b);
      const window = (Number(log.at(-1).at) - Number(log[0].at)) / 1000;

      const checks = (
        await client.query(
          `SELECT
             (SELECT count(*)::int FROM subscription_cycles WHERE sequence = 1 AND state = 'ordered') AS ordered,
             (SELECT count(*)::int FROM subscription_cycles WHERE sequence = 1 AND state = 'held') AS held,
             (SELECT count(*)::int FROM subscription_cycles WHERE sequence = 1
                AND state = 'held' AND "shortOils" @> jsonb_build_array(jsonb_build_object('productId', $1::int))) AS "heldForShort",
             (SELECT count(*)::int FROM subscription_cycles WHERE sequence = 1 AND reserved) AS "stillReserved",
             (SELECT count(*)::int FROM subscription_cycles WHERE sequence = 2 AND state = 'scheduled') AS "nextBoxes",
             (SELECT count(*)::int FROM orders WHERE "subscriptionId" IS NOT NULL) AS orders,
             (SELECT count(*)::int FROM (SELECT 1 FROM orders GROUP BY "userId", "idempotencyKey" HAVING count(*) > 1) d) AS "doubleOrders",
             (SELECT count(*)::int FROM subscription_cycles c WHERE c.sequence = 1 AND c.state = 'ordered' AND NOT EXISTS
                (SELECT 1 FROM orders o WHERE o.id = c."orderId" AND o."idempotencyKey" = 'subscription-box-' || c.id)) AS "orderedWithoutOrder",
             (SELECT count(*)::int FROM (SELECT cycle_id FROM bench_cycle_log WHERE state IN ('locked', 'ordered', 'held')
                GROUP BY cycle_id, state HAVING count(*) > 1) d) AS "handledTwice",
             (SELECT count(*)::int FROM products WHERE stock < 0) AS "belowZero",
             (SELECT stock FROM products WHERE id = $1) AS "shortStock"`,
          [short.id],
        )
      ).rows[0];
      // Stock: each oil lost exactly one bottle per order line.
      const mismatched = (
        await client.query(
          `SELECT p.id FROM products p
           LEFT JOIN (SELECT (item ->> 'productId')::int AS id, count(*)::int AS bottles
                      FROM orders o CROSS JOIN jsonb_array_elements(o.items) AS item GROUP BY 1) s ON s.id = p.id
           JOIN bench_initial_stock initial ON initial.id = p.id
           WHERE p.category = 'oils' AND p.stock + coalesce(s.bottles, 0) <> initial.stock`,
        )
      ).rows.length;
      return {
        name,
        processes,
        seconds,
        window,
        perSecond: subscriptions / seconds,
        p50: quantile(gaps, 0.5),
        p99: quantile(gaps, 0.99),
        perProcess,
        checks: { ...checks, mismatched, expectedHeld },
      };
    });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

function report(result) {
  const c = result.checks;
  const ok =
    c.ordered + c.held === subscriptions &&
    c.held === c.expectedHeld &&
    c.heldForShort === c.held &&
    c.stillReserved === 0 &&
    c.nextBoxes === subscriptions &&
    c.orders === c.ordered &&
    c.doubleOrders === 0 &&
    c.orderedWithoutOrder === 0 &&
    c.handledTwice === 0 &&
    c.belowZero === 0 &&
    c.shortStock === 0 &&
    c.mismatched === 0;
  return { ok, line: result };
}

try {
  await admin(`CREATE DATABASE "${databases.single}"`);
  await run(process.execPath, ['services/api/dist/database/cli/seed.js'], {
    DATABASE_URL: urlOf(databases.single),
    LOG_LEVEL: 'warn',
  });
  const setup = await withPostgres(urlOf(databases.single), async (client) => {
    const result = await prepare(client);
    await client.query(`CREATE TABLE bench_initial_stock AS SELECT id, stock FROM products`);
    return result;
  });
  // The second round's database is a copy of the first's, made before either round runs.
  await admin(`CREATE DATABASE "${databases.pair}" TEMPLATE "${databases.single}"`);

  console.log(
    `\nbench:renewals on PostgreSQL: ${subscriptions} pay-on-delivery boxes due at once, ` +
      `${setup.short.name} ${shortBy} bottles short (scheduler every 1 s)`,
  );
  const single = report(await round('1 API process (baseline)', databases.single, 1, setup));
  const pair = report(await round('2 API processes at once', databases.pair, 2, setup));

  const pad = (value, width) => String(value).padStart(width);
  console.log(
    `\n${'round'.padEnd(26)} ${pad('renewals/s', 10)} ${pad('wall s', 7)} ${pad('work s', 7)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('ordered', 7)} ${pad('held', 5)}  per process`,
  );
  for (const { line } of [single, pair]) {
    console.log(
      `${line.name.padEnd(26)} ${pad(line.perSecond.toFixed(1), 10)} ${pad(line.seconds.toFixed(1), 7)} ${pad(line.window.toFixed(1), 7)} ${pad(line.p50.toFixed(2), 7)} ${pad(line.p99.toFixed(2), 7)} ${pad(line.checks.ordered, 7)} ${pad(line.checks.held, 5)}  ${Object.values(line.perProcess).join(' + ')}`,
    );
  }
  console.log(
    `ratio 2 processes / 1 process: ${(pair.line.perSecond / single.line.perSecond).toFixed(2)}x the renewals per second, ` +
      `${(pair.line.p99 / single.line.p99).toFixed(2)}x the p99 time per renewal`,
  );
  console.log(
    'renewals/s: boxes handled / wall time from the moment they fell due until none was left (includes up to 1 s ' +
      'waiting for the next scheduler tick); work s: first to last box change; p50/p99: time between consecutive boxes ' +
      'finished by the same process (one subscription per transaction), from clock_timestamp() in a trigger',
  );
  for (const { ok, line } of [single, pair]) {
    console.log(`checks, ${line.name}: ${ok ? 'OK' : 'FAILED'} ${JSON.stringify(line.checks)}`);
  }
  if (!single.ok || !pair.ok) process.exitCode = 1;
} finally {
  for (const database of Object.values(databases)) await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
