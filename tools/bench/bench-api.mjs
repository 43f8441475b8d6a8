// npm run bench:api — throughput and tail latency of GET /api/products (database round trip,
// validation, serialisation) against GET /api/health/live (same server, no database) in one run.
// Runs on the embedded database unless DATABASE_URL is set. Prints figures; asserts nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBuiltApi } from './built-api.mjs';

const port = Number(process.env.BENCH_PORT ?? 3200);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const server = startBuiltApi({
  port,
  env: { LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-bench-')) },
});
const { base } = server;

function run(path) {
  return autocannon({ url: `${base}${path}`, connections, duration });
}

try {
  await server.waitUntilReady();
  await run('/api/products'); // warm-up: JIT, connection pool, query plans
  const baseline = await run('/api/health/live');
  const products = await run('/api/products');
  const row = (name, result) =>
    `${name.padEnd(22)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   errors ${result.errors + result.non2xx}`;
  console.log(
    `\nautocannon, ${connections} connections, ${duration} s each, database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  console.log(row('GET /api/health/live', baseline));
  console.log(row('GET /api/products', products));
  console.log(
    `ratio products/baseline: ${(products.requests.average / baseline.requests.average).toFixed(3)} of the throughput, ` +
      `${(products.latency.p99 / Math.max(baseline.latency.p99, 1)).toFixed(2)}x the p99`,
  );
} finally {
  await server.stop();
}
