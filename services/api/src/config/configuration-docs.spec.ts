import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { z } from 'zod';
import { environmentSchema } from './app-config.js';
import { workspaceRoot } from './paths.js';

/**
 * docs/configuration.md is where an operator looks a setting up, so it must name every setting the
 * server reads, with the default the server really uses. Both come from the schema itself: a new
 * setting, a removed one or a changed default fails here until the page says so.
 */

const CONFIGURATION_PAGE = resolve(workspaceRoot, 'docs/configuration.md');
const SERVER_SETTINGS_HEADING = '## Server settings';

/** How the page writes a setting that has no default in the schema. */
const UNSET = '(none)';
/** How the page writes an empty default (an empty list). */
const EMPTY = '(empty)';

type Default = { kind: 'value'; value: unknown } | { kind: 'unset' };

/** The default a setting's schema applies when the variable is absent, read through its wrappers. */
function defaultOf(schema: z.core.$ZodType): Default {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) {
    return { kind: 'value', value: schema.def.defaultValue };
  }
  if (schema instanceof z.ZodPipe) return defaultOf(schema.def.in);
  if (schema instanceof z.ZodOptional) return { kind: 'unset' };
  throw new Error(`a setting's schema of type "${schema._zod.def.type}" has no default this test can read`);
}

/** A default as the page writes it: paths under the checkout relative to it, as `./data`. */
function asDocumented(setting: Default): string {
  if (setting.kind === 'unset') return UNSET;
  const { value } = setting;
  if (value === '') return EMPTY;
  if (typeof value === 'string' && isAbsolute(value)) return `./${relative(workspaceRoot, value)}`;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`a default of type ${typeof value} has no written form`);
}

/** The rows of the server settings table: setting name → its Default cell without backticks. */
function documentedSettings(page: string): Map<string, string> {
  const start = page.indexOf(`\n${SERVER_SETTINGS_HEADING}\n`);
  if (start < 0) throw new Error(`docs/configuration.md has no "${SERVER_SETTINGS_HEADING}" section`);
  const nextSection = page.indexOf('\n## ', start + 1);
  const section = page.slice(start, nextSection < 0 ? undefined : nextSection);
  const rows = new Map<string, string>();
  for (const line of section.split('\n')) {
    const row = /^\|\s*`([A-Z0-9_]+)`\s*\|\s*(.*?)\s*\|/.exec(line);
    if (!row) continue;
    const [, name, defaultCell] = row as unknown as [string, string, string];
    rows.set(name, defaultCell.replace(/^`(.*)`$/, '$1'));
  }
  return rows;
}

describe('docs/configuration.md', () => {
  const documented = documentedSettings(readFileSync(CONFIGURATION_PAGE, 'utf8'));
  const settings = Object.entries(environmentSchema.shape).map(([name, schema]) => ({
    name,
    expected: asDocumented(defaultOf(schema)),
  }));

  it('reads a default for every setting of the schema', () => {
    expect(settings.length).toBeGreaterThan(40);
    expect(settings.find((setting) => setting.name === 'PORT')?.expected).toBe('3000');
    expect(settings.find((setting) => setting.name === 'DATABASE_URL')?.expected).toBe(UNSET);
  });

  it.each(settings)('documents $name with its default', ({ name, expected }) => {
    expect(documented.has(name)).toBe(true);
    expect({ name, default: documented.get(name) }).toEqual({ name, default: expected });
  });

  it('documents no server setting the schema does not have', () => {
    const known = new Set(Object.keys(environmentSchema.shape));
    expect([...documented.keys()].filter((name) => !known.has(name))).toEqual([]);
  });
});
