import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  ADDRESS_BOOK_MAX_ENTRIES,
  type SavedAddress as SavedAddressResponse,
  type SavedAddressRequest,
} from '@shop/contracts/address-book';
import { CLOCK, type Clock } from '../common/clock.js';
import { ShopError } from '../common/errors/shop-error.js';
import { takeAddressBookTurn } from './remember-address.js';
import { SavedAddress } from './saved-address.entity.js';

function toSavedAddressResponse(saved: SavedAddress): SavedAddressResponse {
  return {
    id: saved.id,
    address: saved.address,
    city: saved.city,
    state: saved.state,
    zipCode: saved.zipCode,
    phone: saved.phone,
    lastUsedAt: saved.lastUsedAt.toISOString(),
  };
}

/**
 * One shopper's address book. Every method takes the owner's id: another shopper's entry is the
 * same 404 as an unknown one. Writes take the book's turn (as rememberAddress does), so the limit
 * and the one-entry-per-address rule hold when a checkout remembers an address meanwhile.
 */
@Injectable()
export class AddressesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<SavedAddressResponse[]> {
    const saved = await this.dataSource
      .getRepository(SavedAddress)
      .find({ where: { userId }, order: { lastUsedAt: 'DESC', id: 'DESC' } });
    return saved.map(toSavedAddressResponse);
  }

  /** A new entry counts as just used: the next checkout offers it first. */
  async create(userId: string, input: SavedAddressRequest): Promise<SavedAddressResponse> {
    return this.dataSource.transaction(async (manager) => {
      await takeAddressBookTurn(manager, userId);
      await this.assertNotSavedYet(manager, userId, input);
      const count = await manager.countBy(SavedAddress, { userId });
      if (count >= ADDRESS_BOOK_MAX_ENTRIES) throw new ShopError('ADDRESS_BOOK_FULL');
      const saved = await manager.save(
        manager.create(SavedAddress, { userId, ...input, lastUsedAt: this.clock.now() }),
      );
      return toSavedAddressResponse(saved);
    });
  }

  /** A correction, not a use: the entry keeps its place in the book. */
  async update(userId: string, id: number, input: SavedAddressRequest): Promise<SavedAddressResponse> {
    return this.dataSource.transaction(async (manager) => {
      await takeAddressBookTurn(manager, userId);
      const saved = await manager.findOneBy(SavedAddress, { id, userId });
      if (!saved) throw notFound(id);
      await this.assertNotSavedYet(manager, userId, input, id);
      Object.assign(saved, input);
      return toSavedAddressResponse(await manager.save(saved));
    });
  }

  async remove(userId: string, id: number): Promise<void> {
    const result = await this.dataSource.getRepository(SavedAddress).delete({ id, userId });
    if (!result.affected) throw notFound(id);
  }

  /** The book's rule, as its unique index states it: one entry per street address (any case) and ZIP. */
  private async assertNotSavedYet(
    manager: EntityManager,
    userId: string,
    { address, zipCode }: SavedAddressRequest,
    exceptId = 0,
  ): Promise<void> {
    const same = await manager
      .createQueryBuilder(SavedAddress, 'saved')
      .where('saved.userId = :userId', { userId })
      .andWhere('lower(saved.address) = lower(:address)', { address })
      .andWhere('saved.zipCode = :zipCode', { zipCode })
      .andWhere('saved.id <> :exceptId', { exceptId })
      .getExists();
    if (same) throw new ShopError('ADDRESS_ALREADY_SAVED');
  }
}

function notFound(id: number): ShopError {
  return new ShopError('ADDRESS_NOT_FOUND', `Saved address ${id} does not exist`);
}
