import fc from 'fast-check';
import type { z } from 'zod';
import { acceptableHostileValuesFor, breakagesFor, type Breakage, type Carrier } from './bad-values.js';
import { breakAtPath, valueAt } from './break-at-path.js';
import { describeValue } from './describe-value.js';
import type { Endpoint, Fixture, InputPartName } from './endpoint.js';
import { endpointName, fillRoute } from './endpoint-table.js';
import { withReadableCounterexample, type Expectation, type HostileRequest } from './hostile-request.js';
import { fieldName, inputFields, type FieldPath } from './schema-fields.js';
import {
  headerLines,
  headerSendable,
  headerServerView,
  isStrictJsonRoot,
  jsonServerView,
  jsonText,
  pathSegment,
  pathSegmentServerView,
  queryServerView,
  queryString,
  UNDECODABLE,
} from './wire-format.js';

/** The JSON body limit of create-app.ts: larger bodies are refused (413) before validation. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

const CARRIERS: Record<InputPartName, Carrier> = {
  body: 'json',
  query: 'query',
  params: 'path',
  idempotencyKey: 'header',
};

/** The header the Idempotency-Key part travels in, and how the server names it in fieldErrors. */
const IDEMPOTENCY_KEY = 'Idempotency-Key';

export interface PartBreak {
  path: FieldPath;
  breakage: Breakage;
}

type BreakagesOf = typeof breakagesFor;

/** One field of one part changed: any field the schema describes, in any way `breakages` offers for its node. */
function changedField(
  endpoint: Endpoint,
  partName: InputPartName,
  fixture: Fixture,
  breakages: BreakagesOf,
): fc.Arbitrary<PartBreak>[] {
  const part = endpoint.parts[partName]!;
  const example = part.example(fixture);
  return inputFields(part.schema, example).flatMap((field) => {
    const options = breakages(field, valueAt(example, field.path), CARRIERS[partName]);
    return options ? [options.map((breakage): PartBreak => ({ path: field.path, breakage }))] : [];
  });
}

/** One broken field of one part: any field the schema describes, broken in any way its node allows. */
export const partBreaks = (endpoint: Endpoint, partName: InputPartName, fixture: Fixture) =>
  fc.oneof(...changedField(endpoint, partName, fixture, breakagesFor));

/** The fields a failed parse names, written the way the API's fieldErrors write them. */
export function issueFields(error: z.ZodError): string[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => fieldName([...issue.path.map(String), key]))
      : [fieldName(issue.path.map(String))],
  );
}

function describeBreak({ breakage }: PartBreak): string {
  if (breakage.kind === 'missing') return 'left out';
  if (breakage.kind === 'unknown-field') return `${describeValue(breakage.key)} = ${describeValue(breakage.value)}`;
  return describeValue(breakage.value);
}

const targetName = (partName: InputPartName, path: FieldPath) =>
  partName === 'idempotencyKey'
    ? `${IDEMPOTENCY_KEY} header`
    : path.length === 0
      ? partName
      : `${partName}.${fieldName(path)}`;

/**
 * The request that carries the valid examples of every part except one, broken at one path, and
 * what it deserves. It is judged by the part's schema on what the server will see after the wire
 * (JSON, percent-decoding, the query parser, header trimming): only what the schema refuses is sent.
 */
export function schemaRequest(
  endpoint: Endpoint,
  partName: InputPartName,
  fixture: Fixture,
  broken: PartBreak,
  /** Bad input (the default), or the complement: hostile values the schema accepts. */
  want: 'refused' | 'accepted' = 'refused',
): HostileRequest {
  const value = (name: InputPartName) => {
    const part = endpoint.parts[name];
    if (!part) return undefined;
    const example = part.example(fixture);
    return name === partName ? breakAtPath(example, broken.path, broken.breakage) : example;
  };
  const headers: Record<string, string | string[]> = { 'Sec-Fetch-Site': 'same-origin' };
  let sendable = true;

  const params = (value('params') ?? {}) as Record<string, unknown>;
  const segments = Object.fromEntries(Object.entries(params).map(([name, param]) => [name, pathSegment(param)]));
  // An empty segment is another route (/api/products/ is the list), not a bad id.
  if (endpoint.parts.params && Object.values(segments).some((segment) => segment === '')) sendable = false;
  const query = value('query') as Record<string, unknown> | undefined;
  const search = query === undefined ? '' : queryString(query);
  const url = fillRoute(endpoint.route, segments) + (search ? `?${search}` : '');

  let keyLines: string[] | undefined;
  if (endpoint.parts.idempotencyKey) {
    const key = value('idempotencyKey');
    keyLines = key === undefined ? undefined : headerLines(key);
    if (keyLines) {
      headers[IDEMPOTENCY_KEY] = keyLines.length === 1 ? keyLines[0]! : keyLines;
      if (!headerSendable(IDEMPOTENCY_KEY, keyLines)) sendable = false;
    }
  }

  const body = endpoint.parts.body ? jsonText(value('body')) : undefined;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const serverView =
    partName === 'body'
      ? jsonServerView(body)
      : partName === 'query'
        ? queryServerView(search)
        : partName === 'idempotencyKey'
          ? headerServerView(keyLines)
          : Object.fromEntries(
              Object.entries(segments).map(([name, segment]) => [name, pathSegmentServerView(segment)]),
            );
  const undecodable =
    partName === 'params' && Object.values(serverView as Record<string, unknown>).includes(UNDECODABLE);
  const verdict = undecodable ? undefined : endpoint.parts[partName]!.schema.safeParse(serverView);
  if (want === 'refused' ? verdict?.success : !verdict?.success) sendable = false;

  let expected: Expectation;
  if (want === 'accepted') expected = { kind: 'no-server-error' };
  else if (body !== undefined && !isStrictJsonRoot(body)) expected = { kind: 'codes', codes: ['INVALID_JSON'] };
  else if (body !== undefined && Buffer.byteLength(body) > JSON_BODY_LIMIT_BYTES)
    expected = { kind: 'codes', codes: ['BODY_TOO_LARGE'] };
  else if (!verdict || verdict.success) expected = { kind: 'client-error' };
  else
    expected = {
      kind: 'validation',
      fields: partName === 'idempotencyKey' ? [IDEMPOTENCY_KEY] : issueFields(verdict.error),
    };

  return withReadableCounterexample({
    endpoint: endpointName(endpoint),
    method: endpoint.method,
    url,
    headers,
    ...(body === undefined ? {} : { body }),
    signedIn: endpoint.signedIn,
    target: targetName(partName, broken.path),
    kind: broken.breakage.kind,
    detail: describeBreak(broken),
    expected,
    sendable,
  });
}

/** Bad inputs for one part of one endpoint, derived from its schema. */
export const schemaDrivenRequests = (endpoint: Endpoint, partName: InputPartName, fixture: Fixture) =>
  partBreaks(endpoint, partName, fixture).map((broken) => schemaRequest(endpoint, partName, fixture, broken));

/**
 * The complement: hostile values the schema ACCEPTS (an emoji in a name, a value exactly at its
 * maximum, a long text where no maximum is set). They may be stored, but must never break the
 * server, and the database must be able to hold them: this finds a field whose schema is looser
 * than its column, which the bad-input property cannot (it only sends what the schema refuses).
 */
export function schemaAcceptedRequests(endpoint: Endpoint, partName: InputPartName, fixture: Fixture) {
  const fields = changedField(endpoint, partName, fixture, acceptableHostileValuesFor);
  if (fields.length === 0) return undefined;
  return fc.oneof(...fields).map((changed) => schemaRequest(endpoint, partName, fixture, changed, 'accepted'));
}
