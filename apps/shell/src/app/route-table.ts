import { POLICY_PAGE_PATHS } from '@shop/contracts/shop-policies';
// Which remote renders which route lives in the contracts: the server reads it too (see there).
export { REMOTE_ROUTES } from '@shop/contracts/remote-routes';

/**
 * The shell's own sign-in page. GET /api/login redirects here, so the path is part of the
 * contract with the API, not only a route.
 */
export const LOGIN_PATH = '/login';

/** Where a verification link lands: the API acts on the link and redirects here with the outcome. */
export { EMAIL_VERIFICATION_PAGE_PATH } from '@shop/contracts/email-verification-page';

/** The shell's own policy pages, linked from the footer's support column. */
export const POLICY_PATHS = {
  ...POLICY_PAGE_PATHS,
  privacy: '/privacy',
  terms: '/terms',
} as const;
