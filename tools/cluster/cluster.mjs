// The local cluster: N built API processes (services/api/dist/main.js) behind HAProxy, configured
// from deploy/haproxy.cfg, on one PostgreSQL database and Redis. One implementation for
// `npm run cluster:start` / `cluster:stop`, the cluster tests (services/api/test/cluster/), the
// end-to-end suite's cluster mode and the benchmarks. Needs `nx run api:build` first (and the web
// builds when the processes should serve the shop's pages).
import { execFile, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest, Agent } from 'node:https';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { rollingRestart, runtimeCommand, serverStats } from '../../deploy/roll.mjs';
import { ensureHaproxy } from './ensure-haproxy.mjs';
import { clusterHaproxyConfig, workspaceRoot } from './haproxy-config.mjs';

export const defaultClusterDir = resolve(workspaceRoot, 'tmp/cluster');
const apiMain = resolve(workspaceRoot, 'services/api/dist/main.js');
const migrateCli = resolve(workspaceRoot, 'services/api/dist/database/cli/migrate.js');
const seedCli = resolve(workspaceRoot, 'services/api/dist/database/cli/seed.js');
const BACKEND = 'shop_api';

/** The PostgreSQL server where the cluster makes its own database unless given DATABASE_URL. */
export const defaultAdminUrl = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onPostgres(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function running(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Whether `pid` is still the program we started (a recorded pid may have been reused since). */
function isOurs(pid, marker) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
  } catch {
    return false;
  }
}

/** SIGTERM, then SIGKILL after `graceMs` if the process is still there; resolves once it is gone. */
async function terminate(pid, { graceMs = 15_000, exited } = {}) {
  if (!running(pid)) return;
  const gone =
    exited ??
    (async () => {
      while (running(pid)) await sleep(100);
    })();
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  let timer;
  const late = await Promise.race([
    gone.then(() => false),
    new Promise((done) => (timer = setTimeout(() => done(true), graceMs))),
  ]);
  clearTimeout(timer);
  if (late && running(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await gone;
  }
}

/** A self-signed certificate for 127.0.0.1 and localhost, made once per cluster folder. */
function ensureCertificate(dir) {
  const certificateFile = join(dir, 'shop.pem');
  const authorityFile = join(dir, 'certificate.pem');
  if (existsSync(certificateFile) && existsSync(authorityFile)) return { certificateFile, authorityFile };
  const keyFile = join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '30',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      authorityFile,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make the cluster's certificate:\n${made.stderr}`);
  // HAProxy wants the certificate and its key in one file.
  writeFileSync(certificateFile, readFileSync(authorityFile, 'utf8') + readFileSync(keyFile, 'utf8'), { mode: 0o600 });
  return { certificateFile, authorityFile };
}

/**
 * Runs one of the API's command-line tools (migrate, seed) to the end; rejects with its output when
 * it fails. Asynchronously: the caller
 * may itself relay the tool's connections (a test's fault proxy in front of PostgreSQL), which a
 * blocking spawnSync would starve.
 */
function runCli(file, env) {
  return new Promise((resolvePromise, reject) => {
    execFile(process.execPath, [file], { env, encoding: 'utf8', cwd: workspaceRoot }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${file} failed (exit ${error.code}):\n${stdout}${stderr}`));
      else resolvePromise();
    });
  });
}

/** The environment every process gets: the caller's (PATH...), without what belongs to the caller alone. */
function baseEnvironment() {
  const env = { ...process.env };
  // Jest runs with --experimental-vm-modules; the API processes need nothing of it.
  delete env.NODE_OPTIONS;
  delete env.PORT;
  return env;
}

/** The end of a log file, for an error message (the last lines, at most 4,000 characters). */
function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n').slice(-4_000);
  } catch {
    return '';
  }
}

/**
 * Starts the cluster and returns its handle.
 *
 * - `processes`: how many API processes (3).
 * - `firstPort`: the first process's port; the others follow (3001, 3002...).
 * - `httpsPort`, `httpPort`: HAProxy's TLS and redirecting plain-HTTP listeners on 127.0.0.1.
 * - `dir`: certificate, generated haproxy.cfg, runtime socket, logs and state.json (tmp/cluster).
 * - `databaseUrl`: use this database (kept afterwards); default: a new database on `adminUrl`'s
 *   server, migrated and seeded once, dropped by stop().
 * - `redisUrl`: default redis://127.0.0.1:6379/<n>, a Redis database number of the cluster's own
 *   (1-15, from httpsPort), and a key prefix of the run's own, so its rate-limit counters mix
 *   with neither another shop's nor a previous run's.
 * - `env`: settings for every process, over the cluster's defaults (production mode, behind the
 *   proxy, pay on delivery, SERVE_WEB as the API defaults it).
 * - `detached`: leave the processes running when this process exits (the command-line start).
 */
export async function startCluster({
  processes = 3,
  firstPort = 3001,
  httpsPort = 3443,
  httpPort = 3080,
  dir = defaultClusterDir,
  databaseUrl,
  adminUrl = defaultAdminUrl,
  redisUrl = `redis://127.0.0.1:6379/${1 + (httpsPort % 15)}`,
  seed = true,
  env = {},
  detached = false,
  log = () => undefined,
} = {}) {
  if (!existsSync(apiMain)) throw new Error(`No API build at ${apiMain}: run npx nx run api:build first.`);
  const stateFile = join(dir, 'state.json');
  if (existsSync(stateFile)) {
    throw new Error(`A cluster is already recorded in ${stateFile}: stop it first (npm run cluster:stop).`);
  }
  const haproxy = ensureHaproxy();
  mkdirSync(join(dir, 'data'), { recursive: true });
  const { certificateFile, authorityFile } = ensureCertificate(dir);
  const socketFile = join(dir, 'admin.sock');
  const apiPorts = Array.from({ length: processes }, (_, index) => firstPort + index);
  // Logs of this run only (a restart within the run appends to its process's log).
  for (const file of ['haproxy.log', ...apiPorts.map((port) => `api-${port}.log`)])
    rmSync(join(dir, file), { force: true });

  const state = {
    dir,
    startedAt: new Date().toISOString(),
    httpsPort,
    httpPort,
    processes: [],
    haproxy: undefined,
    database: undefined,
  };
  const saveState = () => writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);

  let ownDatabase;
  if (!databaseUrl) {
    ownDatabase = `shop_cluster_${httpsPort}_${Date.now()}`;
    await onPostgres(adminUrl, `CREATE DATABASE "${ownDatabase}"`);
    databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${ownDatabase}` }).toString();
  }
  state.database = { url: databaseUrl, ...(ownDatabase ? { created: ownDatabase, adminUrl } : {}) };
  saveState();

  const processEnv = {
    ...baseEnvironment(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: `https://127.0.0.1:${httpsPort}`,
    TRUST_PROXY: 'loopback',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // Rate-limit counters of this run only, as its database is: a previous run's sign-ups from
    // the same test addresses must not count against this one.
    REDIS_KEY_PREFIX: `cluster-${httpsPort}-${Date.now()}`,
    // The same on every process, or a session signed by one is refused by the next.
    SESSION_SECRET: randomBytes(36).toString('base64'),
    DATA_DIR: join(dir, 'data'),
    SEED_ON_START: 'false',
    // Migrated once below, before any process starts, as deploy/roll.mjs does.
    MIGRATE_ON_START: 'false',
    CLUSTER_PROCESSES: String(processes),
    PAYMENT_PAY_ON_DELIVERY: 'true',
    LOG_LEVEL: 'warn',
    ...env,
  };
  for (const key of Object.keys(processEnv)) if (processEnv[key] === undefined) delete processEnv[key];

  const started = [];
  let haproxyChild;
  const handle = {};
  try {
    log(`Migrating ${ownDatabase ?? 'the database'} once`);
    await runCli(migrateCli, processEnv);
    if (seed) await runCli(seedCli, processEnv);

    for (const port of apiPorts) started.push(apiProcess(port));
    await Promise.all(started.map((process) => process.waitUntilReady()));

    const configFile = join(dir, 'haproxy.cfg');
    writeFileSync(configFile, clusterHaproxyConfig({ httpsPort, httpPort, apiPorts, certificateFile, socketFile }));
    const check = spawnSync(haproxy, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`haproxy -c refused ${configFile}:\n${check.stdout}${check.stderr}`);
    rmSync(socketFile, { force: true });
    const haproxyLog = openSync(join(dir, 'haproxy.log'), 'a');
    haproxyChild = spawn(haproxy, ['-db', '-f', configFile], {
      detached: true,
      stdio: ['ignore', haproxyLog, haproxyLog],
    });
    closeSync(haproxyLog);
    if (detached) haproxyChild.unref();
    const haproxyExited = new Promise((done) => haproxyChild.once('exit', done));
    state.haproxy = { pid: haproxyChild.pid, configFile, socket: socketFile, log: join(dir, 'haproxy.log') };
    saveState();

    const runtime = (command) => runtimeCommand(socketFile, command);
    const stats = () => serverStats(socketFile, BACKEND);
    // Every server up in HAProxy's own eyes (rise 2 × inter 1s after its first check).
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (haproxyChild.exitCode !== null) throw new Error(`haproxy exited:\n${tail(join(dir, 'haproxy.log'))}`);
      const up = await stats().then(
        (servers) => servers.length === processes && servers.every((server) => server.status === 'UP'),
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline)
        throw new Error(`HAProxy did not see every process up:\n${await runtime('show stat')}`);
      await sleep(200);
    }

    const ca = readFileSync(authorityFile);
    const agent = new Agent({ ca, keepAlive: true, maxSockets: 256 });
    Object.assign(handle, {
      url: `https://127.0.0.1:${httpsPort}`,
      httpUrl: `http://127.0.0.1:${httpPort}`,
      /** The certificate to trust (self-signed), for clients other than request(). */
      certificateAuthority: ca,
      certificateAuthorityFile: authorityFile,
      databaseUrl,
      redisUrl,
      dir,
      processes: started,
      haproxy: { pid: haproxyChild.pid, configFile, socket: socketFile, runtime, stats, exited: haproxyExited },
      /** A request through HAProxy over TLS, trusting the cluster's certificate. */
      request: (path, options) => clusterRequest(handle.url, path, { agent, ...options }),
      /** deploy/roll.mjs's rolling restart, with each process restarted by this library. */
      roll: (options = {}) =>
        rollingRestart({
          socket: socketFile,
          backend: BACKEND,
          restart: (port) => started.find((process) => process.port === port).restart(),
          migrate: () => runCli(migrateCli, processEnv),
          log,
          ...options,
        }),
      stop: async () => {
        agent.destroy();
        await stopRecorded(state, { haproxyExited, processes: started });
        rmSync(stateFile, { force: true });
      },
    });
    return handle;
  } catch (error) {
    await stopRecorded(state, { processes: started });
    rmSync(stateFile, { force: true });
    throw error;
  }

  /** One API process on `port`: a handle that outlives restarts (pid changes, port does not). */
  function apiProcess(port) {
    const logFile = join(dir, `api-${port}.log`);
    const me = { port, logFile, pid: undefined, child: undefined, exited: undefined };
    const record = () => {
      state.processes = started.map((process) => ({ port: process.port, pid: process.pid, log: process.logFile }));
      if (!started.includes(me)) state.processes.push({ port, pid: me.pid, log: logFile });
      saveState();
    };
    me.start = () => {
      const out = openSync(logFile, 'a');
      const child = spawn(process.execPath, [apiMain], {
        cwd: workspaceRoot,
        env: { ...processEnv, PORT: String(port) },
        // Its own process group: Ctrl+C in the terminal that ran cluster:start reaches none of them.
        detached: true,
        stdio: ['ignore', out, out],
      });
      closeSync(out);
      if (detached) child.unref();
      me.child = child;
      me.pid = child.pid;
      me.exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
      record();
    };
    me.running = () => me.child !== undefined && me.child.exitCode === null && me.child.signalCode === null;
    me.kill = (signal = 'SIGTERM') => me.child.kill(signal);
    /** Polls the process's own /api/health (not through HAProxy) until it answers 200. */
    me.waitUntilReady = async ({ timeoutMs = 60_000 } = {}) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (!me.running()) throw new Error(`The API process on ${port} exited:\n${tail(logFile)}`);
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) });
          if (response.ok) return;
        } catch {
          // not listening yet
        }
        await sleep(200);
      }
      throw new Error(`The API process on ${port} was not ready within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
    };
    /** Graceful stop (SIGTERM; SIGKILL after the grace), then a new process on the same port, ready. */
    me.restart = async () => {
      if (me.running()) await terminate(me.pid, { exited: me.exited, graceMs: 30_000 });
      me.start();
      await me.waitUntilReady();
    };
    me.stop = () => (me.running() ? terminate(me.pid, { exited: me.exited }) : Promise.resolve());
    me.start();
    return me;
  }
}

/**
 * Stops what `state` records: the API processes and HAProxy (each only if its pid still runs our
 * program), then drops the database the cluster created. `processes` / `haproxyExited`: this
 * process's own handles, when it started them.
 */
async function stopRecorded(state, { processes = [], haproxyExited } = {}) {
  const own = new Map(processes.map((process) => [process.pid, process]));
  await Promise.all(
    (state.processes ?? []).map(({ pid }) => {
      const mine = own.get(pid);
      if (mine) return mine.stop();
      return isOurs(pid, 'services/api/dist/main.js') ? terminate(pid) : undefined;
    }),
  );
  if (state.haproxy && isOurs(state.haproxy.pid, 'haproxy')) {
    await terminate(state.haproxy.pid, { graceMs: 5_000, exited: haproxyExited });
  }
  if (state.database?.created) {
    await onPostgres(state.database.adminUrl, `DROP DATABASE IF EXISTS "${state.database.created}" WITH (FORCE)`);
  }
}

/** `npm run cluster:stop`: stops the cluster recorded in `dir`/state.json and removes the file. */
export async function stopClusterInDir(dir = defaultClusterDir) {
  const stateFile = join(dir, 'state.json');
  if (!existsSync(stateFile)) return false;
  await stopRecorded(JSON.parse(readFileSync(stateFile, 'utf8')));
  rmSync(stateFile, { force: true });
  return true;
}

/**
 * One request through the cluster (HTTPS), or to one process directly (plain HTTP). Resolves with
 * status, headers and body text, or rejects when the connection fails or is cut (a client that got
 * no answer). `timeoutMs` bounds the whole request.
 */
export function clusterRequest(base, path, { method = 'GET', headers = {}, body, agent, timeoutMs = 30_000 } = {}) {
  return new Promise((resolvePromise, reject) => {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const url = new URL(path, base);
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload !== undefined
            ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolvePromise({ status: response.statusCode, headers: response.headers, body: text }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on('error', reject);
    request.end(payload);
  });
}
