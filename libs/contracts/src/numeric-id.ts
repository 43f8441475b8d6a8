import { MAX_DATABASE_INTEGER } from './field-limits.js';

/** A numeric id as written in a path, e.g. /api/products/7: digits only (no "1e3", "0x10" or " 7"). */
export const NUMERIC_ID_PATTERN = /^\d{1,10}$/;

/**
 * The id in a page's address, or null when it cannot be a stored row's. Without zod, so a page
 * that reads its id does not download the schemas; `numericIdSchema` applies the same rules to
 * requests, with an error message for each.
 */
export function parseNumericId(text: string | null | undefined): number | null {
  if (text === undefined || text === null || !NUMERIC_ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= MAX_DATABASE_INTEGER ? id : null;
}
