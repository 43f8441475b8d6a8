import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test/test-database.js';
import { dataSourceOptions } from './data-source-options.js';
import type { DatabaseConnection } from '../common/database/database-connection.js';
import { migrations } from './migrations/index.js';
import { pendingSchemaChanges } from './schema-drift.js';

describe('migrations', () => {
  let connection: DatabaseConnection;
  let dataSource: DataSource;
  beforeAll(async () => {
    connection = await createTestDatabase();
    dataSource = await new DataSource(dataSourceOptions(connection)).initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await connection.close();
  });

  it('bring an empty database exactly to the entities (no drift)', async () => {
    await dataSource.runMigrations({ transaction: 'each' });
    expect(await pendingSchemaChanges(dataSource)).toEqual({ up: [], down: [] });
  });

  it('create every table of the shop', async () => {
    const rows: { table_name: string }[] = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'business_inquiries',
        'cart_items',
        'chat_messages',
        'contact_messages',
        'orders',
        'products',
        'sessions',
        'subscription_plans',
        'subscriptions',
        'users',
      ]),
    );
  });

  it('enforce unique emails, known categories and cart lines that go with their user', async () => {
    const [user] = await dataSource.query(`INSERT INTO users (email) VALUES ('a@example.com') RETURNING id`);
    await expect(dataSource.query(`INSERT INTO users (email) VALUES ('a@example.com')`)).rejects.toThrow(/unique/i);
    const [product] = await dataSource.query(
      `INSERT INTO products (name, description, price, "imageUrl", category, "keyBenefits")
       VALUES ('Test Oil', 'd', 9.99, '/x.svg', 'oils', '[]') RETURNING id`,
    );
    await expect(
      dataSource.query(
        `INSERT INTO products (name, description, price, "imageUrl", category, "keyBenefits") VALUES ('Ghee', 'd', 1, '/x', 'dairy', '[]')`,
      ),
    ).rejects.toThrow(/check/i);
    await dataSource.query(`INSERT INTO cart_items ("userId", "productId") VALUES ($1, $2)`, [user.id, product.id]);
    const [line] = await dataSource.query(`SELECT quantity FROM cart_items`);
    expect(line.quantity).toBe(1);
    // Cart lines go with their user (and with their product).
    await dataSource.query(`DELETE FROM users WHERE id = $1`, [user.id]);
    expect(await dataSource.query(`SELECT * FROM cart_items`)).toEqual([]);
  });

  it('can all be reverted', async () => {
    for (let remaining = migrations.length; remaining > 0; remaining -= 1) {
      await dataSource.undoLastMigration({ transaction: 'each' });
    }
    const rows = await dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'products'`,
    );
    expect(rows).toEqual([]);
  });
});
