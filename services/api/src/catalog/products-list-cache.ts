import { Inject, Injectable } from '@nestjs/common';
import { productCategorySchema, productListSchema, type ProductCategory } from '@shop/contracts/products';
import { CLOCK, type Clock } from '../common/clock.js';
import { SerialisedJson } from '../common/serialised-json.js';
import { CatalogVersion } from './catalog-version.js';
import { ProductsService } from './products.service.js';

/**
 * How long a kept list is trusted without a change seen in this process. Changes this process
 * commits show at once (CatalogVersion); this bounds how long a change it cannot see stays
 * unseen: one committed by another API process on the same PostgreSQL, an operator's SQL, a
 * restore. Under load it costs one query a second instead of one per request.
 */
export const PRODUCTS_LIST_MAX_AGE_MS = 1_000;

type ListKey = ProductCategory | 'all';

interface Snapshot {
  version: number;
  /** Clock time (ms) just before the rows were read. */
  readAt: number;
  lists: ReadonlyMap<ListKey, SerialisedJson>;
}

/**
 * GET /api/products, serialised once per change instead of once per request: the whole list and
 * each category's, built together from one query. Nothing in them depends on who asks.
 */
@Injectable()
export class ProductsListCache {
  private kept: Snapshot | undefined;
  /** The build under way, shared by every request that arrives while it runs. */
  private building: { version: number; snapshot: Promise<Snapshot> } | undefined;

  constructor(
    private readonly products: ProductsService,
    private readonly version: CatalogVersion,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(category?: ProductCategory): Promise<SerialisedJson> {
    const snapshot = await this.current();
    return snapshot.lists.get(category ?? 'all')!;
  }

  private current(): Snapshot | Promise<Snapshot> {
    const version = this.version.current;
    if (this.kept?.version === version && this.isYoung(this.kept)) return this.kept;
    if (this.building?.version === version) return this.building.snapshot;
    const snapshot = this.build(version).finally(() => {
      if (this.building?.snapshot === snapshot) this.building = undefined;
    });
    this.building = { version, snapshot };
    return snapshot;
  }

  /** A clock that went backwards counts as expired too. */
  private isYoung(snapshot: Snapshot): boolean {
    const age = this.clock.now().getTime() - snapshot.readAt;
    return age >= 0 && age < PRODUCTS_LIST_MAX_AGE_MS;
  }

  private async build(version: number): Promise<Snapshot> {
    const readAt = this.clock.now().getTime();
    // The contract check the response interceptor made on every answer, made once per build.
    const all = productListSchema.parse(await this.products.list());
    const lists = new Map<ListKey, SerialisedJson>([['all', this.reuse('all', all)]]);
    for (const category of productCategorySchema.options) {
      lists.set(
        category,
        this.reuse(
          category,
          all.filter((product) => product.category === category),
        ),
      );
    }
    const snapshot = { version, readAt, lists };
    // A write committed while the rows were read: answer the requests that came before it, keep nothing.
    if (this.version.current === version) this.kept = snapshot;
    return snapshot;
  }

  /** The previous body when the bytes are the same, so its compressed forms are not made again. */
  private reuse(key: ListKey, value: unknown): SerialisedJson {
    const fresh = new SerialisedJson(value);
    const previous = this.kept?.lists.get(key);
    return previous && fresh.sameAs(previous) ? previous : fresh;
  }
}
