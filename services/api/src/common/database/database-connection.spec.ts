import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseInUseError, startEmbeddedPostgres } from './database-connection.js';

/** The pid of a process that has already exited. */
function exitedProcessPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  return new Promise((resolve) => child.on('exit', () => resolve(child.pid!)));
}

describe('the embedded database in a data dir', () => {
  let dataDir: string;
  let lockFile: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-lock-'));
    lockFile = join(dataDir, 'pglite.lock');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is open in one place at a time: a second start is refused, naming the process', async () => {
    const first = await startEmbeddedPostgres(dataDir);
    try {
      expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
      const second = startEmbeddedPostgres(dataDir);
      await expect(second).rejects.toThrow(DatabaseInUseError);
      await expect(second).rejects.toThrow(
        `The embedded database in ${dataDir} is in use by process ${process.pid}. Stop that process first ` +
          '(for backups: stop the shop, or run on PostgreSQL for online backups).',
      );
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  });

  it('is refused while another live process holds the lock', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(lockFile, `${holder.pid}\n`);
      await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(`is in use by process ${holder.pid}.`);
      expect(readFileSync(lockFile, 'utf8')).toBe(`${holder.pid}\n`);
    } finally {
      holder.kill();
      rmSync(lockFile, { force: true });
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    writeFileSync(lockFile, `${await exitedProcessPid()}\n`);
    const db = await startEmbeddedPostgres(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    await db.close();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('takes over its own pid left by an earlier process (a restarted container runs as PID 1 again)', async () => {
    writeFileSync(lockFile, `${process.pid}\n`);
    const db = await startEmbeddedPostgres(dataDir);
    await db.close();
    expect(existsSync(lockFile)).toBe(false);
  });
});
