import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InboxStatuses1795452561200 implements MigrationInterface {
  name = 'InboxStatuses1795452561200';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "inbox_entries" ("id" SERIAL NOT NULL, "itemKind" character varying(10) NOT NULL, "itemId" integer NOT NULL, "kind" character varying(10) NOT NULL, "text" text NOT NULL, "authorId" uuid, "authorEmail" character varying(320) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_inbox_entries_kind" CHECK ("kind" IN ('note', 'reply')), CONSTRAINT "CHK_inbox_entries_item_kind" CHECK ("itemKind" IN ('contact', 'inquiry', 'chat')), CONSTRAINT "PK_824ef0e35be1eaa48c074873ce8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_inbox_entries_item" ON "inbox_entries"  ("itemKind", "itemId", "createdAt", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "business_inquiries" ADD "status" character varying(20) NOT NULL DEFAULT 'new'`,
    );
    await queryRunner.query(`ALTER TABLE "business_inquiries" ADD "assigneeId" uuid`);
    await queryRunner.query(`ALTER TABLE "business_inquiries" ADD "quoteCents" integer`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" ADD "number" SERIAL NOT NULL`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" ADD "assigneeId" uuid`);
    // Written by hand: earlier messages are the shopper's or the bot's, as isBot said.
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "author" character varying(10)`);
    await queryRunner.query(`UPDATE "chat_messages" SET "author" = CASE WHEN "isBot" THEN 'bot' ELSE 'shopper' END`);
    await queryRunner.query(`ALTER TABLE "chat_messages" ALTER COLUMN "author" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "staffId" uuid`);
    await queryRunner.query(
      `ALTER TABLE "contact_messages" ADD "status" character varying(20) NOT NULL DEFAULT 'open'`,
    );
    await queryRunner.query(`ALTER TABLE "contact_messages" ADD "assigneeId" uuid`);
    await queryRunner.query(`CREATE INDEX "IDX_business_inquiries_assignee" ON "business_inquiries"  ("assigneeId") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_business_inquiries_status_created" ON "business_inquiries"  ("status", "createdAt", "id") `,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_chat_sessions_number" ON "chat_sessions"  ("number") `);
    await queryRunner.query(`CREATE INDEX "IDX_chat_sessions_assignee" ON "chat_sessions"  ("assigneeId") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_sessions_handoff_activity" ON "chat_sessions"  ("lastMessageAt") WHERE "handoffState" <> 'none'`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_contact_messages_assignee" ON "contact_messages"  ("assigneeId") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_messages_status_created" ON "contact_messages"  ("status", "createdAt", "id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "business_inquiries" ADD CONSTRAINT "CHK_business_inquiries_quote" CHECK ("quoteCents" IS NULL OR "quoteCents" >= 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "business_inquiries" ADD CONSTRAINT "CHK_business_inquiries_status" CHECK ("status" IN ('new', 'in_progress', 'quoted', 'won', 'lost'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_messages" ADD CONSTRAINT "CHK_chat_messages_is_bot" CHECK ("isBot" = ("author" = 'bot'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_messages" ADD CONSTRAINT "CHK_chat_messages_author" CHECK ("author" IN ('shopper', 'bot', 'staff'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_messages" ADD CONSTRAINT "CHK_contact_messages_status" CHECK ("status" IN ('open', 'answered', 'closed'))`,
    );
    // Written by hand (TypeORM does not see a changed CHECK): the team can close a handoff.
    await queryRunner.query(`ALTER TABLE "chat_sessions" DROP CONSTRAINT "CHK_chat_sessions_handoff"`);
    await queryRunner.query(
      `ALTER TABLE "chat_sessions" ADD CONSTRAINT "CHK_chat_sessions_handoff" CHECK ("handoffState" IN ('none', 'awaiting-email', 'open', 'closed'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "business_inquiries" ADD CONSTRAINT "FK_0f2697b1af5cbcfd39ea29e2926" FOREIGN KEY ("assigneeId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_sessions" ADD CONSTRAINT "FK_aa7234386b098bedecf9d01f54a" FOREIGN KEY ("assigneeId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "chat_messages" ADD CONSTRAINT "FK_5816fec1b115d9cc36d48e59d7c" FOREIGN KEY ("staffId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_messages" ADD CONSTRAINT "FK_e1fdf1de192a2027dca80be89f3" FOREIGN KEY ("assigneeId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "inbox_entries" ADD CONSTRAINT "FK_2358157f775f698bc1c61e56df9" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "inbox_entries" DROP CONSTRAINT "FK_2358157f775f698bc1c61e56df9"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP CONSTRAINT "FK_e1fdf1de192a2027dca80be89f3"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP CONSTRAINT "FK_5816fec1b115d9cc36d48e59d7c"`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" DROP CONSTRAINT "FK_aa7234386b098bedecf9d01f54a"`);
    await queryRunner.query(`ALTER TABLE "business_inquiries" DROP CONSTRAINT "FK_0f2697b1af5cbcfd39ea29e2926"`);
    // Written by hand: a closed handoff was a handoff; it reads as open again.
    await queryRunner.query(`ALTER TABLE "chat_sessions" DROP CONSTRAINT "CHK_chat_sessions_handoff"`);
    await queryRunner.query(`UPDATE "chat_sessions" SET "handoffState" = 'open' WHERE "handoffState" = 'closed'`);
    await queryRunner.query(
      `ALTER TABLE "chat_sessions" ADD CONSTRAINT "CHK_chat_sessions_handoff" CHECK ("handoffState" IN ('none', 'awaiting-email', 'open'))`,
    );
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP CONSTRAINT "CHK_contact_messages_status"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP CONSTRAINT "CHK_chat_messages_author"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP CONSTRAINT "CHK_chat_messages_is_bot"`);
    await queryRunner.query(`ALTER TABLE "business_inquiries" DROP CONSTRAINT "CHK_business_inquiries_status"`);
    await queryRunner.query(`ALTER TABLE "business_inquiries" DROP CONSTRAINT "CHK_business_inquiries_quote"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_contact_messages_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_contact_messages_assignee"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_sessions_handoff_activity"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_sessions_assignee"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_chat_sessions_number"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_business_inquiries_status_created"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_business_inquiries_assignee"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "assigneeId"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "staffId"`);
    // The team's chat replies stay, as messages that are not the bot's (isBot alone cannot tell more).
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "author"`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" DROP COLUMN "assigneeId"`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" DROP COLUMN "number"`);
    await queryRunner.query(`ALTER TABLE "business_inquiries" DROP COLUMN "quoteCents"`);
    await queryRunner.query(`ALTER TABLE "business_inquiries" DROP COLUMN "assigneeId"`);
    await queryRunner.query(`ALTER TABLE "business_inquiries" DROP COLUMN "status"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_inbox_entries_item"`);
    await queryRunner.query(`DROP TABLE "inbox_entries"`);
  }
}
