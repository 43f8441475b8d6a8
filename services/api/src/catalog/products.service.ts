import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Product as ProductResponse, ProductCategory, ProductDetail } from '@shop/contracts/products';
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

@Injectable()
export class ProductsService {
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  async list(category?: ProductCategory): Promise<ProductResponse[]> {
    const rows = await this.products.find({
      where: category ? { category } : {},
      order: { category: 'ASC', name: 'ASC' },
    });
    return rows.map(toProductResponse);
  }

  /** Every product with its key benefits, for readers that need the whole catalog at once (the support chat). */
  async listDetailed(): Promise<ProductDetail[]> {
    const rows = await this.products.find({ order: { id: 'ASC' } });
    return rows.map((product) => ({ ...toProductResponse(product), keyBenefits: product.keyBenefits }));
  }

  async get(id: number): Promise<ProductDetail> {
    const product = await this.products.findOneBy({ id });
    if (!product) throw productNotFound(id);
    return { ...toProductResponse(product), keyBenefits: product.keyBenefits };
  }
}
