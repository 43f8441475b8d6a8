import { Injectable } from '@nestjs/common';

/**
 * A number that grows after every committed change to the products table made by this process
 * (CatalogChangeSubscriber bumps it). What is kept of the catalog for shoppers (ProductsListCache)
 * remembers the version it was built at and is rebuilt once the version has moved, so asking
 * "did anything change?" costs a comparison, not a query.
 */
@Injectable()
export class CatalogVersion {
  private value = 0;

  get current(): number {
    return this.value;
  }

  bump(): void {
    this.value += 1;
  }
}
