import type { ColumnOptions } from 'typeorm';
import { MONEY_PRECISION, MONEY_SCALE } from '@shop/contracts/constants';

/**
 * numeric(10,2). The `pg` driver returns numeric as a string ("12.99"), which is kept as is:
 * money never passes through a JavaScript float.
 */
export function moneyColumn(options: Pick<ColumnOptions, 'default' | 'nullable'> = {}): ColumnOptions {
  return { type: 'numeric', precision: MONEY_PRECISION, scale: MONEY_SCALE, ...options };
}
