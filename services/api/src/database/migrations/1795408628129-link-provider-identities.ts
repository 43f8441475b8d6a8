import type { MigrationInterface, QueryRunner } from 'typeorm';

export class LinkProviderIdentities1795408628129 implements MigrationInterface {
  name = 'LinkProviderIdentities1795408628129';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "user_identities" ("id" SERIAL NOT NULL, "userId" uuid NOT NULL, "issuer" character varying(2048) NOT NULL, "subject" character varying(255) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e23bff04e9c3e7b785e442b262c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_user_identities_user" ON "user_identities"  ("userId") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_user_identities_issuer_subject" ON "user_identities"  ("issuer", "subject") `,
    );
    await queryRunner.query(`ALTER TABLE "users" ADD "emailVerified" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `ALTER TABLE "user_identities" ADD CONSTRAINT "FK_084cef3785217102f222e90ea7c" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Accounts without a password were made by the identity provider, from the email it sent: the
    // same provider may claim them again (its verified email then links its identity).
    await queryRunner.query(`UPDATE "users" SET "emailVerified" = true WHERE "passwordHash" IS NULL`);
    // Only https pictures are kept from now on; anything else stored before is dropped.
    await queryRunner.query(`UPDATE "users" SET "profileImageUrl" = NULL WHERE "profileImageUrl" NOT LIKE 'https://%'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user_identities" DROP CONSTRAINT "FK_084cef3785217102f222e90ea7c"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "emailVerified"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_user_identities_issuer_subject"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_user_identities_user"`);
    await queryRunner.query(`DROP TABLE "user_identities"`);
  }
}
