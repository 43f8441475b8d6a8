/**
 * returnTo values that must never send a shopper off the site or into an API path, as an attacker
 * would put them in a link to the sign-in page. The full table of the rule is in the contracts'
 * own test; these are the spellings every entry point (answers, redirects, the provider callback)
 * is checked with.
 */
export const HOSTILE_RETURN_TO = [
  'https://evil.example/steal',
  '//evil.example',
  '/\\evil.example',
  '/..//evil.example/x',
  '/%2e%2e//evil.example',
  '/.//evil.example',
  '/\t/evil.example',
  'javascript:alert(1)',
  '/api/logout',
  '/API/logout',
  '/x/../api/logout',
] as const;
