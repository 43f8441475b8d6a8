import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every API process keeps the products list and the rendered catalog pages; a change committed
 * anywhere (another process, SQL by hand, a restore) is told to all of them on the `shop_catalog`
 * channel, which each process LISTENs to (catalog-change-listener.ts). The database sends it, not
 * the application, so no writer can forget, and the application sends no extra statement.
 *
 * PostgreSQL delivers a notification at commit, never for a rollback, and one per transaction
 * however many statements sent the same payload. Committing one serialises with every other
 * notifying commit, so a product's row notifies only when something shoppers see changes: stock
 * going between none and some, or any column other than the stock count and `updatedAt` (so a
 * column added later notifies by default). A checkout that leaves bottles on the shelf sends none.
 * Batches give a product page its pressed-on date; they are written seldom, so any write counts.
 */
export class CatalogChangeNotifications1795803500000 implements MigrationInterface {
  name = 'CatalogChangeNotifications1795803500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION "shop_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('shop_catalog', ''); RETURN NULL; END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "TRG_products_catalog_rows" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "TRG_products_catalog_update" AFTER UPDATE ON "products" FOR EACH ROW WHEN ((OLD."stock" > 0) IS DISTINCT FROM (NEW."stock" > 0) OR (to_jsonb(OLD) - 'stock' - 'updatedAt') IS DISTINCT FROM (to_jsonb(NEW) - 'stock' - 'updatedAt')) EXECUTE FUNCTION "shop_catalog_changed"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "TRG_product_batches_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_batches" FOR EACH STATEMENT EXECUTE FUNCTION "shop_catalog_changed"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "TRG_product_batches_catalog" ON "product_batches"`);
    await queryRunner.query(`DROP TRIGGER "TRG_products_catalog_update" ON "products"`);
    await queryRunner.query(`DROP TRIGGER "TRG_products_catalog_rows" ON "products"`);
    await queryRunner.query(`DROP FUNCTION "shop_catalog_changed"()`);
  }
}
