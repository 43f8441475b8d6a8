import type { NestExpressApplication } from '@nestjs/platform-express';
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
  app.use(
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
}
