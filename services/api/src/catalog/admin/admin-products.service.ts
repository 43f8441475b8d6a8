import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  LOW_STOCK_THRESHOLD,
  PRODUCT_MOVEMENTS_SHOWN,
  type AdminProduct,
  type AdminProductDetail,
  type AdminProductListQuery,
  type AdminProductPage,
  type UpdateProductRequest,
  imageUrlHost,
} from '@shop/contracts/admin-products';
import type { UserRole } from '@shop/contracts/auth';
import { toCents } from '@shop/contracts/money';
import { type AuditActor, AuditTrail } from '../../audit/audit-trail.js';
import { ShopError } from '../../common/errors/shop-error.js';
import { escapeLike } from '../../common/like-pattern.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { freshestPressedOn } from '../freshest-batches.js';
import { ProductBatch } from '../product-batch.entity.js';
import { Product } from '../product.entity.js';
import { productNotFound, StockService } from '../stock.service.js';
import { StockMovement } from '../stock-movement.entity.js';
import { toAdminProduct, toBatchView, toMovementView } from './admin-product-views.js';

/** The editable fields, in the order the audit row lists them. */
const EDITABLE_FIELDS = ['name', 'description', 'category', 'imageUrl', 'keyBenefits', 'published', 'price'] as const;
type EditableField = (typeof EDITABLE_FIELDS)[number];

function sameValue(field: EditableField, current: Product, wanted: UpdateProductRequest): boolean {
  if (field === 'price') return toCents(current.price) === toCents(wanted.price!);
  if (field === 'keyBenefits') return JSON.stringify(current.keyBenefits) === JSON.stringify(wanted.keyBenefits);
  return current[field] === wanted[field];
}

/** The back office's products: every one (hidden too), their history, and edits by the team. */
@Injectable()
export class AdminProductsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: StockService,
    private readonly audit: AuditTrail,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: AdminProductListQuery): Promise<AdminProductPage> {
    const builder = this.dataSource.getRepository(Product).createQueryBuilder('product');
    if (query.category) builder.andWhere('product.category = :category', { category: query.category });
    if (query.published) builder.andWhere('product.published = :published', { published: query.published === 'true' });
    if (query.lowStock === 'true') builder.andWhere('product.stock <= :low', { low: LOW_STOCK_THRESHOLD });
    if (query.lowStock === 'false') builder.andWhere('product.stock > :low', { low: LOW_STOCK_THRESHOLD });
    if (query.search) {
      builder.andWhere(`product.name ILIKE :search ESCAPE '\\'`, { search: `%${escapeLike(query.search)}%` });
    }
    const [rows, total] = await builder
      .orderBy('product.name', 'ASC')
      .addOrderBy('product.id', 'ASC')
      .skip((query.page - 1) * query.pageSize)
      .take(query.pageSize)
      .getManyAndCount();
    const pressedOn = await freshestPressedOn(
      this.dataSource.manager,
      rows.map((product) => product.id),
    );
    return {
      items: rows.map((product) => toAdminProduct(product, pressedOn.get(product.id) ?? null)),
      page: query.page,
      pageSize: query.pageSize,
      total,
    };
  }

  async detail(id: number): Promise<AdminProductDetail> {
    const manager = this.dataSource.manager;
    const product = await manager.findOneBy(Product, { id });
    if (!product) throw productNotFound(id);
    const [movements, batches] = await Promise.all([
      manager.find(StockMovement, {
        where: { productId: id },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: PRODUCT_MOVEMENTS_SHOWN,
      }),
      manager.find(ProductBatch, {
        where: { productId: id },
        order: { pressedOn: 'DESC', id: 'DESC' },
        take: PRODUCT_MOVEMENTS_SHOWN,
      }),
    ]);
    return {
      product: await this.view(manager, product),
      movements: movements.map(toMovementView),
      batches: batches.map(toBatchView),
    };
  }

  /**
   * Changes the fields sent. A price is the owner's decision: staff sending one are refused as a
   * whole (nothing else changes either), before anything is read or written.
   */
  /** An https: image must be on a host the operator listed (IMAGE_HOSTS); the shop's own /images/ files always pass. */
  private assertImageHostAllowed(imageUrl: string): void {
    const host = imageUrlHost(imageUrl);
    if (host === undefined || this.config.imageHosts.includes(host)) return;
    const message =
      this.config.imageHosts.length === 0
        ? 'Image address must be a file under /images/: this shop lists no outside image hosts'
        : `Image address must be under /images/ or on ${this.config.imageHosts.join(', ')}`;
    throw new ShopError('VALIDATION_FAILED', `Invalid request body: ${message}`, {
      fieldErrors: [{ field: 'imageUrl', message }],
    });
  }

  async update(actor: AuditActor, role: UserRole, id: number, request: UpdateProductRequest): Promise<AdminProduct> {
    if (request.price !== undefined && role !== 'owner') {
      throw new ShopError('OWNER_ONLY', 'Only the owner can change prices.', {
        fieldErrors: [{ field: 'price', message: 'Only the owner can change prices' }],
      });
    }
    if (request.imageUrl !== undefined) this.assertImageHostAllowed(request.imageUrl);
    return this.dataSource.transaction(async (manager) => {
      const [product] = await this.stock.lock(manager, [id]);
      if (!product) throw productNotFound(id);
      const changed = EDITABLE_FIELDS.filter(
        (field) => request[field] !== undefined && !sameValue(field, product, request),
      );
      if (changed.length === 0) return this.view(manager, product);
      if (changed.includes('name')) await this.assertNameFree(manager, id, request.name!);

      const before = Object.fromEntries(changed.map((field) => [field, product[field]]));
      const after = Object.fromEntries(changed.map((field) => [field, request[field]]));
      await manager.update(Product, { id }, after);
      await this.audit.record(manager, actor, {
        action:
          changed.length === 1 && changed[0] === 'published'
            ? request.published
              ? 'product.published'
              : 'product.hidden'
            : 'product.edited',
        entityType: 'product',
        entityId: id,
        before,
        after,
      });
      return this.view(manager, await manager.findOneByOrFail(Product, { id }));
    });
  }

  /** Names are unique regardless of case: "Cumin seeds" next to "Cumin Seeds" would confuse shoppers. */
  private async assertNameFree(manager: EntityManager, id: number, name: string): Promise<void> {
    const taken = await manager
      .createQueryBuilder(Product, 'product')
      .where('LOWER(product.name) = LOWER(:name)', { name })
      .andWhere('product.id <> :id', { id })
      .getExists();
    if (taken) {
      throw new ShopError('ALREADY_EXISTS', `Another product is already called ${name}`, {
        fieldErrors: [{ field: 'name', message: 'Another product already has this name' }],
      });
    }
  }

  private async view(manager: EntityManager, product: Product): Promise<AdminProduct> {
    const pressedOn = await freshestPressedOn(manager, [product.id]);
    return toAdminProduct(product, pressedOn.get(product.id) ?? null);
  }
}
