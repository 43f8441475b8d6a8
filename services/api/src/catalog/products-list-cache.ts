import { Inject, Injectable } from '@nestjs/common';
import { productCategorySchema, productListSchema, type ProductCategory } from '@shop/contracts/products';
import { CLOCK, type Clock } from '../common/clock.js';
import { SerialisedJson } from '../common/serialised-json.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { CatalogVersion } from './catalog-version.js';
import { ProductsService } from './products.service.js';

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
 *
 * A change moves CatalogVersion: at its commit when this process made it, on PostgreSQL's
 * notification when another process (or SQL by hand, a restore) did. A kept list is also trusted
 * for at most `productsListMaxAgeMs` (PRODUCTS_LIST_MAX_AGE_MS, 1 s): the safety net for changes
 * this process is not told of, while its listener's link is lost. Under load that costs one query
 * a second instead of one per request.
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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
    return age >= 0 && age < this.config.productsListMaxAgeMs;
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
