import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { environmentSchema, loadConfig } from './app-config.js';
import { workspaceRoot } from './paths.js';

/**
 * deploy/shop.env.example is what an operator copies to run the shop in production, so it must
 * name every setting the server reads (set, or commented out with its default) and nothing the
 * server would ignore; and what it sets must be a configuration the server accepts.
 */
const TEMPLATE = resolve(workspaceRoot, 'deploy/shop.env.example');

/** NAME=value lines, set or commented out ("# NAME=value"), from an environment file. */
function settingsOf(text: string): { set: Map<string, string>; named: Set<string> } {
  const set = new Map<string, string>();
  const named = new Set<string>();
  for (const line of text.split('\n')) {
    const setting = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (!setting) continue;
    const [, commented, name, value] = setting as unknown as [string, string | undefined, string, string];
    named.add(name);
    if (!commented) set.set(name, value);
  }
  return { set, named };
}

describe('deploy/shop.env.example', () => {
  const { set, named } = settingsOf(readFileSync(TEMPLATE, 'utf8'));
  const serverSettings = Object.keys(environmentSchema.shape);

  it('names every setting the server reads', () => {
    expect(serverSettings.filter((name) => !named.has(name))).toEqual([]);
  });

  it('names nothing the server would ignore', () => {
    expect([...named].filter((name) => !serverSettings.includes(name))).toEqual([]);
  });

  it('sets a production configuration the server accepts', () => {
    const config = loadConfig(Object.fromEntries(set));
    expect(config).toMatchObject({ environment: 'production', redisUrl: 'redis://127.0.0.1:6379' });
    expect(config.payments.payOnDelivery).toBe(true);
  });
});
