import { RemoteRoot } from '@shop/ui/remote-root';
import { BUILD_VERSION } from '../build-version.js';
import { ProductsPage } from '../features/products/components/products-page.js';

/** Exposed as catalog/ProductsPage (/products). */
export default function ProductsPageRemote() {
  return (
    <RemoteRoot name="catalog" buildVersion={BUILD_VERSION}>
      <ProductsPage />
    </RemoteRoot>
  );
}
