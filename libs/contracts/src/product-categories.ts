/**
 * The shop's product categories, in the order pages show them. A module without zod: pages that
 * only list the categories do not download the schemas (products.ts builds its enum from this).
 */
export const PRODUCT_CATEGORIES = ['oils', 'spices'] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
