import { z } from './zod.js';
import { numericIdSchema, rowIdSchema } from './common.js';
import { CART_QUANTITY_MAX } from './constants.js';
import { productSchema } from './products.js';

export const cartQuantitySchema = z
  .number({ error: 'Quantity must be a number' })
  .int({ error: 'Quantity must be a whole number' })
  .min(1, { error: 'Quantity must be at least 1' })
  .max(CART_QUANTITY_MAX, { error: `Quantity must be at most ${CART_QUANTITY_MAX}` });

/** GET /api/cart item: the line plus the product details the cart page shows. */
export const cartItemSchema = z.object({
  id: z.number().int().positive(),
  productId: z.number().int().positive(),
  quantity: z.number().int().positive(),
  product: productSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartSchema = z.array(cartItemSchema);

/** POST /api/cart */
export const addToCartRequestSchema = z.strictObject({
  productId: rowIdSchema('Product'),
  quantity: cartQuantitySchema.default(1),
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

/** PUT /api/cart/:id */
export const updateCartItemRequestSchema = z.strictObject({ quantity: cartQuantitySchema });
export type UpdateCartItemRequest = z.infer<typeof updateCartItemRequestSchema>;

export const cartItemIdParamsSchema = z.strictObject({ id: numericIdSchema });
