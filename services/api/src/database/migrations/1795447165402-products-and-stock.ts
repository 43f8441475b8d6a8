import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProductsAndStock1795447165402 implements MigrationInterface {
  name = 'ProductsAndStock1795447165402';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "product_batches" ("id" SERIAL NOT NULL, "productId" integer NOT NULL, "pressedOn" date NOT NULL, "quantity" integer NOT NULL, "receivedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "receivedById" uuid, "receivedByEmail" character varying(320) NOT NULL, CONSTRAINT "CHK_product_batches_quantity" CHECK ("quantity" > 0), CONSTRAINT "PK_843fa9e28be96c903f8c71292fc" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_product_batches_product" ON "product_batches"  ("productId", "pressedOn") `,
    );
    await queryRunner.query(
      `CREATE TABLE "stock_movements" ("id" SERIAL NOT NULL, "productId" integer NOT NULL, "change" integer NOT NULL, "reason" character varying(20) NOT NULL, "note" text, "batchId" integer, "stockAfter" integer NOT NULL, "actorId" uuid, "actorEmail" character varying(320) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_stock_movements_stock_after" CHECK ("stockAfter" >= 0), CONSTRAINT "CHK_stock_movements_change" CHECK ("change" <> 0), CONSTRAINT "CHK_stock_movements_reason" CHECK ("reason" IN ('damaged', 'count_correction', 'batch_received')), CONSTRAINT "PK_57a26b190618550d8e65fb860e7" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_stock_movements_product" ON "stock_movements"  ("productId", "createdAt", "id") `,
    );
    await queryRunner.query(`ALTER TABLE "products" ADD "published" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(
      `ALTER TABLE "product_batches" ADD CONSTRAINT "FK_a42c363530fc3e009f1e22197b6" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stock_movements" ADD CONSTRAINT "FK_a3acb59db67e977be45e382fc56" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "stock_movements" ADD CONSTRAINT "FK_77f13cc163fba94b261499f80fd" FOREIGN KEY ("batchId") REFERENCES "product_batches"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "stock_movements" DROP CONSTRAINT "FK_77f13cc163fba94b261499f80fd"`);
    await queryRunner.query(`ALTER TABLE "stock_movements" DROP CONSTRAINT "FK_a3acb59db67e977be45e382fc56"`);
    await queryRunner.query(`ALTER TABLE "product_batches" DROP CONSTRAINT "FK_a42c363530fc3e009f1e22197b6"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "published"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_stock_movements_product"`);
    await queryRunner.query(`DROP TABLE "stock_movements"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_product_batches_product"`);
    await queryRunner.query(`DROP TABLE "product_batches"`);
  }
}
