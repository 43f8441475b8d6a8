import fc from 'fast-check';
import { hasDotSegment } from '@shop/contracts/url-paths';
import { describeString } from './describe-value.js';
import type { Endpoint, Fixture } from './endpoint.js';
import { endpointName, fillRoute } from './endpoint-table.js';
import { withReadableCounterexample, type Expectation, type HostileRequest } from './hostile-request.js';
import { issueFields, JSON_BODY_LIMIT_BYTES } from './schema-requests.js';
import {
  headerSendable,
  headerServerView,
  pathSegment,
  pathSegmentServerView,
  queryServerView,
  queryString,
  UNDECODABLE,
} from './wire-format.js';

/**
 * Hostile requests that no schema describes: broken JSON, the wrong content type, an oversized
 * body, odd Idempotency-Key headers, odd path segments and query strings, forged session cookies.
 * Each starts from the endpoint's valid request and spoils one thing outside the schemas' reach.
 */

interface BaseRequest {
  url: string;
  headers: Record<string, string | string[]>;
  body?: string;
}

/** The endpoint's request with every part valid (never sent as is: it would write). */
function validRequest(endpoint: Endpoint, fixture: Fixture): BaseRequest {
  const params = (endpoint.parts.params?.example(fixture) ?? {}) as Record<string, unknown>;
  const segments = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, pathSegment(value)]));
  const query = endpoint.parts.query?.example(fixture) as Record<string, unknown> | undefined;
  const search = query ? queryString(query) : '';
  const headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' };
  const key = endpoint.parts.idempotencyKey?.example(fixture);
  if (typeof key === 'string') headers['Idempotency-Key'] = key;
  const body = endpoint.parts.body ? JSON.stringify(endpoint.parts.body.example(fixture)) : undefined;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return {
    url: fillRoute(endpoint.route, segments) + (search ? `?${search}` : ''),
    headers,
    ...(body ? { body } : {}),
  };
}

/** Stripe's webhook answers 404 while Stripe is off, whatever it is sent (once the body parser let it through). */
const codesFor = (endpoint: Endpoint, codes: Expectation & { kind: 'codes' }): Expectation =>
  endpoint.rawBody ? { kind: 'codes', codes: [...codes.codes, 'STRIPE_OFF'] } : codes;

function request(
  endpoint: Endpoint,
  base: BaseRequest,
  change: Partial<HostileRequest> & Pick<HostileRequest, 'target' | 'kind' | 'detail' | 'expected'>,
): HostileRequest {
  return withReadableCounterexample({
    endpoint: endpointName(endpoint),
    method: endpoint.method,
    url: base.url,
    headers: base.headers,
    ...(base.body === undefined ? {} : { body: base.body }),
    signedIn: endpoint.signedIn,
    sendable: true,
    ...change,
  });
}

const takesBody = (endpoint: Endpoint) => endpoint.parts.body !== undefined || endpoint.rawBody === true;

/** Text that is not JSON: cut-off bodies, JavaScript-isms, stray bytes. Sent as application/json. */
function malformedJson(endpoint: Endpoint, fixture: Fixture): fc.Arbitrary<HostileRequest> {
  const base = validRequest(endpoint, fixture);
  const valid = base.body ?? '{"id":"evt_1","type":"checkout.session.completed"}';
  const texts = fc.oneof(
    fc.integer({ min: 1, max: valid.length - 1 }).map((cut) => valid.slice(0, cut)),
    fc.constantFrom(
      '{',
      '}',
      '{"a":',
      "{'email':'a@example.com'}",
      '{"a":1,}',
      '[1,]',
      '{"a":1}}',
      '{"a":NaN}',
      '{"a":Infinity}',
      '{"a":undefined}',
      '{"a":0x10}',
      '{"a":"\\x00"}',
      '{"a":"\\u12"}',
      '{"a":"line\nbreak"}',
      '{a:1}',
      '{"a":1 /* comment */}',
      '\u0000',
      '\ufeff{}{}',
      'undefined',
      'NaN',
      `${'['.repeat(10_000)}`,
      `${'{"a":'.repeat(5_000)}1`,
    ),
    fc.constantFrom('}', ',', 'x', ']', '\u0000').map((tail) => valid + tail),
  );
  return texts.map((text) => {
    let parses = true;
    try {
      JSON.parse(text);
    } catch {
      parses = false;
    }
    return request(endpoint, base, {
      headers: { ...base.headers, 'Content-Type': 'application/json' },
      body: text,
      target: 'body',
      kind: 'malformed-json',
      detail: describeString(text),
      expected: codesFor(endpoint, { kind: 'codes', codes: ['INVALID_JSON'] }),
      sendable: !parses,
    });
  });
}

/**
 * The valid body under a content type the API does not parse as JSON (or a charset that is not
 * UTF-8): it must be refused, never read some other way.
 */
function wrongContentType(endpoint: Endpoint, fixture: Fixture): fc.Arbitrary<HostileRequest> {
  const base = validRequest(endpoint, fixture);
  const json = base.body ?? '{}';
  const form = new URLSearchParams(
    Object.entries(JSON.parse(json) as Record<string, unknown>).map(([key, value]): [string, string] => [
      key,
      String(value),
    ]),
  ).toString();
  return fc
    .record({
      contentType: fc.constantFrom(
        'text/plain',
        'text/plain;charset=utf-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=hostile',
        'application/json;charset=utf-16',
        'application/json; charset=utf-32',
        'application/json; charset=latin1',
        'application/json; charset=bogus',
        'application/xml',
        'application/vnd.api+json',
        'application/jsonp',
        'json',
        '*/*',
        'application/json, text/plain',
        '',
        undefined,
      ),
      encoding: fc.constantFrom('json', 'form'),
    })
    .map(({ contentType, encoding }) => {
      const headers = { ...base.headers };
      delete headers['Content-Type'];
      if (contentType !== undefined) headers['Content-Type'] = contentType;
      return request(endpoint, base, {
        headers,
        body: encoding === 'json' ? json : form,
        target: 'Content-Type',
        kind: 'wrong-content-type',
        detail: `${contentType === undefined ? '(none)' : describeString(contentType)} with a ${encoding} body`,
        expected: codesFor(endpoint, {
          kind: 'codes',
          codes: ['VALIDATION_FAILED', 'UNSUPPORTED_MEDIA_TYPE', 'INVALID_JSON'],
        }),
      });
    });
}

/** The valid body padded past the 100 kB limit. */
function oversizedBody(endpoint: Endpoint, fixture: Fixture): fc.Arbitrary<HostileRequest> {
  const base = validRequest(endpoint, fixture);
  const valid = JSON.parse(base.body ?? '{}') as Record<string, unknown>;
  return fc.constantFrom(JSON_BODY_LIMIT_BYTES + 1, 200_000, 400_000).map((size) => {
    const body = JSON.stringify({ ...valid, padding: 'x'.repeat(size) });
    return request(endpoint, base, {
      headers: { ...base.headers, 'Content-Type': 'application/json' },
      body,
      target: 'body',
      kind: 'oversized-body',
      detail: `${body.length} bytes`,
      expected: { kind: 'codes', codes: ['BODY_TOO_LARGE'] },
    });
  });
}

/** Idempotency-Key headers a client should not send, hand-picked (the schema-driven ones are random). */
function oddIdempotencyKeys(endpoint: Endpoint, fixture: Fixture): fc.Arbitrary<HostileRequest> {
  const base = validRequest(endpoint, fixture);
  const part = endpoint.parts.idempotencyKey!;
  const valid = String(part.example(fixture));
  return fc
    .constantFrom<(string | string[] | undefined)[]>(
      undefined,
      '',
      ' ',
      'short',
      'a'.repeat(15),
      'a'.repeat(101),
      'a'.repeat(10_000),
      'with spaces in the key 1234',
      'key/with/slashes/123456',
      'key.with.dots.12345678',
      '"quoted-key-1234567890"',
      '../../../../etc/passwd',
      `${valid}%00`,
      `${valid}\u0000`,
      `ключ-${valid}`,
      `${valid}\u00e9`,
      `${valid};`,
      [valid, valid],
      [valid, `${valid}-2`],
      `${valid}, ${valid}`,
      `\t${valid} x`,
    )
    .map((key) => {
      const lines = key === undefined ? undefined : [key].flat();
      const headers: Record<string, string | string[]> = { ...base.headers };
      delete headers['Idempotency-Key'];
      if (key !== undefined) headers['Idempotency-Key'] = key;
      return request(endpoint, base, {
        headers,
        target: 'Idempotency-Key header',
        kind: 'odd-idempotency-key',
        detail: key === undefined ? 'left out' : [key].flat().map(describeString).join(' + '),
        expected: { kind: 'validation', fields: ['Idempotency-Key'] },
        sendable:
          (lines === undefined || headerSendable('Idempotency-Key', lines)) &&
          !part.schema.safeParse(headerServerView(lines)).success,
      });
    });
}

/** Path segments as an attacker types them: exponents, negatives, NUL, traversal, bad escapes, huge. */
const ODD_SEGMENTS = [
  '1e3',
  '-1',
  '%00',
  '7%00',
  '2147483648',
  '4294967297',
  '..%2f',
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '0x10',
  '%20',
  '7%20',
  '%207',
  '+7',
  '1.5',
  '1,2',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '%E0%A4%A',
  '%',
  '%ZZ',
  '%C0%AF',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%EF%BC%91',
  'x'.repeat(5_000),
  '9'.repeat(5_000),
  '0',
  '00000000000',
  '7;x=1',
  '7%3B',
  '%5B%5D',
  "7'",
  '7%27%20OR%201%3D1',
  '__proto__',
  'constructor',
];

function oddPathParams(endpoint: Endpoint, fixture: Fixture): fc.Arbitrary<HostileRequest> {
  const base = validRequest(endpoint, fixture);
  const part = endpoint.parts.params!;
  const valid = part.example(fixture) as Record<string, string>;
  const names = Object.keys(valid);
  return fc
    .record({ name: fc.constantFrom(...names), segment: fc.constantFrom(...ODD_SEGMENTS) })
    .map(({ name, segment }) => {
      const segments = Object.fromEntries(names.map((key) => [key, key === name ? segment : pathSegment(valid[key])]));
      const view = Object.fromEntries(Object.entries(segments).map(([key, raw]) => [key, pathSegmentServerView(raw)]));
      const undecodable = Object.values(view).includes(UNDECODABLE);
      const verdict = undecodable ? undefined : part.schema.safeParse(view);
      const search = base.url.includes('?') ? base.url.slice(base.url.indexOf('?')) : '';
      const path = fillRoute(endpoint.route, segments);
      return request(endpoint, base, {
        url: path + search,
        target: `params.${name}`,
        kind: 'odd-path-segment',
        detail: describeString(segment),
        // A dot segment ("..%2f" decodes to "../") is refused for the whole path before any route runs.
        expected: hasDotSegment(path)
          ? { kind: 'validation', fields: ['path'] }
          : verdict && !verdict.success
            ? { kind: 'validation', fields: issueFields(verdict.error) }
            : { kind: 'client-error' },
        sendable: !verdict?.success,
      });
    });
}

/** Query strings with repeated, bracketed, differently cased or escaped keys. */
function oddQueryStrings(endpoint: Endpoint, fixture: Fixture): fc.Arbitrary<HostileRequest> {
  const base = validRequest(endpoint, fixture);
  const part = endpoint.parts.query!;
  const valid = part.example(fixture) as Record<string, string>;
  const variants = Object.entries(valid).flatMap(([key, value]) => {
    const pair = `${key}=${encodeURIComponent(value)}`;
    return [
      `${pair}&${pair}`,
      `${pair}&${key}=`,
      `${key}=&${pair}`,
      `${key}=1&${key}=2`,
      `${key}[]=${encodeURIComponent(value)}`,
      `${key}[0]=${encodeURIComponent(value)}`,
      `${key}[a]=${encodeURIComponent(value)}`,
      `${pair}&${key.toUpperCase()}=${encodeURIComponent(value)}`,
      `${pair}&extra=1`,
      Array.from({ length: 500 }, () => pair).join('&'),
      `${pair}%00`,
      `${key}=%ED%A0%80`,
      `${pair}%ED%A0%80`,
      `${key}=%E0%A4%A`,
      `${key}`,
      `${key}%00=${encodeURIComponent(value)}`,
      `=${encodeURIComponent(value)}`,
      `${pair}&&&=&`,
      `${pair}&__proto__=1`,
      `${pair}&constructor=1`,
      `${key}=${'x'.repeat(5_000)}`,
    ];
  });
  const path = base.url.split('?')[0]!;
  return fc.constantFrom(...variants).map((search) => {
    const verdict = part.schema.safeParse(queryServerView(search));
    return request(endpoint, base, {
      url: `${path}?${search}`,
      target: 'query',
      kind: 'odd-query-string',
      detail: describeString(search),
      expected: verdict.success ? { kind: 'client-error' } : { kind: 'validation', fields: issueFields(verdict.error) },
      sendable: !verdict.success,
    });
  });
}

/** Forged, broken or oversized session cookies on private endpoints: 401, whatever else the request says. */
function forgedSessionCookies(endpoint: Endpoint, fixture: Fixture): fc.Arbitrary<HostileRequest> {
  const base = validRequest(endpoint, fixture);
  return fc
    .constantFrom(
      'sid=garbage',
      'sid=',
      'sid=s%3Aforged.signature',
      `sid=s%3A${'A'.repeat(32)}.${'B'.repeat(43)}`,
      'sid=%E0%A4%A',
      `sid=${'x'.repeat(4_000)}`,
      'sid=a; sid=b',
      '__Host-sid=forged',
      'connect.sid=forged',
      'sid="quoted"',
      '=;;;=',
      'sid=s%3A%00.%00',
    )
    .map((cookie) =>
      request(endpoint, base, {
        headers: { ...base.headers, Cookie: cookie },
        signedIn: false,
        target: 'Cookie',
        kind: 'forged-session',
        detail: describeString(cookie),
        expected: { kind: 'codes', codes: ['SIGN_IN_REQUIRED'] },
      }),
    );
}

/** Every non-schema hostile request family, with the endpoints it applies to. */
export const RAW_FAMILIES = {
  'malformed JSON': { applies: takesBody, build: malformedJson },
  'wrong content types': { applies: takesBody, build: wrongContentType },
  'oversized bodies': { applies: takesBody, build: oversizedBody },
  'odd Idempotency-Key headers': { applies: (e: Endpoint) => !!e.parts.idempotencyKey, build: oddIdempotencyKeys },
  'odd path parameters': { applies: (e: Endpoint) => !!e.parts.params, build: oddPathParams },
  'odd query strings': { applies: (e: Endpoint) => !!e.parts.query, build: oddQueryStrings },
  'forged session cookies': { applies: (e: Endpoint) => e.signedIn, build: forgedSessionCookies },
} as const satisfies Record<
  string,
  {
    applies: (endpoint: Endpoint) => boolean;
    build: (endpoint: Endpoint, fixture: Fixture) => fc.Arbitrary<HostileRequest>;
  }
>;

export type RawFamily = keyof typeof RAW_FAMILIES;

/** One family's requests across every endpoint it applies to. */
export function rawRequests(family: RawFamily, endpoints: readonly Endpoint[], fixture: Fixture) {
  const { applies, build } = RAW_FAMILIES[family];
  return fc.oneof(...endpoints.filter(applies).map((endpoint) => build(endpoint, fixture)));
}
