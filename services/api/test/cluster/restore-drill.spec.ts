import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { apiRoot, workspaceRoot } from '../../src/config/paths.js';
import { placeOrder, shopperWithCart } from '../checkout-helpers.js';
import { runAsOperator } from '../operator-command.js';
import { startTestApp, type TestApp } from '../test-app.js';

/** A command run as the operator runs it, from the checkout's root by default. */
const run = (command: string, args: string[], env: Record<string, string>, cwd = workspaceRoot) =>
  runAsOperator(command, args, env, cwd);

const serverUrl = process.env.TEST_DATABASE_URL;

async function drillDatabases(): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'shop_restore_drill_%'`,
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

/**
 * deploy/restore-drill.sh, the drill the production checklist asks for, run the way an operator
 * runs it: a real backup of a shop with an order, restored into a scratch database on the same
 * PostgreSQL server and dropped afterwards, whether the restore worked or not.
 */
describe('the restore drill (deploy/restore-drill.sh)', () => {
  let shop: TestApp;
  let folder: string;
  let backupDir: string;
  const drill = join(workspaceRoot, 'deploy/restore-drill.sh');
  const drillEnv = () => ({ ADMIN_DATABASE_URL: serverUrl!, SHOP_DIR: workspaceRoot, BACKUP_DIR: backupDir });

  beforeAll(async () => {
    if (!serverUrl) throw new Error('The restore drill needs PostgreSQL: set TEST_DATABASE_URL.');
    shop = await startTestApp({ env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    const [product] = await shop.dataSource.query(`SELECT id FROM products WHERE stock > 0 ORDER BY id LIMIT 1`);
    const shopper = await shopperWithCart(shop, [{ productId: product.id, quantity: 2 }]);
    expect((await placeOrder(shopper, 'pay_on_delivery')).status).toBe(201);
    folder = mkdtempSync(join(tmpdir(), 'shop-restore-drill-'));
    backupDir = join(folder, 'backups');
    const backup = await run(
      process.execPath,
      [join(apiRoot, 'dist/database/cli/backup.js')],
      { DATABASE_URL: shop.connection.url },
      folder,
    );
    expect(backup).toMatchObject({ code: 0, stderr: '' });
  });
  afterAll(async () => {
    await shop?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('restores the newest backup into a scratch database, reports the orders, and drops it', async () => {
    const result = await run(drill, [], drillEnv());
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const [backupFile] = readdirSync(backupDir);
    expect(result.stdout).toContain(`restore drill: ${join(backupDir, backupFile!)} into scratch database`);
    expect(result.stdout).toMatch(/^ +orders +1 rows$/m);
    expect(result.stdout).toMatch(/^restore drill: passed \(1 orders, the newest placed \d{4}-\d\d-\d\d .*\)$/m);
    expect(await drillDatabases()).toEqual([]);
  });

  it('fails on a damaged backup, and still drops its scratch database', async () => {
    const damaged = join(folder, 'damaged.jsonl.gz');
    writeFileSync(damaged, 'not a gzip file');
    const result = await run(drill, [damaged], drillEnv());
    expect(result.code).not.toBe(0);
    expect(result.stdout).not.toContain('restore drill: passed');
    expect(await drillDatabases()).toEqual([]);
  });

  it('fails, saying so, when there is no backup to restore', async () => {
    const empty = join(folder, 'empty');
    mkdirSync(empty);
    const result = await run(drill, [], { ...drillEnv(), BACKUP_DIR: empty });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`restore drill: no backup in ${empty}`);
  });
});
