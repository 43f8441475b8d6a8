import type { SelectQueryBuilder } from 'typeorm';
import { MAX_DATABASE_INTEGER } from '@shop/contracts/field-limits';
import { prefixPattern } from '../../common/like-pattern.js';
import type { Order } from '../order.entity.js';

/**
 * Narrows the orders list to what `q` names. Each branch is served by an index: the primary key
 * for a number; lower(email), lower("firstName"), lower("lastName") varchar_pattern_ops for the
 * prefixes (the expressions here must stay exactly those of the migration's indexes).
 */
export function applySearch(query: SelectQueryBuilder<Order>, alias: string, q: string): void {
  const number = /^#?\s*(\d{1,10})$/.exec(q);
  if (number) {
    const id = Number(number[1]);
    // A number beyond the column's range names no order (and would make PostgreSQL refuse the query).
    query.andWhere(`${alias}.id = :searchId`, { searchId: id <= MAX_DATABASE_INTEGER ? id : 0 });
    return;
  }
  const email = `lower(${alias}.email) LIKE :searchEmail`;
  const firstName = `lower(${alias}.firstName) LIKE :searchFirst`;
  const lastName = `lower(${alias}.lastName) LIKE :searchLast`;
  if (q.includes('@')) {
    query.andWhere(email, { searchEmail: prefixPattern(q) });
    return;
  }
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length >= 2) {
    // "Asha Pat": a first name starting with the first word and a last name with the last.
    query.andWhere(`(${firstName} AND ${lastName})`, {
      searchFirst: prefixPattern(words[0]!),
      searchLast: prefixPattern(words.at(-1)!),
    });
    return;
  }
  const pattern = prefixPattern(q);
  query.andWhere(`(${email} OR ${firstName} OR ${lastName})`, {
    searchEmail: pattern,
    searchFirst: pattern,
    searchLast: pattern,
  });
}
