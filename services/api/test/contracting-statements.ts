import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The SQL a migration's up() sends, in order, read without a database: up() runs against a query
 * runner that records each `query` and answers it with no rows. A migration that uses any other
 * query-runner method (addColumn, dropTable...) is refused by name, since its SQL cannot be read.
 */
export async function upStatements(migration: MigrationInterface): Promise<string[]> {
  const statements: string[] = [];
  const recorder = new Proxy({} as QueryRunner, {
    get(_target, property) {
      if (property === 'query') {
        return async (sql: string) => {
          statements.push(sql);
          return [];
        };
      }
      throw new Error(
        `${migration.name ?? migration.constructor.name} calls queryRunner.${String(property)}: write migrations as SQL ` +
          '(queryRunner.query) so the expand-only check can read what they change',
      );
    },
  });
  await migration.up(recorder);
  return statements;
}

/**
 * What in `sql` the release before it might not survive, one phrase per change (empty: it only
 * adds). That release is still serving while the new one rolls out, so a migration must not drop,
 * rename or tighten what it reads or writes:
 * dropping a table or a column, renaming one, changing a column's type, making a column NOT NULL,
 * or adding a NOT NULL column without a default (its INSERTs do not name the column).
 */
export function contractingChanges(sql: string): string[] {
  return statementsOf(sql).flatMap(changesOfStatement);
}

/**
 * Statements of `sql` with comments and string literals blanked, and the bodies of $$-quoted blocks
 * (DO, functions) as statements of their own.
 */
function statementsOf(sql: string): string[] {
  const bodies: string[] = [];
  let outer = '';
  let index = 0;
  while (index < sql.length) {
    const rest = sql.slice(index);
    const token =
      /^--[^\n]*/.exec(rest) ??
      /^\/\*[\s\S]*?\*\//.exec(rest) ??
      /^'(?:[^']|'')*'/.exec(rest) ??
      /^"(?:[^"]|"")*"/.exec(rest) ??
      /^\$([A-Za-z_]\w*)?\$([\s\S]*?)\$\1\$/.exec(rest);
    if (!token) {
      outer += sql[index];
      index += 1;
      continue;
    }
    const [text, , body] = token;
    if (text.startsWith("'")) outer += "''";
    else if (text.startsWith('"')) outer += text;
    else if (text.startsWith('$')) {
      bodies.push(body ?? '');
      outer += '$$';
    } else outer += ' ';
    index += text.length;
  }
  return [
    ...outer
      .split(';')
      .map((statement) => statement.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
    // A block's statements may follow BEGIN, THEN, ELSE or LOOP without a semicolon between.
    ...bodies.flatMap((body) => statementsOf(body.replace(/\b(BEGIN|THEN|ELSE|LOOP)\b/gi, ';'))),
  ];
}

/** A column name, quoted or not. */
const NAME = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)`;
/** A table name, optionally with its schema. */
const TABLE = String.raw`${NAME}(?:\.${NAME})?`;
/** Column types whose values come from a sequence: a default without the word DEFAULT. */
const SELF_FILLING = /\b(SMALLSERIAL|SERIAL|BIGSERIAL|GENERATED)\b/i;

function changesOfStatement(statement: string): string[] {
  if (new RegExp(String.raw`^DROP TABLE\b`, 'i').test(statement)) return [`drops a table: ${statement}`];
  if (/^ALTER\b.*\bRENAME\b/i.test(statement)) return [`renames: ${statement}`];
  const alterTable = new RegExp(String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?(${TABLE}) (.*)$`, 'i').exec(
    statement,
  );
  if (!alterTable) return [];
  const [, table, actions] = alterTable as unknown as [string, string, string];
  return splitTopLevel(actions).flatMap((action) => {
    const change = changeOfAction(action);
    return change ? [`${change} of ${table}: ${action}`] : [];
  });
}

function changeOfAction(action: string): string | undefined {
  if (new RegExp(String.raw`^DROP (?!CONSTRAINT\b)(?:COLUMN )?(?:IF EXISTS )?${NAME}`, 'i').test(action)) {
    return 'drops a column';
  }
  if (new RegExp(String.raw`^ALTER (?:COLUMN )?${NAME} (?:SET DATA )?TYPE\b`, 'i').test(action)) {
    return "changes a column's type";
  }
  if (new RegExp(String.raw`^ALTER (?:COLUMN )?${NAME} SET NOT NULL\b`, 'i').test(action)) {
    return 'makes a column NOT NULL';
  }
  const added = /^ADD (?!CONSTRAINT\b|PRIMARY\b|UNIQUE\b|FOREIGN\b|CHECK\b|EXCLUDE\b)/i.test(action);
  if (added && /\bNOT NULL\b/i.test(action) && !/\bDEFAULT\b/i.test(action) && !SELF_FILLING.test(action)) {
    return 'adds a NOT NULL column without a default';
  }
  return undefined;
}

/** `text` cut at the commas outside parentheses: the actions of one ALTER TABLE. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index).trim());
      start = index + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}
