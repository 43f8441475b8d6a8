import { resolve } from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@shop/contracts/remotes';
import {
  RATE_LIMIT_SETTINGS,
  rateLimitSchema,
  type RateLimitName,
  type RateLimits,
} from '../common/rate-limit/rate-limits.js';
import { apiRoot, workspaceRoot } from './paths.js';

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

function rateLimitVariable(name: RateLimitName) {
  return rateLimitSchema.prefault(RATE_LIMIT_SETTINGS[name].default);
}

/** Who the shop's e-mails come from unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'Cumming Organics <orders@cummingorganics.example>';

/** "orders@shop.example" or "Cumming Organics <orders@shop.example>": one sender, no header injection. */
function isMailbox(value: string): boolean {
  const named = /^([^<>\r\n",;]+?)\s*<([^<>\s]+)>$/.exec(value.trim());
  const address = named ? named[2] : value.trim();
  return z.email().safeParse(address).success;
}

/** A comma-separated setting as its trimmed, non-empty items. */
function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A DNS host name (letters, digits, hyphens, dots), as an image host is listed. */
const IMAGE_HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * Every environment variable the server reads, with the default that makes `npm start` work on a
 * fresh clone. docs/configuration.md documents each one (configuration-docs.spec.ts keeps it so).
 */
export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  DATABASE_LISTEN_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATA_DIR: z.string().min(1).default(resolve(workspaceRoot, 'data')),
  SEED_ON_START: booleanFlag.optional(),
  MIGRATE_ON_START: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_WEB: booleanFlag.default(true),
  WEB_APPS_DIR: z.string().min(1).default(resolve(workspaceRoot, 'apps')),
  REMOTE_CATALOG_URL: z.string().min(1).optional(),
  REMOTE_CART_URL: z.string().min(1).optional(),
  REMOTE_SUBSCRIPTIONS_URL: z.string().min(1).optional(),
  REMOTE_SUPPORT_URL: z.string().min(1).optional(),
  REMOTE_BACKOFFICE_URL: z.string().min(1).optional(),
  SERVER_RENDERING: booleanFlag.default(true),
  SERVER_RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
  PRODUCTS_LIST_MAX_AGE_MS: z.coerce.number().int().min(0).max(3_600_000).default(1_000),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  TRUST_PROXY: z.string().min(1).default('false'),
  ALLOWED_ORIGINS: z.string().default(''),
  IMAGE_HOSTS: z
    .string()
    .default('')
    .refine((value) => splitList(value).every((host) => IMAGE_HOST.test(host)), {
      error: 'must be host names separated by commas, like images.example.com (no https://, no path)',
    }),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 24 * 2),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 30),
  BUILT_IN_ACCOUNTS: booleanFlag.default(true),
  EMAIL_VERIFICATION_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  OIDC_ISSUER_URL: z.url({ error: 'must be the issuer URL' }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().min(1).default('your account provider'),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/, { error: 'must be letters, digits, _, . or - (at most 64)' })
    .default('shop'),
  CLUSTER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  PAYMENT_PAY_ON_DELIVERY: booleanFlag.default(false),
  PAY_ON_DELIVERY_MAX_OPEN_ORDERS: z.coerce.number().int().min(1).max(100).default(3),
  PAY_ON_DELIVERY_MAX_SUBSCRIPTIONS: z.coerce.number().int().min(1).max(20).default(2),
  PAY_ON_DELIVERY_MAX_PER_PRODUCT: z.coerce.number().int().min(1).max(99).default(6),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_...)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook secret (whsec_...)' })
    .optional(),
  STRIPE_API_URL: z.url({ error: 'must be a URL' }).optional(),
  SUBSCRIPTION_CUTOFF_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(14 * 24)
    .default(72),
  DELIVERY_BOOKING_DAYS: z.coerce.number().int().min(1).max(60).default(14),
  PAY_ON_DELIVERY_MAX_NO_SHOWS: z.coerce.number().int().min(1).max(10).default(2),
  SUBSCRIPTION_SCHEDULER_SECONDS: z.coerce.number().int().min(0).max(3_600).default(60),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z
    .string()
    .default(DEFAULT_MAIL_FROM)
    .refine(isMailbox, { error: 'must be an email address, or a name and <address>' }),
  MAIL_WORKER_SECONDS: z.coerce.number().int().min(0).max(3_600).default(10),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  OWNER_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'must be a comma-separated list of email addresses' }))),
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: rateLimitVariable('signInFailuresPerAccount'),
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: rateLimitVariable('signInFailuresPerIp'),
  RATE_LIMIT_SIGN_UP_PER_ADDRESS: rateLimitVariable('signUpPerIp'),
  RATE_LIMIT_VERIFICATION_EMAILS: rateLimitVariable('verificationEmailsPerAccount'),
  RATE_LIMIT_PUBLIC_FORMS_PER_ADDRESS: rateLimitVariable('publicFormPerIp'),
  RATE_LIMIT_CHAT_PER_ADDRESS: rateLimitVariable('chatPerIp'),
  RATE_LIMIT_CHAT_PER_SESSION: rateLimitVariable('chatPerSession'),
});

export interface AppConfig {
  environment: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absent: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * Where the catalog listener's own connection goes (LISTEN needs a session of its own, which a
   * pooler in transaction mode does not give); unset: databaseUrl.
   */
  databaseListenUrl: string | undefined;
  /**
   * Connections each process keeps to PostgreSQL (the embedded database always has one). A checkout
   * holds one for its transaction; a pool larger than the database's cores can serve makes the
   * statements wait for CPU instead (docs/benchmarks/checkout.md).
   */
  databasePoolSize: number;
  dataDir: string;
  seedOnStart: boolean;
  /**
   * Apply pending migrations at start (under an advisory lock, so processes started together take
   * turns). Off: the operator migrates once before starting the processes, and a process whose
   * database lacks a migration refuses to start.
   */
  migrateOnStart: boolean;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  serveWeb: boolean;
  webAppsDir: string;
  assetsDir: string;
  remotes: RemotesManifest;
  serverRendering: {
    /** Off: every page is the shell's empty page, rendered in the browser (the kill switch). */
    enabled: boolean;
    /** What is not rendered by then (a slow remote or API answer) is rendered in the browser. */
    timeoutMs: number;
    /** How long shared caches may keep a catalog page (s-maxage); 0 turns page caching off. */
    pageCacheSeconds: number;
  };
  /**
   * How long the kept products list is trusted without hearing of a change: the safety net for
   * changes this process is not told of (its listener's link lost).
   */
  productsListMaxAgeMs: number;
  /** The origin shoppers use; https makes the session cookie Secure and __Host- prefixed. */
  publicUrl: URL;
  /** Express "trust proxy": false, true, a hop count, or a list of addresses / subnets. */
  trustProxy: boolean | number | string;
  /** Origins besides publicUrl allowed to send state-changing requests (e.g. dev servers). */
  allowedOrigins: string[];
  /** Hosts whose https: addresses staff may use as product images (the shop's own /images/ files always). */
  imageHosts: string[];
  session: { secret: string | undefined; idleMinutes: number; absoluteHours: number };
  builtInAccounts: boolean;
  /** How long an e-mail verification link works. */
  emailVerificationHours: number;
  oidc: { issuerUrl: URL; clientId: string; clientSecret: string; providerName: string } | undefined;
  redisUrl: string | undefined;
  /** Start of every Redis key, so shops sharing one Redis (staging, production) never mix counters. */
  redisKeyPrefix: string;
  /**
   * API processes serving the shop. A process counting rate limits on its own (Redis unreachable,
   * or unset) allows 1/clusterProcesses of each limit, so all of them together allow no more.
   */
  clusterProcesses: number;
  payments: {
    payOnDelivery: boolean;
    /**
     * What one shopper may have unpaid at once with pay on delivery (card payments are not limited),
     * unless staff lifted their limits: an unpaid order holds stock no one has paid for.
     */
    payOnDeliveryLimits: PayOnDeliveryLimits;
    /** Stripe Checkout when both keys are set. apiUrl points the SDK elsewhere (a local double in tests). */
    stripe: { secretKey: string; webhookSecret: string; apiUrl: URL | undefined } | undefined;
  };
  delivery: {
    /** How many shop days ahead delivery windows are offered and boxes look for one. */
    bookingDays: number;
    /** Failed deliveries (nobody home, refused) after which pay on delivery is off for a shopper. */
    maxNoShows: number;
  };
  subscriptions: {
    /** How long before a renewal a box's oils are fixed and its bottles set aside. */
    cutoffHours: number;
    /** How often the renewal scheduler looks for due work; 0 turns the timer off (tests run it by hand). */
    schedulerSeconds: number;
  };
  mail: {
    /** Where e-mails are sent through; unset: they wait in the outbox (shown in the back office). */
    smtpUrl: string | undefined;
    /** The From header of every e-mail. */
    from: string;
    /** How often the outbox worker looks for due e-mails; 0 turns the timer off (tests run it by hand). */
    workerSeconds: number;
    /** Tries per e-mail before it is marked failed (kept, and sent again from the back office). */
    maxAttempts: number;
  };
  rateLimits: RateLimits;
  /** Accounts made owner once their e-mail address is verified (lower-cased): how a new shop gets its first owner. */
  ownerEmails: string[];
  /** Bearer token for GET /api/metrics; unset turns the endpoint off. */
  metricsToken: string | undefined;
  /** How long SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownGraceSeconds: number;
}

export interface PayOnDeliveryLimits {
  /** Orders placed with pay on delivery and not yet delivered or cancelled (subscription boxes aside). */
  openOrders: number;
  /** Subscriptions paid on delivery that are active or paused. */
  subscriptions: number;
  /** Units of one product in one order. */
  perProduct: number;
}

export class ConfigError extends Error {}

const remoteUrlVariable: Record<RemoteName, keyof z.infer<typeof environmentSchema>> = {
  catalog: 'REMOTE_CATALOG_URL',
  cart: 'REMOTE_CART_URL',
  subscriptions: 'REMOTE_SUBSCRIPTIONS_URL',
  support: 'REMOTE_SUPPORT_URL',
  backoffice: 'REMOTE_BACKOFFICE_URL',
};

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_URL: required in production (the embedded database is for development and demos)',
    );
  }
  const oidcSettings = [env.OIDC_ISSUER_URL, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (env.DATABASE_LISTEN_URL && !env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_LISTEN_URL: only with DATABASE_URL (the embedded database has one process, nothing to listen for)',
    );
  }
  if (oidcSettings.some(Boolean) && !oidcSettings.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER_URL, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: set all three to enable OpenID Connect, or none',
    );
  }
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required in production (32 characters or more)');
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both to take card payments, or neither',
    );
  }
  if (!env.BUILT_IN_ACCOUNTS && !env.OIDC_ISSUER_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  BUILT_IN_ACCOUNTS: cannot be false without OpenID Connect configured',
    );
  }
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      (env[remoteUrlVariable[name]] as string | undefined) ?? `/remotes/${name}/mf-manifest.json`,
    ]),
  ) as RemotesManifest;

  return {
    environment: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databaseListenUrl: env.DATABASE_LISTEN_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    dataDir: resolve(env.DATA_DIR),
    seedOnStart: env.SEED_ON_START ?? !env.DATABASE_URL,
    migrateOnStart: env.MIGRATE_ON_START,
    logLevel: env.LOG_LEVEL,
    serveWeb: env.SERVE_WEB,
    webAppsDir: resolve(env.WEB_APPS_DIR),
    assetsDir: resolve(apiRoot, 'assets'),
    remotes,
    serverRendering: {
      enabled: env.SERVER_RENDERING,
      timeoutMs: env.SERVER_RENDER_TIMEOUT_MS,
      pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    },
    productsListMaxAgeMs: env.PRODUCTS_LIST_MAX_AGE_MS,
    publicUrl: new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    imageHosts: splitList(env.IMAGE_HOSTS).map((host) => host.toLowerCase()),
    allowedOrigins: env.ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
    session: {
      secret: env.SESSION_SECRET,
      idleMinutes: env.SESSION_IDLE_MINUTES,
      absoluteHours: env.SESSION_ABSOLUTE_HOURS,
    },
    builtInAccounts: env.BUILT_IN_ACCOUNTS,
    emailVerificationHours: env.EMAIL_VERIFICATION_HOURS,
    oidc:
      env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuerUrl: new URL(env.OIDC_ISSUER_URL),
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            providerName: env.OIDC_PROVIDER_NAME,
          }
        : undefined,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    clusterProcesses: env.CLUSTER_PROCESSES,
    payments: {
      payOnDelivery: env.PAYMENT_PAY_ON_DELIVERY,
      payOnDeliveryLimits: {
        openOrders: env.PAY_ON_DELIVERY_MAX_OPEN_ORDERS,
        subscriptions: env.PAY_ON_DELIVERY_MAX_SUBSCRIPTIONS,
        perProduct: env.PAY_ON_DELIVERY_MAX_PER_PRODUCT,
      },
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              apiUrl: env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined,
            }
          : undefined,
    },
    delivery: {
      bookingDays: env.DELIVERY_BOOKING_DAYS,
      maxNoShows: env.PAY_ON_DELIVERY_MAX_NO_SHOWS,
    },
    subscriptions: {
      cutoffHours: env.SUBSCRIPTION_CUTOFF_HOURS,
      schedulerSeconds: env.SUBSCRIPTION_SCHEDULER_SECONDS,
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM.trim(),
      workerSeconds: env.MAIL_WORKER_SECONDS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
    },
    rateLimits: Object.fromEntries(
      Object.entries(RATE_LIMIT_SETTINGS).map(([name, setting]) => [name, env[setting.variable]]),
    ) as RateLimits,
    ownerEmails: env.OWNER_EMAILS,
    metricsToken: env.METRICS_TOKEN,
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
