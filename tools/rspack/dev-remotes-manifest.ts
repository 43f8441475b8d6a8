import type { IncomingMessage, ServerResponse } from 'node:http';
import { APP_PORTS, REMOTE_APP_NAMES } from './app-ports';

/**
 * In development the shell's dev server answers /remotes.json itself, pointing at the remotes' dev
 * servers on the same host name the browser used (so it works on localhost and 127.0.0.1 alike).
 * In production the API serves this file from its configuration.
 */
export function devRemotesManifestMiddleware(request: IncomingMessage, response: ServerResponse): void {
  const hostName = (request.headers.host ?? 'localhost').replace(/:\d+$/, '');
  const manifest = Object.fromEntries(
    REMOTE_APP_NAMES.map((name) => [name, `http://${hostName}:${APP_PORTS[name]}/mf-manifest.json`]),
  );
  response.setHeader('Content-Type', 'application/json');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(manifest));
}
