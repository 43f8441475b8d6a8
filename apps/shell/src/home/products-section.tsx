import { HOME_PAGE_REMOTE_MODULES } from '@shop/contracts/remote-routes';
import { Link } from '@shop/ui/router';
import { buttonClassName } from '@shop/ui/button';
import { HydrateWhenVisible } from '../app/hydrate-when-visible.js';
import { RemoteMount } from '../remotes/remote-mount.js';

export function ProductsSection() {
  return (
    <section id="products" tabIndex={-1} aria-labelledby="products-heading" className="shell-home-section">
      <div className="ui-container">
        <h2 id="products-heading">Our Products</h2>
        <p>
          Groundnut, sesame, coconut and mustard oils pressed slowly in a wooden ghani, alongside whole and ground
          spices such as Kashmiri chili, cumin, cardamom and Tellicherry pepper.
        </p>
        {/* The oil and spice carousels belong to the catalog team; the shell only gives them a place. */}
        <HydrateWhenVisible>
          <RemoteMount {...HOME_PAGE_REMOTE_MODULES.productCarousels} />
        </HydrateWhenVisible>
        <Link to="/products" className={buttonClassName('primary')}>
          View All Products
        </Link>
      </div>
    </section>
  );
}
