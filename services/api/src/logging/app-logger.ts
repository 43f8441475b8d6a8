import { pino, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';

/** Query parameters that are credentials: an OpenID Connect callback's code and state, tokens. */
const SECRET_QUERY_PARAMETERS = ['code', 'state', 'session_state', 'id_token', 'access_token', 'token'];

/** "/api/auth/oidc/callback?code=abc&state=xyz" → "/api/auth/oidc/callback?code=[Redacted]&state=[Redacted]". */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  let redacted = false;
  for (const name of SECRET_QUERY_PARAMETERS) {
    if (query.has(name)) {
      query.set(name, '[Redacted]');
      redacted = true;
    }
  }
  return redacted ? `${url.slice(0, queryStart)}?${query.toString()}` : url;
}

/**
 * The process's one pino logger: JSON lines on stdout at LOG_LEVEL. Cookies, authorization
 * headers and session cookies set by the server are never written.
 */
export function createAppLogger(config: Pick<AppConfig, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    destination,
  );
}
