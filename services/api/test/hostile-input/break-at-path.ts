import type { Breakage } from './bad-values.js';
import type { FieldPath } from './schema-fields.js';

/** The value at a path of an example (undefined when absent). */
export function valueAt(value: unknown, path: FieldPath): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/**
 * An own property even for "__proto__": a plain assignment would change the prototype instead,
 * and the key would silently vanish from the JSON sent.
 */
function setOwn(target: Record<string | number, unknown>, key: string | number, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * A copy of the valid example with exactly one thing broken at `path`: the field left out, given a
 * bad value, or its object given an unknown key. The rest stays valid, so a validation error can
 * only name this place.
 */
export function breakAtPath(example: unknown, path: FieldPath, breakage: Breakage): unknown {
  const copy = structuredClone(example);
  const parentPath = breakage.kind === 'unknown-field' ? path : path.slice(0, -1);
  if (path.length === 0 && breakage.kind !== 'unknown-field')
    return breakage.kind === 'missing' ? undefined : breakage.value;

  const parent = (parentPath.length === 0 ? copy : valueAt(copy, parentPath)) as Record<string | number, unknown>;
  if (typeof parent !== 'object' || parent === null) return copy;
  if (breakage.kind === 'unknown-field') setOwn(parent, breakage.key, breakage.value);
  else if (breakage.kind === 'missing') delete parent[path[path.length - 1]!];
  else setOwn(parent, path[path.length - 1]!, breakage.value);
  return copy;
}
