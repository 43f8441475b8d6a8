import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES_BEFORE = `'pending', 'paid', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'cancelled'`;
const STATUSES_AFTER = `'pending', 'paid', 'confirmed', 'packed', 'out_for_delivery', 'to_reschedule', 'delivered', 'cancelled'`;

/** Delivery runs and their stops, missed deliveries per shopper, and the order status to_reschedule. */
export class DeliveryRuns1795801000000 implements MigrationInterface {
  name = 'DeliveryRuns1795801000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "CHK_orders_status"`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "CHK_orders_status" CHECK ("status" IN (${STATUSES_AFTER}))`,
    );
    await queryRunner.query(
      `CREATE TABLE "delivery_runs" ("id" SERIAL NOT NULL, "windowDayId" integer NOT NULL, "driverId" uuid, "driverEmail" character varying(320) NOT NULL, "startedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "closedAt" TIMESTAMP WITH TIME ZONE, "countedCash" numeric(10,2), "cardTerminalTotal" numeric(10,2), CONSTRAINT "CHK_delivery_runs_amounts" CHECK ("countedCash" >= 0 AND "cardTerminalTotal" >= 0), CONSTRAINT "CHK_delivery_runs_settled" CHECK (("closedAt" IS NULL) = ("countedCash" IS NULL) AND ("closedAt" IS NULL) = ("cardTerminalTotal" IS NULL)), CONSTRAINT "PK_delivery_runs" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_delivery_runs_window_day" ON "delivery_runs" ("windowDayId") `);
    await queryRunner.query(
      `CREATE TABLE "delivery_stops" ("id" SERIAL NOT NULL, "runId" integer NOT NULL, "orderId" integer NOT NULL, "sequence" smallint NOT NULL, "expectedAmount" numeric(10,2) NOT NULL, "outcome" character varying(20), "failureReason" character varying(20), "collectedAmount" numeric(10,2), "collectedKind" character varying(10), "recordedAt" TIMESTAMP WITH TIME ZONE, "recordedByEmail" character varying(320), CONSTRAINT "CHK_delivery_stops_amounts" CHECK ("expectedAmount" >= 0 AND "collectedAmount" > 0 AND "sequence" > 0), CONSTRAINT "CHK_delivery_stops_recorded" CHECK (("outcome" IS NULL) = ("recordedAt" IS NULL) AND ("outcome" IS NULL) = ("recordedByEmail" IS NULL)), CONSTRAINT "CHK_delivery_stops_delivered_collects" CHECK ("outcome" IS DISTINCT FROM 'delivered' OR "expectedAmount" = 0 OR "collectedAmount" IS NOT NULL), CONSTRAINT "CHK_delivery_stops_nothing_on_failure" CHECK ("outcome" IS DISTINCT FROM 'failed' OR "collectedAmount" IS NULL), CONSTRAINT "CHK_delivery_stops_amount_with_kind" CHECK (("collectedAmount" IS NULL) = ("collectedKind" IS NULL)), CONSTRAINT "CHK_delivery_stops_reason_when_failed" CHECK (("outcome" IS NOT DISTINCT FROM 'failed') = ("failureReason" IS NOT NULL)), CONSTRAINT "CHK_delivery_stops_collected_kind" CHECK ("collectedKind" IN ('cash', 'card')), CONSTRAINT "CHK_delivery_stops_failure_reason" CHECK ("failureReason" IN ('nobody_home', 'refused', 'wrong_address')), CONSTRAINT "CHK_delivery_stops_outcome" CHECK ("outcome" IN ('delivered', 'failed')), CONSTRAINT "PK_delivery_stops" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_delivery_stops_order" ON "delivery_stops" ("orderId") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_delivery_stops_run_sequence" ON "delivery_stops" ("runId", "sequence") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_delivery_stops_run_order" ON "delivery_stops" ("runId", "orderId") `,
    );
    await queryRunner.query(
      `CREATE TABLE "pay_on_delivery_standings" ("userId" uuid NOT NULL, "noShows" integer NOT NULL DEFAULT '0', "suspendedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_pay_on_delivery_standings_no_shows" CHECK ("noShows" >= 0), CONSTRAINT "PK_pay_on_delivery_standings" PRIMARY KEY ("userId"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "delivery_runs" ADD CONSTRAINT "FK_delivery_runs_window_day" FOREIGN KEY ("windowDayId") REFERENCES "delivery_window_days"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "delivery_runs" ADD CONSTRAINT "FK_delivery_runs_driver" FOREIGN KEY ("driverId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "delivery_stops" ADD CONSTRAINT "FK_delivery_stops_run" FOREIGN KEY ("runId") REFERENCES "delivery_runs"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "delivery_stops" ADD CONSTRAINT "FK_delivery_stops_order" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "pay_on_delivery_standings" ADD CONSTRAINT "FK_pay_on_delivery_standings_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "pay_on_delivery_standings" DROP CONSTRAINT "FK_pay_on_delivery_standings_user"`,
    );
    await queryRunner.query(`ALTER TABLE "delivery_stops" DROP CONSTRAINT "FK_delivery_stops_order"`);
    await queryRunner.query(`ALTER TABLE "delivery_stops" DROP CONSTRAINT "FK_delivery_stops_run"`);
    await queryRunner.query(`ALTER TABLE "delivery_runs" DROP CONSTRAINT "FK_delivery_runs_driver"`);
    await queryRunner.query(`ALTER TABLE "delivery_runs" DROP CONSTRAINT "FK_delivery_runs_window_day"`);
    await queryRunner.query(`DROP TABLE "pay_on_delivery_standings"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_delivery_stops_run_order"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_delivery_stops_run_sequence"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_delivery_stops_order"`);
    await queryRunner.query(`DROP TABLE "delivery_stops"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_delivery_runs_window_day"`);
    await queryRunner.query(`DROP TABLE "delivery_runs"`);
    // Orders still to reschedule cannot keep a status the older code does not know: they become packed.
    await queryRunner.query(`UPDATE "orders" SET "status" = 'packed' WHERE "status" = 'to_reschedule'`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "CHK_orders_status"`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "CHK_orders_status" CHECK ("status" IN (${STATUSES_BEFORE}))`,
    );
  }
}
