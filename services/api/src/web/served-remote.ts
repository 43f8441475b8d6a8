import type { RemoteName } from '@shop/contracts/remotes';
import type { AppConfig } from '../config/app-config.js';

/**
 * Whether this server hands out the remote's build itself (from its folder under /remotes/<name>/)
 * rather than the remote configuration pointing elsewhere (a CDN): only then are its files on disk
 * here to read for preload links, stylesheets and its server build.
 */
export function isServedHere(config: AppConfig, remote: RemoteName): boolean {
  return config.serveWeb && config.remotes[remote] === `/remotes/${remote}/mf-manifest.json`;
}
