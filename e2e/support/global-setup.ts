import { resolve } from 'node:path';
// eslint-disable-next-line @nx/enforce-module-boundaries -- tools/cluster is scripts, not an Nx project: one cluster for the CLI, the tests and e2e
import { startCluster } from '../../tools/cluster/cluster.mjs';
import { startMailCatcher } from './mail-catcher';
import { clusterProcesses, mailFolder, mailPort, shopPort, shopSettings } from './shop-server';

/**
 * The mailbox of the e-mails the e2e shop sends (verification links, order e-mails); with
 * E2E_CLUSTER, also the cluster the tests run against (HAProxy on shopPort over HTTPS, its plain
 * HTTP redirect on the next port, the API processes on the ports after that).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopMailCatcher = await startMailCatcher(mailPort, mailFolder);
  if (!clusterProcesses) return stopMailCatcher;
  const cluster = await startCluster({
    processes: clusterProcesses,
    httpsPort: shopPort,
    httpPort: shopPort + 1,
    firstPort: shopPort + 2,
    dir: resolve(`../tmp/e2e-cluster-${shopPort}`),
    env: shopSettings,
  });
  return async () => {
    await cluster.stop();
    await stopMailCatcher();
  };
}
