import { isBuiltin, createRequire } from 'node:module';
import { join } from 'node:path';
import type { Logger } from '@nestjs/common';
import type { RemoteModuleRef } from '@shop/contracts/remote-routes';
import type { RemoteName } from '@shop/contracts/remotes';
import type { AppConfig } from '../../config/app-config.js';
import { isServedHere } from '../served-remote.js';
import type { BundleScope } from './evaluate-server-bundle.js';
import { ServerBuild, type ServerBuildLocation } from './server-build.js';

/** What the shell's renderer (apps/shell/src/server/render-page.tsx) exports. */
interface ShellRenderer {
  sharedModules: Readonly<Record<string, unknown>>;
  renderPage(options: {
    url: string;
    loadRemoteModule: (remote: RemoteName, exposedModule: string) => Promise<unknown>;
    timeoutMs: number;
    onRenderError: (error: unknown) => void;
  }): Promise<{ html: string; queryState: unknown }>;
}

function isShellRenderer(value: unknown): value is ShellRenderer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'renderPage' in value &&
    typeof value.renderPage === 'function' &&
    'sharedModules' in value &&
    typeof value.sharedModules === 'object'
  );
}

export interface RenderedPage {
  html: string;
  queryState: unknown;
  /** The remote modules in the HTML: their stylesheets must be in the page's head. */
  remoteModules: RemoteModuleRef[];
  /** The builds the page was rendered from (shell and remotes), for cache keys. */
  buildVersions: string[];
}

const requireBuiltin = createRequire(import.meta.url);
const SHELL_ENTRY = 'render-page';
/** The version recorded for a remote whose server build could not be had. */
const UNAVAILABLE = 'unavailable';

/**
 * Renders shop pages with the shell's server build and each remote's own server build. Every
 * build is found where the browser finds it: the shell in the served shell folder, a remote at its
 * address in the remote configuration (/remotes.json); a new build there is used on the next
 * request. Whatever fails (no server build, a remote that throws) leaves that part to the browser,
 * and a page that cannot be rendered at all is answered as before server rendering: never a 500.
 */
export class ServerRenderer {
  private readonly shell: ServerBuild;
  private readonly remotes = new Map<RemoteName, ServerBuild | null>();

  constructor(
    private readonly config: AppConfig,
    /** This server's own address, for the pages' API calls. */
    private readonly ownOrigin: () => string,
    private readonly logger: Logger,
  ) {
    this.shell = new ServerBuild('shell', { kind: 'folder', distDir: join(config.webAppsDir, 'shell', 'dist') });
  }

  async render(url: string): Promise<RenderedPage | null> {
    try {
      const shellScope: BundleScope = { require: requireNodeBuiltin, fetch: this.apiFetch };
      const shell = await this.shell.module(SHELL_ENTRY, shellScope, 'node');
      const renderer = shell.exports;
      if (!isShellRenderer(renderer)) throw new Error('The shell server build does not export renderPage.');
      const remoteScope: BundleScope = {
        require: this.sharedModuleRequire(renderer.sharedModules),
        fetch: this.apiFetch,
      };
      const remoteModules: RemoteModuleRef[] = [];
      const buildVersions = new Set([`shell:${shell.buildVersion}`]);

      const page = await renderer.renderPage({
        url,
        timeoutMs: this.config.serverRendering.timeoutMs,
        loadRemoteModule: async (remote, module) => {
          const build = this.remoteBuild(remote);
          try {
            if (!build) throw new Error(`The ${remote} remote has no server build at its configured address.`);
            const loaded = await build.module(module, remoteScope, shell.buildVersion);
            buildVersions.add(`${remote}:${loaded.buildVersion}`);
            remoteModules.push({ remote, module });
            return loaded.exports;
          } catch (error) {
            buildVersions.add(`${remote}:${await versionOf(build)}`);
            throw error;
          }
        },
        onRenderError: (error) =>
          this.logger.warn(
            `Part of ${url} is left to the browser: ${error instanceof Error ? error.message : String(error)}`,
          ),
      });
      return { ...page, remoteModules, buildVersions: [...buildVersions].sort() };
    } catch (error) {
      this.logger.warn(
        `${url} is rendered in the browser only: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
  }

  /**
   * Whether the builds a page was rendered from ("catalog:<version>") are still the ones deployed;
   * a build that was missing then and is there now (or the reverse) counts as a change.
   */
  async isCurrent(buildVersions: readonly string[]): Promise<boolean> {
    for (const entry of buildVersions) {
      const [name = '', version] = entry.split(/:(.*)/s);
      const build = name === 'shell' ? this.shell : this.remoteBuild(name as RemoteName);
      if ((await versionOf(build)) !== version) return false;
    }
    return true;
  }

  /** The remote's build where /remotes.json points, or null for an address the server cannot use. */
  private remoteBuild(remote: RemoteName): ServerBuild | null {
    if (!this.remotes.has(remote)) this.remotes.set(remote, this.locate(remote));
    return this.remotes.get(remote) ?? null;
  }

  private locate(remote: RemoteName): ServerBuild | null {
    const manifestUrl = this.config.remotes[remote];
    let location: ServerBuildLocation | null = null;
    if (isServedHere(this.config, remote)) {
      location = { kind: 'folder', distDir: join(this.config.webAppsDir, remote, 'dist') };
    } else if (/^https?:\/\//.test(manifestUrl)) {
      location = { kind: 'address', baseUrl: new URL('.', manifestUrl) };
    }
    return location ? new ServerBuild(remote, location) : null;
  }

  private sharedModuleRequire(sharedModules: Readonly<Record<string, unknown>>): BundleScope['require'] {
    return (id) => {
      if (Object.hasOwn(sharedModules, id)) return sharedModules[id];
      if (isBuiltin(id)) return requireBuiltin(id);
      throw new Error(`A remote's server build needs "${id}", which the shell does not share.`);
    };
  }

  /** The page's API calls: relative paths go to this server, without the shopper's cookies. */
  private readonly apiFetch: typeof fetch = (input, init) => {
    const target = typeof input === 'string' && input.startsWith('/') ? new URL(input, this.ownOrigin()) : input;
    return fetch(target, {
      ...init,
      signal: init?.signal ?? AbortSignal.timeout(this.config.serverRendering.timeoutMs),
    });
  };
}

/** A build's deployed version, or UNAVAILABLE when there is none to be had (a change either way counts). */
async function versionOf(build: ServerBuild | null): Promise<string> {
  try {
    return build ? (await build.manifest()).buildVersion : UNAVAILABLE;
  } catch {
    return UNAVAILABLE;
  }
}

function requireNodeBuiltin(id: string): unknown {
  if (!isBuiltin(id)) throw new Error(`The shell's server build needs "${id}", which is not part of it.`);
  return requireBuiltin(id);
}
