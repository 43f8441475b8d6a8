import { API_PATHS } from '@shop/contracts/api-paths';

/**
 * Sign-in and sign-out are full page navigations (the server answers with redirects), so these
 * are plain URLs for `<a href>`, never router links.
 */
export function signInUrl(returnTo?: string): string {
  return returnTo ? `${API_PATHS.login}?returnTo=${encodeURIComponent(returnTo)}` : API_PATHS.login;
}

export function signOutUrl(): string {
  return API_PATHS.logout;
}
