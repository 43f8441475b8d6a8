import { z } from '@shop/contracts/zod';
import { adminOrderQuerySchema } from '@shop/contracts/admin-orders';

/** The filters form: every field a text ('' = no filter), checked by the API's own query schema. */
export const orderFiltersSchema = z
  .object({ status: z.string(), from: z.string(), to: z.string(), zip: z.string(), q: z.string() })
  .superRefine((values, context) => {
    const result = adminOrderQuerySchema.safeParse(filledIn(values));
    if (result.success) return;
    for (const issue of result.error.issues)
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type OrderFilters = z.infer<typeof orderFiltersSchema>;

/** Only the filters given (trimmed): what goes into the API's query (the address is trimmed alike). */
export function filledIn(values: OrderFilters): Partial<OrderFilters> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([name, value]) => [name, value.trim()])
      .filter(([, value]) => value !== ''),
  );
}

/** The filters written in the page's address (?status=packed&zip=30040&page=2). */
export function filtersFromUrl(search: URLSearchParams): OrderFilters {
  return {
    status: search.get('status') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    zip: search.get('zip') ?? '',
    q: search.get('q') ?? '',
  };
}
