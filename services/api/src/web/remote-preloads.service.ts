import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { remotePageModule, type RemoteModuleRef } from '@shop/contracts/remote-routes';
import type { RemoteName } from '@shop/contracts/remotes';
import { z } from 'zod';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import type { PreloadLink } from './preload-link.js';
import { isServedHere } from './served-remote.js';

/** The parts of a Module Federation mf-manifest.json that say which files a module needs. */
const assetsSchema = z.object({ sync: z.array(z.string()) });
const federationManifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string() }) }),
  exposes: z.array(z.object({ path: z.string(), assets: z.object({ js: assetsSchema, css: assetsSchema }) })),
});
type FederationManifest = z.infer<typeof federationManifestSchema>;

/**
 * Preload links for the files a remote's page will load. Without them the browser learns of those
 * files one round trip at a time (the shell, then the remote's manifest, then its entry, then the
 * page module); with them, everything downloads while the shell starts. Only for remotes this
 * server serves itself: their builds are on disk, and a redeploy shows up on the next page
 * because each manifest is re-read when its file changes.
 */
@Injectable()
export class RemotePreloadsService {
  private readonly logger = new Logger(RemotePreloadsService.name);
  private readonly manifests = new Map<RemoteName, { version: string; manifest: FederationManifest }>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async forPath(path: string): Promise<PreloadLink[]> {
    const pageModule = remotePageModule(path);
    return pageModule ? this.forModule(pageModule) : [];
  }

  /**
   * The stylesheets of remote modules the server rendered into a page: linked in its head, so the
   * HTML is styled when it first paints instead of when the remote's script has loaded. With the
   * page's origin the links are absolute, as the remote's own loader writes them: it then finds
   * them in the page instead of adding a second link to each file, which would restyle the whole
   * page once more as it hydrates.
   */
  async stylesheetsFor(modules: readonly RemoteModuleRef[], origin?: string): Promise<string[]> {
    const hrefs = new Set<string>();
    for (const ref of modules) {
      const found = await this.exposedModule(ref);
      for (const file of found?.exposed.assets.css.sync ?? []) {
        const path = `/remotes/${ref.remote}/${file}`;
        hrefs.add(origin ? new URL(path, origin).href : path);
      }
    }
    return [...hrefs];
  }

  private async forModule(ref: RemoteModuleRef): Promise<PreloadLink[]> {
    const found = await this.exposedModule(ref);
    if (!found) return [];
    const { manifest, exposed } = found;
    const base = `/remotes/${ref.remote}/`;
    const { remoteEntry } = manifest.metaData;
    return [
      { href: this.config.remotes[ref.remote], as: 'fetch', crossOrigin: 'anonymous' },
      { href: `${base}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, as: 'script' },
      ...exposed.assets.js.sync.map((file): PreloadLink => ({ href: `${base}${file}`, as: 'script' })),
      ...exposed.assets.css.sync.map((file): PreloadLink => ({ href: `${base}${file}`, as: 'style' })),
    ];
  }

  /**
   * The remote's manifest and its entry for the module, or null: a remote served from elsewhere (a
   * CDN) is left to the federation runtime, and a build without the module gives no hints.
   */
  private async exposedModule({ remote, module }: RemoteModuleRef) {
    if (!isServedHere(this.config, remote)) return null;
    const manifest = await this.readManifest(remote);
    const exposed = manifest?.exposes.find((candidate) => candidate.path === module);
    return manifest && exposed ? { manifest, exposed } : null;
  }

  /** The remote's manifest from its build folder, or null (no build yet, or unreadable: no hints). */
  private async readManifest(remote: RemoteName): Promise<FederationManifest | null> {
    const file = join(this.config.webAppsDir, remote, 'dist', 'mf-manifest.json');
    try {
      const { mtimeMs, size, ino } = await stat(file);
      const version = `${mtimeMs}:${size}:${ino}`;
      const cached = this.manifests.get(remote);
      if (cached?.version === version) return cached.manifest;
      const manifest = federationManifestSchema.parse(JSON.parse(await readFile(file, 'utf8')));
      this.manifests.set(remote, { version, manifest });
      return manifest;
    } catch (error) {
      this.logger.debug(`No preload links for the ${remote} remote: ${String(error)}`);
      return null;
    }
  }
}
