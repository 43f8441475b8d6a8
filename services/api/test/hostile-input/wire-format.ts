import { validateHeaderValue } from 'node:http';
import querystring from 'node:querystring';

/**
 * How each part of a request travels, and what the server makes of it. The schema check before
 * sending must judge what the SERVER will see, not the JavaScript value we started from: JSON
 * turns NaN into null, a URL cannot carry a lone surrogate as UTF-8, Express parses the query with
 * node:querystring (its "simple" parser: repeated keys become arrays), and HTTP trims header values.
 */

/** A path segment the router cannot percent-decode. */
export const UNDECODABLE = Symbol('undecodable');

/**
 * Percent-encodes everything but unreserved characters, byte by byte. Lone surrogates have no
 * UTF-8 form, so they go out as their 3-byte generalised form (%ED%A0%80), which is what a hostile
 * client can put on the wire.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    let codePoint = unit;
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      codePoint = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
      index += 1;
    }
    if (/[A-Za-z0-9\-._~]/.test(String.fromCharCode(codePoint)) && codePoint < 0x80) {
      encoded += String.fromCharCode(codePoint);
      continue;
    }
    for (const byte of utf8Bytes(codePoint)) encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f)];
  if (codePoint < 0x10000)
    return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
  return [
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 0x3f),
    0x80 | ((codePoint >> 6) & 0x3f),
    0x80 | (codePoint & 0x3f),
  ];
}

/** Text of a non-text value where only text can go (a path segment, a query value). */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** One path parameter on the wire. */
export const pathSegment = (value: unknown) => percentEncode(asText(value));

/** What Express hands the handler for a segment: decodeURIComponent, or a routing error. */
export function pathSegmentServerView(segment: string): string | typeof UNDECODABLE {
  try {
    return decodeURIComponent(segment);
  } catch {
    return UNDECODABLE;
  }
}

/**
 * A query object as a query string: arrays repeat the key, objects become key[sub]=..., null is a
 * bare key (`?zipCode`), undefined is left out.
 */
export function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (value === null) return pairs.push(percentEncode(key));
    if (Array.isArray(value)) return value.forEach((item) => add(key, item));
    if (typeof value === 'object') {
      return Object.entries(value).forEach(([sub, item]) => add(`${key}[${sub}]`, asText(item)));
    }
    pairs.push(`${percentEncode(key)}=${percentEncode(asText(value))}`);
  };
  Object.entries(query).forEach(([key, value]) => add(key, value));
  return pairs.join('&');
}

/** req.query as Express's "simple" query parser builds it (node:querystring, as the server configures). */
export const queryServerView = (query: string): Record<string, unknown> => querystring.parse(query);

/** Header lines for a value: a list repeats the header; other values are sent as their text. */
export function headerLines(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(asText);
  return [asText(value)];
}

/** Whether Node's HTTP client can send these lines at all (it refuses control and non-Latin-1 characters). */
export function headerSendable(name: string, lines: string[]): boolean {
  try {
    lines.forEach((line) => validateHeaderValue(name, line));
    return true;
  } catch {
    return false;
  }
}

/** The header as the handler reads it: each line trimmed by the HTTP parser, repeats joined by ", ". */
export const headerServerView = (lines: string[] | undefined) =>
  lines === undefined ? undefined : lines.map((line) => line.replace(/^[ \t]+|[ \t]+$/g, '')).join(', ');

/** JSON text of a body, exactly as sent (no body at all for undefined). */
export const jsonText = (value: unknown): string | undefined =>
  value === undefined ? undefined : JSON.stringify(value);

/** The body as the handler receives it: parsed JSON, undefined without a body. */
export const jsonServerView = (text: string | undefined): unknown =>
  text === undefined ? undefined : JSON.parse(text);

/** JSON bodies that are not an object or an array are refused by the body parser (strict mode) before validation. */
export const isStrictJsonRoot = (text: string) => /^[\s]*[[{]/.test(text);
