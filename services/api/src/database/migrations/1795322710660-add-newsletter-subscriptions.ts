import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddNewsletterSubscriptions1795322710660 implements MigrationInterface {
  name = 'AddNewsletterSubscriptions1795322710660';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "newsletter_subscriptions" ("id" SERIAL NOT NULL, "email" character varying(320) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_57fd53bd8b39fe19d2be8136f64" UNIQUE ("email"), CONSTRAINT "PK_cfca9a6e4f146a80a6cd2e76f1d" PRIMARY KEY ("id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "newsletter_subscriptions"`);
  }
}
