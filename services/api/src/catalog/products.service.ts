import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Product as ProductResponse, ProductDetail } from '@shop/contracts/products';
import { freshestPressedOn } from './freshest-batches.js';
import { Product } from './product.entity.js';
import { productNotFound } from './stock.service.js';

export function toProductResponse(product: Product): ProductResponse {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    imageUrl: product.imageUrl,
    category: product.category,
    inStock: product.stock > 0 ? 'true' : 'false',
  };
}

/** Shoppers see a pressed-on date for oils only: a spice's batch date says nothing about freshness to them. */
function toProductDetail(product: Product, pressedOn: Map<number, string>): ProductDetail {
  return {
    ...toProductResponse(product),
    keyBenefits: product.keyBenefits,
    pressedOn: product.category === 'oils' ? (pressedOn.get(product.id) ?? null) : null,
  };
}

/** The catalog as shoppers see it: published products only (hidden ones answer 404). */
@Injectable()
export class ProductsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every published product, by category then name (ProductsListCache splits it by category). */
  async list(): Promise<ProductResponse[]> {
    const rows = await this.dataSource.getRepository(Product).find({
      where: { published: true },
      order: { category: 'ASC', name: 'ASC' },
    });
    return rows.map(toProductResponse);
  }

  /** Every product with its key benefits, for readers that need the whole catalog at once (the support chat). */
  async listDetailed(): Promise<ProductDetail[]> {
    const rows = await this.dataSource
      .getRepository(Product)
      .find({ where: { published: true }, order: { id: 'ASC' } });
    const pressedOn = await freshestPressedOn(
      this.dataSource.manager,
      rows.map((product) => product.id),
    );
    return rows.map((product) => toProductDetail(product, pressedOn));
  }

  async get(id: number): Promise<ProductDetail> {
    const product = await this.dataSource.getRepository(Product).findOneBy({ id, published: true });
    if (!product) throw productNotFound(id);
    return toProductDetail(product, await freshestPressedOn(this.dataSource.manager, [id]));
  }
}
