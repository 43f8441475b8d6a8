import { Injectable } from '@nestjs/common';

/**
 * A number that grows after every committed change to the catalog: at once for this process's own
 * writes (CatalogChangeSubscriber), on PostgreSQL's notification for everyone's
 * (CatalogChangeListener). What is kept of the catalog for shoppers (ProductsListCache, the
 * rendered pages) remembers the version it was built at and is rebuilt once the version has moved,
 * so asking "did anything change?" costs a comparison, not a query. Only ever compared for
 * equality: an extra bump costs one rebuild, never a wrong answer.
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
