import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailSendingClaim1795447124716 implements MigrationInterface {
  name = 'EmailSendingClaim1795447124716';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_outbox" ADD "sendingUntil" TIMESTAMP WITH TIME ZONE`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "email_outbox" DROP COLUMN "sendingUntil"`);
  }
}
