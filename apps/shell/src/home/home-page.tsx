import { HOME_PAGE_REMOTE_MODULES } from '@shop/contracts/remote-routes';
import { SHOP_NAME } from '@shop/ui/brand';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { RemoteMount } from '../remotes/remote-mount.js';
import { AboutSection } from './about-section.js';
import { BlogSection } from './blog-section.js';
import { ColdPressSection } from './cold-press-section.js';
import { CommunitySection } from './community-section.js';
import { ComparisonSection } from './comparison-section.js';
import { DeliveryAreaSection } from './delivery-area-section.js';
import { HeroSection } from './hero-section.js';
import { NewsletterBox } from './newsletter-box.js';
import { ProductsSection } from './products-section.js';
import { useScrollToHash } from './use-scroll-to-hash.js';
import { WhyChooseUsSection } from './why-choose-us-section.js';
import './home-page.css';

/**
 * The landing page. Business and contact come from the support remote; their anchors live here so
 * /#business and /#contact work even while (or if) the remote is loading or unavailable.
 */
export function HomePage() {
  useDocumentTitle(`${SHOP_NAME} | Organic Cold-Pressed Oils & Indian Spices`);
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <ColdPressSection />
      <WhyChooseUsSection />
      <ComparisonSection />
      <ProductsSection />
      <DeliveryAreaSection />
      <AboutSection />
      <BlogSection />
      <CommunitySection />
      <div id="business" tabIndex={-1} className="shell-home-section shell-home-section--tinted">
        <div className="ui-container">
          <RemoteMount {...HOME_PAGE_REMOTE_MODULES.businessSection} />
        </div>
      </div>
      <div id="contact" tabIndex={-1} className="shell-home-section">
        <div className="ui-container">
          <RemoteMount {...HOME_PAGE_REMOTE_MODULES.contactSection} />
        </div>
      </div>
      <NewsletterBox />
    </>
  );
}
