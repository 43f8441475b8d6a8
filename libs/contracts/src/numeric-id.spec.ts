import { numericIdSchema } from './common.js';
import { MAX_DATABASE_INTEGER } from './field-limits.js';
import { parseNumericId } from './numeric-id.js';
import { PRODUCT_CATEGORIES } from './product-categories.js';
import { productCategorySchema } from './products.js';

describe('a numeric id in a page address, without zod', () => {
  const ids = ['7', '1', '0', '007', String(MAX_DATABASE_INTEGER), String(MAX_DATABASE_INTEGER + 1), '99999999999'];
  const notIds = ['', ' 7', '7 ', '-1', '1e3', '0x10', '7.0', 'abc', '٣'];

  it.each([...ids, ...notIds])('reads %j as the request schema does', (text) => {
    const parsed = numericIdSchema.safeParse(text);
    expect(parseNumericId(text)).toBe(parsed.success ? parsed.data : null);
  });

  it('reads a product page id and refuses what cannot be a stored row', () => {
    expect(parseNumericId('12')).toBe(12);
    expect(parseNumericId('0')).toBeNull();
    expect(parseNumericId(String(MAX_DATABASE_INTEGER + 1))).toBeNull();
    expect(parseNumericId(undefined)).toBeNull();
    expect(parseNumericId(null)).toBeNull();
  });
});

describe('product categories', () => {
  it('are the schema’s categories, in the order pages show them', () => {
    expect(productCategorySchema.options).toEqual([...PRODUCT_CATEGORIES]);
    expect(PRODUCT_CATEGORIES).toEqual(['oils', 'spices']);
  });
});
