import { z } from './zod.js';
import { numericIdSchema, textFlagSchema } from './common.js';
import { moneySchema } from './money.js';
import { PRODUCT_CATEGORIES } from './product-categories.js';

export type { ProductCategory } from './product-categories.js';
export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);

/** GET /api/products item and GET /api/products/:id. */
export const productSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  price: moneySchema,
  imageUrl: z.string(),
  category: productCategorySchema,
  /** "false" means out of stock. */
  inStock: textFlagSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);

export const productIdParamsSchema = z.strictObject({ id: numericIdSchema });
export type ProductIdParams = z.infer<typeof productIdParamsSchema>;

/** GET /api/products/:id adds what the detail page shows. */
export const productDetailSchema = productSchema.extend({
  keyBenefits: z.array(z.string()),
  /** The freshest batch's pressed-on date ("2026-11-20") for oils; null without batches and for spices. */
  pressedOn: z.string().nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /api/products?category=oils */
export const productListQuerySchema = z.strictObject({
  category: productCategorySchema.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** The largest placeholder image the shop draws, per side. */
export const PLACEHOLDER_MAX_PIXELS = 2_000;
const placeholderSide = (label: string) =>
  z
    .string()
    .regex(/^\d{1,4}$/, { error: `${label} must be a whole number of pixels` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { error: `${label} must be at least 1 pixel` })
        .max(PLACEHOLDER_MAX_PIXELS, { error: `${label} must be at most ${PLACEHOLDER_MAX_PIXELS} pixels` }),
    );

/** GET /api/placeholder/:width/:height: the image shown where a product has none. */
export const placeholderImageParamsSchema = z.strictObject({
  width: placeholderSide('Width'),
  height: placeholderSide('Height'),
});
export type PlaceholderImageParams = z.infer<typeof placeholderImageParamsSchema>;
