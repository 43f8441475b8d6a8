import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config.js';

/** Origins of remotes configured on other hosts (a CDN): the page must be allowed to load them. */
function remoteOrigins(config: AppConfig): string[] {
  return Object.values(config.remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
}

/**
 * Security headers with helmet. The Content-Security-Policy allows scripts, styles, images and
 * fetches from this origin and from the remotes' origins in the manifest, nothing else; HSTS
 * and upgrade-insecure-requests only in production, where the shop is served over HTTPS.
 */
export function applySecurityHeaders(app: NestExpressApplication, config: AppConfig): void {
  const production = config.environment === 'production';
  const remotes = remoteOrigins(config);
  const headers = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
          imgSrc: ["'self'", 'data:', ...remotes, ...config.imageHosts.map((host) => `https://${host}`)],
          fontSrc: ["'self'", ...remotes],
          connectSrc: ["'self'", ...remotes],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'", ...(config.oidc ? [config.oidc.issuerUrl.origin] : [])],
          ...(production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use((_request: Request, response: Response, next: NextFunction) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    next();
  });
}

/**
 * The headers a middleware sets on an answer, as it names them, in order. Helmet's depend on its
 * options alone (no directive above is a function of the request), so they are worked out once
 * here instead of helmet building the policy again for every request.
 */
function headersSetBy(
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void,
): [string, number | string | readonly string[]][] {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  // Names as the middleware spells them (getHeaderNames() would give them in lower case).
  const names = new Map<string, string>();
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => {
    names.set(name.toLowerCase(), name);
    return setHeader(name, value);
  };
  let done = false;
  middleware(response.req, response, (error) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('The security headers middleware did not finish at once.');
  return response.getHeaderNames().map((name) => [names.get(name) ?? name, response.getHeader(name)!]);
}
