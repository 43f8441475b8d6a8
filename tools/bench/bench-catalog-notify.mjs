// node tools/bench/bench-catalog-notify.mjs — what telling other API processes of a catalog change
// costs a checkout-shaped transaction, on PostgreSQL (a scratch database on BENCH_POSTGRES_URL's
// server, dropped afterwards). Three ways in one run, each round repeated and interleaved so the
// machine's drift hits them alike:
//   none       lock two products' rows, take stock from each, insert an order row, commit;
//   statement  the same plus `SELECT pg_notify(...)` sent by the application (one more round trip);
//   trigger    the same as none, with a statement-level trigger on products calling pg_notify;
//   when       the same as none, with the shop's trigger: per row, only when what shoppers see
//              changes (stock moving between in and out of stock, any other column), so a checkout
//              that leaves bottles on the shelf notifies nothing.
// A listener is connected throughout, as in production. Prints transactions/s, p50 and p99 and the
// ratio to `none`; asserts nothing about speed.
import pg from 'pg';
import { postgresAdmin } from './built-api.mjs';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const clients = Number(process.env.BENCH_CONCURRENCY ?? 8);
const perClient = Number(process.env.BENCH_TRANSACTIONS ?? 300);
const repeats = Number(process.env.BENCH_REPEATS ?? 3);
const database = `shop_bench_notify_${Date.now()}`;
const admin = postgresAdmin(adminUrl);
const url = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

async function connect() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

async function checkout(client, first, notify) {
  await client.query('BEGIN');
  await client.query('SELECT id, stock FROM products WHERE id IN ($1, $2) ORDER BY id FOR UPDATE', [first, first + 1]);
  for (const id of [first, first + 1])
    await client.query('UPDATE products SET stock = stock - 1, "updatedAt" = now() WHERE id = $1', [id]);
  if (notify) await client.query(`SELECT pg_notify('shop_catalog', 'products')`);
  await client.query('INSERT INTO orders (total) VALUES ($1)', [42]);
  await client.query('COMMIT');
}

async function round(pool, notify) {
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    pool.map(async (client, index) => {
      for (let done = 0; done < perClient; done += 1) {
        const at = performance.now();
        // Two products of its own per client: the figures are the statements', not lock waits'.
        await checkout(client, index * 2 + 1, notify);
        latencies.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))];
  return { perSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

const triggers = {
  trigger: `CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE ON products
         FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()`,
  when: `CREATE TRIGGER products_changed AFTER UPDATE ON products FOR EACH ROW
         WHEN ((OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0)
           OR (to_jsonb(OLD) - 'stock' - 'updatedAt') IS DISTINCT FROM (to_jsonb(NEW) - 'stock' - 'updatedAt'))
         EXECUTE FUNCTION catalog_changed()`,
  off: 'DROP TRIGGER IF EXISTS products_changed ON products',
};

await admin(`CREATE DATABASE "${database}"`);
const pool = [];
let listener;
try {
  const setup = await connect();
  await setup.query(`CREATE TABLE products (id serial PRIMARY KEY, name text NOT NULL DEFAULT 'oil',
    stock integer NOT NULL CHECK (stock >= 0), "updatedAt" timestamptz NOT NULL DEFAULT now())`);
  await setup.query(`CREATE TABLE orders (id serial PRIMARY KEY, total numeric(10,2) NOT NULL)`);
  await setup.query(`INSERT INTO products (stock) SELECT 1000000 FROM generate_series(1, ${clients * 2})`);
  await setup.query(`CREATE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify('shop_catalog', TG_TABLE_NAME); RETURN NULL; END $$`);
  listener = await connect();
  let heard = 0;
  listener.on('notification', () => (heard += 1));
  await listener.query('LISTEN shop_catalog');
  for (let index = 0; index < clients; index += 1) pool.push(await connect());
  await round(pool, false); // warm-up

  const ways = ['none', 'statement', 'trigger', 'when'];
  const results = Object.fromEntries(ways.map((way) => [way, []]));
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    for (const way of ways) {
      await setup.query(triggers.off);
      if (triggers[way]) await setup.query(triggers[way]);
      results[way].push(await round(pool, way === 'statement'));
    }
  }
  await setup.end();

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = Object.fromEntries(
    ways.map((way) => [
      way,
      {
        perSecond: median(results[way].map((result) => result.perSecond)),
        p50: median(results[way].map((result) => result.p50)),
        p99: median(results[way].map((result) => result.p99)),
      },
    ]),
  );
  console.log(
    `${clients} clients × ${perClient} transactions, median of ${repeats} interleaved rounds; ${heard} notifications heard`,
  );
  console.log('| Way       | Transactions/s |     p50 |     p99 | Throughput vs none |');
  console.log('| --------- | -------------: | ------: | ------: | -----------------: |');
  for (const way of ways) {
    const { perSecond, p50, p99 } = summary[way];
    const ratio = perSecond / summary.none.perSecond;
    console.log(
      `| ${way.padEnd(9)} | ${perSecond.toFixed(0).padStart(14)} | ${p50.toFixed(2).padStart(4)} ms | ${p99
        .toFixed(2)
        .padStart(4)} ms | ${ratio.toFixed(3).padStart(18)} |`,
    );
  }
} finally {
  for (const client of pool) await client.end().catch(() => undefined);
  await listener?.end().catch(() => undefined);
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}
