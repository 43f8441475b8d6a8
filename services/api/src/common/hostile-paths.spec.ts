import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import fc from 'fast-check';
import { REMOTE_NAMES } from '@shop/contracts/remotes';
import { browser, newShopper, sessionCookie } from '../../test/shopper-agent.js';
import { stubWebApps } from '../../test/stub-web-apps.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Hostile paths: a "." or ".." segment, literal or percent-encoded, under every folder the server
 * hands files out of (and under pages and the API), by GET and HEAD, signed in or not. Each is one
 * 400 from one place, logged at most as a warning. Browsers never send such a path, so a refusal
 * costs no shopper anything.
 */

const RUNS = 600;

interface RawAnswer {
  status: number;
  body: string;
  requestId: string | undefined;
}

/** Node's http client sends the path exactly as given (supertest would resolve the dots first). */
function rawRequest(
  port: number,
  method: 'GET' | 'HEAD',
  path: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, requestId: response.headers['x-request-id'] as string }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const productImage = readdirSync(join(import.meta.dirname, '../../assets/images/products'))[0]!;

/** Every static folder, plus a page and the API, each with a name that exists below it. */
const FOLDERS = [
  { prefix: '/images', existing: `products/${productImage}` },
  ...REMOTE_NAMES.map((name) => ({ prefix: `/remotes/${name}`, existing: 'remoteEntry.js' })),
  { prefix: '', existing: 'index.html' },
  { prefix: '/product', existing: '1' },
  { prefix: '/api', existing: 'health' },
];

const dotSegment = fc.constantFrom('.', '..', '%2e', '%2E', '%2e%2e', '.%2e', '%2E.', '%2e%2E');
const separator = fc.constantFrom('/', '/', '/', '\\', '%2f', '%5C');
const tail = fc.constantFrom('', '/', '/x', '/api/logout', '/etc/passwd', '/../../session-secret', '?a=1');

const hostilePath = fc
  .record({
    folder: fc.constantFrom(...FOLDERS),
    middle: fc.constantFrom('', '/products', '/a/b'),
    dots: dotSegment,
    separator,
    tail,
    method: fc.constantFrom<'GET' | 'HEAD'>('GET', 'HEAD'),
    signedIn: fc.boolean(),
  })
  .map(({ folder, middle, dots, separator, tail, method, signedIn }) => ({
    path: `${folder.prefix}${middle}${separator}${dots}${tail}`,
    method,
    signedIn,
  }))
  .filter(({ path }) => path.startsWith('/'));

describe('dot segments in a path', () => {
  const apps = stubWebApps();
  for (const name of REMOTE_NAMES) {
    mkdirSync(join(apps, name, 'dist'), { recursive: true });
    writeFileSync(join(apps, name, 'dist', 'remoteEntry.js'), '/* remote */');
  }
  let shop: TestApp;
  let port: number;
  let cookie: string;

  beforeAll(async () => {
    shop = await startTestApp({ env: { WEB_APPS_DIR: apps }, captureLogs: true });
    await shop.app.listen(0, '127.0.0.1');
    port = (shop.app.getHttpServer().address() as AddressInfo).port;
    const signUp = await browser(shop).post('/api/auth/register', newShopper()).expect(201);
    cookie = sessionCookie(signUp)!;
  });

  afterAll(async () => {
    await shop.close();
    rmSync(apps, { recursive: true, force: true });
  });

  /** Log lines of one request at error level or above, or carrying a stack trace. */
  const seriousLogLines = (requestId: string | undefined) =>
    shop.logLines.filter(
      (line) =>
        line.requestId === requestId &&
        ((line.level as number) >= 50 || JSON.stringify(line.err ?? {}).includes('"stack"')),
    );

  it('answers every one with 400 naming the path, by GET and HEAD, signed in or not, and logs no error', async () => {
    await fc.assert(
      fc.asyncProperty(hostilePath, async ({ path, method, signedIn }) => {
        const answer = await rawRequest(port, method, path, signedIn ? { Cookie: cookie } : {});
        expect({ path, method, status: answer.status }).toEqual({ path, method, status: 400 });
        if (method === 'GET') {
          expect(JSON.parse(answer.body)).toMatchObject({
            code: 'VALIDATION_FAILED',
            fieldErrors: [{ field: 'path', message: 'The address has a "." or ".." segment.' }],
          });
        }
        expect(seriousLogLines(answer.requestId)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);

  it('still serves the same files and pages by their plain paths', async () => {
    for (const { prefix, existing } of FOLDERS) {
      const answer = await rawRequest(port, 'GET', `${prefix}/${existing}`);
      expect({ path: `${prefix}/${existing}`, status: answer.status }).toEqual({
        path: `${prefix}/${existing}`,
        status: 200,
      });
    }
  });

  it('answers a file server refusal (a range past the end, a failed precondition) as a client error, never 500', async () => {
    for (const { prefix, existing } of FOLDERS.filter((folder) => folder.existing.includes('.'))) {
      const path = `${prefix}/${existing}`;
      const range = await rawRequest(port, 'GET', path, { Range: 'bytes=99999999-' });
      const precondition = await rawRequest(port, 'GET', path, { 'If-Match': '"not-this-file"' });
      expect({ path, range: range.status, precondition: precondition.status }).toEqual({
        path,
        range: 416,
        precondition: 412,
      });
      expect(seriousLogLines(range.requestId)).toEqual([]);
      expect(seriousLogLines(precondition.requestId)).toEqual([]);
    }
  });
});
