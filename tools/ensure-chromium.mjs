#!/usr/bin/env node
// Before `npm test`: the browser tests drive Debian's Chromium (Playwright's own browser download
// is not used). When it is missing, install it if this machine lets us (root, or password-less
// sudo, with apt-get); otherwise stop at once with the one command to run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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

/** apt-get update + install chromium, directly as root or through password-less sudo. */
function aptInstall(withSudo) {
  const apt = (...args) => ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args];
  const run = (command) =>
    withSudo
      ? succeeds('sudo', ['-n', ...command], { stdio: 'inherit' })
      : succeeds(command[0], command.slice(1), { stdio: 'inherit' });
  return run(apt('update', '-qq')) && run(apt('install', '-y', '-qq', 'chromium'));
}

if (executable(chromium)) process.exit(0);

const hasApt = succeeds('sh', ['-c', 'command -v apt-get']);
const isRoot = process.getuid?.() === 0;
const canSudo = !isRoot && succeeds('sudo', ['-n', 'true']);
if (hasApt && chromium === '/usr/bin/chromium' && (isRoot || canSudo)) {
  console.log("Installing Debian's chromium for the browser tests (apt-get install chromium)...");
  if (aptInstall(!isRoot) && executable(chromium)) process.exit(0);
}

console.error(
  `The browser tests need Chromium at ${chromium}, and it is not there.\n` +
    `Install it with:\n\n  sudo apt-get install chromium\n\n` +
    'or point CHROMIUM_PATH at a Chromium you have, then run npm test again.',
);
process.exit(1);
