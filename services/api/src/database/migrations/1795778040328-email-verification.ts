import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailVerification1795778040328 implements MigrationInterface {
  name = 'EmailVerification1795778040328';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "email_verifications" ("id" SERIAL NOT NULL, "userId" uuid NOT NULL, "email" character varying(320) NOT NULL, "tokenHash" character varying(64) NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c1ea2921e767f83cd44c0af203f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_email_verifications_user" ON "email_verifications"  ("userId") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_email_verifications_token" ON "email_verifications"  ("tokenHash") `,
    );
    await queryRunner.query(
      `ALTER TABLE "email_verifications" ADD CONSTRAINT "FK_4e63a91e0a684b31496bd50733e" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_verifications" DROP CONSTRAINT "FK_4e63a91e0a684b31496bd50733e"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_email_verifications_token"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_email_verifications_user"`);
    await queryRunner.query(`DROP TABLE "email_verifications"`);
  }
}
