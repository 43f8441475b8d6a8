import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const TEST_CLIENT = { id: 'cumming-organics', secret: 'a-test-client-secret-of-some-length' };

/** The settings of a shop at `shopOrigin` that signs in with the test provider at `issuer`. */
export function oidcTestSettings(shopOrigin: string, issuer: string): Record<string, string> {
  return {
    PUBLIC_URL: shopOrigin,
    OIDC_ISSUER_URL: issuer,
    OIDC_CLIENT_ID: TEST_CLIENT.id,
    OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
  };
}

export const TEST_ACCOUNT_CLAIMS = {
  email: 'meera.iyer@example.com',
  email_verified: true,
  given_name: 'Meera',
  family_name: 'Iyer',
  picture: 'https://images.example.com/meera.png',
};

/** A person at the provider: their stable subject id and the claims the provider sends about them. */
export interface ProviderAccount {
  accountId: string;
  claims: Record<string, unknown>;
}

export const TEST_ACCOUNT: ProviderAccount = { accountId: 'meera-1', claims: TEST_ACCOUNT_CLAIMS };

/**
 * A real OpenID Connect provider (node-oidc-provider) on a loopback port. Its interaction step
 * signs in the account chosen with `signInAs` (the test account unless told otherwise) and grants
 * consent at once, as a shopper clicking through would.
 */
export async function startOidcTestProvider(shopOrigin: string): Promise<{
  issuer: string;
  signInAs(account: ProviderAccount): void;
  close(): Promise<void>;
}> {
  const accounts = new Map<string, Record<string, unknown>>([[TEST_ACCOUNT.accountId, TEST_ACCOUNT.claims]]);
  let nextAccountId = TEST_ACCOUNT.accountId;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [`${shopOrigin}/api/auth/oidc/callback`],
        post_logout_redirect_uris: [`${shopOrigin}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'picture'] },
    findAccount: (_context, accountId) => ({
      accountId,
      claims: () => ({ sub: accountId, ...accounts.get(accountId) }),
    }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
  });

  const providerHandler = provider.callback();
  server.on('request', (request, response) => {
    if (!request.url?.startsWith('/interaction/')) {
      void providerHandler(request, response);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(request, response);
      const accountId = nextAccountId;
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });

  return {
    issuer,
    signInAs(account) {
      accounts.set(account.accountId, account.claims);
      nextAccountId = account.accountId;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Follows the provider's redirects with its own cookie jar until it sends the browser back to the shop. */
export async function followProviderUntilShop(startUrl: string, shopOrigin: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(startUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.origin === shopOrigin) return url;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) cookies.set(name.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`The provider stopped at ${url.href} with ${response.status}: ${await response.text()}`);
    url = new URL(location, url);
  }
  throw new Error('Too many redirects at the provider');
}
