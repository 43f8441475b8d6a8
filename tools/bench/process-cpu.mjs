// CPU time used by processes of this machine (Linux /proc), so a benchmark can say where a
// request's time went: the API's own process, or the PostgreSQL backends serving its connections
// (the server runs on this machine in development and CI). Null where /proc cannot tell.
import { readFileSync } from 'node:fs';

/** Kernel clock ticks per second: 100 on every Linux this runs on (getconf CLK_TCK). */
const TICKS_PER_SECOND = 100;

/** User + system CPU milliseconds of one process so far, or null when it cannot be read. */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces), in its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The PostgreSQL backends connected to `database` now, read through `client` (pg). */
export async function backendPids(client, database) {
  const { rows } = await client.query(
    `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
    [database],
  );
  return rows.map((row) => row.pid);
}

/** Each process's CPU milliseconds now, for cpuSince. */
export function cpuSnapshot(pids) {
  return new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
}

/**
 * CPU milliseconds `pids` used since `snapshot`: a process started since counts from zero, one
 * that ended since is missing (its last part lost: keep connections open through a measurement).
 * Null when /proc cannot be read.
 */
export function cpuSince(snapshot, pids) {
  let total = 0;
  for (const pid of pids) {
    const now = processCpuMs(pid);
    if (now === null) continue;
    total += now - (snapshot.get(pid) ?? 0);
  }
  return processCpuMs(process.pid) === null ? null : total;
}
