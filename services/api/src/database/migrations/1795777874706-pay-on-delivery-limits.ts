import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PayOnDeliveryLimits1795777874706 implements MigrationInterface {
  name = 'PayOnDeliveryLimits1795777874706';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "pay_on_delivery_lifts" ("userId" uuid NOT NULL, "liftedUntil" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_pay_on_delivery_lifts" PRIMARY KEY ("userId"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "pay_on_delivery_lifts" ADD CONSTRAINT "FK_pay_on_delivery_lifts_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "pay_on_delivery_lifts" DROP CONSTRAINT "FK_pay_on_delivery_lifts_user"`);
    await queryRunner.query(`DROP TABLE "pay_on_delivery_lifts"`);
  }
}
