import { Link } from '@shop/ui/router';
import {
  FREE_DELIVERY_RADIUS_MILES,
  RETURN_POLICY_DAYS,
  SHIPS_IN_BUSINESS_DAYS,
  SUPPORT_HOURS,
} from '@shop/contracts/constants';
import { freeShippingNote } from '@shop/contracts/money';
import { SHOP_NAME } from '@shop/ui/brand';
import { POLICY_PATHS } from '../app/route-table.js';
import { HOME_SECTIONS, type HomeSectionId } from '../home/home-sections.js';
import { SectionLink } from './section-link.js';
import './footer.css';

const SUPPORT_LINKS: readonly { path: string; label: string }[] = [
  { path: POLICY_PATHS.faq, label: 'FAQ' },
  { path: POLICY_PATHS.shipping, label: 'Shipping Info' },
  { path: POLICY_PATHS.returns, label: 'Returns' },
  { path: POLICY_PATHS.privacy, label: 'Privacy Policy' },
  { path: POLICY_PATHS.terms, label: 'Terms of Service' },
];

const QUICK_LINKS: readonly HomeSectionId[] = ['home', 'products', 'about', 'blog', 'business', 'contact'];

export function Footer() {
  return (
    <footer className="shell-footer">
      <div className="ui-container shell-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="shell-footer__heading">
            {SHOP_NAME}
          </h2>
          <p>
            Organic cold-pressed oils and traditional Indian spices, delivered around Cumming, GA and up to{' '}
            {FREE_DELIVERY_RADIUS_MILES} miles beyond.
          </p>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="shell-footer__heading">
            Quick links
          </h2>
          <ul className="shell-footer__links">
            {QUICK_LINKS.map((section) => (
              <li key={section}>
                <SectionLink section={section}>{HOME_SECTIONS[section]}</SectionLink>
              </li>
            ))}
            <li>
              <Link to="/subscriptions">Subscriptions</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className="shell-footer__heading">
            Support
          </h2>
          <ul className="shell-footer__links">
            {SUPPORT_LINKS.map(({ path, label }) => (
              <li key={path}>
                <Link to={path}>{label}</Link>
              </li>
            ))}
          </ul>
          <p>Support hours: {SUPPORT_HOURS}</p>
          <p>
            {freeShippingNote()} Ships in {SHIPS_IN_BUSINESS_DAYS} business days; {RETURN_POLICY_DAYS}-day returns.
          </p>
        </nav>
      </div>
      <p className="ui-container shell-footer__copyright">
        © {new Date().getFullYear()} {SHOP_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
