import type { MigrationInterface, QueryRunner } from 'typeorm';

export class DeliverySchedule1795800515164 implements MigrationInterface {
  name = 'DeliverySchedule1795800515164';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "delivery_zones" ("id" SERIAL NOT NULL, "name" character varying(60) NOT NULL, "catchAll" boolean NOT NULL DEFAULT false, "cutoffKind" character varying(20) NOT NULL, "cutoffMinute" smallint, "cutoffHours" smallint, CONSTRAINT "CHK_delivery_zones_cutoff" CHECK (("cutoffKind" = 'day_before_at' AND "cutoffMinute" BETWEEN 360 AND 1320 AND "cutoffHours" IS NULL) OR ("cutoffKind" = 'hours_before' AND "cutoffHours" BETWEEN 1 AND 72 AND "cutoffMinute" IS NULL)), CONSTRAINT "CHK_delivery_zones_cutoff_kind" CHECK ("cutoffKind" IN ('day_before_at', 'hours_before')), CONSTRAINT "PK_delivery_zones" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_delivery_zones_catch_all" ON "delivery_zones"  ("catchAll") WHERE "catchAll"`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_delivery_zones_name" ON "delivery_zones"  ("name") `);
    await queryRunner.query(
      `CREATE TABLE "delivery_windows" ("id" SERIAL NOT NULL, "zoneId" integer NOT NULL, "weekday" smallint NOT NULL, "startMinute" smallint NOT NULL, "endMinute" smallint NOT NULL, "capacity" smallint NOT NULL, "retiredAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_delivery_windows_capacity" CHECK ("capacity" BETWEEN 0 AND 200), CONSTRAINT "CHK_delivery_windows_hours" CHECK ("startMinute" >= 360 AND "startMinute" < "endMinute" AND "endMinute" <= 1320 AND "startMinute" % 15 = 0 AND "endMinute" % 15 = 0), CONSTRAINT "CHK_delivery_windows_weekday" CHECK ("weekday" BETWEEN 1 AND 7), CONSTRAINT "PK_delivery_windows" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_delivery_windows_zone_start" ON "delivery_windows"  ("zoneId", "weekday", "startMinute") WHERE "retiredAt" IS NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "delivery_window_days" ("id" SERIAL NOT NULL, "windowId" integer NOT NULL, "deliveryDate" date NOT NULL, "startsAt" TIMESTAMP WITH TIME ZONE NOT NULL, "endsAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_delivery_window_days" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_delivery_window_days_date" ON "delivery_window_days"  ("deliveryDate") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_delivery_window_days_window_date" ON "delivery_window_days"  ("windowId", "deliveryDate") `,
    );
    await queryRunner.query(
      `CREATE TABLE "delivery_bookings" ("id" SERIAL NOT NULL, "windowDayId" integer NOT NULL, "orderId" integer, "subscriptionCycleId" integer, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_05859748e7eb9ab41d237d7bab" UNIQUE ("orderId"), CONSTRAINT "REL_3edb406e83bf316381133137aa" UNIQUE ("subscriptionCycleId"), CONSTRAINT "CHK_delivery_bookings_owner" CHECK ("orderId" IS NOT NULL OR "subscriptionCycleId" IS NOT NULL), CONSTRAINT "PK_delivery_bookings" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_delivery_bookings_window_day" ON "delivery_bookings"  ("windowDayId") `);
    await queryRunner.query(
      `CREATE TABLE "delivery_closures" ("id" SERIAL NOT NULL, "zoneId" integer, "windowId" integer, "fromDate" date NOT NULL, "toDate" date NOT NULL, "reason" character varying(200) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_delivery_closures_dates" CHECK ("fromDate" <= "toDate"), CONSTRAINT "PK_delivery_closures" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_delivery_closures_to_date" ON "delivery_closures"  ("toDate") `);
    await queryRunner.query(
      `CREATE TABLE "delivery_zone_zips" ("zipCode" character varying(5) NOT NULL, "zoneId" integer NOT NULL, CONSTRAINT "PK_delivery_zone_zips" PRIMARY KEY ("zipCode"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_delivery_zone_zips_zone" ON "delivery_zone_zips"  ("zoneId") `);
    await queryRunner.query(
      `ALTER TABLE "delivery_windows" ADD CONSTRAINT "FK_delivery_windows_zone" FOREIGN KEY ("zoneId") REFERENCES "delivery_zones"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "delivery_window_days" ADD CONSTRAINT "FK_delivery_window_days_window" FOREIGN KEY ("windowId") REFERENCES "delivery_windows"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "delivery_bookings" ADD CONSTRAINT "FK_delivery_bookings_window_day" FOREIGN KEY ("windowDayId") REFERENCES "delivery_window_days"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "delivery_bookings" ADD CONSTRAINT "FK_delivery_bookings_order" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "delivery_bookings" ADD CONSTRAINT "FK_delivery_bookings_subscription_cycle" FOREIGN KEY ("subscriptionCycleId") REFERENCES "subscription_cycles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "delivery_closures" ADD CONSTRAINT "FK_delivery_closures_zone" FOREIGN KEY ("zoneId") REFERENCES "delivery_zones"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "delivery_closures" ADD CONSTRAINT "FK_delivery_closures_window" FOREIGN KEY ("windowId") REFERENCES "delivery_windows"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "delivery_zone_zips" ADD CONSTRAINT "FK_delivery_zone_zips_zone" FOREIGN KEY ("zoneId") REFERENCES "delivery_zones"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "delivery_zone_zips" DROP CONSTRAINT "FK_delivery_zone_zips_zone"`);
    await queryRunner.query(`ALTER TABLE "delivery_closures" DROP CONSTRAINT "FK_delivery_closures_window"`);
    await queryRunner.query(`ALTER TABLE "delivery_closures" DROP CONSTRAINT "FK_delivery_closures_zone"`);
    await queryRunner.query(
      `ALTER TABLE "delivery_bookings" DROP CONSTRAINT "FK_delivery_bookings_subscription_cycle"`,
    );
    await queryRunner.query(`ALTER TABLE "delivery_bookings" DROP CONSTRAINT "FK_delivery_bookings_order"`);
    await queryRunner.query(`ALTER TABLE "delivery_bookings" DROP CONSTRAINT "FK_delivery_bookings_window_day"`);
    await queryRunner.query(`ALTER TABLE "delivery_window_days" DROP CONSTRAINT "FK_delivery_window_days_window"`);
    await queryRunner.query(`ALTER TABLE "delivery_windows" DROP CONSTRAINT "FK_delivery_windows_zone"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_delivery_zone_zips_zone"`);
    await queryRunner.query(`DROP TABLE "delivery_zone_zips"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_delivery_closures_to_date"`);
    await queryRunner.query(`DROP TABLE "delivery_closures"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_delivery_bookings_window_day"`);
    await queryRunner.query(`DROP TABLE "delivery_bookings"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_delivery_window_days_window_date"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_delivery_window_days_date"`);
    await queryRunner.query(`DROP TABLE "delivery_window_days"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_delivery_windows_zone_start"`);
    await queryRunner.query(`DROP TABLE "delivery_windows"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_delivery_zones_name"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_delivery_zones_catch_all"`);
    await queryRunner.query(`DROP TABLE "delivery_zones"`);
  }
}
