import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every address a shopper's orders and subscriptions went to: one row per street address
 * (whatever its case) and ZIP, with the city, state and phone of its latest use, the 20 most
 * recently used per shopper (the book's limit when this was written). Values are cut to the
 * columns' lengths: old rows were not all checked against today's limits.
 */
const BACKFILL_FROM_ORDERS_AND_SUBSCRIPTIONS = `
  INSERT INTO "saved_addresses" ("userId", "address", "city", "state", "zipCode", "phone", "lastUsedAt", "createdAt")
  SELECT "userId", "address", "city", "state", "zipCode", "phone", "usedAt", "usedAt"
    FROM (
      SELECT "latest".*, row_number() OVER (PARTITION BY "userId" ORDER BY "usedAt" DESC) AS "recency"
        FROM (
          SELECT DISTINCT ON ("userId", lower("address"), "zipCode") *
            FROM (
              SELECT "userId",
                     left(btrim("shippingAddress"->>'address'), 200) AS "address",
                     left(btrim(coalesce("shippingAddress"->>'city', '')), 100) AS "city",
                     left(btrim(coalesce("shippingAddress"->>'state', '')), 50) AS "state",
                     left(btrim("shippingAddress"->>'zipCode'), 10) AS "zipCode",
                     left(btrim(coalesce("phone", '')), 40) AS "phone",
                     "createdAt" AS "usedAt"
                FROM "orders"
               WHERE "userId" IS NOT NULL
              UNION ALL
              SELECT "userId",
                     left(btrim("shippingAddress"->>'address'), 200),
                     left(btrim(coalesce("shippingAddress"->>'city', '')), 100),
                     left(btrim(coalesce("shippingAddress"->>'state', '')), 50),
                     left(btrim("shippingAddress"->>'zipCode'), 10),
                     left(btrim(coalesce("shippingAddress"->>'phone', '')), 40),
                     "createdAt"
                FROM "subscriptions"
            ) AS "uses"
           WHERE "address" <> '' AND "zipCode" <> ''
           ORDER BY "userId", lower("address"), "zipCode", "usedAt" DESC
        ) AS "latest"
    ) AS "ranked"
   WHERE "recency" <= 20`;

export class AddressBook1795800000000 implements MigrationInterface {
  name = 'AddressBook1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "saved_addresses" ("id" SERIAL NOT NULL, "userId" uuid NOT NULL, "address" character varying(200) NOT NULL, "city" character varying(100) NOT NULL, "state" character varying(50) NOT NULL, "zipCode" character varying(10) NOT NULL, "phone" character varying(40) NOT NULL, "lastUsedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_saved_addresses" PRIMARY KEY ("id"))`,
    );
    // Written by hand (TypeORM cannot declare expression or descending indexes; the entity lists
    // them with synchronize: false): one entry per address whatever its case, newest use first.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_saved_addresses_user_address_zip" ON "saved_addresses" ("userId", lower("address"), "zipCode")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_saved_addresses_user_last_used" ON "saved_addresses" ("userId", "lastUsedAt" DESC)`,
    );
    await queryRunner.query(
      `ALTER TABLE "saved_addresses" ADD CONSTRAINT "FK_saved_addresses_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(BACKFILL_FROM_ORDERS_AND_SUBSCRIPTIONS);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "saved_addresses" DROP CONSTRAINT "FK_saved_addresses_user"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_saved_addresses_user_last_used"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_saved_addresses_user_address_zip"`);
    await queryRunner.query(`DROP TABLE "saved_addresses"`);
  }
}
