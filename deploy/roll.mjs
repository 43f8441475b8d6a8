#!/usr/bin/env node
// The rolling restart an operator runs after installing a new release (docs/deployment.md):
//
//   sudo node deploy/roll.mjs                 # migrate once, then every process of backend shop_api
//   sudo node deploy/roll.mjs 3002            # only shop-api@3002 (no migration unless --migrate)
//
// Migrations first, once, while the previous release still serves (they only add what it does not
// read). Then one process at a time: drain it in HAProxy through the runtime socket, wait until it
// has no request left, restart its systemd unit, wait until it answers ready, put it back and wait
// until HAProxy's own checks see it up, so never more than one process is out. Shoppers see no
// failed request. The local cluster (tools/cluster/) runs the same rollingRestart() with its own
// restart step, and the cluster tests prove the "no failed request" under load.
//
// Node.js only (no npm packages), so it runs from the release folder as it is.
import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** Where deploy/haproxy.cfg puts the runtime API, and its backend of API processes. */
export const DEFAULT_SOCKET = '/run/haproxy/admin.sock';
export const DEFAULT_BACKEND = 'shop_api';

/**
 * Sends one command to HAProxy's runtime API and returns its answer. The socket is in
 * non-interactive mode: HAProxy answers and closes, which ends the answer.
 */
export function runtimeCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(socketPath);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', (error) =>
      reject(new Error(`HAProxy's runtime API at ${socketPath} (the "stats socket" of haproxy.cfg): ${error.message}`)),
    );
    socket.on('close', (hadError) => hadError || resolve(answer));
  });
}

/**
 * The backend's servers as HAProxy sees them (`show stat`): name, status (UP, DOWN, DRAIN, MAINT,
 * "UP 1/2" while rising...), current sessions, queued requests and sessions since HAProxy started.
 */
export async function serverStats(socketPath, backend = DEFAULT_BACKEND) {
  const csv = await runtimeCommand(socketPath, 'show stat');
  const [header, ...rows] = csv.trim().split('\n');
  if (!header?.startsWith('# ')) throw new Error(`HAProxy's runtime API answered: ${csv.trim()}`);
  const columns = header.slice(2).split(',');
  const column = (row, name) => row[columns.indexOf(name)];
  return rows
    .map((line) => line.split(','))
    .filter((row) => column(row, 'pxname') === backend && !['FRONTEND', 'BACKEND'].includes(column(row, 'svname')))
    .map((row) => ({
      name: column(row, 'svname'),
      status: column(row, 'status'),
      sessions: Number(column(row, 'scur')),
      queued: Number(column(row, 'qcur')),
      total: Number(column(row, 'stot')),
    }));
}

/** The API process's port from its server name in deploy/haproxy.cfg ("api3001" → 3001). */
export function portOfServer(name) {
  const port = /^api(\d+)$/.exec(name)?.[1];
  if (!port) throw new Error(`Backend server ${name} is not named api<port>, as deploy/haproxy.cfg names them.`);
  return Number(port);
}

async function waitFor(what, check, { timeoutMs, intervalMs = 200 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Gave up after ${timeoutMs / 1000} s waiting until ${what}.`);
    await sleep(intervalMs);
  }
}

/** Whether GET url answers 200 within a second. */
async function answersReady(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Restarts the backend's processes one by one without failing a request.
 *
 * - `migrate()`: runs once before any process restarts (skipped when absent).
 * - `restart(port)`: stops the process on `port` gracefully (SIGTERM) and starts the new one.
 * - `ports`: which processes, in order (default: every server of the backend, by name).
 * - `readyUrl(port)`: the process's own readiness, asked directly, not through HAProxy.
 *
 * Refuses to start while a server is not UP, since draining another would leave fewer than
 * planned; stops at the first process that does not come back, leaving it drained (HAProxy's
 * checks keep it out anyway) and the others serving.
 */
export async function rollingRestart({
  socket = DEFAULT_SOCKET,
  backend = DEFAULT_BACKEND,
  ports,
  migrate,
  restart,
  readyUrl = (port) => `http://127.0.0.1:${port}/api/health`,
  drainTimeoutMs = 60_000,
  readyTimeoutMs = 120_000,
  log = (line) => console.log(line),
}) {
  const servers = await serverStats(socket, backend);
  const notUp = servers.filter((server) => server.status !== 'UP');
  if (notUp.length) {
    throw new Error(
      `Not rolling: ${notUp.map((server) => `${server.name} is ${server.status}`).join(', ')}. ` +
        'Bring every process up first (systemctl status shop-api@<port>), or roll that one alone.',
    );
  }
  const order = ports ?? servers.map((server) => portOfServer(server.name));
  if (migrate) {
    log('Migrating the database once, before any process restarts');
    await migrate();
  }
  for (const port of order) {
    const name = `api${port}`;
    const statsOf = async () => (await serverStats(socket, backend)).find((server) => server.name === name);
    if (!(await statsOf())) throw new Error(`Backend ${backend} has no server ${name}.`);
    log(`${name}: draining`);
    await runtimeCommand(socket, `set server ${backend}/${name} state drain`);
    try {
      await waitFor(
        `${name} has no request in flight`,
        async () => {
          const stats = await statsOf();
          return stats.sessions === 0 && stats.queued === 0;
        },
        { timeoutMs: drainTimeoutMs },
      );
    } catch (error) {
      // SIGTERM still lets the process finish what it has within SHUTDOWN_GRACE_SECONDS.
      log(`${name}: ${error.message} Restarting anyway.`);
    }
    log(`${name}: restarting`);
    await restart(port);
    await waitFor(`${name} answers ready at ${readyUrl(port)}`, () => answersReady(readyUrl(port)), {
      timeoutMs: readyTimeoutMs,
      intervalMs: 250,
    });
    await runtimeCommand(socket, `set server ${backend}/${name} state ready`);
    // HAProxy takes it back after `rise` successful checks of its own; until then it would be a
    // second process out if the next one were drained.
    await waitFor(`HAProxy sees ${name} up`, async () => (await statsOf()).status === 'UP', {
      timeoutMs: readyTimeoutMs,
    });
    log(`${name}: back in service`);
  }
}

/** Runs a command, its output shown; throws when it fails. */
function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      socket: { type: 'string', default: DEFAULT_SOCKET },
      backend: { type: 'string', default: DEFAULT_BACKEND },
      // Default: migrate when rolling every process (a release), not when restarting a few.
      migrate: { type: 'boolean' },
      'no-migrate': { type: 'boolean' },
    },
  });
  const ports = positionals.length ? positionals.map(Number) : undefined;
  const migrate = values['no-migrate'] ? false : (values.migrate ?? !ports);
  await rollingRestart({
    socket: values.socket,
    backend: values.backend,
    ports,
    // The one-shot unit of deploy/shop-migrate.service: same user, same environment file.
    migrate: migrate ? async () => run('systemctl', ['start', 'shop-migrate.service']) : undefined,
    restart: async (port) => run('systemctl', ['restart', `shop-api@${port}.service`]),
  });
  console.log('Every process restarted.');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
