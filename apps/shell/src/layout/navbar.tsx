import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '@shop/ui/router';
import { SHOP_NAME } from '@shop/ui/brand';
import { useAuth } from '@shop/ui/use-auth';
import { ADMIN_PAGE_PATHS } from '@shop/contracts/admin-routes';
import { isStaffRole, type ClientUser } from '@shop/contracts/auth';
import { AccountLinks } from './account-links.js';
import { CartLink } from './cart-link.js';
import type { HomeSectionId } from '../home/home-sections.js';
import { SectionLink } from './section-link.js';
import { useNavbarLayout } from './use-navbar-layout.js';
import './navbar.css';

const MENU_ID = 'primary-navigation';

type NavItem =
  { label: string; section: HomeSectionId } | { label: string; to: string; signedInOnly?: true; staffOnly?: true };

/** The navbar's links, in order: home-page sections scroll (or go to /#section), pages route. */
const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', section: 'home' },
  { label: 'Products', to: '/products' },
  { label: 'Subscriptions', to: '/subscriptions' },
  // A signed-out shopper has no subscriptions to see; the page would only ask them to sign in.
  { label: 'My Subscriptions', to: '/subscriptions/manage', signedInOnly: true },
  { label: 'About', section: 'about' },
  { label: 'Blog', section: 'blog' },
  { label: 'Business', section: 'business' },
  { label: 'Contact', section: 'contact' },
  // The shop's staff and owners only; shoppers never see it (and the API refuses them anyway).
  { label: 'Back Office', to: ADMIN_PAGE_PATHS.today, staffOnly: true },
];

function isShown(item: NavItem, user: ClientUser | null): boolean {
  if ('staffOnly' in item) return user !== null && isStaffRole(user.role);
  if ('signedInOnly' in item) return user !== null;
  return true;
}

/**
 * The page link the shopper is on: the one whose path is the current path or a folder of it, the
 * longest such. On /subscriptions/manage that is My Subscriptions alone, not Subscriptions too;
 * on /subscriptions/checkout/2 it is Subscriptions.
 */
function currentPagePath(items: readonly NavItem[], pathname: string): string | undefined {
  return items
    .flatMap((item) => ('to' in item ? [item.to] : []))
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/** Site navigation: brand, page and section links, cart with badge, account; a menu on small screens. */
export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const { user, isLoading } = useAuth();
  const closeMenu = () => setMenuOpen(false);
  const items = NAV_ITEMS.filter((item) => isShown(item, user));
  const currentPath = currentPagePath(items, pathname);
  const barRef = useRef<HTMLDivElement>(null);
  // What the bar holds, measured again when it changes: its links, and the shopper's name or Sign In.
  const accountName = user ? user.firstName || user.email : '';
  const barContent = [...items.map((item) => item.label), isLoading ? '…' : accountName].join('|');
  const layout = useNavbarLayout(barRef, barContent);

  // A route change (e.g. browser back) closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="shell-header" data-layout={layout === 'full' ? undefined : layout}>
      <div ref={barRef} className="shell-header__bar ui-container">
        <Link to="/" className="shell-brand" onClick={closeMenu}>
          <span className="shell-brand__mark" aria-hidden="true">
            ❦
          </span>
          {SHOP_NAME}
        </Link>
        <nav aria-label="Main" className="shell-nav">
          {/* Before the links in the document, so keyboard users reach the opened menu next. */}
          <button
            type="button"
            className="shell-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label="Toggle menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" className="shell-menu-toggle__icon" />
          </button>
          <ul id={MENU_ID} className="shell-nav__links" data-open={menuOpen}>
            {items.map((item) => (
              <li key={item.label}>
                {'section' in item ? (
                  <SectionLink section={item.section} onNavigate={closeMenu}>
                    {item.label}
                  </SectionLink>
                ) : (
                  <Link to={item.to} aria-current={item.to === currentPath ? 'page' : undefined} onClick={closeMenu}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          <div className="shell-header__actions">
            <CartLink onNavigate={closeMenu} />
            <AccountLinks />
          </div>
        </nav>
      </div>
    </header>
  );
}
