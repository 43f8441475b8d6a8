// What the scripts under tools/bench and tools/perf share: running the built API
// (services/api/dist/main.js, so `nx run api:build` first) on a loopback port, and one-statement
// PostgreSQL admin connections for the scratch databases they create and drop.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';

/** A loopback port nothing listens on now, for scripts that let the system choose. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built API on `port`, with this process's environment plus `env` (an `undefined`
 * value removes an inherited variable, e.g. DATABASE_URL for the embedded database) and PORT.
 * `entry` is the built server to run (another build, to compare two).
 * Its stdout is dropped and its stderr shown by default: the figures are the scripts' own output,
 * a server error still reaches the terminal. `name` is the server in error messages.
 */
export function startBuiltApi({
  port,
  env = {},
  stdio = ['ignore', 'ignore', 'inherit'],
  name = 'server',
  entry = 'services/api/dist/main.js',
}) {
  const merged = { ...process.env, ...env, PORT: String(port) };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const child = spawn(process.execPath, [entry], { env: merged, stdio });
  // Made at once, so an exit before anyone waits for it is not missed.
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const running = () => child.exitCode === null && child.signalCode === null;
  const base = `http://127.0.0.1:${port}`;

  /** Polls /api/health until it answers 200; fails at once if the server has exited. */
  async function waitUntilReady({ attempts = 120, intervalMs = 500 } = {}) {
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (!running()) throw new Error(`${name} exited with code ${child.exitCode ?? child.signalCode}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((done) => setTimeout(done, intervalMs));
    }
    throw new Error(`${name} did not start`);
  }

  /**
   * SIGTERM lets the server close its database connections (the embedded database's files, a
   * scratch database about to be dropped); SIGKILL after `graceMs` so a stuck shutdown cannot hang
   * the script. Safe to call more than once.
   */
  async function stop({ graceMs = 10_000 } = {}) {
    if (!running()) return;
    child.kill('SIGTERM');
    let timer;
    await Promise.race([exited, new Promise((done) => (timer = setTimeout(done, graceMs)))]);
    clearTimeout(timer);
    if (running()) {
      child.kill('SIGKILL');
      await exited;
    }
  }

  return { child, base, exited, waitUntilReady, stop };
}

/** Runs `work(client)` on a connection to `url`, closed afterwards whatever happens. */
export async function withPostgres(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * `(sql) => result` on the server's admin database, for CREATE/DROP DATABASE and the like. A
 * connection per statement: the scripts run a few, far apart (the DROP in a `finally`), so there
 * is no client to keep open through the run and remember to close on every path.
 */
export function postgresAdmin(adminUrl) {
  return (sql) => withPostgres(adminUrl, (client) => client.query(sql));
}
