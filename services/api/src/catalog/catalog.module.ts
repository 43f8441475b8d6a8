import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminProductsController } from './admin/admin-products.controller.js';
import { AdminProductsService } from './admin/admin-products.service.js';
import { StockChangesService } from './admin/stock-changes.service.js';
import { CatalogChangeListener } from './catalog-change-listener.js';
import { CatalogChangeSubscriber } from './catalog-change-subscriber.js';
import { CatalogVersion } from './catalog-version.js';
import { PlaceholderImageController } from './placeholder-image.controller.js';
import { ProductBatch } from './product-batch.entity.js';
import { Product } from './product.entity.js';
import { ProductsController } from './products.controller.js';
import { ProductsListCache } from './products-list-cache.js';
import { ProductsService } from './products.service.js';
import { StockService } from './stock.service.js';
import { StockMovement } from './stock-movement.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Product, ProductBatch, StockMovement])],
  controllers: [ProductsController, PlaceholderImageController, AdminProductsController],
  providers: [
    ProductsService,
    StockService,
    AdminProductsService,
    StockChangesService,
    CatalogVersion,
    CatalogChangeSubscriber,
    CatalogChangeListener,
    ProductsListCache,
  ],
  exports: [ProductsService, StockService, CatalogVersion, CatalogChangeListener, ProductsListCache],
})
export class CatalogModule {}
