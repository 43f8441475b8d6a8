import { Outlet } from '@shop/ui/router';
import { Footer } from './footer.js';
import { Navbar } from './navbar.js';
import { SupportChat } from './support-chat.js';
import './site-layout.css';

/** The frame of every page: skip link, navbar, the routed page in <main>, footer, and the support chat button. */
export function SiteLayout() {
  return (
    <>
      <a className="ui-skip-link" href="#main-content">
        Skip to content
      </a>
      <Navbar />
      <main id="main-content" tabIndex={-1} className="shell-main">
        <Outlet />
      </main>
      <Footer />
      <SupportChat />
    </>
  );
}
