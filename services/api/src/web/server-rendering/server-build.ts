import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { evaluateServerBundle, type BundleScope } from './evaluate-server-bundle.js';

/** server-manifest.json, written beside every server build (tools/rspack). */
const serverManifestSchema = z.object({
  buildVersion: z.string(),
  modules: z.record(z.string(), z.string().regex(/^[\w.-]+\.cjs$/)),
});
export type ServerManifest = z.infer<typeof serverManifestSchema>;

/** Where an app's build lives: its folder on this machine, or the address it is deployed at. */
export type ServerBuildLocation = { kind: 'folder'; distDir: string } | { kind: 'address'; baseUrl: URL };

/** How long a deployed build's manifest is trusted before it is asked for again. */
const ADDRESS_REVALIDATE_MS = 5_000;
const FETCH_TIMEOUT_MS = 2_000;

interface LoadedManifest {
  manifest: ServerManifest;
  /** What changes when the build is redeployed: the file's identity, or the answer's ETag. */
  stamp: string;
  checkedAt: number;
}

/**
 * One app's server build, found where the browser finds its browser build. Each request asks
 * for the manifest, which costs a `stat` for a folder (and a conditional GET every few seconds
 * for an address); when it changes, the next page is rendered from the new build, with no
 * restart, and the old build's code is let go.
 */
export class ServerBuild {
  private loaded: LoadedManifest | undefined;
  private readonly modules = new Map<string, Promise<unknown>>();

  constructor(
    readonly name: string,
    private readonly location: ServerBuildLocation,
  ) {}

  /** The build's manifest, read again if the build changed. Throws when there is no server build. */
  async manifest(): Promise<ServerManifest> {
    const loaded =
      this.location.kind === 'folder'
        ? await this.readFromFolder(this.location.distDir)
        : await this.readFromAddress(this.location.baseUrl);
    if (this.loaded?.stamp !== loaded.stamp) this.modules.clear();
    this.loaded = loaded;
    return loaded.manifest;
  }

  /**
   * An entry's exports, and the version of the build they are from, run once per build and scope:
   * `scopeKey` names what the code was run with (a remote's code runs against one shell build's
   * React), so a new shell gets new copies.
   */
  async module(
    moduleName: string,
    scope: BundleScope,
    scopeKey: string,
  ): Promise<{ exports: unknown; buildVersion: string }> {
    const manifest = await this.manifest();
    const file = manifest.modules[moduleName];
    if (!file) throw new Error(`The ${this.name} server build has no module "${moduleName}".`);
    const key = `${file}@${scopeKey}`;
    let exports = this.modules.get(key);
    if (!exports) {
      exports = this.readFile(file).then((code) => evaluateServerBundle(code, `${this.name}/server/${file}`, scope));
      // A failed load is not remembered: the next request tries again.
      exports.catch(() => this.modules.delete(key));
      this.modules.set(key, exports);
    }
    return { exports: await exports, buildVersion: manifest.buildVersion };
  }

  private async readFromFolder(distDir: string): Promise<LoadedManifest> {
    const file = join(distDir, 'server', 'server-manifest.json');
    // Every kept page asks, for each build it was rendered from: a synchronous stat of a file the
    // system has cached costs microseconds, where the promise API's round trip through the thread
    // pool cost more than the rest of answering a kept page.
    const { mtimeMs, size, ino } = statSync(file);
    const stamp = `${mtimeMs}:${size}:${ino}`;
    if (this.loaded?.stamp === stamp) return this.loaded;
    return {
      manifest: serverManifestSchema.parse(JSON.parse(await readFile(file, 'utf8'))),
      stamp,
      checkedAt: Date.now(),
    };
  }

  private async readFromAddress(baseUrl: URL): Promise<LoadedManifest> {
    if (this.loaded && Date.now() - this.loaded.checkedAt < ADDRESS_REVALIDATE_MS) return this.loaded;
    const response = await fetch(new URL('server/server-manifest.json', baseUrl), {
      headers: this.loaded ? { 'If-None-Match': this.loaded.stamp } : {},
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (response.status === 304 && this.loaded) return { ...this.loaded, checkedAt: Date.now() };
    if (!response.ok) throw new Error(`The ${this.name} server manifest answered ${response.status}.`);
    const text = await response.text();
    const manifest = serverManifestSchema.parse(JSON.parse(text));
    return {
      manifest,
      stamp: response.headers.get('etag') ?? `${manifest.buildVersion}:${text.length}`,
      checkedAt: Date.now(),
    };
  }

  private async readFile(file: string): Promise<string> {
    if (this.location.kind === 'folder') return readFile(join(this.location.distDir, 'server', file), 'utf8');
    const response = await fetch(new URL(`server/${file}`, this.location.baseUrl), {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The ${this.name} server build's ${file} answered ${response.status}.`);
    return response.text();
  }
}
