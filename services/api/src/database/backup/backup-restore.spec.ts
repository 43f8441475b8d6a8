import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { DataSource, type DataSourceOptions, type MigrationInterface, type QueryRunner } from 'typeorm';
import { placeOrderResponseSchema } from '@shop/contracts/orders';
import { productListSchema } from '@shop/contracts/products';
import { placeOrder, shopperWithCart } from '../../../test/checkout-helpers.js';
import { browser } from '../../../test/shopper-agent.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestDatabase } from '../../../test/test-database.js';
import type { DatabaseConnection } from '../../common/database/database-connection.js';
import { dataSourceOptions } from '../data-source-options.js';
import { migrations } from '../migrations/index.js';
import type { BackupHeader } from './backup-format.js';
import { restoreBackup } from './restore-backup.js';
import { writeBackup } from './write-backup.js';

const instructions = 'Ring twice — merci 🙏';

describe('backup and restore', () => {
  let shop: TestApp;
  let folder: string;
  let backupFile: string;
  let header: BackupHeader;
  const opened: { connection: DatabaseConnection; dataSource: DataSource }[] = [];

  /**
   * A new empty database and the DataSource the restore and the checks share (the embedded
   * database serves one connection), with the code's migrations unless others are given.
   */
  async function freshDatabase(migrationList: DataSourceOptions['migrations'] = migrations): Promise<DataSource> {
    const connection = await createTestDatabase();
    const dataSource = await new DataSource({
      ...dataSourceOptions(connection),
      migrations: migrationList,
    }).initialize();
    opened.push({ connection, dataSource });
    return dataSource;
  }

  /** A copy of the backup with its text lines changed. */
  function editedBackup(name: string, edit: (lines: string[]) => string[]): string {
    const lines = gunzipSync(readFileSync(backupFile)).toString('utf8').split('\n');
    const file = join(folder, name);
    writeFileSync(file, gzipSync(edit(lines).join('\n')));
    return file;
  }

  beforeAll(async () => {
    shop = await startTestApp({ env: { PAYMENT_PAY_ON_DELIVERY: 'true' } });
    const products = productListSchema.parse((await request(shop.http).get('/api/products')).body);
    const sesame = products.find((p) => p.name === 'Cold-Pressed Sesame (Gingelly) Oil')!;
    const turmeric = products.find((p) => p.name === 'Lakadong Turmeric Powder')!;

    // Amounts with cents (47.97 + 4.26 tax + 12.99 shipping) and non-ASCII instructions.
    const asha = await shopperWithCart(shop, [
      { productId: sesame.id, quantity: 2 },
      { productId: turmeric.id, quantity: 1 },
    ]);
    const first = await placeOrder(asha, 'pay_on_delivery', undefined, { specialInstructions: instructions }).expect(
      201,
    );
    expect(placeOrderResponseSchema.parse(first.body).order.total).toBe('65.22');
    await placeOrder(await shopperWithCart(shop, [{ productId: sesame.id, quantity: 4 }]), 'pay_on_delivery').expect(
      201,
    );
    const ravi = await shopperWithCart(shop, [{ productId: turmeric.id, quantity: 3 }]);
    await placeOrder(ravi, 'pay_on_delivery').expect(201);
    // A cart line that stays in the cart.
    await ravi.post('/api/cart', { productId: sesame.id, quantity: 1 }).expect(201);

    await browser(shop)
      .post('/api/contact-messages', {
        firstName: 'Meera',
        lastName: 'Iyer',
        email: 'meera@example.com',
        subject: 'Sesame oil',
        message: 'Is it roasted? Ça sent très bon — धन्यवाद',
      })
      .expect(201);
    await browser(shop).post('/api/newsletter', { email: 'chef@example.com' }).expect(200);

    folder = mkdtempSync(join(tmpdir(), 'shop-backup-'));
    backupFile = join(folder, 'shop.jsonl.gz');
    header = await writeBackup(shop.dataSource, backupFile, { databaseKind: shop.connection.kind });
  });

  afterAll(async () => {
    for (const { connection, dataSource } of opened) {
      await dataSource.destroy();
      await connection.close();
    }
    await shop?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('writes a header with the migrations and every business table, then the rows as the database wrote them', async () => {
    expect(header).toMatchObject({ format: 'cumming-organics-backup', version: 1, databaseKind: shop.connection.kind });
    const applied: { name: string }[] = await shop.dataSource.query(`SELECT name FROM migrations ORDER BY id`);
    expect(header.migrations).toEqual(applied.map((row) => row.name));

    const tables: { name: string }[] = await shop.dataSource.query(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const expected = tables.map((table) => table.name).filter((name) => !['sessions', 'migrations'].includes(name));
    expect(header.tables.map((table) => table.name).sort()).toEqual(expected.sort());
    // Parents before children.
    const position = (name: string) => header.tables.findIndex((table) => table.name === name);
    expect(position('users')).toBeLessThan(position('orders'));
    expect(position('products')).toBeLessThan(position('cart_items'));
    expect(header.tables.find((table) => table.name === 'orders')).toMatchObject({ rows: 3 });
    expect(header.tables.find((table) => table.name === 'orders')?.columns).toContain('specialInstructions');

    const lines = gunzipSync(readFileSync(backupFile)).toString('utf8').split('\n');
    expect(JSON.parse(lines[0]!)).toEqual(header);
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(2 + header.tables.reduce((sum, table) => sum + table.rows, 0));
    const firstOrder = lines.find((line) => line.startsWith('{"table":"orders"'))!;
    // Money exactly as numeric(10,2) prints it, text exactly as sent.
    expect(firstOrder).toContain('"subtotal":47.97,');
    expect(firstOrder).toContain('"shipping":12.99,');
    expect(firstOrder).toContain(`"specialInstructions":"${instructions}"`);
  });

  describe('into a fresh database', () => {
    let restored: DataSource;

    beforeAll(async () => {
      restored = await freshDatabase();
      const result = await restoreBackup(restored, backupFile);
      expect(result.migrationsAppliedAfter).toEqual([]);
    });

    it('gives back every order exactly, column by column', async () => {
      const orders = `SELECT * FROM orders ORDER BY id`;
      const source: Record<string, unknown>[] = await shop.dataSource.query(orders);
      expect(source).toHaveLength(3);
      expect(await restored.query(orders)).toEqual(source);
      expect(source[0]).toMatchObject({
        subtotal: '47.97',
        tax: '4.26',
        total: '65.22',
        specialInstructions: instructions,
      });
    });

    it('gives back every row of every backed-up table, and the same migrations', async () => {
      for (const table of header.tables) {
        const rows = await tableText(restored, table.name);
        expect(rows).toHaveLength(table.rows);
        expect({ table: table.name, rows }).toEqual({
          table: table.name,
          rows: await tableText(shop.dataSource, table.name),
        });
      }
      const applied = `SELECT name FROM migrations ORDER BY id`;
      expect(await restored.query(applied)).toEqual(await shop.dataSource.query(applied));
      expect(await count(restored, 'sessions')).toBe(0);
      expect(await count(shop.dataSource, 'sessions')).toBeGreaterThan(0);
    });

    it('continues ids after the restored ones', async () => {
      const [{ max: lastOrder }] = await restored.query(`SELECT max(id) AS max FROM orders`);
      const [order] = await restored.query(
        `INSERT INTO orders (email, "firstName", "lastName", "shippingAddress", "zipCode", items, subtotal, total, "paymentMethod", "idempotencyKey")
         VALUES ('new@example.com', 'New', 'Order', '{"zipCode": "30040"}', '30040', '[]', 1.00, 1.00, 'pay_on_delivery', 'after-restore') RETURNING id`,
      );
      expect(order.id).toBeGreaterThan(lastOrder);

      const [{ max: lastLine }] = await restored.query(`SELECT max(id) AS max FROM cart_items`);
      expect(lastLine).not.toBeNull();
      const [line] = await restored.query(
        `INSERT INTO cart_items ("userId", "productId")
         SELECT u.id, p.id FROM users u CROSS JOIN products p
          WHERE NOT EXISTS (SELECT 1 FROM cart_items c WHERE c."userId" = u.id AND c."productId" = p.id)
          LIMIT 1 RETURNING id`,
      );
      expect(line.id).toBeGreaterThan(lastLine);
    });

    it('refuses to restore into a database that has rows, and changes nothing', async () => {
      const before = await counts(restored, header);
      await expect(restoreBackup(restored, backupFile)).rejects.toThrow(
        /^Restore needs a fresh database, but .*products \(\d+ rows\).* already have rows/,
      );
      expect(await counts(restored, header)).toEqual(before);
    });

    it('refuses a database already migrated past the backup', async () => {
      const older = editedBackup('older.jsonl.gz', ([first, ...rest]) => {
        const edited: BackupHeader = JSON.parse(first!);
        return [JSON.stringify({ ...edited, migrations: edited.migrations.slice(0, -1) }), ...rest];
      });
      await expect(restoreBackup(restored, older)).rejects.toThrow(
        `The target database already has migration ${header.migrations.at(-1)}, which the backup does not have.`,
      );
    });
  });

  // One database through refusals and failures, then a good restore: nothing is left behind.
  // One database through refusals and failures, then a good restore: nothing is left behind.
  describe('into a database that refused or failed restores before', () => {
    class UppercaseSubjects1899999999999 implements MigrationInterface {
      name = 'UppercaseSubjects1899999999999';
      async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`UPDATE contact_messages SET subject = upper(subject)`);
      }
      async down(): Promise<void> {}
    }
    let target: DataSource;
    beforeAll(async () => {
      // Code one migration ahead of the backup, which only changes data.
      target = await freshDatabase([...migrations, UppercaseSubjects1899999999999]);
    });

    it('refuses a backup taken by newer code before touching the database', async () => {
      const newer = editedBackup('newer.jsonl.gz', ([first, ...rest]) => {
        const edited: BackupHeader = JSON.parse(first!);
        return [
          JSON.stringify({ ...edited, migrations: [...edited.migrations, 'AddTelepathy1899999999999'] }),
          ...rest,
        ];
      });
      await expect(restoreBackup(target, newer)).rejects.toThrow(
        /^The backup was taken by a newer or different version of the shop: its migration AddTelepathy1899999999999/,
      );
      const tables = `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`;
      expect(await target.query(tables)).toEqual([]);
    });

    it('(a database never migrated is not backed up: an empty file would pass for a backup)', async () => {
      const file = join(folder, 'never-migrated.jsonl.gz');
      await expect(writeBackup(target, file, { databaseKind: 'postgres' })).rejects.toThrow(
        'This database was never migrated: there is nothing to back up.',
      );
      expect(existsSync(file)).toBe(false);
      expect(existsSync(`${file}.partial`)).toBe(false);
    });

    it('refuses a damaged or cut-off file and leaves every table empty (one transaction)', async () => {
      const bytes = readFileSync(backupFile);
      const truncated = join(folder, 'truncated.jsonl.gz');
      writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      await expect(restoreBackup(target, truncated)).rejects.toThrow(
        /truncated\.jsonl\.gz is (damaged or )?incomplete/,
      );

      // Every row but the last: the other tables are already inserted when the shortfall shows.
      const lastRowMissing = editedBackup('last-row-missing.jsonl.gz', (lines) => [...lines.slice(0, -2), '']);
      await expect(restoreBackup(target, lastRowMissing)).rejects.toThrow(/is incomplete: \w+ has \d+ of its \d+ rows/);

      const badRow = editedBackup('bad-row.jsonl.gz', (lines) =>
        lines.map((line) => (line.startsWith('{"table":"orders"') ? '{"table":"orders","row":{"id":1,"oops"}}' : line)),
      );
      await expect(restoreBackup(target, badRow)).rejects.toThrow(/^Could not restore the rows of orders: .*json/i);

      expect(await counts(target, header)).toEqual(Object.fromEntries(header.tables.map((table) => [table.name, 0])));
    });

    it('then restores, and migrations newer than the backup run after the rows are in, converting them', async () => {
      const result = await restoreBackup(target, backupFile);
      expect(result.migrationsAppliedAfter).toEqual(['UppercaseSubjects1899999999999']);
      expect(await counts(target, header)).toEqual(
        Object.fromEntries(header.tables.map((table) => [table.name, table.rows])),
      );
      expect(await target.query(`SELECT subject FROM contact_messages`)).toEqual([{ subject: 'SESAME OIL' }]);
    });
  });
});

/** Each row as PostgreSQL prints it (every column, full precision), in UTC, sorted. */
async function tableText(dataSource: DataSource, table: string): Promise<string[]> {
  return dataSource.transaction(async (manager) => {
    await manager.query(`SET LOCAL TimeZone = 'UTC'`);
    const rows: { row: string }[] = await manager.query(`SELECT t::text AS row FROM "${table}" t`);
    return rows.map((row) => row.row).sort();
  });
}

async function count(dataSource: DataSource, table: string): Promise<number> {
  const [row] = await dataSource.query(`SELECT count(*)::int AS count FROM "${table}"`);
  return row.count as number;
}

async function counts(dataSource: DataSource, header: BackupHeader): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of header.tables) result[table.name] = await count(dataSource, table.name);
  return result;
}
