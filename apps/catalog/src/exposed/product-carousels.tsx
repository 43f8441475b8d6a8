import { RemoteRoot } from '@shop/ui/remote-root';
import { BUILD_VERSION } from '../build-version.js';
import { ProductCarousels } from '../features/products/carousel/product-carousels.js';

/** Exposed as catalog/ProductCarousels (the home page's #products section). */
export default function ProductCarouselsRemote() {
  return (
    <RemoteRoot name="catalog" buildVersion={BUILD_VERSION}>
      <ProductCarousels />
    </RemoteRoot>
  );
}
