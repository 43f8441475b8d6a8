import { createAppConfig } from '../../tools/rspack/create-app-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'catalog',
  title: 'Catalog remote | Cumming Organics',
  description: 'The product list and product pages of Cumming Organics, running on their own for QA.',
  exposes: {
    './ProductsPage': './src/exposed/products-page.tsx',
    './ProductDetailPage': './src/exposed/product-detail-page.tsx',
    './ProductCarousels': './src/exposed/product-carousels.tsx',
  },
});
