import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BackOfficeOrders1795447741868 implements MigrationInterface {
  name = 'BackOfficeOrders1795447741868';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "order_events" ("id" SERIAL NOT NULL, "orderId" integer NOT NULL, "type" character varying(30) NOT NULL, "actorEmail" character varying(320), "note" text, "amount" numeric(10,2), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cc1b82b0fcf1be577d9d7ecbf8b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_order_events_order" ON "order_events"  ("orderId", "createdAt", "id") `);
    await queryRunner.query(
      `CREATE TABLE "order_refunds" ("id" SERIAL NOT NULL, "orderId" integer NOT NULL, "stripeRefundId" character varying(255) NOT NULL, "amount" numeric(10,2) NOT NULL, "status" character varying(30) NOT NULL, "createdBy" character varying(320), "idempotencyKey" character varying(100), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_1fcd34b132a0fcbffcf98b116f8" UNIQUE ("stripeRefundId"), CONSTRAINT "PK_f8c501d1232e93e00aac466a279" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_order_refunds_order_idempotency_key" ON "order_refunds"  ("orderId", "idempotencyKey") `,
    );
    // Written by hand: existing orders take their ZIP from the address they were placed with.
    await queryRunner.query(`ALTER TABLE "orders" ADD "zipCode" character varying(10)`);
    await queryRunner.query(`UPDATE "orders" SET "zipCode" = left("shippingAddress"->>'zipCode', 10)`);
    await queryRunner.query(`ALTER TABLE "orders" ALTER COLUMN "zipCode" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "refundedTotal" numeric(10,2) NOT NULL DEFAULT '0'`);
    await queryRunner.query(`CREATE INDEX "IDX_orders_payment_intent" ON "orders"  ("paymentIntentId") `);
    await queryRunner.query(`CREATE INDEX "IDX_orders_zip_created" ON "orders"  ("zipCode", "createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_orders_status_created" ON "orders"  ("status", "createdAt", "id") `);
    await queryRunner.query(`CREATE INDEX "IDX_orders_created" ON "orders"  ("createdAt", "id") `);
    // Written by hand (TypeORM cannot declare expression indexes; the entity lists them with
    // synchronize: false): case-insensitive prefix search of the back office's orders list.
    await queryRunner.query(`CREATE INDEX "IDX_orders_email_prefix" ON "orders" (lower("email") varchar_pattern_ops)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_orders_first_name_prefix" ON "orders" (lower("firstName") varchar_pattern_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_orders_last_name_prefix" ON "orders" (lower("lastName") varchar_pattern_ops)`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_events" ADD CONSTRAINT "FK_74f8a596c01980f8e99f503c27b" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_refunds" ADD CONSTRAINT "FK_1d266acc6f94a5d28bf7bfa1691" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Orders placed before the timeline existed start it with their placing.
    await queryRunner.query(
      `INSERT INTO "order_events" ("orderId", "type", "note", "createdAt") SELECT "id", 'placed', 'Placed before the order timeline existed', "createdAt" FROM "orders"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_refunds" DROP CONSTRAINT "FK_1d266acc6f94a5d28bf7bfa1691"`);
    await queryRunner.query(`ALTER TABLE "order_events" DROP CONSTRAINT "FK_74f8a596c01980f8e99f503c27b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_last_name_prefix"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_first_name_prefix"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_email_prefix"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_zip_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_payment_intent"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "refundedTotal"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "zipCode"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_order_refunds_order_idempotency_key"`);
    await queryRunner.query(`DROP TABLE "order_refunds"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_order_events_order"`);
    await queryRunner.query(`DROP TABLE "order_events"`);
  }
}
