import fc from 'fast-check';
import type { Fixture } from './endpoint.js';
import { isStateChanging, validatedParts } from './endpoint-table.js';
import { withReadableCounterexample, type HostileRequest } from './hostile-request.js';
import { schemaDrivenRequests } from './schema-requests.js';

/** How a request from another site looks: fetch metadata that says so, or only a foreign Origin. */
const CROSS_SITE_HEADERS: readonly Record<string, string>[] = [
  { 'Sec-Fetch-Site': 'cross-site' },
  { 'Sec-Fetch-Site': 'same-site' },
  { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
  { Origin: 'https://evil.example' },
  { Origin: 'null' },
];

/**
 * Bad inputs to state-changing endpoints sent from another site: the same-origin guard refuses
 * them (403) before validation, so a cross-site page learns nothing from validation messages and
 * nothing is written. Bodies the JSON parser refuses first (not an object, too large) are left out.
 */
export function crossSiteRequests(fixture: Fixture): fc.Arbitrary<HostileRequest> {
  const targets = validatedParts().filter(({ endpoint }) => isStateChanging(endpoint) && !endpoint.crossSiteAllowed);
  const badRequests = fc.oneof(
    ...targets.map(({ endpoint, partName }) => schemaDrivenRequests(endpoint, partName, fixture)),
  );
  return fc.tuple(badRequests, fc.constantFrom(...CROSS_SITE_HEADERS)).map(([bad, crossSite]) => {
    const headers = { ...bad.headers, ...crossSite };
    if (!('Sec-Fetch-Site' in crossSite)) delete headers['Sec-Fetch-Site'];
    return withReadableCounterexample({
      ...bad,
      headers,
      target: `${bad.target}, from another site`,
      expected: { kind: 'codes', codes: ['CROSS_SITE_REQUEST'] },
      sendable: bad.sendable && bad.expected.kind === 'validation',
    });
  });
}
