import { RemoteRoot } from '@shop/ui/remote-root';
import { BUILD_VERSION } from '../build-version.js';
import { ProductDetailPage } from '../features/products/components/product-detail-page.js';

/** Exposed as catalog/ProductDetailPage (/product/:id). */
export default function ProductDetailPageRemote() {
  return (
    <RemoteRoot name="catalog" buildVersion={BUILD_VERSION}>
      <ProductDetailPage />
    </RemoteRoot>
  );
}
