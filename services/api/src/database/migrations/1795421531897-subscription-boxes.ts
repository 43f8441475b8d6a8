import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SubscriptionBoxes1795421531897 implements MigrationInterface {
  name = 'SubscriptionBoxes1795421531897';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "subscription_cycles" ("id" SERIAL NOT NULL, "subscriptionId" integer NOT NULL, "sequence" integer NOT NULL, "renewsAt" TIMESTAMP WITH TIME ZONE NOT NULL, "cutoffAt" TIMESTAMP WITH TIME ZONE NOT NULL, "state" character varying(20) NOT NULL DEFAULT 'scheduled', "oils" jsonb, "reserved" boolean NOT NULL DEFAULT false, "shortOils" jsonb NOT NULL, "skipReason" character varying(20), "orderId" integer, "stripeInvoiceId" character varying(255), "paid" boolean NOT NULL DEFAULT false, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_5421892588157da8a45bbd8302f" UNIQUE ("orderId"), CONSTRAINT "UQ_1d390d7ffd7ee4818748f81c59d" UNIQUE ("stripeInvoiceId"), CONSTRAINT "CHK_subscription_cycles_state" CHECK ("state" IN ('scheduled', 'locked', 'ordered', 'skipped', 'held', 'failed')), CONSTRAINT "PK_fd1c05aabb5b13b2563d60f42c1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_subscription_cycles_due" ON "subscription_cycles"  ("state", "cutoffAt") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_subscription_cycles_sequence" ON "subscription_cycles"  ("subscriptionId", "sequence") `,
    );
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD "stripeCheckoutSessionId" character varying(255)`);
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD CONSTRAINT "UQ_456a0c78ba10273ee2095245476" UNIQUE ("stripeCheckoutSessionId")`,
    );
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD "checkoutUrl" character varying(2048)`);
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD "paymentMethod" character varying(30) NOT NULL`);
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD "idempotencyKey" character varying(100) NOT NULL`);
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD "startedAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD "cancelAtPeriodEnd" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD "pausedUntil" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "orders" ADD "subscriptionId" integer`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_subscriptions_one_open_checkout" ON "subscriptions"  ("userId") WHERE "status" = 'incomplete'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_subscriptions_user_idempotency_key" ON "subscriptions"  ("userId", "idempotencyKey") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_orders_subscription" ON "orders"  ("subscriptionId") `);
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD CONSTRAINT "CHK_subscriptions_payment_method" CHECK ("paymentMethod" IN ('stripe', 'pay_on_delivery'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD CONSTRAINT "CHK_subscriptions_status" CHECK ("status" IN ('incomplete', 'active', 'past_due', 'paused', 'cancelled', 'expired'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "FK_69437bdc8b614888f9ba334d12d" FOREIGN KEY ("subscriptionId") REFERENCES "subscriptions"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscription_cycles" ADD CONSTRAINT "FK_8b9e0f2320a5c578842a50bf684" FOREIGN KEY ("subscriptionId") REFERENCES "subscriptions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "subscription_cycles" ADD CONSTRAINT "FK_5421892588157da8a45bbd8302f" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscription_cycles" DROP CONSTRAINT "FK_5421892588157da8a45bbd8302f"`);
    await queryRunner.query(`ALTER TABLE "subscription_cycles" DROP CONSTRAINT "FK_8b9e0f2320a5c578842a50bf684"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_69437bdc8b614888f9ba334d12d"`);
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP CONSTRAINT "CHK_subscriptions_status"`);
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP CONSTRAINT "CHK_subscriptions_payment_method"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_orders_subscription"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_subscriptions_user_idempotency_key"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_subscriptions_one_open_checkout"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP COLUMN "subscriptionId"`);
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP COLUMN "pausedUntil"`);
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP COLUMN "cancelAtPeriodEnd"`);
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP COLUMN "startedAt"`);
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP COLUMN "idempotencyKey"`);
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP COLUMN "paymentMethod"`);
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP COLUMN "checkoutUrl"`);
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP CONSTRAINT "UQ_456a0c78ba10273ee2095245476"`);
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP COLUMN "stripeCheckoutSessionId"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_subscription_cycles_sequence"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_subscription_cycles_due"`);
    await queryRunner.query(`DROP TABLE "subscription_cycles"`);
  }
}
