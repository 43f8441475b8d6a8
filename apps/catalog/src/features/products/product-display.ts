import { formatUsd, toCents } from '@shop/contracts/money';
import type { Product, ProductCategory } from '@shop/contracts/products';

/** "12.99" -> "$12.99", through integer cents. */
export function formatPrice(price: string): string {
  return formatUsd(toCents(price));
}

export function isOutOfStock(product: Pick<Product, 'inStock'>): boolean {
  return product.inStock === 'false';
}

export const CATEGORY_LABELS: Record<ProductCategory, { section: string; badge: string }> = {
  oils: { section: 'Organic Oils', badge: 'Oils' },
  spices: { section: 'Organic Spices', badge: 'Spices' },
};
