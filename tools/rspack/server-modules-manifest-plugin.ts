import { rspack, type Compiler } from '@rspack/core';

/** The file beside a server build that names its entry files; the server reads it to find them. */
export const SERVER_MANIFEST_FILE = 'server-manifest.json';

/**
 * Writes `server-manifest.json`: the build's version and, per entry (an exposed module, or the
 * shell's renderer), its content-hashed file. A redeploy replaces this small file last in effect:
 * the server sees a new version and loads the new files; a half-copied folder never names a file
 * that is not there yet, because the hashed files are new names.
 */
export class ServerModulesManifestPlugin {
  constructor(
    private readonly buildVersion: string,
    /** Entry name -> the module name the manifest lists it under (e.g. ProductsPage -> ./ProductsPage). */
    private readonly moduleNames: Readonly<Record<string, string>>,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(ServerModulesManifestPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: ServerModulesManifestPlugin.name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const modules: Record<string, string> = {};
          for (const [entryName, entrypoint] of compilation.entrypoints) {
            const file = entrypoint.getEntrypointChunk().files.values().next().value;
            const moduleName = this.moduleNames[entryName];
            if (file && moduleName) modules[moduleName] = file;
          }
          const manifest = JSON.stringify({ buildVersion: this.buildVersion, modules }, null, 2);
          compilation.emitAsset(SERVER_MANIFEST_FILE, new rspack.sources.RawSource(manifest));
        },
      );
    });
  }
}
