import { PRODUCT_LIST_SKELETON_CARDS } from '@shop/contracts/constants';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@shop/contracts/product-categories';
import type { Product } from '@shop/contracts/products';
import { SHOP_NAME } from '@shop/ui/brand';
import { Button } from '@shop/ui/button';
import { useDocumentTitle } from '@shop/ui/use-document-title';
import { VisuallyHidden } from '@shop/ui/visually-hidden';
import { useProducts } from '../api/get-products.js';
import { CATEGORY_LABELS } from '../product-display.js';
import { ProductCard } from './product-card.js';
import { ProductCardSkeleton } from './product-card-skeleton.js';
import './products.css';

function groupByCategory(products: readonly Product[]): Record<ProductCategory, Product[]> {
  const groups: Record<ProductCategory, Product[]> = { oils: [], spices: [] };
  for (const product of products) groups[product.category].push(product);
  return groups;
}

/** Cards in the first row of the first category on a wide screen; their images load first. */
const FIRST_ROW_CARDS = 4;

interface CategorySectionProps {
  category: ProductCategory;
  products: readonly Product[];
  isFirst: boolean;
}

function CategorySection({ category, products, isFirst }: CategorySectionProps) {
  const headingId = `category-${category}`;
  return (
    <section aria-labelledby={headingId} className="catalog-category">
      <h2 id={headingId}>
        {CATEGORY_LABELS[category].section} ({products.length})
      </h2>
      <ul className="catalog-grid">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} aboveTheFold={isFirst && index < FIRST_ROW_CARDS} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductCategories({ products }: { products: readonly Product[] }) {
  const groups = groupByCategory(products);
  return PRODUCT_CATEGORIES.filter((category) => groups[category].length > 0).map((category, index) => (
    <CategorySection key={category} category={category} products={groups[category]} isFirst={index === 0} />
  ));
}

/** /products: every product, grouped into oils and spices with counts. */
export function ProductsPage() {
  useDocumentTitle(`All Products | ${SHOP_NAME}`);
  const { data: products, isPending, isError, refetch } = useProducts();

  return (
    <div className="catalog-page">
      <h1>All Products</h1>
      <p className="ui-muted">Cold-pressed oils and traditional Indian spices, pressed and packed in small batches.</p>
      {isPending ? (
        <div>
          <VisuallyHidden>
            <span role="status">Loading products…</span>
          </VisuallyHidden>
          <ul className="catalog-grid" aria-hidden="true">
            {Array.from({ length: PRODUCT_LIST_SKELETON_CARDS }, (_, index) => (
              <li key={index}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : isError ? (
        <div className="ui-alert ui-alert--danger" role="alert">
          <p>We couldn't load the products. Please check your connection and try again.</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : products.length === 0 ? (
        <p>No products are available right now. Please check back soon.</p>
      ) : (
        <ProductCategories products={products} />
      )}
    </div>
  );
}
