import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The embedded default has no secret to configure: one is generated on first start and kept in
 * the data folder (readable by the owner only), so sessions survive restarts. Production sets
 * SESSION_SECRET instead (the config refuses to start without it).
 */
export async function loadOrCreateSessionSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'session-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return (await readFile(file, 'utf8')).trim();
  }
}
