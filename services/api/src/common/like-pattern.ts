/**
 * Text for a LIKE pattern, taken literally: its own %, _ and \ escaped (backslash is PostgreSQL's
 * default LIKE escape), so a shopper named "100%_pure" matches only that.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** A case-insensitive LIKE pattern for what starts with `text`, to compare with lower(column). */
export function prefixPattern(text: string): string {
  return `${escapeLike(text.toLowerCase())}%`;
}
