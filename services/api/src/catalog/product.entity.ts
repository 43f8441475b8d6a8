import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ProductCategory } from '@shop/contracts/products';
import { moneyColumn } from '../common/database/money-column.js';

@Entity({ name: 'products' })
@Check('CHK_products_category', `"category" IN ('oils', 'spices')`)
@Check('CHK_products_stock', `"stock" >= 0`)
@Check('CHK_products_price', `"price" >= 0`)
export class Product {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique so the seed can insert idempotently by name. */
  @Column({ type: 'varchar', length: 200, unique: true })
  name: string;

  @Column({ type: 'text' })
  description: string;

  @Column(moneyColumn())
  price: string;

  @Column({ type: 'varchar', length: 2048 })
  imageUrl: string;

  @Column({ type: 'varchar', length: 20 })
  category: ProductCategory;

  /** Units on hand. The API's inStock flag is derived from it ("false" at zero). */
  @Column({ type: 'integer', default: 0 })
  stock: number;

  @Column({ type: 'jsonb' })
  keyBenefits: string[];

  /** False hides the product from shoppers (lists, its page, carts, boxes, the sitemap); orders keep it. */
  @Column({ type: 'boolean', default: true })
  published: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
