import request from 'supertest';
import { uniqueClientIp } from '../shopper-agent.js';
import type { TestApp } from '../test-app.js';
import type { HostileRequest } from './hostile-request.js';
import { loggedErrors } from './server-log.js';

export interface Answer {
  status: number;
  /** Parsed JSON when the answer is JSON. */
  body: unknown;
  text: string;
  contentType: string | undefined;
  /** For a 5xx: the exception the server logged for this request (the answer hides it). */
  serverErrors: string[];
}

/**
 * Sends hostile requests exactly as described and counts them per endpoint, so the suite can prove
 * how many it sent. Each request comes from a fresh client address (X-Forwarded-For; the test
 * server trusts the proxy header), so the per-address rate limits never answer instead of
 * validation. Bodies are written as raw bytes: supertest's send() would re-serialise them.
 */
export class HostileClient {
  private readonly counts = new Map<string, number>();

  /**
   * `shop` must be started with captureLogs: its log lines are searched for a 5xx's exception and
   * then dropped, so ten thousand requests do not pile up in memory.
   */
  constructor(
    private readonly shop: Pick<TestApp, 'http' | 'logLines'>,
    private readonly sessionCookie: string,
  ) {}

  get total(): number {
    return [...this.counts.values()].reduce((sum, count) => sum + count, 0);
  }

  /** Requests sent per endpoint, most first. */
  perEndpoint(): [string, number][] {
    return [...this.counts.entries()].sort((a, b) => b[1] - a[1]);
  }

  async send(hostile: HostileRequest): Promise<Answer> {
    const agent = request(this.shop.http);
    const method = hostile.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    // No redirects: a 302 to a page is an answer of its own, never a 4xx.
    const test = agent[method](hostile.url).redirects(0).set('X-Forwarded-For', uniqueClientIp());
    // A list sends the header once per item (Node's setHeader takes arrays; the typings say string).
    for (const [name, value] of Object.entries(hostile.headers)) test.set(name, value as string);
    if (hostile.signedIn) test.set('Cookie', this.sessionCookie);
    if (hostile.body !== undefined) {
      const bytes = Buffer.from(hostile.body, 'utf8');
      test.set('Content-Length', String(bytes.length));
      test.write(bytes);
    }
    this.counts.set(hostile.endpoint, (this.counts.get(hostile.endpoint) ?? 0) + 1);
    const response = await test;
    const serverErrors =
      response.status >= 500 ? loggedErrors(this.shop.logLines, response.headers['x-request-id']) : [];
    this.shop.logLines.length = 0;
    return {
      status: response.status,
      body: response.body,
      text: response.text ?? '',
      contentType: response.headers['content-type'],
      serverErrors,
    };
  }
}
