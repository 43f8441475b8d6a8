import type { ReactNode } from 'react';
import type { UserRole } from '@shop/contracts/auth';
import { ADMIN_PAGE_PATHS } from '@shop/contracts/admin-routes';
import { NavLink } from '@shop/ui/router';
import { ADMIN_PAGES, mayOpen } from './admin-pages.js';

/** The back office's frame: its navigation (only what this role may use) beside the page. */
export function AdminLayout({ role, children }: { role: UserRole; children: ReactNode }) {
  const links = ADMIN_PAGES.filter((entry) => entry.navLabel && mayOpen(entry, role));
  return (
    <div className="admin-layout">
      <nav aria-label="Back office" className="admin-nav">
        <ul>
          {links.map((entry) => (
            <li key={entry.page}>
              <NavLink to={ADMIN_PAGE_PATHS[entry.page]} end={entry.page === 'today'}>
                {entry.navLabel}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-content">{children}</div>
    </div>
  );
}
