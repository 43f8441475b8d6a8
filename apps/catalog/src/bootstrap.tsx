import { Link, Route, Routes } from '@shop/ui/router';
import { buttonClassName } from '@shop/ui/button';
import { HarnessLayout } from '@shop/ui/harness-layout';
import { renderHarness } from '@shop/ui/render-harness';
import ProductCarouselsRemote from './exposed/product-carousels.js';
import ProductDetailPageRemote from './exposed/product-detail-page.js';
import ProductsPageRemote from './exposed/products-page.js';

/** Stands in for the shell's home #products section, which mounts the carousels and its own link. */
function HarnessHome() {
  return (
    <section aria-labelledby="products-heading">
      <h2 id="products-heading">Our Products</h2>
      <ProductCarouselsRemote />
      <Link to="/products" className={buttonClassName('primary')}>
        View All Products
      </Link>
    </section>
  );
}

/** Standalone harness: the catalog's pages with the same providers the shell gives them. */
function CatalogHarness() {
  return (
    <HarnessLayout
      remoteName="catalog"
      links={[
        { to: '/', label: 'Landing carousels' },
        { to: '/products', label: 'All products' },
      ]}
    >
      <Routes>
        <Route path="/" element={<HarnessHome />} />
        <Route path="/products" element={<ProductsPageRemote />} />
        <Route path="/product/:id" element={<ProductDetailPageRemote />} />
        <Route path="*" element={<p>This harness only serves /, /products and /product/:id.</p>} />
      </Routes>
    </HarnessLayout>
  );
}

renderHarness(<CatalogHarness />);
