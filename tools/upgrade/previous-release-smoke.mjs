// npm run test:upgrade — the previous release keeps serving on the new schema.
//
// A rolling restart runs the migrations once, then replaces the processes one by one, so for a
// while the previous release serves on the new schema. This script builds that release's API from
// git history (tools/upgrade/previous-release.mjs says which commit), then on a fresh PostgreSQL
// database: the previous release migrates, seeds and starts, and a shopper buys; this checkout's
// build (services/api/dist, built by the npm script) runs its migrations and seed while that
// process keeps serving; the same process, and a second one of the previous release started on
// the new schema (a restart mid-roll), then answer the smoke requests (tools/upgrade/smoke-requests.mjs).
// Prints each step and its time; exits 1 on the first wrong answer.
//
// Settings: PREVIOUS_RELEASE (a commit, tag or branch: the release really deployed, instead of the
// one chosen from the migrations' history), UPGRADE_POSTGRES_URL (a server to create the scratch
// database on; default TEST_DATABASE_URL's server, else postgres://postgres@127.0.0.1:5432/postgres),
// UPGRADE_PORT (the first of two ports; default: free ones).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, postgresAdmin } from '../bench/built-api.mjs';
import { buildApi, exportSources, linkNodeModules, previousRelease, sameDependencies } from './previous-release.mjs';
import { browseCatalog, buyOnce, expectOrders, shopper } from './smoke-requests.mjs';

const root = resolve(import.meta.dirname, '../..');
const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const say = (line) => console.log(`[${seconds(started).padStart(5)} s] ${line}`);

/** Runs `work`, printing its name before and its time after. */
async function step(name, work) {
  const since = performance.now();
  say(`${name}...`);
  const result = await work();
  say(`${name}: done in ${seconds(since)} s`);
  return result;
}

const newApi = join(root, 'services/api/dist');
if (!existsSync(join(newApi, 'main.js'))) {
  console.error('services/api/dist is missing: build the API first (npm run test:upgrade does)');
  process.exit(1);
}

const release = previousRelease(root, process.env.PREVIOUS_RELEASE);
if (!release) {
  say('No previous release: the first migration is the first commit that has any. Nothing to check.');
  process.exit(0);
}
say(`Previous release: ${release.subject} (${release.why})`);
say(`New schema: the migrations of this working tree, run by its build (${newApi})`);
if (!sameDependencies(root, release.commit)) {
  say(
    "Note: the previous release's package-lock.json differs from this checkout's; it runs with this checkout's packages",
  );
}

const adminUrl =
  process.env.UPGRADE_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `shop_upgrade_${Date.now()}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const admin = postgresAdmin(adminUrl);
const folder = mkdtempSync(join(tmpdir(), 'shop-previous-release-'));
const oldApi = join(folder, 'services/api/dist');
const firstPort = process.env.UPGRADE_PORT ? Number(process.env.UPGRADE_PORT) : undefined;
const servers = [];
/** One secret for every process, as production has: a session signed by one is read by the others. */
const sessionSecret = randomBytes(32).toString('hex');

/**
 * Only what the processes need, not this shell's environment: a production process of either
 * release. MIGRATE_ON_START=false as in production (a release that predates the setting ignores
 * it and finds nothing to apply, since the new schema has every migration it knows).
 */
function environment(extra = {}) {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: sessionSecret,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    MIGRATE_ON_START: 'false',
    SEED_ON_START: 'false',
    SERVE_WEB: 'false',
    TRUST_PROXY: 'true',
    PAYMENT_PAY_ON_DELIVERY: 'true',
    ...extra,
  };
}

/** A command-line tool of one build (migrate.js, seed.js) on the scratch database; returns its output. */
function runTool(dist, tool) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(dist, 'database/cli', tool)], {
      env: environment(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? done(output.trim()) : fail(new Error(`${tool} exited with ${code}:\n${output}`)),
    );
  });
}

/** One process of a build on `port`, ready when /api/health answers; its output kept for a failure. */
async function startServer(dist, name) {
  const port = firstPort ? firstPort + servers.length : await freePort();
  const child = spawn(process.execPath, [join(dist, 'main.js')], {
    env: environment({ PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { name, child, base: `http://127.0.0.1:${port}`, output: '' };
  child.stdout.on('data', (chunk) => (server.output += chunk));
  child.stderr.on('data', (chunk) => (server.output += chunk));
  servers.push(server);
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${server.base}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${name} did not answer /api/health within a minute`);
}

async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((done) => server.child.once('exit', done));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

let failed = false;
try {
  await step(`Export ${release.commit.slice(0, 7)} to ${folder}`, () => {
    exportSources(root, release.commit, folder);
    linkNodeModules(root, folder);
  });
  await step('Build its contracts and API', () => {
    for (const { workspace, seconds: taken } of buildApi(folder)) say(`  ${workspace}: ${taken.toFixed(1)} s`);
  });
  await step(`Create database ${database}`, () => admin(`CREATE DATABASE "${database}"`));

  await step('Previous release: migrate and seed (the shop before the upgrade)', async () => {
    say(`  ${await runTool(oldApi, 'migrate.js')}`);
    say(`  ${await runTool(oldApi, 'seed.js')}`);
  });
  const live = await step('Previous release: start a process', () => startServer(oldApi, 'previous release (live)'));
  const log = (line) => say(`  ${line}`);
  const before = shopper(live.base, log);
  const bought = await step('Previous release, before the upgrade: browse and buy', async () => {
    const product = await browseCatalog(before);
    return { product, ...(await buyOnce(before, product)) };
  });

  await step('This build: migrate and seed, while the previous release serves', async () => {
    say(`  ${await runTool(newApi, 'migrate.js')}`);
    say(`  ${await runTool(newApi, 'seed.js')}`);
  });

  await step('Previous release, same process, on the new schema: smoke requests', async () => {
    const product = await browseCatalog(shopper(live.base, log));
    await buyOnce(shopper(live.base, log), product);
    await expectOrders(before, [bought.orderId]);
  });

  const restarted = await step('Previous release: start another process on the new schema', () =>
    startServer(oldApi, 'previous release (started after the migrations)'),
  );
  await step('Previous release, new process: smoke requests', async () => {
    const product = await browseCatalog(shopper(restarted.base, log));
    await buyOnce(shopper(restarted.base, log), product);
    // The shopper from before the upgrade, signed in, on the other process.
    await expectOrders(before.on(restarted.base), [bought.orderId]);
  });
  say(`The previous release (${release.subject}) served every smoke request on the new schema.`);
} catch (error) {
  failed = true;
  console.error(`\nFAILED: ${error.message}`);
  for (const server of servers) {
    const lines = server.output.trim().split('\n').slice(-30).join('\n');
    if (lines) console.error(`\nLast lines of ${server.name}:\n${lines}`);
  }
} finally {
  await Promise.all(servers.map(stopServer));
  await admin(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch((error) =>
    console.error(`Could not drop ${database}: ${error.message}`),
  );
  rmSync(folder, { recursive: true, force: true });
  say(`${failed ? 'Failed' : 'Passed'} in ${seconds(started)} s`);
}
process.exit(failed ? 1 : 0);
