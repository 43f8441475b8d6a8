/**
 * Short, exact renderings of hostile values for failure messages. A counterexample must be
 * readable (a 10,000-character string printed whole buries the report) yet unambiguous: invisible
 * characters are escaped (JSON escapes NUL and lone surrogates as \u0000 and \ud800), and a long
 * string shows its start, its length, and what it is made of when it repeats one unit.
 */

const LONG = 40;

/** "x" × 201, or the first characters of a long string with its length. */
export function describeString(text: string): string {
  if (text.length <= LONG) return JSON.stringify(text);
  for (const unitLength of [1, 2, 3, 4]) {
    const unit = text.slice(0, unitLength);
    const count = Math.floor(text.length / unitLength);
    if (unit.repeat(count) === text.slice(0, unitLength * count) && count * unitLength >= text.length - LONG) {
      const rest = text.slice(unitLength * count);
      return `${JSON.stringify(unit)} × ${count}${rest ? ` + ${JSON.stringify(rest)}` : ''} (${text.length} chars)`;
    }
  }
  return `${JSON.stringify(text.slice(0, 24))}… (${text.length} chars)`;
}

/** Any JSON-ish value, with long strings shortened and deep nesting summarised. */
export function describeValue(value: unknown, depth = 0): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return describeString(value);
  if (typeof value !== 'object' || value === null) return String(value);
  if (depth > 3)
    return Array.isArray(value) ? `[…nested ${nestingDepth(value)} deep]` : `{…nested ${nestingDepth(value)} deep}`;
  if (Array.isArray(value)) {
    const items = value.slice(0, 5).map((item) => describeValue(item, depth + 1));
    return `[${items.join(', ')}${value.length > 5 ? `, … ${value.length} items` : ''}]`;
  }
  const entries = Object.entries(value);
  const shown = entries.slice(0, 12).map(([key, item]) => `${describeString(key)}: ${describeValue(item, depth + 1)}`);
  return `{${shown.join(', ')}${entries.length > 12 ? `, … ${entries.length} keys` : ''}}`;
}

function nestingDepth(value: unknown): number {
  let depth = 0;
  let current: unknown = value;
  while (typeof current === 'object' && current !== null) {
    depth += 1;
    current = Array.isArray(current) ? current[0] : Object.values(current)[0];
  }
  return depth;
}
