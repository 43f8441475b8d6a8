import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddUserPasswordHash1795320472420 implements MigrationInterface {
  name = 'AddUserPasswordHash1795320472420';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "passwordHash" character varying(255)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "passwordHash"`);
  }
}
