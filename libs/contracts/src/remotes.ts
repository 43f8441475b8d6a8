/** The five Module Federation remotes the shell composes (backoffice only on /admin pages). */
export const REMOTE_NAMES = ['catalog', 'cart', 'subscriptions', 'support', 'backoffice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** GET /remotes.json: each remote's name mapped to the URL of its mf-manifest.json. */
export type RemotesManifest = Record<RemoteName, string>;

/**
 * Reads GET /remotes.json strictly: exactly the five remotes, each with a non-empty URL, or an
 * error naming what is wrong.
 *
 * Checked by hand, not with zod: the shell reads this before its first render, and nothing else
 * in that first script needs zod. Even zod/mini would bring zod's core (about 14 KB gzip), since
 * the contracts' schemas in the shell's later chunks use all of it and a bundle tree-shakes a
 * module once for all its chunks.
 */
export const remotesManifestSchema = {
  parse(value: unknown): RemotesManifest {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new TypeError('The remotes manifest is not an object');
    }
    const entries = value as Record<string, unknown>;
    const problems = [
      ...REMOTE_NAMES.filter((name) => typeof entries[name] !== 'string' || entries[name] === '').map(
        (name) => `${name}: expected a non-empty string`,
      ),
      ...Object.keys(entries)
        .filter((key) => !(REMOTE_NAMES as readonly string[]).includes(key))
        .map((key) => `${key}: not a remote`),
    ];
    if (problems.length > 0) throw new TypeError(`The remotes manifest is not valid (${problems.join('; ')})`);
    return Object.fromEntries(REMOTE_NAMES.map((name) => [name, entries[name]])) as RemotesManifest;
  },
};
