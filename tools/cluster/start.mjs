#!/usr/bin/env node
// npm run cluster:start -- --processes 3 [--first-port 3001] [--https-port 3443] [--http-port 3080]
// Starts the local cluster (cluster.mjs) and leaves it running: N API processes behind HAProxy on
// a fresh database of the local PostgreSQL (or DATABASE_URL's, kept), recorded in
// tmp/cluster/state.json for `npm run cluster:stop`.
import { parseArgs } from 'node:util';
import { startCluster } from './cluster.mjs';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    'first-port': { type: 'string', default: '3001' },
    'https-port': { type: 'string', default: '3443' },
    'http-port': { type: 'string', default: '3080' },
  },
});
const count = (name) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number, not ${values[name]}`);
  return value;
};

try {
  const cluster = await startCluster({
    processes: count('processes'),
    firstPort: count('first-port'),
    httpsPort: count('https-port'),
    httpPort: count('http-port'),
    databaseUrl: process.env.DATABASE_URL,
    ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
    detached: true,
    log: (line) => console.log(line),
  });
  console.log(`\nThe shop on ${cluster.processes.length} processes behind HAProxy:`);
  console.log(`  ${cluster.url}  (self-signed: ${cluster.certificateAuthorityFile})`);
  for (const process of cluster.processes) console.log(`  process ${process.pid} on http://127.0.0.1:${process.port}`);
  console.log(`  haproxy ${cluster.haproxy.pid}, its runtime API on ${cluster.haproxy.socket}`);
  console.log(`  database ${cluster.databaseUrl}, Redis ${cluster.redisUrl}`);
  console.log(`  logs and state in ${cluster.dir}\n\nStop it with: npm run cluster:stop`);
  // The processes run on in their own process groups; this one is done.
  process.exit(0);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
