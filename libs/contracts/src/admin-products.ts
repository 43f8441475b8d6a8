import { z } from './zod.js';
import { hasDotSegment } from './url-paths.js';
import { pageOf, pageQuerySchema } from './admin.js';
import { FIELD_LIMITS, MAX_DATABASE_INTEGER } from './field-limits.js';
import { moneySchema } from './money.js';
import { productCategorySchema } from './products.js';
import { storable, textField } from './text.js';

/** At or below this many units a product shows as "Low" in the back office. */
export const LOW_STOCK_THRESHOLD = 5;

/** How far back a batch's pressed-on date may go: older oil is not sold. */
export const BATCH_MAX_AGE_YEARS = 2;

/** How many stock movements the product page shows (newest first). */
export const PRODUCT_MOVEMENTS_SHOWN = 50;

export const PRODUCT_TEXT_LIMITS = {
  name: 200,
  description: 5_000,
  keyBenefit: 200,
  keyBenefits: 10,
  search: 200,
  note: 500,
} as const;

/** Why stock changed by hand; sales and subscription boxes move stock on their own. */
export const STOCK_CHANGE_REASONS = ['damaged', 'count_correction', 'batch_received'] as const;
export const stockChangeReasonSchema = z.enum(STOCK_CHANGE_REASONS, { error: 'Choose a reason for the change' });
export type StockChangeReason = z.infer<typeof stockChangeReasonSchema>;

export const STOCK_CHANGE_REASON_LABELS: Record<StockChangeReason, string> = {
  damaged: 'Damaged',
  count_correction: 'Count correction',
  batch_received: 'Batch received',
};

/** A calendar date as "2026-11-20" that exists (no February 30th). */
export const isoDateSchema = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date like 2026-11-20` })
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${label} is not a real date`);

/** The shop's own image files: letters, digits and `._~-`, in folders under /images/. */
const OWN_IMAGE_PATH = /^\/images\/[A-Za-z0-9._~\-/]+$/;

/**
 * The normalised form of an image address, or undefined when it is not one: a path under
 * /images/ (no dot segment, literal or encoded, no empty segment), or an https: address without
 * credentials, as the browser will resolve it. Whether an https: host is allowed is the server's
 * setting (IMAGE_HOSTS), checked where the address is saved. A shopper's browser loads this
 * address on every page that shows the product, so nothing may lead it elsewhere on the site
 * (`/images/../api/logout` would sign every viewer out).
 */
export function normalisedImageUrl(value: string): string | undefined {
  if (value.startsWith('/')) {
    if (!OWN_IMAGE_PATH.test(value) || value.includes('//') || hasDotSegment(value)) return undefined;
    return value;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const rawPath =
    value
      .slice(value.indexOf('//') + 2)
      .replace(/^[^/?#]*/, '')
      .split(/[?#]/, 1)[0] ?? '';
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password || hasDotSegment(rawPath)) {
    return undefined;
  }
  return url.href;
}

/** The host of a normalised https: image address, for the server's allow-list; undefined for the shop's own files. */
export function imageUrlHost(normalised: string): string | undefined {
  return normalised.startsWith('/') ? undefined : new URL(normalised).hostname;
}

/** An image address: one of the shop's own /images/... files, or https://... on a host the shop allows. */
export const productImageUrlSchema = storable(
  'Image address',
  z
    .string({ error: 'Image address must be text' })
    .trim()
    .max(FIELD_LIMITS.url, { error: `Image address must be at most ${FIELD_LIMITS.url} characters` })
    .refine((value) => normalisedImageUrl(value) !== undefined, {
      error: 'Image address must be a file under /images/ (without "." or ".." segments) or an https:// address',
    }),
).transform((value) => normalisedImageUrl(value)!);

const yesNo = (label: string) => z.enum(['true', 'false'], { error: `${label} must be true or false` });

/** GET /api/admin/products?category=oils&published=false&lowStock=true&search=sesame */
export const adminProductListQuerySchema = pageQuerySchema.extend({
  category: productCategorySchema.optional(),
  published: yesNo('Published').optional(),
  lowStock: yesNo('Low stock').optional(),
  search: textField('Search', PRODUCT_TEXT_LIMITS.search).optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

/** A product as the back office sees it: hidden ones too, with the stock count. */
export const adminProductSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  price: moneySchema,
  imageUrl: z.string(),
  category: productCategorySchema,
  keyBenefits: z.array(z.string()),
  stock: z.number().int().nonnegative(),
  published: z.boolean(),
  /** The freshest batch's pressed-on date (2026-11-20), or null without batches. */
  pressedOn: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductPageSchema = pageOf(adminProductSchema);
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

const actorSchema = z.object({ id: z.string().nullable(), email: z.string() });

/** One change of a product's stock made in the back office. */
export const stockMovementSchema = z.object({
  id: z.number().int().positive(),
  change: z.number().int(),
  reason: stockChangeReasonSchema,
  note: z.string().nullable(),
  batchId: z.number().int().positive().nullable(),
  stockAfter: z.number().int().nonnegative(),
  actor: actorSchema,
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** A received batch of pressed oil (or packed spice). */
export const productBatchSchema = z.object({
  id: z.number().int().positive(),
  pressedOn: z.string(),
  quantity: z.number().int().positive(),
  receivedAt: z.string(),
  receivedBy: actorSchema,
});
export type ProductBatch = z.infer<typeof productBatchSchema>;

/** GET /api/admin/products/:id: the product, its latest movements (newest first) and its batches. */
export const adminProductDetailSchema = z.object({
  product: adminProductSchema,
  movements: z.array(stockMovementSchema),
  batches: z.array(productBatchSchema),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

/**
 * PATCH /api/admin/products/:id: only the fields sent change. `price` is the owner's alone (the
 * server refuses it from staff with 403 OWNER_ONLY).
 */
export const updateProductRequestSchema = z.strictObject({
  name: textField('Name', PRODUCT_TEXT_LIMITS.name, { length: 1, message: 'Name is required' }).optional(),
  description: textField('Description', PRODUCT_TEXT_LIMITS.description, {
    length: 1,
    message: 'Description is required',
  }).optional(),
  category: productCategorySchema.optional(),
  imageUrl: productImageUrlSchema.optional(),
  keyBenefits: z
    .array(
      textField('Key benefit', PRODUCT_TEXT_LIMITS.keyBenefit, { length: 1, message: 'A key benefit cannot be empty' }),
      { error: 'Key benefits must be a list' },
    )
    .max(PRODUCT_TEXT_LIMITS.keyBenefits, { error: `At most ${PRODUCT_TEXT_LIMITS.keyBenefits} key benefits` })
    .optional(),
  published: z.boolean({ error: 'Published must be true or false' }).optional(),
  price: moneySchema.optional(),
});
export type UpdateProductRequest = z.infer<typeof updateProductRequestSchema>;

/**
 * POST /api/admin/products/:id/stock: `change` units in (positive) or out (negative). A received
 * batch adds units and says when it was pressed; the server also checks that date against today.
 */
export const stockChangeRequestSchema = z
  .strictObject({
    change: z
      .number({ error: 'Change must be a number' })
      .int({ error: 'Change must be a whole number' })
      .min(-MAX_DATABASE_INTEGER, { error: 'Change is too large' })
      .max(MAX_DATABASE_INTEGER, { error: 'Change is too large' })
      .refine((value) => value !== 0, 'Change cannot be zero'),
    reason: stockChangeReasonSchema,
    note: textField('Note', PRODUCT_TEXT_LIMITS.note).optional(),
    pressedOn: isoDateSchema('Pressed on').optional(),
  })
  .superRefine((request, context) => {
    if (request.reason === 'batch_received') {
      if (request.pressedOn === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['pressedOn'],
          message: 'Pressed on is required for a received batch',
        });
      }
      if (request.change < 0) {
        context.addIssue({
          code: 'custom',
          path: ['change'],
          message: 'A received batch adds stock: use a positive change',
        });
      }
    } else if (request.pressedOn !== undefined) {
      context.addIssue({ code: 'custom', path: ['pressedOn'], message: 'Pressed on is only for a received batch' });
    }
  });
export type StockChangeRequest = z.infer<typeof stockChangeRequestSchema>;

/** The answer to a stock change: the product's new count and the movement written. */
export const stockChangeResponseSchema = z.object({
  stock: z.number().int().nonnegative(),
  movement: stockMovementSchema,
});
export type StockChangeResponse = z.infer<typeof stockChangeResponseSchema>;
