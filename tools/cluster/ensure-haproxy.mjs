#!/usr/bin/env node
// Before the local cluster starts: it puts Debian's HAProxy (2.6, what deploy/haproxy.cfg is written
// for) in front of the API processes. When it is missing, install it if this machine lets us (root,
// or password-less sudo, with apt-get); otherwise stop at once with the one command to run. The
// same approach as tools/ensure-chromium.mjs.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where the cluster looks for HAProxy: HAPROXY_PATH, else Debian's. */
export const haproxyPath = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function succeeds(command, args, options = {}) {
  return spawnSync(command, args, { stdio: 'ignore', ...options }).status === 0;
}

/** apt-get update + install haproxy, directly as root or through password-less sudo. */
function aptInstall(withSudo) {
  const apt = (...args) => ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
  const run = (command) =>
    withSudo
      ? succeeds('sudo', ['-n', ...command], { stdio: 'inherit' })
      : succeeds(command[0], command.slice(1), { stdio: 'inherit' });
  return run(apt('update', '-qq')) && run(apt('install', '-y', '-qq', '--no-install-recommends', 'haproxy'));
}

/**
 * Returns HAProxy's path, installing Debian's package first when it is missing and this machine
 * allows it; throws with the command to run otherwise.
 */
export function ensureHaproxy() {
  if (executable(haproxyPath)) return haproxyPath;
  const hasApt = succeeds('sh', ['-c', 'command -v apt-get']);
  const isRoot = process.getuid?.() === 0;
  const canSudo = !isRoot && succeeds('sudo', ['-n', 'true']);
  if (hasApt && haproxyPath === '/usr/sbin/haproxy' && (isRoot || canSudo)) {
    console.log("Installing Debian's haproxy for the local cluster (apt-get install haproxy)...");
    // The package enables its own service on port 80 with /etc/haproxy/haproxy.cfg; the cluster
    // runs its own haproxy process with its own configuration and leaves that one alone.
    if (aptInstall(!isRoot) && executable(haproxyPath)) return haproxyPath;
  }
  throw new Error(
    `The local cluster needs HAProxy at ${haproxyPath}, and it is not there.\n` +
      `Install it with:\n\n  sudo apt-get install haproxy\n\n` +
      'or point HAPROXY_PATH at an HAProxy 2.6 or later you have.',
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(ensureHaproxy());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
