import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartController } from './cart.controller.js';
import { CartItem } from './cart-item.entity.js';
import { CartService } from './cart.service.js';

/** The signed-in shopper's cart (spec section 7). */
@Module({
  imports: [TypeOrmModule.forFeature([CartItem])],
  controllers: [CartController],
  providers: [CartService],
  exports: [CartService],
})
export class CartModule {}
