import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BackOfficeRolesAuditOutbox1795445519339 implements MigrationInterface {
  name = 'BackOfficeRolesAuditOutbox1795445519339';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" SERIAL NOT NULL, "actorId" uuid, "actorEmail" character varying(320) NOT NULL, "action" character varying(60) NOT NULL, "entityType" character varying(20) NOT NULL, "entityId" character varying(100) NOT NULL, "before" jsonb, "after" jsonb, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_audit_log_entity" ON "audit_log"  ("entityType", "entityId", "createdAt") `,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_created" ON "audit_log"  ("createdAt", "id") `);
    await queryRunner.query(
      `CREATE TABLE "email_outbox" ("id" SERIAL NOT NULL, "kind" character varying(40) NOT NULL, "dedupeKey" character varying(200) NOT NULL, "toAddress" character varying(320) NOT NULL, "subject" character varying(200) NOT NULL, "textBody" text NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "nextAttemptAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lastError" text, "sentAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_7df3c823b1c1b78e23ed1c66369" UNIQUE ("dedupeKey"), CONSTRAINT "CHK_email_outbox_status" CHECK ("status" IN ('pending', 'sent', 'failed')), CONSTRAINT "PK_b6fbfc201f705fbf1ac87bd7197" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_email_outbox_created" ON "email_outbox"  ("createdAt", "id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_email_outbox_due" ON "email_outbox"  ("nextAttemptAt", "id") WHERE "status" = 'pending'`,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "role" character varying(20) NOT NULL DEFAULT 'shopper'`);
    await queryRunner.query(`CREATE INDEX "IDX_users_team" ON "users"  ("role") WHERE "role" <> 'shopper'`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_role" CHECK ("role" IN ('shopper', 'staff', 'owner'))`,
    );
    // Written by hand: TypeORM does not see a changed CHECK expression. Staff fulfil orders now.
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "CHK_orders_status"`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "CHK_orders_status" CHECK ("status" IN ('pending', 'paid', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'cancelled'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "CHK_orders_status"`);
    await queryRunner.query(
      `ALTER TABLE "orders" ADD CONSTRAINT "CHK_orders_status" CHECK ("status" IN ('pending', 'paid', 'confirmed', 'cancelled'))`,
    );
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_role"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_users_team"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "role"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_email_outbox_due"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_email_outbox_created"`);
    await queryRunner.query(`DROP TABLE "email_outbox"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_audit_log_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_audit_log_entity"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
