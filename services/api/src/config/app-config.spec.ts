import { ConfigError, loadConfig } from './app-config.js';

describe('configuration', () => {
  it('runs on the embedded database with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, seedOnStart: true, serveWeb: true });
    expect(config.remotes.catalog).toBe('/remotes/catalog/mf-manifest.json');
  });

  it('does not seed a real server unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/shop' }).seedOnStart).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/shop', SEED_ON_START: 'true' }).seedOnStart).toBe(true);
  });

  it('listens for catalog changes on DATABASE_URL unless DATABASE_LISTEN_URL says where, and only with a server', () => {
    const server = { DATABASE_URL: 'postgres://pgbouncer.internal/shop' };
    expect(loadConfig(server).databaseListenUrl).toBeUndefined();
    expect(loadConfig({ ...server, DATABASE_LISTEN_URL: 'postgres://db.internal/shop' }).databaseListenUrl).toBe(
      'postgres://db.internal/shop',
    );
    expect(() => loadConfig({ DATABASE_LISTEN_URL: 'postgres://db.internal/shop' })).toThrow(/DATABASE_LISTEN_URL/);
    expect(loadConfig({}).productsListMaxAgeMs).toBe(1_000);
  });

  it('points a remote at another host without a rebuild', () => {
    const config = loadConfig({ REMOTE_CART_URL: 'https://cdn.example.com/cart/2.1.0/mf-manifest.json' });
    expect(config.remotes.cart).toBe('https://cdn.example.com/cart/2.1.0/mf-manifest.json');
  });

  it('reads the owners-to-be as a lower-cased list and refuses anything but e-mail addresses', () => {
    expect(loadConfig({}).ownerEmails).toEqual([]);
    expect(loadConfig({ OWNER_EMAILS: ' Owner@Example.com, partner@example.com ,' }).ownerEmails).toEqual([
      'owner@example.com',
      'partner@example.com',
    ]);
    expect(() => loadConfig({ OWNER_EMAILS: 'owner@example.com, not-an-address' })).toThrow(/OWNER_EMAILS/);
  });

  it('keeps an e-mail verification link working 24 hours unless told otherwise (1 to 168)', () => {
    expect(loadConfig({}).emailVerificationHours).toBe(24);
    expect(loadConfig({ EMAIL_VERIFICATION_HOURS: '2' }).emailVerificationHours).toBe(2);
    for (const hours of ['0', '169', 'a day']) {
      expect(() => loadConfig({ EMAIL_VERIFICATION_HOURS: hours })).toThrow(/EMAIL_VERIFICATION_HOURS/);
    }
  });

  it('lists no outside image hosts by default, and takes host names only', () => {
    expect(loadConfig({}).imageHosts).toEqual([]);
    expect(loadConfig({ IMAGE_HOSTS: ' Images.Example.com, cdn.example.net ' }).imageHosts).toEqual([
      'images.example.com',
      'cdn.example.net',
    ]);
    for (const bad of [
      'https://images.example.com',
      'images.example.com/products',
      'images example.com',
      '*.example.com',
    ]) {
      expect(() => loadConfig({ IMAGE_HOSTS: bad })).toThrow(/IMAGE_HOSTS/);
    }
  });

  it('names each invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/) }),
    );
  });

  it('refuses to start in production without a database server', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL/);
  });

  it("keeps today's rate limits by default and takes others as count per window", () => {
    expect(loadConfig({}).rateLimits).toEqual({
      signInFailuresPerAccount: { points: 5, durationSeconds: 900 },
      signInFailuresPerIp: { points: 20, durationSeconds: 900 },
      signUpPerIp: { points: 10, durationSeconds: 3_600 },
      verificationEmailsPerAccount: { points: 3, durationSeconds: 3_600 },
      publicFormPerIp: { points: 10, durationSeconds: 600 },
      chatPerIp: { points: 60, durationSeconds: 600 },
      chatPerSession: { points: 30, durationSeconds: 600 },
    });
    const custom = loadConfig({
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3/30m',
      RATE_LIMIT_PUBLIC_FORMS_PER_ADDRESS: '50/1h',
    });
    expect(custom.rateLimits.signInFailuresPerAccount).toEqual({ points: 3, durationSeconds: 1_800 });
    expect(custom.rateLimits.publicFormPerIp).toEqual({ points: 50, durationSeconds: 3_600 });
    expect(loadConfig({ RATE_LIMIT_CHAT_PER_SESSION: '5/1m' }).rateLimits.chatPerSession).toEqual({
      points: 5,
      durationSeconds: 60,
    });
  });

  it('limits what one shopper may have unpaid with pay on delivery: 3 orders, 2 subscriptions, 6 of a product', () => {
    expect(loadConfig({}).payments.payOnDeliveryLimits).toEqual({ openOrders: 3, subscriptions: 2, perProduct: 6 });
    expect(
      loadConfig({
        PAY_ON_DELIVERY_MAX_OPEN_ORDERS: '5',
        PAY_ON_DELIVERY_MAX_SUBSCRIPTIONS: '1',
        PAY_ON_DELIVERY_MAX_PER_PRODUCT: '12',
      }).payments.payOnDeliveryLimits,
    ).toEqual({ openOrders: 5, subscriptions: 1, perProduct: 12 });
  });

  it.each([
    ['PAY_ON_DELIVERY_MAX_OPEN_ORDERS', '0'],
    ['PAY_ON_DELIVERY_MAX_OPEN_ORDERS', 'three'],
    ['PAY_ON_DELIVERY_MAX_SUBSCRIPTIONS', '1.5'],
    ['PAY_ON_DELIVERY_MAX_PER_PRODUCT', '100'],
    ['RATE_LIMIT_SIGN_IN_PER_ADDRESS', 'twenty'],
    ['RATE_LIMIT_SIGN_UP_PER_ADDRESS', '0/10m'],
    ['METRICS_TOKEN', 'short'],
    ['SHUTDOWN_GRACE_SECONDS', '0'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['MAIL_FROM', 'not an address'],
    ['MAIL_FROM', 'Shop <orders@example.com>\r\nBcc: x@example.com'],
    ['MAIL_WORKER_SECONDS', '-1'],
    ['MAIL_MAX_ATTEMPTS', '0'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'ten'],
  ])('names %s when it is %j', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(variable));
  });

  it('keeps 10 connections per process to PostgreSQL unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
  });

  it('keeps e-mails in the outbox until SMTP_URL is set, and sends them from the shop', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'Cumming Organics <orders@cummingorganics.example>',
      workerSeconds: 10,
      maxAttempts: 8,
    });
    const custom = loadConfig({
      SMTP_URL: 'smtps://shop:secret@smtp.example.com:465',
      MAIL_FROM: 'hello@cummingorganics.com',
      MAIL_WORKER_SECONDS: '0',
      MAIL_MAX_ATTEMPTS: '3',
    });
    expect(custom.mail).toEqual({
      smtpUrl: 'smtps://shop:secret@smtp.example.com:465',
      from: 'hello@cummingorganics.com',
      workerSeconds: 0,
      maxAttempts: 3,
    });
    expect(loadConfig({ MAIL_FROM: 'Cumming Organics Orders <orders@cummingorganics.com>' }).mail.from).toBe(
      'Cumming Organics Orders <orders@cummingorganics.com>',
    );
  });
});
