import { HOME_PAGE_REMOTE_MODULES } from '@shop/contracts/remote-routes';
import { SHOP_NAME } from '@shop/ui/brand';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { HydrateWhenVisible } from '../app/hydrate-when-visible.js';
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
 * /#business and /#contact work even while (or if) the remote is loading or unavailable. Below
 * the hero, every part keeps the server's HTML and loads its code (the forms', the remotes') and
 * hydrates only when it comes near the screen: the first load is the hero and the frame.
 */
export function HomePage() {
  useDocumentTitle(`${SHOP_NAME} | Organic Cold-Pressed Oils & Indian Spices`);
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <HydrateWhenVisible>
        <ColdPressSection />
        <WhyChooseUsSection />
        <ComparisonSection />
      </HydrateWhenVisible>
      <ProductsSection />
      <HydrateWhenVisible>
        <DeliveryAreaSection />
        <AboutSection />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <BlogSection />
        <CommunitySection />
      </HydrateWhenVisible>
      <div id="business" tabIndex={-1} className="shell-home-section shell-home-section--tinted">
        <div className="ui-container">
          <HydrateWhenVisible>
            <RemoteMount {...HOME_PAGE_REMOTE_MODULES.businessSection} />
          </HydrateWhenVisible>
        </div>
      </div>
      <div id="contact" tabIndex={-1} className="shell-home-section">
        <div className="ui-container">
          <HydrateWhenVisible>
            <RemoteMount {...HOME_PAGE_REMOTE_MODULES.contactSection} />
          </HydrateWhenVisible>
        </div>
      </div>
      <HydrateWhenVisible>
        <NewsletterBox />
      </HydrateWhenVisible>
    </>
  );
}
