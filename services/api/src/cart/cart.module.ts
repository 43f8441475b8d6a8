import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CartController } from './cart.controller.js';
import { CartItem } from './cart-item.entity.js';
import { CartService } from './cart.service.js';

/** The signed-in shopper's cart, kept on the server. */
@Module({
  imports: [TypeOrmModule.forFeature([CartItem]), CatalogModule],
  controllers: [CartController],
  providers: [CartService],
  exports: [CartService],
})
export class CartModule {}
