#!/usr/bin/env node
// npm run cluster:stop — stops exactly the processes tmp/cluster/state.json records (SIGTERM,
// SIGKILL after a grace), drops the database the cluster created, removes the state file.
import { defaultClusterDir, stopClusterInDir } from './cluster.mjs';

try {
  const stopped = await stopClusterInDir(defaultClusterDir);
  console.log(stopped ? 'Cluster stopped.' : `No cluster recorded in ${defaultClusterDir}.`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
