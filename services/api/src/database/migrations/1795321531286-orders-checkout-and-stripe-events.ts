import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OrdersCheckoutAndStripeEvents1795321531286 implements MigrationInterface {
  name = 'OrdersCheckoutAndStripeEvents1795321531286';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "stripe_events" ("id" character varying(255) NOT NULL, "type" character varying(100) NOT NULL, "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d3247bd5fc3f66b6982bbcdd897" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`ALTER TABLE "orders" ADD "paymentMethod" character varying(30) NOT NULL`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "specialInstructions" text`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "idempotencyKey" character varying(100) NOT NULL`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "stripeCheckoutSessionId" character varying(255)`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "UQ_959a2ecfed4fe0d2adcc8845952" UNIQUE ("stripeCheckoutSessionId")`,
    );
    await queryRunner.query(`ALTER TABLE "orders" ADD "paymentUrl" character varying(2048)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_orders_user_idempotency_key" ON "orders"  ("userId", "idempotencyKey") `,
    );
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "CHK_orders_payment_method" CHECK ("paymentMethod" IN ('stripe', 'pay_on_delivery'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "CHK_orders_status" CHECK ("status" IN ('pending', 'paid', 'confirmed', 'cancelled'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "CHK_orders_status"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "CHK_orders_payment_method"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_orders_user_idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "paymentUrl"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "UQ_959a2ecfed4fe0d2adcc8845952"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "stripeCheckoutSessionId"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "idempotencyKey"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "specialInstructions"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "paymentMethod"`);
    await queryRunner.query(`DROP TABLE "stripe_events"`);
  }
}
