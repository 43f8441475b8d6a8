import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The usual delivery window of a subscription's boxes. Existing subscriptions keep none (NULL):
 * their boxes take the earliest window with room until the shopper picks one.
 */
export class BoxDeliveryWindows1795802000000 implements MigrationInterface {
  name = 'BoxDeliveryWindows1795802000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD "preferredWindowId" integer`);
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD CONSTRAINT "FK_subscriptions_preferred_window" FOREIGN KEY ("preferredWindowId") REFERENCES "delivery_windows"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP CONSTRAINT "FK_subscriptions_preferred_window"`);
    await queryRunner.query(`ALTER TABLE "subscriptions" DROP COLUMN "preferredWindowId"`);
  }
}
