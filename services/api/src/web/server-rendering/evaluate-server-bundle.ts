import { dirname } from 'node:path';
import { runInThisContext } from 'node:vm';

/** What a server build sees of the process besides its own code. */
export interface BundleScope {
  /** Its `require`: the shell's shared modules for a remote, Node's built-ins for the shell. */
  require: (id: string) => unknown;
  /**
   * Its `fetch`: the page's API calls, made without the shopper's cookies against this server
   * (the browser code asks for "/api/products"; on the server that needs an origin).
   */
  fetch: typeof fetch;
}

type CommonJsWrapper = (
  exports: unknown,
  require: BundleScope['require'],
  module: { exports: unknown },
  filename: string,
  dirname: string,
  fetch: BundleScope['fetch'],
) => void;

/**
 * Runs a CommonJS server build and answers its exports. Unlike `require`, nothing is kept in
 * Node's module cache: once the server drops its reference to a replaced build (a redeploy), the
 * old code is garbage like any other object. The code runs with the server's rights: only the
 * shop's own builds, from its own folders or the addresses its operator configured, are run.
 */
export function evaluateServerBundle(code: string, filename: string, scope: BundleScope): unknown {
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname, fetch) {${code}\n})`, {
    filename,
  }) as CommonJsWrapper;
  const module = { exports: {} as unknown };
  wrapper(module.exports, scope.require, module, filename, dirname(filename), scope.fetch);
  return module.exports;
}
