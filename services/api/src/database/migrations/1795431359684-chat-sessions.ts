import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ChatSessions1795431359684 implements MigrationInterface {
  name = 'ChatSessions1795431359684';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "chat_sessions" ("id" character varying(100) NOT NULL, "userId" uuid, "handoffState" character varying(20) NOT NULL DEFAULT 'none', "handoffEmail" character varying(320), "handoffRequestedAt" TIMESTAMP WITH TIME ZONE, "misunderstandings" integer NOT NULL DEFAULT '0', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lastMessageAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_chat_sessions_handoff" CHECK ("handoffState" IN ('none', 'awaiting-email', 'open')), CONSTRAINT "PK_efc151a4aafa9a28b73dedc485f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_chat_sessions_user" ON "chat_sessions"  ("userId") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_chat_sessions_open_handoffs" ON "chat_sessions"  ("handoffRequestedAt") WHERE "handoffState" = 'open'`,
    );
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "topic" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "chat_messages" ADD "sources" jsonb`);
    await queryRunner.query(
      `ALTER TABLE "chat_sessions" ADD CONSTRAINT "FK_d0320df1059d8a029a460f4161d" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Messages stored before conversations had their own table keep their conversation.
    await queryRunner.query(`INSERT INTO "chat_sessions" ("id") SELECT DISTINCT "sessionId" FROM "chat_messages"`);
    await queryRunner.query(
      `ALTER TABLE "chat_messages" ADD CONSTRAINT "FK_a82476a8acdd6cd6936378cb72d" FOREIGN KEY ("sessionId") REFERENCES "chat_sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP CONSTRAINT "FK_a82476a8acdd6cd6936378cb72d"`);
    await queryRunner.query(`ALTER TABLE "chat_sessions" DROP CONSTRAINT "FK_d0320df1059d8a029a460f4161d"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "sources"`);
    await queryRunner.query(`ALTER TABLE "chat_messages" DROP COLUMN "topic"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_sessions_open_handoffs"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_chat_sessions_user"`);
    await queryRunner.query(`DROP TABLE "chat_sessions"`);
  }
}
