// Starts one of tools/bench/bare-servers.mjs's servers (bare node:http, or a NestJS app with one
// route) in a process of its own, as the shop runs, for the benchmarks that compare against them.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/** `kind` 'node' or 'nest' on `port`; resolves once it listens with its base URL, pid and stop(). */
export async function startBareServer(kind, port) {
  const child = spawn(process.execPath, ['tools/bench/bare-servers.mjs', kind, String(port)], {
    // Its standard input stays open as long as this process lives (bare-servers.mjs exits when it closes).
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  for await (const line of createInterface({ input: child.stdout })) if (line === 'listening') break;
  if (child.exitCode !== null) throw new Error(`the bare ${kind} server exited with code ${child.exitCode}`);
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}
