// npm run bench:api — throughput and tail latency of GET /api/products (the kept, serialised list;
// a database read at most once a second) and of a server-rendered product page (as kept for
// everyone, and rendered anew for each request) against GET /api/health/live (same server, no
// database). Needs the front-end builds (the npm script makes them). Runs on the embedded database
// unless DATABASE_URL is set. Prints figures; asserts nothing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startBuiltApi } from './built-api.mjs';

// A free port by default: on a taken one, the readiness check would find another server and measure it.
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
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

/** Each request a new address (`?r=n`), so none is answered from the kept pages: a render each. */
function runRenderingEach(path) {
  let counter = 0;
  return autocannon({
    url: `${base}${path}`,
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, path: `${path}?r=${(counter += 1)}` }) }],
  });
}

try {
  await server.waitUntilReady();
  await run('/api/products'); // warm-up: JIT, connection pool, query plans
  const [product] = await (await fetch(`${base}/api/products`)).json();
  const productPage = `/product/${product.id}`;
  const html = await (await fetch(`${base}${productPage}`)).text();
  if (!html.includes('data-server-rendered'))
    throw new Error(`${productPage} was not rendered on the server: build the front end`);
  await runRenderingEach(productPage); // warm-up of the renderer
  const baseline = await run('/api/health/live');
  const products = await run('/api/products');
  const pageKept = await run(productPage);
  const pageRendered = await runRenderingEach(productPage);
  const row = (name, result) =>
    `${name.padEnd(38)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   errors ${result.errors + result.non2xx}`;
  console.log(
    `\nautocannon, ${connections} connections, ${duration} s each, database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`,
  );
  console.log(row('GET /api/health/live', baseline));
  console.log(row('GET /api/products', products));
  console.log(row(`GET ${productPage} (kept page)`, pageKept));
  console.log(row(`GET ${productPage}?r=n (rendered each)`, pageRendered));
  const ratio = (name, result) =>
    console.log(
      `ratio ${name}/baseline: ${(result.requests.average / baseline.requests.average).toFixed(3)} of the throughput, ` +
        `${(result.latency.p99 / Math.max(baseline.latency.p99, 1)).toFixed(2)}x the p99`,
    );
  ratio('products', products);
  ratio('kept page', pageKept);
  ratio('rendered page', pageRendered);
} finally {
  await server.stop();
}
