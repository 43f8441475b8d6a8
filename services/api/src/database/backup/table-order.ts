import { BackupError } from './backup-format.js';

export interface TableDependencies {
  name: string;
  /** Tables this one's foreign keys point to. */
  references: readonly string[];
}

/**
 * Table names ordered so that each table comes after every table it references, so rows can be
 * inserted without deferring constraints (the schema's foreign keys are not deferrable). Among
 * tables free to go next, the one listed first wins: given an order that already satisfies the
 * foreign keys, the same order comes back. A table referencing itself is ignored here (its rows
 * go in primary-key order, parents first when ids grow); a cycle between tables is refused.
 */
export function foreignKeyOrder(tables: readonly TableDependencies[]): string[] {
  const names = new Set(tables.map((table) => table.name));
  const waitingFor = new Map(
    tables.map((table) => [
      table.name,
      new Set(table.references.filter((other) => other !== table.name && names.has(other))),
    ]),
  );
  const ordered: string[] = [];
  while (waitingFor.size > 0) {
    const next = tables.find((table) => waitingFor.get(table.name)?.size === 0);
    if (!next) {
      throw new BackupError(
        `Foreign keys form a cycle between ${[...waitingFor.keys()].join(', ')}: no insertion order satisfies them.`,
      );
    }
    ordered.push(next.name);
    waitingFor.delete(next.name);
    for (const pending of waitingFor.values()) pending.delete(next.name);
  }
  return ordered;
}
