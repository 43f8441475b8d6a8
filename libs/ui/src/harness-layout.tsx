import type { ReactNode } from 'react';
import { NavLink } from '@shop/ui/router';
import { SHOP_NAME } from '@shop/ui/brand';

export interface HarnessLink {
  to: string;
  label: string;
}

/**
 * The minimal page frame of a remote running on its own (QA, local development): a header naming
 * the remote, links to its screens, and the main landmark.
 */
export function HarnessLayout({
  remoteName,
  links,
  children,
}: {
  remoteName: string;
  links: readonly HarnessLink[];
  children: ReactNode;
}) {
  return (
    <>
      <a className="ui-skip-link" href="#main-content">
        Skip to content
      </a>
      <header className="ui-harness-header">
        <p className="ui-harness-header__title">
          {SHOP_NAME} · <strong>{remoteName}</strong> remote (standalone)
        </p>
        <nav aria-label={`${remoteName} screens`}>
          <ul className="ui-harness-header__links">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} className="ui-container ui-main">
        {children}
      </main>
    </>
  );
}
