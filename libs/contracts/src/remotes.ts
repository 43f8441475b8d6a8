import { z } from './zod.js';

/** The five Module Federation remotes the shell composes (backoffice only on /admin pages). */
export const REMOTE_NAMES = ['catalog', 'cart', 'subscriptions', 'support', 'backoffice'] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** GET /remotes.json: each remote's name mapped to the URL of its mf-manifest.json. */
export const remotesManifestSchema = z.strictObject({
  catalog: z.string().min(1),
  cart: z.string().min(1),
  subscriptions: z.string().min(1),
  support: z.string().min(1),
  backoffice: z.string().min(1),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;
