import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AddressesController } from './addresses.controller.js';
import { AddressesService } from './addresses.service.js';
import { SavedAddress } from './saved-address.entity.js';

/**
 * Other modules remember the address a checkout or subscription used through this plain function,
 * inside their own transaction (no provider to inject).
 */
export { rememberAddress } from './remember-address.js';

/** The shopper's address book: what checkout prefills and offers to choose from. */
@Module({
  imports: [TypeOrmModule.forFeature([SavedAddress])],
  controllers: [AddressesController],
  providers: [AddressesService],
})
export class AddressesModule {}
