import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlaceholderImageController } from './placeholder-image.controller.js';
import { Product } from './product.entity.js';
import { ProductsController } from './products.controller.js';
import { ProductsService } from './products.service.js';
import { StockService } from './stock.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Product])],
  controllers: [ProductsController, PlaceholderImageController],
  providers: [ProductsService, StockService],
  exports: [ProductsService, StockService],
})
export class CatalogModule {}
