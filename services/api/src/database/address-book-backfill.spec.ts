import { DataSource } from 'typeorm';
import { createTestDatabase } from '../../test/test-database.js';
import type { DatabaseConnection } from '../common/database/database-connection.js';
import { dataSourceOptions } from './data-source-options.js';
import { AddressBook1795800000000 } from './migrations/1795800000000-address-book.js';
import { migrations } from './migrations/index.js';

interface BookRow {
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  lastUsedAt: string;
}

/**
 * The address-book migration on a database that already has orders and subscriptions: the book
 * starts with the addresses shoppers used, as rememberAddress would have kept them.
 */
describe('the address-book migration', () => {
  let connection: DatabaseConnection;
  let dataSource: DataSource;

  const migration = new AddressBook1795800000000();

  beforeAll(async () => {
    connection = await createTestDatabase();
    // The database as it was before this migration, to put orders and subscriptions in first.
    const before = migrations.slice(0, migrations.indexOf(AddressBook1795800000000));
    dataSource = await new DataSource({ ...dataSourceOptions(connection), migrations: before }).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    await dataSource.destroy();
    await connection.close();
  });

  async function shopper(email: string): Promise<string> {
    const [user] = (await dataSource.query(`INSERT INTO users (email) VALUES ($1) RETURNING id`, [email])) as {
      id: string;
    }[];
    return user!.id;
  }

  let orderNumber = 0;
  async function order(userId: string | null, at: string, address: object, phone: string | null = '4045550100') {
    orderNumber += 1;
    const shippingAddress = { address: '100 Main Street', city: 'Cumming', state: 'GA', zipCode: '30040', ...address };
    await dataSource.query(
      `INSERT INTO orders ("userId", email, "firstName", "lastName", phone, "shippingAddress", "zipCode", items,
                           subtotal, total, "paymentMethod", "idempotencyKey", "createdAt")
       VALUES ($1, 'a@example.com', 'Asha', 'Patel', $2, $3, $4, '[]', 10, 10, 'pay_on_delivery', $5, $6)`,
      [userId, phone, shippingAddress, shippingAddress.zipCode, `key-${orderNumber}`, at],
    );
  }

  async function subscription(userId: string, at: string, shippingAddress: object) {
    const [plan] = (await dataSource.query(
      `INSERT INTO subscription_plans (name, description, price, "regularPrice", "bottleCount", features)
       VALUES ($1, 'd', 40, 45, 2, '[]') RETURNING id`,
      [`Plan ${at}`],
    )) as { id: number }[];
    await dataSource.query(
      `INSERT INTO subscriptions ("userId", "planId", "paymentMethod", "idempotencyKey", "shippingAddress", "createdAt")
       VALUES ($1, $2, 'pay_on_delivery', $3, $4, $5)`,
      [userId, plan!.id, `sub-${at}`, shippingAddress, at],
    );
  }

  async function bookOf(userId: string): Promise<BookRow[]> {
    const rows = (await dataSource.query(
      `SELECT address, city, state, "zipCode", phone, "lastUsedAt"
         FROM saved_addresses WHERE "userId" = $1 ORDER BY "lastUsedAt" DESC, id DESC`,
      [userId],
    )) as (Omit<BookRow, 'lastUsedAt'> & { lastUsedAt: Date })[];
    return rows.map((row) => ({ ...row, lastUsedAt: row.lastUsedAt.toISOString() }));
  }
  const iso = (at: string) => new Date(at).toISOString();

  it('fills each book from past orders and subscriptions: one entry per address, its latest use, the 20 newest', async () => {
    const asha = await shopper('asha@example.com');
    await order(asha, '2026-01-01T10:00:00Z', {}, '4045550100');
    await order(asha, '2026-01-05T10:00:00Z', { address: '5 Oak Lane', zipCode: '30041' });
    // The first address again, typed in capitals, with another phone: its latest use wins.
    await order(asha, '2026-01-09T10:00:00Z', { address: '100 MAIN STREET ', city: 'cumming' }, '7705550111');
    await subscription(asha, '2026-01-07T10:00:00Z', {
      address: '7 Tolbert Street',
      city: 'Cumming',
      state: 'GA',
      zipCode: '30040',
      phone: '6785550199',
    });
    // An order whose account is gone, and one with no phone.
    await order(null, '2026-01-10T10:00:00Z', { address: '9 Nobody Road' });
    const mei = await shopper('mei@example.com');
    await order(mei, '2026-01-02T10:00:00Z', { address: '1 Old Phone Road' }, null);
    const ravi = await shopper('ravi@example.com');
    for (let day = 1; day <= 22; day += 1) {
      await order(ravi, `2026-02-${String(day).padStart(2, '0')}T10:00:00Z`, { address: `${day} Lanier Way` });
    }
    const nobody = await shopper('nobody@example.com');

    await dataSource.transaction((manager) => migration.up(manager.queryRunner!));

    expect(await bookOf(asha)).toEqual([
      {
        address: '100 MAIN STREET',
        city: 'cumming',
        state: 'GA',
        zipCode: '30040',
        phone: '7705550111',
        lastUsedAt: iso('2026-01-09T10:00:00Z'),
      },
      {
        address: '7 Tolbert Street',
        city: 'Cumming',
        state: 'GA',
        zipCode: '30040',
        phone: '6785550199',
        lastUsedAt: iso('2026-01-07T10:00:00Z'),
      },
      {
        address: '5 Oak Lane',
        city: 'Cumming',
        state: 'GA',
        zipCode: '30041',
        phone: '4045550100',
        lastUsedAt: iso('2026-01-05T10:00:00Z'),
      },
    ]);
    const raviBook = await bookOf(ravi);
    expect(raviBook).toHaveLength(20);
    expect(raviBook[0]!.address).toBe('22 Lanier Way');
    expect(raviBook.at(-1)!.address).toBe('3 Lanier Way');
    expect(await bookOf(mei)).toEqual([expect.objectContaining({ address: '1 Old Phone Road', phone: '' })]);
    expect(await bookOf(nobody)).toEqual([]);
    expect(await dataSource.query(`SELECT id FROM saved_addresses WHERE address = '9 Nobody Road'`)).toEqual([]);
  });

  it('reverts', async () => {
    await dataSource.transaction((manager) => migration.down(manager.queryRunner!));
    expect(await dataSource.query(`SELECT to_regclass('saved_addresses')::text AS "table"`)).toEqual([{ table: null }]);
  });
});
