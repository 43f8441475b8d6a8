import { z } from './zod.js';
import { numericIdSchema, textFlagSchema } from './common.js';
import { moneySchema } from './money.js';

/** GET /api/subscriptions/plans item and GET /api/subscriptions/plans/:planId. */
export const subscriptionPlanSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  price: moneySchema,
  regularPrice: moneySchema,
  bottleCount: z.number().int().positive(),
  features: z.array(z.string()),
  /** The string "true" marks the Most Popular plan. */
  isPopular: textFlagSchema,
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const subscriptionPlanListSchema = z.array(subscriptionPlanSchema);

export const planIdParamsSchema = z.strictObject({ planId: numericIdSchema });
export type PlanIdParams = z.infer<typeof planIdParamsSchema>;
