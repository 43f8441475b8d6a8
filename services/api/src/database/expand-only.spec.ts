import type { MigrationInterface, QueryRunner } from 'typeorm';
import { contractingChanges, upStatements } from '../../test/contracting-statements.js';
import { migrations } from './migrations/index.js';

/**
 * Migrations run once before a rolling restart, so the release before a migration keeps serving
 * on its schema until every process is replaced: a migration may add (tables, nullable columns,
 * columns with a default, indexes) but not take away or tighten what that release reads and
 * writes. Taking away is a contract step, shipped in a later release than the one that stopped
 * using the column or table (docs/operations.md, "Upgrading").
 */

/**
 * The newest migration from before this rule. Those up to it shipped while the shop ran as one
 * process, stopped for each upgrade, and are not checked; four of them would fail it
 * (OrdersCheckoutAndStripeEvents and SubscriptionBoxes add NOT NULL columns without a default,
 * BackOfficeOrders and InboxStatuses set NOT NULL). A new migration is timestamped after it
 * (generate-migration.js uses the current time), and the count below keeps one from slipping in
 * with an older timestamp.
 */
const RULE_SINCE = 1795802000000;
const MIGRATIONS_BEFORE_THE_RULE = 18;

/**
 * Contract steps: migrations allowed to drop, rename or tighten, each with why it is safe now,
 * naming the release that stopped reading (or started always writing) what it changes, which must
 * be the release before this one or older. For example:
 *   DropOrdersGiftNote1796100000000:
 *     'orders.giftNote: last read by the release of 2026-12-04 (a1b2c3d); the next release, in which this ships, does not read it',
 */
const CONTRACT_STEPS: Record<string, string> = {};

const timestampOf = (name: string) => Number(/(\d{13})$/.exec(name)?.[1]);
const named = migrations.map((migration) => new migration());

describe('migrations are expand-only', () => {
  it.each(named.filter((migration) => timestampOf(migration.name!) > RULE_SINCE).map((m) => [m.name!, m]))(
    '%s adds without taking away, or is a listed contract step',
    async (name, migration) => {
      const changes = (await upStatements(migration)).flatMap(contractingChanges);
      if (name in CONTRACT_STEPS) expect(changes).not.toEqual([]);
      else expect(changes).toEqual([]);
    },
  );

  it('grandfathers only the migrations that existed before the rule', () => {
    expect(named.filter((migration) => timestampOf(migration.name!) <= RULE_SINCE)).toHaveLength(
      MIGRATIONS_BEFORE_THE_RULE,
    );
  });

  it('lists as contract steps only migrations that exist, each naming the release that let go', () => {
    const names = named.map((migration) => migration.name);
    for (const [name, why] of Object.entries(CONTRACT_STEPS)) {
      expect(names).toContain(name);
      expect(why).toMatch(/release/);
    }
  });
});

/** A migration made of `statements`, as the generator writes one. */
function migrationOf(...statements: string[]): MigrationInterface {
  return {
    name: 'Planted1899000000000',
    async up(queryRunner: QueryRunner) {
      for (const statement of statements) await queryRunner.query(statement);
    },
    async down() {},
  };
}

async function changesOf(...statements: string[]): Promise<string[]> {
  return (await upStatements(migrationOf(...statements))).flatMap(contractingChanges);
}

describe('the expand-only check', () => {
  it.each([
    ['drops a column', `ALTER TABLE "orders" DROP COLUMN "phone"`],
    ['drops a column', `ALTER TABLE "orders" DROP "phone"`],
    ['drops a column', `ALTER TABLE "orders" ADD "note" text, DROP COLUMN IF EXISTS "phone"`],
    ['drops a table', `DROP TABLE "newsletter_subscriptions"`],
    ['drops a table', `DROP TABLE IF EXISTS "public"."newsletter_subscriptions" CASCADE`],
    ['renames', `ALTER TABLE "orders" RENAME COLUMN "phone" TO "phoneNumber"`],
    ['renames', `ALTER TABLE "orders" RENAME TO "purchases"`],
    ['renames', `ALTER TYPE "order_status" RENAME VALUE 'paid' TO 'settled'`],
    ["changes a column's type", `ALTER TABLE "orders" ALTER COLUMN "phone" TYPE character varying(20)`],
    ["changes a column's type", `ALTER TABLE "orders" ALTER "phone" SET DATA TYPE text`],
    ['makes a column NOT NULL', `ALTER TABLE "orders" ALTER COLUMN "phone" SET NOT NULL`],
    ['adds a NOT NULL column without a default', `ALTER TABLE "orders" ADD "channel" character varying(10) NOT NULL`],
    ['adds a NOT NULL column without a default', `ALTER TABLE "orders" ADD COLUMN "channel" text NOT NULL`],
    ['drops a column', `DO $$ BEGIN ALTER TABLE "orders" DROP COLUMN "phone"; END $$`],
    ['drops a table', `CREATE TABLE "a" ("id" integer); DROP TABLE "b"`],
  ])('refuses a migration that %s: %s', async (change, statement) => {
    expect(await changesOf(statement)).toEqual([expect.stringContaining(change)]);
  });

  it.each([
    `CREATE TABLE "gift_notes" ("id" SERIAL NOT NULL, "text" text NOT NULL, CONSTRAINT "PK_gift_notes" PRIMARY KEY ("id"))`,
    `ALTER TABLE "orders" ADD "giftNote" text`,
    `ALTER TABLE "orders" ADD "channel" character varying(10) NOT NULL DEFAULT 'web'`,
    `ALTER TABLE "orders" ADD "sequence" SERIAL NOT NULL`,
    `ALTER TABLE "orders" ADD CONSTRAINT "CHK_orders_channel" CHECK ("channel" IS NOT NULL)`,
    `ALTER TABLE "orders" DROP CONSTRAINT "CHK_orders_status"`,
    `ALTER TABLE "orders" ALTER COLUMN "phone" DROP NOT NULL`,
    `ALTER TABLE "orders" ALTER COLUMN "channel" SET DEFAULT 'web'`,
    `CREATE INDEX CONCURRENTLY "IDX_orders_channel" ON "orders" ("channel")`,
    `UPDATE "orders" SET "note" = 'DROP TABLE x; ALTER TABLE y RENAME TO z' -- DROP COLUMN "phone"`,
    `INSERT INTO "audit" ("action") VALUES ('ALTER TABLE "orders" DROP COLUMN "phone"')`,
  ])('lets an adding statement through: %s', async (statement) => {
    expect(await changesOf(statement)).toEqual([]);
  });

  it('refuses a migration it cannot read (a query-runner method instead of SQL)', async () => {
    const unreadable: MigrationInterface = {
      name: 'Unreadable1899000000000',
      async up(queryRunner: QueryRunner) {
        await queryRunner.dropColumn('orders', 'phone');
      },
      async down() {},
    };
    await expect(upStatements(unreadable)).rejects.toThrow(/Unreadable1899000000000 calls queryRunner.dropColumn/);
  });
});
