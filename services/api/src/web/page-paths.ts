import { canonicalRemotePath, REMOTE_ROUTES } from '@shop/contracts/remote-routes';
import { SITE_PAGES } from '@shop/contracts/site-pages';

const SITE_PAGE_PATHS = new Set(SITE_PAGES.map((page) => page.path));
/** "/product/:id" → "product": a path whose first segment is none of these is no remote's page. */
const REMOTE_ROUTE_HEADS = new Set(REMOTE_ROUTES.map((route) => route.path.split('/', 2)[1]));

/**
 * A page's address (/products, /product/7), as the page responder answers it: never a file of the
 * shell's build, so no disk lookup is needed to know it is none. Asked of most requests, so the
 * route table is read only for paths that start like one of its routes.
 */
export function isPagePath(path: string): boolean {
  if (SITE_PAGE_PATHS.has(path)) return true;
  const secondSlash = path.indexOf('/', 1);
  const head = path.slice(1, secondSlash === -1 ? undefined : secondSlash);
  return REMOTE_ROUTE_HEADS.has(head) && canonicalRemotePath(path) !== null;
}
